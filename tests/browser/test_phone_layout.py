"""On a phone (390 x 844): no public page scrolls sideways, the header folds its links into a
menu, the search box's hint reads whole, a keyboard reaches « Aller au contenu » first, and dark
mode follows the system."""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import expect

from keywords.models import Keyword, Rule, RulesEdition
from rulings.models import Card
from tests.browser.support import outside_the_browser_loop, search_box
from tests.browser.test_visitor_and_editor import demo_site  # noqa: F401 - a fixture

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
# The header keeps the brand, the menu, the languages and the search box: two short rows.
HEADER_MOST = 120


def public_paths() -> list[str]:
    """Every kind of public page of the demo data, in both languages."""
    paths = []
    for language in ("fr", "en"):
        with translation.override(language):
            paths += [
                reverse("home"),
                reverse("keywords:keyword-list"),
                reverse("keywords:rules-index"),
                reverse("keywords:glossary"),
                reverse("rulings:card-list"),
                reverse("machine_translation:coverage"),
                reverse("search:search") + "?q=duplication",
                reverse("search:search") + "?q=tempt",
                f"/{language}/no-such-page/",
            ]
            paths += [keyword.get_absolute_url() for keyword in Keyword.objects.all()]
            paths += [card.get_absolute_url() for card in Card.objects.all()]
            for rule in Rule.objects.filter(edition__is_current=True):
                paths.append(reverse("keywords:rule-detail", args=[rule.number]))
                paths.append(reverse("keywords:rule-history", args=[rule.number]))
            for edition in RulesEdition.objects.all():
                day = edition.effective_date.isoformat()
                paths.append(reverse("keywords:edition-changes", args=[day]))
    return paths


def phone(browse, color_scheme: str = "light"):
    visit = browse("fr-FR")
    visit.page.set_viewport_size(PHONE)
    visit.page.emulate_media(color_scheme=color_scheme)
    return visit


# 320 px: the narrowest phones, and a 1280 px screen zoomed to 400 % (WCAG 1.4.10, reflow),
# where « Rechercher » beside the box pushed every French page 7 px sideways.
@pytest.mark.parametrize("width", [PHONE["width"], 320])
def test_no_public_page_scrolls_sideways_on_a_phone(demo_site, browse, width):  # noqa: F811
    paths = outside_the_browser_loop(public_paths)
    assert len(paths) > 30
    visit = phone(browse)
    visit.page.set_viewport_size({**PHONE, "width": width})
    too_wide = {}
    for path in paths:
        visit.goto(path)
        visit.page.wait_for_load_state("load")
        width_used = visit.page.evaluate("document.documentElement.scrollWidth")
        if width_used > width:
            too_wide[path] = width_used
            visit.step(path.strip("/").replace("/", "-") or "home")
    assert too_wide == {}
    visit.assert_clean()


def test_the_header_folds_its_links_into_a_menu_on_a_phone(demo_site, browse):  # noqa: F811
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/keywords/")
    header = page.locator(".site-header").bounding_box()
    assert header["height"] <= HEADER_MOST, header
    expect(search_box(page)).to_be_visible()
    expect(page.locator(".language-switcher a[hreflang=en]:visible")).to_be_visible()
    cards = page.get_by_role("link", name="Cartes", exact=True)
    expect(cards).to_be_hidden()  # folded
    visit.step("menu-closed")
    page.get_by_text("Menu", exact=True).click()
    expect(cards).to_be_visible()
    visit.step("menu-open")
    cards.click()
    expect(page).to_have_url(re.compile(r"/fr/cards/$"))
    visit.assert_clean()


def test_escape_closes_the_phone_menu_and_leaves_the_keyboard_on_its_button(demo_site, browse):  # noqa: F811
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/keywords/")
    menu = page.get_by_text("Menu", exact=True)
    menu.focus()
    menu.press("Enter")
    cards = page.get_by_role("link", name="Cartes", exact=True)
    expect(cards).to_be_visible()
    page.keyboard.press("Tab")  # into the menu's links
    page.keyboard.press("Escape")
    expect(cards).to_be_hidden()
    expect(menu).to_be_focused()
    visit.assert_clean()


def test_escape_closes_the_phone_menu_when_the_keyboard_is_outside_it(demo_site, browse):  # noqa: F811
    """A pages review: opened with a tap, then a tap on the page, the menu stayed open under
    Escape: the keyboard was no longer in it."""
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/keywords/")
    page.get_by_text("Menu", exact=True).click()
    cards = page.get_by_role("link", name="Cartes", exact=True)
    expect(cards).to_be_visible()
    page.locator("h1").click()  # the keyboard leaves the menu
    page.keyboard.press("Escape")
    expect(cards).to_be_hidden()
    # An Escape that closes the search box's suggestions leaves the menu as it is.
    page.get_by_text("Menu", exact=True).click()
    box = search_box(page)
    box.press_sequentially("tentation", delay=30)
    expect(page.get_by_role("listbox")).to_be_visible()
    box.press("Escape")
    expect(page.get_by_role("listbox")).to_be_hidden()
    expect(cards).to_be_visible()
    expect(box).to_be_focused()
    visit.assert_clean()


