"""Acronyms players write ("etb", "sba", "cmc") are read as the one glossary entry, keyword
or rule name whose initials they are, and "did you mean" says so; a word that some text holds,
or initials several concepts share, are taken as typed."""

import pytest
from django.core.management import call_command
from django.utils.text import slugify

from keywords.models import GlossaryEntry, Keyword
from rulings.models import Card
from tests.rulings.helpers import card_entry, set_file

from .current_rules import current_glossary
from .relevance import api_search as search

GLOSSARY = {
    "Enters the Battlefield": "A permanent is put onto the battlefield. See rule 603.6a.",
    "State-Based Actions": "Game actions that happen automatically. See rule 704.",
    "Converted Mana Cost (Obsolete)": "An obsolete term for mana value.",
    "Precombat Main Phase": "The first main phase of a turn.",
    "Postcombat Main Phase": "The second main phase of a turn.",
    "Lethal Damage": "The amount of damage needed to destroy a creature.",
    "Roll a Die": "To roll a die is to generate a random number.",
    "Modal, Mode": "A spell or ability that offers choices.",
}


@pytest.fixture
def glossary_among_cards(db, search_index_dir):
    from search.indexer import rebuild

    current_glossary(GLOSSARY)
    # Initials of a card's name do not make an acronym: only concepts are shortened.
    Card.objects.create(slug="etb", name_en="Echo the Bard", oracle_text_en="Flying.")
    Card.objects.create(
        slug="rad", name_en="Glowing One", oracle_text_en="Put a rad counter on each player."
    )
    Card.objects.create(
        slug="healer",
        name_en="Kindly Healer",
        oracle_text_en="When this creature enters the battlefield, you gain 2 life.",
    )
    for number in range(3):  # texts that say the words and rank on them
        Card.objects.create(
            slug=f"trigger-{number}",
            name_en=f"Trigger Happy {number}",
            oracle_text_en="When this trigger resolves, draw a card.",
        )
    rebuild()


def first(client, text: str, lang: str = "en") -> str | None:
    results = search(client, text, lang)["results"]
    return results[0]["ref"] if results else None


@pytest.mark.usefixtures("glossary_among_cards")
def test_an_acronym_is_read_as_the_name_whose_initials_it_is(client):
    found = search(client, "etb trigger")
    assert found["results"][0]["ref"] == "Enters the Battlefield"
    assert found["suggestion"] == "enters the battlefield trigger"
    assert first(client, "ETB", "fr") == "Enters the Battlefield"


@pytest.mark.usefixtures("glossary_among_cards")
def test_an_acronym_after_an_elided_article_is_read_too(client):
    found = search(client, "l'ETB de ma créature", "fr")
    assert found["results"][0]["ref"] == "Enters the Battlefield"
    assert found["suggestion"] == "l'enters the battlefield de ma créature"


@pytest.mark.usefixtures("glossary_among_cards")
def test_the_reading_is_said_as_the_name_is_written(client):
    found = search(client, "sba?")
    assert found["results"][0]["ref"] == "State-Based Actions"
    assert found["suggestion"] == "state-based actions"


@pytest.mark.usefixtures("glossary_among_cards")
def test_a_retired_term_is_read_without_its_qualifier(client):
    found = search(client, "what is cmc")
    assert found["results"][0]["ref"] == "Converted Mana Cost (Obsolete)"
    assert found["suggestion"] == "what is converted mana cost"


@pytest.mark.usefixtures("glossary_among_cards")
def test_an_acronym_in_a_longer_question_reaches_the_texts(client):
    assert first(client, "does an etb trigger when a token is made") == "Enters the Battlefield"
    refs = [hit["ref"] for hit in search(client, "can I respond to an etb")["results"]]
    assert "Kindly Healer" in refs  # its text says "enters the battlefield"


@pytest.mark.usefixtures("glossary_among_cards")
def test_initials_several_concepts_share_are_not_read(client):
    assert search(client, "pmp")["suggestion"] is None  # precombat or postcombat


