"""The translation memory's key: how an English sentence is looked up.

A sentence is remembered twice: as itself (exact), and as a pattern where card names stand as
numbered slots, so that "Tempt with Mayhem can't target itself." known in French also
translates "Gandalf, Westward Voyager can't target itself." with Gandalf's name put in. The
same key function serves the memory and bench/translation_memory.py. Pure: no database.
"""

import hashlib
import re
from dataclasses import dataclass

from .names import CARD, Found, NameMatcher
from .sentences import split_sentences

SLOT = "⟨{}⟩"
_SLOT = re.compile(r"⟨(\d+)⟩")
_SPACES = re.compile(r"\s+")
# Typographic and typewriter quotes are the same sentence to a reader.
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})


@dataclass(frozen=True)
class MemoryKey:
    exact: str
    pattern: str | None  # None when the sentence names no card
    cards: tuple[Found, ...]  # the card names the pattern's slots stand for, in order


def normalise(sentence: str) -> str:
    return _SPACES.sub(" ", sentence.translate(_QUOTES)).strip()


def memory_key(sentence: str, matcher: NameMatcher | None = None) -> MemoryKey:
    exact = normalise(sentence)
    cards = tuple(f for f in (matcher.find(exact) if matcher else ()) if f.name.kind == CARD)
    if not cards:
        return MemoryKey(exact, None, ())
    parts, position = [], 0
    for number, card in enumerate(cards):
        parts += [exact[position : card.start], SLOT.format(number)]
        position = card.end
    parts.append(exact[position:])
    return MemoryKey(exact, "".join(parts), cards)


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def french_pattern(french: str, cards: tuple[Found, ...]) -> str | None:
    """The French sentence with the cards' French names as slots; None if one is not there.

    A translator may have written "this card" for a name: such a sentence is remembered
    exactly, never as a pattern that would drop the name of another card.
    """
    parts, position = [], 0
    for number, card in enumerate(cards):
        start = french.find(card.name.french, position)
        if start < 0:
            return None
        parts += [french[position:start], SLOT.format(number)]
        position = start + len(card.name.french)
    parts.append(french[position:])
    return "".join(parts)


def fill_pattern(pattern: str, cards: tuple[Found, ...]) -> str:
    return _SLOT.sub(lambda m: cards[int(m[1])].name.french, pattern)


def aligned_sentences(english: str, french: str) -> list[tuple[str, str]]:
    """(English, French) sentence pairs; none unless both texts have as many sentences."""
    english_sentences = split_sentences(english)
    french_sentences = split_sentences(french)
    if not english_sentences or len(english_sentences) != len(french_sentences):
        return []
    return [(en.text, fr.text) for en, fr in zip(english_sentences, french_sentences, strict=True)]
