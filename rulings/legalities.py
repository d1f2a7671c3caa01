"""Format legalities as a card page shows them: in a fixed order, named in the page's language."""

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

# MTGJSON's format keys, in the order a player reads them: the tabletop formats from the
# newest cards to the oldest, then the others. A key not listed here is shown after them,
# as the data spells it.
FORMATS: dict[str, str | Promise] = {
    "standard": _("Standard"),
    "pioneer": _("Pioneer"),
    "modern": _("Modern"),
    "legacy": _("Legacy"),
    "vintage": _("Vintage"),
    "commander": _("Commander"),
    "pauper": _("Pauper"),
    "paupercommander": _("Pauper Commander"),
    "duel": _("Duel Commander"),
    "premodern": _("Premodern"),
    "oldschool": _("Old School"),
    "penny": _("Penny Dreadful"),
    "brawl": _("Brawl"),
    "future": _("Future Standard"),
    "alchemy": _("Alchemy"),
    "explorer": _("Explorer"),
    "historic": _("Historic"),
    "historicbrawl": _("Historic Brawl"),
    "gladiator": _("Gladiator"),
}
STATUSES: dict[str, str | Promise] = {
    "Legal": _("legal"),
    "Banned": _("banned"),
    "Restricted": _("restricted"),
    "Not Legal": _("not legal"),
}


@dataclass(frozen=True)
class Legality:
    format: str  # MTGJSON's key: "modern"
    label: str | Promise
    status: str  # "legal", "banned"...: a CSS class
    status_label: str | Promise


def legalities_shown(legalities: dict[str, str]) -> list[Legality]:
    """The card's legalities, known formats first in FORMATS order."""
    order = list(FORMATS)
    keys = sorted(
        legalities, key=lambda key: (order.index(key) if key in FORMATS else len(order), key)
    )
    return [
        Legality(
            format=key,
            label=FORMATS.get(key, key),
            status=legalities[key].lower().replace(" ", "-"),
            status_label=STATUSES.get(legalities[key], legalities[key]),
        )
        for key in keys
    ]
