"""What an editor's save may and may not do: change nothing when nothing was typed, never call
its own French official, never undo another editor's save, never fail on a duplicate."""

import datetime
import re
import threading
import time
from dataclasses import dataclass

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection, transaction
from django.test import Client

from common.roles import EDITORS
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.admin.test_editor_flow import change_form, ruling_form
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")

ORACLE_EN = "Flying\nWhen this creature enters, draw a card."
ORACLE_FR = "Vol\nQuand cette créature arrive, piochez une carte."


@pytest.fixture
def printed_card() -> Card:
    """A card whose French is official, printed, on two lines as the card data gives it."""
    card = Card(slug="air-scout", name_en="Air Scout", name_fr="Éclaireur aérien")
    card.type_line_en, card.oracle_text_en = "Creature — Bird Scout", ORACLE_EN
    card.set_french(
        FrenchStatus.OFFICIAL, type_line="Créature : oiseau et éclaireur", oracle_text=ORACLE_FR
    )
    card.fr_set_code, card.fr_released_on = "M10", datetime.date(2009, 7, 17)
    card.save()
    return card


def as_browser_sends_it(form: dict[str, list[str]]) -> dict[str, list[str]]:
    """A form's values as a browser submits them: line breaks as CRLF."""
    return {
        name: [value.replace("\n", "\r\n") for value in values] for name, values in form.items()
    }


def add_refused(client: Client, form: dict, why: str) -> None:
    """The ruling form is shown again, saying `why`."""
    response = client.post("/admin/rulings/ruling/add/", form)
    assert response.status_code == 200
    assert why in response.content.decode()


def editor(name: str) -> Client:
    user = User.objects.create_user(name, password="correct horse", is_staff=True)
    user.groups.add(Group.objects.get(name=EDITORS))
    client = Client()
    client.force_login(user)
    return client


def test_saving_a_card_without_typing_anything_changes_nothing(editor_client, printed_card):
    url = f"/admin/rulings/card/{printed_card.pk}/change/"
    before = Card.objects.values().get(pk=printed_card.pk)

    response = editor_client.post(url, as_browser_sends_it(change_form(editor_client, url)))

    assert response.status_code == 302, response.content.decode()[:2000]
    assert Card.objects.values().get(pk=printed_card.pk) == before
    page = visible_text(editor_client.get(f"/fr/cards/{printed_card.slug}/"))
    assert "Relu par un rédacteur" not in page and "M10" in page


def test_english_changed_under_printed_french_leaves_it_printed_text_of_an_older_wording(
    editor_client, printed_card
):
    """An editor's review: Lightning Bolt's English edited to "deals 4 damage" left « inflige 3
    blessures » shown as official and current, on the page and in the API."""
    url = f"/admin/rulings/card/{printed_card.pk}/change/"
    form = change_form(editor_client, url) | {"oracle_text_en": ["Flying. Draw two cards."]}

    assert editor_client.post(url, form).status_code == 302

    printed_card.refresh_from_db()
    assert printed_card.fr_status == FrenchStatus.OFFICIAL  # still what was printed
    assert (printed_card.fr_outdated, printed_card.fr_type_outdated) == (True, False)
    text = editor_client.get(f"/api/cards/{printed_card.slug}").json()["oracle_text"]
    assert text["fr_outdated"] is True and text["fr_status"] == "official"


def test_marking_printed_official_french_reviewed_leaves_it_official(editor_client, printed_card):
    """The action said "1 French text marked as reviewed", and the card's printed French
    became an editor's: « Relu par un éditeur » instead of « Officiel, imprimé dans M10 ». An
    editor cannot call French official, so only an import could undo it."""
    response = editor_client.post(
        "/admin/rulings/card/",
        {"action": "mark_french_reviewed", "_selected_action": [printed_card.pk]},
        follow=True,
    )

    printed_card.refresh_from_db()
    assert printed_card.fr_status == FrenchStatus.OFFICIAL
    assert printed_card.fr_set_code == "M10"
    page = response.content.decode()
    assert "0 French texts marked as reviewed." in page
    assert "1 item has official French that matches its English: it stays official." in page


