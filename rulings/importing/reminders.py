"""Keyword reminder texts as printed on cards, in English and French. Pure: no database.

A reminder text is the parenthesised text right after a keyword on a card line:
"Trample (This creature can deal excess combat damage ...)", in French « Piétinement (Cette
créature peut infliger ...) ». English and French are paired line by line within one
printing, so both are the words Wizards printed on that card.

For each keyword, ``ReminderCollector`` keeps every printing that carries its reminder and
chooses one (see ``ReminderCollector.choose``): its card is the keyword's example, as seed
000 shows Gigatorpeur with « Duplication {U} (Quand vous jouez ce sort, ...) ».
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from rulings.importing.wording import comparable

# One whole card line: an ability, then one parenthesised text that ends the line.
_LINE = re.compile(r"^(?P<head>[^()]+?)\s*\((?P<reminder>[^()]+)\)$")
_VALUES = re.compile(r"\{[^}]*\}|\d+")
MAX_PARAMETER_LENGTH = 40


@dataclass(frozen=True)
class ParsedReminder:
    keyword: str  # as the card data names it: "Ward"
    parameter: str  # "{2}" in "Ward {2}"; "" for a keyword without one
    text_en: str  # the printed line, keyword and reminder: "Ward {2} (Whenever ...)"
    text_fr: str  # the same line of the French printing; "" when there is none


@dataclass(frozen=True)
class ReminderPrinting:
    """One printing of one card that carries a keyword's reminder text."""

    reminder: ParsedReminder
    oracle_id: str
    set_code: str
    released_on: date | None
    # The printing's whole English is today's Oracle wording (rulings.importing.wording).
    card_current: bool
    card_text_en: str
    card_text_fr: str


@dataclass(frozen=True)
class KeywordReminder:
    """The reminder text chosen for one keyword, and the printing it comes from."""

    printing: ReminderPrinting
    # The French is an older wording: a newer printing words the English reminder otherwise.
    fr_outdated: bool


def printed_reminders(
    keywords: Iterable[str], printed_en: str, printed_fr: str
) -> tuple[ParsedReminder, ...]:
    """The reminder texts of one printed face; ``printed_fr`` is "" without a French printing."""
    names = sorted(keywords, key=len, reverse=True)  # "Partner with" before "Partner"
    english = printed_en.split("\n")
    french = printed_fr.split("\n") if printed_fr else []
    aligned = len(french) == len(english)
    found = []
    for number, line in enumerate(english):
        reminder = _reminder(names, line.strip())
        if reminder is None:
            continue
        french_line = french[number].strip() if aligned else ""
        if not _is_french_pair(reminder, french_line):
            french_line = ""
        found.append(
            ParsedReminder(reminder.keyword, reminder.parameter, reminder.text_en, french_line)
        )
    return tuple(found)


def _reminder(names: list[str], line: str) -> ParsedReminder | None:
    match = _LINE.match(line)
    if match is None:
        return None
    head = match.group("head")
    for name in names:
        if head.lower().startswith(name.lower()) and not head[len(name) : len(name) + 1].isalpha():
            parameter = head[len(name) :].strip().rstrip(".").strip()
            if _is_parameter(parameter):
                return ParsedReminder(name, parameter, line, "")
            return None
    return None


def _is_parameter(parameter: str) -> bool:
    """A keyword's own parameter ("{2}", "from black", "3—{1}{U}"), not the rest of a line.

    Lines that only start with a keyword carry other things: more keywords ("Flying;
    echo", "First strike, vigilance"), an ability word's sentence ("Landfall — Whenever
    ..."), a keyword action's whole sentence ("Scry 2, then draw a card."). Their reminder
    text is not the keyword's.
    """
    if not parameter:
        return True
    if len(parameter) > MAX_PARAMETER_LENGTH or parameter.startswith("— "):
        return False
    if any(mark in parameter for mark in (";", ":", ". ")):
        return False
    # "Escape—{R}{R}, Exile eight other cards": a cost with a comma, after a dash.
    return ", " not in parameter or parameter.startswith("—")


def _is_french_pair(reminder: ParsedReminder, french_line: str) -> bool:
    """The French line is the same ability: a reminder text too, with the same numbers."""
    match = _LINE.match(french_line)
    if match is None:
        return False
    return all(value in match.group("head") for value in _VALUES.findall(reminder.parameter))


# A keyword's French name as a reminder line prints it: a few words, no punctuation but an
# apostrophe or a hyphen (« Contact mortel », « Appel à l'arme », « Vol »).
_PRINTED_NAME = re.compile(r"^[^\W\d_][\w’' -]{0,60}$")
MAX_NAME_WORDS = 5


