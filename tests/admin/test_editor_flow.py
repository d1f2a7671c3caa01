"""Editors work in the Django admin: tabbed English/French forms, no user management."""

import datetime
from html.parser import HTMLParser

import pytest
from django.utils import timezone

from common.dates import latest_today
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")


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


def test_the_message_of_a_saved_ruling_names_it_without_quotes_in_quotes(editor_client):
    """An editor's review: « The ruling “Lightning Bolt · 2026-12-01 · “Review test
    ruling…”” was added », the ruling's name quoting its words inside the admin's quotes."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    response = editor_client.post("/admin/rulings/ruling/add/", ruling_form(card), follow=True)

    # (The name is a link: visible_text puts spaces around it.)
    named = "“ Tempt with Mayhem · 2024-06-07 · Tempt with Mayhem copies the spell once for… ”"
    assert f"The ruling {named} was added successfully." in visible_text(response)


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


def test_mark_reviewed_refuses_more_than_it_can_save_in_one_request(editor_client, monkeypatch):
    """An editor's review: 18,554 cards selected were saved one by one, 0.45 s each, and a
    stop at the 1,338th left them changed with no history. Past the limit nothing is saved;
    within it, the marks and their history are one transaction."""
    from django.contrib.admin.models import LogEntry

    from provenance import admin as provenance_admin

    machine = list(Ruling.objects.filter(fr_status=FrenchStatus.MACHINE)[:3])
    monkeypatch.setattr(provenance_admin, "REVIEWED_AT_ONCE", 2)
    response = editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [r.pk for r in machine]},
        follow=True,
    )
    assert "3 items were selected: mark the French of 2 at most at once." in visible_text(response)
    assert Ruling.objects.filter(pk__in=[r.pk for r in machine], fr_status="machine").count() == 3
    editor_client.post(
        "/admin/rulings/ruling/",
        {"action": "mark_french_reviewed", "_selected_action": [r.pk for r in machine[:2]]},
    )
    assert (
        Ruling.objects.filter(pk__in=[r.pk for r in machine[:2]], fr_status="reviewed").count() == 2
    )
    assert LogEntry.objects.filter(object_id__in=[str(r.pk) for r in machine[:2]]).count() == 2


def test_mark_reviewed_stopped_midway_changes_nothing(editor_client, monkeypatch):
    """A diff review: the transaction was claimed, not tested. A failure at the second object
    leaves the first as it was, with no history."""
    from django.contrib.admin.models import LogEntry

    from provenance import admin as provenance_admin

    machine = list(Ruling.objects.filter(fr_status=FrenchStatus.MACHINE)[:2])
    real_review, reviewed = provenance_admin.french_review, []

    def review_then_fail(obj):
        if reviewed:
            raise RuntimeError("stopped midway")
        reviewed.append(obj)
        return real_review(obj)

    monkeypatch.setattr(provenance_admin, "french_review", review_then_fail)
    with pytest.raises(RuntimeError):
        editor_client.post(
            "/admin/rulings/ruling/",
            {"action": "mark_french_reviewed", "_selected_action": [r.pk for r in machine]},
        )
    assert reviewed
    assert Ruling.objects.filter(pk__in=[r.pk for r in machine], fr_status="machine").count() == 2
    assert not LogEntry.objects.filter(object_id__in=[str(r.pk) for r in machine]).exists()


# -- French typed and marked reviewed in the same save ---------------------------------------

GANDALF_ORACLE_ID = "00000000-0000-4000-8000-000000000001"  # a placeholder, not Scryfall's


class _FormFields(HTMLParser):
    """The values a browser would post for the admin's change form."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: dict[str, list[str]] = {}
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attributes = dict(attrs)
        name = attributes.get("name")
        if tag == "input" and name and attributes.get("type") not in ("submit", "file"):
            checkbox = attributes.get("type") == "checkbox"
            if not checkbox or "checked" in attributes:
                # A box without a value is sent as "on", as browsers send it.
                default = "on" if checkbox else ""
                self.fields.setdefault(name, []).append(attributes.get("value", default) or "")
        elif tag == "select" and name:
            self._select = name
            self.fields.setdefault(name, [])
        elif tag == "option" and self._select and "selected" in attributes:
            self.fields[self._select].append(attributes.get("value") or "")
        elif tag == "textarea" and name:
            self._textarea = name
            self.fields[name] = [""]

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data: str) -> None:
        if self._textarea:
            self.fields[self._textarea][0] += data


