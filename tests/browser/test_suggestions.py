"""Names suggested in the search box as one types, in a real browser against the demo data: the
script asks /api/suggest after a pause and fills the box's list with plain text, within the
Content-Security-Policy."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card
from search import indexer
from tests.browser.support import search_box

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
    box.press_sequentially("tentation", delay=30)
    expect(page.locator('#search-suggestions option[value="Tentation du chaos"]')).to_have_count(1)
    visit.step("suggested")
    visit.assert_clean()

    box.fill("")
    box.press_sequentially("duplic", delay=30)  # the keyword and its glossary entry
    expect(page.locator('#search-suggestions option[value="Duplication"]')).to_have_count(1)

    box.fill("")
    box.press_sequentially("img", delay=30)  # the name key of the hostile card starts so
    option = page.locator("#search-suggestions option")
    expect(option).to_have_attribute("value", HOSTILE_NAME)  # a value, never markup
    expect(option).to_have_count(1)
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#search-suggestions img").count() == 0
    visit.assert_clean()
