"""The printed English and French of every French printing, for the lexicon.

The other miners read ``ParsedCard`` (one French printing per card, against the Oracle
text); the lexicon needs each printing's own English, the words printed beside the French
(``originalText``, else ``text``: old cards said "in play" where the Oracle now says
"battlefield", and their French said « en jeu »). So this reads the set files itself, one
card face at a time, and cuts each text into the sentences the aligner pairs. Pure: bytes
in, records out.
"""

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulings.importing.errors import CardDataError, decode_json
from rulings.importing.mtgjson import FRENCH, iter_set_payloads

from .cards import REMINDER_WITH_NESTING


@dataclass(frozen=True)
class ParallelText:
    """One card face as printed in English and in French, with the names it may print."""

    english: str
    french: str
    # The face's own names in both languages: the miner masks them ("CARDNAME").
    names: tuple[str, ...]


def parallel_texts(
    paths: Iterable[Path], on_file: Callable[[str], None] | None = None
) -> list[ParallelText]:
    """Every distinct printed (English, French) text of the MTGJSON files at ``paths``;
    ``on_file`` is called with each set file's name once it is read.

    A reprint with the same words on both sides is one piece of evidence, not ten.
    """
    seen: dict[ParallelText, None] = {}
    for path in paths:
        for label, payload in iter_set_payloads(Path(path)):
            if on_file is not None:
                on_file(label)
            for card in _cards(label, payload):
                text = parallel_text(card)
                if text is not None:
                    seen[text] = None
    return list(seen)


def parallel_text(card: dict[str, Any]) -> ParallelText | None:
    """The face's printed English and French, or None when it has no French text."""
    english = card.get("originalText") or card.get("text")
    french = next(
        (
            entry
            for entry in card.get("foreignData") or ()
            if isinstance(entry, dict) and entry.get("language") == FRENCH
        ),
        None,
    )
    if not isinstance(english, str) or french is None:
        return None
    french_text = french.get("text")
    # Some "French" entries are the English card copied over (see rulings' reader).
    if not isinstance(french_text, str) or not french_text.strip() or french_text == english:
        return None
    return ParallelText(english=english, french=french_text, names=_names(card, french))


def _names(card: dict[str, Any], french: dict[str, Any]) -> tuple[str, ...]:
    names: dict[str, None] = {}
    for entry in (card, french):
        for key in ("faceName", "name"):
            value = entry.get(key)
            if not isinstance(value, str):
                continue
            for name in value.split(" // "):
                names[name.strip()] = None
                # A legend is called by its first name in its text: "Gandalf" for
                # "Gandalf, Westward Voyager".
                names[name.split(",")[0].strip()] = None
    return tuple(name for name in names if name)


def _cards(label: str, payload: bytes) -> Iterator[dict[str, Any]]:
    document = decode_json(label, payload)
    cards = document.get("data", {}).get("cards") if isinstance(document, dict) else None
    if not isinstance(cards, list):
        raise CardDataError(f'{label}: not an MTGJSON set file (no "data" with "cards")')
    yield from (card for card in cards if isinstance(card, dict))


# --- Sentences ----------------------------------------------------------------------

_LINE_BREAK = re.compile(r"\s*\n\s*")
# A sentence ends at . ! or ? (and a closing quote), before a space or, where a printing
# lost its line break ("...pas.Surcharge"), a capital.
_SENTENCE_END = re.compile(r"(?<=[.!?])(?:\s?[\"”»])?(?:\s+|(?=[A-ZÀ-ÖØ-Þ]))")
# Some texts lost their line breaks after reminder text too ("(...)Ingestion").
_GLUED_LINE = re.compile(r"\)(?=[^\W\d_])")
_LETTER = re.compile(r"[^\W\d_]")
# The card's own name, masked so that it pairs with nothing ("CARDNAME").
PLACEHOLDER = "\x00"


def sentence_pairs(text: ParallelText) -> Iterator[tuple[str, str]]:
    """(English, French) sentences that say the same thing, names masked."""
    english_lines = _lines(_masked(text.english, text.names))
    french_lines = _lines(_masked(text.french, text.names))
    if len(english_lines) != len(french_lines):
        english_lines, french_lines = [" ".join(english_lines)], [" ".join(french_lines)]
    for english_line, french_line in zip(english_lines, french_lines, strict=True):
        english, french = _sentences(english_line), _sentences(french_line)
        if len(english) == len(french):
            yield from zip(english, french, strict=True)


def _masked(text: str, names: tuple[str, ...]) -> str:
    for name in sorted(names, key=len, reverse=True):
        if name in text:
            text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", PLACEHOLDER, text)
    return text


def _lines(text: str) -> list[str]:
    text = _GLUED_LINE.sub(")\n", text.strip())
    return [line for line in _LINE_BREAK.split(text) if _LETTER.search(line)]


def _sentences(line: str) -> list[str]:
    """Sentences of a line, each reminder text apart (its sentences included)."""
    pieces, start = [], 0
    for match in REMINDER_WITH_NESTING.finditer(line):
        pieces += [line[start : match.start()], match.group()[1:-1]]
        start = match.end()
    pieces.append(line[start:])
    return [s for piece in pieces for s in _SENTENCE_END.split(piece.strip()) if _LETTER.search(s)]
