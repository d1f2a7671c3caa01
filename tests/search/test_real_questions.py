"""Real players' questions (real_questions.py) on the full data, built once for this module by
test_full_relevance's fixtures: MRR@10 in French and in English through the search API, each
question's rank printed with `pytest -s`.

The figures are a measure, not a goal: the floors only catch a collapse. Never tune the search
to these questions (see real_questions.py)."""

import re

import pytest

from search.searchers import current_searcher

from .real_questions import REAL_QUESTIONS
from .relevance import reciprocal_rank
from .test_full_relevance import full_index, search_index_dir  # noqa: F401 (the full data)

pytestmark = [pytest.mark.slow, pytest.mark.shared_data, pytest.mark.django_db]

TOP = 10
# Measured on 2026-11-30 (commit 093d2dc's search, this module's data: no mined lexicon):
# fr=0.283, en=0.533. Each floor is that figure minus 0.1, to catch a collapse; it is not a
# target.
FLOOR = {"fr": 0.183, "en": 0.433}


def test_the_real_questions_are_well_formed():
    assert len(REAL_QUESTIONS) >= 60
    french = sum(question.lang == "fr" for question in REAL_QUESTIONS)
    english = sum(question.lang == "en" for question in REAL_QUESTIONS)
    assert french + english == len(REAL_QUESTIONS)
    assert abs(french - english) <= 0.1 * len(REAL_QUESTIONS)
    assert len({(q.lang, q.text) for q in REAL_QUESTIONS}) == len(REAL_QUESTIONS)
    for question in REAL_QUESTIONS:
        assert re.fullmatch(r"https://[^\s/]+\.[^\s/]+/\S*", question.source), question.source
        assert question.text.strip() and question.expected, question.text
        assert len(set(question.expected)) == len(question.expected), question.text


def test_every_expected_ref_is_a_result_of_the_full_index(search_index_dir):  # noqa: F811
    with current_searcher() as searcher:
        missing = [
            (question.text, ref)
            for question in REAL_QUESTIONS
            for ref in question.expected
            if searcher.document_number(ref=ref) is None
        ]
    assert missing == []


def test_mrr_at_ten_on_real_questions_stays_above_its_floor(client):
    ranks: dict[str, list[float]] = {"fr": [], "en": []}
    for question in REAL_QUESTIONS:
        data = client.get("/api/search", {"q": question.text, "lang": question.lang}).json()
        refs = [result["ref"] for result in data["results"]][:TOP]
        rank = reciprocal_rank(refs, question.expected)
        ranks[question.lang].append(rank)
        position = round(1 / rank) if rank else "-"
        print(f"{position:>3} [{question.lang}] {question.text[:100]}")
    mrr = {lang: sum(values) / len(values) for lang, values in ranks.items()}
    print(f"\nMRR@{TOP} on real questions: fr={mrr['fr']:.3f} en={mrr['en']:.3f}")
    assert mrr["fr"] >= FLOOR["fr"]
    assert mrr["en"] >= FLOOR["en"]
