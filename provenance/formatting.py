"""Turning stored text into HTML: always escape first, then mark up."""

from django.utils.html import escape, linebreaks
from django.utils.safestring import SafeString, mark_safe


def plain_html(text: str, obj: object = None) -> SafeString:
    """Paragraphs and line breaks; everything from the data is escaped."""
    return mark_safe(linebreaks(escape(text or "")))  # noqa: S308 - escaped just above
