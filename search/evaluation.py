"""Running a query tree over whole posting lists at once, with the scores Whoosh gives.

Whoosh's matchers walk a query tree one document at a time in Python: every sub-query pays
about 15 µs per document it looks at. A question such as "engager le permanent ciblé"
selects 1,300 documents on the full data and ranks them with some twenty words, which costs
Whoosh 100–150 ms. Here every leaf of the tree (a word in a field, a phrase, a prefix) is
read once from Whoosh, with Whoosh's own BM25F score for each document, into numpy arrays;
the tree is then combined with array operations over all documents at once, in a few
milliseconds. The arithmetic is the one of Whoosh's matchers (a union adds the scores of
the parts that match, an intersection adds all of them, AndMaybe adds the optional part
where it matches, a compound boost multiplies), so the ranking is the same; a test checks
it against Whoosh on every judged query.

The words most asked ("target", "copie") have the longest posting lists; they are kept in
memory per searcher, so only the first question to use a word reads it. A searcher is
replaced when the index changes, and its cache goes with it; words are then scored again from
the lists kept per segment (search.postings), which an edit does not make stale.

What one request reads is bounded. search() gives its evaluator a budget (in postings of a
word, about a microsecond each; see LIST_COST): a list is used only while the request's cost
stays within it, in the order of the tree (what selects documents before the words that only
rank them); what does not fit is left out and counted in `work.skipped`. A list costs the
same whether it is in memory or not, so a question gets the same answer from a new worker
and from one that has served for hours, asked once or ten times, before or after an edit;
the lists in memory only make it quicker. Words in no document are remembered apart from
the lists, so that random words cannot push the lists out.
"""

import threading
import weakref
from array import array
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import islice

import numpy as np

# np.unique (np.union1d, np.isin) imports numpy.ma at its first call: some 40 ms inside the
# first request of a worker that ranks the rules a glossary entry cites, unless done here.
import numpy.ma  # noqa: F401
from whoosh.query import (
    And,
    AndMaybe,
    AndNot,
    ConstantScoreQuery,
    DisjunctionMax,
    Or,
    Phrase,
    Prefix,
    Query,
    Term,
)
from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from .postings import (
    AliveDocuments,
    WordCounts,
    column_values,
    doc_frequency,
    keeps_per_segment,
    segment_vocabulary,
    segments_of,
    term_postings,
    word_positions,
)
from .schema import PAIRS_OF_TEXT

# About 12 bytes a posting (document number and score): some 36 MB per searcher at most.
CACHED_POSTINGS_LIMIT = 3_000_000
ENTRY_COST = 16  # postings' worth: a key, its arrays and their bookkeeping, about 200 bytes
FREQUENCIES_LIMIT = 100_000  # words whose number of documents a searcher remembers
# What reading costs, in postings of a word's list (about a microsecond each when this was
# measured; reading a block without its positions, search.postings, has since halved it for
# long lists: "creature", 36k postings, 31 -> 15 ms): opening a list (finding the word in each
# segment, reading its first block and its statistics: about 150 µs on the full index); one
# word under a prefix ("cr 702": 772 rule numbers, 15 ms); and, for a phrase, the blocks of
# its words' positions it may unpickle (about 100 µs each; search.postings.word_positions):
# each word's blocks, at most one a document holding its rarest word or pair, and each word's
# positions in each of those documents (« "marqueurs +1/+1" » in the French texts: 3 words in
# up to 1,741 documents, 121 blocks and 5,208 positions decoded, 30 ms; a phrase of two words
# reads none: its pair is the phrase).
LIST_COST = 150
PREFIX_WORD_COST = 20
POSITIONS_BLOCK_COST = 100
POSTINGS_PER_BLOCK = 128  # Whoosh's W3 codec
POSITIONS_COST = 6  # a word's positions in a document, decoded (about 5 µs)
# What one request may use, read or in memory: reading it all from disk took some 25-35 ms.
# Most judged questions need under 12,000 (71 of 89; '"can't target itself"', a phrase,
# 12,869); long questions pasted from forums reach it, and their last words that only rank
# are left out, the same way every time. A list is paid for once per request, and the words
# a document must mostly hold are read rarest first: the commonest are left out, not the
# question (Evaluator._most_of).
REQUEST_BUDGET = 27_000


