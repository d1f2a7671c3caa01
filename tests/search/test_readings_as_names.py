"""A French query of one or two words names what its English reading names, as an English
query would (« éphémère ou rituel » is Instant and Sorcery), and a word the terminology reads
is a word of the game as typed, not a card name's word cut short (« éphémère » is no
« Éphémérer »)."""

import pytest
from whoosh.query import Term

from rulings.models import Card
from terminology.models import LexiconEntry

from .current_rules import current_glossary
from .relevance import api_search
from .test_query_tree import leaves_of


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


@pytest.mark.parametrize(("page", "named"), [("en", False), ("fr", True)])
def test_a_query_of_no_telling_language_names_its_french_reading_on_a_french_page_only(page, named):
    """A diff review: "main phase" on the English page also looked for the exact name Hand,
    « main » being French for hand."""
    from search.query import plan_query
    from search.query_text import parse_user_query

    tree = plan_query(
        parse_user_query("main phase"), terminology={"main": ["hand"]}, page_language=page
    ).tree
    names = {term.text for term in leaves_of(tree, Term) if term.fieldname == "name_exact"}
    assert ("hand" in names) is named


def test_a_run_of_words_the_terminology_knows_is_read_whole_in_the_order_typed():
    """A diff review: « blessures mortelles » read "damage lethal", a name nobody has."""
    from search.query_text import parse_user_query
    from search.question_names import english_reading

    terminology = {
        "blessures mortelles": ["lethal damage"],
        "blessures": ["damage"],
        "mortelles": ["lethal"],
    }
    reading = english_reading(parse_user_query("blessures mortelles"), terminology)
    assert reading.words == ("lethal", "damage")


@pytest.mark.usefixtures("instants_and_sorceries")
def test_an_english_reading_names_the_game_s_terms_not_a_card(client):
    """A French player's question, « contrecarrement de sort », read "counter spell", found the
    card Spell Counter first, a card no French printing names so: the reading's names are the
    game's terms; a card is named by its own names, in French or in English."""
    from search.indexer import rebuild

    Card.objects.create(slug="copy-instant", name_en="Copy Instant", oracle_text_en="Draw.")
    rebuild()
    assert refs(client, "copie d'éphémère")[0] != "Copy Instant"
    assert refs(client, "copy instant", "en")[0] == "Copy Instant"
