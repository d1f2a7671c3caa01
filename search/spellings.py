"""Name words within a few edits of a word, with bounded work: what typos are read as
(search.corrections) and "did you mean" offers (search.did_you_mean)."""

from collections.abc import Callable

from whoosh.searching import Searcher
from whoosh.support.levenshtein import distance

from .evaluation import document_counts, field_vocabulary, searcher_cache
from .names import concept_words, name_key, tokens
from .postings import (
    Segment,
    kept_once,
    read_words_by_prefix,
    segment_vocabulary,
    segment_words_by_inner_letters,
    segment_words_with_prefix,
    segments_of,
    term_postings,
)

# Typos in names: one edit for short words, two for long ones; the first two letters must be
# right or one of the common slips in them (typo_prefixes), which keeps the fuzzy expansion to
# a small slice of the name vocabulary.
# A shorter word (down to search.near_names.MIN_TYPED_LENGTH) is read as a typo only where the
# name word it becomes makes a name with a word of its neighbours ("force of wil"): alone, one
# edit from it are dozens of words.
FUZZY_MIN_LENGTH = 4

# Typos are looked for in short, name-like queries ("gigatorper"); a long question is
# matched on its words, and expanding each of them would cost more than it finds.
FUZZY_MAX_WORDS = 3

FUZZY_FIELDS = ("title_en", "title_fr")

TWO_TYPOS_FROM = 9  # letters

# A word typed short of a name word's end ("mitrail" for "mitraille") is completed from this
# many letters, by at most this many.
COMPLETED_FROM = 5
MAX_COMPLETED_LETTERS = 4

MAX_WORDS_TO_CORRECT = 4

TYPO_PREFIX = 2  # letters that must be right: typos rarely start a word, and it is much faster
MAX_TYPO_PREFIXES = 4  # a word's own first letters and three slips in them (typo_prefixes)

# The longest word of any name is 31 letters (Asmoranomardicadaistinaculdacar, in both
# languages): a longer word, two edits away from none, is not looked up for typos at all.
MAX_TYPO_LENGTH = 33

# Name words looked up for typos in one request: the three words of a short query in the two
# title fields, or the four words "did you mean" corrects, in the French titles then the English.
MAX_SPELLING_SCANS = 2 * max(FUZZY_MAX_WORDS, MAX_WORDS_TO_CORRECT)

MAX_KNOWN_SPELLINGS = 10_000  # near spellings kept per searcher, and per segment


