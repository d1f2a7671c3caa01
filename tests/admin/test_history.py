"""Every way of changing French leaves its mark in the object's own admin history: who, when,
what. The admin records its change forms, in the page object's history only."""

import re

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.utils import translation
from django.utils.html import escape

from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.admin.test_editor_flow import change_form
from tests.conftest import visible_text
from tests.machine_translation.test_review_fix import REVIEW, fix_form, key

pytestmark = pytest.mark.usefixtures("demo_data")


def history(obj) -> list[LogEntry]:
    return list(
        LogEntry.objects.filter(
            content_type=ContentType.objects.get_for_model(obj), object_id=str(obj.pk)
        ).order_by("action_time")
    )


def machine_ruling() -> Ruling:
    return Ruling.objects.filter(fr_status=FrenchStatus.MACHINE).order_by("pk").first()


def test_a_ruling_changed_on_its_cards_page_is_in_its_own_history(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = card.rulings.order_by("pk").first()
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url) | {"rulings-0-text_en": ["Changed on the card page."]}
    assert form["rulings-0-id"] == [str(ruling.pk)]

    assert editor_client.post(url, form).status_code == 302

    (entry,) = history(ruling)
    assert entry.user.username == "editor" and entry.is_change()
    page = visible_text(editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/history/"))
    assert "editor" in page and "Text [en]" in page


def test_the_review_screens_actions_are_in_the_history(editor_client):
    ruling = machine_ruling()
    editor_client.post(REVIEW, {"action": "mark_reviewed", "selected": [key(ruling)]})

    (entry,) = history(ruling)
    assert entry.user.username == "editor"
    assert entry.get_change_message() == "Marked the French as reviewed (review screen)."


def test_a_correction_on_the_review_screen_keeps_the_french_before_and_after(editor_client):
    """An editor's review: the history said only "Corrected the French and marked it as
    reviewed (review screen)", without the French it replaced."""
    ruling = machine_ruling()
    before = ruling.text_fr
    assert editor_client.post(REVIEW, fix_form(ruling, "Une correction.")).status_code == 302

    (entry,) = history(ruling)
    assert entry.get_change_message() == "Changed text and French status."
    page = editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/history/").content.decode()
    assert replaced(page) == [escape(before), "Une correction."]


def test_a_french_editors_correction_is_stored_in_the_language_of_the_history(editor_client):
    """The status's label was made text in the editor's language: « Statut du français » on
    an English page."""
    ruling = machine_ruling()
    editor_client.cookies["django_language"] = "fr"
    assert editor_client.post(REVIEW, fix_form(ruling, "Une correction.")).status_code == 302
    (entry,) = history(ruling)
    assert '"French status"' in entry.change_message  # stored untranslated
    with translation.override("en"):
        assert entry.get_change_message() == "Changed text and French status."


def test_the_history_speaks_the_readers_language_whoever_wrote_it(editor_client):
    """Grimoire's own messages were stored in the writer's language: a French editor's entry
    read in French on an English history page, beside the admin's English ones."""
    ruling = machine_ruling()
    editor_client.cookies["django_language"] = "fr"
    editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [ruling.pk]},
        HTTP_ACCEPT_LANGUAGE="fr",
    )
    (entry,) = history(ruling)
    assert entry.change_message == "Marked the French as reviewed."
    url = f"/admin/rulings/ruling/{ruling.pk}/history/"
    assert "Français marqué comme relu." in visible_text(editor_client.get(url))
    del editor_client.cookies["django_language"]  # another reader, in English
    english = visible_text(editor_client.get(url, HTTP_ACCEPT_LANGUAGE="en"))
    assert "Marked the French as reviewed." in english


def test_the_list_action_is_in_the_history(editor_client):
    ruling = machine_ruling()
    editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [ruling.pk]},
    )

    (entry,) = history(ruling)
    assert entry.get_change_message() == "Marked the French as reviewed."


def replaced(page) -> list[str]:
    """The texts before and after each change the history page shows, in order."""
    return re.findall(r'<dd class="text-(?:before|after)">(.*?)</dd>', page, re.S)


def test_the_history_keeps_the_text_a_save_replaced(editor_client):
    """An editor whose ruling another saved over reads in its history what it said: the text
    before and after each save, escaped as any text is."""
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").order_by("pk").first()
    before = ruling.text_en
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    form = change_form(editor_client, url) | {"text_en": ["The new <b>English</b>."]}
    assert editor_client.post(url, form).status_code == 302

    page = editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/history/").content.decode()
    assert "Text [en]" in page
    old, new = replaced(page)
    assert old == escape(before) and new == "The new &lt;b&gt;English&lt;/b&gt;."


def test_a_row_saved_on_its_cards_page_keeps_its_text_before_and_after(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = card.rulings.order_by("pk").first()
    before = ruling.text_en
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url) | {"rulings-0-text_en": ["Changed on the card page."]}
    assert editor_client.post(url, form).status_code == 302

    page = editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/history/").content.decode()
    assert replaced(page) == [escape(before), "Changed on the card page."]


def test_entries_without_texts_show_no_values(editor_client):
    ruling = machine_ruling()
    editor_client.post(REVIEW, {"action": "mark_reviewed", "selected": [key(ruling)]})
    page = editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/history/").content.decode()
    assert "Marked the French as reviewed" in page and replaced(page) == []


@pytest.mark.parametrize(
    "message",
    [
        "Marked as reviewed.",
        "[]",
        '[{"changed": {"fields": ["Text [en]"]}}]',
        '[{"changed": []}]',
        '[{"changed": {"values": ["not", "a", "dict"]}}]',
        '{"changed": {}}',
        "[1, 2]",
    ],
)
def test_any_change_message_reads_without_error(message):
    from common.admin_history import history_values

    assert history_values(message) == []
