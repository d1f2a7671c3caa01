"""An editor's review, in a real browser: the English changed under reviewed French; the review
screen shows what changed, the editor fixes the French in place and marks it reviewed, and the
public card page shows it as reviewed. The admin speaks French, its forms open on English."""

import re

import pytest
from django.contrib.contenttypes.models import ContentType
from playwright.sync_api import expect

from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.browser.support import outside_the_browser_loop
from tests.browser.test_visitor_and_editor import demo_site, editor  # noqa: F401 - fixtures

pytestmark = pytest.mark.browser

OLD_ENGLISH = "Tempt with Mayhem copies the spell once for each opponent."
NEW_ENGLISH = "Tempt with Mayhem copies the spell once for each opponent who accepts."
OLD_FRENCH = "Tentation du chaos copie le sort une fois par adversaire."
NEW_FRENCH = "Tentation du chaos copie le sort une fois pour chaque adversaire qui accepte."


def english_changed_under_reviewed_french() -> tuple[Ruling, str]:
    ruling = Card.objects.get(slug="tempt-with-mayhem").rulings.order_by("pk").first()
    ruling.text_en = OLD_ENGLISH
    ruling.set_french(FrenchStatus.REVIEWED, text=OLD_FRENCH)
    ruling.save()
    ruling.text_en = NEW_ENGLISH
    ruling.save()
    assert ruling.is_french_stale
    content_type = ContentType.objects.get_for_model(Ruling)
    return ruling, f"fix-{content_type.pk}-{ruling.pk}"


def log_in(visit, path: str) -> None:
    visit.goto(path)
    visit.page.locator("#id_username").fill("editor")
    visit.page.locator("#id_password").fill("correct horse battery")
    visit.page.locator("input[type=submit]").click()


def test_an_editor_reads_the_english_diff_fixes_the_french_and_readers_see_it_reviewed(
    demo_site,  # noqa: F811
    editor,  # noqa: F811
    browse,
):
    ruling, prefix = outside_the_browser_loop(english_changed_under_reviewed_french)
    visit = browse("fr-FR")
    page = visit.page

    # The public page first: the French is shown as stale.
    visit.goto("/fr/cards/tempt-with-mayhem/")
    public_ruling = page.locator(f"#ruling-{ruling.pk}")
    expect(public_ruling.locator(".provenance-stale")).to_be_visible()

    log_in(visit, "/admin/machine_translation/translationrecord/?status=stale")
    expect(page).to_have_url(re.compile(r"/translationrecord/\?status=stale$"))
    expect(page.locator("#site-name")).to_contain_text("Administration de Grimoire")
    row = page.locator("tr.review-row", has=page.locator(f"#id_{prefix}-text"))
    # What was added, said in words too for screen readers (visually hidden).
    expect(row.locator(".english-diff ins")).to_have_text("[ajouté]  who accepts")
    spoken = row.locator(".english-diff ins .visually-hidden").first.bounding_box()
    assert spoken["width"] <= 1 and spoken["height"] <= 1  # read out, not shown
    expect(row).to_contain_text("Ce qui a changé dans l’anglais depuis que le français a été fait")
    visit.step("review-diff")
    visit.assert_clean()

    box = page.locator(f"#id_{prefix}-text")
    expect(box).to_have_value(OLD_FRENCH)
    box.fill("   ")  # a slip: refused, with a clear message, nothing saved
    row.get_by_role("button", name="Enregistrer ce français comme relu").click()
    expect(page.locator(".errornote").first).to_contain_text("Écrivez le français")
    visit.step("empty-refused")

    page.locator(f"#id_{prefix}-text").fill(NEW_FRENCH)
    visit.step("french-fixed")
    page.get_by_role("button", name="Enregistrer ce français comme relu").click()
    expect(page.locator(".messagelist .success")).to_contain_text(
        "est enregistré et marqué comme relu"
    )
    visit.step("saved")
    visit.assert_clean()
    saved = outside_the_browser_loop(lambda: Ruling.objects.get(pk=ruling.pk))
    assert saved.text_fr == NEW_FRENCH and saved.fr_status == FrenchStatus.REVIEWED
    assert not saved.is_french_stale

    # Its change form opens on the English tab though the admin speaks French.
    visit.goto(f"/admin/rulings/ruling/{ruling.pk}/change/")
    expect(page.locator(".ui-tabs-active").first).to_have_text("en")
    expect(page.locator(".field-french_freshness")).to_contain_text(
        "Fait sur l’anglais d’aujourd’hui"
    )
    visit.step("change-form-english-first")
    visit.assert_clean()

    visit.goto("/fr/cards/tempt-with-mayhem/")
    public_ruling = page.locator(f"#ruling-{ruling.pk}")
    expect(public_ruling).to_contain_text(NEW_FRENCH)
    expect(public_ruling.locator(".provenance-reviewed .badge")).to_have_text(
        "Relu par un rédacteur"
    )
    expect(public_ruling.locator(".provenance-stale")).to_have_count(0)
    visit.step("public-reviewed")
    visit.assert_clean()


def test_saving_one_row_asks_first_when_another_holds_typed_french(
    demo_site,  # noqa: F811
    editor,  # noqa: F811
    browse,
):
    """An editor's review: French typed in two rows, the first saved, and the second's was
    gone without a word. The browser now asks before leaving; staying keeps it. A row typed
    alone is saved without a question."""
    visit = browse("fr-FR")
    page = visit.page
    asked = []

    def stay(dialog) -> None:
        asked.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", stay)
    log_in(visit, "/admin/machine_translation/translationrecord/?status=machine")
    boxes = page.locator("form.french-fix textarea")
    assert boxes.count() >= 3
    boxes.nth(0).fill("Une seule correction.")
    page.locator("form.french-fix").nth(0).get_by_role("button").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    assert asked == []

    boxes.nth(0).fill("Première correction.")
    boxes.nth(1).fill("Seconde correction, pas encore enregistrée.")
    page.locator("form.french-fix").nth(0).get_by_role("button").click()
    page.wait_for_timeout(500)
    assert asked == ["beforeunload"]
    expect(boxes.nth(1)).to_have_value("Seconde correction, pas encore enregistrée.")

    # A diff review: a row whose save was refused came back with its French typed, and a link
    # followed then lost it without a question.
    page.remove_listener("dialog", stay)
    page.once("dialog", lambda dialog: dialog.accept())  # leave the rows typed above
    page.goto(page.url)
    page.on("dialog", stay)
    boxes.nth(1).fill("   ")
    page.locator("form.french-fix").nth(1).get_by_role("button").click()
    expect(page.locator(".errornote").first).to_contain_text("Écrivez le français")
    page.locator(".breadcrumbs a").first.click()
    page.wait_for_timeout(500)
    assert asked == ["beforeunload", "beforeunload"]
    visit.assert_clean()
