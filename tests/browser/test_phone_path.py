"""A French player on a phone (390x844), in a real browser against the demo data: the search
answers with results on the first screen, no page scrolls sideways, and mana costs are
symbols a screen reader names."""

import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from search import indexer
from tests.browser.support import search_box

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def demo_site(transactional_db, search_index_dir):
    """The demo data committed for real (the live server's threads read it) and indexed."""
    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()


def results_on_first_screen(page) -> int:
    return page.evaluate(
        """() => [...document.querySelectorAll('ol.results > li.result')]
              .filter(item => item.getBoundingClientRect().top < window.innerHeight).length"""
    )


def sideways_overflow(page) -> int:
    """How many pixels the page is wider than the screen (0: no sideways scroll)."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def test_a_french_player_searches_on_a_phone_and_reads_a_card(demo_site, browse):
    visit = browse("fr-FR")
    page = visit.page
    page.set_viewport_size(PHONE)
    visit.goto("/fr/")
    search_box(page).fill("c'est quoi la duplication")
    search_box(page).press("Enter")
    expect(page).to_have_url(re.compile(r"/fr/search/\?q=c%27est"))
    visit.step("search-phone")
    visit.assert_clean()

    # The answer is there, folded to its first lines; the results start on the first screen.
    answer = page.locator("section.answer")
    expect(answer.get_by_role("link", name="Duplication", exact=True)).to_be_visible()
    expect(answer.locator("details.answer-more")).not_to_have_attribute("open", "")
    assert results_on_first_screen(page) >= 1
    assert sideways_overflow(page) == 0

    # Unfolded, the whole answer is one tap away, its example card's cost a named symbol.
    answer.locator("details.answer-more > summary").click()
    expect(answer.get_by_text("Gigatorpeur").first).to_be_visible()
    expect(answer.get_by_role("img", name="mana bleu").first).to_be_visible()
    visit.step("answer-unfolded")

    page.get_by_role("link", name="Gigatorpeur").first.click()
    expect(page).to_have_url(re.compile(r"/fr/cards/gigadrowse/$"))
    visit.step("card-phone")
    visit.assert_clean()
    cost = page.locator(".card-mana .mana-cost")
    blue = cost.get_by_role("img", name="mana bleu")
    expect(blue).to_be_visible()
    assert cost.text_content() == "{U}"  # what a copy of the cost gives
    assert sideways_overflow(page) == 0

    visit.goto("/fr/cards/")
    visit.step("card-list-phone")
    visit.assert_clean()
    expect(page.locator(".card-list li").first).to_be_visible()
    assert sideways_overflow(page) == 0


def test_on_a_wide_screen_the_answer_sits_beside_the_results_opened(demo_site, browse):
    visit = browse("fr-FR")
    page = visit.page
    page.set_viewport_size({"width": 1366, "height": 900})
    visit.goto("/fr/search/?q=c%27est+quoi+la+duplication")
    visit.step("search-desktop")
    visit.assert_clean()
    expect(page.locator("details.answer-more")).to_have_attribute("open", "")
    answer = page.locator("section.answer").bounding_box()
    first_result = page.locator("ol.results > li.result").first.bounding_box()
    assert answer["x"] + answer["width"] <= first_result["x"]  # side by side, the answer first
    assert first_result["y"] < 900