def test_a_wide_screen_shows_the_links_without_a_menu(demo_site, browse):  # noqa: F811
    visit = browse("fr-FR")
    visit.goto("/fr/")
    expect(visit.page.get_by_role("link", name="Cartes", exact=True)).to_be_visible()
    expect(visit.page.get_by_text("Menu", exact=True)).to_be_hidden()
    visit.assert_clean()


def test_the_first_tab_reaches_skip_to_content(demo_site, browse):  # noqa: F811
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/cards/tempt-with-mayhem/")
    skip = page.get_by_role("link", name="Aller au contenu")
    page.keyboard.press("Tab")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    visit.step("skip-link")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"#content$"))
    expect(page.locator("main#content")).to_be_focused()
    visit.assert_clean()


# The placeholder's text, measured in the font the box shows it in, against the room inside
# the box: a placeholder never wraps or scrolls, so what does not fit is cut off. Phones that
# have Georgia, the page's first serif, set it wider than the Times metrics of Debian's
# Liberation Serif that Chromium uses here: the text must fit with 15% to spare.
PLACEHOLDER_SPARE = 1.15
PLACEHOLDER_WIDTHS = """input => {
  const style = getComputedStyle(input, "::placeholder");
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const box = getComputedStyle(input);
  const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
  return {text: context.measureText(input.placeholder).width, room: room};
}"""


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_search_box_placeholder_reads_whole_on_a_phone(
    demo_site,  # noqa: F811
    browse,
    language,
):
    visit = phone(browse)
    visit.goto(f"/{language}/")
    box = search_box(visit.page)
    widths = box.evaluate(PLACEHOLDER_WIDTHS)
    visit.step("home")
    fits = widths["text"] * PLACEHOLDER_SPARE <= widths["room"]
    assert fits, (box.get_attribute("placeholder"), widths)
    visit.assert_clean()


def background(visit) -> str:
    return visit.page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_dark_mode_follows_the_system(demo_site, browse):  # noqa: F811
    light, dark = phone(browse, "light"), phone(browse, "dark")
    for visit in (light, dark):
        visit.goto("/fr/cards/tempt-with-mayhem/")
        visit.step("card")
    assert background(light) == "rgb(251, 248, 241)"
    assert background(dark) == "rgb(22, 20, 15)"
    button = dark.page.get_by_role("button", name="Rechercher", exact=True)
    assert button.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(240, 163, 127)"
    dark.assert_clean()


def test_the_site_icon_is_found_without_asking_for_favicon_ico(demo_site, browse):  # noqa: F811
    visit = browse("fr-FR")
    asked = []
    visit.page.on("requestfinished", lambda request: asked.append(request.url))
    visit.goto("/fr/")
    visit.page.wait_for_load_state("networkidle")
    assert any(url.endswith(".svg") and "/static/img/grimoire" in url for url in asked), asked
    assert not [url for url in asked if url.endswith("/favicon.ico")]
    visit.assert_clean()


# The least a link a thumb taps measures each way on a phone, in CSS pixels.
THUMB = 44


def test_the_language_link_is_big_enough_for_a_thumb(demo_site, browse):  # noqa: F811
    """A French player's review: « EN » measured 21 x 17 px on a phone."""
    visit = phone(browse)
    visit.goto("/fr/cards/tempt-with-mayhem/")
    box = visit.page.locator(".language-switcher a[hreflang=en]:visible").bounding_box()
    assert box["width"] >= THUMB and box["height"] >= THUMB, box
    header = visit.page.locator(".site-header").bounding_box()
    assert header["height"] <= HEADER_MOST, header
    visit.assert_clean()


# The least height of a link in a list of links a line apart (WCAG 2.2, 2.5.8 Target Size).
LIST_TARGET = 24


def test_the_rules_contents_links_are_targets_a_thumb_can_hit(demo_site, browse):  # noqa: F811
    """A judge's review on a phone: the contents' links measured 17 px high, a line apart."""
    visit = phone(browse)
    visit.goto("/fr/cr/")
    links = visit.page.locator(".rules-tree a")
    heights = [links.nth(index).bounding_box()["height"] for index in range(links.count())]
    assert heights and min(heights) >= LIST_TARGET, heights
    visit.assert_clean()