class Spellings:
    """Name words within a few edits of a word, for typos and "did you mean", with bounded work.

    The words are those within the Damerau-Levenshtein distance whose first TYPO_PREFIX letters
    are the word's own or one of their usual slips (typo_prefixes; with the word's own alone,
    what Whoosh's `reader.terms_within` gives), found with less work: the name words of a prefix are
    listed once per segment, grouped by length, and a word is compared only with the name words
    whose length allows it (a word three letters longer than a name word is not two edits from
    it). A word longer than MAX_TYPO_LENGTH is looked up nowhere, and one request looks up at
    most MAX_SPELLING_SCANS words not looked up before; what was found is kept per searcher,
    and per segment for the searchers after an edit.
    """

    def __init__(self, searcher: Searcher, names_first: str = "fr") -> None:
        self.searcher = searcher
        # The language a typo is read and written in first, then the other: the question's,
        # or the page's ("enchantmen" on the English page is "enchantment", not « enchanté »).
        self.language = names_first
        self.name_fields = (
            ("title_en", "title_fr") if names_first == "en" else ("title_fr", "title_en")
        )
        self.reader = searcher.reader()
        self.segment_words = SegmentWords(searcher)
        self.frequency = _word_counts(searcher, self.segment_words)
        cache = searcher_cache(searcher)
        self.known = cache.spellings
        self.scans = 0  # words looked up in this request
        self.compared = 0  # name words compared with them

    def near(self, field_name: str, token: str, maxdist: int) -> list[str]:
        """Name words near a word of the query. A word that is itself a word of some name is
        taken as typed: "replicate" is not a typo of "replica"."""
        if field_name not in self.searcher.schema or self.is_name_word(token):
            return []
        return self.within(field_name, token, maxdist)

    def is_everyday_word(self, word: str, language: str) -> bool:
        """Whether the flavor texts in `language` print the word (search.documents): one of
        the everyday words the rules texts never use (« il faut », « répondre »)."""
        return bool(self.frequency(f"flavor_{language}", name_key(word)))

    def is_name_word(self, token: str) -> bool:
        """Whether a word is a word of some name, looked up in memory (SegmentWords), not in
        the term files, where a query of typos looked its words up some hundred times."""
        return self.segment_words.is_name_word(token)

    def english_names(self, field_name: str, key: str) -> tuple[str, ...]:
        """The English names of the cards alive that a name key of `field_name` (a whole name
        or a legend's short name, in either language) names."""
        alive = searcher_cache(self.searcher).alive
        docnums, _ = term_postings(self.searcher, field_name, key, alive)
        found = (self.searcher.stored_fields(int(docnum)) for docnum in docnums)
        return tuple(dict.fromkeys(s["title_en"] for s in found if s.get("type") == "card"))

    def within(self, field_name: str, word: str, maxdist: int) -> list[str]:
        """Name words of the field within `maxdist` edits of `word`, in the index's order; none
        for an everyday word (is_everyday_word): « faut » is no typo of « Faux » (Faux pas), "angle"
        none of « Ange ». An everyday French word may be the French of a word of an English
        game term written alike (« priorité », Priority; « légende », Legend Rule), not of any
        other English name (« aller », Alley)."""
        if len(word) > MAX_TYPO_LENGTH or self.is_everyday_word(word, "en"):
            return []
        french = self.is_everyday_word(word, "fr")
        if french and field_name == "title_fr":
            return []
        found = self._kept_scan(field_name, word, maxdist)
        if french:
            return [text for text in found if _in_a_concept_name(self.searcher, text)]
        return found

    def _kept_scan(self, field_name: str, word: str, maxdist: int) -> list[str]:
        """The name words of the field within `maxdist` of `word` (_scan), kept per searcher
        (MAX_KNOWN_SPELLINGS); none once the request has spent its MAX_SPELLING_SCANS."""
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

    def closest(
        self,
        word: str,
        preferred: Callable[[str], bool] | None = None,
        first_letters_trusted: bool = False,
    ) -> str | None:
        """The closest name word, in the names of one language, then the other's (name_fields):
        among those of a
        field, the ones `preferred` says yes to, if any; of those, the fewest edits away, then
        the most frequent. (Whoosh's `searcher.suggest` ranks by frequency alone within the
        largest distance: « contresorte » read « contreforts », two edits away and in more
        names, not « contresort », one.) With `first_letters_trusted` (a word of a question),
        a name word whose first letters are not the word's or their usual slips
        (typo_prefixes) is read only where `preferred` says yes: « je commets un crime » is no
        typo of « Sommets »."""
        folded = name_key(word)
        if len(folded) < FUZZY_MIN_LENGTH:
            return None
        maxdist = 1 if len(folded) < TWO_TYPOS_FROM else 2
        starts = typo_prefixes(folded)
        # A word that makes a name with its neighbours, in either language, before any other:
        # "dark rital" is Dark Ritual, though the French names hold « rival », one edit away.
        # Then one whose first letters are the word's or their usual slips, then the name word
        # the word begins ("mitrail" is « mitraille »), then one with a typo in its first
        # letters (not « vitrail »): typos rarely start a word.
        fallback, slipped = None, None  # slipped: (field, its name words), the first found
        for field_name in self._fields_for(word):
            found = self.within(field_name, folded, maxdist)
            started_right = [text for text in found if text[:TYPO_PREFIX] in starts]
            liked = [text for text in found if preferred(text)] if preferred else started_right
            if liked:
                return self._likeliest(field_name, liked, folded, maxdist)
            if started_right and fallback is None:
                fallback = self._likeliest(field_name, started_right, folded, maxdist)
            if found and slipped is None and not first_letters_trusted:
                slipped = (field_name, found)
        if fallback is not None:
            return fallback
        # Completed only once both fields were looked at for typos (now or before): a request
        # past its MAX_SPELLING_SCANS lists no more name words for it.
        scanned = all(
            key in self.known
            for key in (("title_fr", folded, maxdist), ("title_en", folded, maxdist))
        )
        if scanned and (completed := self.completion(folded)):
            return completed
        if slipped is not None:
            return self._likeliest(*slipped, folded, maxdist)
        return None

    def _fields_for(self, word: str) -> tuple[str, ...]:
        """The name fields a typo of `word` is looked for in: a word written with a letter of
        French (« reçois », « déjà ») is French, and a typo of a French name's word if of any
        (« reçois » read Recoil, one edit from « recois »); the others, in both languages."""
        if FRENCH_LETTERS.intersection(word.lower()):
            return ("title_fr",)
        return self.name_fields

    def closest_in_a_name(self, word: str, makes_a_name: Callable[[str], bool]) -> str | None:
        """A word too short to be read as a typo on its own ("wil"), read as the one name word
        an edit away that makes a name with the words around it ("force of wil": Force of
        Will); None when no such word does, or several."""
        folded = name_key(word)
        found = {
            text
            for field_name in self.name_fields
            for text in self.within(field_name, folded, 1)
            if text != folded and makes_a_name(text)
        }
        return found.pop() if len(found) == 1 else None

    def _likeliest(self, field_name: str, found: list[str], folded: str, maxdist: int) -> str:
        """The fewest edits away, then the one the most documents hold in the field's names and
        texts: a word the texts say often is the likelier typed ("blok": block, which thousands
        of texts say, not blow, which more names hold)."""
        # Documents, not occurrences, which Whoosh weighs by the fields' and names' boosts.
        documents = self.reader.doc_frequency
        texts = TEXTS_OF_NAMES[field_name]
        return max(
            found,
            key=lambda text: (
                -distance(text, folded, limit=maxdist),
                documents(field_name, text) + documents(texts, text),
                text,
            ),
        )

    def completion(self, word: str) -> str | None:
        """The shortest name word that `word` begins ("mitrail" -> "mitraille"): a word whose
        typing stopped short. Only for words of COMPLETED_FROM letters or more, which begin few
        name words, among the name words of its first letters (listed to look for its typos,
        kept per segment)."""
        if len(word) < COMPLETED_FROM:
            return None
        for field_name in self.name_fields:
            by_segment = self._name_words(field_name, word[:TYPO_PREFIX])
            for length in range(len(word) + 1, len(word) + MAX_COMPLETED_LETTERS + 1):
                found = sorted(
                    text
                    for by_length in by_segment
                    for text in by_length.get(length, ())
                    if text.startswith(word)
                )
                if found:
                    return found[0]
        return None

    def _scan(self, field_name: str, word: str, maxdist: int) -> tuple[str, ...]:
        """The name words within `maxdist` edits, found in each segment once per process: after
        an edit, only the new small segment is compared."""
        found: set[str] = set()
        for segment in segments_of(self.searcher):
            found.update(
                kept_once(
                    _near_words_by_segment,
                    (segment.id, field_name, word, maxdist),
                    MAX_KNOWN_SPELLINGS,
                    lambda segment=segment: self._scan_segment(segment, field_name, word, maxdist),
                )
                if segment.id is not None
                else self._scan_segment(segment, field_name, word, maxdist)
            )
        # A tuple of strings, which Python's garbage collector stops tracking: what is kept per
        # searcher must not lengthen every full collection.
        return tuple(sorted(found))

    def _scan_segment(
        self, segment: Segment, field_name: str, word: str, maxdist: int
    ) -> tuple[str, ...]:
        found = []
        prefixes = typo_prefixes(word)
        for prefix in prefixes:
            by_length = segment_words_with_prefix(segment, field_name, prefix)
            found += self._near_among(by_length, word, maxdist)
        by_inner_letters = segment_words_by_inner_letters(segment, field_name)
        for letters in inner_letters(word):
            by_length = by_inner_letters.get(letters, {})
            found += self._near_among(by_length, word, maxdist, leaving_out=prefixes)
        return tuple(found)

    def _near_among(
        self, by_length: dict, word: str, maxdist: int, leaving_out: tuple[str, ...] = ()
    ) -> list[str]:
        """The words of `by_length` within `maxdist` edits of `word`, but those starting with
        a prefix of `leaving_out` (compared already)."""
        found = []
        letters = letter_set(word)
        for length in range(len(word) - maxdist, len(word) + maxdist + 1):
            for text in by_length.get(length, ()):
                if leaving_out and text[:TYPO_PREFIX] in leaving_out:
                    continue
                self.compared += 1
                if letters_missing(letters, text) > maxdist or letters_apart(word, text) > maxdist:
                    continue  # that many edits at least: no need to count them
                if distance(text, word, limit=maxdist) <= maxdist:
                    found.append(text)
        return found

    def _name_words(self, field_name: str, prefix: str) -> list[dict[int, tuple[str, ...]]]:
        """Each segment's words of the field starting with `prefix`, by length."""
        return [
            segment_words_with_prefix(segment, field_name, prefix)
            for segment in segments_of(self.searcher)
        ]


