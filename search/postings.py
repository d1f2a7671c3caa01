"""Posting lists kept per index segment, so that an edit does not make every worker read them
again.

An edit commits a small segment holding the new version of a document, and marks the old
version deleted in the segment that held it; the large segments of a rebuild stay as they were.
So what a segment's posting list held when it was first read is still true after any number of
edits, except for the documents deleted since (Whoosh never undeletes a document in a segment,
and merged segments get new ids). Each list is read once per process, keyed by the segment's id,
as Whoosh gave it then (deleted documents already left out) with each posting's weight and the
document's field length; every searcher then leaves out the documents deleted since and scores
the rest with BM25F over the statistics of the whole index as they are now, as Whoosh's own
matchers do (whoosh.scoring.BM25FScorer: global idf and average field length, the document's
own length).

Before this, each edit gave each worker a new searcher with an empty cache, and its next
questions read again the long lists of common words (up to 150 ms for "creature"): with an
editor saving every second, the site served a tenth of its usual load.
"""

import pickle
import threading
import weakref
import zlib
from array import array
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from math import log
from typing import TypeVar

import numpy as np
from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher
from whoosh.matching.wrappers import FilterMatcher
from whoosh.scoring import BM25F
from whoosh.searching import Searcher
from whoosh.util.numeric import byte_to_length

T = TypeVar("T")

# About 20 bytes a posting (document number, weight, field length): some 80 MB per process,
# most of it read by gunicorn's master before it forks, and shared (search.services.warm_up).
KEPT_POSTINGS_LIMIT = 4_000_000
ENTRY_COST = 16  # postings' worth: a key, its arrays and their bookkeeping


@dataclass(frozen=True, slots=True)
class SegmentPostings:
    """A word's postings in one segment, as read: local document numbers, weights, lengths."""

    docnums: np.ndarray  # int32, increasing
    weights: np.ndarray  # float64
    lengths: np.ndarray  # float64: the document's length in the field, as Whoosh decodes it

    def __len__(self) -> int:
        return len(self.docnums)


@dataclass(frozen=True, slots=True)
class SegmentColumn:
    """A numeric column of one segment, every document's value in document order."""

    values: np.ndarray  # uint64

    def __len__(self) -> int:
        return len(self.values)


class SegmentPostingsCache:
    """The least recently used lists of every segment this process has read, bounded by their
    total postings. Shared by the threads of a process and by its successive searchers."""

    def __init__(self, limit: int = KEPT_POSTINGS_LIMIT) -> None:
        self.limit = limit
        self.postings = 0
        self.reads = 0  # lists read from disk, for tests and benchmarks
        self._entries: OrderedDict[tuple, tuple] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple):
        with self._lock:
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
        return _unpacked(found)

    def peek(self, key: tuple):
        """What is kept under `key`, without making it the most recently used."""
        with self._lock:
            return _unpacked(self._entries.get(key))

    def put(self, key: tuple, postings: "SegmentPostings | SegmentColumn") -> None:
        cost = len(postings) + ENTRY_COST
        with self._lock:
            self.reads += 1
            if cost > self.limit or key in self._entries:
                return
            self._entries[key] = _packed(postings)
            self.postings += cost
            while self.postings > self.limit:
                _, dropped = self._entries.popitem(last=False)
                self.postings -= len(dropped[1]) + ENTRY_COST

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.postings = 0


# Entries are kept as plain tuples of arrays (the kind's index first), which Python's garbage
# collector stops tracking: tens of thousands of kept lists would otherwise lengthen every full
# collection, a pause of the request it falls in.
_KINDS = (SegmentPostings, SegmentColumn)


def _packed(kept: "SegmentPostings | SegmentColumn") -> tuple:
    kind = _KINDS.index(type(kept))
    return (kind, *(getattr(kept, name) for name in type(kept).__slots__))


def _unpacked(entry: tuple | None):
    return None if entry is None else _KINDS[entry[0]](*entry[1:])


process_cache = SegmentPostingsCache()


def keeps_per_segment(searcher: Searcher) -> bool:
    """Scores are recomputed here as Whoosh's BM25F computes them, the searchers' default."""
    return type(searcher.weighting) is BM25F


