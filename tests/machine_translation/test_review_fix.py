"""The review screen's English diff and in-place French form: what changed in the English since
the French was made, and a correction saved as reviewed without ever losing what was typed."""

import pytest
from django.contrib.auth.models import Permission, User
from django.contrib.contenttypes.models import ContentType

from machine_translation.diffing import DiffPiece, word_diff
from machine_translation.models import EnglishSource, MemoryEntry
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")

REVIEW = "/admin/machine_translation/translationrecord/"
OLD_ENGLISH = "Tempt with Mayhem copies the spell once for each opponent."
NEW_ENGLISH = "Tempt with Mayhem copies the spell once for each opponent who accepts."
NEW_FRENCH = "Tentation du chaos copie le sort une fois pour chaque adversaire qui accepte."


def key(obj) -> str:
    return f"{ContentType.objects.get_for_model(obj).pk}:{obj.pk}"


def prefix(obj) -> str:
    return "fix-" + key(obj).replace(":", "-")


def english_changed_under_reviewed_french() -> Ruling:
    ruling = Ruling.objects.filter(fr_status=FrenchStatus.MACHINE).order_by("pk").first()
    ruling.text_en = OLD_ENGLISH
    ruling.set_french(FrenchStatus.REVIEWED, text="Tentation du chaos copie le sort.")
    ruling.save()
    ruling.text_en = NEW_ENGLISH
    ruling.save()
    return ruling


def fix_form(ruling: Ruling, french: str, **overrides) -> dict:
    page = ruling_page(ruling)
    form = {
        "fix": key(ruling),
        f"{prefix(ruling)}-english_seen": page["english_seen"],
        f"{prefix(ruling)}-french_seen": page["french_seen"],
        f"{prefix(ruling)}-text": french,
    }
    return form | overrides


def ruling_page(ruling: Ruling) -> dict:
    from provenance.models import fingerprint

    return {
        "english_seen": ruling.compute_en_fingerprint(),
        "french_seen": fingerprint(*ruling.french_texts()),
    }


def test_a_word_diff_says_what_went_and_what_came():
    assert word_diff("Cast it now.", "Cast it later, twice.") == [
        DiffPiece("same", "Cast it "),
        DiffPiece("removed", "now"),
        DiffPiece("added", "later, twice"),
        DiffPiece("same", "."),
    ]


def test_changing_the_english_keeps_the_english_the_french_was_made_from():
    ruling = english_changed_under_reviewed_french()
    source = EnglishSource.objects.get(object_id=ruling.pk)
    assert source.texts == {"text": OLD_ENGLISH}
    ruling.text_en = NEW_ENGLISH + " Twice."
    ruling.save()  # already stale: the English the French was made from stays the one kept
    assert EnglishSource.objects.get(object_id=ruling.pk).texts == {"text": OLD_ENGLISH}


def test_the_review_screen_shows_what_changed_in_the_english(editor_client):
    ruling = english_changed_under_reviewed_french()
    response = editor_client.get(REVIEW, {"status": "stale"})
    page = response.content.decode()
    assert (
        'each opponent<ins><span class="visually-hidden">[added] </span> who accepts</ins>.' in page
    )
    assert "What changed in the English since the French was made" in visible_text(response)
    assert f'name="{prefix(ruling)}-text"' in page


def test_the_review_screen_says_when_the_old_english_is_not_known(editor_client):
    # The demo's stale ruling changed before Grimoire kept English: no diff is made up.
    page = visible_text(editor_client.get(REVIEW, {"status": "stale"}))
    assert "The English this French was made from was not kept" in page


def test_the_change_form_links_to_that_text_alone_on_the_review_screen(editor_client):
    ruling = english_changed_under_reviewed_french()
    page = editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/change/").content.decode()
    link = f"{REVIEW}?model=rulings.ruling&amp;status=all&amp;pk={ruling.pk}"
    assert link in page
    alone = editor_client.get(REVIEW, {"status": "all", "pk": ruling.pk})
    assert "1 text" in visible_text(alone)
    assert NEW_ENGLISH.split(" who")[0] in visible_text(alone)
    assert '<option value="all" selected>All</option>' in alone.content.decode()


def test_an_editor_fixes_the_french_in_place_and_it_is_reviewed(editor_client, commit):
    ruling = english_changed_under_reviewed_french()
    response = commit(editor_client.post, REVIEW + "?status=stale", fix_form(ruling, NEW_FRENCH))
    assert response.status_code == 302 and response["Location"].endswith("?status=stale")
    ruling.refresh_from_db()
    assert ruling.text_fr == NEW_FRENCH
    assert ruling.fr_status == FrenchStatus.REVIEWED and not ruling.is_french_stale
    assert MemoryEntry.objects.filter(source_id=ruling.pk, origin="reviewed").exists()
    page = visible_text(editor_client.get(REVIEW + "?status=stale"))
    assert "is saved and marked as reviewed" in page


