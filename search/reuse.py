"""A page of results kept for the next visitor asking the same thing, for as long as no edit
since could change it.

Every save gives the index a new generation, and each worker a new searcher: with an editor
saving once a second, no page was ever found again under the searcher that computed it, and
each search was computed anew (the load benchmark's mixed run: bench/load.py --edits 1).

What a search finds depends on the lists of the words it read (search.evaluation records
them: Reads) and on the documents it found; an edit writes the object's new version in a new
segment and marks the old one deleted in its own. Under the searcher a page was computed or
last checked under, it holds (kept_under). Under a later one (kept_results), it still holds
when:
- the query is planned exactly as before (the plan reads word counts, spellings and the
  terminology: it is made again and compared);
- the segments it was computed on are all still there, at the same place in the document
  numbering (a merge of small segments renumbers their documents);
- no document deleted since, nor in a segment that went away, is among those it found;
- no document added since holds a word it read: each new segment is an edit's (a few
  documents, whose words search.postings lists at once), or the page is computed anew.

The words of the "type" field are left out of the last rule: every document holds one, and
a search only ever intersects their lists with what its words found (the type filter and
counts, rules brought forward, glossary entries' citations).

What may differ from a page computed anew: scores, by the BM25 statistics of the documents
added since (their number and lengths). A page is computed anew once the index has grown by
MAX_GROWTH since (73 documents on the full data), so no score moves by more than about a
tenth of a percent: only results that scored the same to three decimals may swap. No text,
count or document is ever older than the index.
"""

import hashlib
import pickle
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass, replace

import numpy as np
from whoosh.searching import Searcher

from .answer_versions import answer_version
from .evaluation import Reads
from .postings import Segment, segments_of
from .results import SearchResults

# Pages kept per process, and the found documents they may hold in all (4 bytes each).
KEPT_PAGES = 2_000
KEPT_DOCUMENTS = 4_000_000
RENDERED_BYTES = 16 * 1024 * 1024  # search pages kept as rendered
# A search only ever intersects the lists of this field with what its words found.
INTERSECTED_ONLY = "type"
# The share of documents added since a page was computed past which it is computed anew.
MAX_GROWTH = 0.001


@dataclass(frozen=True, slots=True)
class SegmentState:
    id: str | None
    offset: int
    deleted: frozenset[int]


@dataclass(frozen=True, slots=True)
class KeptPage:
    plan: bytes  # search.query.PlannedQuery, as plan_key() digests it
    terminology: object  # the French terminology the plan read, compared by identity
    results: SearchResults
    documents: int  # in the index it was computed on, deleted ones included
    found: np.ndarray  # the documents found, increasing
    # (field, word) read, "type" left out, and the prefixes: only ever gone through, and
    # tuples, which the garbage collector stops tracking (sets it walks at each collection).
    words: tuple[tuple[str, object], ...]
    prefixes: tuple[tuple[str, str], ...]
    segments: tuple[SegmentState, ...]
    searcher: weakref.ref  # the searcher it was computed, or last checked, under


class LeastRecentlyUsed:
    """The least recently used entries, bounded in number and in their total size."""

    def __init__(self, size_of, total: int, entries: int | None = None) -> None:
        self.size_of, self.total, self.entries = size_of, total, entries
        self.held = 0
        self.found_again = 0  # entries served again, for tests and benchmarks
        self._entries: OrderedDict[tuple, object] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple):
        with self._lock:
            found = self._entries.get(key)
            if found is not None:  # used now: the last to be dropped
                self._entries.move_to_end(key)
            return found

    def put(self, key: tuple, value) -> None:
        if self.size_of(value) > self.total:
            return
        with self._lock:
            if (old := self._entries.pop(key, None)) is not None:
                self.held -= self.size_of(old)
            self._entries[key] = value
            self.held += self.size_of(value)
            while self._over():
                _, dropped = self._entries.popitem(last=False)
                self.held -= self.size_of(dropped)

    def _over(self) -> bool:
        too_many = self.entries is not None and len(self._entries) > self.entries
        return too_many or self.held > self.total

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.held = 0


kept_pages = LeastRecentlyUsed(lambda page: len(page.found), KEPT_DOCUMENTS, KEPT_PAGES)