def term_postings(
    searcher: Searcher, fieldname: str, text, alive: "AliveDocuments"
) -> tuple[np.ndarray, np.ndarray]:
    """(document numbers, scores) of a word over the searcher's whole index, from the lists
    kept per segment, read from disk only for segments not seen before."""
    docnums: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    lengths: list[np.ndarray] = []
    for segment in segments_of(searcher):
        if not segment.frequency(fieldname, text):
            continue
        kept = _segment_postings(segment, fieldname, text)
        live = alive.mask(segment)[kept.docnums]
        docnums.append(kept.docnums[live] + segment.offset)
        weights.append(kept.weights[live])
        lengths.append(kept.lengths[live])
    if not docnums:
        return np.zeros(0, dtype=np.int32), np.zeros(0)
    found, weight = np.concatenate(docnums).astype(np.int32), np.concatenate(weights)
    if not searcher.schema[fieldname].scorable:
        return found, weight  # as Whoosh: a field that is not scorable gives the weight alone
    return found, _bm25(searcher, fieldname, text, weight, np.concatenate(lengths))


def _bm25(searcher: Searcher, fieldname: str, text, tf: np.ndarray, fl: np.ndarray) -> np.ndarray:
    """whoosh.scoring.bm25 over arrays, with the statistics Whoosh's BM25FScorer takes (the
    searcher's idf, which it caches, and average field length; the weighting's B and K1), in
    the same order of operations. The scorer itself is not made: its set-up also looks the
    word up again in every segment for a maximum score no one reads here (a fifth of what
    opening a short list cost: 190 µs, now 155)."""
    weighting = searcher.weighting
    # Whoosh's idf (WeightingModel.idf), from the counts kept per segment: Whoosh's own
    # would look the word up again in every segment's term file.
    idf = log(searcher.doc_count_all() / (doc_frequency(searcher, fieldname, text) + 1)) + 1
    avgfl = searcher.avg_field_length(fieldname) or 1
    b, k1 = weighting._field_B.get(fieldname, weighting.B), weighting.K1
    return idf * ((tf * (k1 + 1)) / (tf + k1 * ((1 - b) + b * fl / avgfl)))


def _segment_postings(segment: "Segment", fieldname: str, text) -> SegmentPostings:
    key = (segment.id, fieldname, text)
    kept = process_cache.get(key)
    if kept is None:
        kept = _read(segment.reader, fieldname, text)
        process_cache.put(key, kept)
    return kept


def read_word_counts(searcher: Searcher, fieldnames: tuple[str, ...]) -> int:
    """Count every word of `fieldnames` in each large segment of the searcher, in place of
    the counts of the index read before; returns the words counted. The server's warm-up
    (search.services.warm_up): gunicorn's master counts them once, its workers share them."""
    listed = {}
    for segment in segments_of(searcher):
        if segment.id is None or segment.small_counts is not None:
            continue  # an empty index; a small segment has its counts already
        for fieldname in fieldnames:
            if fieldname in segment.reader.schema:
                listed[segment.id, fieldname] = _field_counts(segment, fieldname)
    _listed_counts.clear()
    _listed_counts.update(listed)
    return sum(map(len, listed.values()))


def _field_counts(segment: "Segment", fieldname: str) -> dict:
    """word -> how many documents of the segment hold it, for every word of the field."""
    from_bytes = segment.reader.schema[fieldname].from_bytes
    return {
        from_bytes(word): info.doc_frequency()
        for word, info in segment.reader.iter_field(fieldname)
    }


def read_long_lists(
    searcher: Searcher, fieldnames: tuple[str, ...], min_documents: int, budget: int
) -> int:
    """Read into the process's cache every list of `fieldnames` holding more than
    `min_documents` documents, the longest first, up to `budget` postings; returns the
    postings read. The server's warm-up: see search.services.warm_up."""
    wanted = []
    for segment in segments_of(searcher):
        if segment.id is None:
            continue  # an empty index
        for fieldname in fieldnames:
            if fieldname not in segment.reader.schema:
                continue
            counts = _listed_counts.get((segment.id, fieldname)) or _field_counts(
                segment, fieldname
            )
            wanted += [
                (documents, fieldname, word, segment)
                for word, documents in counts.items()
                if documents > min_documents
            ]
    wanted.sort(key=lambda found: found[0], reverse=True)
    postings = 0
    for documents, fieldname, text, segment in wanted:
        if postings + documents > budget:
            break
        postings += len(_segment_postings(segment, fieldname, text))
    return postings


