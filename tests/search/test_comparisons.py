"""Two things compared ("hexproof vs shroud", « vol vs portée », "what is the difference between
exile and destroy") are asked about as two things joined by "and" are: "vs", "versus",
"difference", "between" and « différence » are little words, so each name is half the question
and both are its answer (search.question_names.names_asked). Before, those words counted, each
name was only met in passing, and on the full data a card whose text holds both words came first
("hexproof versus shroud", "difference between hexproof and shroud": Arcane Lighthouse;
« vol vs portée »: Mahamoti Djinn; "difference between exile and destroy": Emergent
Ultimatum). « entre » stays a word, being also "enters": « quelle différence entre le vol et
la portée » still brings Mahamoti Djinn second."""

import pytest

from keywords.models import Keyword
from rulings.models import Card
from search.analyzers import english_analyzer, french_analyzer
from search.query_text import parse_user_query
from search.question_names import names_asked

# Cards holding both names and the comparison's words, which came first when those counted.
LIGHTHOUSE = "Choose between hexproof and shroud. The difference: versus, vs."
COMPARED = [
    ("hexproof vs shroud", ("hexproof", "shroud")),
    ("Hexproof versus Shroud", ("hexproof", "shroud")),
    ("hexproof vs. shroud", ("hexproof", "shroud")),
    ("flying VS reach", ("flying", "reach")),
    ("vol vs portée", ("portee", "vol")),
    ("What's the difference between hexproof and shroud?", ("hexproof", "shroud")),
    ("difference between exile and destroy", ("destroy", "exile")),
    ("quelle différence : le vol ou la portée", ("portee", "vol")),
]


def test_the_words_of_a_comparison_are_little_words():
    assert [token.text for token in english_analyzer()("vs VS versus Vs. difference between")] == []
    assert [token.text for token in french_analyzer()("vs VS versus Vs. différence")] == []


@pytest.mark.parametrize(("text", "names"), COMPARED)
def test_each_thing_compared_is_the_question(text, names):
    assert set(names) <= set(names_asked(parse_user_query(text)).the_question)


@pytest.fixture
def keywords_and_cards_holding_both(db, search_index_dir):
    from search.indexer import rebuild

    Keyword.objects.create(slug="hexproof", name_en="Hexproof", name_fr="Défense talismanique")
    Keyword.objects.create(slug="shroud", name_en="Shroud", name_fr="Linceul")
    for number in range(3):
        Card.objects.create(
            slug=f"lighthouse-{number}",
            name_en=f"Arcane Lighthouse {number}",
            oracle_text_en=LIGHTHOUSE,
        )
    for number in range(8):  # other texts, so that the words are not in every document
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear. Trample."
        )
    rebuild()


@pytest.mark.usefixtures("keywords_and_cards_holding_both")
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("hexproof vs shroud", "en"),
        ("Hexproof versus Shroud", "en"),
        ("difference between hexproof and shroud", "en"),
        ("What is the difference between hexproof and shroud?", "en"),
        ("défense talismanique vs linceul", "fr"),
    ],
)
def test_both_things_compared_come_before_the_cards_that_hold_both(client, text, lang):
    results = client.get("/api/search", {"q": text, "lang": lang}).json()["results"]
    assert {result["ref"] for result in results[:2]} == {"hexproof", "shroud"}
