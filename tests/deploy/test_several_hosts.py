"""Several hosts, one database, one index per host: `rebuild_index --if-changed` brings an
index up to the database only when it changed since, whichever host made the change: from the
change log where it says what changed (in place, as sync_index does), else by a rebuild."""

import fcntl
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction
from whoosh.query import Term

from rulings.models import Card, Ruling
from search import indexer, state, storage
from search.models import IndexState
from search.searchers import current_searcher
from search.searching import search
from tests.databases import live_database_url

BASE_DIR = Path(__file__).resolve().parents[2]


def rebuild_if_changed() -> str:
    out = io.StringIO()
    call_command("rebuild_index", "--if-changed", stdout=out)
    return out.getvalue()


def indexed_ruling_ids() -> set[int]:
    with current_searcher() as searcher:
        hits = searcher.search(Term("type", "ruling"), limit=None)
        return {int(hit["doc_id"].split(":")[1]) for hit in hits}


@pytest.fixture
def built(demo_data) -> None:
    call_command("rebuild_index", verbosity=0)


def test_without_an_index_it_builds_one(demo_data):
    assert "Rebuilding: no index yet" in rebuild_if_changed()
    assert storage.current_path() is not None


def test_right_after_a_rebuild_there_is_nothing_to_do(built):
    before = storage.current_path()
    assert "Index up to date" in rebuild_if_changed()
    assert storage.current_path() == before


def test_an_index_built_without_a_recorded_state_is_rebuilt(demo_data):
    indexer.rebuild()
    assert "does not say which database state" in rebuild_if_changed()
    assert "Index up to date" in rebuild_if_changed()


def test_every_save_and_delete_bumps_the_counter(demo_data):
    changes = state.database_state()["changes"]
    ruling = Ruling.objects.first()
    ruling.text_fr = "Modifié."
    ruling.save()
    assert state.database_state()["changes"] == changes + 1
    ruling.delete()
    assert state.database_state()["changes"] == changes + 2


def test_an_edited_text_is_indexed_in_place_from_the_change_log(built):
    """An operator's review: a host restarted after one edit made elsewhere rebuilt its whole
    index (six minutes on the full data, before gunicorn listened); the log says what changed."""
    ruling = Ruling.objects.get(text_en__startswith="Tempt with Mayhem can't target itself")
    ruling.text_en = "Edited on another host: zanzibar."
    build = storage.current_path()
    ruling.save()  # same row count, same ids: the counter and the log say it changed
    output = rebuild_if_changed()
    assert output.startswith("Applied 1 changes in "), output
    assert storage.current_path() == build  # no rebuild
    position = output.rsplit("up to change ", 1)[1].rstrip(").\n")
    assert rebuild_if_changed() == f"Index up to date (change {position}).\n"  # the same number
    hits = search("zanzibar", lang="en").hits
    assert [hit.slug for hit in hits] == [f"tempt-with-mayhem#ruling-{ruling.pk}"]


def test_a_rolled_back_save_is_not_a_change(built):
    with transaction.atomic():
        Ruling.objects.create(
            card=Card.objects.get(slug="gigadrowse"), published_at="2025-01-01", text_en="Gone."
        )
        transaction.set_rollback(True)
    assert "Index up to date" in rebuild_if_changed()


def test_writes_that_send_no_signal_are_seen_by_their_row_counts(built):
    card = Card.objects.get(slug="gigadrowse")
    Ruling.objects.bulk_create([Ruling(card=card, published_at="2025-02-02", text_en="Bulk.")])
    assert "row counts or last ids differ" in rebuild_if_changed()
    assert "Index up to date" in rebuild_if_changed()


def test_writes_that_send_no_signal_are_still_seen_after_the_log_was_followed(built):
    """A restart that applied an edit from the log recorded the log's position alone, so the
    row counts of every later restart went unchecked (a review)."""
    ruling = Ruling.objects.first()
    ruling.text_en = "Edited on another host."
    ruling.save()
    assert rebuild_if_changed().startswith("Applied 1 changes")
    card = Card.objects.get(slug="gigadrowse")
    Ruling.objects.bulk_create([Ruling(card=card, published_at="2025-02-02", text_en="Bulk.")])
    assert "row counts or last ids differ" in rebuild_if_changed()


def test_an_update_without_signals_is_seen_when_its_writer_notes_the_change(built):
    Ruling.objects.filter(source="wotc").update(source="scryfall")
    state.note_change()
    assert "Rebuilding: change counter" in rebuild_if_changed()


