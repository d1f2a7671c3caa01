"""A number with its sign is one word: a loyalty ability's cost ("−2") is not any "2", in the
texts, the names, the lexicon's keys and the words of a question alike."""

import pytest

from rulings.models import Card, Ruling
from search.analyzers import english_analyzer, french_analyzer, name_analyzer
from search.names import name_key
from search.query_text import parse_user_query
from terminology.vocabulary import lexicon_key


def tokens(analyzer, text: str) -> list[str]:
    return [token.text for token in analyzer(text)]


def test_a_signed_number_is_one_token_in_every_analyzer():
    assert tokens(english_analyzer(), "+1: Draw a card. −2: Gain 2 life. −X: ") == [
        "+1",
        "draw",
        "card",
        "-2",  # the minus sign folded
        "gain",
        "2",
        "life",
        "-x",
    ]
    assert tokens(french_analyzer(), "−3 : Piochez trois cartes.") == [
        "-3",
        "pioch",
        "trois",
        "cart",
    ]
    assert tokens(name_analyzer(), "Basri Ket −2") == ["basri", "ket", "-2"]


def test_no_sign_inside_a_word_a_date_or_power_and_toughness():
    assert tokens(english_analyzer(), "X-1, 2-3, 2024-06-07, +1/+1, --2") == [
        "x",
        "1",
        "2",
        "3",
        "2024",
        "06",
        "07",
        "+1/+1",
        "2",
    ]


def test_the_words_of_a_question_and_the_lexicons_keys_keep_the_sign():
    assert parse_user_query("Can I activate Basri Ket's -2 twice?").words == (
        "can",
        "i",
        "activate",
        "basri",
        "ket's",
        "-2",
        "twice",
    )
    assert lexicon_key("capacité −2") == name_key("capacité -2") == "capacite -2"


@pytest.fixture
def walkers_indexed(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.bulk_create(
        Card(
            slug=f"healer-{n}",
            name_en=f"Healer {n}",
            name_fr=f"Guérisseur {n}",
            oracle_text_en="+2: You gain 2 life. Then gain 2 more life.",
            oracle_text_fr="+2 : Vous gagnez 2 points de vie, puis 2 de plus.",
        )
        for n in range(20)
    )
    striker = Card.objects.create(
        slug="striker",
        name_en="Striker",
        name_fr="Frappeur",
        oracle_text_en="−2: Destroy target creature.",
        oracle_text_fr="−2 : Détruisez la créature ciblée.",
    )
    Ruling.objects.create(
        card=striker, published_at="2024-01-01", text_en="Striker's −2 ability can target itself."
    )
    rebuild()


def refs(client, text: str, lang: str) -> list[str]:
    answer = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [hit["ref"] for hit in answer["results"]]


@pytest.mark.usefixtures("walkers_indexed")
def test_a_question_about_a_loyalty_cost_finds_the_ability_that_costs_it(client):
    """Read as "2", "-2" was as much each of the 20 cards gaining 2 life twice, which said it
    more often than the one card whose ability costs −2."""
    assert set(refs(client, "-2 ability", "en")[:2]) == {"Striker", "Striker#2024-01-01"}
    assert refs(client, "capacité -2", "fr")[0] == "Striker"