def printed_french_keyword_name(reminder: ParsedReminder) -> str:
    """The keyword's name as the French line of its printing prints it, before its parameter:
    « Piétinement » in « Piétinement (Cette créature…) » beside "Trample (This creature…)",
    « Équipement » in « Équipement {3} ({3} : …) » beside "Equip {3}". "" where the parameter
    holds words, which French words otherwise ("Protection from black", « Protection contre le
    noir »), or where the line gives no such name."""
    match = _LINE.match(reminder.text_fr)
    if match is None or _VALUES.sub("", reminder.parameter).strip(" —-"):
        return ""
    head = match.group("head")
    first_value = _VALUES.search(head) if reminder.parameter else None
    name = (head[: first_value.start()] if first_value else head).strip(" —-")
    if not _PRINTED_NAME.match(name) or len(name.split()) > MAX_NAME_WORDS:
        return ""
    return name


def reminder_part(line: str) -> str:
    """The parenthesised text of a reminder line."""
    match = _LINE.match(line)
    return match.group("reminder") if match else line


class ReminderCollector:
    """Every printing's reminder texts, gathered while the sets are read; then one per keyword."""

    def __init__(self) -> None:
        self._printings: dict[str, list[ReminderPrinting]] = {}
        # (keyword, parameter) -> the wordings today's Oracle texts give its reminder.
        self._oracle: dict[tuple[str, str], set[str]] = {}

    def add(self, printing: ReminderPrinting) -> None:
        self._printings.setdefault(printing.reminder.keyword.lower(), []).append(printing)

    def add_oracle(self, reminder: ParsedReminder) -> None:
        """A reminder text as an Oracle text words it: today's wording."""
        key = (reminder.keyword.lower(), reminder.parameter)
        self._oracle.setdefault(key, set()).add(_wording(reminder.text_en))

    def keywords(self) -> set[str]:
        """Every keyword (lower case) with a reminder text on some printing."""
        return set(self._printings)

    def choose(self) -> dict[str, KeywordReminder]:
        """One reminder per keyword (lower case), chosen by ``choose_reminder``."""
        return {
            name: choose_reminder(found, oracle_wordings=self._oracle)
            for name, found in self._printings.items()
        }


def choose_reminder(
    printings: list[ReminderPrinting],
    *,
    oracle_wordings: dict[tuple[str, str], set[str]] | None = None,
) -> KeywordReminder:
    """The reminder a keyword page shows.

    1. Printings with French beside their English first: the page is bilingual.
    2. Of those, the keyword's commonest form, the generic one winning a tie: "Trample"; for
       keywords that always have a parameter, the parameter most cards have ("Ward {2}").
    3. Of those, one whose English reminder is today's wording, whose card is worded as
       today's Oracle, newest set first. Today's wording is the one Oracle texts give that
       form's reminder, else the one on the newest printing of that form (French or not).
    The French is outdated when the chosen English reminder is not today's wording.
    """
    paired = [p for p in printings if p.reminder.text_fr]
    pool = _commonest_form(paired or printings)
    keyword, parameter = pool[0].reminder.keyword.lower(), pool[0].reminder.parameter
    wordings = (oracle_wordings or {}).get((keyword, parameter)) or _newest_wordings(
        [p for p in printings if p.reminder.parameter == parameter]
    )
    chosen = max(pool, key=lambda p: _preference(p, wordings))
    outdated = bool(chosen.reminder.text_fr) and _wording(chosen.reminder.text_en) not in wordings
    return KeywordReminder(printing=chosen, fr_outdated=outdated)


def _commonest_form(printings: list[ReminderPrinting]) -> list[ReminderPrinting]:
    cards = Counter(
        parameter for parameter, _ in {(p.reminder.parameter, p.oracle_id) for p in printings}
    )
    best = max(cards, key=lambda parameter: (cards[parameter], parameter == "", parameter))
    return [p for p in printings if p.reminder.parameter == best]


def _newest_wordings(printings: list[ReminderPrinting]) -> set[str]:
    newest = max(_released(p) for p in printings)
    return {_wording(p.reminder.text_en) for p in printings if _released(p) == newest}


def _preference(printing: ReminderPrinting, wordings: set[str]) -> tuple:
    return (
        _wording(printing.reminder.text_en) in wordings,
        printing.card_current,
        _released(printing),
        printing.set_code,
        printing.oracle_id,
    )


def _wording(line: str) -> str:
    return comparable(reminder_part(line))


def _released(printing: ReminderPrinting) -> date:
    return printing.released_on or date.min
