"""Dates as the pages write them, and as addresses give them."""

import re
from datetime import date, timedelta

from django.utils import formats, timezone, translation

# The furthest ahead of UTC any place on Earth is (Kiribati's Line Islands, UTC+14).
_EARTHS_LEAD_OVER_UTC = timedelta(hours=14)

# Since Python 3.11 date.fromisoformat reads every ISO 8601 form ("20260807", "2026-W32-5"):
# a parameter documented as YYYY-MM-DD takes that form only, so each day has one address.
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def day_parse(text: str) -> date:
    """The day `text` writes as YYYY-MM-DD; ValueError for any other form or no such day."""
    if not _DAY.fullmatch(text):
        raise ValueError(f"not a date YYYY-MM-DD: {text!r}")
    return date.fromisoformat(text)


def day_asked(text: str) -> date | None:
    """The day a parameter such as `?edition=` asks for, None when it is empty (the default):
    ValueError as day_parse."""
    return day_parse(text) if text else None


def long_date(day: date | None) -> str:
    """The active language's long date ("June 1, 2026", « 1er juin 2026 »): French writes the
    first of the month « 1er », which no Django date format can say."""
    if day is None:
        return ""
    text = formats.date_format(day, "DATE_FORMAT")
    if translation.get_language().startswith("fr") and day.day == 1:
        return text.replace("1", "1er", 1)
    return text


def latest_today() -> date:
    """The date it is now where the day is furthest along on Earth: a date an editor typed
    after it is in the future for everyone. The server's own date (UTC) refused a Paris
    editor's "today" for the first hour or two of every day."""
    return (timezone.now() + _EARTHS_LEAD_OVER_UTC).date()
