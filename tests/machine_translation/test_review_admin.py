"""The editors' review screen: machine and stale French beside the English, with actions."""

import re

import pytest
from django.contrib.auth.models import User
from django.contrib.contenttypes.models import ContentType

from machine_translation import selectors
from machine_translation.admin import REVIEW_PAGE_SIZE
from machine_translation.models import MemoryEntry, PendingTranslation, TranslationRecord
from provenance.models import FrenchStatus
from rulings.models import Ruling
from tests.conftest import visible_text

from .conftest import make_ruling

pytestmark = pytest.mark.usefixtures("demo_data")

REVIEW = "/admin/machine_translation/translationrecord/"


def key(obj) -> str:
    return f"{ContentType.objects.get_for_model(obj).pk}:{obj.pk}"


def stale_ruling() -> Ruling:
    return Ruling.objects.get(text_en__startswith="Tempt with Mayhem can't target itself")


def test_the_review_screen_shows_machine_and_stale_french_beside_the_english(editor_client):
    page = visible_text(editor_client.get(REVIEW))
    assert "Review French translations" in page
    assert "Tempt with Mayhem can't target itself. There are limits, after all." in page
    assert "Stale (English changed since)" in page
    assert "AI translation (Grimoire demo data)" in page
    assert "23 texts" in page  # every demo ruling is machine-translated


def test_the_review_screen_speaks_french_to_a_french_browser(editor_client):
    page = visible_text(editor_client.get(REVIEW, HTTP_ACCEPT_LANGUAGE="fr"))
    assert "Accueil" in page  # Django's own French admin
    assert "Périmé (l’anglais a changé depuis)" in page
    assert "Traduction automatique" in page


