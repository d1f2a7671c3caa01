"""Sort names as a reader of the page's language expects: case and accents ignored first.

« Éclair », « Eclaireur », « écume » sort as "eclair", "eclaireur", "ecume"; names equal at that
level (« Eclair », « Éclair ») are told apart by their accents, then by the names themselves, so
the order is total and stable. Punctuation counts only from the second level on, but for the
apostrophe after an elided word, which ends it (« l'abattoir » files as "l abattoir").
Python's own order would put every capital before every small letter and « É » after « z ».
The same key, stored in a column (`Card.sort_name_fr`), orders the lists paginated in SQL: its plain
code-point order is the collation order, which SQLite's default comparison and PostgreSQL's
"C" collation both follow (`CodePointOrder`, which the card list's indexes are built on too).
"""

import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import TypeVar

from django.db.models import Func
from django.db.models.functions import Collate

T = TypeVar("T")

# Letters NFKD does not take apart, spelt as French and English dictionaries file them.
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "đ": "d", "ł": "l", "’": "'"})
# The words French elides before a vowel (l', d', qu'), as a key writes them; and one so
# elided at a word's start, before its apostrophe.
ELIDABLE = re.compile(r"qu|[^\W\d_]")
_ELIDED = re.compile(rf"\b({ELIDABLE.pattern})'")
# Between the levels of a key: below every character a name holds, so that "eclair" (then
# anything) sorts before "eclaireur".
LEVELS = "\x01"


def collation_key(name: str) -> str:
    """A string whose code-point order is the collation order of `name`."""
    text = " ".join(unicodedata.normalize("NFC", name).split())
    accented = text.casefold().translate(_LIGATURES)
    letters = "".join(
        c for c in unicodedata.normalize("NFKD", accented) if not unicodedata.combining(c)
    )
    # Punctuation is not read first either, as in a dictionary: « "Ach! Hans, Run!" » files
    # under A with "ach hans run", not before every name. An elided word is a word of its own
    # (« À l'abattoir » files as "a l abattoir", before « À la dérive », as French
    # dictionaries file it; read "a labattoir", it came after); other apostrophes are
    # punctuation ("Urza's Saga" is "urzas saga").
    words = _ELIDED.sub(r"\1 ", letters)
    primary = " ".join("".join(c for c in words if c.isalnum() or c.isspace()).split())
    return LEVELS.join((primary, accented, text))


def folded(text: str) -> str:
    """The first level of `collation_key`: case, accents and punctuation gone (« Éclair de
    génie » -> "eclair de genie"). A stored key starts with its name's."""
    return collation_key(text).split(LEVELS, 1)[0]


def spaceless(text: str) -> str:
    """`folded`, its spaces left out too: a hyphen folds to nothing (« Au-delà » -> "audela"),
    so the same name with a space for its hyphen (« au dela », an address's words) is the
    same."""
    return folded(text).replace(" ", "")


def sorted_by_name(items: Iterable[T], name: Callable[[T], str]) -> list[T]:
    """`items` in the collation order of `name(item)`, the name shown for each."""
    return sorted(items, key=lambda item: collation_key(name(item) or ""))


class CodePointOrder(Func):
    """A column holding `collation_key`s, compared code point by code point: COLLATE "C" on
    PostgreSQL, whose database collation (en_US.UTF-8...) would skip spaces and the separator;
    the column as it is on SQLite, which compares text with memcmp (UTF-8 bytes, code-point
    order). In an index (`Card.Meta.indexes`), PostgreSQL makes it a column index in the "C"
    collation, which the same order is read from; SQLite, a plain index on the column."""

    template = "%(expressions)s"
    arity = 1

    def as_postgresql(self, compiler, connection, **extra_context):
        return Collate(*self.get_source_expressions(), "C").as_sql(compiler, connection)


def collation_order(field: str) -> CodePointOrder:
    """Order by a column holding `collation_key`s, compared code point by code point."""
    return CodePointOrder(field)