def read_name_prefixes(searcher: Searcher) -> None:
    """Every segment's name words by their first letters, and by their third and fourth, and
    all of them, read before the first question needs them (config.warm_up): listed one
    prefix at a time inside requests, they cost a first question with unknown words some
    milliseconds, and the inner letters of a field some 50 ms."""
    read_words_by_prefix(searcher, FUZZY_FIELDS, TYPO_PREFIX)
    for segment in segments_of(searcher):
        for field_name in FUZZY_FIELDS:
            segment_words_by_inner_letters(segment, field_name)
            segment_vocabulary(segment, field_name)


# Letters of French words. A few English names print them too (Déjà Vu, Séance, Chicken à la
# King), as their French names do: a typo of them is still found among the French names.
FRENCH_LETTERS = frozenset("àçéèêëîïôùœ")


# The texts in the language of each name field, whose words say how common a name word is.
TEXTS_OF_NAMES = {"title_fr": "body_fr", "title_en": "body_en"}


def typo_prefixes(word: str) -> tuple[str, ...]:
    """The first TYPO_PREFIX letters of the name words a word may be a typo of: its own, and
    those of the slips made in them: a doubled first letter typed once ("lanowar" for
    Llanowar), the first two letters swapped ("lgiht"), a letter slipped in after the first
    ("lloyal"). Other typos in the first letters are rare, and would mean comparing the word
    with most name words."""
    if len(word) < 3:
        return (word[:TYPO_PREFIX],)
    slips = (word[:2], word[0] * 2, word[1] + word[0], word[0] + word[2])
    return tuple(dict.fromkeys(slips))


