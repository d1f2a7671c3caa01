"""The four pages people come for, on a desktop and on a phone, photographed on every run.

A rule page, the search page for « c'est quoi la duplication », a card page and the editors'
review screen, at 1366x900 and 390x844, in French: each screenshot is written under
test-artifacts/screenshots/ (kept by CI as the pages' record), and each page is checked for
what a reader of that screen needs: nothing scrolls sideways, the main heading is on the
first screen, and the search results start on it.
"""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.support import outside_the_browser_loop
from tests.browser.test_editor_review import english_changed_under_reviewed_french, log_in
from tests.browser.test_visitor_and_editor import demo_site, editor  # noqa: F401 - fixtures

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
SHOTS = ARTIFACTS / "screenshots"

PUBLIC_PAGES = {
    "rule": "/fr/cr/502.52a?edition=2006-02-01",
    "search": "/fr/search/?q=c%27est+quoi+la+duplication",
    "card": "/fr/cards/tempt-with-mayhem/",
}


def first_screen_tops(page, selector: str) -> list[float]:
    """The top, in px from the top of the page, of each element matching `selector`."""
    return page.eval_on_selector_all(
        selector, "nodes => nodes.map(node => node.getBoundingClientRect().top + scrollY)"
    )


def photograph(page, screen: str, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{screen}-{name}.png", full_page=False)
    page.screenshot(path=SHOTS / f"{screen}-{name}-whole.png", full_page=True)


def assert_fits(page, screen: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SCREENS[screen]["width"], (page.url, width)


def on_screen(browse, screen: str):
    visit = browse("fr-FR")
    visit.page.set_viewport_size(SCREENS[screen])
    return visit


@pytest.mark.parametrize("screen", SCREENS)
def test_rule_search_and_card_pages_fit_their_screen(demo_site, browse, screen):  # noqa: F811
    visit = on_screen(browse, screen)
    page = visit.page
    for name, path in PUBLIC_PAGES.items():
        visit.goto(path)
        expect(page.locator("h1").first).to_be_visible()
        assert first_screen_tops(page, "h1")[0] < SCREENS[screen]["height"], page.url
        assert_fits(page, screen)
        photograph(page, screen, name)
        visit.assert_clean()
    visit.goto(PUBLIC_PAGES["search"])
    result_tops = first_screen_tops(page, ".results > li, .result")
    assert result_tops and min(result_tops) < SCREENS[screen]["height"], result_tops


@pytest.mark.parametrize("screen", SCREENS)
def test_the_review_screen_on_both_screens(demo_site, editor, browse, screen):  # noqa: F811
    outside_the_browser_loop(english_changed_under_reviewed_french)
    visit = on_screen(browse, screen)
    log_in(visit, "/admin/machine_translation/translationrecord/?status=stale")
    expect(visit.page).to_have_url(re.compile(r"status=stale$"))
    expect(visit.page.locator(".english-diff ins").first).to_be_visible()
    photograph(visit.page, screen, "review")
    visit.assert_clean()