class WordCounts:
    """How many documents hold each word, grouped by field (or any small key): one plain
    dictionary of words and numbers per group, which Python's garbage collector does not
    track. One dictionary keyed by (field, word) tuples, with some hundred thousand counts,
    is walked entry by entry by every full collection, a pause of whichever request it falls
    in. Emptied when it holds `limit` counts."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self._groups: dict[object, dict] = {}

    def get(self, group, word) -> int | None:
        counts = self._groups.get(group)
        return None if counts is None else counts.get(word)

    def put(self, group, word, count: int) -> None:
        if self.size >= self.limit:
            self.clear()
        self._groups.setdefault(group, {})[word] = count
        self.size += 1

    def clear(self) -> None:
        self._groups.clear()
        self.size = 0


# What was read of a segment, kept per process: a segment never changes, so it holds for every
# later searcher over it. An edit opens a new searcher on the same segments and one small new
# one; each question's few hundred counts and look-ups are then answered in memory, not again
# from every segment's term file (which doubled a page's CPU with one edit a second). Each
# cache is emptied when full: words typed at random, segments merged away long ago.
SEGMENT_FREQUENCIES_LIMIT = 100_000
# (large segment, field) -> word -> how many documents
_segment_frequencies = WordCounts(SEGMENT_FREQUENCIES_LIMIT)
# A segment of at most this many documents (what the saves of the last minutes wrote) has all
# its words counted at once: its counts are then never looked up one by one, and an editor's
# saves, each a new segment, do not fill the large segments' counts with their words until the
# large ones are read again from disk.
LISTED_SEGMENT_SIZE = 2_000
_small_segment_counts: dict[str, dict] = {}  # segment: field -> word -> how many documents
# (large segment, field) -> word -> how many documents, every word of the fields the server's
# warm-up counts (read_word_counts): a question's words, most of them new to the process, were
# otherwise each looked up in the segment's term file (some 10 µs each, a long question's
# several hundred about 2 ms), the words in no text of the field included.
_listed_counts: dict[tuple[str, str], dict] = {}
_segment_vocabularies: dict[tuple[str, str], frozenset[str]] = {}  # (segment, field): words
# (segment, field, prefix): the words by length
_segment_prefixes: dict[tuple[str, str, str], dict[int, tuple[str, ...]]] = {}
PREFIXES_KEPT = 20_000  # the full data's two name fields: 576 prefixes of two letters
# (segment, field): the words by their third and fourth letters, then by length
_segment_inner_letters: dict[tuple[str, str], dict[str, dict[int, tuple[str, ...]]]] = {}
INNER_LETTERS_KEPT = 256


def _segment_id(segment_reader) -> str | None:
    """The segment's id; None for an empty index's reader, of which nothing is kept."""
    return segment_reader.segment().segment_id() if hasattr(segment_reader, "segment") else None


def kept_once(cache: dict, key, limit: int, read: Callable[[], T]) -> T:
    """cache[key], read once; past `limit` entries the least recently used goes. Emptied
    whole, as it was, the cache dropped the large segment's entries with the edits' small
    ones every few dozen edits, and its names' initials (search.acronyms) then took 150 ms to
    read again inside a request; a segment merged away is never used again, and goes first."""
    found = cache.pop(key, None)  # put back last: the most recently used
    if found is None:
        found = read()
        while len(cache) >= limit:
            try:
                del cache[next(iter(cache))]
            except (KeyError, RuntimeError, StopIteration):  # another thread changed it
                break
    cache[key] = found
    return found


@dataclass(frozen=True, slots=True)
class Segment:
    """One segment as a searcher sees it: its reader, where its documents start in the
    searcher's numbering, its id, and a small segment's counts of every word."""

    reader: object
    offset: int
    id: str | None  # None for an empty index's reader, of which nothing is kept
    small_counts: dict | None

    def frequency(self, fieldname: str, text) -> int:
        """The segment's doc_frequency (0 when the word is not in it), remembered per process."""
        if self.small_counts is not None:
            return self.small_counts.get(fieldname, {}).get(text, 0)
        if self.id is None:
            return self.reader.doc_frequency(fieldname, text)
        listed = _listed_counts.get((self.id, fieldname))
        if listed is not None:
            return listed.get(text, 0)
        found = _segment_frequencies.get((self.id, fieldname), text)
        if found is None:
            found = self.reader.doc_frequency(fieldname, text)
            _segment_frequencies.put((self.id, fieldname), text, found)
        return found


