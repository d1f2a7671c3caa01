"""Editors work in the Django admin: tabbed English/French forms, no user management."""

import pytest
from django.contrib.auth.models import Group, User

from provenance.models import FrenchStatus
from rulings.models import Card, Ruling

pytestmark = pytest.mark.usefixtures("demo_data")


@pytest.fixture
def editor_client(client):
    editor = User.objects.create_user("editor", password="correct horse", is_staff=True)
    editor.groups.add(Group.objects.get(name="Editors"))
    client.force_login(editor)
    return client


def ruling_form(card: Card, **overrides) -> dict:
    form = {
        "card": card.pk,
        "published_at": "2024-06-07",
        "source": "wotc",
        "text_en": "Tempt with Mayhem copies the spell once for you.",
        "text_fr": "",
        "fr_status": FrenchStatus.MISSING,
        "fr_engine": "",
        "fr_translated_at": "",
    }
    return form | overrides


def test_an_editor_adds_a_ruling_and_it_shows_on_the_card_page(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    response = editor_client.post("/admin/rulings/ruling/add/", ruling_form(card))
    assert response.status_code == 302, response.content.decode()[:2000]

    ruling = Ruling.objects.get(text_en="Tempt with Mayhem copies the spell once for you.")
    assert ruling.fr_status == FrenchStatus.MISSING
    page = editor_client.get("/en/cards/tempt-with-mayhem/").content.decode()
    assert "Tempt with Mayhem copies the spell once for you." in page


def test_french_written_by_an_editor_is_recorded_as_reviewed(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_fr="Tentation du chaos copie le sort une fois pour vous.")
    editor_client.post("/admin/rulings/ruling/add/", form)
    ruling = Ruling.objects.get(text_fr="Tentation du chaos copie le sort une fois pour vous.")
    assert ruling.fr_status == FrenchStatus.REVIEWED
    assert not ruling.is_french_stale


def test_an_editor_cannot_open_user_management(editor_client):
    assert editor_client.get("/admin/auth/user/").status_code == 403
    assert editor_client.get("/admin/auth/group/").status_code == 403


def test_the_tabbed_admin_loads_jquery_ui_from_our_static_files(editor_client):
    page = editor_client.get("/admin/rulings/ruling/add/").content.decode()
    assert "/static/vendor/jquery-ui/jquery-ui.min.js" in page
    assert "googleapis" not in page
    assert "tabbed_translation_fields.js" in page
    assert 'name="text_en"' in page and 'name="text_fr"' in page


def test_the_card_admin_shows_its_rulings_inline(editor_client):
    card = Card.objects.get(slug="gandalf-westward-voyager")
    page = editor_client.get(f"/admin/rulings/card/{card.pk}/change/").content.decode()
    assert page.count('name="rulings-') > 14


def test_ruling_list_filters_by_source_date_and_french_status(editor_client):
    page = editor_client.get("/admin/rulings/ruling/?french=stale").content.decode()
    assert "Tempt with Mayhem" in page
    assert editor_client.get("/admin/rulings/ruling/?source=wotc&french=machine").status_code == 200
    assert editor_client.get("/admin/rulings/ruling/?q=copy").status_code == 200


def test_mark_reviewed_action_pins_french_to_the_current_english(editor_client):
    stale = Ruling.objects.get(text_en__startswith="Tempt with Mayhem can't target itself")
    response = editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [stale.pk]},
    )
    assert response.status_code == 302
    stale.refresh_from_db()
    assert stale.fr_status == FrenchStatus.REVIEWED
    assert not stale.is_french_stale
