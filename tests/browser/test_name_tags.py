"""On a phone, the small tag after a name in a list (« Anglais », « relevé, non vérifié »)
reads on the name's line, and a card's type line shows its badge as its text does."""

import pytest
from playwright.sync_api import expect

from tests.browser.support import outside_the_browser_loop
from tests.browser.test_phone_layout import PHONE, phone
from tests.browser.test_visitor_and_editor import demo_site  # noqa: F401 - a fixture
from tests.search.test_title_sources import keywords_mined_and_english

pytestmark = pytest.mark.browser


def same_line(first, second) -> bool:
    a, b = first.bounding_box(), second.bounding_box()
    return abs((a["y"] + a["height"] / 2) - (b["y"] + b["height"] / 2)) < a["height"] / 2


def test_name_tags_read_beside_their_names_on_a_phone(demo_site, browse):  # noqa: F811
    outside_the_browser_loop(keywords_mined_and_english)
    visit = phone(browse)
    page = visit.page
    visit.goto("/fr/")
    for name, tag in (("Adaptez", "relevé, non vérifié"), ("Void", "Anglais")):
        item = page.locator(".keyword-cloud li", has_text=name)
        expect(item.locator(".name-tag")).to_have_text(tag)
        expect(item.locator(".name-tag")).to_be_visible()
        assert same_line(item.get_by_role("link"), item.locator(".name-tag")), name
    official = page.locator(".keyword-cloud li", has_text="Duplication")
    expect(official.locator(".name-tag")).to_have_count(0)
    visit.step("home-keywords")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    visit.goto("/fr/cards/")
    gandalf = page.locator(".card-list li", has_text="Gandalf")
    expect(gandalf.locator(".name-tag")).to_have_text("Anglais")
    assert same_line(gandalf.get_by_role("link"), gandalf.locator(".name-tag"))
    visit.step("card-list")

    visit.goto("/fr/cards/gigadrowse/")
    type_line = page.locator(".card-text .bilingual").first
    expect(type_line.locator(".provenance .badge")).to_be_visible()
    visit.step("card-type-line")
    visit.assert_clean()
