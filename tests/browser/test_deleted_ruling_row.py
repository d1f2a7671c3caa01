"""A ruling deleted while an editor has its card open, in a real browser: the editor who typed
in its row is told so, copies the text into an empty row and saves again; the copy is saved,
the deleted ruling is not brought back. The row was drawn as a new row, whose "remove" button
renumbered the rows below: the copy took the deleted row's place and was dropped with it."""

import re

import pytest
from playwright.sync_api import expect

from rulings.models import Card, Ruling
from tests.browser.support import outside_the_browser_loop
from tests.browser.test_visitor_and_editor import demo_site, editor  # noqa: F401 - fixtures

pytestmark = pytest.mark.browser

TYPED = "Typed into a ruling someone deleted meanwhile."


def test_an_editor_keeps_what_was_typed_in_a_ruling_deleted_meanwhile(
    demo_site,  # noqa: F811
    editor,  # noqa: F811
    browse,
):
    card = outside_the_browser_loop(lambda: Card.objects.get(slug="tempt-with-mayhem"))
    rulings = outside_the_browser_loop(lambda: list(card.rulings.order_by("pk")))
    visit = browse("en-GB")
    page = visit.page
    visit.goto(f"/admin/rulings/card/{card.pk}/change/")
    page.locator("#id_username").fill("editor")
    page.locator("#id_password").fill("correct horse battery")
    page.locator("input[type=submit]").click()
    expect(page).to_have_url(re.compile(rf"/admin/rulings/card/{card.pk}/change/$"))

    outside_the_browser_loop(lambda: Ruling.objects.filter(pk=rulings[0].pk).delete())
    page.locator("[name=rulings-0-text_en]").fill(TYPED)
    visit.step("typed-in-a-deleted-ruling")
    page.locator("input[name=_continue]").click()

    # Django draws a row's own errors in the table row above it.
    expect(page.locator(".row-form-errors").first).to_contain_text(
        "Someone deleted what this row holds"
    )
    expect(page.locator("#rulings-0 .inline-deletelink")).to_have_count(0)  # no "remove"
    visit.step("told")
    empty = f"rulings-{len(rulings)}"
    page.locator(f"[name={empty}-published_at]").fill("2026-11-20")
    page.locator(f"[name={empty}-source]").select_option("wotc")
    page.locator(f"[name={empty}-text_en]").fill(TYPED)
    page.locator("input[name=_continue]").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    visit.step("saved")
    visit.assert_clean()

    kept = outside_the_browser_loop(lambda: list(Ruling.objects.filter(text_en=TYPED)))
    assert [ruling.card_id for ruling in kept] == [card.pk]
    assert not outside_the_browser_loop(Ruling.objects.filter(pk=rulings[0].pk).exists)
