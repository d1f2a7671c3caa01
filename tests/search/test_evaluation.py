"""The array evaluator must find and score exactly what Whoosh's own matchers find."""

import math

import numpy as np
import pytest
from whoosh import matching
from whoosh.query import (
    And,
    AndMaybe,
    AndNot,
    ConstantScoreQuery,
    DisjunctionMax,
    Or,
    Phrase,
    Prefix,
    Term,
)

from rulings.models import Card, Ruling
from search import indexer
from search.evaluation import (
    ENTRY_COST,
    LIST_COST,
    NO_MATCHES,
    Evaluator,
    Matches,
    Reads,
    SearcherCache,
    document_counts,
    searcher_cache,
)
from search.postings import process_cache
from search.query import build_query
from search.query_text import parse_user_query
from search.searchers import current_searcher
from search.spellings import near_spellings
from search.terminology import french_to_english

from .judged_queries import DEMO

HAND_MADE = [
    Term("body_en", "copi", boost=2.5),
    Or([Term("body_en", "copi"), Term("body_fr", "copi"), Term("body_en", "absent")]),
    And([Term("body_en", "copi"), Term("body_en", "spell")], boost=3.0),
    And([Term("body_en", "copi"), Term("body_en", "absent")]),
    AndMaybe(Term("type", "ruling"), Or([Term("body_en", "cast"), Term("body_fr", "lanc")])),
    # Not 0.0: Whoosh's constant-score matcher takes a score of 0.0 for "no score" and
    # gives 1.0; the evaluator gives the score asked (search filters use 0.0).
    And([Term("body_en", "copi"), ConstantScoreQuery(Term("type", "ruling"), 2.0)]),
    Phrase("body_en", ["copi", "spell"]),
    # Words a text holds apart or the other way round, a word twice, three words, boosted.
    Phrase("body_en", ["spell", "copi"]),
    Phrase("body_en", ["copi", "copi"]),
    Phrase("body_en", ["a", "copi", "of"], boost=2.0),
    Phrase("body_en", ["copi", "cast"]),
    Phrase("body_fr", ["copi", "absent"]),
    Prefix("rule_number", "502.52"),
    AndNot(Term("body_en", "copi"), Term("type", "ruling")),
    Or([]),
    And([]),
    # A French question's texts: each document scored on the better of the two (search.query).
    DisjunctionMax([Term("body_en", "copi"), Term("body_fr", "copi")]),
    DisjunctionMax(
        [Or([Term("body_en", "cast"), Term("body_en", "copi")]), Term("body_fr", "lanc")]
    ),
]


class DisjunctionMaxOnTheDocument(matching.DisjunctionMaxMatcher):
    """Whoosh's DisjunctionMaxMatcher scores the best of its two sub-matchers wherever each
    stands, also when only one of them is on the document (whoosh/matching/binary.py): as
    the reference, the best of those on it, which is what the query means."""

    def score(self):
        a, b = self.a, self.b
        if not a.is_active() or (b.is_active() and b.id() < a.id()):
            return b.score()
        if not b.is_active() or a.id() < b.id():
            return a.score()
        return max(a.score(), b.score())


@pytest.fixture(autouse=True)
def _whoosh_scores_disjunction_max_on_the_document(monkeypatch):
    monkeypatch.setattr(matching, "DisjunctionMaxMatcher", DisjunctionMaxOnTheDocument)


def whoosh_ranking(searcher, query) -> list[tuple[float, int]]:
    return [(hit.score, hit.docnum) for hit in searcher.search(query, limit=None)]


def trees(searcher) -> list:
    judged = [
        build_query(
            parse_user_query(judged.text),
            terminology=french_to_english(),
            frequency=searcher.doc_frequency,
            document_count=searcher.doc_count(),
            near_spellings=near_spellings(searcher),
        )
        for judged in DEMO
    ]
    return judged + HAND_MADE


