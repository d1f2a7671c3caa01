"""A chapter or a section of the rules printed: its rules, folded on screen, are on paper; the
site's header, search box and edition picker are not."""

import pytest

from tests.browser.test_visitor_and_editor import demo_site  # noqa: F401 - a fixture

pytestmark = pytest.mark.browser


def test_a_chapter_prints_its_folded_rules_without_the_sites_navigation(demo_site, browse):  # noqa: F811
    """A judge's review: /en/cr/7 printed as three pages of headings, its 34 sections folded."""
    visit = browse("en-GB")
    page = visit.page
    visit.goto("/en/cr/5?edition=2006-02-01")
    folded = page.locator("details.rule-fold:not([open])").first
    inside = folded.locator(".text-en").first  # the English of a rule inside the fold
    assert not inside.is_visible()  # on screen, folded

    page.emulate_media(media="print")

    assert inside.is_visible()
    assert not page.locator("header.site-header").is_visible()
    assert not page.locator("form.edition-picker").is_visible()
    visit.assert_clean()
