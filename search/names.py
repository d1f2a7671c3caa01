"""Names as the index keys them: the words of a name folded by the name analyzer, and every
run of words of a question that could be a name. Shared by the indexing side (documents,
terminology) and the query side."""

from functools import lru_cache

from .analyzers import (
    ENGLISH_STOP_WORDS,
    FRENCH_STOP_WORDS,
    english_analyzer,
    fold,
    french_analyzer,
    name_analyzer,
)

LONGEST_NAME_IN_WORDS = 8

# Names are looked for among the first words only: a name is never further into a question,
# and a pasted paragraph would otherwise make thousands of candidate names.
MAX_WORDS_FOR_NAMES = 16

NAME_STOP_WORDS = frozenset(fold(word).lower() for word in FRENCH_STOP_WORDS | ENGLISH_STOP_WORDS)


@lru_cache(maxsize=1)
def _analyzers():
    return {"en": english_analyzer(), "fr": french_analyzer(), "name": name_analyzer()}


def tokens(text: str, analyzer: str) -> list[str]:
    return [token.text for token in _analyzers()[analyzer](text)]


def name_key(text: str) -> str:
    """A whole name as the name_exact field stores it: folded words joined by one space."""
    return " ".join(tokens(text, "name"))


def name_key_ngrams(words: tuple[str, ...], longest: int = LONGEST_NAME_IN_WORDS) -> set[str]:
    """name_key() of every run of up to `longest` words, each word analysed once."""
    per_word = [" ".join(tokens(word, "name")) for word in words[:MAX_WORDS_FOR_NAMES]]
    per_word = [key for key in per_word if key]
    return {
        " ".join(per_word[start : start + size])
        for size in range(1, min(longest, len(per_word)) + 1)
        for start in range(len(per_word) - size + 1)
    }


def meaningful_name_tokens(words: tuple[str, ...]) -> list[str]:
    """Name words of the query, without the little words of either language ("il", "the")."""
    name_tokens = dict.fromkeys(tokens(" ".join(words), "name"))
    return [token for token in name_tokens if token not in NAME_STOP_WORDS]