def test_printed_french_of_an_older_wording_marked_reviewed_becomes_the_editors(
    editor_client, printed_card
):
    """Printed beside an older English, official French is no French that matches its
    English: the action said so, and left it official."""
    printed_card.fr_outdated = True
    printed_card.save()
    editor_client.post(
        "/admin/rulings/card/",
        {"action": "mark_french_reviewed", "_selected_action": [printed_card.pk]},
    )
    printed_card.refresh_from_db()
    assert printed_card.fr_status == FrenchStatus.REVIEWED


def test_english_and_french_changed_in_one_save_leave_no_printed_french_flag(
    editor_client, printed_card
):
    """The French of that save is the editor's, not printed text of an older wording."""
    url = f"/admin/rulings/card/{printed_card.pk}/change/"
    form = change_form(editor_client, url) | {
        "oracle_text_en": ["Flying. Draw two cards."],
        "oracle_text_fr": ["Vol. Piochez deux cartes."],
    }
    assert editor_client.post(url, form).status_code == 302
    printed_card.refresh_from_db()
    assert printed_card.fr_status == FrenchStatus.REVIEWED and not printed_card.fr_outdated


def test_french_typed_with_crlf_is_stored_with_lf(editor_client, printed_card):
    url = f"/admin/rulings/card/{printed_card.pk}/change/"
    form = change_form(editor_client, url) | {"oracle_text_fr": ["Vol\r\nQuand elle arrive."]}

    assert editor_client.post(url, form).status_code == 302

    printed_card.refresh_from_db()
    assert printed_card.oracle_text_fr == "Vol\nQuand elle arrive."
    assert printed_card.fr_status == FrenchStatus.REVIEWED


def test_an_editor_cannot_call_french_official(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_fr="Une clarification.", fr_status=FrenchStatus.OFFICIAL)

    add_refused(editor_client, form, "Official French is what Wizards printed or published")
    assert not Ruling.objects.filter(text_fr="Une clarification.").exists()


def test_french_cannot_be_saved_as_missing(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = Ruling.objects.filter(card=card).exclude(text_fr="").first()
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    form = change_form(editor_client, url) | {"fr_status": [FrenchStatus.MISSING]}

    response = editor_client.post(url, form)

    assert response.status_code == 200
    assert "This French is there: say where it comes from" in response.content.decode()
    assert Ruling.objects.get(pk=ruling.pk).fr_status == ruling.fr_status


def test_the_same_ruling_twice_is_refused_with_a_link_not_a_server_error(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_en="Tempt with Mayhem copies it.")
    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302
    first = Ruling.objects.get(text_en="Tempt with Mayhem copies it.")

    # The same English with other spaces and another source is the same ruling.
    again = form | {"text_en": "  Tempt with Mayhem copies it. ", "source": "scryfall"}
    response = editor_client.post("/admin/rulings/ruling/add/", again)

    assert response.status_code == 200
    page = response.content.decode()
    assert "This card already has this ruling, of the same date." in page
    assert f"/admin/rulings/ruling/{first.pk}/change/" in page
    assert Ruling.objects.filter(text_en="Tempt with Mayhem copies it.").count() == 1
    # An editor's review: one more space between two words made a second ruling.
    rulings_before = card.rulings.count()
    doubled = form | {"text_en": "Tempt with  Mayhem copies\tit. "}
    assert "This card already has this ruling" in visible_text(
        editor_client.post("/admin/rulings/ruling/add/", doubled)
    )
    assert card.rulings.count() == rulings_before


def test_the_same_ruling_typed_again_on_the_card_page_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    existing = card.rulings.order_by("pk").first()
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url)
    new_row = f"rulings-{form['rulings-TOTAL_FORMS'][0]}"
    form |= {
        "rulings-TOTAL_FORMS": [str(int(form["rulings-TOTAL_FORMS"][0]) + 1)],
        f"{new_row}-published_at": [existing.published_at.isoformat()],
        f"{new_row}-source": ["wotc"],
        f"{new_row}-text_en": [existing.text_en],
        f"{new_row}-fr_status": [FrenchStatus.MISSING],
    }

    response = editor_client.post(url, form)

    assert response.status_code == 200
    page = response.content.decode()
    assert "This card already has this ruling" in page
    # An editor's review: the row was also said to be « typed twice in this save ».
    assert "typed twice" not in page
    assert card.rulings.count() == Ruling.objects.filter(card=card).count()