# The words of a field searched by prefix (rule numbers: 3,318 on the full data), kept per
# segment: a prefix that starts no word ("cr 645", one of 26 in a hostile soup) then costs a
# bisect, not a search of the segment's term file (about 0.5 ms a segment, before any budget
# can count it). A segment whose field holds more words is searched on disk as before.
LEXICON_WORDS_LIMIT = 20_000
# Only these fields' words are kept: a rule number brings the prefixes of its 24 subrule
# letters. The other prefixes are a few a question (a card's rulings by their refs,
# search.searching), searched on disk: listing the 73,190 refs to learn they are too many
# cost the first such question of a process 35 ms.
LEXICON_FIELDS = ("rule_number",)
LEXICONS_KEPT = 64  # segments x fields


@dataclass(frozen=True, slots=True)
class Matches:
    """Documents matched by a query, in increasing document number, with their scores."""

    docnums: np.ndarray  # int32
    scores: np.ndarray  # float64

    def __len__(self) -> int:
        return len(self.docnums)

    def scaled(self, factor: float) -> "Matches":
        return self if factor == 1.0 else Matches(self.docnums, self.scores * factor)

    def raised(self, wanted: dict[int, float]) -> "Matches":
        """These matches and the documents of `wanted`, matched or not, each scoring at least
        its wanted score (a glossary entry's cited rules, search.citations; the things a noun
        names, search.linking)."""
        added = np.array(sorted(wanted), dtype=self.docnums.dtype)
        docnums = np.union1d(self.docnums, added)
        scores = np.zeros(len(docnums))
        scores[np.searchsorted(docnums, self.docnums)] = self.scores
        at = np.searchsorted(docnums, added)
        scores[at] = np.maximum(scores[at], [wanted[docnum] for docnum in added.tolist()])
        return Matches(docnums, scores)

    def ranked(
        self, start: int, stop: int, tie_order: np.ndarray | None = None
    ) -> list[tuple[float, int]]:
        """(score, docnum) of ranks start..stop-1: best score first, then ties by
        `tie_order` (indexed by docnum), or by lower docnum as Whoosh orders them."""
        stop = min(stop, len(self))
        if start >= stop:
            return []
        scores, docnums = self.scores, self.docnums
        if stop < len(self):
            # Only documents scoring at least the stop-th best can be on the page.
            threshold = np.partition(scores, len(self) - stop)[len(self) - stop]
            keep = scores >= threshold
            scores, docnums = scores[keep], docnums[keep]
        ties = docnums if tie_order is None else tie_order[docnums]
        order = np.lexsort((ties, -scores))[start:stop]
        return [(float(scores[i]), int(docnums[i])) for i in order]


NO_MATCHES = Matches(np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.float64))


class SearcherCache:
    """What one searcher read once and may need again: the least recently used leaves,
    bounded by their total postings; the tie order; the near spellings of words asked."""

    def __init__(self, limit: int = CACHED_POSTINGS_LIMIT) -> None:
        self.limit = limit
        self.postings = 0
        self._entries: OrderedDict[tuple, tuple[np.ndarray, np.ndarray]] = OrderedDict()
        self.tie_order: np.ndarray | None = None
        self.spellings: dict[tuple, tuple[str, ...]] = {}
        # How many documents hold each word asked (0 for none: words typed at random are
        # remembered here, apart from the lists, which they must not push out).
        self.frequencies = WordCounts(FREQUENCIES_LIMIT)
        self.alive = AliveDocuments()
        # Every word of a small field (the concepts' keys), read once.
        self.vocabularies: dict[str, frozenset[str]] = {}
        # Each document's place among a field's few words ("type": keyword, rule...).
        self.groups: dict[tuple, np.ndarray] = {}
        # What reading each prefix kept in memory cost: a request counts it again.
        self.prefix_costs: dict[tuple, tuple[int, int]] = {}

    def clear(self) -> None:
        """Forget everything read (tests and benchmarks measure reading with it)."""
        self.__init__(self.limit)

    def get(self, key: tuple) -> Matches | None:
        found = self._entries.get(key)
        if found is None:
            return None
        self._entries.move_to_end(key)
        return Matches(*found)

    def put(self, key: tuple, matches: Matches) -> None:
        if _cost(matches) > self.limit or key in self._entries:
            return
        matches.docnums.setflags(write=False)  # shared by every later question
        matches.scores.setflags(write=False)
        # Kept as a plain tuple of arrays, which Python's garbage collector stops tracking:
        # tens of thousands of kept lists no longer lengthen every full collection.
        self._entries[key] = (matches.docnums, matches.scores)
        self.postings += _cost(matches)
        while self.postings > self.limit:
            _, (dropped, _) = self._entries.popitem(last=False)
            self.postings -= len(dropped) + ENTRY_COST


