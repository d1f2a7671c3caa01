"""The one error type the card-data readers raise, and the JSON decoding they share."""

import codecs
import json
from typing import Any


class CardDataError(ValueError):
    """A card-data file cannot be read.

    The message is meant for the person running the import: it names the file (or the
    archive member) and says what is wrong with it, so it can be shown as is.
    """


def decode_json(name: str, data: bytes) -> Any:
    """Parse UTF-8 JSON bytes; any problem becomes a CardDataError naming ``name``."""
    text = _decode(name, data)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        # An error at the very end, or a string that never closes, means the file was cut
        # short (an interrupted download): worth saying in plain words.
        if exc.msg.startswith("Unterminated string"):
            problem = f"a string opened at {where} never closes"
        elif exc.pos >= len(text.rstrip()):
            problem = f"it stops at {where}, before the data is complete"
        else:
            raise CardDataError(f"{name}: invalid JSON at {where}: {exc.msg}") from exc
        raise CardDataError(
            f"{name}: the JSON is truncated ({problem}); download the file again"
        ) from exc


def _decode(name: str, data: bytes) -> str:
    if not data.strip():
        raise CardDataError(f"{name}: the file is empty")
    # UTF-16 text has a NUL byte in almost every ASCII character: catch it (with or
    # without a byte-order mark) before it becomes a confusing JSON error.
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or b"\x00" in data[:64]:
        raise CardDataError(f"{name}: the file is UTF-16 encoded; card data files must be UTF-8")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardDataError(
            f"{name}: the file is not UTF-8 (byte 0x{data[exc.start]:02x} at offset "
            f"{exc.start}); was it re-saved as Latin-1 or Windows-1252?"
        ) from exc
