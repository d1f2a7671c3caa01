"""Is a printing's English still today's Oracle wording? Pure text comparison, no database.

MTGJSON keeps, per printing, the English as printed (``originalText``) beside today's Oracle
text (``text``). Where the two say the same thing, the French printed beside that English is
today's French; where they differ, the French is an older wording (« créature ou joueur »
for "any target", « arrive en jeu », « à votre réserve »).

"The same thing" ignores what printing changes without changing the words: white space and
line breaks ("Flying, lifelink" on one line or two), punctuation, letter case, curly quotes,
the minus sign, how hybrid and Phyrexian symbols are written ({W/B}, {WB}), and reminder text
that only one side has (Oracle drops it from most keywords). A reminder text both sides have
for the same ability must match: « arrive en jeu » in a reminder is older wording too.
"""

from __future__ import annotations

import re

_PARENTHESISED = re.compile(r"\s*\([^()]*\)")
# A reminder text and what stands before it on its line (the ability it explains).
_REMINDER = re.compile(r"([^\n()]*?)\s*\(([^()]*)\)")
_SYMBOL = re.compile(r"\{([^}]*)\}")
# Words, digits, mana symbols, and the signs that change a meaning: +1/-1 is not -1/+1.
_NOT_MEANING = re.compile(r"[^\w{}+\-/]+")
# The words of a type line, letters only: its dashes and case say nothing.
_LETTERS = re.compile(r"[^\W\d_]+")


def printed_text_is_current(printed: str | None, oracle: str) -> bool:
    """True if ``printed`` says what today's ``oracle`` text says; False when not known."""
    if printed is None:
        return False  # no printed English to compare: the French cannot be vouched for
    if _rules_words(printed) != _rules_words(oracle):
        return False
    printed_reminders, oracle_reminders = _reminders(printed), _reminders(oracle)
    shared = printed_reminders.keys() & oracle_reminders.keys()
    return all(printed_reminders[key] == oracle_reminders[key] for key in shared)


def printed_type_is_current(printed: str | None, oracle: str) -> bool:
    """True unless the type line printed (``originalType``) names other types than today's:
    "Creature - Merfolk Lord" is not "Creature — Merfolk" (Lords are no longer a creature
    type), "Legendary Creature — Praetor" not "… Phyrexian Praetor". Only the words count:
    type lines change their dashes and case, « Créature : elfe » then « Créature — elfe »,
    without changing what they say. A printing that gives no printed type line is not
    doubted: type lines rarely change, and most cards' never have."""
    if printed is None:
        return True
    return _type_words(printed) == _type_words(oracle)


def _type_words(type_line: str) -> list[str]:
    return _LETTERS.findall(type_line.lower())


def comparable(text: str) -> str:
    """``text`` reduced to what carries meaning (see the module docstring)."""
    text = _SYMBOL.sub(_sorted_symbol, text.lower()).replace("\u2212", "-")
    return _NOT_MEANING.sub("", text)


def _rules_words(text: str) -> str:
    return comparable(_PARENTHESISED.sub("", text))


def _reminders(text: str) -> dict[str, str]:
    """Each reminder text, keyed by the ability before it on its line (its last sentence)."""
    return {
        _rules_words(match.group(1).split(". ")[-1]): comparable(match.group(2))
        for match in _REMINDER.finditer(text)
    }


def _sorted_symbol(match: re.Match[str]) -> str:
    # {W/B} and {WB}, {U/P} and {PU}: one symbol written two ways over the years.
    return "{" + "".join(sorted(match.group(1).replace("/", ""))) + "}"
