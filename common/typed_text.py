"""Text typed into a form, as Grimoire stores it.

Browsers send a textarea's line breaks as CRLF (the HTML form encoding), while the data holds
LF: unchanged, an untouched text looked changed, and saving a card without typing anything
rewrote its official French as an editor's. Accents typed as a letter and a combining mark
("e" + U+0301) are composed, as the imported data is, so that they are found like any other.
Invisible characters that only ever arrive by a slip of the clipboard are dropped: zero-width
spaces and joiners, soft hyphens, byte-order marks, the bidirectional marks and controls, whose
override of the direction would leak onto every page, feed and admin list the text is shown
in. An English text made only of them is then empty, and a required field says so.

So are the control characters, which no text of the game holds and XML 1.0 cannot carry: one
in a ruling took both Atom feeds down. The soft line break that word processors and slides put
in copied text (U+000B), and the other line and paragraph separators, are line breaks.
"""

import re
import unicodedata

from django import forms

_INVISIBLE = dict.fromkeys(
    map(
        ord,
        "\u00ad\u061c\u200b\u200c\u200d\u200e\u200f\u2060\ufeff"
        "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
    )
)
_LINE_BREAKS = re.compile("\r\n|[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
# C0 and C1 controls but the tab and the line feed, and DEL.
_CONTROLS = dict.fromkeys([*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)])


def typed_text(value: str) -> str:
    """`value` with LF line breaks, composed accents, and no invisible or control characters."""
    unified = _LINE_BREAKS.sub("\n", value).translate(_INVISIBLE).translate(_CONTROLS)
    return unicodedata.normalize("NFC", unified)


def clean_typed_text(form: forms.BaseForm) -> None:
    """Make every text field of `form` read its input through typed_text, before it strips,
    validates, and compares with the stored value (`has_changed` uses the same reading)."""
    for field in form.fields.values():
        if isinstance(field, forms.CharField):
            field.to_python = _through_typed_text(field.to_python)


def _through_typed_text(to_python):
    def read(value):
        return to_python(typed_text(value) if isinstance(value, str) else value)

    return read