def inner_letters(word: str) -> tuple[str, ...]:
    """The third and fourth letters of the name words a word may be a typo of, one typo in
    its first two letters: a key next to the right one ("azcend", Ascend) or the first two
    letters swapped leave them in place, a letter left out moves them one letter earlier
    ("ohort", Cohort; "prsistance", « persistance »), a key struck too one later. The other
    typos leave the first two letters right, and are found by them (typo_prefixes)."""
    places = (word[2:4], word[1:3], word[3:5])
    return tuple(dict.fromkeys(letters for letters in places if len(letters) == 2))


def letters_apart(word: str, other: str) -> int:
    """How many letters one word has that the other lacks, counted with repeats, the larger
    of the two ways: a lower bound of their edit distance (an insertion or a deletion adds
    one letter to one side, a substitution one to each, a transposition none), about five
    times cheaper to count. Most name words of a prefix are far from a word typed at
    random, and are left out on it alone."""
    rest = list(other)
    extra = 0
    for letter in word:
        try:
            rest.remove(letter)
        except ValueError:
            extra += 1
    return max(extra, len(rest))


def letter_set(word: str) -> int:
    """The letters of a word as bits (a letter's code modulo 64: two letters may share one)."""
    bits = 0
    for letter in word:
        bits |= 1 << (ord(letter) & 63)
    return bits