def keep(
    key: tuple, planned, terminology, results: SearchResults, found, reads: Reads, searcher
) -> None:
    """Keep a page computed under `searcher`. One that offers a "did you mean", or found
    nothing (and may offer one), is served again under this searcher only (_for_this_searcher):
    the names a suggestion is read from are no lists the page records."""
    words = tuple(word for word in reads.words if word[0] != INTERSECTED_ONLY)
    prefixes = tuple(reads.prefixes)
    documents = searcher.doc_count_all()
    page = KeptPage(
        plan_key(planned),
        terminology,
        results,
        documents,
        found,
        words,
        prefixes,
        states(searcher),
        weakref.ref(searcher),
    )
    kept_pages.put(key, page)


def kept_under(key: tuple, terminology, searcher: Searcher) -> SearchResults | None:
    """The page kept under `key` if it was computed, or checked, under this very searcher
    (no edit since) with the same terminology: served without planning the query again."""
    page = kept_pages.get(key)
    if page is None or page.searcher() is not searcher or page.terminology is not terminology:
        return None
    kept_pages.found_again += 1
    return page.results


def kept_results(key: tuple, planned, terminology, searcher: Searcher) -> SearchResults | None:
    """The page kept under `key`, if it was planned the same and holds under `searcher`."""
    page = kept_pages.get(key)
    if page is None or _for_this_searcher(page) or page.plan != plan_key(planned):
        return None
    # The terminology is read again every few minutes: the same terms, in another dictionary.
    if page.terminology is not terminology and page.terminology != terminology:
        return None
    if searcher.doc_count_all() > page.documents * (1 + MAX_GROWTH):
        return None
    now = states(searcher)
    if now != page.segments or page.terminology is not terminology:
        if not _still_true(page, now, segments_of(searcher)):
            return None
        # Checked up to now: the next request checks only the edits made after this one.
        checked = {"terminology": terminology, "segments": now}
        kept_pages.put(key, replace(page, **checked, searcher=weakref.ref(searcher)))
    elif page.searcher() is not searcher:
        kept_pages.put(key, replace(page, searcher=weakref.ref(searcher)))
    kept_pages.found_again += 1
    return page.results


def _for_this_searcher(page: KeptPage) -> bool:
    """Whether a page holds only under the searcher it was computed under: its "did you mean"
    reads the vocabulary of the names, which an edit may change without touching a word the
    page read (a card renamed near a typo). Asked again before any edit, a typo-filled query
    costs nothing; after one, it is computed anew."""
    return page.results.suggestion is not None or not page.results.total


def plan_key(planned) -> bytes:
    """A digest of a plan (search.query.PlannedQuery: query trees, terms): plans with the
    same digest are the same, value for value. Kept for each of thousands of pages, the plans
    themselves were nine in ten of the objects a worker's full garbage collections walk (a
    pause of 70 ms after 3,000 hostile queries, 8 ms with no page kept); a bytes object is
    none of them. Pickled, which writes every value (Whoosh's repr leaves out an Or's minmatch), in
    0.1 ms for a long question; a plan made twice the same way pickles the same."""
    return hashlib.blake2b(pickle.dumps(planned, protocol=5), digest_size=16).digest()


def _still_true(
    page: KeptPage, now: tuple[SegmentState, ...], segments: tuple[Segment, ...]
) -> bool:
    kept = 0  # the segments still there, at the same place
    while (
        kept < min(len(now), len(page.segments))
        and now[kept].id == page.segments[kept].id
        and now[kept].offset == page.segments[kept].offset
    ):
        kept += 1
    # Segments merged away: their documents were renumbered.
    if (
        kept < len(page.segments)
        and len(page.found)
        and page.found[-1] >= page.segments[kept].offset
    ):
        return False
    gone = [
        np.fromiter(deleted, dtype=np.int64, count=len(deleted)) + before.offset
        for before, after in zip(page.segments[:kept], now[:kept], strict=True)
        if (deleted := after.deleted - before.deleted)
    ]
    if gone and _any_found(page.found, np.concatenate(gone)):
        return False
    return all(_holds_none(page, segment) for segment in segments[kept:])