def test_the_review_screen_groups_the_digits_of_its_count(editor_client):
    """An editor's review: « 45067 texts », where the site prints 1,219 and « 1 219 »."""
    from rulings.models import Card

    Card.objects.bulk_create(Card(slug=f"token-{n}", name_en=f"Token {n}") for n in range(1000))
    listed = {"model": "rulings.card", "status": "all"}
    count = f"{Card.objects.count():,}"

    assert f"{count} texts" in visible_text(editor_client.get(REVIEW, listed))
    french = editor_client.get(REVIEW, listed, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert f"{count.replace(',', chr(0xA0))} text" in french  # « textes »


def test_the_review_screen_filters_by_model_and_status(editor_client):
    rules = visible_text(
        editor_client.get(REVIEW, {"model": "keywords.rule", "status": "official"})
    )
    assert "Duplication est un mot-clé qui représente deux capacités." in rules
    stale = visible_text(editor_client.get(REVIEW, {"status": "stale"}))
    assert "1 text" in stale and "Tempt with Mayhem can't target itself." in stale


@pytest.mark.parametrize("number", ["0", "-1", "2", "abc"])
def test_a_page_the_review_list_does_not_have_is_not_found(editor_client, number):
    """An editor's review: ?page=0 and ?page=-1 showed « Page 1803 of 1803 », the last page
    under an address of its own, as the card list once did."""
    listed = {"model": "rulings.ruling", "status": "all", "page": number}

    response = editor_client.get(REVIEW, listed)

    assert response.status_code == 404
    page = visible_text(response)
    assert f"There is no page {number}: the results end on page 1." in page
    assert 'class="review-row' not in response.content.decode()


def test_a_text_asked_by_what_is_no_number_is_ignored_not_an_error(editor_client):
    """?pk=² passed isdigit() and broke int(): a server error. As ?pk=abc, it is ignored."""
    response = editor_client.get(REVIEW, {"status": "all", "pk": "²"})

    assert response.status_code == 200


def test_reviewing_the_last_pages_texts_leads_back_to_the_list_where_it_now_ends(editor_client):
    """Texts marked reviewed leave the list of texts to review: their page may be gone."""
    card = stale_ruling().card
    waiting = selectors.review_queryset(Ruling, status="to_review", flagged=False).count
    for n in range((1 - waiting()) % REVIEW_PAGE_SIZE + REVIEW_PAGE_SIZE):  # one on the last page
        make_ruling(card, f"Ruling {n}.", french=f"Décision {n}.", status="machine", engine="E")
    pages = -(-waiting() // REVIEW_PAGE_SIZE)
    last = editor_client.get(REVIEW, {"page": pages}).content.decode()
    on_last_page = re.findall(r'name="selected" value="([^"]+)"', last)

    response = editor_client.post(
        f"{REVIEW}?page={pages}", {"action": "mark_reviewed", "selected": on_last_page}
    )

    assert len(on_last_page) == 1 and response.status_code == 302
    assert response.url == f"{REVIEW}?page={pages - 1}"
    assert editor_client.get(response.url).status_code == 200


def test_the_review_screen_filters_by_terminology_flag(editor_client):
    flagged = Ruling.objects.get(pk=1)
    TranslationRecord.objects.create(
        content_type=ContentType.objects.get_for_model(Ruling),
        object_id=flagged.pk,
        engine="DeepL",
        translated_at="2026-11-29T00:00:00Z",
        terminology_flags=[
            {"field": "text", "english": "cast", "official": "lancer", "found": "jouée"}
        ],
        needs_review=True,
    )
    page = visible_text(editor_client.get(REVIEW, {"flagged": "1"}))
    assert "1 text" in page
    assert "Terminology: “jouée” for “cast”; the official French is “lancer”." in page


def test_marking_reviewed_pins_the_french_and_feeds_the_memory(editor_client, commit):
    ruling = stale_ruling()
    response = commit(
        editor_client.post,
        REVIEW + "?status=stale",
        {"action": "mark_reviewed", "selected": [key(ruling)]},
    )
    assert response.status_code == 302
    ruling.refresh_from_db()
    assert ruling.fr_status == FrenchStatus.REVIEWED and not ruling.is_french_stale
    assert MemoryEntry.objects.filter(source_id=ruling.pk, origin="reviewed").exists()


def test_translate_now_that_fails_says_so_and_queues_the_text(editor_client, libretranslate):
    libretranslate.fail_next(503, {"error": "Service unavailable"})
    ruling = stale_ruling()
    response = editor_client.post(
        REVIEW, {"action": "translate_now", "selected": [key(ruling)]}, follow=True
    )
    assert "could not be translated now and is queued for later" in visible_text(response)
    assert "HTTP 503: Service unavailable" in visible_text(response)
    ruling.refresh_from_db()
    assert ruling.is_french_stale  # untouched
    assert PendingTranslation.objects.get(object_id=ruling.pk).attempts == 1
    assert len(libretranslate.requests) == 1  # an editor_client is waiting: no retry


def test_translate_now_without_an_engine_says_asking_again_will_not_help(editor_client, commit):
    """An editor's review: with no engine configured, French left as it was was followed by
    « ask again later », which changes nothing until the operator sets one up."""
    current = Ruling.objects.filter(fr_status=FrenchStatus.MACHINE).exclude(pk=stale_ruling().pk)
    up_to_date = current.order_by("pk").first()
    without_french = make_ruling(up_to_date.card, "A ruling with no French yet.")
    selected = [key(up_to_date), key(without_french)]

    response = commit(
        editor_client.post, REVIEW, {"action": "translate_now", "selected": selected}, follow=True
    )

    page = visible_text(response)
    assert (
        "2 texts could not be translated: No machine translation engine is configured "
        "(MACHINE_TRANSLATION_BACKEND=none). Asking again will not help until the site's "
        "operator sets up an engine: MACHINE_TRANSLATION_BACKEND"
    ) in page
    assert "ask again later" not in page
    # The text without French waits for the engine; the French there stays as it was.
    assert PendingTranslation.objects.filter(object_id=without_french.pk).exists()
    assert not PendingTranslation.objects.filter(object_id=up_to_date.pk).exists()


def test_translate_now_shows_why_english_sent_back_is_refused(editor_client, libretranslate):
    libretranslate.translate = lambda markup: markup  # HTTP 200, the English untouched
    ruling = stale_ruling()
    french_before = ruling.text_fr
    response = editor_client.post(
        REVIEW, {"action": "translate_now", "selected": [key(ruling)]}, follow=True
    )
    page = visible_text(response)
    assert "1 text could not be translated now and is queued for later" in page
    assert "the engine sent the English back untranslated" in page
    ruling.refresh_from_db()
    assert ruling.text_fr == french_before and ruling.is_french_stale
    item = PendingTranslation.objects.get(object_id=ruling.pk)
    assert (item.attempts, item.last_error) == (1, "the engine sent the English back untranslated")


def test_translate_now_replaces_stale_french_with_a_fresh_machine_translation(
    editor_client, libretranslate
):
    ruling = stale_ruling()
    response = editor_client.post(
        REVIEW, {"action": "translate_now", "selected": [key(ruling)]}, follow=True
    )
    assert "1 text translated." in visible_text(response)
    ruling.refresh_from_db()
    assert (
        ruling.text_fr
        == "Tentation du chaos ne peut pas se cibler elle-même. Il y a des limites, après tout."
    )
    assert ruling.fr_status == FrenchStatus.MACHINE and not ruling.is_french_stale


def test_translate_now_leaves_official_french_alone(editor_client, libretranslate):
    from keywords.models import Rule

    rule = Rule.objects.get(number="502.52b")
    response = editor_client.post(
        REVIEW + "?model=keywords.rule",
        {"action": "translate_now", "selected": [key(rule)]},
        follow=True,
    )
    assert "1 text left alone" in visible_text(response)
    assert not libretranslate.requests


@pytest.fixture
def reviewed_ruling(commit) -> Ruling:
    """A ruling with reviewed French, which the memory has learnt."""
    ruling = make_ruling(
        Ruling.objects.get(pk=17).card,
        "There are limits, after all.",
        french="Tout a ses limites.",
        status=FrenchStatus.REVIEWED,
    )
    commit(ruling.save)
    return ruling


def test_reset_to_machine_translates_reviewed_french_again(
    editor_client, reviewed_ruling, libretranslate
):
    ruling = reviewed_ruling
    editor_client.post(REVIEW, {"action": "reset_machine", "selected": [key(ruling)]})
    ruling.refresh_from_db()
    assert (ruling.fr_status, ruling.text_fr) == (
        FrenchStatus.MACHINE,
        "Il y a des limites, après tout.",
    )
    assert not MemoryEntry.objects.filter(french="Tout a ses limites.").exists()


def test_a_reset_the_engine_fails_keeps_the_french_and_what_the_memory_learnt(
    editor_client, reviewed_ruling, libretranslate
):
    ruling = reviewed_ruling
    libretranslate.fail_next(503, {"error": "Service unavailable"})
    response = editor_client.post(
        REVIEW, {"action": "reset_machine", "selected": [key(ruling)]}, follow=True
    )
    page = visible_text(response)
    assert "1 text could not be translated now and was left as it was" in page
    # An editor's review: « son français n'a pas besoin de traduction » said of French there.
    assert "its French is there and up to date, so it is not queued; ask again later" in page
    ruling.refresh_from_db()
    assert (ruling.fr_status, ruling.text_fr) == (FrenchStatus.REVIEWED, "Tout a ses limites.")
    assert MemoryEntry.objects.filter(french="Tout a ses limites.").exists()
    # Not queued: the queue keeps texts that need French, and would have dropped it.
    assert not PendingTranslation.objects.filter(object_id=ruling.pk).exists()


def test_actions_need_the_right_to_review(client):
    viewer = User.objects.create_user("viewer", password="x", is_staff=True)
    client.force_login(viewer)
    assert client.get(REVIEW).status_code == 403
    response = client.post(REVIEW, {"action": "mark_reviewed", "selected": [key(stale_ruling())]})
    assert response.status_code == 403


def test_editors_see_the_queue_and_the_memory(editor_client):
    assert editor_client.get("/admin/machine_translation/pendingtranslation/").status_code == 200
    assert editor_client.get("/admin/machine_translation/memoryentry/").status_code == 200
    index = visible_text(editor_client.get("/admin/"))
    assert "Translation workflow" in index and "French review" in index


def test_queue_and_memory_rows_link_to_their_texts(editor_client, commit):
    waiting = Ruling.objects.exclude(pk=stale_ruling().pk).order_by("pk").first()
    PendingTranslation.objects.create(
        content_type=ContentType.objects.get_for_model(waiting),
        object_id=waiting.pk,
        queued_at="2026-01-01T00:00:00Z",
    )
    reviewed = stale_ruling()
    commit(
        editor_client.post,
        REVIEW + "?status=stale",
        {"action": "mark_reviewed", "selected": [key(reviewed)]},
    )

    queue = editor_client.get("/admin/machine_translation/pendingtranslation/").content.decode()
    memory = editor_client.get("/admin/machine_translation/memoryentry/").content.decode()

    assert f'href="/admin/rulings/ruling/{waiting.pk}/change/"' in queue
    assert f'href="/admin/rulings/ruling/{reviewed.pk}/change/"' in memory


def test_the_review_screen_finds_texts_by_their_words(editor_client):
    ruling = stale_ruling()
    listed = {"model": "rulings.ruling", "status": "all"}

    everything = editor_client.get(REVIEW, listed).content.decode()
    found = editor_client.get(REVIEW, listed | {"q": "limits, after ALL"}).content.decode()
    by_card = editor_client.get(REVIEW, listed | {"q": "tentation du chaos"}).content.decode()

    assert found.count('class="review-row') == 1 < everything.count('class="review-row')
    assert f'id="review-{key(ruling).replace(":", "")}"' in found
    assert (
        by_card.count('class="review-row')
        == Ruling.objects.filter(card__name_fr__iexact="Tentation du chaos").count()
    )


def test_a_reset_without_an_engine_says_so_in_french_without_contradiction(
    editor_client, reviewed_ruling, settings
):
    """An editor's review: « … il n'est donc pas mis en file d'attente… : No machine
    translation engine is configured (…): the text stays queued until one is. »"""
    settings.MACHINE_TRANSLATION = {
        **settings.MACHINE_TRANSLATION,
        "BACKEND": "none",
        "OPTIONS": {},
    }
    response = editor_client.post(
        REVIEW,
        {"action": "reset_machine", "selected": [key(reviewed_ruling)]},
        follow=True,
        HTTP_ACCEPT_LANGUAGE="fr",
    )

    page = visible_text(response)
    assert "Aucun moteur de traduction automatique n’est configuré" in page
    assert "queued" not in page


def test_the_queues_translate_now_without_an_engine_says_so_as_the_review_screen(
    editor_client, commit
):
    """The editor's review's leftover: the queue's « Translate now » gave the bare reason."""
    waiting = make_ruling(stale_ruling().card, "A ruling waiting for its French.")
    queued = PendingTranslation.objects.create(
        content_type=ContentType.objects.get_for_model(waiting),
        object_id=waiting.pk,
        queued_at="2026-01-01T00:00:00Z",
    )

    response = commit(
        editor_client.post,
        "/admin/machine_translation/pendingtranslation/",
        {"action": "translate_selected", "_selected_action": [queued.pk]},
        follow=True,
    )

    page = visible_text(response)
    assert "0 translated, 1 still queued." in page
    assert "1 text could not be translated: No machine translation engine is configured" in page
    assert "Asking again will not help until the site's operator sets up an engine" in page
    assert PendingTranslation.objects.filter(pk=queued.pk).exists()


def test_the_links_to_other_pages_keep_every_filter(editor_client):
    """An editor's review's leftover: the page links dropped ?pk= (and wrote the filters
    three times over in the template)."""
    ruling = stale_ruling()
    listed = {"model": "rulings.ruling", "status": "all", "q": "limits, after", "pk": ruling.pk}

    page = editor_client.get(REVIEW, listed | {"page": "2"}).content.decode()

    wanted = f"?model=rulings.ruling&amp;status=all&amp;q=limits%2C+after&amp;pk={ruling.pk}"
    assert f'<a href="{wanted}&amp;page=1">' in page