# Each searcher's segments, listed once: a question asks for hundreds of counts.
_segments: "weakref.WeakKeyDictionary[Searcher, tuple[Segment, ...]]" = weakref.WeakKeyDictionary()
_segments_lock = threading.Lock()


def segments_of(searcher: Searcher) -> tuple[Segment, ...]:
    with _segments_lock:
        found = _segments.get(searcher)
        if found is None:
            found = _segments[searcher] = tuple(
                _segment(segment_reader, offset)
                for segment_reader, offset in searcher.reader().leaf_readers()
            )
        return found


def _segment(segment_reader, offset: int) -> Segment:
    segment_id = _segment_id(segment_reader)
    small = segment_id is not None and segment_reader.doc_count_all() <= LISTED_SEGMENT_SIZE
    counts = (
        kept_once(_small_segment_counts, segment_id, 64, lambda: _every_count(segment_reader))
        if small
        else None
    )
    return Segment(segment_reader, offset, segment_id, counts)


def _every_count(segment_reader) -> dict[str, dict]:
    """field -> word -> how many documents hold it, for every word of a segment (plain
    dictionaries of words and numbers, which the garbage collector does not track)."""
    schema = segment_reader.schema
    counts: dict[str, dict] = {}
    for (fieldname, word), info in segment_reader:
        counts.setdefault(fieldname, {})[schema[fieldname].from_bytes(word)] = info.doc_frequency()
    return counts


def segment_vocabulary(segment: Segment, fieldname: str) -> frozenset[str]:
    """Every word of a small field in one segment, read once per process (after an edit only
    the new segment's words are read); none of a field the index was built without."""

    def read() -> frozenset[str]:
        if fieldname not in segment.reader.schema:
            return frozenset()
        return frozenset(segment.reader.field_terms(fieldname))

    if segment.id is None:
        return read()
    return kept_once(_segment_vocabularies, (segment.id, fieldname), 256, read)


def segment_words_with_prefix(
    segment: Segment, fieldname: str, prefix: str
) -> dict[int, tuple[str, ...]]:
    """The words of a field that start with `prefix` in one segment, by length, listed once
    per process (typos are looked for among the name words of their first two letters)."""
    field = segment.reader.schema[fieldname]

    def read() -> dict[int, tuple[str, ...]]:
        words = sorted(segment.reader.expand_prefix(fieldname, prefix))
        return _by_length(field.from_bytes(word) for word in words)

    if segment.id is None:
        return read()
    return kept_once(_segment_prefixes, (segment.id, fieldname, prefix), PREFIXES_KEPT, read)


def segment_words_by_inner_letters(
    segment: Segment, fieldname: str
) -> dict[str, dict[int, tuple[str, ...]]]:
    """The words of a field in one segment by their third and fourth letters, then by length,
    listed once per process: a typo in a word's first two letters is looked for among the
    name words whose next two letters are the word's (search.spellings.inner_letters)."""

    def read() -> dict[str, dict[int, tuple[str, ...]]]:
        if fieldname not in segment.reader.schema:
            return {}
        by_letters: dict[str, list[str]] = {}
        for text in segment.reader.field_terms(fieldname):  # in the index's order
            if len(text) >= 4:
                by_letters.setdefault(text[2:4], []).append(text)
        return {letters: _by_length(texts) for letters, texts in by_letters.items()}

    if segment.id is None:
        return read()
    key = (segment.id, fieldname)
    return kept_once(_segment_inner_letters, key, INNER_LETTERS_KEPT, read)


