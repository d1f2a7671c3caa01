"""Card types: the type words before "—" aligned by voting, known words taken away."""

import re
from collections import Counter, defaultdict
from collections.abc import Iterator

from rulings.importing.mtgjson import FACE_SEPARATOR
from terminology.vocabulary import TermKind

from .cards import Sample, TermPair, winners

_FRENCH_TYPE_END = re.compile(r"\s*[:—]")
_FRENCH_TYPE_WORD = re.compile(r"[\s-]+")
_MAX_ALIGNMENT_PASSES = 5
MIN_TYPE_VOTES = 2


def mine_card_types(samples: list[Sample]) -> list[TermPair]:
    faces = [face for sample in samples for face in _type_faces(sample)]
    known: dict[str, str] = {}
    votes: dict[str, Counter[str]] = {}
    surface: dict[str, Counter[str]] = {}
    # Each pass aligns the words left over once the words known from the previous pass
    # are taken away; it stops when the known words no longer change.
    for _ in range(_MAX_ALIGNMENT_PASSES):
        votes, surface = _type_votes(faces, known)
        decided = {
            english: counter.most_common(1)[0][0]
            for english, counter in votes.items()
            if counter.most_common(1)[0][1] * 2 > counter.total()
        }
        if decided == known:
            break
        known = decided
    # Show a form the key was not changed from ("neigeux", the masculine, rather than
    # "neigeuse") when cards print one.
    for key, forms in surface.items():
        unchanged = Counter({form: n for form, n in forms.items() if form.lower() == key})
        if unchanged:
            surface[key] = unchanged
    return winners(votes, surface, TermKind.CARD_TYPE, MIN_TYPE_VOTES)


def _type_faces(sample: Sample) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(English type words, French type words) for each face, subtypes left out."""
    english_faces = sample.english_type.split(FACE_SEPARATOR)
    french_faces = sample.french_type.split(FACE_SEPARATOR)
    if len(english_faces) != len(french_faces):
        return
    for english, french in zip(english_faces, french_faces, strict=True):
        english_words = tuple(english.split("—")[0].split())
        french_words = tuple(w for w in _FRENCH_TYPE_WORD.split(_french_types(french)) if w)
        if english_words and french_words:
            yield english_words, french_words


def _french_types(french_type: str) -> str:
    return _FRENCH_TYPE_END.split(french_type, maxsplit=1)[0].strip()


def _type_key(word: str) -> str:
    # Type adjectives agree with the noun: "Créature neigeuse", "Terrain neigeux".
    lowered = word.lower()
    return lowered[:-4] + "eux" if lowered.endswith("euse") else lowered


def _type_votes(
    faces: list[tuple[tuple[str, ...], tuple[str, ...]]], known: dict[str, str]
) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
    """Votes per English word, and how each voted French key is written on cards."""
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    surface: dict[str, Counter[str]] = defaultdict(Counter)
    for english_words, french_words in faces:
        for target in dict.fromkeys(english_words):
            rest = _remove_known(french_words, [w for w in english_words if w != target], known)
            if rest:
                key = " ".join(_type_key(w) for w in rest)
                votes[target][key] += 1
                surface[key][" ".join(rest)] += 1
    return votes, surface


def _remove_known(
    french_words: tuple[str, ...], english_words: list[str], known: dict[str, str]
) -> list[str] | None:
    """The French words left once the known translations of ``english_words`` are removed."""
    rest = list(french_words)
    for english in english_words:
        french = known.get(english)
        if french is None:
            return None
        wanted = french.split()
        keys = [_type_key(w) for w in rest]
        start = next(
            (i for i in range(len(rest)) if keys[i : i + len(wanted)] == wanted),
            None,
        )
        if start is None:
            return None
        del rest[start : start + len(wanted)]
    return rest
