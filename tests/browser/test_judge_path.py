"""A judge on the rule pages, in a real browser (Debian's chromium through Playwright): a
permalink typed by hand, previous and next, cited by, folded subrules, the edition picker that
follows Replicate from 702.56a (2026) to 702.53a (2009), the history's diffs; then the same
pages on a phone. No page may trip the Content-Security-Policy.

The history is the real one: the official editions of 2006, 2009 and 2026-08-07 imported.
"""

import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from tests.keywords.conftest import NEWEST, OLDEST, import_file, rules_path

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def rules_site(transactional_db, search_index_dir, shared_data):
    """The demo data and three editions, committed for real: the live server reads them."""
    call_command("loaddata", "demo", verbosity=0)
    import_file(rules_path(shared_data, OLDEST))
    import_file(rules_path(shared_data, "MagicCompRules_20090711.txt"))
    import_file(rules_path(shared_data, NEWEST), activate=True)


def test_a_judge_follows_replicate_through_the_rules_and_its_editions(rules_site, browse):
    visit = browse("en-GB")
    page = visit.page

    visit.goto("/en/cr/702.56A")  # as typed on a phone keyboard
    expect(page).to_have_url(re.compile(r"/en/cr/702\.56a$"))
    expect(page.locator("h1")).to_have_text("702.56a Replicate")
    visit.step("typed-permalink")
    visit.assert_clean()

    page.locator("a[rel=next]").click()
    expect(page).to_have_url(re.compile(r"/en/cr/702\.56b\?edition=2026-08-07$"))
    expect(page.locator("h1")).to_have_text("702.56b Replicate")
    page.locator("a[rel=prev]").click()
    expect(page).to_have_url(re.compile(r"/en/cr/702\.56a\?edition=2026-08-07$"))
    visit.step("next-and-back")
    visit.assert_clean()

    page.get_by_role("link", name="Keyword page: Replicate").click()
    expect(page).to_have_url(re.compile(r"/en/keywords/replicate/$"))
    page.go_back()

    # The edition picker follows the rule: Replicate was 702.53a in 2009.
    page.locator("#edition-select").select_option("2009-07-11")
    page.get_by_role("button", name="Show").click()
    expect(page).to_have_url(re.compile(r"/en/cr/702\.53a\?edition=2009-07-11$"))
    expect(page.locator("h1")).to_have_text("702.53a Replicate")
    expect(page.locator(".rule").first).to_contain_text("Replicate is a keyword")
    visit.step("replicate-in-2009")
    visit.assert_clean()

    # And to 2006, where it was 502.52a.
    page.locator("#edition-select").select_option("2006-02-01")
    page.get_by_role("button", name="Show").click()
    expect(page).to_have_url(re.compile(r"/en/cr/502\.52a\?edition=2006-02-01$"))
    visit.step("replicate-in-2006")
    visit.assert_clean()

    # Cited by: rule 510 is quoted by Trample's 702.19a.
    visit.goto("/en/cr/510")
    page.locator(".cited-by").get_by_role("link", name="702.19a", exact=True).click()
    expect(page).to_have_url(re.compile(r"/en/cr/702\.19a\?edition=2026-08-07$"))
    expect(page.locator("h1")).to_have_text("702.19a Trample")
    visit.step("cited-by")
    visit.assert_clean()

    # The keyword abilities fold: each rule opens on its subrules, and closes again.
    visit.goto("/en/cr/702")
    trample = page.locator("details#R70219")
    subrule = trample.locator("#R70219b")
    expect(subrule).to_be_hidden()
    trample.locator("summary").click()
    expect(subrule).to_be_visible()
    visit.step("trample-unfolded")
    trample.locator("summary").click()
    expect(subrule).to_be_hidden()
    visit.assert_clean()

    # A link to a subrule inside a fold opens it.
    visit.goto("/en/cr/702#R70219b")
    expect(page.locator("#R70219b")).to_be_visible()
    visit.step("fragment-opens-its-fold")

    # The history's insertions read as insertions, not as links.
    visit.goto("/en/cr/702.56a/history")
    inserted = page.locator(".diff ins").first
    expect(inserted).to_be_visible()
    assert inserted.evaluate("e => getComputedStyle(e).textDecorationLine") == "none"
    link_colour = page.locator("a").first.evaluate("e => getComputedStyle(e).color")
    assert inserted.evaluate("e => getComputedStyle(e).color") != link_colour
    visit.step("history-diff")
    visit.assert_clean()


def test_the_rule_pages_fit_a_phone_screen_and_the_glossary_jumps_to_a_letter(rules_site, browse):
    visit = browse("fr-FR")
    page = visit.page
    page.set_viewport_size(PHONE)
    for path in ("/fr/cr/702", "/fr/cr/702.19", "/fr/cr/", "/fr/cr/glossary/"):
        visit.goto(path)
        visit.step(path.strip("/").replace("/", "-"))
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path
        visit.assert_clean()

    page.locator(".letter-index").get_by_role("link", name="T", exact=True).click()
    expect(page).to_have_url(re.compile(r"#letter-T$"))
    expect(page.locator("#letter-T h2")).to_be_in_viewport()
    visit.step("glossary-letter-t")
    visit.assert_clean()