def test_the_same_new_ruling_typed_in_two_rows_of_one_save_is_refused(editor_client):
    """The database refused the second row with an error page, and nothing typed was kept."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url)
    first = int(form["rulings-TOTAL_FORMS"][0])
    form["rulings-TOTAL_FORMS"] = [str(first + 2)]
    for row in (f"rulings-{first}", f"rulings-{first + 1}"):
        form |= {
            f"{row}-published_at": ["2024-10-01"],
            f"{row}-source": ["wotc"],
            f"{row}-text_en": ["Typed twice by mistake."],
            f"{row}-fr_status": [FrenchStatus.MISSING],
        }
    rulings_before = card.rulings.count()

    response = editor_client.post(url, form)

    assert response.status_code == 200
    page = response.content.decode()
    assert "This ruling is typed twice in this save, of the same date." in page
    assert page.count("Typed twice by mistake.") >= 2  # what was typed is shown again
    assert card.rulings.count() == rulings_before


def test_a_second_editor_cannot_silently_undo_the_first_ones_save(db):
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = Ruling.objects.filter(card=card).order_by("pk").first()
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    first_form, second_form = change_form(first, url), change_form(second, url)

    first_form |= {"text_en": ["The English the first editor wrote."]}
    assert first.post(url, first_form).status_code == 302
    second_form |= {"text_fr": ["Le français du second."], "fr_status": ["reviewed"]}
    refused = second.post(url, second_form)

    assert refused.status_code == 200
    page = visible_text(refused)
    assert "first_editor saved" in page and "Your changes are not saved yet" in page
    # The history, linked from the message, shows what the first editor's save replaced.
    history = f"/admin/rulings/ruling/{ruling.pk}/history/"
    assert f'<a href="{history}" target="_blank">' in refused.content.decode()
    assert "The English the first editor wrote." in visible_text(second.get(history))
    ruling.refresh_from_db()
    assert ruling.text_en == "The English the first editor wrote."
    assert ruling.text_fr != "Le français du second."
    # The form shown again holds the French typed; saving it again is a knowing choice.
    again = change_form_from(refused)
    assert again["text_fr"][0].strip() == "Le français du second."
    assert second.post(url, again).status_code == 302
    ruling.refresh_from_db()
    assert ruling.text_fr == "Le français du second."


@pytest.mark.parametrize("model", ["lexiconentry", "term"])
def test_a_second_editor_cannot_silently_undo_a_terms_or_lexicon_entrys_save(db, model):
    """An editor's review: two editors saving the same lexicon entry or term, the second
    save silently replaced the first."""
    from terminology.models import LexiconEntry, Term

    if model == "term":
        entry = Term.objects.create(english="upkeep", french="entretien", kind="rules_term")
    else:
        entry = LexiconEntry.objects.create(french="entretien", english="upkeep", aligned=9)
    url = f"/admin/terminology/{model}/{entry.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    first_form, second_form = change_form(first, url), change_form(second, url)

    assert first.post(url, first_form | {"english": ["upkeep step"]}).status_code == 302
    refused = second.post(url, second_form | {"french": ["étape d'entretien"]})

    assert refused.status_code == 200
    assert "first_editor saved" in visible_text(refused)
    entry.refresh_from_db()
    assert (entry.english, entry.french) == ("upkeep step", "entretien")
    assert second.post(url, change_form_from(refused)).status_code == 302  # knowingly
    entry.refresh_from_db()
    assert entry.french == "étape d'entretien"


def ruling_row(form: dict[str, list[str]], ruling: Ruling) -> str:
    """The prefix of the ruling's row in its card page's form ("rulings-0")."""
    [key] = [
        key for key, values in form.items() if key.endswith("-id") and values == [str(ruling.pk)]
    ]
    return key.removesuffix("-id")


def test_a_card_page_drawn_before_another_editor_changed_its_ruling_cannot_undo_it(db):
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = card.rulings.order_by("pk").first()
    card_url = f"/admin/rulings/card/{card.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    card_form = change_form(first, card_url)

    ruling_url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    ruling_form_ = change_form(second, ruling_url) | {"text_en": ["Changed meanwhile."]}
    assert second.post(ruling_url, ruling_form_).status_code == 302
    # The first editor changes the card only; the page also sends the ruling's row as it was
    # drawn. Left alone, the row is no change: the card is saved, the ruling is not.
    card_form |= {"mana_cost": ["{3}{R}{R}"]}
    assert first.post(card_url, card_form).status_code == 302

    ruling.refresh_from_db()
    assert ruling.text_en == "Changed meanwhile."
    assert Card.objects.get(pk=card.pk).mana_cost == "{3}{R}{R}"


def test_a_card_page_saved_again_after_a_refusal_undoes_no_row_left_alone(db):
    """An editor's review: refused for one row, a card page saved again put back the English
    another editor had saved on a ruling the first never touched."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    edited, other = card.rulings.order_by("pk")[:2]
    card_url = f"/admin/rulings/card/{card.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    card_form = change_form(first, card_url)
    for ruling, text in ((edited, "Edited meanwhile."), (other, "Other edited meanwhile.")):
        url = f"/admin/rulings/ruling/{ruling.pk}/change/"
        assert second.post(url, change_form(second, url) | {"text_en": [text]}).status_code == 302

    row = ruling_row(card_form, edited)
    card_form |= {f"{row}-text_fr": ["Le français du premier."], f"{row}-fr_status": ["reviewed"]}
    refused = first.post(card_url, card_form)

    assert refused.status_code == 200  # the row edited was changed meanwhile
    again = change_form_from(refused)
    assert again[f"{ruling_row(again, other)}-text_en"][0].strip() == "Other edited meanwhile."
    assert again[f"{row}-text_en"][0].strip() == "Edited meanwhile."  # the English stored now
    assert again[f"{row}-text_fr"][0].strip() == "Le français du premier."  # the French typed
    assert first.post(card_url, again).status_code == 302  # knowingly
    edited.refresh_from_db()
    other.refresh_from_db()
    assert (edited.text_en, edited.text_fr) == ("Edited meanwhile.", "Le français du premier.")
    assert other.text_en == "Other edited meanwhile."