def _cost(matches: Matches) -> int:
    """Postings, plus what an entry costs by itself: words that match nothing (typed at
    random, say) are kept too, and must not pile up for free."""
    return len(matches) + ENTRY_COST


_caches: "weakref.WeakKeyDictionary[Searcher, SearcherCache]" = weakref.WeakKeyDictionary()
_caches_lock = threading.Lock()


def document_counts(
    searcher: Searcher, cache: "SearcherCache | None" = None
) -> Callable[[str, object], int]:
    """The searcher's doc_frequency, remembered: a question asks for a word's count to build
    its tree and again to read it, and Whoosh looks the word up in every segment each time."""
    cache = cache if cache is not None else searcher_cache(searcher)

    def count(fieldname: str, text) -> int:
        found = cache.frequencies.get(fieldname, text)
        if found is None:
            # A field an index built before it lacks (name_en_only) holds nothing.
            in_schema = fieldname in searcher.schema
            found = doc_frequency(searcher, fieldname, text) if in_schema else 0
            cache.frequencies.put(fieldname, text, found)
        return found

    return count


def field_vocabulary(searcher: Searcher, field_name: str) -> frozenset[str]:
    """Every word of a small field (a few thousand concept keys), read once per searcher: a
    question's hundreds of candidate keys are then looked up in memory, not in each segment."""
    cache = searcher_cache(searcher)
    found = cache.vocabularies.get(field_name)
    if found is None:
        if field_name in searcher.schema:
            found = frozenset().union(
                *(segment_vocabulary(segment, field_name) for segment in segments_of(searcher))
            )
        else:  # an index built before the field existed
            found = frozenset()
        cache.vocabularies[field_name] = found
    return found


def searcher_cache(searcher: Searcher) -> SearcherCache:
    with _caches_lock:
        cache = _caches.get(searcher)
        if cache is None:
            cache = _caches[searcher] = SearcherCache()
        return cache


@dataclass
class Reads:
    """The words and prefixes an evaluator looked up, found or not (search.reuse)."""

    words: set[tuple[str, object]] = field(default_factory=set)
    prefixes: set[tuple[str, str]] = field(default_factory=set)


@dataclass
class Work:
    """What one evaluator was charged for: a list costs the same in memory or not."""

    lists: int = 0  # lists read: words, prefixes of rule numbers, phrases
    postings: int = 0  # postings of the words read, and their documents for a prefix
    cost: int = 0  # what the budget counts (see LIST_COST)
    skipped: int = 0  # lists left out: they did not fit in the request's budget
    # Of them, lists of what selects documents (not of words that only rank them): the
    # documents found, and their counts by type, may then miss some that hold the words.
    skipped_selecting: int = 0


# A tree's "most of" (search.query._most_of) asks for two words at least: one common word
# alone selects thousands of texts.
MOST_OF_AT_LEAST = 2


