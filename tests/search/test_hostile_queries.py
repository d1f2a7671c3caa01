"""Whatever a visitor types, search answers normally: 10,000 generated queries."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from search.query import search

# Fragments of Whoosh query syntax and other trouble; bench/search.py uses them too.
HOSTILE_FRAGMENTS = [
    "*",
    "?",
    "*e",
    "[a TO z]",
    "{a TO z}",
    "NOT",
    "AND",
    "OR",
    "ANDNOT",
    "(",
    ")",
    '"',
    ":",
    "^9",
    "~2",
    "title_en:",
    "body_fr:x",
    "\\",
    "a*b*c*",
    "«",
    "»",
    "l'",
    "qu’",
    "702.56a",
    "R70256a",
    "cr 702",
    "\x00",
    "\u202e",
    "🂡",
    "<script>",
    "' OR 1=1 --",
    "%",
    "_",
    "-",
]
WHOOSH_SYNTAX = st.sampled_from(HOSTILE_FRAGMENTS)
HOSTILE_TEXT = st.lists(st.one_of(WHOOSH_SYNTAX, st.text(max_size=30)), max_size=12).map(" ".join)

# The index is only read here, so sharing the function-scoped fixture across examples is safe.
SETTINGS = settings(
    max_examples=10_000,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.mark.slow
@SETTINGS
@given(text=HOSTILE_TEXT, lang=st.sampled_from(["fr", "en"]))
def test_ten_thousand_generated_queries_never_raise(demo_index, text, lang):
    results = search(text, lang=lang)
    assert results.total >= 0
    for hit in results.hits:
        assert "<script>" not in hit.snippet


def test_the_known_slow_or_crashing_inputs_return_quickly_and_normally(demo_index):
    for text in ["*e", "[a TO z]", "NOT NOT NOT", "*" * 500, "a" * 10_000, "(" * 300]:
        assert search(text, lang="fr").total >= 0