# {name word: letter_set}, kept per process for the name words compared: most are compared
# again by the next typo of the same first letters.
_letter_sets: dict[str, int] = {}
LETTER_SETS_KEPT = 200_000


def letters_missing(letters: int, other: str) -> int:
    """How many distinct letters one word has that the other lacks, the larger of the two ways,
    a word's letters given as letter_set: a lower bound of letters_apart (each letter missing
    is an edit at least; two letters sharing a bit only make it lower), counted on bits."""
    known = _letter_sets.get(other)
    if known is None:
        if len(_letter_sets) >= LETTER_SETS_KEPT:
            _letter_sets.clear()
        known = _letter_sets[other] = letter_set(other)
    return max((letters & ~known).bit_count(), (known & ~letters).bit_count())


# (segment, field, word, distance): the segment's name words that near, kept per process.
_near_words_by_segment: dict[tuple, tuple[str, ...]] = {}


# The fields whose every term is a run of name words (search.schema: whole names, legends'
# short names), few enough to be held in memory.
WHOLE_NAME_FIELDS = ("name_exact", "short_name")
# Counted in the documents alive: a legend's short name names it when no other legend has it
# (search.query), and the copy an edit replaced, deleted but not merged away yet, is no other.
COUNTED_ALIVE = ("short_name",)


class SegmentWords:
    """Each segment's words of the small fields (whole names, name words), read once per
    process (segment_vocabulary; read_name_prefixes before the first question) and taken once
    per request, since segments never change: a soup of forty name words makes some three
    hundred runs, each looked up in memory, not in every segment's term file."""

    def __init__(self, searcher: Searcher) -> None:
        self.segments = segments_of(searcher)
        self._by_field: dict[str, list[frozenset[str]]] = {}

    def hold(self, field_name: str, text: str) -> bool:
        words = self._by_field.get(field_name)
        if words is None:
            words = self._by_field[field_name] = [
                segment_vocabulary(segment, field_name) for segment in self.segments
            ]
        return any(text in segment_words for segment_words in words)

    def is_name_word(self, word: str) -> bool:
        return any(self.hold(field_name, word) for field_name in FUZZY_FIELDS)


def _word_counts(searcher: Searcher, words: SegmentWords) -> Callable[[str, object], int]:
    """How many documents hold a word, remembered per searcher. A whole name is made of words
    of the names (name_key of a title, as the titles are analysed), so a run of words with
    one that is in no title is no name: it counts 0 without being looked up in every segment
    (a long question has some hundred runs of up to 8 words)."""
    count = document_counts(searcher)
    alive = searcher_cache(searcher).alive

    def counted(field_name: str, text) -> int:
        # The names in memory first: a run of new words ("lightningbolt" cut at each letter)
        # would otherwise be looked up word by word in every segment's titles.
        if field_name in WHOLE_NAME_FIELDS and (
            not words.hold(field_name, text)
            or not all(words.is_name_word(word) for word in text.split())
        ):
            return 0
        if field_name in COUNTED_ALIVE:
            return len(term_postings(searcher, field_name, text, alive)[0])
        return count(field_name, text)

    return counted


def near_spellings(searcher: Searcher) -> Callable[[str, str, int], list[str]]:
    return Spellings(searcher).near


def _in_a_concept_name(searcher: Searcher, word: str) -> bool:
    """Whether an English word is a word of a keyword's or glossary entry's name ("legend")."""
    words = concept_words(field_vocabulary(searcher, "concept"))
    return any(stem in words for stem in tokens(word, "en"))
