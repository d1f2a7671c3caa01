"""What an accessibility review found on wide screens, in high contrast and with larger text, in
a real browser against the demo data: where « Aller aux résultats » shows when a keyboard
reaches it, the type filter chosen, which only a background marked, in forced colours, and the
text's size, which the browser's setting left as it was."""

import pytest
from playwright.sync_api import expect

from tests.browser.test_visitor_and_editor import demo_site  # noqa: F401 - a fixture

pytestmark = pytest.mark.browser

WIDE = {"width": 1280, "height": 800}


def test_the_skip_to_the_results_shows_above_them_when_focused(demo_site, browse):  # noqa: F811
    """At 1280 px the answer stands beside the results; focused, the link fell in the grid's
    next row, under the last result, and the page jumped there."""
    visit = browse("fr-FR")
    page = visit.page
    page.set_viewport_size(WIDE)
    visit.goto("/fr/search/?q=c'est+quoi+la+duplication")
    skip = page.get_by_role("link", name="Aller aux résultats")
    skip.focus()
    expect(skip).to_be_in_viewport()
    layout = page.locator(".search-layout").bounding_box()
    shown = skip.bounding_box()
    assert abs(shown["y"] - layout["y"]) < 2 and shown["height"] > 20, (shown, layout)
    visit.step("skip-link")
    with page.expect_navigation():
        skip.press("Enter")
    expect(page.locator("#results")).to_be_focused()
    visit.assert_clean()


def test_the_chosen_type_filter_shows_in_forced_colours(demo_site, browse):  # noqa: F811
    """High contrast drops backgrounds: the chosen filter is outlined and underlined too."""
    visit = browse("fr-FR")
    page = visit.page
    page.emulate_media(forced_colors="active")
    visit.goto("/fr/search/?q=duplication&type=keyword")
    chosen = page.locator(".facets a[aria-current]")
    expect(chosen).to_have_count(1)
    other = page.locator(".facets a:not([aria-current])").first
    look = "el => [getComputedStyle(el).outlineStyle, getComputedStyle(el).textDecorationLine]"
    assert chosen.evaluate(look) == ["solid", "underline"]
    assert other.evaluate(look)[0] == "none"
    visit.step("forced-colours")
    visit.assert_clean()


PHONE = {"width": 390, "height": 844}
BODY = "() => getComputedStyle(document.body).fontSize"


def test_the_text_follows_the_size_the_browser_is_set_to(demo_site, browse):  # noqa: F811
    """WCAG 1.4.4: the text's size was set in px (17, and 16 on a phone), which a reader's
    larger text in the browser's settings left as it was. Set to 24 px, as at 16 px the body
    is 17/16 of it, and on a phone the size set."""
    visit = browse("fr-FR")
    page = visit.page
    browser = page.context.new_cdp_session(page)
    browser.send("Page.setFontSizes", {"fontSizes": {"standard": 24}})
    visit.goto("/fr/")
    assert page.evaluate(BODY) == "25.5px"
    page.set_viewport_size(PHONE)
    assert page.evaluate(BODY) == "24px"
    visit.assert_clean()


def test_the_keyboard_reaches_the_answer_and_the_results_in_the_order_they_show(
    demo_site,  # noqa: F811
    browse,
):
    """An accessibility review: on a wide screen the answer stood right of the results, yet the
    keyboard reached it first (after « Aller aux résultats »), then went back left to them.
    First in the page's order, as a phone shows it above the results, it stands left of them."""
    visit = browse("fr-FR")
    page = visit.page
    page.set_viewport_size(WIDE)
    visit.goto("/fr/search/?q=c'est+quoi+la+duplication")
    page.get_by_role("link", name="Aller aux résultats").focus()
    page.keyboard.press("Tab")
    reached = page.evaluate("() => document.activeElement.closest('.answer, #results')?.className")
    assert reached == "answer"  # the page's order: the answer, then the results
    answer = page.locator("section.answer").bounding_box()
    first_result = page.locator("ol.results > li.result").first.bounding_box()
    assert answer["x"] + answer["width"] <= first_result["x"], (answer, first_result)
    visit.step("answer-then-results")
    visit.assert_clean()