def has_prefix(query) -> bool:
    return any(isinstance(leaf, Prefix) for leaf in [query, *query.leaves()])


def assert_same_as_whoosh(searcher, query) -> None:
    expected = whoosh_ranking(searcher, query)
    found = Evaluator(searcher, SearcherCache()).matches(query)
    assert sorted(found.docnums.tolist()) == sorted(docnum for _, docnum in expected), query
    if has_prefix(query):
        return  # Whoosh scores prefixes inconsistently: see the test of prefixes below
    scores = dict(zip(found.docnums.tolist(), found.scores.tolist(), strict=True))
    for score, docnum in expected:
        assert math.isclose(scores[docnum], score, rel_tol=1e-9), (query, docnum)
    # The same order, up to documents whose scores differ only by rounding.
    ranked = found.ranked(0, len(found))
    for (mine, _), (theirs, _) in zip(ranked, expected, strict=True):
        assert math.isclose(mine, theirs, rel_tol=1e-9), query


@pytest.mark.usefixtures("demo_index")
def test_every_judged_query_matches_and_scores_as_whoosh_does():
    with current_searcher() as searcher:
        queries = trees(searcher)
        for query in queries:
            assert_same_as_whoosh(searcher, query)
        assert sum(bool(whoosh_ranking(searcher, query)) for query in queries) >= 40


def test_the_evaluator_agrees_with_whoosh_across_segments_and_deletions(
    transactional_db, search_index_dir
):
    """Live saves add segments and deletions only mark documents: both must be honoured."""
    from django.core.management import call_command

    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()
    card = Card.objects.get(slug="gigadrowse")
    Ruling.objects.create(card=card, published_at="2024-02-02", text_en="A copy is not cast.")
    deleted = Ruling.objects.filter(text_en__icontains="copy").exclude(card=card).first()
    deleted.delete()
    with current_searcher() as searcher:
        assert len(searcher.reader().leaf_readers()) > 1
        assert searcher.reader().has_deletions()
        for query in trees(searcher):
            assert_same_as_whoosh(searcher, query)
        rulings = Evaluator(searcher).matches(Term("body_en", "copi"))
        ids = {searcher.stored_fields(docnum)["doc_id"] for docnum in rulings.docnums}
        assert f"ruling:{deleted.pk}" not in ids


def test_lists_read_before_edits_serve_after_them_with_the_answers_whoosh_gives(
    transactional_db, search_index_dir
):
    """A segment's lists are read once per process: after an edit, a new searcher leaves out
    the documents deleted since and rescores with the new statistics, reading from disk only
    the segment the edit added."""
    from django.core.management import call_command

    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()
    with current_searcher() as searcher:
        for query in trees(searcher):
            Evaluator(searcher, SearcherCache()).matches(query)
    edited = Ruling.objects.filter(text_en__icontains="copy").first()
    edited.text_en = "A copy of a spell is not cast; this copy is edited."
    edited.save()
    Ruling.objects.filter(text_en__icontains="copy").exclude(pk=edited.pk).first().delete()

    with current_searcher() as searcher:  # opening it reads the new segment's tie order
        reads = process_cache.reads
        assert searcher.reader().has_deletions()
        Evaluator(searcher, SearcherCache()).matches(Term("body_en", "copi"))
        assert process_cache.reads - reads == 1  # the new segment only
        for query in trees(searcher):
            assert_same_as_whoosh(searcher, query)


@pytest.mark.usefixtures("demo_index")
def test_every_rule_under_a_number_scores_the_prefix_boost():
    with current_searcher() as searcher:
        found = Evaluator(searcher).matches(Prefix("rule_number", "502.52", boost=2.0))
        numbers = {searcher.stored_fields(docnum)["rule_number"] for docnum in found.docnums}
        assert numbers == {"502.52", "502.52a", "502.52b"}
        assert found.scores.tolist() == [2.0, 2.0, 2.0]
        alone = Evaluator(searcher).matches(Prefix("rule_number", "502.52a", boost=2.0))
        assert alone.scores.tolist() == [2.0]


