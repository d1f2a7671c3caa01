"""The French words searches read as nothing, counted for the editors' worklist: the words
only, on a search's first page, in French; an editor adds the entry that reads one."""

import datetime
import logging
import os
import time
from collections.abc import Iterator

import pytest
from django.db import connection
from django.utils import timezone

from rulings.models import Card
from search.indexer import rebuild
from terminology import unread_words
from terminology.models import LexiconEntry, Term, UnreadWord


@pytest.fixture
def indexed(db, search_index_dir) -> None:
    """A card named in both languages, English text only, and a card whose French flavor text
    prints everyday words; a term and a lexicon entry the French searches read."""
    Card.objects.create(
        slug="storm-crow",
        name="Storm Crow",
        name_en="Storm Crow",
        name_fr="Corbeau de tempête",
        oracle_text_en="Flying, trample. Each opponent discards a card.",
    )
    Card.objects.create(
        slug="old-sage", name_en="Old Sage", flavor_words_fr="il faut vraiment attendre"
    )
    Term.objects.create(english="Flying", french="Vol", kind="keyword", count=2, confidence=1)
    LexiconEntry.objects.create(french="défaussez", english="discard", aligned=9)
    rebuild()


@pytest.fixture(autouse=True)
def nothing_counted_yet() -> Iterator[None]:
    """Each test counts in a process that has counted nothing, and leaves no writer behind."""
    unread_words.start_afresh()
    yield
    unread_words.start_afresh()


def counted() -> dict[str, int]:
    return dict(UnreadWord.objects.values_list("word", "searches"))


@pytest.mark.usefixtures("indexed")
def test_a_french_search_counts_the_words_nothing_reads(client):
    assert client.get("/fr/search/", {"q": "horodatage en multijoueur"}).status_code == 200
    client.get("/api/search", {"q": "L'Horodatage ?", "lang": "fr"})

    assert counted() == {"horodatage": 2, "multijoueur": 1}
    word = UnreadWord.objects.get(word="horodatage")
    today = timezone.localdate()
    assert (word.typed, word.first_searched, word.last_searched) == ("horodatage", today, today)


@pytest.mark.usefixtures("indexed")
def test_the_words_that_something_reads_are_not_counted(client):
    """A term (« vol »), a form of a lexicon entry (« défausser »), a name's word (« corbeau »),
    an English word of the texts ("trample"), an everyday word of the flavor texts
    (« vraiment »), a little word, a number: only « horodatage » is left."""
    question = "vol défausser corbeau vraiment trample de 12 horodatage"
    client.get("/fr/search/", {"q": question})

    assert counted() == {"horodatage": 1}


@pytest.mark.usefixtures("indexed")
def test_english_searches_and_further_pages_count_nothing(client):
    client.get("/en/search/", {"q": "horodatage"})
    client.get("/api/search", {"q": "horodatage", "lang": "en"})
    client.get("/api/search", {"q": "horodatage trample", "lang": "fr", "page": 2})

    assert counted() == {}


@pytest.mark.usefixtures("indexed")
def test_a_word_mended_as_a_typo_of_a_name_is_not_counted(client):
    client.get("/fr/search/", {"q": "corbeua de tempête"})

    assert counted() == {}


@pytest.mark.usefixtures("indexed")
def test_one_search_counts_five_words_at_most(client):
    client.get("/fr/search/", {"q": "alpha bravo charlie delta echoes foxtrot golfe hotel"})

    assert counted() == dict.fromkeys(["alpha", "bravo", "charlie", "delta", "echoes"], 1)


