"""Writes shared by every translated model."""

from .models import FrenchProvenance


def french_review(obj: FrenchProvenance) -> bool:
    """An editor stands by the French: mark it reviewed and save; False when there is none."""
    if not any(obj.french_texts()):
        return False
    obj.mark_french_reviewed()
    obj.save()
    return True