class Evaluator:
    """Matches of query trees made of Term, Prefix, And, Or, AndMaybe and
    ConstantScoreQuery, and phrases (their words' lists, then positions where all of them
    are); any other query is read through its own Whoosh matcher.

    With a `budget`, lists not in memory are read only while `work.cost` stays within it
    (a word read first always is, so that the commonest words are read some time), and a
    phrase dearer than the whole budget is matched as all of its words; without one,
    everything asked is read."""

    def __init__(
        self,
        searcher: Searcher,
        cache: SearcherCache | None = None,
        budget: int | None = None,
        frequency: Callable[[str, object], int] | None = None,
        reads: Reads | None = None,
    ) -> None:
        self.searcher = searcher
        self.reads = reads
        self.size = searcher.doc_count_all()  # document numbers run from 0 to size - 1
        self.cache = cache if cache is not None else searcher_cache(searcher)
        self.budget = budget
        self.work = Work()
        # The lists this evaluator was charged for: a word that selects and ranks too
        # ("creature", in both halves of a question's tree) is paid for once.
        self._paid: set[tuple] = set()
        # How deep the evaluation is in a part whose lists, left out, lose no document found:
        # the ranking half of an AndMaybe, the excluded half of an AndNot (Work.skipped_selecting).
        self._ranking_only = 0
        self._matches_read: dict[tuple, Matches] = {}
        # How many documents hold a word (the searcher's doc_frequency, remembered).
        self.frequency = frequency or document_counts(searcher, self.cache)

    def matches(self, query: Query) -> Matches:
        kind = type(query)
        if kind is Term:
            return self._term(query.fieldname, query.text).scaled(query.boost)
        if kind is AndMaybe:
            required = self.matches(query.a)
            if not len(required):  # nothing to rank: the words that only rank are not read
                return required
            with self._losing_no_document():
                return self._and_maybe(required, self.matches(query.b))
        if kind is AndNot:  # a few documents left out ("name_en_only": search.query)
            found = self.matches(query.a)
            if not len(found):
                return found
            # A list of what is left out, itself left out, loses no document found.
            with self._losing_no_document():
                left_out = np.isin(found.docnums, self.matches(query.b).docnums)
            return Matches(found.docnums[~left_out], found.scores[~left_out])
        if kind is ConstantScoreQuery:
            found = self.matches(query.child)
            return Matches(found.docnums, np.full(len(found), float(query.score)))
        if kind in (And, Or):
            return self._compound(query)
        if kind is DisjunctionMax:  # its tiebreak is not used (Whoosh's matcher ignores it)
            return self._best_of([self.matches(sub) for sub in query.subqueries]).scaled(
                query.boost
            )
        if kind is Prefix and query.constantscore:
            return self._prefix(query)
        return self._other(query)

    @contextmanager
    def _losing_no_document(self):
        """Evaluating a part whose lists, left out by the budget, lose no document found."""
        self._ranking_only += 1
        try:
            yield
        finally:
            self._ranking_only -= 1

    def restricted(self, found: Matches, allowed: Matches) -> Matches:
        """`found` within the documents of `allowed`, scores unchanged: a filter."""
        keep = np.isin(found.docnums, allowed.docnums)
        return Matches(found.docnums[keep], found.scores[keep])

    def boosted(self, found: Matches, favoured: Matches, factor: float) -> Matches:
        """`found`, the scores of those among `favoured` multiplied by `factor`."""
        favour = np.isin(found.docnums, favoured.docnums)
        return Matches(found.docnums, np.where(favour, found.scores * factor, found.scores))

    def counts_by_word(self, found: Matches, fieldname: str, words: tuple) -> dict:
        """How many of `found` hold each of `words` in `fieldname`, a field of one word a
        document (the type): one count over the matches instead of a filter per word. The
        words' lists are read whole, as filters are."""
        key = (fieldname, words)
        groups = self.cache.groups.get(key)
        if groups is None:
            groups = np.full(self.size, len(words), dtype=np.int16)  # len(words): none
            for place, word in enumerate(words):
                groups[
                    Evaluator(self.searcher, self.cache).matches(Term(fieldname, word)).docnums
                ] = place
            groups.setflags(write=False)
            groups = self.cache.groups[key] = groups
        counts = np.bincount(groups[found.docnums], minlength=len(words) + 1)
        return {word: int(count) for word, count in zip(words, counts, strict=False)}

    def tie_order(self) -> np.ndarray:
        """Each document's place among equal scores (search.documents.tie_order)."""
        if self.cache.tie_order is None:
            self.cache.tie_order = self._read_tie_order()
        return self.cache.tie_order

    def _read_tie_order(self) -> np.ndarray:
        if "tie_order" not in self.searcher.schema:  # an index built before the column existed
            return np.arange(self.size, dtype=np.uint64)
        return column_values(self.searcher, "tie_order")

    def _compound(self, query: And | Or) -> Matches:
        if not query.subqueries:
            return NO_MATCHES  # as Whoosh: an empty And or Or matches nothing
        if len(query.subqueries) == 1:
            return self.matches(query.subqueries[0])  # Whoosh ignores the boost of one query
        if type(query) is And:
            if self._words_of_which_one_is_absent(query.subqueries):
                return NO_MATCHES
            parts = [self.matches(sub) for sub in query.subqueries]
            return self._at_least(parts, len(parts)).scaled(query.boost)
        if query.minmatch <= 1:
            return self._union([self.matches(sub) for sub in query.subqueries]).scaled(query.boost)
        return self._most_of(query.subqueries, query.minmatch).scaled(query.boost)

    def _words_of_which_one_is_absent(self, subqueries: list[Query]) -> bool:
        """Whether `subqueries` are words, one of which no document holds: together they match
        nothing ("tempt" and "mahyem", as typed, looked for together in the names), and the
        other words' lists need not be read. They are charged all the same, as reading them
        would be: the rest of the tree gets the budget it had, and the question the answer it
        had (the words left for the budget decide which lists rank)."""
        if not all(type(sub) is Term for sub in subqueries):
            return False
        if all(self.frequency(sub.fieldname, sub.text) for sub in subqueries):
            return False
        for sub in subqueries:
            self._charge((sub.fieldname, sub.text))
        return True

    def _most_of(self, subqueries: list[Query], needed: int) -> Matches:
        """The documents holding `needed` of the parts ("a copy of a spell … cast": 3 of
        4), read from the rarest word up. The words the request's budget leaves out are left
        out of the condition, not the whole question: a document must then hold the words
        read, up to `needed` ("destroy target creature you control": 35,816 texts say
        "creature", which does not fit after the other words)."""
        by_size = sorted(
            subqueries,
            key=lambda sub: self.frequency(sub.fieldname, sub.text) if type(sub) is Term else 0,
        )
        parts = []
        for sub in by_size:
            skipped = self.work.skipped
            found = self.matches(sub)
            if self.work.skipped == skipped or len(found):  # read, not left out
                parts.append(found)
        if not parts:
            return NO_MATCHES
        # Each word left out may be one the document holds: the words read must make up the
        # rest, two at least ("what happens if a creature has 0 toughness": 704.5f holds
        # toughness and 0, and "if" and "creature", whose lists did not fit).
        needed_of_those_read = max(needed - (len(subqueries) - len(parts)), MOST_OF_AT_LEAST)
        return self._at_least(parts, min(needed_of_those_read, len(parts)))

    def _term(self, fieldname: str, text) -> Matches:
        key = (fieldname, text)
        if not self._charge(key):
            return NO_MATCHES
        return self._word(fieldname, text)

    def _word(self, fieldname: str, text) -> Matches:
        """A word's documents and scores, read once per searcher, charged or not."""
        key = (fieldname, text)
        found = self._matches_read.get(key)
        if found is None:
            found = self.cache.get(key)
            if found is None:
                found = self._read_term(fieldname, text)
                self.cache.put(key, found)
            self._matches_read[key] = found
        return found

    def _charge(self, key: tuple) -> bool:
        """Whether a word's list may be used: it is paid for once a request, if the budget
        affords it. A word in no document is free and matches nothing."""
        if self.reads is not None:
            self.reads.words.add(key)
        if key in self._paid:
            return True
        size = self.frequency(*key)
        if not size:
            return False  # not kept with the lists: see SearcherCache.frequencies
        if not self._affords(size + LIST_COST, postings=size, may_overrun=True):
            return False
        self._paid.add(key)
        return True

    def _prefix(self, query: Prefix) -> Matches:
        """Documents holding a word that starts with the prefix, each scoring the boost: the
        meaning of Whoosh's constant-score prefix query, whose matchers give 1 or the boost
        depending on how many words it expands to and how the collector prunes them.
        "cr 702" expands to some 800 rule numbers, each in one document, whose number the
        term's statistics give without reading its postings: kept whole.
        """
        key = ("prefix", query.fieldname, query.text)
        if self.reads is not None:
            self.reads.prefixes.add((query.fieldname, query.text))
        found = self.cache.get(key)
        if found is not None:
            cost, postings = self.cache.prefix_costs[key]
            return found.scaled(query.boost) if self._affords(cost, postings) else NO_MATCHES
        if self.cache.frequencies.get(("prefix", query.fieldname), query.text) == 0:
            return NO_MATCHES
        prefix = self.searcher.schema[query.fieldname].to_bytes(query.text)
        words = [
            (reader, offset, word, info)
            for reader, offset in self._leaf_readers()
            if _may_start_a_word(reader, query.fieldname, prefix)
            for word, info in reader.iter_prefix(query.fieldname, query.text)
        ]
        if not words:  # no such rule: remembered apart, as words in no document are
            self.cache.frequencies.put(("prefix", query.fieldname), query.text, 0)
            return NO_MATCHES
        postings = sum(info.doc_frequency() for *_, info in words)
        many = sum(info.doc_frequency() for *_, info in words if info.doc_frequency() > 1)
        cost = LIST_COST + PREFIX_WORD_COST * len(words) + many
        if not self._affords(cost, postings):
            return NO_MATCHES
        docnums: list[int] = []
        for reader, offset, word, info in words:
            if info.doc_frequency() == 1:
                ids = [info.min_id()]
            else:
                ids = list(reader.postings(query.fieldname, word).all_ids())
            docnums.extend(offset + docnum for docnum in ids if not _is_deleted(reader, docnum))
        unique = np.unique(np.array(docnums, dtype=np.int32))
        found = Matches(unique, np.ones(len(unique)))
        self.cache.put(key, found)
        self.cache.prefix_costs[key] = (cost, postings)
        return found.scaled(query.boost)

    def _other(self, query: Query) -> Matches:
        """A phrase, or any other query, read once per searcher (Whoosh queries compare and
        hash by value): a phrase through its words and pairs (_phrase), the others through
        their Whoosh matcher."""
        key = ("query", query)
        terms = list(query.iter_all_terms())
        if self.reads is not None:
            self.reads.words.update(terms)
        sizes = [self.frequency(fieldname, text) for fieldname, text in terms]
        is_phrase = type(query) is Phrase
        pairs = self._pairs_of(query) if is_phrase else None
        pair_sizes = pairs and [self.frequency(pair.fieldname, pair.text) for pair in pairs]
        cost = _phrase_cost(sizes, pair_sizes)
        if is_phrase and self.budget is not None and cost > self.budget:
            # Its positions would cost more than a request may read, whatever else it asks:
            # matched as all of its pairs (or words), rarest first, those that do not fit
            # left out of the condition.
            parts = pairs or [Term(query.fieldname, word) for word in query.words]
            return self._most_of(parts, len(parts)).scaled(query.boost)
        if not self._affords(cost, postings=sum(sizes), lists=len(terms)):
            return NO_MATCHES
        found = self.cache.get(key)
        if found is None:
            if is_phrase and keeps_per_segment(self.searcher):
                found = self._phrase(query, pairs)
            else:
                found = self._read(query)
            self.cache.put(key, found)
        return found

    def _phrase(self, query: Phrase, pairs: list[Term] | None) -> Matches:
        """The documents holding the phrase's words one right after the other, each scored
        as Whoosh's phrase matcher scores it: the sum of its words' scores, times the boost.

        Whoosh's matcher walks the words' lists together in Python, posting by posting, and
        reads positions as it goes: "can't target itself" (8,488, 15,616 and 1,116 texts)
        took 22-29 ms the first time. Here the texts holding every word and every pair of
        neighbouring words come from their lists (in memory after the warm-up: 33 texts hold
        the three words, 12 both pairs, and all 12 the phrase); two words are their pair, and
        a longer phrase reads positions in the texts holding all of its pairs only."""
        words = [self._word(query.fieldname, word) for word in query.words]
        together = self._at_least(words, len(words))
        if pairs and len(together):
            found = [self._word(pair.fieldname, pair.text) for pair in pairs]
            together = self.restricted(together, self._at_least(found, len(found)))
        if not len(together):
            return NO_MATCHES
        if pairs and len(pairs) == 1:
            return together.scaled(query.boost)  # two words: their pair is the phrase
        sizes = [len(found) for found in words]
        in_order = _in_order(
            self._leaf_readers(), query.fieldname, query.words, together.docnums, sizes
        )
        return Matches(together.docnums[in_order], together.scores[in_order]).scaled(query.boost)

    def _pairs_of(self, query: Phrase) -> list[Term] | None:
        """The pairs of neighbouring words of a phrase of two words or more, in its text's
        field of pairs; None where the index has none (one built before pairs were kept)."""
        pairs_field = PAIRS_OF_TEXT.get(query.fieldname)
        if len(query.words) < 2 or pairs_field not in self.searcher.schema:
            return None
        words = query.words
        return [Term(pairs_field, f"{a} {b}") for a, b in zip(words, words[1:], strict=False)]

    def _affords(self, cost: int, postings: int, lists: int = 1, may_overrun: bool = False) -> bool:
        """Whether the request may read this much more; counts it in `work` if so. A word
        may overrun the budget when nothing was read before it."""
        over = self.budget is not None and self.work.cost + cost > self.budget
        if over and not (may_overrun and self.work.cost == 0):
            self.work.skipped += 1
            self.work.skipped_selecting += not self._ranking_only
            return False
        self.work.lists += lists
        self.work.postings += postings
        self.work.cost += cost
        return True

    def _leaf_readers(self) -> list[tuple[IndexReader, int]]:
        return [(leaf.reader(), offset) for leaf, offset in self.searcher.leaf_searchers()]

    def _read_term(self, fieldname: str, text) -> Matches:
        """One word's documents and BM25F scores, from the lists kept per segment."""
        if not keeps_per_segment(self.searcher):
            return self._read(Term(fieldname, text))
        docnums, scores = term_postings(self.searcher, fieldname, text, self.cache.alive)
        return Matches(docnums, scores) if len(docnums) else NO_MATCHES

    def _read(self, query: Query) -> Matches:
        """Every document the query's Whoosh matcher finds, with the score it gives."""
        matcher = query.matcher(self.searcher, self.searcher.context())
        docnums, scores = array("i"), array("d")
        while matcher.is_active():
            docnums.append(matcher.id())
            scores.append(matcher.score())
            matcher.next()
        if not docnums:
            return NO_MATCHES
        return Matches(np.frombuffer(docnums, dtype=np.int32), np.frombuffer(scores))

    def _union(self, parts: list[Matches]) -> Matches:
        parts = [part for part in parts if len(part)]
        if len(parts) <= 1:
            return parts[0] if parts else NO_MATCHES
        total = np.zeros(self.size)
        found = np.zeros(self.size, dtype=bool)
        for part in parts:
            total[part.docnums] += part.scores
            found[part.docnums] = True
        docnums = np.flatnonzero(found).astype(np.int32)
        return Matches(docnums, total[docnums])

    def _best_of(self, parts: list[Matches]) -> Matches:
        """The documents of any part, each scored by its best part."""
        best = np.zeros(self.size)
        found = np.zeros(self.size, dtype=bool)
        for part in parts:
            best[part.docnums] = np.maximum(best[part.docnums], part.scores)
            found[part.docnums] = True
        docnums = np.flatnonzero(found).astype(np.int32)
        return Matches(docnums, best[docnums])

    def _at_least(self, parts: list[Matches], needed: int) -> Matches:
        """The documents found by `needed` of the parts or more (all of them: an And)."""
        if sum(len(part) > 0 for part in parts) < needed:
            return NO_MATCHES
        total = np.zeros(self.size)
        count = np.zeros(self.size, dtype=np.int32)
        for part in parts:
            total[part.docnums] += part.scores
            count[part.docnums] += 1
        docnums = np.flatnonzero(count >= needed).astype(np.int32)
        return Matches(docnums, total[docnums])

    def _and_maybe(self, required: Matches, optional: Matches) -> Matches:
        if not len(required) or not len(optional):
            return required
        bonus = np.zeros(self.size)
        bonus[optional.docnums] = optional.scores
        return Matches(required.docnums, required.scores + bonus[required.docnums])


