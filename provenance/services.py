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
    its official French, or printed beside an older English, becomes the editor's)."""
    if not any(obj.french_texts()):
        return Reviewed.NO_FRENCH
    if _official_and_current(obj):
        return Reviewed.LEFT_OFFICIAL
    obj.mark_french_reviewed()
    obj.save()
    return Reviewed.MARKED


def _official_and_current(obj: FrenchProvenance) -> bool:
    """Official French made for today's English: not stale, and no part of it printed beside
    an older wording (a card's fr_outdated, fr_type_outdated)."""
    if obj.fr_status != FrenchStatus.OFFICIAL or obj.is_french_stale:
        return False
    printings = (obj.french_printing(field) for field in obj.french_source_fields)
    return not any(printing is not None and printing.outdated for printing in printings)