def test_empty_french_is_refused_with_a_clear_message(editor_client):
    ruling = english_changed_under_reviewed_french()
    response = editor_client.post(REVIEW, fix_form(ruling, "   "))
    assert response.status_code == 200
    assert "Write the French before saving" in visible_text(response)
    ruling.refresh_from_db()
    assert ruling.text_fr == "Tentation du chaos copie le sort." and ruling.is_french_stale


@pytest.mark.parametrize("french", ["\u200f\u200e", "\u00ad\u200d"])
def test_french_made_of_invisible_marks_is_refused_as_empty(editor_client, french):
    ruling = english_changed_under_reviewed_french()
    response = editor_client.post(REVIEW, fix_form(ruling, french))
    assert "Write the French before saving" in visible_text(response)
    ruling.refresh_from_db()
    assert ruling.text_fr == "Tentation du chaos copie le sort."


def test_french_longer_than_a_ruling_may_be_is_refused_as_the_ruling_form_refuses_it(editor_client):
    """The review screen let 50,000 characters through, which the ruling's own form refuses:
    every later save of the card's page was then refused for a row nobody touched."""
    ruling = english_changed_under_reviewed_french()
    response = editor_client.post(REVIEW, fix_form(ruling, "Collé par erreur. " * 3000))
    assert response.status_code == 200
    assert "Ensure this value has at most 10000 characters" in visible_text(response)
    ruling.refresh_from_db()
    assert ruling.text_fr == "Tentation du chaos copie le sort."


def test_french_for_a_text_with_no_english_is_refused(editor_client):
    """Gandalf's card data has no English type line or text: French typed there would be
    « reviewed » against nothing."""
    card = Card.objects.get(slug="gandalf-westward-voyager")
    assert not any(card.english_texts())
    form = {
        "fix": key(card),
        f"{prefix(card)}-english_seen": card.compute_en_fingerprint(),
        f"{prefix(card)}-french_seen": "",
        f"{prefix(card)}-type_line": "Créature légendaire : avatar et sorcier",
        f"{prefix(card)}-oracle_text": "",
    }
    response = editor_client.post(REVIEW + "?model=rulings.card", form)
    assert response.status_code == 200
    assert "There is no English here to translate" in visible_text(response)
    card.refresh_from_db()
    assert (card.type_line_fr, card.fr_status) == ("", FrenchStatus.MISSING)


def test_english_changed_meanwhile_refuses_the_save_and_keeps_the_typed_french(editor_client):
    ruling = english_changed_under_reviewed_french()
    form = fix_form(ruling, NEW_FRENCH)
    ruling.text_en = NEW_ENGLISH + " Then again."
    ruling.save()  # another editor_client, while this one typed
    response = editor_client.post(REVIEW, form)
    page = visible_text(response)
    assert "The English changed while you were writing" in page
    assert NEW_FRENCH in response.content.decode()  # still in the box
    ruling.refresh_from_db()
    assert ruling.text_fr == "Tentation du chaos copie le sort."
    # The second click saves it: the form now carries what the page shows.
    again = {name: value for name, value in form.items()}
    again[f"{prefix(ruling)}-english_seen"] = ruling.compute_en_fingerprint()
    assert editor_client.post(REVIEW, again).status_code == 302
    ruling.refresh_from_db()
    assert ruling.text_fr == NEW_FRENCH and not ruling.is_french_stale


def test_french_saved_by_someone_else_meanwhile_is_not_overwritten_silently(editor_client):
    ruling = english_changed_under_reviewed_french()
    form = fix_form(ruling, NEW_FRENCH)
    ruling.set_french(FrenchStatus.REVIEWED, text="Une autre traduction.")
    ruling.save()
    response = editor_client.post(REVIEW, form)
    page = visible_text(response)
    assert "Someone else saved another French for this text meanwhile" in page
    assert "“Une autre traduction.”" in page and NEW_FRENCH in page
    ruling.refresh_from_db()
    assert ruling.text_fr == "Une autre traduction."


def test_an_editor_without_the_change_permission_cannot_fix(client):
    user = User.objects.create_user("reader", password="correct horse", is_staff=True)
    user.user_permissions.add(
        *Permission.objects.filter(codename__in=["view_translationrecord", "review_french"])
    )
    client.force_login(user)
    ruling = english_changed_under_reviewed_french()
    page = client.get(REVIEW, {"status": "stale"}).content.decode()
    assert f'name="{prefix(ruling)}-text"' not in page
    assert client.post(REVIEW, fix_form(ruling, NEW_FRENCH)).status_code == 403
    ruling.refresh_from_db()
    assert ruling.text_fr == "Tentation du chaos copie le sort."


def test_the_post_needs_the_csrf_token(editor_client):
    from django.test import Client

    ruling = english_changed_under_reviewed_french()
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(User.objects.get(username="editor"))
    assert strict.post(REVIEW, fix_form(ruling, NEW_FRENCH)).status_code == 403
