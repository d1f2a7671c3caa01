"""The Scryfall rulings reader, on a sample built from the seed rulings."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from rulings.importing.errors import CardDataError
from rulings.importing.scryfall import ScryfallRuling, parse_scryfall_rulings

SAMPLE = Path(__file__).parent / "data" / "scryfall_rulings_sample.json"
# Placeholders, not the real Scryfall oracle ids (see data/README.md).
GANDALF = "00000000-0000-4000-8000-000000000001"
TEMPT_WITH_MAYHEM = "00000000-0000-4000-8000-000000000003"


def _ruling(**changes: Any) -> dict[str, Any]:
    ruling = {
        "object": "ruling",
        "oracle_id": GANDALF,
        "source": "wotc",
        "published_at": "2023-06-16",
        "comment": "You copy the spell you cast, not any of the revealed cards.",
    }
    ruling.update(changes)
    return {key: value for key, value in ruling.items() if value is not None}


def _bytes(document: Any) -> bytes:
    return json.dumps(document).encode("utf-8")


def test_the_sample_holds_gandalfs_14_rulings_and_tempt_with_mayhems_9() -> None:
    rulings = parse_scryfall_rulings(SAMPLE.read_bytes())
    by_card = {
        card: [r for r in rulings if r.oracle_id == card] for card in (GANDALF, TEMPT_WITH_MAYHEM)
    }
    assert len(rulings) == 23
    assert len(by_card[GANDALF]) == 14
    assert {r.published_at for r in by_card[GANDALF]} == {date(2023, 6, 16)}
    assert len(by_card[TEMPT_WITH_MAYHEM]) == 9
    assert {r.published_at for r in by_card[TEMPT_WITH_MAYHEM]} == {date(2024, 6, 7)}
    assert {r.source for r in rulings} == {"wotc"}


def test_a_ruling_keeps_its_card_source_date_and_text() -> None:
    rulings = parse_scryfall_rulings(SAMPLE.read_bytes())
    assert (
        ScryfallRuling(
            oracle_id=TEMPT_WITH_MAYHEM,
            source="wotc",
            published_at=date(2024, 6, 7),
            text="Tempt with Mayhem can't target itself. There are limits, after all.",
        )
        in rulings
    )


def test_an_empty_array_is_an_empty_file_not_an_error() -> None:
    assert parse_scryfall_rulings(b"[]") == []


def test_truncated_json_is_reported() -> None:
    data = SAMPLE.read_bytes()
    with pytest.raises(CardDataError, match=r"^rulings\.json: the JSON is truncated"):
        parse_scryfall_rulings(data[: len(data) // 3], name="rulings.json")


def test_utf16_bytes_are_reported_as_the_wrong_encoding() -> None:
    data = SAMPLE.read_text(encoding="utf-8").encode("utf-16")
    with pytest.raises(CardDataError, match="UTF-16"):
        parse_scryfall_rulings(data)


def test_latin1_bytes_are_reported_as_not_utf8() -> None:
    data = json.dumps([_ruling(comment="Ça copie le sort.")], ensure_ascii=False).encode("latin-1")
    with pytest.raises(CardDataError, match=r"not UTF-8 \(byte 0xc7"):
        parse_scryfall_rulings(data)


def test_a_json_object_instead_of_an_array_is_rejected() -> None:
    with pytest.raises(CardDataError, match="^Scryfall rulings file: not a Scryfall rulings file"):
        parse_scryfall_rulings(_bytes({"object": "list", "data": []}))


def test_a_missing_oracle_id_is_reported_with_the_index_of_the_entry() -> None:
    document = [_ruling(), _ruling(), _ruling(oracle_id=None)]
    with pytest.raises(CardDataError, match=r'^rulings\.json: entry #2 has no "oracle_id"$'):
        parse_scryfall_rulings(_bytes(document), name="rulings.json")


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("a string", r"entry #0 is not a JSON object"),
        (_ruling(object="card"), r'entry #0 is a Scryfall "card", not a "ruling"'),
        (_ruling(oracle_id="gandalf"), r'entry #0: "oracle_id" \'gandalf\' is not a UUID'),
        (_ruling(published_at="16 juin 2023"), r'entry #0: "published_at" .* is not YYYY-MM-DD'),
        (_ruling(source=None), r'entry #0 has no "source"'),
        (_ruling(comment="  "), r'entry #0 has no "comment"'),
    ],
)
def test_a_malformed_entry_is_reported_with_its_index(entry: Any, message: str) -> None:
    with pytest.raises(CardDataError, match=message):
        parse_scryfall_rulings(_bytes([entry]))
