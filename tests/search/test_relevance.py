"""Judged queries must find their answer in the top 3, in both languages."""

import pytest

from .judged_queries import DEMO
from .relevance import evaluate

pytestmark = pytest.mark.usefixtures("demo_index")


def test_the_judged_set_covers_forty_queries_half_in_each_language():
    assert len(DEMO) >= 40
    assert sum(query.lang == "fr" for query in DEMO) == sum(query.lang == "en" for query in DEMO)


def test_every_demo_query_finds_its_answer_in_the_top_three(client):
    report = evaluate(client, DEMO)
    assert report["misses"] == []


def test_french_relevance_is_within_five_points_of_english(client):
    report = evaluate(client, DEMO)
    print(f"MRR demo: fr={report['fr']:.3f} en={report['en']:.3f}")
    assert report["fr"] >= 0.9 and report["en"] >= 0.9
    assert report["en"] - report["fr"] <= 0.05


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        # Neither quoted phrase stands in any text as written.
        ("fr", "comment marche « la duplication d'un sort » ?"),
        ("en", 'how does "replicating a spell" work?'),
    ],
)
def test_words_quoted_inside_a_question_are_its_words_too(client, lang, question):
    results = client.get("/api/search", {"q": question, "lang": lang}).json()["results"]
    assert results and results[0]["ref"] == "replicate"
