"""Every way of changing French leaves its mark in the object's own admin history: who, when,
what. The admin records its change forms, in the page object's history only."""

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType

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


def test_a_correction_on_the_review_screen_is_in_the_history(editor_client):
    ruling = machine_ruling()
    assert editor_client.post(REVIEW, fix_form(ruling, "Une correction.")).status_code == 302

    (entry,) = history(ruling)
    assert "Corrected the French" in entry.get_change_message()


def test_the_list_action_is_in_the_history(editor_client):
    ruling = machine_ruling()
    editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [ruling.pk]},
    )

    (entry,) = history(ruling)
    assert entry.get_change_message() == "Marked the French as reviewed."
