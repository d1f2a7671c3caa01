"""Turning stored text into HTML: always escape first, then mark up."""

import re

from django.utils.html import escape, linebreaks
from django.utils.safestring import SafeString, mark_safe


def plain_html(text: str, obj: object = None) -> SafeString:
    """Paragraphs and line breaks; everything from the data is escaped."""
    return mark_safe(linebreaks(escape(text or "")))  # noqa: S308 - escaped just above


# A title in an editor's notes, as the seed documents write it: "Stifle from _Scourge_".
_EMPHASIS = re.compile(r"(?<!\w)_(?=\S)([^_\n]+?)(?<=\S)_(?!\w)")


def notes_html(text: str, obj: object = None) -> SafeString:
    """plain_html, with the _titles_ editors underline shown in italics."""
    escaped = _EMPHASIS.sub(r"<em>\1</em>", escape(text or ""))
    return mark_safe(linebreaks(escaped))  # noqa: S308 - escaped before the <em> went in


# French typography (the rules of the Imprimerie nationale, as the interface's own text
# follows them): a no-break space inside « » and before a colon, a narrow one before ; ! ?,
# typographic apostrophes. The data prints ordinary spaces (« lancée » wrapped as "« lancée" /
# "»." on a phone) and machine translations straight apostrophes.
# From a run's first space only: tried at each space of a long run, the match was quadratic.
_SPACE_BEFORE = re.compile(r"(?<![ \u00a0\u202f])[ \u00a0\u202f]+([:;!?»])")
_SPACE_AFTER_OPENING = re.compile(r"«[ \u00a0\u202f]+")
_NARROW = {";": "\u202f", "!": "\u202f", "?": "\u202f"}
# escape() writes the straight apostrophe as &#x27;: only between two letters is it one, also
# where the second starts a word the search marks (« l'<mark>ordre</mark> »).
_STRAIGHT_APOSTROPHE = re.compile(r"(?<=[^\W\d_])&#x27;(?=(?:<mark\b[^>]*>)?[^\W\d_])")


def french_typography(html: str) -> SafeString:
    """Escaped French as HTML, its spaces and apostrophes as French typography sets them.
    Only spaces and characters change: whatever was escaped stays escaped."""
    html = _SPACE_BEFORE.sub(lambda m: _NARROW.get(m[1], "\u00a0") + m[1], html)
    html = _SPACE_AFTER_OPENING.sub("«\u00a0", html)
    return mark_safe(_STRAIGHT_APOSTROPHE.sub("’", html))  # noqa: S308 - `html` was escaped