def _phrase_cost(sizes: list[int], pair_sizes: list[int] | None) -> int:
    """What a phrase whose words are in `sizes` documents, and its pairs of neighbouring
    words in `pair_sizes` (None: no pairs kept), may cost: opening its lists, reading its
    pairs', and the blocks of positions it may unpickle, at most one a document holding its
    rarest word or pair. Two words need no positions: their pair is the phrase."""
    if pair_sizes is None:
        return LIST_COST * len(sizes) + _positions_cost(sizes, min(sizes, default=0))
    cost = LIST_COST * (len(sizes) + len(pair_sizes)) + sum(pair_sizes)
    if len(sizes) <= 2:
        return cost
    return cost + _positions_cost(sizes, min(pair_sizes))


def _positions_cost(sizes: list[int], candidates: int) -> int:
    """Reading the positions of words in `sizes` documents for at most `candidates`
    documents: the blocks they fill, and each word's positions in each document."""
    blocks = sum(min(candidates, -(-size // POSTINGS_PER_BLOCK)) for size in sizes)
    return POSITIONS_BLOCK_COST * blocks + POSITIONS_COST * len(sizes) * candidates


def _in_order(
    leaf_readers: list[tuple[IndexReader, int]],
    fieldname: str,
    words: list,
    docnums: np.ndarray,
    sizes: list[int],
) -> np.ndarray:
    """Which of `docnums` (sorted, each holding every word) hold the words at consecutive
    positions: Whoosh's phrase, slop 1. A block's positions cost some 100 µs to unpickle, and
    a common word's documents fill many blocks: the rarest words' positions are read first,
    and each next word's only in the documents still in the running."""
    keep = np.zeros(len(docnums), dtype=bool)
    rarest_first = sorted(range(len(words)), key=sizes.__getitem__)
    for reader, offset in leaf_readers:
        first, stop = np.searchsorted(docnums, [offset, offset + reader.doc_count_all()])
        if first == stop:
            continue
        to_bytes = reader.schema[fieldname].to_bytes
        # Each document's possible starts of the phrase, narrowed word by word.
        starts: dict[int, set[int]] | None = None
        running = (docnums[first:stop] - offset).tolist()
        for place in rarest_first:
            positions = word_positions(reader, fieldname, to_bytes(words[place]), running)
            found = {docnum: {at - place for at in held} for docnum, held in positions.items()}
            if starts is not None:
                found = {docnum: found[docnum] & starts[docnum] for docnum in running}
            starts = {docnum: held for docnum, held in found.items() if held}
            running = sorted(starts)
            if not running:
                break
        keep[first:stop] = np.isin(docnums[first:stop] - offset, running)
    return keep


_lexicons: OrderedDict[tuple, tuple[bytes, ...] | None] = OrderedDict()
_lexicons_lock = threading.Lock()


def _may_start_a_word(reader: IndexReader, fieldname: str, prefix: bytes) -> bool:
    """False when no word of `fieldname` in this segment starts with `prefix`, as its kept
    list of words says; True when it may (or the segment's list is not kept)."""
    if fieldname not in LEXICON_FIELDS:
        return True
    words = _segment_lexicon(reader, fieldname)
    if words is None:
        return True
    at = bisect_left(words, prefix)
    return at < len(words) and words[at].startswith(prefix)


def read_segment_lexicons(searcher: Searcher, fieldname: str) -> int:
    """Read the sorted words of `fieldname` in every segment (a worker's warm-up: on the full
    data the 3,318 rule numbers take about 12 ms to read, which the first question with a
    rule number would otherwise pay). Returns the words kept."""
    kept = (_segment_lexicon(reader, fieldname) for reader, _ in searcher.reader().leaf_readers())
    return sum(len(words or ()) for words in kept)


def _segment_lexicon(reader: IndexReader, fieldname: str) -> tuple[bytes, ...] | None:
    """The sorted words of `fieldname` in one segment, read once per process (a segment never
    changes its words); None for a field of more than LEXICON_WORDS_LIMIT words."""
    if not hasattr(reader, "segment"):
        return None
    key = (reader.segment().segment_id(), fieldname)
    with _lexicons_lock:
        if key in _lexicons:
            _lexicons.move_to_end(key)
            return _lexicons[key]
    words = tuple(islice(reader.lexicon(fieldname), LEXICON_WORDS_LIMIT + 1))
    kept = words if len(words) <= LEXICON_WORDS_LIMIT else None
    with _lexicons_lock:
        _lexicons[key] = kept
        while len(_lexicons) > LEXICONS_KEPT:
            _lexicons.popitem(last=False)
    return kept


def _is_deleted(reader: IndexReader, docnum: int) -> bool:
    return reader.has_deletions() and reader.is_deleted(docnum)