def matches(pairs: list[tuple[int, float]]) -> Matches:
    docnums, scores = zip(*pairs, strict=True)
    return Matches(np.array(docnums, dtype=np.int32), np.array(scores, dtype=np.float64))


def test_ranking_puts_the_best_first_and_breaks_ties_by_document_number():
    found = matches([(0, 1.0), (3, 2.0), (5, 2.0), (8, 0.5), (9, 2.0), (12, 3.0)])
    assert found.ranked(0, 10) == [(3.0, 12), (2.0, 3), (2.0, 5), (2.0, 9), (1.0, 0), (0.5, 8)]
    assert found.ranked(1, 3) == [(2.0, 3), (2.0, 5)]
    assert found.ranked(3, 4) == [(2.0, 9)]
    assert found.ranked(6, 12) == []


def test_ties_follow_the_tie_order_when_one_is_given():
    found = matches([(0, 1.0), (1, 2.0), (2, 2.0), (3, 2.0)])
    tie_order = np.array([0, 30, 10, 20], dtype=np.uint64)
    assert found.ranked(0, 4, tie_order) == [(2.0, 2), (2.0, 3), (2.0, 1), (1.0, 0)]
    assert found.ranked(0, 2, tie_order) == [(2.0, 2), (2.0, 3)]


@pytest.mark.usefixtures("demo_index")
def test_the_tie_order_column_puts_keywords_first_then_primary_keys():
    with current_searcher() as searcher:
        tie_order = Evaluator(searcher).tie_order()
        by_id = {
            searcher.stored_fields(docnum)["doc_id"]: int(tie_order[docnum])
            for docnum in range(searcher.doc_count_all())
        }
    kinds = ["keyword", "rule", "glossary", "card", "ruling"]
    ordered = sorted(by_id, key=by_id.get)
    assert ordered == sorted(
        by_id, key=lambda doc_id: (kinds.index(doc_id.split(":")[0]), int(doc_id.split(":")[1]))
    )


def test_the_searcher_cache_forgets_the_least_recently_used_beyond_its_limit():
    cache = SearcherCache(limit=2 * (ENTRY_COST + 2) + 1)  # room for two entries of two
    cache.put(("body_en", "a"), matches([(1, 1.0), (2, 1.0)]))
    cache.put(("body_en", "b"), matches([(3, 1.0), (4, 1.0)]))
    assert cache.get(("body_en", "a")) is not None  # now the most recently used
    cache.put(("body_en", "c"), matches([(5, 1.0), (6, 1.0)]))
    assert cache.get(("body_en", "b")) is None
    assert cache.get(("body_en", "a")) is not None and cache.get(("body_en", "c")) is not None
    assert cache.postings == 2 * (ENTRY_COST + 2)
    huge = matches([(n, 1.0) for n in range(2 * ENTRY_COST + 6)])
    cache.put(("body_en", "huge"), huge)
    assert cache.get(("body_en", "huge")) is None and cache.postings == 2 * (ENTRY_COST + 2)


def test_words_that_match_nothing_do_not_pile_up_in_the_cache():
    cache = SearcherCache(limit=100 * ENTRY_COST)
    for n in range(10_000):
        cache.put(("body_en", f"zzq{n}"), NO_MATCHES)
    assert cache.postings <= 100 * ENTRY_COST
    assert cache.get(("body_en", "zzq9999")) is not None
    assert cache.get(("body_en", "zzq0")) is None


def test_cached_matches_cannot_be_changed_by_a_caller():
    cache = SearcherCache()
    found = matches([(1, 1.0), (2, 2.0)])
    cache.put(("body_en", "a"), found)
    with pytest.raises(ValueError):
        cache.get(("body_en", "a")).scores[0] = 9.0


