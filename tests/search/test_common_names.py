"""A name that is also a common word ("flying", « vol »): the name comes first, and every
text that says the word follows, so that the count and the type filters tell the truth."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card


@pytest.fixture
def flying_everywhere(db, search_index_dir, monkeypatch):
    """A glossary entry named Flying, eight cards that say it and four that do not. Every
    word of a dozen documents is common once the floor of COMMON_MIN_DOCUMENTS is lifted."""
    from search import query
    from search.indexer import rebuild

    monkeypatch.setattr(query, "COMMON_MIN_DOCUMENTS", 1)
    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    GlossaryEntry.objects.create(
        edition=edition, term_en="Flying", definition_en="A keyword ability. See rule 702.9."
    )
    for number in range(8):
        Card.objects.create(
            slug=f"bird-{number}", name_en=f"Bird {number}", oracle_text_en="Flying"
        )
    for number in range(4):
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="Trample"
        )
    rebuild()


def search(client, **params) -> dict:
    return client.get("/api/search", {"q": "flying", "lang": "en", **params}).json()


@pytest.mark.usefixtures("flying_everywhere")
def test_the_name_comes_first_and_every_text_saying_it_follows(client):
    answer = search(client)
    assert answer["results"][0]["ref"] == "Flying"
    assert answer["total"] == 9
    assert answer["type_counts"]["card"] == 8


@pytest.mark.usefixtures("flying_everywhere")
def test_the_card_filter_lists_the_cards_that_say_the_word(client):
    answer = search(client, type="card")
    assert sorted(hit["ref"] for hit in answer["results"]) == [f"Bird {n}" for n in range(8)]
