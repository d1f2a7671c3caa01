"""Find card and keyword names in a text, to protect them from an engine and key the memory.

A name is replaced by its official French name after translation: a card's printed French
name, a keyword's name in the official French rules. A card with no French printing keeps its
English name ("Rosie Cotton of South Lane"). Pure: the names are given, not read here.
"""

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

CARD = "card"
KEYWORD = "keyword"

# A word, cut at apostrophes so that "Gigadrowse's" starts with the name Gigadrowse; it may
# not continue a word ("s" after "'" is not a word of its own).
_WORD = re.compile(r"(?<![\w'’])[^\W_][\w-]*")
_FACE_SEPARATOR = " // "
_TYPE_LINE_WORD = re.compile(r"[^\W\d_][\w'-]*")
# A one-word card name starting a sentence and followed by one of these is the imperative of
# a verb ("Consider its card type.", "Remove one counter."), not the card (Consider, Remove).
_AFTER_IMPERATIVE = frozenset(
    """a an all any each every it its one only that the their them these this those two
    target up your""".split()  # noqa: SIM905 - a word list reads better as text
)


@dataclass(frozen=True)
class Name:
    english: str
    french: str  # the official French name, or the English one when none is known
    kind: str  # CARD or KEYWORD


@dataclass(frozen=True)
class Found:
    """One occurrence of a name in a text."""

    name: Name
    start: int
    end: int
    surface: str  # as written in the text ("replicate" for the keyword Replicate)

    @property
    def french(self) -> str:
        """The French name, lower-cased like the English when a keyword starts a word mid-text."""
        french = self.name.french
        if self.name.kind == KEYWORD and self.surface[:1].islower():
            return french[:1].lower() + french[1:]
        return french


class NameMatcher:
    """Finds the longest known names in a text, left to right, without overlaps.

    Card names are matched with their case ("Opt", never "opt"); keyword names are not
    ("replicate" is the keyword Replicate). Names are indexed by their first word, so a
    lookup costs one dictionary access per word of the text, whatever the number of names.
    """

    def __init__(self, names: Iterable[Name], *, ordinary_words: Iterable[str] = ()) -> None:
        """`ordinary_words` (types, subtypes, keywords) are never taken for one-word card names:
        "Forest", "Desert", "Ninja" and "Suspend" are cards, but rulings far more often mean
        the land type, the creature type or the keyword."""
        self._cards: dict[str, list[Name]] = defaultdict(list)
        self._keywords: dict[str, list[Name]] = defaultdict(list)
        ordinary = {word.lower() for word in ordinary_words}
        for name in names:
            first = _WORD.match(name.english)
            if not first or first.start() != 0:
                continue  # "+2 Mace", "_____": no word to index them by
            if (
                name.kind == CARD
                and _is_one_word(name.english)
                and (len(name.english) == 1 or name.english.lower() in ordinary)
            ):
                continue  # the card "X" is not every X
            index = self._cards if name.kind == CARD else self._keywords
            key = first.group() if name.kind == CARD else first.group().lower()
            index[key].append(name)
        for candidates in (*self._cards.values(), *self._keywords.values()):
            candidates.sort(key=lambda n: len(n.english), reverse=True)

    def __bool__(self) -> bool:
        return bool(self._cards or self._keywords)

    def find(self, text: str) -> list[Found]:
        found: list[Found] = []
        position = 0
        for word in _WORD.finditer(text):
            if word.start() < position:
                continue
            match = self._match_at(text, word.start(), word.group())
            if match:
                found.append(match)
                position = match.end
        return found

    def _match_at(self, text: str, start: int, word: str) -> Found | None:
        candidates = [*self._cards.get(word, ()), *self._keywords.get(word.lower(), ())]
        for name in sorted(candidates, key=lambda n: len(n.english), reverse=True):
            end = start + len(name.english)
            surface = text[start:end]
            if name.kind == CARD:
                same = surface == name.english
            else:
                same = surface.lower() == name.english.lower()
            if same and not _continues_word(text, end) and not _imperative(name, text, start, end):
                return Found(name, start, end, surface)
        return None


def _continues_word(text: str, end: int) -> bool:
    return end < len(text) and (text[end].isalnum() or text[end] == "_")


def _is_one_word(name: str) -> bool:
    return " " not in name


def _imperative(name: Name, text: str, start: int, end: int) -> bool:
    if name.kind != CARD or not _is_one_word(name.english):
        return False
    if text[:start].strip() and not text[:start].rstrip().endswith((".", "!", "?", ":", "\n")):
        return False
    following = text[end:].split(maxsplit=1)
    return bool(following) and following[0].lower() in _AFTER_IMPERATIVE


def type_line_words(type_line: str) -> set[str]:
    """The types and subtypes of a type line: "Legendary Creature — Human Wizard" -> 5 words."""
    return set(_TYPE_LINE_WORD.findall(type_line))


def card_names(english: str, french: str) -> list[Name]:
    """A card's name, and each face's of a multi-face card ("Fire // Ice": Fire, Ice).

    Faces are named only when they have two words or more: one-word faces ("Return",
    "Life", "Order") are ordinary words of rules text far more often than card names.
    """
    names = [Name(english, french or english, CARD)]
    english_faces = english.split(_FACE_SEPARATOR)
    french_faces = french.split(_FACE_SEPARATOR) if french else english_faces
    if len(english_faces) > 1:
        if len(french_faces) != len(english_faces):
            french_faces = english_faces
        names += [
            Name(en, fr, CARD)
            for en, fr in zip(english_faces, french_faces, strict=True)
            if len(en.split()) > 1
        ]
    return names