def _lists_by_length(searcher, fieldnames):
    """(documents, field, word, segment id) of every list of the fields, longest first."""
    from search.postings import segments_of

    found = []
    for segment in segments_of(searcher):
        for fieldname in fieldnames:
            field = searcher.schema[fieldname]
            found += [
                (info.doc_frequency(), fieldname, field.from_bytes(word), segment.id)
                for word, info in segment.reader.iter_field(fieldname)
            ]
    return sorted(found, key=lambda entry: entry[0], reverse=True)


def test_reading_the_long_lists_keeps_each_list_over_the_threshold(demo_index):
    from search.postings import read_long_lists

    process_cache.clear()
    fields = ("body_en", "body_fr", "title_fr")
    with current_searcher() as searcher:
        read = read_long_lists(searcher, fields, min_documents=2, budget=10**9)
        lists = _lists_by_length(searcher, fields)
    longer = [entry for entry in lists if entry[0] > 2]
    assert longer and len(longer) < len(lists)
    assert read == sum(documents for documents, *_ in longer)
    for documents, fieldname, word, segment_id in lists:
        kept = process_cache.peek((segment_id, fieldname, word))
        assert (kept is not None) == (documents > 2), (fieldname, word)
        assert kept is None or len(kept) == documents


def test_reading_the_long_lists_stops_at_its_budget_longest_first(demo_index):
    from search.postings import read_long_lists

    process_cache.clear()
    with current_searcher() as searcher:
        lists = _lists_by_length(searcher, ("body_en",))
        (longest, _, word, segment_id), (second, *_), *_ = lists
        read = read_long_lists(searcher, ("body_en",), min_documents=0, budget=longest)
    assert longest > second and read == longest
    assert process_cache.peek((segment_id, "body_en", word)) is not None
    kept = [entry for entry in lists if process_cache.peek((entry[3], entry[1], entry[2]))]
    assert len(kept) == 1


def test_warming_up_reads_the_long_lists_of_the_fields_questions_read(demo_index, settings):
    from search import services

    process_cache.clear()
    settings.SEARCH_WARM_UP_MIN_DOCUMENTS = 1
    assert services.warm_up() > 0
    with current_searcher() as searcher:
        for fieldname in ("body_en", "body_fr", "pairs_en", "title_fr", "card_en"):
            documents, _, word, segment_id = _lists_by_length(searcher, (fieldname,))[0]
            assert documents > 1
            assert process_cache.peek((segment_id, fieldname, word)) is not None, fieldname


def test_no_warm_up_postings_reads_no_list(demo_index, settings):
    from search import services

    process_cache.clear()
    settings.SEARCH_WARM_UP_MIN_DOCUMENTS, settings.SEARCH_WARM_UP_POSTINGS = 1, 0
    assert services.warm_up() == 0


def test_warming_up_reads_what_any_first_question_needs(demo_index):
    """The names and concept keys of every segment, which a worker's first question read
    (0.3-0.5 s on the full data), the rule numbers searched by prefix, and the initials of
    the names acronyms stand for (150 ms), the names with a word left out (180 ms)."""
    from search import acronyms, evaluation, near_names, postings
    from search.searching import search
    from search.services import warm_up

    postings._segment_vocabularies.clear()
    evaluation._lexicons.clear()
    acronyms._segment_initials.clear()
    near_names._segment_names.clear()
    postings._segment_prefixes.clear()
    warm_up()
    kept = dict(postings._segment_vocabularies)
    prefixes = dict(postings._segment_prefixes)
    lexicons = dict(evaluation._lexicons)
    initials = dict(acronyms._segment_initials)
    names_left_out = dict(near_names._segment_names)
    assert kept and initials and names_left_out
    assert any(fieldname == "rule_number" and words for (_, fieldname), words in lexicons.items())
    search("une question jamais posée sur la pile et le vol", lang="fr")
    search("a question never asked about Flying and the stack", lang="en")
    search("cr 702 and rule 502.52 and 113", lang="en")
    search("what does xyz mean", lang="en")  # an unknown short word: an acronym?
    search("tempt with mayhme", lang="en")  # a name one word off
    # A question naming a card looks its rulings up by their refs' prefix (search.searching):
    # on disk, the refs' words are never listed.
    search(
        "When I cast a spell, does Gandalf, Westward Voyager make my opponent reveal the top card?"
    )
    assert postings._segment_vocabularies == kept
    assert evaluation._lexicons == lexicons
    assert acronyms._segment_initials == initials
    assert near_names._segment_names == names_left_out
    # Typos ("mayhme") list no name words inside the request: only the slips' prefixes that
    # begin no name word ("ym") are looked up, and found empty.
    assert prefixes
    assert all(
        not words for key, words in postings._segment_prefixes.items() if key not in prefixes
    )


