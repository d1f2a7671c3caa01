"""Merge the printings of a card across set files into one oracle card.

The MTGJSON reader gives one ``ParsedCard`` per oracle card per set; a card printed in ten
sets comes ten times. Here they become one ``MergedCard``: the English of its first
printing (MTGJSON repeats the same Oracle text on every printing), the keywords of all of
them, the French of its newest French printing (see ``french_preference``), and the union
of the rulings and of the flavor texts. The keywords' reminder texts are gathered on the way
(``rulings.importing.reminders``). Pure: no Django, no database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date

from rulings.importing.mtgjson import ParsedCard, ParsedFrench, ParsedSet
from rulings.importing.reminders import ReminderCollector, ReminderPrinting


@dataclass
class MergedCard:
    oracle_id: str
    name: str
    type_line: str
    oracle_text: str
    mana_cost: str
    stats: tuple = ()  # ParsedCard.stats, of its first printing, as the English
    keywords: dict[str, None] = field(default_factory=dict)
    french: ParsedFrench | None = None
    # The set the French was printed in, and its release date.
    french_set_code: str = ""
    french_released_on: date | None = None
    # (published_at, text) -> None: ordered and without repeats.
    rulings: dict[tuple[date, str], None] = field(default_factory=dict)
    # set code -> (set name, its French name or "", release date): the sets read that print
    # the card.
    printings: dict[str, tuple[str, str, date | None]] = field(default_factory=dict)
    # The legalities of the newest printing read (the data repeats them on each).
    legalities: tuple[tuple[str, str], ...] = ()
    legalities_from: tuple = ()
    is_rebalanced: bool = False
    # (language, text) of the flavor texts of all its printings, without repeats.
    flavor_texts: dict[tuple[str, str], None] = field(default_factory=dict)
    # The newest date of the card data read that prints it (ParsedSet.data_date), or None.
    data_of: date | None = None

    def add(self, card: ParsedCard) -> None:
        """Fold another printing of the same oracle card into this one."""
        self.printings[card.set_code] = (card.set_name, card.set_name_fr, card.released_on)
        self.flavor_texts.update(dict.fromkeys(card.flavor_texts))
        self.is_rebalanced = self.is_rebalanced or card.is_rebalanced
        newest = (card.released_on or date.min, card.set_code)
        if card.legalities and newest > self.legalities_from:
            self.legalities, self.legalities_from = card.legalities, newest
        self.keywords.update(dict.fromkeys(card.keywords))
        self.rulings.update(dict.fromkeys((r.published_at, r.text.strip()) for r in card.rulings))
        if card.french is not None and self._prefers(card):
            self.french = card.french
            self.french_set_code = card.set_code
            self.french_released_on = card.released_on

    def flavor_words(self, language: str) -> set[str]:
        """The distinct words of its flavor texts in `language`, lower case."""
        return {
            word
            for written_in, text in self.flavor_texts
            if written_in == language
            for word in _LETTERS.findall(text.lower())
        }

    def _prefers(self, card: ParsedCard) -> bool:
        if self.french is None:
            return True
        current = french_preference(
            self.french, self.french_released_on, self.french_set_code, self.name
        )
        return french_preference(card.french, card.released_on, card.set_code, card.name) > current


_LETTERS = re.compile(r"[^\W\d_]+")


@dataclass
class MergeReport:
    sets: int = 0
    printings: int = 0
    skipped_without_oracle_id: int = 0
    skipped_empty_rulings: int = 0


def french_preference(
    french: ParsedFrench | None, released_on: date | None, set_code: str, english_name: str
) -> tuple:
    """How much a French printing is preferred: the greatest wins.

    A French text or type line beats a French name alone (old promos); a printing whose name
    is French beats one that gives the English name (`english_name`) with a French text, as
    the data does for some reprints (Dusk // Dawn in Commander 2019, « Crépuscule // Aube »
    in Amonkhet); French printed beside today's Oracle English beats older wording, first the
    rules text's, then the type line's; then the newest set (its release date; the set code
    only makes equal dates choose the same way whatever the order of the files). Wizards
    reprint cards with the current French, so the newest printing speaks as today.
    """
    has_text = french is not None and bool(french.type_line or french.text)
    named_in_french = french is not None and french.name.casefold() != english_name.casefold()
    current = french is not None and not french.outdated
    type_current = french is not None and not french.type_outdated
    return (has_text, named_in_french, current, type_current, released_on or date.min, set_code)


def merge_sets(
    sets: Iterable[ParsedSet], *, reminders: ReminderCollector | None = None
) -> tuple[dict[str, MergedCard], MergeReport]:
    """One MergedCard per oracle id over all ``sets``, in first-seen order, and the counts;
    each printing's reminder texts go to ``reminders``."""
    cards: dict[str, MergedCard] = {}
    report = MergeReport()
    for parsed_set in sets:
        report.sets += 1
        report.skipped_without_oracle_id += parsed_set.skipped_without_oracle_id
        report.skipped_empty_rulings += parsed_set.skipped_empty_rulings
        for card in parsed_set.cards:
            report.printings += 1
            merged = cards.get(card.oracle_id)
            if merged is None:
                merged = cards[card.oracle_id] = MergedCard(
                    oracle_id=card.oracle_id,
                    name=card.name,
                    type_line=card.type_line,
                    oracle_text=card.oracle_text,
                    mana_cost=card.mana_cost,
                    stats=card.stats,
                )
            merged.add(card)
            if parsed_set.data_date and (merged.data_of or date.min) < parsed_set.data_date:
                merged.data_of = parsed_set.data_date
            if reminders is not None:
                _reminders_add(reminders, card)
    return cards, report


def _reminders_add(reminders: ReminderCollector, card: ParsedCard) -> None:
    for reminder in card.oracle_reminders:
        reminders.add_oracle(reminder)
    french = card.french
    for reminder in card.reminders:
        reminders.add(
            ReminderPrinting(
                reminder=reminder,
                oracle_id=card.oracle_id,
                set_code=card.set_code,
                released_on=card.released_on,
                card_current=french is not None and not french.outdated,
                card_text_en=card.printed_text,
                card_text_fr=french.text if french is not None and reminder.text_fr else "",
            )
        )
