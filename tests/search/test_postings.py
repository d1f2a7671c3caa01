"""Posting lists read a block at a time (search.postings) give what Whoosh's matchers give."""

import datetime
import math
import pickle

import pytest
from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.matching.wrappers import FilterMatcher
from whoosh.query import And, Phrase, Term

from rulings.models import Card, Ruling
from search import evaluation, indexer, postings
from search.evaluation import Evaluator, SearcherCache
from search.searchers import current_searcher

RULINGS = 400  # "copy" then spans several blocks of 128 postings


@pytest.fixture
def long_lists(demo_data, search_index_dir, django_capture_on_commit_callbacks):
    """The demo data and rulings enough for long lists, with varied weights, and a deletion."""
    card = Card.objects.get(slug="gigadrowse")
    first_day = datetime.date(2001, 1, 1)
    Ruling.objects.bulk_create(
        Ruling(
            card=card,
            published_at=first_day + datetime.timedelta(days=number),
            source="wotc",
            text_en=f"{'Copy ' * (number % 4 + 1)}of a spell, ruling {number}.",
            text_fr=f"{'Copie ' * (number % 3 + 1)}d'un sort, décision {number}.",
        )
        for number in range(RULINGS)
    )
    indexer.rebuild()
    with django_capture_on_commit_callbacks(execute=True):  # the index follows the deletion
        Ruling.objects.filter(text_en__startswith="Copy Copy Copy Copy").first().delete()


def leaf_matcher(segment_reader, fieldname: str, text) -> W3LeafMatcher:
    matcher = segment_reader.postings(fieldname, text)
    return matcher.child if type(matcher) is FilterMatcher else matcher


def whoosh_postings(segment_reader, fieldname: str, text) -> tuple[list[int], list[float]]:
    """The live postings as Whoosh's matcher gives them, one at a time."""
    matcher = segment_reader.postings(fieldname, text)
    docnums, weights = [], []
    while matcher.is_active():
        docnums.append(matcher.id())
        weights.append(matcher.weight())
        matcher.next()
    return docnums, weights


@pytest.mark.usefixtures("long_lists")
def test_every_list_of_every_field_reads_as_whoosh_gives_it():
    """Document numbers, weights and field lengths, the deleted ruling's left out."""
    compared = 0
    with current_searcher() as searcher:
        assert searcher.reader().has_deletions()
        for segment_reader, _ in searcher.reader().leaf_readers():
            for fieldname in segment_reader.indexed_field_names():
                for text in list(segment_reader.lexicon(fieldname)):
                    if type(leaf_matcher(segment_reader, fieldname, text)) is not W3LeafMatcher:
                        continue
                    kept = postings._read(segment_reader, fieldname, text)
                    expected_docnums, expected_weights = whoosh_postings(
                        segment_reader, fieldname, text
                    )
                    assert kept.docnums.tolist() == expected_docnums, (fieldname, text)
                    assert kept.weights.tolist() == expected_weights, (fieldname, text)
                    assert kept.lengths.tolist() == [
                        segment_reader.doc_field_length(docnum, fieldname, 1) or 0
                        for docnum in expected_docnums
                    ], (fieldname, text)
                    compared += 1
    assert compared > 1000


@pytest.mark.usefixtures("long_lists")
def test_a_segment_s_field_lengths_are_read_once(monkeypatch):
    """Each list read looks up its documents' lengths in the field: the segment's column of
    lengths is read from disk once, not once a list."""
    read = []
    length_bytes = postings._length_bytes
    monkeypatch.setattr(
        postings, "_length_bytes", lambda *args: read.append(args[1:]) or length_bytes(*args)
    )
    postings.forget_segment_frequencies()
    with current_searcher() as searcher:
        segment_reader = searcher.reader().leaf_readers()[0][0]
        for fieldname in ("body_en", "body_fr"):
            for text in list(segment_reader.lexicon(fieldname))[:3]:
                postings._read(segment_reader, fieldname, text)
    assert sorted(read) == [("body_en",), ("body_fr",)]


@pytest.mark.usefixtures("long_lists")
def test_blocks_with_positions_are_read_without_unpickling_the_positions():
    """The slow part of a block is its positions: every block of a long text list is read
    from its document numbers and weights alone, with the weights each posting has."""
    with current_searcher() as searcher:
        segment_reader = searcher.reader().leaf_readers()[0][0]
        leaf = leaf_matcher(segment_reader, "body_en", "copi")
        blocks, weights = 0, set()
        while leaf.is_active():
            pair = postings._ids_and_weights(postings._block_data(leaf), leaf._blocklength)
            assert pair is not None
            weights.update(pair[1])
            blocks += 1
            leaf._next_block()
    assert blocks >= 3
    assert {1.0, 2.0, 3.0, 4.0} <= weights


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not a pickle",
        # A block of two postings: pickle writes its values without the MARK looked for.
        pickle.dumps(((1, 2), (1.0, 1.0), (b"a", b"b")), 2),
        b"\x80\x02(K\x01t(c_codecs\nencode\n",  # the marker where the weights should be
        pickle.dumps(((1, 2, 3), (1.0,), None), 2).replace(b"N", b"(c_codecs\nencode\n"),
    ],
)
def test_block_data_laid_out_otherwise_is_left_to_whoosh(data):
    assert postings._ids_and_weights(data, 2) is None


def test_what_is_kept_once_keeps_the_entries_used_last():
    """A cache of segments full of the edits' small segments drops the one not used for
    longest, never the large segment every request reads (emptied whole, it read the large
    segment's names' initials again, 150 ms, every few dozen edits)."""
    reads: list[str] = []

    def read(key: str):
        return lambda: reads.append(key) or key.upper()

    cache: dict = {}
    for key in ("large", "edit-1", "large", "edit-2", "large", "edit-3"):
        assert postings.kept_once(cache, key, 2, read(key)) == key.upper()
    assert reads == ["large", "edit-1", "edit-2", "edit-3"]  # the large one read once
    assert list(cache) == ["large", "edit-3"]


