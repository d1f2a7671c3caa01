"""A French query of one or two words names what its English reading names, as an English
query would (« éphémère ou rituel » is Instant and Sorcery), and a word the terminology reads
is a word of the game as typed, not a card name's word cut short (« éphémère » is no
« Éphémérer »)."""

import pytest

from rulings.models import Card
from terminology.models import LexiconEntry

from .current_rules import current_glossary
from .relevance import api_search


@pytest.fixture
def instants_and_sorceries(db, search_index_dir):
    from search.indexer import rebuild

    current_glossary(
        {
            "Instant": "A card type. An instant is not a permanent. See rule 304.",
            "Sorcery": "A card type. A sorcery is not a permanent. See rule 307.",
            "Copy": "To create a new object whose copiable values are copied. See rule 707.",
        }
    )
    Card.objects.create(
        slug="ephemerate",
        name_en="Ephemerate",
        name_fr="Éphémérer",
        oracle_text_en="Exile target creature you control, then return it.",
    )
    for number in range(40):  # cards that print the words, as the full data's thousands do
        Card.objects.create(
            slug=f"spell-{number}",
            name_en=f"Quick Spell {number}",
            name_fr=f"Sort rapide {number}",
            oracle_text_en="Copy an instant or sorcery.",
            oracle_text_fr="Copiez un éphémère ou un rituel.",
        )
    for french, english in (("éphémère", "instant"), ("rituel", "sorcery"), ("copier", "copy")):
        LexiconEntry.objects.create(french=french, english=english, aligned=300)
    rebuild()


def refs(client, text: str, lang: str = "fr") -> list[str]:
    return [hit["ref"] for hit in api_search(client, text, lang)["results"]]


@pytest.mark.usefixtures("instants_and_sorceries")
def test_a_word_the_terminology_reads_is_not_a_name_word_cut_short(client):
    """A French player's review: « éphémère » found Ephemerate (« Éphémérer ») first."""
    found = api_search(client, "éphémère", "fr")
    assert found["results"][0]["ref"] == "Instant"
    assert found["suggestion"] is None


@pytest.mark.usefixtures("instants_and_sorceries")
@pytest.mark.parametrize(
    ("french", "english"),
    [("éphémère ou rituel", "instant or sorcery"), ("copier un éphémère", "copy an instant")],
)
def test_a_short_french_query_names_what_its_english_would(client, french, english):
    """« éphémère vs rituel » found cards that print both words, and neither entry."""
    expected = refs(client, english, "en")[:2]
    assert set(expected) <= {"Instant", "Sorcery", "Copy"}
    assert refs(client, french)[:2] == expected