def change_form(client, url: str) -> dict[str, list[str]]:
    parser = _FormFields()
    parser.feed(client.get(url).content.decode())
    return parser.fields


def not_stale_on_pages(client, card: Card) -> list:
    """What the French card page and the API say of the card's French: every part not stale."""
    page_response = client.get(f"/fr/cards/{card.slug}/")
    api_response = client.get(f"/api/cards/{card.oracle_id}")
    assert (page_response.status_code, api_response.status_code) == (200, 200)
    page, data = page_response.content.decode(), api_response.json()
    texts = [data["type_line"], data["oracle_text"], *(r["text"] for r in data["rulings"])]
    return ["provenance-stale" not in page, *(not text["fr_stale"] for text in texts)]


@pytest.fixture
def gandalf() -> Card:
    Card.objects.filter(slug="gandalf-westward-voyager").update(oracle_id=GANDALF_ORACLE_ID)
    return Card.objects.get(slug="gandalf-westward-voyager")


def test_french_typed_and_marked_reviewed_in_one_save_is_not_stale(editor_client, gandalf):
    text_fr = "Gandalf copie le sort une fois pour vous."
    form = ruling_form(gandalf, text_fr=text_fr, fr_status=FrenchStatus.REVIEWED)
    response = editor_client.post("/admin/rulings/ruling/add/", form)
    assert response.status_code == 302, response.content.decode()[:2000]

    ruling = Ruling.objects.get(text_fr=text_fr)
    assert (ruling.fr_status, ruling.is_french_stale) == (FrenchStatus.REVIEWED, False)
    assert ruling.fr_source_fingerprint == ruling.en_fingerprint
    assert all(not_stale_on_pages(editor_client, gandalf))


def test_card_french_typed_and_marked_reviewed_on_the_card_form_is_not_stale(
    editor_client, gandalf
):
    url = f"/admin/rulings/card/{gandalf.pk}/change/"
    form = change_form(editor_client, url)
    form |= {
        "type_line_fr": ["Créature légendaire : avatar et sorcier"],
        "oracle_text_fr": ["Quand vous lancez ce sort, copiez-le."],
        "fr_status": [FrenchStatus.REVIEWED],
    }
    response = editor_client.post(url, form)
    assert response.status_code == 302, response.content.decode()[:2000]

    gandalf.refresh_from_db()
    assert (gandalf.fr_status, gandalf.is_french_stale) == (FrenchStatus.REVIEWED, False)
    assert all(not_stale_on_pages(editor_client, gandalf))


def test_stale_french_rewritten_and_marked_reviewed_in_one_save_is_no_longer_stale(
    editor_client,
):
    stale = Ruling.objects.get(text_en__startswith="Tempt with Mayhem can't target itself")
    assert stale.is_french_stale
    url = f"/admin/rulings/ruling/{stale.pk}/change/"
    form = change_form(editor_client, url)
    form |= {"text_fr": ["Tentation du chaos ne peut pas se cibler."], "fr_status": ["reviewed"]}
    assert editor_client.post(url, form).status_code == 302

    stale.refresh_from_db()
    assert (stale.fr_status, stale.is_french_stale) == (FrenchStatus.REVIEWED, False)


def test_changing_only_the_english_of_reviewed_french_shows_it_stale(editor_client):
    ruling = Ruling.objects.get(text_en__startswith="Tempt with Mayhem can't target itself")
    ruling.mark_french_reviewed()
    ruling.save()
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    form = change_form(editor_client, url)
    form |= {"text_en": ["Tempt with Mayhem can't target itself, ever."]}
    assert editor_client.post(url, form).status_code == 302

    ruling.refresh_from_db()
    assert (ruling.fr_status, ruling.is_french_stale) == (FrenchStatus.REVIEWED, True)