@pytest.mark.usefixtures("long_lists")
def test_the_warm_up_counts_every_word_of_its_fields_as_whoosh_does(monkeypatch):
    """Once counted, a word's count in those fields, or 0 for a word in none of their texts,
    is answered without looking it up in the segment's term file."""
    monkeypatch.setattr(postings, "LISTED_SEGMENT_SIZE", 10)  # the test's segments are large
    postings.forget_segment_frequencies()
    fields = ("body_en", "body_fr")
    with current_searcher() as searcher:
        segments = postings.segments_of(searcher)
        assert segments and all(segment.small_counts is None for segment in segments)
        counted = postings.read_word_counts(searcher, fields)
        compared = 0
        for segment in segments:
            for fieldname in fields:
                for text in segment.reader.lexicon(fieldname):
                    word = text.decode()
                    expected = segment.reader.doc_frequency(fieldname, word)
                    assert segment.frequency(fieldname, word) == expected, (fieldname, word)
                    compared += 1
                assert segment.frequency(fieldname, "zzxqj") == 0
        assert postings._segment_frequencies.size == 0  # nothing looked up one by one
        assert segments[0].frequency("title_en", "gigadrowse") == 1  # a field not counted
        assert postings._segment_frequencies.size == 1
    assert compared == counted > 100


def whoosh_positions(segment_reader, fieldname: str, text, docnum: int) -> list[int]:
    matcher = segment_reader.postings(fieldname, text)
    matcher.skip_to(docnum)
    assert matcher.id() == docnum
    return list(matcher.value_as("positions"))


@pytest.mark.usefixtures("long_lists")
def test_positions_read_across_blocks_are_those_whoosh_gives():
    """A phrase's candidates are reached block by block and by bisection in a block: every
    third document of lists of several blocks, the first and last included."""
    compared = 0
    with current_searcher() as searcher:
        for segment_reader, _ in searcher.reader().leaf_readers():
            for fieldname, text in (("body_en", "copi"), ("body_en", "spell"), ("body_fr", "cop")):
                word = segment_reader.schema[fieldname].to_bytes(text)
                if (fieldname, word) not in segment_reader:
                    continue
                docnums, _ = whoosh_postings(segment_reader, fieldname, word)
                asked = sorted({*docnums[::3], docnums[-1]})
                found = postings.word_positions(segment_reader, fieldname, word, asked)
                assert list(found) == asked
                for docnum in asked:
                    expected = whoosh_positions(segment_reader, fieldname, word, docnum)
                    assert list(found[docnum]) == expected, (fieldname, text, docnum)
                compared += len(asked)
    assert compared > 300


@pytest.mark.usefixtures("long_lists")
def test_phrases_over_long_lists_match_and_score_as_whoosh_s():
    """ "Copy Copy", "copy of a spell" and the like over lists of several blocks, with a
    ruling deleted: the documents and scores of Whoosh's phrase matcher."""
    with current_searcher() as searcher:
        for words in (["copi", "copi"], ["copi", "copi", "copi"], ["spell", "rule"], ["copi"]):
            query = Phrase("body_en", words, boost=2.0)
            expected = {hit.docnum: hit.score for hit in searcher.search(query, limit=None)}
            found = Evaluator(searcher, SearcherCache()).matches(query)
            assert sorted(found.docnums.tolist()) == sorted(expected), words
            for docnum, score in zip(found.docnums.tolist(), found.scores.tolist(), strict=True):
                assert math.isclose(score, expected[docnum], rel_tol=1e-9), (words, docnum)
        copy_twice = Evaluator(searcher, SearcherCache()).matches(Phrase("body_en", ["copi"] * 2))
        assert 200 < len(copy_twice) < RULINGS


@pytest.mark.usefixtures("long_lists")
def test_a_phrase_of_two_words_is_their_pair_and_reads_no_positions(monkeypatch):
    """The field of neighbouring words holds the same text: "copy spell" is the pair."""
    monkeypatch.setattr(evaluation, "word_positions", None)  # any call would fail
    with current_searcher() as searcher:
        query = Phrase("body_en", ["copi", "spell"])
        expected = {hit.docnum for hit in searcher.search(query, limit=None)}
        found = Evaluator(searcher, SearcherCache()).matches(query)
    assert set(found.docnums.tolist()) == expected
    assert len(expected) > RULINGS / 2


@pytest.mark.usefixtures("long_lists")
def test_a_phrase_dearer_than_the_budget_is_matched_as_its_pairs():
    """Its positions would cost more than a request may read: the documents holding all of
    its pairs of neighbouring words, never nothing because a long list did not fit."""
    with current_searcher() as searcher:
        query = Phrase("body_en", ["copi", "copi", "spell"])
        pairs = [Term("pairs_en", "copi copi"), Term("pairs_en", "copi spell")]
        holding_both = {hit.docnum for hit in searcher.search(And(pairs), limit=None)}
        unbounded = Evaluator(searcher, SearcherCache()).matches(query)
        cost = evaluation._phrase_cost(
            [searcher.doc_frequency("body_en", word) for word in query.words],
            [searcher.doc_frequency(pair.fieldname, pair.text) for pair in pairs],
        )
        bounded = Evaluator(searcher, SearcherCache(), budget=cost - 1).matches(query)
    assert set(bounded.docnums.tolist()) == holding_both
    assert set(unbounded.docnums.tolist()) <= holding_both
    assert len(holding_both) > 50