def test_the_name_words_listed_at_warm_up_are_those_listed_one_prefix_at_a_time(demo_index):
    from search import postings
    from search.spellings import read_name_prefixes

    postings._segment_prefixes.clear()
    postings._segment_inner_letters.clear()
    with current_searcher() as searcher:
        read_name_prefixes(searcher)
        listed = dict(postings._segment_prefixes)
        by_inner_letters = dict(postings._segment_inner_letters)
        postings._segment_prefixes.clear()
        segments = {segment.id: segment for segment in postings.segments_of(searcher)}
        for (segment_id, fieldname, prefix), words in listed.items():
            one = postings.segment_words_with_prefix(segments[segment_id], fieldname, prefix)
            assert one == words, prefix
    assert {fieldname for _, fieldname, _ in listed} == {"title_en", "title_fr"}
    assert {len(prefix) for _, _, prefix in listed} == {2}
    # And by their third and fourth letters, for typos in the first two ("ohort": Cohort).
    assert {fieldname for _, fieldname in by_inner_letters} == {"title_en", "title_fr"}
    assert all(
        word[2:4] == letters
        for by_letters in by_inner_letters.values()
        for letters, by_length in by_letters.items()
        for words in by_length.values()
        for word in words
    )


def test_warming_up_reads_the_initials_of_the_names_whatever_its_questions_ask(
    demo_index, monkeypatch
):
    """On the full data the warm-up's own questions hold no unknown short word, and the
    first visitor's "etb" would read the large segment's initials inside the request."""
    from search import acronyms, services

    monkeypatch.setattr(services, "WARM_UP_QUESTIONS", {})
    acronyms._segment_initials.clear()
    services.warm_up()
    assert acronyms._segment_initials


def test_warming_up_without_an_index_reads_nothing(db, search_index_dir):
    from search.services import warm_up

    assert warm_up() == 0


@pytest.mark.usefixtures("demo_index")
def test_words_that_only_rank_are_not_read_when_nothing_is_selected():
    with current_searcher() as searcher:
        searcher_cache(searcher).clear()
        process_cache.clear()
        evaluator = Evaluator(searcher)
        ranked = Or([Term("body_en", "copi"), Term("body_fr", "copi")])
        assert evaluator.matches(AndMaybe(Term("body_en", "absent"), ranked)) == NO_MATCHES
        assert evaluator.work.lists == 0
        assert len(evaluator.matches(AndMaybe(Term("type", "ruling"), ranked)))
        assert evaluator.work.lists == 2  # the type, then "copi" (no French document has it)