@pytest.mark.usefixtures("indexed")
def test_the_worklist_is_full_at_its_setting_and_words_not_searched_for_a_month_make_room(
    client, settings
):
    settings.SEARCH_UNREAD_WORDS_MAX = 3
    today = timezone.localdate()
    for word, searches, days_ago, dismissed in [
        ("ancien", 9, 40, True),  # dismissed, searched often, but not for 40 days
        ("vieux", 2, 31, False),
        ("recent", 1, 2, False),
    ]:
        last = today - datetime.timedelta(days=days_ago)
        UnreadWord.objects.create(
            word=word,
            typed=word,
            searches=searches,
            first_searched=last,
            last_searched=last,
            dismissed=dismissed,
        )

    client.get("/fr/search/", {"q": "horodatage"})
    # The least searched of the words not searched for a month made room.
    assert counted() == {"ancien": 9, "recent": 1, "horodatage": 1}
    client.get("/fr/search/", {"q": "multijoueur"})  # a dismissed word too
    assert counted() == {"recent": 1, "horodatage": 1, "multijoueur": 1}
    client.get("/fr/search/", {"q": "recent vachement"})  # all searched this month: full
    assert counted() == {"recent": 2, "horodatage": 1, "multijoueur": 1}


@pytest.mark.usefixtures("indexed")
def test_counts_wait_in_memory_for_the_process_s_writer(client, settings):
    """No search waits on a write: the process's thread writes every so many seconds."""
    settings.SEARCH_UNREAD_WORDS_SECONDS = 3600

    client.get("/fr/search/", {"q": "horodatage"})
    client.get("/fr/search/", {"q": "horodatage multijoueur"})
    assert counted() == {}

    assert unread_words.write() == 2
    assert counted() == {"horodatage": 2, "multijoueur": 1}


@pytest.mark.django_db(transaction=True)
def test_the_process_s_writer_writes_the_counts_while_searches_go_on(
    client, settings, search_index_dir
):
    settings.SEARCH_UNREAD_WORDS_SECONDS = 0.2
    Card.objects.create(slug="storm-crow", name_en="Storm Crow", oracle_text_en="Flying")
    rebuild()

    client.get("/fr/search/", {"q": "horodatage"})
    client.get("/api/search", {"q": "horodatage multijoueur", "lang": "fr"})
    deadline = time.monotonic() + 10
    while counted() != {"horodatage": 2, "multijoueur": 1} and time.monotonic() < deadline:
        time.sleep(0.05)

    assert counted() == {"horodatage": 2, "multijoueur": 1}


@pytest.mark.usefixtures("indexed")
def test_a_search_holding_an_e_mail_address_counts_nothing(client):
    """A browser review: « jean.dupont@gmail.com » stored « dupont », a person's name."""
    client.get("/api/search", {"q": "jean.dupont@gmail.com horodatage", "lang": "fr"})
    assert counted() == {}
    client.get("/api/search", {"q": "horodatage dupont", "lang": "fr"})
    assert counted() == {"horodatage": 1, "dupont": 1}


@pytest.mark.usefixtures("indexed")
def test_a_word_is_kept_as_typed_within_its_column(client):
    """Folded, « q́ » is one letter, typed it is two: a key within the column's 40 letters
    could be typed in more, which PostgreSQL refuses, and the whole write with it."""
    client.get("/fr/search/", {"q": "q\u0301" * 30})

    [word] = UnreadWord.objects.all()
    assert (word.word, len(word.typed)) == ("q" * 30, 40)


@pytest.mark.usefixtures("indexed")
def test_the_masters_warm_up_counts_nothing(client):
    """gunicorn's master asks a question in each language before it forks its workers: its
    words are no visitor's, and counts held by the master were copied into every worker."""
    from django.core.handlers.wsgi import WSGIHandler
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    from config.warm_up import warm_up_and_log
    from search.services import WARM_UP_QUESTIONS

    # As the test client does: the test's database connection stays open after each request.
    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)
    try:
        warm_up_and_log(logging.getLogger("tests"), WSGIHandler())
    finally:
        for signal in (request_started, request_finished):
            signal.connect(close_old_connections)
    assert counted() == {} and unread_words.waiting() == {}
    client.get("/fr/search/", {"q": WARM_UP_QUESTIONS["fr"]})  # as a visitor, it counts
    assert counted() != {}


