"""Read Scryfall's rulings bulk file into plain, frozen records.

The file (https://scryfall.com/docs/api/bulk-data, type "rulings") is one JSON array of
``{"object": "ruling", "oracle_id", "source", "published_at", "comment"}``. Unlike
MTGJSON, it says who wrote each ruling: "wotc" (Wizards) or "scryfall".
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date
from typing import Any

from rulings.importing.errors import CardDataError, decode_json

DEFAULT_NAME = "Scryfall rulings file"


@dataclass(frozen=True)
class ScryfallRuling:
    oracle_id: str
    source: str  # "wotc" or "scryfall", as the file says
    published_at: date
    text: str


def parse_scryfall_rulings(data: bytes, name: str = DEFAULT_NAME) -> list[ScryfallRuling]:
    """Parse the whole bulk file; ``name`` labels error messages (e.g. the file name)."""
    document = decode_json(name, data)
    if not isinstance(document, list):
        raise CardDataError(
            f"{name}: not a Scryfall rulings file (expected a JSON array of rulings, "
            f"found a JSON {type(document).__name__})"
        )
    return [_ruling(name, index, entry) for index, entry in enumerate(document)]


def _ruling(name: str, index: int, entry: Any) -> ScryfallRuling:
    where = f"{name}: entry #{index}"
    if not isinstance(entry, dict):
        raise CardDataError(f"{where} is not a JSON object")
    kind = entry.get("object", "ruling")
    if kind != "ruling":
        raise CardDataError(f'{where} is a Scryfall "{kind}", not a "ruling"')
    return ScryfallRuling(
        oracle_id=_oracle_id(where, entry),
        source=_required_text(where, entry, "source"),
        published_at=_published_at(where, entry),
        text=_required_text(where, entry, "comment"),
    )


def _required_text(where: str, entry: dict[str, Any], key: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(f'{where} has no "{key}"')
    return value.strip()


def _oracle_id(where: str, entry: dict[str, Any]) -> str:
    value = _required_text(where, entry, "oracle_id")
    try:
        return str(uuid.UUID(value))
    except ValueError as exc:
        raise CardDataError(f'{where}: "oracle_id" {value!r} is not a UUID') from exc


def _published_at(where: str, entry: dict[str, Any]) -> date:
    value = _required_text(where, entry, "published_at")
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise CardDataError(f'{where}: "published_at" {value!r} is not YYYY-MM-DD') from exc
