"""Typos and "did you mean": name words within a few edits of a word, with bounded work."""

from collections.abc import Callable

from whoosh.searching import Searcher
from whoosh.support.levenshtein import distance

from .evaluation import document_counts, searcher_cache
from .names import name_key
from .query_text import UserQuery

# Typos in names: one edit for short words, two for long ones; the first letter must match,
# which keeps the fuzzy expansion to a small slice of the name vocabulary.
FUZZY_MIN_LENGTH = 4

# Typos are looked for in short, name-like queries ("gigatorper"); a long question is
# matched on its words, and expanding each of them would cost more than it finds.
FUZZY_MAX_WORDS = 3

FUZZY_FIELDS = ("title_en", "title_fr")

TWO_TYPOS_FROM = 9  # letters

MAX_WORDS_TO_CORRECT = 4

TYPO_PREFIX = 2  # letters that must be right: typos rarely start a word, and it is much faster

# The longest word of any name is 31 letters (Asmoranomardicadaistinaculdacar, in both
# languages): a longer word, two edits away from none, is not looked up for typos at all.
MAX_TYPO_LENGTH = 33

# Name words looked up for typos in one request: the three words of a short query in the two
# title fields, or the four words "did you mean" corrects, in the French titles then the English.
MAX_SPELLING_SCANS = 2 * max(FUZZY_MAX_WORDS, MAX_WORDS_TO_CORRECT)

MAX_KNOWN_SPELLINGS = 10_000  # near spellings kept per searcher, and name-word prefixes listed


class Spellings:
    """Name words within a few edits of a word, for typos and "did you mean", with bounded work.

    The words are those Whoosh's `reader.terms_within` gives (Damerau-Levenshtein distance, the
    first TYPO_PREFIX letters kept), found with less work: the name words of a prefix are
    listed once per searcher, grouped by length, and a word is compared only with the name words
    whose length allows it (a word three letters longer than a name word is not two edits from
    it). A word longer than MAX_TYPO_LENGTH is looked up nowhere, and one request looks up at
    most MAX_SPELLING_SCANS words not looked up before; what was found is kept per searcher.
    """

    def __init__(self, searcher: Searcher) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.frequency = _word_counts(searcher)
        cache = searcher_cache(searcher)
        self.known = cache.spellings
        self.prefixes = cache.name_prefixes
        self.scans = 0  # words looked up in this request
        self.compared = 0  # name words compared with them

    def near(self, field_name: str, token: str, maxdist: int) -> list[str]:
        """Name words near a word of the query. A word that is itself a word of some name is
        taken as typed: "replicate" is not a typo of "replica"."""
        if field_name not in self.searcher.schema or self._is_name_word(token):
            return []
        return self.within(field_name, token, maxdist)

    def _is_name_word(self, token: str) -> bool:
        return any(self.frequency(field_name, token) for field_name in FUZZY_FIELDS)

    def within(self, field_name: str, word: str, maxdist: int) -> list[str]:
        """Name words of the field within `maxdist` edits of `word`, in the index's order."""
        if len(word) > MAX_TYPO_LENGTH:
            return []
        key = (field_name, word, maxdist)
        found = self.known.get(key)
        if found is None:
            if self.scans >= MAX_SPELLING_SCANS:
                return []
            self.scans += 1
            found = self._scan(field_name, word, maxdist)
            if len(self.known) >= MAX_KNOWN_SPELLINGS:
                self.known.clear()
            self.known[key] = found
        return list(found)

    def closest(self, word: str) -> str | None:
        """The closest name word, as Whoosh's `searcher.suggest(..., limit=1)` ranks them (the
        most frequent within the distance), in the French names, then the English."""
        folded = name_key(word)
        if len(folded) < FUZZY_MIN_LENGTH:
            return None
        maxdist = 1 if len(folded) < TWO_TYPOS_FROM else 2
        for field_name in ("title_fr", "title_en"):
            found = self.within(field_name, folded, maxdist)
            if found:
                frequency = self.reader.frequency
                return max(
                    (0 - (maxdist + (1.0 / (frequency(field_name, text) or 1) * 0.5)), text)
                    for text in found
                )[1]
        return None

    def _scan(self, field_name: str, word: str, maxdist: int) -> tuple[str, ...]:
        by_length = self._name_words(field_name, word[:TYPO_PREFIX])
        found = []
        for length in range(len(word) - maxdist, len(word) + maxdist + 1):
            for text in by_length.get(length, ()):
                self.compared += 1
                if distance(text, word, limit=maxdist) <= maxdist:
                    found.append(text)
        # A tuple of strings, which Python's garbage collector stops tracking: what is kept per
        # searcher must not lengthen every full collection.
        return tuple(sorted(found))

    def _name_words(self, field_name: str, prefix: str) -> dict[int, tuple[str, ...]]:
        """The field's words starting with `prefix`, by length (at most 434, for "co")."""
        key = (field_name, prefix)
        found = self.prefixes.get(key)
        if found is None:
            field = self.searcher.schema[field_name]
            found = {}
            for word in self.reader.expand_prefix(field_name, prefix):
                text = field.from_bytes(word)
                found.setdefault(len(text), []).append(text)
            found = {length: tuple(texts) for length, texts in found.items()}  # untracked
            if len(self.prefixes) >= MAX_KNOWN_SPELLINGS:
                self.prefixes.clear()
            self.prefixes[key] = found
        return found


def _word_counts(searcher: Searcher) -> Callable[[str, object], int]:
    """How many documents hold a word, remembered per searcher. A whole name is made of words
    of the names (name_key of a title, as the titles are analysed), so a run of words with
    one that is in no title is no name: it counts 0 without being looked up in every segment
    (a long question has some hundred runs of up to 8 words)."""
    count = document_counts(searcher)

    def counted(field_name: str, text) -> int:
        if field_name == "name_exact" and any(
            not (count("title_en", word) or count("title_fr", word)) for word in text.split()
        ):
            return 0
        return count(field_name, text)

    return counted


def near_spellings(searcher: Searcher) -> Callable[[str, str, int], list[str]]:
    return Spellings(searcher).near


def did_you_mean(spellings: Spellings, query: UserQuery) -> str | None:
    """'Did you mean': each word replaced by the closest name word, if any differs."""
    if len(query.words) > MAX_WORDS_TO_CORRECT:
        return None  # a long text that matched nothing is not a misspelt name
    corrected: list[str] = []
    changed = False
    for word in query.words:
        best = spellings.closest(word)
        corrected.append(best or word)
        changed |= bool(best) and best != name_key(word)
    return " ".join(corrected) if changed else None