def test_a_row_ticked_for_deletion_after_another_editor_changed_it_is_refused_not_dropped(db):
    """A diff review: the DELETE box, which the formset adds after the form is drawn, was
    never counted as changed: a stale row ticked for deletion was silently kept."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = card.rulings.order_by("pk").first()
    card_url = f"/admin/rulings/card/{card.pk}/change/"
    admin = Client()
    admin.force_login(User.objects.create_superuser("administrator", password="horse battery"))
    card_form = change_form(admin, card_url)
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    second = editor("second_editor")
    assert (
        second.post(url, change_form(second, url) | {"text_en": ["Meanwhile."]}).status_code == 302
    )

    card_form |= {f"{ruling_row(card_form, ruling)}-DELETE": ["on"]}
    refused = admin.post(card_url, card_form)

    assert refused.status_code == 200 and "second_editor saved" in visible_text(refused)
    assert Ruling.objects.filter(pk=ruling.pk).exists()
    assert admin.post(card_url, change_form_from(refused)).status_code == 302  # knowingly
    assert not Ruling.objects.filter(pk=ruling.pk).exists()


def _ruling_deleted(ruling: Ruling) -> None:
    """Deleted on its own page, by an administrator (editors delete no ruling)."""
    admin = Client()
    admin.force_login(User.objects.create_superuser("administrator", password="horse battery"))
    deleted = admin.post(f"/admin/rulings/ruling/{ruling.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 302
    assert not Ruling.objects.filter(pk=ruling.pk).exists()


@dataclass
class CardOpened:
    """Tempt with Mayhem's page as an editor opened it: its first ruling's row, the form."""

    card: Card
    ruling: Ruling
    url: str
    editor: Client
    form: dict[str, list[str]]
    rulings: int  # on the card when the page was opened

    def save(self, form: dict[str, list[str]] | None = None, **changes: list[str]):
        return self.editor.post(self.url, (self.form if form is None else form) | changes)

    @property
    def row(self) -> str:
        return ruling_row(self.form, self.ruling)

    def mana_cost(self) -> str:
        return Card.objects.get(pk=self.card.pk).mana_cost


@pytest.fixture
def card_opened(db) -> CardOpened:
    card = Card.objects.get(slug="tempt-with-mayhem")
    url = f"/admin/rulings/card/{card.pk}/change/"
    editor_ = editor("second_editor")
    ruling = card.rulings.order_by("pk").first()
    return CardOpened(card, ruling, url, editor_, change_form(editor_, url), card.rulings.count())


def test_a_row_left_alone_whose_ruling_was_deleted_meanwhile_lets_the_card_be_saved(card_opened):
    """A review under two workers: an editor whose card page held a ruling another person then
    deleted could not save the card at all, told to « correct the error below » with none."""
    _ruling_deleted(card_opened.ruling)
    assert card_opened.save(mana_cost=["{3}{R}{R}"]).status_code == 302

    assert card_opened.mana_cost() == "{3}{R}{R}"
    assert not Ruling.objects.filter(pk=card_opened.ruling.pk).exists()  # not brought back


def test_a_row_left_alone_whose_ruling_was_deleted_and_added_again_lets_the_card_be_saved(
    card_opened,
):
    """A diff review: the row was still checked as a new ruling, and refused as the ruling
    added again meanwhile (« already has this ruling »)."""
    ruling = card_opened.ruling
    _ruling_deleted(ruling)
    Ruling.objects.create(
        card=card_opened.card, published_at=ruling.published_at, text_en=ruling.text_en
    )
    assert card_opened.save(mana_cost=["{3}{R}{R}"]).status_code == 302

    assert card_opened.mana_cost() == "{3}{R}{R}"
    assert card_opened.card.rulings.count() == card_opened.rulings


def test_a_row_typed_in_whose_ruling_was_deleted_meanwhile_says_so_then_saves_the_rest(
    card_opened,
):
    typed = {f"{card_opened.row}-text_en": ["Typed into a deleted ruling."]}
    _ruling_deleted(card_opened.ruling)
    refused = card_opened.save(card_opened.form | typed, mana_cost=["{3}{R}{R}"])

    assert refused.status_code == 200
    assert "Someone deleted what this row holds after you opened this page" in visible_text(refused)
    assert "Typed into a deleted ruling." in refused.content.decode()  # still there to copy
    # Drawn as a stored row: the admin's script gives such a row no "remove" button. Drawn as a
    # new row, removing it renumbered the rows below, and a ruling copied into an empty row
    # took its place and was dropped with it (a browser review).
    row = re.search(r'<tr class="([^"]*)"[^>]*id="rulings-0">', refused.content.decode())
    assert row and "has_original" in row.group(1)
    assert card_opened.mana_cost() != "{3}{R}{R}"
    assert card_opened.save(change_form_from(refused)).status_code == 302  # knowingly
    assert card_opened.mana_cost() == "{3}{R}{R}"
    assert card_opened.card.rulings.count() == card_opened.rulings - 1
    assert not Ruling.objects.filter(text_en="Typed into a deleted ruling.").exists()


def test_a_row_sent_with_a_key_no_ruling_can_have_is_refused_not_an_error(card_opened):
    altered = card_opened.save(**{f"{card_opened.row}-id": ["abc"]})
    assert altered.status_code == 200
    assert Ruling.objects.filter(pk=card_opened.ruling.pk).exists()


def test_a_form_drawn_before_it_carried_its_values_keeps_the_editors_work(db):
    """A diff review: a card page drawn before the forms carried the values they were drawn
    with lost the French typed in it on the save after the refusal."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    ruling = card.rulings.order_by("pk").first()
    card_url = f"/admin/rulings/card/{card.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    drawn = {k: v for k, v in change_form(first, card_url).items() if "opened_values" not in k}
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    assert (
        second.post(url, change_form(second, url) | {"text_en": ["Meanwhile."]}).status_code == 302
    )

    row = ruling_row(drawn, ruling)
    drawn |= {f"{row}-text_fr": ["Le français du premier."], f"{row}-fr_status": ["reviewed"]}
    refused = first.post(card_url, drawn)
    assert refused.status_code == 200  # what the editor changed is not known: refused
    assert first.post(card_url, change_form_from(refused)).status_code == 302  # knowingly

    ruling.refresh_from_db()
    assert (ruling.text_fr, ruling.fr_status) == ("Le français du premier.", "reviewed")


