"""A French visitor and an editor, in a real browser (Debian's chromium through Playwright),
against the live server, the demo data and a real Whoosh index; no page may trip the
Content-Security-Policy, the admin's tabbed forms included."""

import re
import time

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.utils import translation
from playwright.sync_api import expect

from common.roles import EDITORS
from rulings.models import Card, Ruling
from search import indexer
from tests.browser.support import outside_the_browser_loop, search_box
from tests.databases import replay_group_migrations

pytestmark = pytest.mark.browser

NEW_RULING = "If Tempt with Mayhem is copied, each copy tempts separately: quokkas approve."


@pytest.fixture
def demo_site(transactional_db, search_index_dir):
    """The demo data committed for real (the live server's threads read it) and indexed, and
    the Editors group as the migrations make it."""
    replay_group_migrations(EDITORS)
    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()


def french(message: str) -> str:
    with translation.override("fr"):
        return translation.gettext(message)


def test_a_french_visitor_asks_what_replicate_is_then_reads_on(demo_site, browse):
    visit = browse("fr-FR")
    page = visit.page
    visit.goto("/")
    expect(page).to_have_url(re.compile(r"/fr/$"))  # sent to French by the browser language
    visit.step("home")
    visit.assert_clean()

    search_box(page).fill("c'est quoi la duplication")
    search_box(page).press("Enter")
    expect(page).to_have_url(re.compile(r"/fr/search/\?q=c%27est"))
    visit.step("search-results")
    visit.assert_clean()

    page.get_by_role("link", name="Duplication", exact=True).first.click()
    expect(page).to_have_url(re.compile(r"/fr/keywords/replicate/$"))
    expect(page.locator("h1")).to_have_text("Duplication")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    visit.step("keyword-fr")
    visit.assert_clean()

    page.locator(".language-switcher a[hreflang=en]:visible").click()
    expect(page).to_have_url(re.compile(r"/en/keywords/replicate/$"))
    expect(page.locator("h1")).to_have_text("Replicate")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    visit.step("keyword-en")
    visit.assert_clean()

    page.locator(".language-switcher a[hreflang=fr]:visible").click()
    expect(page).to_have_url(re.compile(r"/fr/keywords/replicate/$"))
    page.get_by_role("link", name="Gigatorpeur").first.click()
    expect(page).to_have_url(re.compile(r"/fr/cards/gigadrowse/$"))
    expect(page.locator("h1")).to_have_text("Gigatorpeur")
    visit.step("card-gigatorpeur")
    visit.assert_clean()


def test_the_machine_translation_notice_shows_on_tempt_with_mayhem_in_french(demo_site, browse):
    visit = browse("fr-FR")
    visit.goto("/fr/cards/tempt-with-mayhem/")
    visit.step("tempt-with-mayhem-fr")
    notice = visit.page.locator(".provenance-machine").first
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(french("Machine translation"))
    generated = french('Generated automatically by <span lang="en">%(engine)s</span>')
    generated = generated.split("«")[0].strip()  # the words before the engine's name
    expect(notice).to_contain_text(generated)
    expect(visit.page.locator(".provenance-stale").first).to_be_visible()
    visit.assert_clean()


@pytest.fixture
def editor(demo_site) -> User:
    """A member of the Editors group (staff, no superuser), made before the browser starts."""
    editor = User.objects.create_user("editor", password="correct horse battery", is_staff=True)
    editor.groups.add(Group.objects.get(name=EDITORS))
    return editor


def test_an_editor_adds_a_ruling_in_the_admin_and_finds_it_with_the_site_search(
    demo_site, editor, browse
):
    card = outside_the_browser_loop(lambda: Card.objects.get(slug="tempt-with-mayhem"))
    existing = outside_the_browser_loop(card.rulings.count)

    visit = browse("en-GB")
    page = visit.page
    visit.goto(f"/admin/rulings/card/{card.pk}/change/")
    expect(page).to_have_url(re.compile(r"/admin/login/"))
    page.locator("#id_username").fill("editor")
    page.locator("#id_password").fill("correct horse battery")
    visit.step("login")
    page.locator("input[type=submit]").click()
    expect(page).to_have_url(re.compile(rf"/admin/rulings/card/{card.pk}/change/$"))
    # modeltranslation's tabs are built by jQuery UI from static/vendor: the scripts ran.
    expect(page.locator(".ui-tabs").first).to_be_visible()
    visit.step("card-change-form")
    visit.assert_clean()

    prefix = f"rulings-{existing}"
    page.locator(f"[name={prefix}-published_at]").fill("2026-11-20")
    page.locator(f"[name={prefix}-source]").select_option("wotc")  # a choice among the publishers
    page.locator(f"[name={prefix}-text_en]").fill(NEW_RULING)
    visit.step("ruling-typed")
    page.locator("input[name=_continue]").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    visit.step("card-saved")
    visit.assert_clean()
    ruling = outside_the_browser_loop(lambda: Ruling.objects.get(text_en=NEW_RULING))
    assert ruling.card_id == card.pk and ruling.fr_status == "missing"

    # The ruling add form too (autocomplete widget, calendar, tabs): nothing blocked.
    visit.goto("/admin/rulings/ruling/add/")
    expect(page.locator(".ui-tabs").first).to_be_visible()
    visit.step("ruling-add-form")
    visit.assert_clean()

    # A moment later, the site search finds it.
    deadline = time.monotonic() + 10
    while True:
        visit.goto("/en/search/?q=quokkas")
        found = page.locator(f'a[href$="#ruling-{ruling.pk}"]')
        if found.count() or time.monotonic() > deadline:
            break
        time.sleep(0.3)
    visit.step("search-finds-it")
    expect(found.first).to_be_visible()
    found.first.click()
    expect(page).to_have_url(re.compile(rf"/en/cards/tempt-with-mayhem/#ruling-{ruling.pk}$"))
    expect(page.locator(f"#ruling-{ruling.pk}")).to_contain_text("quokkas approve")
    visit.assert_clean()
