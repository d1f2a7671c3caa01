"""A query of one word of a card's name ("craterhoof", "dockside"): the cards whose names hold
it come first, before their rulings, which repeat the name in a shorter text."""

import datetime

import pytest

from rulings.models import Card, Ruling

from .relevance import api_search


@pytest.fixture
def cards_and_rulings_naming_them(db, search_index_dir):
    from search.indexer import rebuild

    day = datetime.date(2017, 3, 14)
    hoof = Card.objects.create(
        slug="craterhoof-behemoth",
        name_en="Craterhoof Behemoth",
        oracle_text_en="Haste. When this creature enters, creatures you control gain trample "
        "and get +X/+X until end of turn, where X is the number of creatures you control.",
    )
    for text in (
        "Craterhoof Behemoth's ability counts Craterhoof Behemoth itself.",
        "The value of X for Craterhoof Behemoth is counted as its ability resolves.",
    ):
        Ruling.objects.create(card=hoof, published_at=day, source="wotc", text_en=text)
    for number in range(6):  # other texts, so that the name's word is a rare one
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear."
        )
    rebuild()


@pytest.mark.usefixtures("cards_and_rulings_naming_them")
def test_one_word_of_a_name_finds_the_card_before_its_rulings(client):
    refs = [result["ref"] for result in api_search(client, "craterhoof")["results"]]
    assert refs[0] == "Craterhoof Behemoth"
    assert len(refs) == 3  # and its two rulings


@pytest.mark.usefixtures("cards_and_rulings_naming_them")
def test_one_word_of_a_name_typed_with_a_typo_is_offered_as_typed_right(client):
    """No name is "craterhoof" alone: "did you mean" offers the word the names hold."""
    answer = api_search(client, "craterhof")
    assert answer["results"][0]["ref"] == "Craterhoof Behemoth"
    assert answer["suggestion"] == "craterhoof"
