"""A question of several words that names no card asks how the game works: its rules and
glossary entries rank above the cards that hold the same words. A short query, or a question
naming a card, keeps its ranking."""

import pytest

from keywords.models import GlossaryEntry, Rule, RulesEdition
from rulings.models import Card

RULE = "A countered spell is put into its owner's graveyard. It doesn't resolve."
CARD = "Counter target spell. Put that countered spell into its owner's graveyard."
QUESTION = "When does a countered spell go into its owner's graveyard after it was countered?"


@pytest.fixture
def countered_spells(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    Rule.objects.create(edition=edition, number="701.6a", kind="subrule", text_en=RULE)
    GlossaryEntry.objects.create(
        edition=edition, term_en="Resolve", definition_en="To resolve a spell is to follow it."
    )
    Card.objects.create(slug="spell-sink", name_en="Spell Sink", oracle_text_en=CARD)
    Card.objects.create(slug="grizzly-cub", name_en="Grizzly Cub", oracle_text_en="Trample.")
    for number in range(8):  # other texts, so that the words are not in every document
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear. Trample."
        )
    rebuild()


def ranked(client, question: str) -> list[str]:
    answer = client.get("/api/search", {"q": question, "lang": "en"}).json()
    return [hit["ref"] for hit in answer["results"]]


@pytest.mark.usefixtures("countered_spells")
def test_a_question_naming_no_card_ranks_its_rule_first(client):
    assert ranked(client, QUESTION)[:2] == ["701.6a", "Spell Sink"]


@pytest.mark.usefixtures("countered_spells")
def test_a_short_query_keeps_the_ranking_of_its_words(client):
    """The same words without the question: the card, which holds them twice, comes first."""
    assert ranked(client, "countered spell owner's graveyard")[:2] == ["Spell Sink", "701.6a"]


@pytest.mark.usefixtures("countered_spells")
def test_a_question_naming_a_card_keeps_the_ranking_of_its_words(client):
    """The card named comes first (search.linking); the others as their words rank them."""
    question = "When does a countered spell go into its owner's graveyard with Grizzly Cub?"
    assert ranked(client, question)[:3] == ["Grizzly Cub", "Spell Sink", "701.6a"]
