"""The answer panel opens on what the question names (search.answers), through the search page
on the demo data and a few cards added."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card
from search import indexer
from terminology.models import Term


def panel(client, lang: str, question: str) -> str:
    """The answer panel's HTML, or "" when the page has none."""
    page = client.get(f"/{lang}/search/", {"q": question}).content.decode()
    if 'class="answer"' not in page:
        return ""
    return page[
        page.index('class="answer"') : page.index("</section>", page.index('class="answer"'))
    ]


@pytest.fixture
def everyday_names(demo_data, search_index_dir):
    """Cards whose names are everyday words: Lance (« Lance » in French too, the verb « je
    lance »), and Pile, English only, where French players say « la pile » for the stack."""
    Card.objects.create(slug="lance", name_en="Lance", name_fr="Lance", oracle_text_en="Aura.")
    Card.objects.create(slug="pile", name_en="Pile", oracle_text_en="Pile up.")
    Term.objects.create(english="stack", french="pile", kind=Term.Kind.RULES_TERM)
    indexer.rebuild()


@pytest.mark.usefixtures("everyday_names")
def test_an_everyday_word_of_a_longer_question_opens_no_card(client):
    assert "/fr/cards/lance/" in panel(client, "fr", "lance")  # the question is the name
    assert panel(client, "fr", "je lance un sort sur une créature qui a la défense") == ""
    answer = panel(client, "fr", "je lance Gigatorpeur sur une créature qui a la défense")
    assert "/fr/cards/gigadrowse/" in answer and "/fr/cards/lance/" not in answer


@pytest.mark.usefixtures("everyday_names")
def test_a_card_named_plainly_in_a_question_opens_its_panel(client):
    answer = panel(client, "fr", "si je lance Tentation du chaos, que se passe-t-il")
    assert "/fr/cards/tempt-with-mayhem/" in answer and "/fr/cards/lance/" not in answer


@pytest.mark.usefixtures("everyday_names")
def test_a_french_question_names_no_english_name_its_words_mean_otherwise(client):
    assert "/en/cards/pile/" in panel(client, "en", "pile")
    assert panel(client, "fr", "la pile") == ""


@pytest.fixture
def monarch(demo_data, search_index_dir):
    """A card whose one-word name is also a glossary entry's."""
    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(is_current=True),
        term_en="Monarch",
        definition_en="The designation of a player. See rule 724.",
    )
    Card.objects.create(slug="monarch", name_en="Monarch", oracle_text_en="Flying.")
    indexer.rebuild()


@pytest.mark.usefixtures("monarch")
def test_one_word_naming_a_concept_inside_a_question_opens_no_card(client):
    """As the results read it: the question names the game's term, not the card."""
    assert "/en/cards/monarch/" in panel(client, "en", "Monarch")  # the question is the name
    question = "Who becomes the Monarch when the player who is it leaves the game?"
    assert panel(client, "en", question) == ""