@pytest.mark.usefixtures("demo_index")
def test_all_of_the_words_with_one_no_document_holds_reads_no_list():
    """A long question's words looked for together in the names, one of which no name holds:
    nothing matches and no list is read. The others are charged as if read (the rest of the
    tree gets the budget it had), and every word is one the answer depends on (an edit that
    adds the absent word makes a kept page stale: search.reuse)."""
    with current_searcher() as searcher:
        searcher_cache(searcher).clear()
        process_cache.clear()
        reads = Reads()
        evaluator = Evaluator(searcher, budget=10**9, reads=reads)
        words = [Term("body_en", "copi"), Term("body_en", "absent"), Term("body_en", "spell")]
        sizes = [searcher.doc_frequency("body_en", word.text) for word in words[::2]]
        assert all(sizes)
        read_before = process_cache.reads
        assert evaluator.matches(And(words)) == NO_MATCHES
        assert process_cache.reads == read_before
        assert evaluator.work.cost == sum(size + LIST_COST for size in sizes)
        assert reads.words == {("body_en", word.text) for word in words}
        assert len(evaluator.matches(And(words[::2])))  # the two others do match together
        assert process_cache.reads == read_before + 2
        assert evaluator.work.cost == sum(size + LIST_COST for size in sizes)  # paid once


@pytest.mark.usefixtures("demo_index")
def test_a_list_asked_twice_in_one_request_costs_the_budget_once():
    """ "creature" selects and ranks, in both halves of a question's tree: it is paid once."""
    with current_searcher() as searcher:
        evaluator = Evaluator(searcher, budget=10**9)
        size = searcher.doc_frequency("body_en", "copi")
        evaluator.matches(AndMaybe(Term("body_en", "copi"), Term("body_en", "copi", boost=2.0)))
        assert evaluator.work.cost == size + LIST_COST


@pytest.mark.usefixtures("demo_index")
def test_most_of_the_words_finds_the_documents_holding_that_many_scored_as_an_or():
    """Or's minmatch, which Whoosh leaves unimplemented: two of three words."""
    words = [Term("body_en", word) for word in ("copi", "spell", "token")]
    pairs = Or([And([one, other]) for at, one in enumerate(words) for other in words[at + 1 :]])
    with current_searcher() as searcher:
        found = Evaluator(searcher, SearcherCache()).matches(Or(words, minmatch=2))
        expected = {docnum for _, docnum in whoosh_ranking(searcher, pairs)}
        assert expected and sorted(found.docnums.tolist()) == sorted(expected)
        scores = {docnum: score for score, docnum in whoosh_ranking(searcher, Or(words))}
        for docnum, score in zip(found.docnums.tolist(), found.scores.tolist(), strict=True):
            assert math.isclose(score, scores[docnum], rel_tol=1e-9)


@pytest.mark.usefixtures("demo_index")
def test_a_word_of_a_field_the_index_lacks_is_in_no_document(monkeypatch):
    """An index built before a field was added (name_en_only) serves until it is rebuilt:
    a large segment's term file has no such field, and Whoosh says so with an error."""
    import search.postings

    monkeypatch.setattr(search.postings, "LISTED_SEGMENT_SIZE", 0)  # as the full data's
    search.postings.forget_segment_frequencies()
    with current_searcher() as searcher:
        count = document_counts(searcher, SearcherCache())
        assert count("name_added_later", "pile") == 0
        assert Evaluator(searcher).matches(Term("name_added_later", "pile")) == NO_MATCHES
    search.postings.forget_segment_frequencies()  # the next tests list the segments again


def test_after_the_warm_up_questions_read_no_list_of_the_fields_warmed(
    demo_index, settings, monkeypatch
):
    """The warm-up keeps the lists under the keys questions look them up by."""
    from search import services
    from search.searching import search

    process_cache.clear()
    settings.SEARCH_WARM_UP_MIN_DOCUMENTS = 0
    assert services.warm_up() > 0
    read_after = []
    put = process_cache.put
    monkeypatch.setattr(
        process_cache, "put", lambda key, kept: (read_after.append(key), put(key, kept))
    )
    for question, lang in (
        ("does a copy of a spell count as cast", "en"),
        ("c'est quoi la duplication", "fr"),
        ("Gandalf, Westward Voyager", "en"),
    ):
        search(question, lang=lang)
    assert read_after  # the other fields' lists (concepts, names asked whole) are read
    assert not [key for key in read_after if key[1] in services.WARM_UP_FIELDS]