def read_words_by_prefix(searcher: Searcher, fieldnames: tuple[str, ...], length: int) -> int:
    """List every word of `fieldnames` in every segment under its first `length` letters, as
    segment_words_with_prefix lists them one prefix at a time, before a question needs them
    (config.warm_up): the first typo looked for in each prefix otherwise reads the term file
    inside a request. Returns the prefixes listed."""
    listed = 0
    for segment in segments_of(searcher):
        if segment.id is None:
            continue
        for fieldname in fieldnames:
            if fieldname not in segment.reader.schema:
                continue
            by_prefix: dict[str, list[str]] = {}
            for text in segment.reader.field_terms(fieldname):  # in the index's order
                if len(text) >= length:
                    by_prefix.setdefault(text[:length], []).append(text)
            for prefix, texts in by_prefix.items():
                key = (segment.id, fieldname, prefix)
                kept_once(_segment_prefixes, key, PREFIXES_KEPT, partial(_by_length, texts))
            listed += len(by_prefix)
    return listed


def _by_length(texts: Iterable[str]) -> dict[int, tuple[str, ...]]:
    """The words grouped by length, in their order: tuples of strings, which Python's garbage
    collector stops tracking."""
    by_length: dict[int, list[str]] = {}
    for text in texts:
        by_length.setdefault(len(text), []).append(text)
    return {length: tuple(group) for length, group in by_length.items()}


def doc_frequency(searcher: Searcher, fieldname: str, text) -> int:
    """The searcher's doc_frequency, as Whoosh sums it over the segments (deleted documents
    included), from the counts kept per segment."""
    return sum(segment.frequency(fieldname, text) for segment in segments_of(searcher))


def forget_segment_frequencies() -> None:
    """Forget the counts (tests and benchmarks measure reading with nothing kept)."""
    _segment_frequencies.clear()
    _small_segment_counts.clear()
    _segment_prefixes.clear()
    _segment_inner_letters.clear()
    _segment_length_bytes.clear()
    _listed_counts.clear()
    with _segments_lock:
        _segments.clear()


def _leaf_of(matcher):
    """The matcher of the list itself, under the one that leaves out deleted documents."""
    return matcher.child if type(matcher) is FilterMatcher else matcher


def _read(segment_reader, fieldname: str, text) -> SegmentPostings:
    matcher = segment_reader.postings(fieldname, text)
    leaf = _leaf_of(matcher)
    if type(leaf) is W3LeafMatcher:
        if leaf is not matcher:  # the filtering matcher may have moved past deleted documents
            leaf.reset()
        docnums, weights = _read_blocks(leaf, segment_reader)
        lengths = _BYTE_TO_LENGTH[_kept_length_bytes(segment_reader, fieldname)[docnums]]
        kept = SegmentPostings(docnums, weights, lengths)
    else:
        kept = _read_one_by_one(matcher, segment_reader, fieldname)
    for values in (kept.docnums, kept.weights, kept.lengths):
        values.setflags(write=False)  # shared by every later searcher
    return kept


def _read_one_by_one(matcher, segment_reader, fieldname: str) -> SegmentPostings:
    docnums, weights, lengths = array("i"), array("d"), array("d")
    while matcher.is_active():
        docnum = matcher.id()
        docnums.append(docnum)
        weights.append(matcher.weight())
        lengths.append(segment_reader.doc_field_length(docnum, fieldname, 1) or 0)
        matcher.next()
    arrays = [np.frombuffer(values, dtype=values.typecode) for values in (docnums, weights)]
    return SegmentPostings(arrays[0], arrays[1], np.frombuffer(lengths))


