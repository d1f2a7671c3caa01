"""Merging a card's printings across set files (pure: no database)."""

from __future__ import annotations

from datetime import date

from rulings.importing.merge import merge_sets
from rulings.importing.mtgjson import ParsedCard, ParsedFrench, ParsedRuling, ParsedSet


def _printing(set_code: str, french: ParsedFrench | None = None, **fields) -> ParsedCard:
    values = {
        "oracle_id": "oracle-1",
        "name": "Twin",
        "type_line": "Instant",
        "oracle_text": "Draw a card.",
        "mana_cost": "{U}",
        "keywords": (),
        "french": french,
        "rulings": (),
        "set_code": set_code,
    }
    return ParsedCard(**(values | fields))


def _set(code: str, *cards: ParsedCard, skipped: int = 0) -> ParsedSet:
    return ParsedSet(code=code, name=code, cards=cards, skipped_without_oracle_id=skipped)


def test_printings_of_one_oracle_card_merge_into_one() -> None:
    cards, report = merge_sets(
        [
            _set("AAA", _printing("AAA", keywords=("Flying",)), skipped=2),
            _set("BBB", _printing("BBB", keywords=("Flying", "Haste"))),
        ]
    )

    assert list(cards) == ["oracle-1"]
    assert list(cards["oracle-1"].keywords) == ["Flying", "Haste"]
    assert (report.sets, report.printings, report.skipped_without_oracle_id) == (2, 2, 2)


def test_rulings_are_unioned_and_a_ruling_repeated_with_spaces_counts_once() -> None:
    day = date(2020, 1, 1)
    cards, _ = merge_sets(
        [
            _set("AAA", _printing("AAA", rulings=(ParsedRuling(day, "One."),))),
            _set(
                "BBB",
                _printing("BBB", rulings=(ParsedRuling(day, "One. "), ParsedRuling(day, "Two."))),
            ),
        ]
    )

    assert list(cards["oracle-1"].rulings) == [(day, "One."), (day, "Two.")]


def test_a_french_text_wins_over_a_name_alone_and_equal_dates_go_by_set_code() -> None:
    name_only = ParsedFrench("Jumeau", "", "")
    first = ParsedFrench("Jumeau", "Éphémère", "Piochez une carte.")
    later = ParsedFrench("Jumeau", "Éphémère", "Autre texte.")
    sets = [
        _set(code, _printing(code, f)) for code, f in [("A", name_only), ("B", first), ("C", later)]
    ]

    cards, _ = merge_sets(sets)

    assert cards["oracle-1"].french == later
