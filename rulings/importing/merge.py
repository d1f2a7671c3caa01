"""Merge the printings of a card across set files into one oracle card.

The MTGJSON reader gives one ``ParsedCard`` per oracle card per set; a card printed in ten
sets comes ten times. Here they become one ``MergedCard``: the English of its first
printing (MTGJSON repeats the same Oracle text on every printing), the keywords of all of
them, the first French printing that has a French text or type line, and the union of
the rulings. Pure: no Django, no database.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date

from rulings.importing.mtgjson import ParsedCard, ParsedFrench, ParsedSet


@dataclass
class MergedCard:
    oracle_id: str
    name: str
    type_line: str
    oracle_text: str
    mana_cost: str
    keywords: dict[str, None] = field(default_factory=dict)
    french: ParsedFrench | None = None
    # (published_at, text) -> None: ordered and without repeats.
    rulings: dict[tuple[date, str], None] = field(default_factory=dict)

    def add(self, card: ParsedCard) -> None:
        """Fold another printing of the same oracle card into this one."""
        self.keywords.update(dict.fromkeys(card.keywords))
        self.rulings.update(dict.fromkeys((r.published_at, r.text.strip()) for r in card.rulings))
        if card.french is not None and _better_french(self.french, card.french):
            self.french = card.french


@dataclass
class MergeReport:
    sets: int = 0
    printings: int = 0
    skipped_without_oracle_id: int = 0
    skipped_empty_rulings: int = 0


def _has_french_text(french: ParsedFrench | None) -> bool:
    return french is not None and bool(french.type_line or french.text)


def _better_french(current: ParsedFrench | None, candidate: ParsedFrench) -> bool:
    # First come, first kept; but a printing with French text beats an earlier one that
    # only printed the French name (old promos).
    return current is None or (not _has_french_text(current) and _has_french_text(candidate))


def merge_sets(sets: Iterable[ParsedSet]) -> tuple[dict[str, MergedCard], MergeReport]:
    """One MergedCard per oracle id over all ``sets``, in first-seen order, and the counts."""
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
                )
            merged.add(card)
    return cards, report
