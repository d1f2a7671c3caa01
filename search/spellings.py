"""Typos and "did you mean": name words within a few edits of a word, with bounded work."""

import re
from collections import Counter
from collections.abc import Callable
from functools import partial
from os.path import commonprefix

from whoosh.reading import TermNotFound
from whoosh.searching import Searcher
from whoosh.support.levenshtein import distance

from .acronyms import MIN_SUGGESTED_ACRONYM_LENGTH, card_spelled_out, spelled_out
from .acronyms import as_written as acronym_as_written
from .analyzers import APOSTROPHES, FRENCH_ELISIONS
from .evaluation import document_counts, field_vocabulary, searcher_cache
from .little_words import little_words_mended
from .names import (
    LONGEST_NAME_IN_WORDS,
    NAME_STOP_WORDS,
    concept_words,
    meaningful_name_tokens,
    name_key,
    name_key_ngrams,
    name_units,
    name_words_as_written,
    names_a_concept,
    tokens,
)
from .near_names import MIN_TYPED_LENGTH, one_word_off
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
from .query_text import UserQuery
from .word_breaks import (
    JOINED_TO_THE_WORD_BEFORE,
    cut_into_a_name,
    joined_halves,
    joined_into_names,
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

    def __init__(self, searcher: Searcher) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.frequency = _word_counts(searcher)
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
        return any(self.frequency(field_name, token) for field_name in FUZZY_FIELDS)

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
        """The closest name word, in the French names, then the English: among those of a
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
        for field_name in ("title_fr", "title_en"):
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

    def closest_in_a_name(self, word: str, makes_a_name: Callable[[str], bool]) -> str | None:
        """A word too short to be read as a typo on its own ("wil"), read as the one name word
        an edit away that makes a name with the words around it ("force of wil": Force of
        Will); None when no such word does, or several."""
        folded = name_key(word)
        found = {
            text
            for field_name in ("title_fr", "title_en")
            for text in self.within(field_name, folded, 1)
            if text != folded and makes_a_name(text)
        }
        return found.pop() if len(found) == 1 else None

    def _likeliest(self, field_name: str, found: list[str], folded: str, maxdist: int) -> str:
        """The fewest edits away, then the most frequent in the field."""
        frequency = self.reader.frequency
        return max(
            found,
            key=lambda text: (
                -distance(text, folded, limit=maxdist),
                frequency(field_name, text) or 1,
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
        for field_name in ("title_fr", "title_en"):
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
        for length in range(len(word) - maxdist, len(word) + maxdist + 1):
            for text in by_length.get(length, ()):
                if leaving_out and text[:TYPO_PREFIX] in leaving_out:
                    continue
                self.compared += 1
                if _letters_apart(word, text) > maxdist:
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
    """Every segment's name words by their first letters, and by their third and fourth,
    read before the first question needs them (config.warm_up): listed one prefix at a time
    inside requests, they cost a first question with unknown words some milliseconds, and
    the inner letters of a field some 50 ms."""
    read_words_by_prefix(searcher, FUZZY_FIELDS, TYPO_PREFIX)
    for segment in segments_of(searcher):
        for field_name in FUZZY_FIELDS:
            segment_words_by_inner_letters(segment, field_name)


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


def _letters_apart(word: str, other: str) -> int:
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


# (segment, field, word, distance): the segment's name words that near, kept per process.
_near_words_by_segment: dict[tuple, tuple[str, ...]] = {}


# The fields whose every term is a run of name words (search.schema: whole names, legends'
# short names), few enough to be held in memory.
WHOLE_NAME_FIELDS = ("name_exact", "short_name")
# Counted in the documents alive: a legend's short name names it when no other legend has it
# (search.query), and the copy an edit replaced, deleted but not merged away yet, is no other.
COUNTED_ALIVE = ("short_name",)


def _word_counts(searcher: Searcher) -> Callable[[str, object], int]:
    """How many documents hold a word, remembered per searcher. A whole name is made of words
    of the names (name_key of a title, as the titles are analysed), so a run of words with
    one that is in no title is no name: it counts 0 without being looked up in every segment
    (a long question has some hundred runs of up to 8 words)."""
    count = document_counts(searcher)
    alive = searcher_cache(searcher).alive
    segments = segments_of(searcher)
    names_of_segments: dict[str, list[frozenset[str]]] = {}

    def is_a_name(field_name: str, text: str) -> bool:
        # The names of each segment, listed once per process (segments never change), and
        # taken once per request: a soup of forty name words makes some three hundred runs,
        # each looked up in memory.
        if field_name not in names_of_segments:
            names_of_segments[field_name] = [segment_vocabulary(s, field_name) for s in segments]
        return any(text in names for names in names_of_segments[field_name])

    def counted(field_name: str, text) -> int:
        # The names in memory first: a run of new words ("lightningbolt" cut at each letter)
        # would otherwise be looked up word by word in every segment's titles.
        if field_name in WHOLE_NAME_FIELDS and (
            not is_a_name(field_name, text)
            or any(
                not (count("title_en", word) or count("title_fr", word)) for word in text.split()
            )
        ):
            return 0
        if field_name in COUNTED_ALIVE:
            return len(term_postings(searcher, field_name, text, alive)[0])
        return count(field_name, text)

    return counted


def near_spellings(searcher: Searcher) -> Callable[[str, str, int], list[str]]:
    return Spellings(searcher).near


# Words of a question looked at for typos in names (« Tentaton du chaos », "tempt with
# mahyem"): the scans each costs are bounded by MAX_SPELLING_SCANS anyway.
MAX_WORDS_TO_CORRECT_IN_NAMES = 16


def corrected_words(
    spellings: Spellings,
    words: tuple[str, ...],
    terminology: dict | None = None,
    abbreviated: frozenset[str] = frozenset(),
    capitalised: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The question with each misspelt word replaced by the closest name word: a word that is
    no word of any name, text or of the terminology ("tentaton", "mahyem", "téfeiri"), four
    letters or more (three beside a word they make a name with: "force of wil"), also after
    an elided article (« l'Archange d'Avacin »). Of the name words
    within the distance, one that makes a name with the words around it comes first
    (« contact mortl » is « contact mortel », Deathtouch, not « contact mort », which more names
    hold). Words of the texts ("happens",
    "lancée") and the little words of either language ("does", "elle") are taken as typed,
    except where they are a name word typed apart ("life link", joined first:
    search.word_breaks) or a name's word typed one edit off ("wrath of good", read last:
    search.near_names). A word the visitor wrote as an abbreviation ("BoP": `abbreviated`,
    search.acronyms.typed_as_abbreviations) may also be a card's initials. The little words
    of a name typed with other little words (« l'Engin de la sorcière ») are the name's
    (search.little_words), in a run written with a capital (`capitalised`: the name keys of
    the words written so, search.names.words_with_a_capital) or that is most of the query."""
    corrected = list(words)
    units = [
        name_units(tokens(word, "name"))
        for word in words[: MAX_WORDS_TO_CORRECT_IN_NAMES + LONGEST_NAME_IN_WORDS]
    ]
    _join_words_typed_apart(spellings, words, corrected, units)
    _correct_unknown_words(spellings, words, corrected, units, terminology or {}, abbreviated)
    for place, name_word in one_word_off(spellings.searcher, units, spellings.frequency).items():
        if place < MAX_WORDS_TO_CORRECT_IN_NAMES and corrected[place] == words[place]:
            corrected[place] = _elision_of(words[place])[0] + name_word
    _mend_little_words(spellings, words, corrected, units, capitalised)
    return tuple(corrected)


def _mend_little_words(
    spellings: Spellings, words, corrected: list, units: list, capitalised: frozenset[str]
) -> None:
    searcher = spellings.searcher
    mended = little_words_mended(
        searcher,
        units[:MAX_WORDS_TO_CORRECT_IN_NAMES],  # a run is mended whole or not at all
        spellings.frequency,
        capitalised=frozenset(unit for key in capitalised for unit in key.split()),
        concepts=field_vocabulary(searcher, "concept"),
    )
    for place, little_word in mended.items():
        if corrected[place] == words[place]:
            corrected[place] = little_word


def _join_words_typed_apart(spellings: Spellings, words, corrected: list, units: list) -> None:
    """ "life link", "life-link" -> "lifelink" (search.word_breaks); in a question, into a
    concept only."""
    # `units` covers the words where names are looked for, fewer in a long question; a word
    # with an elided article is no half.
    keys = [word_units[0] if len(word_units) == 1 else "" for word_units in units]
    keys = keys[: MAX_WORDS_TO_CORRECT_IN_NAMES + 1]
    may_join = (
        (lambda word: True)
        if len(words) <= FUZZY_MAX_WORDS
        else partial(_is_a_concept_word, spellings.searcher)
    )
    is_a_name = partial(_is_a_name, spellings)
    for place, word in joined_into_names(keys, spellings.is_name_word, is_a_name, may_join).items():
        corrected[place], corrected[place + 1] = word, JOINED_TO_THE_WORD_BEFORE
        units[place], units[place + 1] = [word], []
    for place, key in enumerate(keys[:MAX_WORDS_TO_CORRECT_IN_NAMES]):
        if "-" not in words[place] or corrected[place] != words[place]:
            continue
        before, after = keys[place - 1 : place], keys[place + 1 : place + 2]
        halves = key.split()
        joined = joined_halves(halves, before, after, spellings.is_name_word, is_a_name, may_join)
        if joined:  # "counter-spell"
            corrected[place], units[place] = joined, [joined]


def _correct_unknown_words(
    spellings: Spellings,
    words,
    corrected: list,
    units: list,
    terminology: dict,
    abbreviated: frozenset[str] = frozenset(),
) -> None:
    """Each word no name, text or term holds, not joined to another: read whole (an elision,
    an acronym), cut in two ("lightningbolt"), or replaced by its closest name word. Words of
    three letters come last, and only into a name with a word around them ("force of wil"):
    the request's spelling scans (MAX_SPELLING_SCANS) go to the longer typos first."""
    places = range(min(len(words), MAX_WORDS_TO_CORRECT_IN_NAMES))
    in_a_question = len(words) > FUZZY_MAX_WORDS
    for place in sorted(places, key=lambda at: len(_elision_of(words[at])[1]) < FUZZY_MIN_LENGTH):
        word = words[place]
        elided, typed = _elision_of(word)
        typed, possessive = _possessive_of(typed)  # "conueror's": "conueror" is corrected
        if corrected[place] != word:
            continue
        if "-" in typed:
            parts = _hyphenated_parts_corrected(
                spellings, typed, place, units, terminology, in_a_question
            )
            if parts is not None:  # « Grande-Dend »
                corrected[place] = elided + parts + possessive
                units[place] = name_units(tokens(corrected[place], "name"))
            continue
        if _is_known_word(spellings, typed, terminology):
            continue
        # Read whole: an elision typed without its apostrophe, or an acronym.
        whole = _apostrophe_put_back(spellings, word, terminology) or _acronym_read(
            spellings, elided, typed, of_a_card_too=name_key(typed) in abbreviated
        )
        if whole:
            corrected[place] = whole
            units[place] = name_units(tokens(whole, "name"))
            continue
        if len(typed) < MIN_TYPED_LENGTH:
            continue
        cut = cut_into_a_name(units[place][-1], partial(_is_a_name, spellings))
        if cut:  # "lightningbolt"
            corrected[place] = elided + cut
            units[place] = [*units[place][:-1], *cut.split()]
            continue
        before = [unit for found in units[:place] for unit in found]
        before += [] if possessive else units[place][:-1]  # « d' » of « d'avacin »
        after = [unit for found in units[place + 1 :] for unit in found]
        after = ["s", *after] if possessive else after  # "conqueror s pledge"
        if len(typed) >= FUZZY_MIN_LENGTH:
            makes_a_name = partial(_makes_a_name, spellings, before, after)
            best = _closest(spellings, typed, terminology, makes_a_name, in_a_question)
        elif _a_word_around(before, after):  # "force of wil"
            makes_a_name = partial(_makes_a_name, spellings, before, after, with_a_word=True)
            best = spellings.closest_in_a_name(typed, makes_a_name)
        else:
            best = None
        if best:
            corrected[place] = elided + best + possessive
            units[place] = name_units(tokens(corrected[place], "name"))


def _hyphenated_parts_corrected(
    spellings: Spellings,
    word: str,
    place: int,
    units: list,
    terminology: dict,
    in_a_question: bool = False,
) -> str | None:
    """A word typed with a hyphen, each part of it no name, text or term holds corrected as a
    word of its own, the other parts and the words around it making a name with it:
    « Grande-Dend » is « Grande-Dent » (Chatterfang's French short name), "kiki-jikki"
    Kiki-Jiki; None when every part is known (« Grande-Dent », "counter-spell")."""
    parts = word.split("-")
    if len(parts) > LONGEST_NAME_IN_WORDS:  # no name's words: a soup built to be expensive
        return None
    keys = [name_key(part) for part in parts]
    if not all(key and " " not in key for key in keys):  # "x-", "mid-rules"
        return None
    before_word = [unit for found in units[:place] for unit in found]
    after_word = [unit for found in units[place + 1 :] for unit in found]
    fixed = list(parts)
    for at, part in enumerate(parts):
        if len(part) < FUZZY_MIN_LENGTH or _is_known_word(spellings, part, terminology):
            continue
        before, after = before_word + keys[:at], keys[at + 1 :] + after_word
        makes_a_name = partial(_makes_a_name, spellings, before, after)
        best = _closest(spellings, part, terminology, makes_a_name, in_a_question)
        if best:
            fixed[at], keys[at] = best, best
    return "-".join(fixed) if fixed != parts else None


def _a_word_around(before: list[str], after: list[str]) -> bool:
    """Whether a word that is no little word is near enough to make a name with the word
    between `before` and `after` (name_units)."""
    near = before[-(LONGEST_NAME_IN_WORDS - 1) :] + after[: LONGEST_NAME_IN_WORDS - 1]
    return any(unit not in NAME_STOP_WORDS for unit in near)


def _is_a_name(spellings: Spellings, key: str) -> bool:
    return bool(spellings.frequency("name_exact", key))


def _in_a_concept_name(searcher: Searcher, word: str) -> bool:
    """Whether an English word is a word of a keyword's or glossary entry's name ("legend")."""
    words = concept_words(field_vocabulary(searcher, "concept"))
    return any(stem in words for stem in tokens(word, "en"))


def _is_a_concept_word(searcher: Searcher, word: str) -> bool:
    """Whether a word alone is the name of a keyword or glossary entry ("lifelink")."""
    return names_a_concept(word, field_vocabulary(searcher, "concept"))


def _acronym_read(
    spellings: Spellings, elided: str, typed: str, of_a_card_too: bool = False
) -> str | None:
    """The name an acronym stands for ("etb" -> "enters the battlefield", « l'etb » -> « l'enters
    the battlefield »; "BoP" -> "birds of paradise" `of_a_card_too`), for a word no name, text
    or term holds (search.acronyms)."""
    key = name_key(typed)  # « ÉtB » is "etb"
    reading = spelled_out(spellings.searcher, key)
    if reading is None and of_a_card_too:
        reading = card_spelled_out(spellings.searcher, key)
    return elided + reading if reading else None


# An elided article or pronoun typed without its apostrophe, as phones make easy: « lexil »,
# « dAvacyn », « mal dinvocation ». Single letters and « qu », before a vowel or an h.
_APOSTROPHE_LEFT_OUT = re.compile(r"(qu|[cdjlmnst])([aeiouyhàâäéèêëîïôöûüœæ][^\W\d_]+)", re.I)


def _apostrophe_put_back(spellings: Spellings, word: str, terminology: dict) -> str | None:
    """« l'exil » for « lexil », « j'ai » for « jai »: a word that is an elision and a word
    the index holds (a little word, a word of some name, of the terms, or of the French
    texts). The caller checks that the word itself is none it holds."""
    found = _APOSTROPHE_LEFT_OUT.fullmatch(word)
    if found is None or spellings.is_everyday_word(word, "fr"):
        return None  # « simplement » is no « s'implement »
    elision, rest = found.groups()
    key = name_key(rest)
    french_stems = tokens(rest, "fr")
    known = (
        not french_stems  # a little word: « ai », « un », « il »
        or spellings.is_name_word(key)
        or _is_a_term_word(terminology, key)
        or any(spellings.frequency("body_fr", stem) for stem in french_stems)
    )
    return f"{elision}'{rest}" if known else None


def _term_words(terminology):
    """The terms' words (search.terminology.TermWords); None for a plain mapping."""
    return getattr(terminology, "spelling", None)


def _is_a_term_word(terminology, key: str) -> bool:
    spelling = _term_words(terminology)
    return spelling is not None and key in spelling.counts


def _closest(
    spellings: Spellings, word: str, terminology, preferred=None, in_a_question: bool = False
) -> str | None:
    """The closest name word (Spellings.closest: in a question, the first letters trusted) or
    word of the terms, whichever is closer; an everyday French word is no typo of a word of the
    terms, which are French (« pleut » is no « peut »)."""
    everyday = spellings.is_everyday_word(word, "fr")
    term_word = None if everyday else closest_term_word(terminology, word)
    name_word = spellings.closest(word, preferred, first_letters_trusted=in_a_question)
    in_a_name = name_word is not None and preferred is not None and preferred(name_word)
    return _closer(word, name_word, term_word, in_a_name)


def closest_term_word(terminology, word: str) -> str | None:
    """The French word of the terms (search.terminology.TermWords) fewest edits from `word`,
    then the most printed, within the distance names allow; None for a word of the terms."""
    spelling = _term_words(terminology)
    folded = name_key(word)
    if spelling is None or len(folded) < FUZZY_MIN_LENGTH or folded in spelling.counts:
        return None
    maxdist = 1 if len(folded) < TWO_TYPOS_FROM else 2
    found = [
        (distance(folded, other, limit=maxdist), -spelling.counts[other], other)
        for prefix in typo_prefixes(folded)
        for other in spelling.by_prefix.get(prefix, ())
        if _letters_apart(folded, other) <= maxdist
    ]
    found = [candidate for candidate in found if candidate[0] <= maxdist]
    return min(found)[2] if found else None


def _closer(
    typed: str, name_word: str | None, term_word: str | None, in_a_name: bool = False
) -> str | None:
    """Of a name word and a word of the terms, the one fewer edits from what was typed; when
    they are as close, the name word if it makes a name with the words around it (`in_a_name`:
    "grixis chatm" is Grixis Charm, not the terms' « chat »), then the one that starts as the
    word typed does for longer, then the name word: « je résous » is a form of the terms'
    « résout » (resolves), which the cards, speaking to « vous », never print, not a typo of
    « Remous » (Ripple)."""
    if name_word is None or term_word is None:
        return name_word or term_word
    folded = name_key(typed)

    def closeness(word: str) -> tuple[int, bool, int]:
        makes_a_name = in_a_name and word == name_word
        return (-distance(folded, word), makes_a_name, len(commonprefix([folded, word])))

    return term_word if closeness(term_word) > closeness(name_word) else name_word


_ELIDED = re.compile(rf"((?:{'|'.join(FRENCH_ELISIONS)})[{APOSTROPHES}])(.+)", re.IGNORECASE)


_POSSESSIVE = re.compile(rf"(.+?)([{APOSTROPHES}]s)", re.IGNORECASE)


def _possessive_of(word: str) -> tuple[str, str]:
    """("conueror", "'s") for "conueror's"; (word, "") for a word without one. A possessive
    is one name unit ("conqueror s"), which no name word is within a few edits of."""
    found = _POSSESSIVE.fullmatch(word)
    return (found.group(1), found.group(2)) if found else (word, "")


def _elision_of(word: str) -> tuple[str, str]:
    """(« d' », « avacin ») for « d'avacin »; ("", word) for a word without one."""
    found = _ELIDED.fullmatch(word)
    return (found.group(1), found.group(2)) if found else ("", word)


def _makes_a_name(
    spellings: Spellings, before: list[str], after: list[str], word: str, with_a_word=False
) -> bool:
    """Whether a name word, between those words (name_units), makes a whole name of several
    words with some of them (`with_a_word`: with some that are not all little words, as "the
    god" is no typo of "The God"): a few dozen look-ups in memory."""
    longest = LONGEST_NAME_IN_WORDS
    for start in range(max(0, len(before) - longest + 1), len(before) + 1):
        for end in range(0, min(len(after), longest - (len(before) - start) - 1) + 1):
            around = [*before[start:], *after[:end]]
            if not around:
                continue  # the word alone
            if with_a_word and all(unit in NAME_STOP_WORDS for unit in around):
                continue
            key = " ".join([*before[start:], word, *after[:end]])
            if any(spellings.frequency(field_name, key) for field_name in WHOLE_NAME_FIELDS):
                return True
    return False


# In a question of more than FUZZY_MAX_WORDS words, a correction reaches the texts and the
# concepts only for a word of this many letters or more. A short word one letter away from a
# name word is more often a word the texts lack than a typo: « il faut » is no « Faux », and
# « je peux », read « peur », linked the keyword Fear (« peux » is now a little word).
# "priorité" or "mahyem" are corrected.
MIN_LENGTH_CORRECTED_IN_QUESTIONS = 6


def corrections_for_texts(words: tuple[str, ...], corrected: tuple[str, ...]) -> tuple[str, ...]:
    """The words that texts, pairs and concepts are looked for as (search.query.plan_query):
    the corrected ones, but in a longer question only those of long words."""
    if len(words) <= FUZZY_MAX_WORDS:
        return corrected
    return tuple(
        fixed if _long_enough(word) or _read_in_full(fixed) else word
        for word, fixed in zip(words, corrected, strict=True)
    )


def _long_enough(word: str) -> bool:
    return len(_elision_of(word)[1]) >= MIN_LENGTH_CORRECTED_IN_QUESTIONS


def _read_in_full(fixed: str) -> bool:
    """Whether a word was read as the name its initials stand for: no typo, whatever its
    length (a typo is corrected to one word)."""
    return " " in fixed


def names_corrected(
    spellings: Spellings,
    words: tuple[str, ...],
    corrected: tuple[str, ...],
    terminology: dict | None = None,
) -> bool:
    """True when correcting the words makes a name, or a term of the terminology (« marqueur
    poison »), that the words as typed do not, or, in a short query, words that one name holds
    all of ("gandolf voyajer": Gandalf, Westward Voyager): what "did you mean" then offers,
    above results that the typos left weak."""
    if corrected == words:
        return False
    if any(_read_in_full(fixed) for fixed in corrected):
        return True  # an acronym: the visitor sees what it was read as
    typed = name_key_ngrams(words)
    # In a question, one name word made by correcting a word ("faut" -> « Faux ») is more
    # likely a word the names lack than a name: only names of several words count there.
    short = len(words) <= FUZZY_MAX_WORDS
    terminology = terminology or {}
    return any(
        spellings.frequency("name_exact", key) or key in terminology
        for key in name_key_ngrams(corrected) - typed
        if " " in key or (short and len(key) >= FUZZY_MIN_LENGTH)
    ) or (short and _one_name_holds(spellings, corrected))


def _one_name_holds(spellings: Spellings, words: tuple[str, ...]) -> bool:
    """Whether one name holds every one of these words (their postings in the names, a few
    hundred at most for a name word): "sheoldread" is "sheoldred", a word of four names."""
    name_words = meaningful_name_tokens(words)
    if not name_words:
        return False
    reader = spellings.reader
    for field_name in FUZZY_FIELDS:
        holding: set[int] | None = None
        for word in name_words:
            if not spellings.frequency(field_name, word):
                holding = set()
                break
            found = set(reader.postings(field_name, word).all_ids())
            holding = found if holding is None else holding & found
            if not holding:
                break
        if holding:
            return True
    return False


def _is_known_word(spellings: Spellings, word: str, terminology: dict) -> bool:
    """Whether a word is one of the names, the terms or the texts (in any form: its stems)."""
    key = name_key(word)
    if " " in key or key in terminology or spellings.is_name_word(key):
        return True
    stems = {"body_en": tokens(word, "en"), "body_fr": tokens(word, "fr")}
    if not all(stems.values()):  # a little word in one of the languages
        return True
    return any(
        spellings.frequency(field_name, stem)
        for field_name, field_stems in stems.items()
        for stem in field_stems
    )


def did_you_mean(
    spellings: Spellings, query: UserQuery, terminology: dict | None = None
) -> str | None:
    """'Did you mean': each word replaced by the closest name word or word of the terms, if
    any differs, written as the names or the cards write it ("piétinemment" -> "piétinement",
    not the index's "pietinement")."""
    if len(query.words) > MAX_WORDS_TO_CORRECT:
        return None  # a long text that matched nothing is not a misspelt name
    corrected: list[str] = []
    for word in query.words:
        unknown = not _is_known_word(spellings, word, terminology or {})
        if unknown and (elided_reading := _apostrophe_put_back(spellings, word, terminology or {})):
            corrected.append(elided_reading)
            continue
        best = _closest(spellings, word, terminology)
        changed = best is not None and best != name_key(word)
        if unknown and best is None and (initials := _two_letter_initials(spellings, word)):
            corrected.append(initials)
            continue
        corrected.append(_as_written(spellings.searcher, best, terminology) if changed else word)
    if corrected == list(query.words):
        return None
    return _in_place(query.raw, query.words, corrected)


def _two_letter_initials(spellings: Spellings, word: str) -> str | None:
    """The one concept name of two words whose initials `word` is, as the glossary writes it
    ("mv" -> "mana value"): offered, never read (search.acronyms)."""
    reading = spelled_out(spellings.searcher, name_key(word), MIN_SUGGESTED_ACRONYM_LENGTH)
    written = acronym_as_written(spellings.searcher, reading) if reading else None
    # Not a pair of names as one entry ("Modal, Mode"; "Night // Day"): no one abbreviates it.
    return written if written and not _NAMES_JOINED.search(written) else None


_NAMES_JOINED = re.compile(r"[,/]")


def suggestion_of(
    searcher: Searcher,
    query: UserQuery,
    corrected: tuple[str, ...],
    terminology: dict | None = None,
) -> str:
    """The question with its corrected words, as names write them: 'did you mean' offers it."""
    fixes = [
        word if fixed == word else _corrected_as_written(searcher, fixed, terminology)
        for word, fixed in zip(query.words, corrected, strict=True)
    ]
    return _in_place(query.raw, query.words, fixes)


def _in_place(raw: str, words: tuple[str, ...], fixes: list[str]) -> str:
    """The query as typed, in lower case, each corrected word put where it stands: « marqeurs
    +1/+1 » -> « marqueurs +1/+1 », not the words alone (« marqueurs 1 1 »). The words
    joined by spaces when they cannot all be found in order. Without the final question or
    exclamation mark: 'did you mean' asks its own question."""
    typed = raw.lower()
    pieces, position = [], 0
    for word, fixed in zip(words, fixes, strict=True):
        found = typed.find(word, position)
        if found < 0:
            return " ".join(fix for fix in fixes if fix)
        between = typed[position:found]
        if fixed == JOINED_TO_THE_WORD_BEFORE and not between.strip():
            between = ""  # "life link" -> "lifelink"
        pieces += [between, fixed]
        position = found + len(word)
    return "".join([*pieces, typed[position:]]).rstrip(_CLOSING_MARKS)


_CLOSING_MARKS = " ?!.\u00a0\u202f"  # and the spaces French puts before them


def _corrected_as_written(searcher: Searcher, fixed: str, terminology: dict | None) -> str:
    """A corrected word as names write it (_as_written), an acronym's reading as the glossary
    does, an elided article kept as typed: « d'avacyn » -> « d'Avacyn »."""
    elided, rest = _elision_of(fixed)
    if _read_in_full(rest):
        return elided + acronym_as_written(searcher, rest)
    return elided + _as_written(searcher, rest, terminology)


def _as_written(searcher: Searcher, word: str, terminology: dict | None) -> str:
    """A corrected word as the names write it, or else as the cards print the terms holding
    it (« defausser » -> « défausser »)."""
    written = written_as_in_names(searcher, word)
    spelling = _term_words(terminology)
    if written == word and spelling is not None:
        return spelling.as_written.get(word, word)
    return written


# Names read to find how a word is written: its commonest form among them.
NAMES_READ_FOR_ACCENTS = 20


def written_as_in_names(searcher: Searcher, word: str) -> str:
    """A name word as names write it, lower case: its accents, which the index folds away
    (the commonest form among the first names holding it: a card's French name may be
    printed without them). The word itself when no name holds it."""
    for field_name in ("title_fr", "title_en"):
        try:
            postings = searcher.reader().postings(field_name, word)
        except TermNotFound:
            continue
        forms: Counter[str] = Counter()
        for _ in range(NAMES_READ_FOR_ACCENTS):
            if not postings.is_active():
                break
            name = searcher.stored_fields(postings.id()).get(field_name) or ""
            forms.update(
                written.lower() for folded, written in name_words_as_written(name) if folded == word
            )
            postings.next()
        if forms:
            return forms.most_common(1)[0][0]
    return word