def test_saved_again_after_a_refusal_a_form_writes_only_the_fields_the_editor_changed(db):
    """An editor's review: the second editor changed the French only; saved again after the
    refusal, the form put back the English the first editor had just saved."""
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").order_by("pk").first()
    url = f"/admin/rulings/ruling/{ruling.pk}/change/"
    first, second = editor("first_editor"), editor("second_editor")
    first_form, second_form = change_form(first, url), change_form(second, url)

    assert (
        first.post(url, first_form | {"text_en": ["The first editor's English."]}).status_code
        == 302
    )
    second_form |= {"text_fr": ["Le français du second."], "fr_status": ["reviewed"]}
    refused = second.post(url, second_form)
    again = change_form_from(refused)

    assert again["text_en"][0].strip() == "The first editor's English."  # shown as stored now
    assert second.post(url, again).status_code == 302
    ruling.refresh_from_db()
    assert (ruling.text_en, ruling.text_fr) == (
        "The first editor's English.",
        "Le français du second.",
    )
    history = visible_text(second.get(f"/admin/rulings/ruling/{ruling.pk}/history/"))
    assert history.count("Changed Text [en]") == 1  # the first editor's save only


def saved_in_another_request(pk: int, text_en: str, saving: threading.Event) -> None:
    """Another editor's save of a ruling, still uncommitted for a second after `saving` is set:
    a save arriving meanwhile reads the row while that save is in flight."""
    try:
        with transaction.atomic():
            ruling = Ruling.objects.get(pk=pk)
            ruling.text_en = text_en
            ruling.save()
            saving.set()
            time.sleep(1.0)
    finally:
        connection.close()