def _read_blocks(leaf: W3LeafMatcher, segment_reader) -> tuple[np.ndarray, np.ndarray]:
    """Document numbers and weights of an on-disk list from the leaf's block on (the first
    block: see _read), a block (up to 128 postings) at a time: what the matcher gives one
    posting at a time, without the deleted documents. About ten times faster ("creature",
    36k postings: 15 ms instead of 150)."""
    id_blocks, weight_blocks = [], []
    while leaf.is_active():
        ids, weights = _block_postings(leaf)
        id_blocks.append(ids)
        weight_blocks.append(weights)
        leaf._next_block()
    if not id_blocks:  # every posting deleted (a one-document segment an edit replaced)
        return np.zeros(0, dtype=np.int32), np.zeros(0)
    docnums, weights = np.concatenate(id_blocks), np.concatenate(weight_blocks)
    deleted = segment_reader.deleted_docs_set
    if deleted:
        alive = ~np.isin(docnums, np.fromiter(deleted, dtype=np.int32, count=len(deleted)))
        docnums, weights = docnums[alive], weights[alive]
    return docnums, weights


def word_positions(segment_reader, fieldname: str, word: bytes, docnums: list[int]) -> dict:
    """{document number: the word's positions} for `docnums` of one segment, ascending, each
    holding the word (a phrase's candidates: search.evaluation). Whoosh's skip_to looks at each
    posting of a block up to the one asked, some 60 a document; here the block is found from
    the headers and the posting by bisection."""
    matcher = segment_reader.postings(fieldname, word)
    leaf = _leaf_of(matcher)
    found = {}
    if type(leaf) is not W3LeafMatcher or leaf._byteids:
        for docnum in docnums:
            matcher.skip_to(docnum)
            found[docnum] = matcher.value_as("positions")
        return found
    for docnum in docnums:
        while leaf.is_active() and docnum > leaf.block_max_id():
            leaf._next_block()
        if leaf._ids is None:
            leaf._read_ids()
        leaf._i = bisect_left(leaf._ids, docnum, leaf._i)
        found[docnum] = leaf.value_as("positions")
    return found


# A block's data is the pickled tuple (document number deltas, weights, values). The values
# are each posting's positions, one bytes object each, which pickle's protocol 2 writes as a
# call to _codecs.encode: unpickling them is 95 % of reading a block (about 100 µs of 105),
# and scoring never needs them (a phrase reads the positions of the texts holding all its words
# only: search.evaluation). So the pickle is cut where the values start, and closed after the
# first two: about 5 µs a block. (A block of three postings or fewer writes its values without
# the MARK looked for, and is read whole: its values are few.)
_VALUES_START = b"(c_codecs\nencode\n"  # MARK, then the GLOBAL of the first value
_CLOSE_AS_PAIR = pickle.TUPLE2 + pickle.STOP


def _block_postings(leaf: W3LeafMatcher) -> tuple[np.ndarray, np.ndarray]:
    """The current block's document numbers (int32) and weights (float64)."""
    data = _block_data(leaf)
    pair = None if leaf._byteids else _ids_and_weights(data, leaf._blocklength)
    if pair is not None:
        ids = np.cumsum(np.array(pair[0], dtype=np.int64)).astype(np.int32)
        if ids[-1] == leaf._maxid:  # the block's header agrees: the cut was where it belongs
            return ids, _weights(pair[1], len(ids))
    # Any other layout (lists without positions, blocks of a few postings): Whoosh's own
    # reading, of the data already read.
    leaf._data = pickle.loads(data)
    leaf._read_ids()
    leaf._read_weights()
    return np.array(leaf._ids, dtype=np.int32), np.array(leaf._weights, dtype=np.float64)


def _weights(weights: tuple | float | None, count: int) -> np.ndarray:
    """As Whoosh's _read_weights: each posting's weight, one weight for all, or 1 for all."""
    if weights is None:
        return np.ones(count)
    if type(weights) is float:
        return np.full(count, weights)
    return np.array(weights, dtype=np.float64)


def _block_data(leaf: W3LeafMatcher) -> bytes:
    data = leaf._postfile.get(leaf._dataoffset, leaf._nextoffset - leaf._dataoffset)
    return zlib.decompress(data) if leaf._compression else data