def test_the_ruling_an_address_opens_on_stands_out(demo_site, browse):  # noqa: F811
    """A French player's review: a search result's link to one ruling landed among
    look-alike rulings, nothing showing which."""
    visit = phone(browse)
    visit.goto("/fr/cards/tempt-with-mayhem/")
    rulings = visit.page.locator("article.ruling")
    second = rulings.nth(1).get_attribute("id")
    visit.goto(f"/fr/cards/tempt-with-mayhem/#{second}")
    shade = "r => getComputedStyle(r).backgroundColor"
    assert rulings.nth(1).evaluate(shade) == "rgb(255, 241, 199)"
    assert rulings.nth(0).evaluate(shade) == "rgba(0, 0, 0, 0)"
    visit.step("ruling-target")
    visit.assert_clean()


def test_the_open_menu_hides_nothing_a_keyboard_reaches_next(demo_site, browse):  # noqa: F811
    """An accessibility review: the open menu lay over the page, and a keyboard went on to
    the breadcrumbs under it, hidden. Open, it now pushes the page down."""
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/cr/502.52")
    page.get_by_text("Menu", exact=True).click()
    menu = page.locator(".phone-menu nav").bounding_box()
    crumbs = page.locator(".breadcrumbs").bounding_box()
    assert crumbs["y"] >= menu["y"] + menu["height"], (menu, crumbs)
    visit.step("menu-open-pushes")
    visit.assert_clean()


def test_opening_the_menu_leaves_its_button_where_it_was(demo_site, browse):  # noqa: F811
    """A page review: open, the menu's button jumped from beside the site's name to under
    the search box, full width; a thumb closing it had to look for it."""
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/cr/502.52")
    button = page.locator(".phone-menu summary")
    closed = button.bounding_box()
    button.click()
    opened = button.bounding_box()
    assert (opened["x"], opened["y"], opened["width"]) == (
        closed["x"],
        closed["y"],
        closed["width"],
    )
    assert closed["height"] >= THUMB, closed
    button.click()
    expect(page.locator(".phone-menu nav")).to_be_hidden()
    visit.assert_clean()


def test_a_keyboard_reaches_the_results_past_the_answer(demo_site, browse):  # noqa: F811
    """An accessibility review: on a wide screen the answer comes first in the page's order
    (beside the results): 26 to 72 Tabs before the first result."""
    visit = browse("fr-FR")
    page = visit.page
    visit.goto("/fr/search/?q=c%27est+quoi+la+duplication")
    page.locator("main").focus()
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Aller aux résultats")
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#results")).to_be_focused()
    expect(page.get_by_role("heading", level=2, name=re.compile(r"résultat"))).to_be_visible()
    page.keyboard.press("Tab")
    first = page.locator("#results a").first
    expect(first).to_be_focused()
    visit.assert_clean()


def focused(page) -> str:
    """What the keyboard is on: its tag and text, or its name."""
    return page.evaluate(
        """() => { const el = document.activeElement;
                   return `${el.tagName.toLowerCase()} ${el.textContent.trim() || el.name}`; }"""
    )


def test_on_a_phone_the_keyboard_reaches_the_languages_before_the_search_box(demo_site, browse):  # noqa: F811
    """An accessibility review: on a phone « EN » stands on the first row, beside the menu,
    and the search box under it; the keyboard reached the box first, then went back up."""
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/keywords/")
    page.locator(".phone-menu summary").focus()
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="EN English")).to_be_focused()
    page.keyboard.press("Tab")
    expect(search_box(page)).to_be_focused()
    # On a wide screen the languages stand after the search box, and are reached after it.
    page.set_viewport_size({"width": 1280, "height": 900})
    page.get_by_role("link", name="Cartes", exact=True).focus()
    order = []
    for _ in range(3):
        page.keyboard.press("Tab")
        order.append(focused(page))
    assert order == ["input q", "button Rechercher", "a EN English"], order
    visit.assert_clean()


def test_on_a_phone_the_answer_is_no_stop_of_its_own_for_the_keyboard(demo_site, browse):  # noqa: F811
    """An accessibility review: the answer takes the keyboard's focus (tabindex 0) where it
    scrolls on its own, beside the results; on a phone, where the page scrolls it, the
    keyboard stopped on it for nothing, between « Aller aux résultats » and its first link."""
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/search/?q=c%27est+quoi+la+duplication")
    answer = page.locator("section.answer")
    page.get_by_role("link", name="Aller aux résultats").focus()
    page.keyboard.press("Tab")
    expect(answer).not_to_be_focused()
    inside = "() => document.activeElement.parentElement.closest('section.answer') !== null"
    assert page.evaluate(inside), focused(page)  # its first link
    # Beside the results, in a window too low to show it whole, it scrolls: the keyboard
    # stops on it, to scroll it.
    page.set_viewport_size({"width": 1280, "height": 400})
    visit.goto("/fr/search/?q=c%27est+quoi+la+duplication")
    expect(answer).to_have_attribute("tabindex", "0")
    visit.assert_clean()