def test_making_another_rules_edition_current_is_a_change(built):
    """Activation only flips flags with update(): no signal, no row count moves."""
    from keywords.models import RulesEdition
    from keywords.services import edition_activate

    older = RulesEdition.objects.create(effective_date="2001-01-01", source="test")
    call_command("rebuild_index", verbosity=0)
    assert "Index up to date" in rebuild_if_changed()
    edition_activate(edition=older)
    assert rebuild_if_changed().startswith("Applied ")  # its rules and glossary, in place
    assert "Index up to date" in rebuild_if_changed()


def test_a_change_the_log_no_longer_holds_is_a_rebuild(built):
    """The log pruned past the index's position cannot say what changed since."""
    from search import changelog
    from search.models import IndexChange

    ruling = Ruling.objects.first()
    ruling.text_en = "Edited."
    ruling.save()
    IndexChange.objects.all().delete()  # pruned, and a later change logged after it
    changelog.log_saved(ruling, using="default")
    output = rebuild_if_changed()
    assert output.startswith("Rebuilt: the change log no longer reaches back"), output
    assert "Index up to date" in rebuild_if_changed()


def test_the_counter_row_is_recreated_when_missing(built):
    IndexState.objects.all().delete()
    state.note_change()
    assert IndexState.objects.get().changes == 1


def test_a_second_run_while_one_rebuilds_leaves_at_once(built):
    with (storage.root() / "rebuild.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            assert "Another rebuild is running" in rebuild_if_changed()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def test_with_wait_a_run_waits_for_the_rebuild_under_way_then_looks(built):
    """What importers do: their changes may have been committed after that rebuild read."""
    import threading

    out = io.StringIO()
    with (storage.root() / "rebuild.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        threading.Timer(0.5, fcntl.flock, (lock, fcntl.LOCK_UN)).start()
        call_command("rebuild_index", "--if-changed", "--wait", stdout=out)
    assert out.getvalue().startswith("Index up to date")


def manage(*args: str, index_dir: Path) -> str:
    """manage.py on another "host": its own process and index, the same database."""
    environment = os.environ | {
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(index_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    process = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=BASE_DIR,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert process.returncode == 0, process.stdout + process.stderr
    return process.stdout


def test_an_edit_on_one_host_reaches_the_index_of_another(transactional_db, settings, tmp_path):
    call_command("loaddata", "demo", verbosity=0)
    host_a = settings.SEARCH_INDEX_DIR
    host_b = tmp_path / "host-b-index"
    call_command("rebuild_index", verbosity=0)
    manage("rebuild_index", "--verbosity", "0", index_dir=host_b)
    assert "Index up to date" in manage("rebuild_index", "--if-changed", index_dir=host_b)

    # An editor saves a ruling on host A: A's index follows at once, B's does not know.
    ruling = Ruling.objects.create(
        card=Card.objects.get(slug="tempt-with-mayhem"), published_at="2025-03-03", text_en="New."
    )
    assert ruling.pk in indexed_ruling_ids()
    settings.SEARCH_INDEX_DIR = host_b
    assert ruling.pk not in indexed_ruling_ids()

    # B's timer (or `make serve` restarting B) runs --if-changed: it applies the change logged,
    # without a rebuild, and then has nothing more to do.
    build = storage.current_path()
    applied = manage("rebuild_index", "--if-changed", index_dir=host_b)
    assert applied.startswith("Applied 1 changes in "), applied
    assert storage.current_path() == build
    assert ruling.pk in indexed_ruling_ids()
    assert "Index up to date" in manage("rebuild_index", "--if-changed", index_dir=host_b)
    settings.SEARCH_INDEX_DIR = host_a


def test_a_bulk_write_announced_by_its_service_is_a_change(built):
    from common.signals import bulk_written_send

    Ruling.objects.filter(source="wotc").update(source="scryfall")
    bulk_written_send(Ruling)
    assert rebuild_if_changed().startswith("Applied ")
    with current_searcher() as searcher:
        indexed = len(searcher.search(Term("source", "scryfall"), limit=None))
    assert indexed == Ruling.objects.filter(source="scryfall").count() > 0


def test_a_bulk_write_of_data_the_index_does_not_hold_is_no_change(built):
    from common.signals import bulk_written_send
    from terminology.models import Term

    bulk_written_send(Term)
    assert "Index up to date" in rebuild_if_changed()