def _ids_and_weights(data: bytes, count: int) -> tuple | None:
    """(deltas, weights) from a block's pickled data, without its values; None where the
    data is not laid out as expected."""
    cut = data.find(_VALUES_START)
    if cut < 0:
        return None
    try:
        pair = pickle.loads(data[:cut] + _CLOSE_AS_PAIR)
    except Exception:  # the bytes looked for were not where the values start
        return None
    if not (type(pair) is tuple and len(pair) == 2 and type(pair[0]) is tuple):
        return None
    deltas, weights = pair
    if len(deltas) != count or not deltas:
        return None
    if type(weights) is tuple:
        return pair if len(weights) == count else None
    return pair if weights is None or type(weights) is float else None


# Whoosh stores a document's length in a field as one byte; this table decodes it.
_BYTE_TO_LENGTH = np.array([byte_to_length(value) for value in range(256)], dtype=np.float64)

# (segment, field) -> every document's length byte in the field: a question reads some hundred
# short lists, and each read the whole column again (70k bytes, a fifth of opening a list of
# a few postings). A segment's lengths never change; the older segments' go first.
_segment_length_bytes: dict[tuple[str, str], np.ndarray] = {}
SEGMENT_LENGTHS_KEPT = 256  # some 30 fields of a few segments


def _kept_length_bytes(segment_reader, fieldname: str) -> np.ndarray:
    """Each document's length byte in the field, read once per segment and process."""
    segment_id = _segment_id(segment_reader)

    def read() -> np.ndarray:
        lengths = _length_bytes(segment_reader, fieldname)
        lengths.setflags(write=False)
        return lengths

    if segment_id is None:
        return read()
    return kept_once(_segment_length_bytes, (segment_id, fieldname), SEGMENT_LENGTHS_KEPT, read)


def _length_bytes(segment_reader, fieldname: str) -> np.ndarray:
    """Every document's length byte in the field, as the W3 codec stores them: a column of
    bytes, shorter than the segment when its last documents lack the field (0, as for a
    document without the field). Read whole, about 20 µs for 70k documents."""
    count = segment_reader.doc_count_all()
    column = segment_reader._perdoc._cached_reader(f"_{fieldname}_len", LENGTHS_COLUMN)
    if column is None:  # no lengths kept: Whoosh's doc_field_length gives its default, 1
        return np.ones(count, dtype=np.uint8)
    lengths = np.zeros(count, dtype=np.uint8)
    stored = min(column._count, count)
    raw = column._dbfile.get(column._basepos, stored * column._fixedlen)
    lengths[:stored] = np.frombuffer(raw, dtype=np.uint8)
    return lengths


def column_values(searcher: Searcher, column: str) -> np.ndarray:
    """A numeric column of every document of the searcher's index (uint64), read once per
    segment and process: the tie order, read document by document, costs about 4 µs each."""
    parts = []
    field = searcher.schema[column]
    for segment_reader, _ in searcher.reader().leaf_readers():
        if not segment_reader.doc_count_all():  # an empty index's reader
            continue
        key = (segment_reader.segment().segment_id(), "column", column)
        kept = process_cache.get(key)
        if kept is None:
            # Through the file the searcher opened (search.searchers): Whoosh's own
            # column_reader looks the file up on disk first, and reads a column a commit has
            # deleted since as every document's default value.
            raw = segment_reader._perdoc.column_reader(column, field.column_type)
            values = (field.from_column_value(value) for value in raw)
            kept = SegmentColumn(
                np.fromiter(values, dtype=np.uint64, count=segment_reader.doc_count_all())
            )
            kept.values.setflags(write=False)
            process_cache.put(key, kept)
        parts.append(kept.values)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.uint64)


class AliveDocuments:
    """Per segment, which documents a searcher sees (not deleted), computed once per searcher."""

    def __init__(self) -> None:
        self._masks: dict[str, np.ndarray] = {}

    def mask(self, segment: Segment) -> np.ndarray:
        mask = self._masks.get(segment.id)
        if mask is None:
            mask = np.ones(segment.reader.doc_count_all(), dtype=bool)
            deleted = list(segment.reader.deleted_docs_set)
            if deleted:
                mask[deleted] = False
            self._masks[segment.id] = mask
        return mask
