"""Writes shared by every translated model."""

from enum import Enum

from .models import FrenchProvenance, FrenchStatus


class Reviewed(Enum):
    """What marking an object's French as reviewed did."""

    MARKED = "marked"
    NO_FRENCH = "no French"
    # Official French that still matches its English (printed cards, official rules): an
    # editor's word adds nothing to it, and marked reviewed it lost where it was printed.
    LEFT_OFFICIAL = "left official"


def french_review(obj: FrenchProvenance) -> Reviewed:
    """An editor stands by the French: mark it reviewed and save. Not French there is none of,
    nor official French still current (official French gone stale, a rule's reworded since
    its official French, becomes the editor's)."""
    if not any(obj.french_texts()):
        return Reviewed.NO_FRENCH
    if obj.fr_status == FrenchStatus.OFFICIAL and not obj.is_french_stale:
        return Reviewed.LEFT_OFFICIAL
    obj.mark_french_reviewed()
    obj.save()
    return Reviewed.MARKED