def test_a_forked_process_starts_with_none_of_its_parents_counts(settings):
    settings.SEARCH_UNREAD_WORDS_SECONDS = 3600
    unread_words.count([("horodatage", "horodatage")])

    child = os.fork()
    if child == 0:  # the child: no counts of the parent's, and it counts its own
        unread_words.count([("multijoueur", "multijoueur")])
        os._exit(0 if unread_words.waiting() == {"multijoueur": 1} else 1)
    _, status = os.waitpid(child, 0)

    assert os.waitstatus_to_exitcode(status) == 0
    assert unread_words.waiting() == {"horodatage": 1}


@pytest.mark.usefixtures("indexed")
def test_a_site_that_counts_nothing_writes_nothing(client, settings):
    settings.SEARCH_UNREAD_WORDS = False
    client.get("/fr/search/", {"q": "horodatage"})

    assert counted() == {}


@pytest.mark.django_db(transaction=True)
def test_a_write_that_fails_loses_the_counts_never_the_search(client, search_index_dir, caplog):
    Card.objects.create(slug="storm-crow", name_en="Storm Crow", oracle_text_en="Flying")
    rebuild()
    with connection.schema_editor() as editor:
        editor.delete_model(UnreadWord)
    try:
        with caplog.at_level(logging.ERROR, logger="terminology.unread_words"):
            page = client.get("/fr/search/", {"q": "storm crow horodatage"})
        assert page.status_code == 200 and "Storm Crow" in page.content.decode()
        assert "1 unread French words were not counted" in caplog.text
    finally:
        with connection.schema_editor() as editor:
            editor.create_model(UnreadWord)


@pytest.mark.usefixtures("indexed")
def test_an_editor_adds_the_entry_that_reads_a_word_from_the_worklist(client, editor_client):
    client.get("/fr/search/", {"q": "horodatage multijoueur"})
    client.get("/fr/search/", {"q": "horodatage"})

    listed = editor_client.get("/admin/terminology/unreadword/").content.decode()
    assert listed.index(">horodatage<") < listed.index(">multijoueur<")  # most searched first
    assert 'href="/admin/terminology/lexiconentry/add/?french=horodatage"' in listed
    form = editor_client.get("/admin/terminology/lexiconentry/add/?french=horodatage")
    assert 'value="horodatage"' in form.content.decode()

    added = {"french": "horodatage", "english": "timestamp", "source": "editor"}
    editor_client.post("/admin/terminology/lexiconentry/add/", added)
    listed = editor_client.get("/admin/terminology/unreadword/").content.decode()
    assert '<td class="field-entries_of_the_word">timestamp</td>' in listed
    client.get("/fr/search/", {"q": "horodatage"})
    assert counted()["horodatage"] == 2  # read now: no longer counted


@pytest.mark.usefixtures("indexed")
def test_an_editor_dismisses_an_everyday_word_and_may_not_add_one(client, editor_client):
    client.get("/fr/search/", {"q": "vachement"})
    word = UnreadWord.objects.get(word="vachement")

    dismissed = {"action": "dismiss", "_selected_action": [word.pk]}
    assert editor_client.post("/admin/terminology/unreadword/", dismissed).status_code == 302
    word.refresh_from_db()
    assert word.dismissed
    history = editor_client.get(f"/admin/terminology/unreadword/{word.pk}/history/")
    assert "Dismissed: needs no term." in history.content.decode()
    restored = {"action": "restore", "_selected_action": [word.pk]}
    assert editor_client.post("/admin/terminology/unreadword/", restored).status_code == 302
    word.refresh_from_db()
    assert not word.dismissed
    again = editor_client.post("/admin/terminology/unreadword/", restored, follow=True)
    assert "0 words restored." in again.content.decode()  # restored already: nothing said done
    assert editor_client.get("/admin/terminology/unreadword/add/").status_code == 403