def test_machine_french_pasted_by_an_editor_keeps_its_engine_and_is_not_stale(
    editor_client, gandalf
):
    text_fr = "Gandalf copie le sort une fois pour vous."
    form = ruling_form(gandalf, text_fr=text_fr, fr_status=FrenchStatus.MACHINE, fr_engine="DeepL")
    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302

    ruling = Ruling.objects.get(text_fr=text_fr)
    assert (ruling.fr_status, ruling.fr_engine, ruling.is_french_stale) == (
        "machine",
        "DeepL",
        False,
    )


def test_a_machine_translation_without_its_engine_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_fr="Tentation du chaos copie le sort.", fr_status="machine")
    response = editor_client.post("/admin/rulings/ruling/add/", form)
    assert response.status_code == 200
    assert "Name the engine that made this machine translation." in response.content.decode()
    assert not Ruling.objects.filter(text_en=form["text_en"]).exists()

    named = form | {"fr_engine": "DeepL", "fr_translated_at": "2026-11-30"}
    assert editor_client.post("/admin/rulings/ruling/add/", named).status_code == 302
    ruling = Ruling.objects.get(text_en=form["text_en"])
    assert (ruling.fr_status, ruling.fr_engine) == (FrenchStatus.MACHINE, "DeepL")


def test_a_refused_save_does_not_call_french_never_saved_stale(editor_client):
    """An editor's review: French typed as machine translation without its engine was refused,
    and "Up to date" said « Stale: the English has changed since this French was made » of a
    ruling that has no French and whose English nobody changed."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = Ruling.objects.create(card=card, published_at="2024-06-07", text_en="No French yet.")
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    form = change_form(editor_client, url)
    form |= {"text_fr": ["Pas encore de français."], "fr_status": [FrenchStatus.MACHINE]}

    response = editor_client.post(url, form | {"_continue": ["1"]})

    page = visible_text(response)
    assert "Name the engine that made this machine translation." in page
    assert "the English has changed since this French was made" not in page
    assert "Compare with the English it was made from" not in page
    assert Ruling.objects.get(pk=ruling.pk).fr_status == FrenchStatus.MISSING


def test_a_ruling_dated_after_today_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    # The day after today anywhere on Earth (common.dates.latest_today).
    tomorrow = (latest_today() + datetime.timedelta(days=1)).isoformat()
    response = editor_client.post(
        "/admin/rulings/ruling/add/", ruling_form(card, published_at=tomorrow)
    )
    assert response.status_code == 200
    assert "A ruling cannot be published after today." in response.content.decode()
    assert not Ruling.objects.filter(published_at=tomorrow).exists()
    today = timezone.localdate().isoformat()
    response = editor_client.post(
        "/admin/rulings/ruling/add/", ruling_form(card, published_at=today)
    )
    assert response.status_code == 302


def test_a_card_whose_rulings_hold_older_data_still_saves(editor_client):
    """Machine French stored without its engine, a ruling dated ahead: saving the card with
    its rulings untouched is no place to refuse them (and never a 500)."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    machine = card.rulings.filter(fr_status=FrenchStatus.MACHINE)
    machine.update(fr_engine="")
    ahead = timezone.localdate() + datetime.timedelta(days=30)
    Ruling.objects.filter(pk=machine.first().pk).update(published_at=ahead)
    url = f"/admin/rulings/card/{card.pk}/change/"
    response = editor_client.post(url, change_form(editor_client, url))
    assert response.status_code == 302, response.content.decode()[:3000]


def test_a_new_ruling_row_of_machine_french_without_its_engine_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url)
    row = int(form["rulings-TOTAL_FORMS"][0]) - 1  # the empty row at the end
    form |= {
        f"rulings-{row}-published_at": ["2024-06-07"],
        f"rulings-{row}-source": ["wotc"],
        f"rulings-{row}-text_en": ["A new ruling."],
        f"rulings-{row}-text_fr": ["Une nouvelle clarification."],
        f"rulings-{row}-fr_status": [FrenchStatus.MACHINE],
    }
    response = editor_client.post(url, form)
    assert response.status_code == 200
    assert "Name the engine that made this machine translation." in response.content.decode()
    assert not Ruling.objects.filter(text_en="A new ruling.").exists()