# Two connections at once need committed data. (A transactional test's flush removes what the
# migrations made, the editors' group with it: the save is an administrator's.)
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("page", ["ruling", "card"])
def test_two_saves_at_the_same_instant_cannot_both_pass(page):
    """The check of what is stored and the write are one step: without a lock, PostgreSQL let
    the second save read the row before the first committed, pass the check, then overwrite,
    on the ruling's page and through the ruling's row on its card's page."""
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").order_by("pk").first()
    second = Client()
    second.force_login(User.objects.create_superuser("second_editor", password="horse battery"))
    if page == "ruling":
        url = f"/admin/rulings/ruling/{ruling.pk}/change/"
        second_form = change_form(second, url) | {"text_fr": ["Le français du second."]}
        second_form |= {"fr_status": ["reviewed"]}
    else:  # the ruling's row on its card's page
        url = f"/admin/rulings/card/{ruling.card.pk}/change/"
        second_form = change_form(second, url)
        row = ruling_row(second_form, ruling)
        second_form |= {f"{row}-text_fr": ["Le français du second."]}
        second_form |= {f"{row}-fr_status": ["reviewed"]}
    saving = threading.Event()
    first = threading.Thread(
        target=saved_in_another_request, args=(ruling.pk, "The first editor's English.", saving)
    )
    first.start()
    try:
        assert saving.wait(10)
        response = second.post(url, second_form)
    finally:
        first.join()

    assert response.status_code == 200
    assert "Your changes are not saved yet" in visible_text(response)
    ruling.refresh_from_db()
    assert ruling.text_en == "The first editor's English."
    assert ruling.text_fr != "Le français du second."


def change_form_from(response) -> dict[str, list[str]]:
    from tests.admin.test_editor_flow import _FormFields

    parser = _FormFields()
    parser.feed(response.content.decode())
    return parser.fields


def test_typed_text_is_stored_composed_and_without_invisible_characters(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    typed = "\u202eE\u0301te\u0301 zero\u200bwidth\ufeff"
    form = ruling_form(card, text_en=typed, published_at="2024-06-08")

    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302

    assert Ruling.objects.filter(text_en="Été zerowidth").exists()


def test_english_made_of_invisible_characters_is_empty(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_en="\u200b\u200b", text_fr="Rien.")

    add_refused(editor_client, form, "This field is required.")
    assert not Ruling.objects.filter(text_fr="Rien.").exists()


@pytest.mark.parametrize(
    "marks", ["\u200f\u200e\u200f", "\u00ad\u200d\u200c", "\x07\x1b", "\u061c"]
)
def test_english_made_of_direction_marks_joiners_or_controls_is_empty(editor_client, marks):
    """Saved, such a ruling showed as an empty one on the card pages, labelled English."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_en=marks, text_fr="Rien.")

    add_refused(editor_client, form, "This field is required.")
    assert not Ruling.objects.filter(text_fr="Rien.").exists()


def test_a_soft_line_break_pasted_from_a_word_processor_is_a_line_break(editor_client):
    """U+000B, which XML 1.0 cannot carry: saved as it came, it took both feeds down."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(
        card, text_en="Line one\u000bline two\u2028three.", published_at="2024-06-10"
    )

    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302

    assert Ruling.objects.filter(text_en="Line one\nline two\nthree.").exists()
    assert editor_client.get("/en/feeds/rulings.atom").status_code == 200


