"""Mana costs, and the symbols of the game's texts, as symbols with a name: "{1}{R}" is "1
generic mana, red mana", "{T}" the tap symbol.

The symbols are drawn by the site's own style sheet (no font or image from elsewhere: the
Content-Security-Policy allows none); each one is named for screen readers in the page's
language, and keeps its "{R}" text for copying.
"""

import re
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop, ngettext

SYMBOL = re.compile(r"\{([^{}]{1,12})\}")
# MTGJSON's letters: the five colours, colourless, snow; Phyrexian mana is "{R/P}".
COLOURS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


# The symbols of a card's text that are no mana (rule 107): named, and drawn as the card
# prints them, as near as a letter can (the tap symbol is an arrow).
OTHER_SYMBOLS = {
    "T": (gettext_noop("tap symbol"), "\u21b7"),
    "Q": (gettext_noop("untap symbol"), "\u21b6"),
    "E": (gettext_noop("energy symbol"), "E"),
    "CHAOS": (gettext_noop("chaos symbol"), "\u2736"),  # rule 107.12: a swirling vortex
}
# The class of a symbol not known here: named by its own text, never guessed.
UNKNOWN = "mana-unknown"


@dataclass(frozen=True)
class ManaSymbol:
    code: str  # as the cost spells it, without braces: "2/W", "R", "12"
    label: str  # the accessible name, in the active language
    glyph: str  # what the drawn symbol shows: "2", "R", "X"
    css: str  # classes giving its colours: "mana-r", "mana-w mana-u" for a hybrid

    @property
    def text(self) -> str:
        return "{" + self.code + "}"

    @property
    def is_known(self) -> bool:
        return self.css != UNKNOWN


def colour_name(letter: str) -> str:
    names = {
        "W": _("white mana"),
        "U": _("blue mana"),
        "B": _("black mana"),
        "R": _("red mana"),
        "G": _("green mana"),
    }
    return names[letter]


def mana_symbols(cost: str) -> list[ManaSymbol | str]:
    """A cost or a text as symbols; what is not a symbol (" // " between faces, the words of
    a text) stays text."""
    parts: list[ManaSymbol | str] = []
    position = 0
    for match in SYMBOL.finditer(cost):
        if match.start() > position:
            parts.append(cost[position : match.start()])
        parts.append(symbol(match.group(1)))
        position = match.end()
    if position < len(cost):
        parts.append(cost[position:])
    return parts


def symbol(code: str) -> ManaSymbol:
    """One symbol; one that is not known is named by its own text, never guessed."""
    halves = code.split("/")
    if _is_a_number(code):
        return ManaSymbol(code, _generic(code), code, "mana-generic")
    if code in COLOURS:
        return ManaSymbol(code, colour_name(code), code, f"mana-{code.lower()}")
    if code == "C":
        return ManaSymbol(code, _("colourless mana"), "C", "mana-c")
    if code == "S":
        return ManaSymbol(code, _("snow mana"), "S", "mana-s")
    if code in OTHER_SYMBOLS:
        label, glyph = OTHER_SYMBOLS[code]
        return ManaSymbol(code, _(label), glyph, "mana-other")
    if code in ("X", "Y", "Z"):
        label = _("%(letter)s generic mana") % {"letter": code}
        return ManaSymbol(code, label, code, "mana-generic")
    if len(halves) == 2 and halves[1] == "P" and halves[0] in COLOURS:
        label = _("Phyrexian %(colour)s") % {"colour": colour_name(halves[0])}
        return ManaSymbol(code, label, "Φ", f"mana-{halves[0].lower()} mana-phyrexian")
    if len(halves) == 3 and halves[2] == "P" and _is_two_colours(halves[:2]):
        first, second = (colour_name(half) for half in halves[:2])
        label = _("Phyrexian %(first)s or %(second)s") % {"first": first, "second": second}
        return ManaSymbol(code, label, "Φ", _hybrid_css(halves[:2]) + " mana-phyrexian")
    if len(halves) == 2 and _is_a_hybrid(halves):
        first, second = (_half_name(half) for half in halves)
        label = _("%(first)s or %(second)s") % {"first": first, "second": second}
        return ManaSymbol(code, label, code.replace("/", ""), _hybrid_css(halves))
    return ManaSymbol(code, code, code, UNKNOWN)


def _is_a_hybrid(halves: list[str]) -> bool:
    """Rule 107.4: a colour after another colour ("{W/U}"), a number ("{2/W}") or colourless
    ("{C/W}"). "{W/W}", "{W/2}" and "{W/C}" are no symbols of the game."""
    first, second = halves
    return (
        second in COLOURS
        and (first in COLOURS or first == "C" or _is_a_number(first))
        and (first != second)
    )


def _is_two_colours(halves: list[str]) -> bool:
    """A hybrid Phyrexian symbol's colours (rule 107.4f): two, different ("{G/U/P}")."""
    return all(half in COLOURS for half in halves) and halves[0] != halves[1]


def _half_name(half: str) -> str:
    if half in COLOURS:
        return colour_name(half)
    return _("colourless mana") if half == "C" else _generic(half)


def _hybrid_css(halves: list[str]) -> str:
    first, second = ("generic" if _is_a_number(half) else half.lower() for half in halves)
    return f"mana-hybrid mana-first-{first} mana-second-{second}"


def _is_a_number(code: str) -> bool:
    """ASCII digits only: str.isdigit() says yes to "²", which int() refuses (a text's
    "{²}" answered 500)."""
    return code.isascii() and code.isdigit()


def _generic(number: str) -> str:
    count = int(number)
    return ngettext("%(count)s generic mana", "%(count)s generic mana", count) % {"count": count}