def _any_found(found: np.ndarray, documents: np.ndarray) -> bool:
    places = np.searchsorted(found, documents)
    inside = places < len(found)
    return bool(np.any(found[places[inside]] == documents[inside]))


def _holds_none(page: KeptPage, segment: Segment) -> bool:
    """Whether a new segment holds none of the words the page read. Only an edit's small
    segment has its words listed; a larger one (a merge, a bulk write) is taken to hold them."""
    counts = segment.small_counts
    if counts is None:
        return False
    if any(word in counts.get(field, ()) for field, word in page.words):
        return False
    return not any(
        str(word).startswith(prefix)
        for field, prefix in page.prefixes
        for word in counts.get(field, ())
    )


_states: "weakref.WeakKeyDictionary[Searcher, tuple[SegmentState, ...]]" = (
    weakref.WeakKeyDictionary()
)
_states_lock = threading.Lock()


def states(searcher: Searcher) -> tuple[SegmentState, ...]:
    """Each segment's id, place and deleted documents, listed once per searcher: the pages
    kept under one searcher share them (each is an object the garbage collector walks)."""
    with _states_lock:
        found = _states.get(searcher)
        if found is None:
            found = _states[searcher] = tuple(
                SegmentState(segment.id, segment.offset, _deleted(segment))
                for segment in segments_of(searcher)
            )
        return found


def _deleted(segment: Segment) -> frozenset[int]:
    return getattr(segment.reader, "deleted_docs_set", frozenset())  # none in an empty index


@dataclass(frozen=True, slots=True)
class RenderedPage:
    """A search page as rendered, with what it was rendered from."""

    results: SearchResults  # the very object it shows: found again only with it
    answer: tuple  # the answer panel's object and version
    content: bytes
    status: int


# Search pages as rendered, each with the results it shows.
rendered_pages = LeastRecentlyUsed(lambda page: len(page.content), RENDERED_BYTES)


def rendered_again(key: tuple, results: SearchResults, answer: tuple) -> RenderedPage | None:
    """The page rendered for the very results found again (kept_results gives the same
    object) with an answer panel of the same version: the same page, which rendering again
    cost a third of the request."""
    page = rendered_pages.get(key)
    if page is None or page.results is not results or page.answer != answer:
        return None
    rendered_pages.found_again += 1
    return page


# The answer panels of results found again, by the results object (search.services), each
# with the version of its object (search.answer_versions), read again when they are: an edit
# to the object, or to any keyword, rule or glossary entry, finds the answer anew (a keyword
# renamed is no longer named by the question). Results narrowed to some rulings (by source
# or year) may leave a named card out of what they found: their answers are found anew.
_answers: dict[int, tuple["_ResultsReference", object, str | None]] = {}


def answered_again(results: SearchResults, filters, answer_of) -> tuple[object, str | None]:
    """(answer, its version) for `results`: the answer found once per results object while
    its version stays the same; (None, None) where there is none."""
    key = id(results)
    kept = _answers.get(key)
    reusable = filters.source is None and filters.year is None
    if reusable and kept is not None and kept[0]() is results:
        answer, version = kept[1], kept[2]
        if answer is None or _version_of(answer) == version:
            return answer, version
    answer = answer_of()
    version = _version_of(answer)
    if reusable:
        # Forgotten with the results (before another object can take their id).
        _answers[key] = (_ResultsReference(results, key), answer, version)
    return answer, version


class _ResultsReference(weakref.ref):
    """A reference to results that forgets their answer with them, by one function for all:
    a closure each would be two more objects the garbage collector walks."""

    __slots__ = ("key",)

    def __new__(cls, results: SearchResults, key: int):
        return super().__new__(cls, results, _forget_answer)

    def __init__(self, results: SearchResults, key: int) -> None:
        super().__init__(results, _forget_answer)
        self.key = key


def _forget_answer(reference: _ResultsReference) -> None:
    _answers.pop(reference.key, None)


def _version_of(answer) -> str | None:
    """Read before anything the panel shows: an edit committed later is never cached as
    older."""
    return None if answer is None else answer_version(answer.kind, answer.obj.pk)