def test_french_made_after_today_is_refused(editor_client):
    """An editor's review: "French made on" 2099-01-01 was accepted, and printed."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(
        card, text_fr="Un texte.", fr_status="reviewed", fr_translated_at="2099-01-01"
    )
    add_refused(editor_client, form, "French cannot have been made after today.")


def test_the_date_an_editor_types_with_the_french_is_kept(editor_client):
    """Typed in the same save as the French, the date was silently replaced by today."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(
        card,
        text_en="Kept with its date.",
        text_fr="Gardé avec sa date.",
        fr_translated_at="2024-06-01",
        published_at="2024-06-11",
    )  # the status left as drawn (missing): French typed is the editor's, reviewed
    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302
    ruling = Ruling.objects.get(text_en="Kept with its date.")
    assert ruling.fr_status == FrenchStatus.REVIEWED
    assert ruling.fr_translated_at == datetime.date(2024, 6, 1)


def test_today_anywhere_on_earth_is_no_date_in_the_future(editor_client):
    """The server's date is UTC: a Paris editor's "today" was refused for the first hour or
    two of each day. A ruling dated the day after every place on Earth is still refused."""
    from common.dates import latest_today

    card = Card.objects.get(slug="tempt-with-mayhem")
    today_somewhere = latest_today().isoformat()
    form = ruling_form(card, text_en="Dated today somewhere.", published_at=today_somewhere)
    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302
    tomorrow = (latest_today() + datetime.timedelta(days=1)).isoformat()
    form = ruling_form(card, text_en="Dated tomorrow everywhere.", published_at=tomorrow)
    add_refused(editor_client, form, "A ruling cannot be published after today.")


def test_a_rulings_source_is_chosen_among_the_known_publishers(editor_client):
    """An editor's review: typed freely, "WotC" and "Wizards of the Coast" were stored beside
    "wotc", which the search's source filter never found."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_en="Typed source.", source="WotC", published_at="2024-06-12")
    add_refused(editor_client, form, "Select a valid choice.")
    form |= {"source": "wotc"}
    assert editor_client.post("/admin/rulings/ruling/add/", form).status_code == 302
    assert Ruling.objects.get(text_en="Typed source.").source == "wotc"
    # A source stored before stays a choice: its ruling is saved as it is.
    old = Ruling.objects.create(
        card=card, published_at="2024-06-13", source="Wizards", text_en="Stored before."
    )
    url = f"/admin/rulings/ruling/{old.pk}/change/"
    again = change_form(editor_client, url) | {"text_en": ["Stored before, edited."]}
    assert editor_client.post(url, again).status_code == 302
    old.refresh_from_db()
    assert (old.source, old.text_en) == ("Wizards", "Stored before, edited.")


def test_the_rulings_source_is_labelled_as_its_other_fields(editor_client):
    """An editor's review: « source: » in lower case beside « Published on: »."""
    page = visible_text(editor_client.get("/admin/rulings/ruling/add/"))
    assert "Source:" in page and "source:" not in page


def test_a_ruling_older_than_magic_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, published_at="0001-01-01", text_en="Very old.")

    add_refused(editor_client, form, "first published on 5 August 1993")
    assert not Ruling.objects.filter(text_en="Very old.").exists()