@pytest.mark.usefixtures("glossary_among_cards")
def test_two_letters_are_never_read_as_a_name(client):
    found = search(client, "ld trigger")  # land destruction, to players
    assert found["suggestion"] is None
    assert "Lethal Damage" not in [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("glossary_among_cards")
def test_two_letters_that_match_nothing_are_offered_as_initials(client):
    """Alone, "mv" found nothing and offered nothing: "did you mean mana value?" is a question
    the visitor answers, where reading it would answer for them."""
    found = search(client, "ld")
    assert found["results"] == []
    assert found["suggestion"] == "lethal damage"
    assert search(client, "mm")["suggestion"] is None  # "Modal, Mode": two names, not one


@pytest.mark.usefixtures("glossary_among_cards")
def test_a_word_a_text_holds_is_taken_as_typed(client):
    found = search(client, "rad")  # "rad counter", not Roll a Die
    assert found["suggestion"] is None
    assert found["results"][0]["ref"] == "Glowing One"


@pytest.mark.usefixtures("glossary_among_cards")
def test_a_concept_added_after_the_index_was_built_is_read_too(
    client, django_capture_on_commit_callbacks
):
    assert search(client, "ltb")["suggestion"] is None
    with django_capture_on_commit_callbacks(execute=True):  # the index follows the save
        Keyword.objects.create(slug="leaves", name_en="Leaves the Battlefield", kind="keyword")
    found = search(client, "ltb")
    assert found["results"][0]["ref"] == "leaves the battlefield"
    assert found["suggestion"] == "leaves the battlefield"


@pytest.mark.usefixtures("glossary_among_cards")
def test_a_deleted_concept_is_no_reading(client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        GlossaryEntry.objects.filter(term_en="State-Based Actions").delete()
    assert search(client, "sba")["suggestion"] is None


# --- Cards: initials written as an abbreviation, the card printed far more often -------------

CARDS_PRINTED = {  # name: sets printed in
    "Birds of Paradise": 5,
    "Bane of Progress": 2,
    "Liliana of the Veil": 2,
    "Leyline of the Void": 2,
    "Chalice of the Void": 2,
    "Board the Weatherlight": 1,
    "Sensei's Divining Top": 2,
}


@pytest.fixture
def printed_cards(db, search_index_dir):
    from search.indexer import rebuild

    for name, sets in CARDS_PRINTED.items():
        card = Card.objects.create(slug=slugify(name), name_en=name)
        for number in range(sets):
            card.printings.create(set_code=f"S{number}")
    Card.objects.create(slug="hawk", name_en="Tidal Hawk", oracle_text_en="Can block flyers.")
    trumpet = Card.objects.create(
        slug="trumpet", name_en="Trumpet Blast", name_fr="Sonnerie de trompe"
    )
    for number in range(6):
        trumpet.printings.create(set_code=f"S{number}")
    alchemy = Card.objects.create(slug="a-bop", name_en="A-Birds of Paradise", is_rebalanced=True)
    for number in range(4):
        alchemy.printings.create(set_code=f"Y{number}")
    rebuild()


@pytest.mark.usefixtures("printed_cards")
@pytest.mark.parametrize("typed", ["BoP", "bop", "BOP"])
def test_a_query_of_one_abbreviation_is_read_as_the_card_printed_most(client, typed):
    found = search(client, typed)
    assert found["results"][0]["ref"] == "Birds of Paradise"
    assert found["suggestion"] == "birds of paradise"


@pytest.mark.usefixtures("printed_cards")
def test_an_abbreviation_inside_a_question_names_the_card(client):
    found = search(client, "can BoP block flyers")
    assert found["results"][0]["ref"] == "Birds of Paradise"
    assert found["suggestion"] == "can birds of paradise block flyers"


@pytest.mark.usefixtures("printed_cards")
@pytest.mark.parametrize("text", ["can bop block flyers", "CAN BOP BLOCK FLYERS"])
def test_initials_not_written_as_an_abbreviation_inside_a_question_are_a_word(client, text):
    found = search(client, text)
    assert found["suggestion"] is None
    assert "Birds of Paradise" not in [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("printed_cards")
def test_the_only_card_with_the_initials_is_read(client):
    assert first(client, "CotV") == "Chalice of the Void"


@pytest.mark.usefixtures("printed_cards")
def test_a_card_printed_once_is_no_reading(client):
    assert search(client, "BtW")["suggestion"] is None


@pytest.mark.usefixtures("printed_cards")
def test_an_alchemy_rebalanced_card_is_no_reading(client):
    """Players abbreviate the paper card: "A-Birds of Paradise", printed in four Alchemy sets,
    is not what "ABoP" means."""
    assert search(client, "ABoP")["suggestion"] is None


@pytest.mark.usefixtures("printed_cards")
def test_a_possessive_is_no_initial_and_french_names_have_none(client):
    """Sensei's Divining Top is "SDT"; Trumpet Blast's « Sonnerie de trompe », printed more,
    is not."""
    found = search(client, "is SDT banned")
    assert found["results"][0]["ref"] == "Sensei's Divining Top"


@pytest.mark.usefixtures("printed_cards")
def test_a_query_of_one_abbreviation_and_a_rule_number(client):
    assert search(client, "BoP 702.1")["suggestion"] == "birds of paradise 702.1"


@pytest.mark.usefixtures("printed_cards")
def test_cards_printed_about_as_often_are_no_reading(client):
    found = search(client, "LotV")
    assert found["suggestion"] is None
    assert not found["results"]


@pytest.mark.usefixtures("printed_cards")
def test_the_reading_follows_the_printings_imported(client, django_capture_on_commit_callbacks):
    liliana = Card.objects.get(name_en="Liliana of the Veil")
    with django_capture_on_commit_callbacks(execute=True):  # the card saved: a new searcher
        for number in range(2, 4):
            liliana.printings.create(set_code=f"S{number}")
        liliana.save()
    assert first(client, "LotV") == "Liliana of the Veil"


LILIANA_ORACLE_ID = "33333333-3333-4333-8333-333333333333"


@pytest.mark.usefixtures("printed_cards")
def test_the_reading_follows_printings_an_import_adds_alone(client, tmp_path):
    """The import gives Liliana of the Veil her oracle id and a third set (3 against Leyline
    of the Void's 2: still no reading), then a fourth set and nothing else: the index, which
    `import_cards` brings up to date, reads the new count."""
    liliana = card_entry("Liliana of the Veil", LILIANA_ORACLE_ID)
    call_command("import_cards", set_file(tmp_path / "S2.json", [liliana], code="S2"))
    assert search(client, "LotV")["suggestion"] is None

    call_command("import_cards", set_file(tmp_path / "S3.json", [liliana], code="S3"))

    assert first(client, "LotV") == "Liliana of the Veil"


@pytest.mark.usefixtures("glossary_among_cards")
def test_a_concept_comes_before_a_card_with_the_same_initials(client):
    # "Echo the Bard" has the initials of Enters the Battlefield.
    assert first(client, "ETB") == "Enters the Battlefield"
