"""Dates as the pages write them."""

from datetime import date

from django.utils import formats, translation


def long_date(day: date | None) -> str:
    """The active language's long date ("June 1, 2026", « 1er juin 2026 »): French writes the
    first of the month « 1er », which no Django date format can say."""
    if day is None:
        return ""
    text = formats.date_format(day, "DATE_FORMAT")
    if translation.get_language().startswith("fr") and day.day == 1:
        return text.replace("1", "1er", 1)
    return text
