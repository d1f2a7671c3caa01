"""A number with its sign is one word: a loyalty ability's cost ("−2") is not any "2", in the
texts and the words of a question (not in names: "+2 Mace" is "2 mace")."""

import pytest

from rulings.models import Card, Ruling
from search.analyzers import english_analyzer, french_analyzer, name_analyzer
from search.names import name_key
from search.query_text import parse_user_query
from terminology.vocabulary import lexicon_key

from .relevance import refs
from .test_analyzers import tokens


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
    # Any dash typed for a minus: non-breaking, small and full-width hyphens too.
    assert tokens(english_analyzer(), "\u20112 \ufe633 \uff0d4") == ["-2", "-3", "-4"]


def test_a_name_keeps_its_numbers_bare():
    """ "+2 Mace" is typed "2 mace" too, as its address (2-mace) says."""
    assert tokens(name_analyzer(), "+2 Mace") == tokens(name_analyzer(), "2 mace") == ["2", "mace"]


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


def test_the_words_of_a_question_keep_the_sign_the_lexicons_keys_do_not():
    assert parse_user_query("Can I activate Basri Ket's -2 twice?").words == (
        "can",
        "i",
        "activate",
        "basri",
        "ket's",
        "-2",
        "twice",
    )
    assert lexicon_key("capacité −2") == name_key("capacité -2") == "capacite 2"


@pytest.fixture
def walkers_indexed(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.bulk_create(
        Card(
            slug=f"healer-{letter.lower()}",
            name_en=f"Healer {letter}",
            name_fr=f"Guérisseur {letter}",
            oracle_text_en="+2: You gain 2 life. Then gain 2 more life.",
            oracle_text_fr="+2 : Vous gagnez 2 points de vie, puis 2 de plus.",
        )
        for letter in "ABCDEFGHIJKLMNOPQRST"  # no digit in a name: names keep theirs bare
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
    Card.objects.create(slug="2-mace", name_en="+2 Mace", oracle_text_en="Equipped creature …")
    Card.objects.create(slug="seer", name_en="Seer", oracle_text_en="Draw 7 cards.")
    rebuild()


@pytest.mark.usefixtures("walkers_indexed")
def test_a_question_about_a_loyalty_cost_finds_the_ability_that_costs_it(client):
    """Read as "2", "-2" was as much each of the 20 cards gaining 2 life twice, which said it
    more often than the one card whose ability costs −2."""
    assert set(refs(client, "-2 ability", "en")[:2]) == {"Striker", "Striker#2024-01-01"}
    assert refs(client, "capacité -2", "fr")[0] == "Striker"


@pytest.mark.usefixtures("walkers_indexed")
def test_a_signed_number_no_text_holds_is_searched_as_its_number(client):
    """No card prints a cost of +7: a query of it alone found nothing."""
    assert refs(client, "+7", "en")[0] == "Seer"
    assert refs(client, "−7", "fr")[0] == "Seer"


@pytest.mark.usefixtures("walkers_indexed")
def test_a_card_named_with_a_sign_is_found_without_it(client):
    assert refs(client, "2 mace", "en")[0] == "+2 Mace"
    assert refs(client, "+2 mace", "en")[0] == "+2 Mace"