def test_a_form_drawn_before_versions_were_sent_still_saves(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = change_form(editor_client, url) | {"rulings-0-text_en": ["Saved from an old tab."]}
    old_tab = {name: values for name, values in form.items() if "stored_state" not in name}

    assert editor_client.post(url, old_tab).status_code == 302
    assert card.rulings.filter(text_en="Saved from an old tab.").exists()


def test_a_ruling_of_a_hundred_thousand_characters_is_refused(editor_client):
    card = Card.objects.get(slug="tempt-with-mayhem")
    form = ruling_form(card, text_en="Pasted by mistake. " * 6000, published_at="2024-06-09")

    add_refused(editor_client, form, "Ensure this value has at most 10000 characters")
    assert not Ruling.objects.filter(published_at="2024-06-09").exists()


# -- A rule's number, kind and parent ---------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"number": "502.52zz", "kind": "chapter"}, "The kind of 502.52zz is “Subrule”."),
        ({"number": "502.5x2"}, "A rule number is like 7, 702, 702.9 or 702.9a."),
        ({"number": "502.53a"}, "The parent of 502.53a is 502.53, of the same edition."),
        ({"number": "5", "kind": "chapter"}, "A chapter has no parent."),
    ],
    ids=["kind", "number", "parent", "chapter"],
)
def test_a_rule_s_number_kind_and_parent_must_agree(editor_client, changes, error):
    """An editor's review: 702.9zz of the kind chapter, with no parent, was listed among the
    chapters and led chapter 7's « next »."""
    from keywords.models import Rule

    rule = Rule.objects.get(number="502.52a")
    url = f"/admin/keywords/rule/{rule.pk}/change/"
    form = as_browser_sends_it(change_form(editor_client, url))
    response = editor_client.post(url, {**form, **changes})
    assert response.status_code == 200 and error in visible_text(response)
    assert Rule.objects.get(pk=rule.pk).number == "502.52a"


def test_a_rule_whose_parent_is_in_the_edition_must_name_it(editor_client):
    from keywords.models import Rule

    rule = Rule.objects.get(number="502.52a")
    url = f"/admin/keywords/rule/{rule.pk}/change/"
    form = as_browser_sends_it(change_form(editor_client, url))
    response = editor_client.post(url, {**form, "parent": ""})
    assert "502.52, the parent of 502.52a, is in this edition: choose it." in visible_text(response)
    response = editor_client.post(url, {**form, "text_en": form["text_en"][0] + " "})
    assert response.status_code == 302  # as it was: number, kind and parent agree


def test_a_second_card_of_the_same_english_name_is_refused(editor_client):
    """An editor's review: a second "Lightning Bolt" was kept; the ruling form's card picker
    and the search then showed two alike."""
    card = Card.objects.get(slug="gandalf-westward-voyager")
    url = f"/admin/rulings/card/{card.pk}/change/"
    form = as_browser_sends_it(change_form(editor_client, url))
    response = editor_client.post(url, {**form, "name_en": "TEMPT WITH MAYHEM"})
    assert response.status_code == 200
    assert "A card already has this English name, written “Tempt with Mayhem”." in visible_text(
        response
    )
    assert Card.objects.filter(name_en__iexact="tempt with mayhem").count() == 1


@pytest.mark.parametrize(
    ("url_of", "field"),
    [
        (lambda: f"/admin/keywords/keyword/{_replicate().pk}/change/", "notes_en"),
        (lambda: f"/admin/keywords/keyword/{_replicate().pk}/change/", "summary_fr"),
        (lambda: f"/admin/keywords/rule/{_rule('502.52a').pk}/change/", "text_en"),
        (lambda: f"/admin/keywords/rule/{_rule('502.52a').pk}/change/", "examples_en"),
    ],
    ids=["keyword-notes", "keyword-summary-fr", "rule-text", "rule-examples"],
)
def test_an_editorial_text_is_10000_characters_at_most(editor_client, url_of, field):
    """An editor's review: keyword notes of 220,000 characters made a page of 248 KB, a
    glossary definition of 170,000 the glossary 516 KB, where a ruling is capped."""
    url = url_of()
    form = as_browser_sends_it(change_form(editor_client, url))
    response = editor_client.post(url, {**form, field: "x" * 10_001})
    assert response.status_code == 200
    assert "at most 10000 characters (it has 10001)" in visible_text(response)


def _replicate():
    from keywords.models import Keyword

    return Keyword.objects.get(slug="replicate")


def _rule(number: str):
    from keywords.models import Rule

    return Rule.objects.get(number=number)


def test_a_glossary_definition_is_10000_characters_at_most():
    from django.core.exceptions import ValidationError

    from keywords.models import GlossaryEntry, RulesEdition

    entry = GlossaryEntry(
        edition=RulesEdition.objects.first(), term_en="Long", definition_en="x" * 10_001
    )
    with pytest.raises(ValidationError) as refused:
        entry.full_clean()
    assert set(refused.value.message_dict) >= {"definition_en"}
