"""Name words typed apart or together: "life link" for Lifelink, "counter spell" for
Counterspell, « contre sort » for Contresort; "lightningbolt" for Lightning Bolt.

Each half of a word typed apart is a word of its own ("life", "link"), so neither is a typo
(search.corrections.corrected_words), and a word typed together is one edit from nothing. Both
are read from the names: two neighbouring words are one when, joined, they are a word of some
name that makes a name (alone or with a neighbour), and typed apart make none; a word no name,
text or term holds is two when exactly one cut of it gives two name words that make a name.
In a question longer than a short query, words typed apart are joined only into the name of a
keyword or a glossary entry: "can trample break through a blocker" names no Breakthrough.
"""

from collections.abc import Callable

from .names import NAME_STOP_WORDS

MIN_PART = 3  # letters of each half: "sol ring", not "s olring"

# Where a word typed apart was joined to the one before it, the corrected question holds this.
JOINED_TO_THE_WORD_BEFORE = ""


def cut_into_a_name(word: str, is_a_name: Callable[[str], bool]) -> str | None:
    """ "lightningbolt" -> "lightning bolt": the one cut of `word` into two words that make a
    name; None when there is none, or several."""
    cuts = (f"{word[:at]} {word[at:]}" for at in range(MIN_PART, len(word) - MIN_PART + 1))
    names = [cut for cut in cuts if is_a_name(cut)]
    return names[0] if len(names) == 1 else None


def joined_into_names(
    keys: list[str],
    is_name_word: Callable[[str], bool],
    is_a_name: Callable[[str], bool],
    may_join: Callable[[str], bool],
) -> dict[int, str]:
    """{place: the word joined} for each pair of neighbouring words (name keys) that is one
    name word typed apart; the second word of the pair is then JOINED_TO_THE_WORD_BEFORE.
    `may_join(word)` says whether the joined word may be read here (search.spellings)."""
    joined: dict[int, str] = {}
    for place in range(len(keys) - 1):
        if place - 1 in joined:
            continue
        word = joined_halves(
            keys[place : place + 2],
            keys[place - 1 : place],
            keys[place + 2 : place + 3],
            is_name_word,
            is_a_name,
            may_join,
        )
        if word:
            joined[place] = word
    return joined


def joined_halves(
    halves: list[str],
    before: list[str],
    after: list[str],
    is_name_word: Callable[[str], bool],
    is_a_name: Callable[[str], bool],
    may_join: Callable[[str], bool],
) -> str | None:
    """Two halves ("life", "link"; "counter-spell" typed with a hyphen) joined into one name
    word ("lifelink"), when joined they make a name alone or with the word `before` or `after`
    them ("dark steel colossus") and typed apart make none; otherwise None."""
    if len(halves) != 2 or not _may_be_halves(*halves):
        return None
    first, second = halves
    word = first + second
    if is_a_name(f"{first} {second}") or not is_name_word(word) or not may_join(word):
        return None
    if any(
        is_a_name(" ".join([*around, word, *beyond])) for around, beyond in _sides(before, after)
    ):
        return word
    return None


def _may_be_halves(first: str, second: str) -> bool:
    """Two words, neither a little word: "so if" is no « soif », "do use" no Douse."""
    return all(word.isalpha() and word not in NAME_STOP_WORDS for word in (first, second))


def _sides(before: list[str], after: list[str]):
    """The word alone, with the word before it, with the word after it."""
    return (([], []), (before, []), ([], after))
