"""Helpers for the import tests: small MTGJSON set files, and a snapshot of the database."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from django.apps import apps

ARCHIVE_NAME = "AUTRE04216-jsonSets_mtgjson-v5.2.0-20220425_579sets.tar.xz"
GIGADROWSE_ORACLE_ID = "9cc64a91-82d2-4be1-812f-531863e99801"


def database_snapshot() -> dict[str, tuple[int, str]]:
    """Per model (many-to-many tables too): the row count and a checksum of every row."""
    snapshot = {}
    for model in apps.get_models(include_auto_created=True):
        rows = list(model._base_manager.order_by("pk").values_list())
        checksum = hashlib.sha256(repr(rows).encode()).hexdigest()
        snapshot[model._meta.label] = (len(rows), checksum)
    return snapshot


def card_entry(
    name: str,
    oracle_id: str | None,
    *,
    text: str = "",
    type_line: str = "Instant",
    keywords: tuple[str, ...] = (),
    rulings: tuple[tuple[str, str], ...] = (),
    french: tuple[str, str, str] | None = None,
    printed: str | None = None,
) -> dict[str, Any]:
    """One MTGJSON card entry; ``french`` is (name, type line, text), rulings (date, text);
    ``printed`` the English as printed in that set (MTGJSON originalText)."""
    entry: dict[str, Any] = {
        "name": name,
        "type": type_line,
        "text": text,
        "keywords": list(keywords),
        "identifiers": {"scryfallOracleId": oracle_id} if oracle_id else {},
        "rulings": [{"date": day, "text": ruling} for day, ruling in rulings],
    }
    if printed is not None:
        entry["originalText"] = printed
    if french is not None:
        french_name, french_type, french_text = french
        entry["foreignData"] = [
            {"language": "French", "name": french_name, "type": french_type, "text": french_text}
        ]
    return entry


def set_file(
    path: Path,
    cards: list[dict[str, Any]],
    code: str = "TST",
    released: str | None = None,
    built: str | None = None,
    **set_fields: Any,
) -> Path:
    """A set file as MTGJSON writes them; `set_fields` ("name", "translations"...) are the
    set's own; `built` is the file's meta.date, the day the card data was built."""
    data: dict[str, Any] = {"code": code, "name": code, "cards": cards, **set_fields}
    if released is not None:
        data["releaseDate"] = released
    meta = {"version": "5.2.0", **({"date": built} if built else {})}
    document = {"meta": meta, "data": data}
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path
