"""Names suggested in the search box as one types, in a real browser against the demo data: the
script asks /api/suggest after a pause and fills the box's list with plain text, within the
Content-Security-Policy."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from keywords.models import GlossaryEntry, RulesEdition
from provenance.models import NameSource
from rulings.models import Card
from search import indexer
from tests.browser.support import outside_the_browser_loop, search_box

pytestmark = pytest.mark.browser

HOSTILE_NAME = '<img src=x onerror="window.__pwned = 1">Quokka'


@pytest.fixture
def demo_site(transactional_db, search_index_dir):
    """The demo data committed for real (the live server's threads read it), a card whose
    name is markup, and the index."""
    call_command("loaddata", "demo", verbosity=0)
    Card.objects.create(slug="quokka", name_en=HOSTILE_NAME)
    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(),
        term_en="Replicate",
        term_fr="Duplication",
        definition_en="A keyword ability. See rule 502.52.",
    )
    indexer.rebuild()


def test_typing_in_the_search_box_suggests_names(demo_site, browse):
    visit = browse("fr-FR")
    page = visit.page
    visit.goto("/fr/")
    box = search_box(page)
    listbox = page.get_by_role("listbox", name="Noms suggérés")
    box.press_sequentially("tentation", delay=30)
    expect(listbox.get_by_role("option", name="Tentation du chaos")).to_be_visible()
    expect(box).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_role("status")).to_have_text("1 nom suggéré")
    visit.step("suggested")
    visit.assert_clean()

    box.fill("")
    box.press_sequentially("duplic", delay=30)  # the keyword and its glossary entry
    expect(listbox.get_by_role("option", name="Duplication")).to_have_count(1)

    box.fill("")
    box.press_sequentially("img", delay=30)  # the name key of the hostile card starts so
    option = listbox.get_by_role("option")
    expect(option).to_have_text(f"{HOSTILE_NAME} Anglais")  # text, never markup; no French
    expect(option).to_have_count(1)
    expect(option).to_have_attribute("lang", "en")  # an English name, read as English
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#search-suggestions img").count() == 0
    visit.assert_clean()


def typed_on_the_home_page(browse, typed: str, suggested: str):
    """The French home page with `typed` in the search box: the visit, the box, and the
    option of the name `suggested`, seen."""
    visit = browse("fr-FR")
    visit.goto("/fr/")
    box = search_box(visit.page)
    box.press_sequentially(typed, delay=30)
    option = visit.page.get_by_role("listbox").get_by_role("option", name=suggested)
    expect(option).to_be_visible()
    return visit, box, option


def test_a_name_typed_without_its_accents_is_suggested(demo_site, browse):
    """« eclair » finds « Éclair de test » on the server: the list shows it (a <datalist>
    showed only options holding the letters as typed, accents included, so none)."""
    outside_the_browser_loop(
        lambda: Card.objects.create(slug="eclair", name_en="Test Flash", name_fr="Éclair de test")
    )
    outside_the_browser_loop(indexer.rebuild)
    visit, _, option = typed_on_the_home_page(browse, "eclair", "Éclair de test")
    expect(option).to_have_attribute("lang", "fr")
    visit.step("accents")
    visit.assert_clean()


def test_a_french_name_found_on_cards_says_so_as_the_lists_do(demo_site, browse):
    """A French judge's review: « Bibliothèque », found on printed cards and not checked,
    was suggested as if official, where the glossary's list tags it."""
    outside_the_browser_loop(
        lambda: GlossaryEntry.objects.create(
            edition=RulesEdition.objects.get(),
            term_en="Library",
            term_fr="Bibliothèque",
            term_fr_source=NameSource.MINED,
            definition_en="A zone. See rule 401.",
        )
    )
    outside_the_browser_loop(indexer.rebuild)
    visit, _, option = typed_on_the_home_page(browse, "biblio", "Bibliothèque relevé, non vérifié")
    tag = option.locator(".lang-tag")
    expect(tag).to_have_text("relevé, non vérifié")
    expect(tag).to_have_attribute("title", "Relevé sur des cartes imprimées, non vérifié")
    expect(option).to_have_attribute("lang", "fr")
    with visit.page.expect_navigation():
        option.click()
    assert "q=Biblioth%C3%A8que&" in visit.page.url + "&"  # chosen without its tag
    visit.assert_clean()


def test_suggestions_are_chosen_with_the_keyboard(demo_site, browse):
    """Down to an option (announced through aria-activedescendant), up back to the text typed,
    Escape closes the list and keeps the text, Enter on an option searches for its name."""
    visit, box, option = typed_on_the_home_page(browse, "tentation", "Tentation du chaos")
    page = visit.page
    box.press("ArrowDown")
    expect(option).to_have_attribute("aria-selected", "true")
    option_id = option.get_attribute("id")
    expect(box).to_have_attribute("aria-activedescendant", option_id)
    box.press("ArrowUp")  # back to the box
    expect(option).to_have_attribute("aria-selected", "false")
    expect(box).not_to_have_attribute("aria-activedescendant", option_id)
    box.press("Escape")
    expect(page.get_by_role("listbox")).to_be_hidden()
    expect(box).to_have_attribute("aria-expanded", "false")
    expect(box).to_have_value("tentation")
    box.press("ArrowDown")  # opens the list again, on its first option
    expect(option).to_have_attribute("aria-selected", "true")
    visit.step("chosen")
    with page.expect_navigation():
        box.press("Enter")
    assert "q=Tentation+du+chaos" in page.url
    expect(page.get_by_role("heading", level=1)).to_contain_text("Tentation du chaos")
    visit.assert_clean()


def test_a_name_with_no_french_is_tagged_english_and_chosen_without_its_tag(demo_site, browse):
    """A pages review: among French names the suggestions offered English ones untagged,
    where every list of the site says « Anglais » beside them."""
    visit, box, option = typed_on_the_home_page(
        browse, "gandalf", "Gandalf, Westward Voyager Anglais"
    )
    expect(option.locator(".lang-tag")).to_have_text("Anglais")
    expect(option.locator(".lang-tag")).to_have_attribute("lang", "fr")
    visit.step("tagged")
    with visit.page.expect_navigation():
        option.click()
    assert "q=Gandalf%2C+Westward+Voyager&" in visit.page.url + "&"
    visit.assert_clean()
