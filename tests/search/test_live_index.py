"""The index follows every save and delete, under concurrency, and across rebuilds."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connections
from whoosh.query import Every, Term

from rulings.models import Card, Ruling
from search import indexer, storage
from search.evaluation import Evaluator, searcher_cache
from search.postings import process_cache
from search.results import Filters
from search.searchers import current_searcher, searchers_open
from search.searching import search
from tests.databases import live_database_url

from .older_index import rebuild_without

BASE_DIR = Path(__file__).resolve().parents[2]


def indexed_ids(kind: str) -> set[int]:
    with current_searcher() as searcher:
        hits = searcher.search(Term("type", kind), limit=None)
        return {int(hit["doc_id"].split(":")[1]) for hit in hits}


def indexed_count() -> int:
    with current_searcher() as searcher:
        return searcher.search(Every(), limit=None).scored_length()


@pytest.fixture
def live_demo(transactional_db, search_index_dir):
    """Demo data committed for real, so on_commit handlers and other processes see it."""
    from django.core.management import call_command

    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()


def test_saving_a_ruling_updates_the_index_at_once(live_demo):
    card = Card.objects.get(slug="gigadrowse")
    ruling = Ruling.objects.create(card=card, published_at="2024-02-02", text_en="Brand new.")
    assert ruling.pk in indexed_ids("ruling")


def test_renaming_a_card_reindexes_its_rulings(live_demo):
    card = Card.objects.get(slug="tempt-with-mayhem")
    card.name_en = "Tempt with Havoc"
    card.save()
    with current_searcher() as searcher:
        titles = {hit["card_en"] for hit in searcher.search(Term("type", "ruling"), limit=None)}
    assert "Tempt with Havoc" in titles and "Tempt with Mayhem" not in titles


def test_deleting_a_ruling_removes_it_from_the_index(live_demo):
    ruling = Ruling.objects.first()
    pk = ruling.pk
    ruling.delete()
    assert pk not in indexed_ids("ruling")


def test_a_second_writer_waits_for_the_lock_instead_of_dropping_its_update(live_demo):
    path = storage.current_path()
    from whoosh import index

    holder = index.open_dir(str(path)).writer()
    card = Card.objects.get(slug="gigadrowse")
    ruling = Ruling(card=card, published_at="2024-03-03", text_en="Waited for the lock.")
    Ruling.objects.bulk_create([ruling])  # no signal: indexed by hand below
    ruling = Ruling.objects.get(text_en="Waited for the lock.")

    def index_then_close_the_connection() -> None:
        try:
            indexer.index_objects([ruling])
        finally:
            connections.close_all()  # this thread's own; PostgreSQL must not see it left open

    worker = threading.Thread(target=index_then_close_the_connection)
    worker.start()
    time.sleep(0.5)
    assert worker.is_alive()  # blocked on the lock, not given up
    holder.commit()
    worker.join(timeout=10)
    assert ruling.pk in indexed_ids("ruling")


def test_a_writer_that_waited_for_the_lock_indexes_what_the_database_holds_then(live_demo):
    """Read before the wait, the text would be the one of the save that started the writer,
    written over a newer one that another writer (sync_index, another worker) had indexed."""
    from whoosh import index

    ruling = Ruling.objects.filter(source="wotc").first()
    holder = index.open_dir(str(storage.current_path())).writer()

    def index_then_close_the_connection() -> None:
        try:
            indexer.index_objects([ruling])
        finally:
            connections.close_all()

    worker = threading.Thread(target=index_then_close_the_connection)
    worker.start()
    time.sleep(0.3)
    Ruling.objects.filter(pk=ruling.pk).update(text_en="Committed while the writer waited.")
    holder.commit()
    worker.join(timeout=10)
    with current_searcher() as searcher:
        document = searcher.document(doc_id=f"ruling:{ruling.pk}")
    assert document["body_en"] == "Committed while the writer waited."


def test_writes_leave_no_index_file_mapped_behind_them(live_demo):
    """Whoosh's cached writer searcher refers to itself, and copies every segment's postings
    when it opens them: each write's files stayed mapped until Python's cycle collector ran,
    which took a follower of the full index to 900 MB."""
    import gc

    gc.collect()
    gc.disable()
    try:
        for ruling in Ruling.objects.all()[:3]:
            indexer.index_objects([ruling])
        maps = Path("/proc/self/maps").read_text().splitlines()
    finally:
        gc.enable()
    assert [line for line in maps if str(settings.SEARCH_INDEX_DIR) in line] == []


def test_a_writer_that_never_gets_the_lock_says_so(live_demo):
    from whoosh import index

    path = storage.current_path()
    holder = index.open_dir(str(path)).writer()
    try:
        with pytest.raises(storage.IndexBusy), storage.writer_for(path, timeout=0.3):
            pass
    finally:
        holder.cancel()


def test_two_processes_saving_200_rulings_each_leave_the_index_matching_the_database(live_demo):
    environment = os.environ | {
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    workers = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.search.saver_process", "gigadrowse", "200", label],
            cwd=BASE_DIR,
            env=environment,
        )
        for label in ("first", "second")
    ]
    assert [worker.wait(timeout=300) for worker in workers] == [0, 0]
    database_ids = set(Ruling.objects.values_list("pk", flat=True))
    assert len(database_ids) == 23 + 400
    assert indexed_ids("ruling") == database_ids


def test_a_rebuild_killed_halfway_leaves_the_live_index_serving(live_demo):
    before = storage.current_path()
    code = (
        "import os, signal, django; django.setup();"
        "from search import indexer;"
        "indexer.rebuild(progress=lambda n: os.kill(os.getpid(), signal.SIGKILL))"
    )
    environment = os.environ | {
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    process = subprocess.run([sys.executable, "-c", code], cwd=BASE_DIR, env=environment)
    assert process.returncode == -signal.SIGKILL
    assert storage.current_path() == before
    assert indexed_count() > 0
    assert storage.rebuild_marker().exists()  # left by the killed rebuild

    # The next save finds the marker's process gone: it clears the marker, the dead build and
    # its journal instead of appending to a journal that no rebuild will replay.
    card = Card.objects.get(slug="gigadrowse")
    ruling = Ruling.objects.create(card=card, published_at="2024-05-05", text_en="After it.")
    assert ruling.pk in indexed_ids("ruling")
    assert not storage.rebuild_marker().exists()
    assert not list(storage.root().glob("*.journal"))
    assert list((storage.root() / "builds").iterdir()) == [before]

    indexer.rebuild()  # the next rebuild completes and clears the unfinished one
    assert storage.current_path() != before
    assert len(list((storage.root() / "builds").iterdir())) == 1


def test_a_rebuild_under_way_in_a_live_process_keeps_its_marker(live_demo):
    build = storage.new_build_dir()
    storage.mark_rebuild(build)  # this test's own process: alive
    assert storage.rebuild_under_way() == build
    storage.rebuild_marker().unlink()


def ruling_hits(word: str) -> list[str]:
    """The refs of the rulings a visitor's search for `word` lists."""
    results = search(word, lang="en", filters=Filters(type="ruling"))
    return [hit.ref for hit in results.hits]


def test_a_long_lived_searcher_finds_each_edit_once_and_no_removed_text(live_demo):
    """The searcher a worker keeps between requests must follow edits exactly: Whoosh's
    Searcher.refresh() kept merged-away segments, so each edit added a duplicate hit and
    removed words stayed findable."""
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    words = ["quixotical", "zephyrous", "jabberwocky", "frumious", "vorpalish", "bandersnatch"]
    ruling_hits("gigadrowse")  # the process's searcher is open before the first edit
    for before, word in zip([None, *words], words, strict=False):
        ruling.text_en = f"The {word} ruling."
        ruling.save()
        assert len(ruling_hits(word)) == 1, word
        if before:
            assert ruling_hits(before) == [], before
    assert searchers_open() == 1  # every replaced searcher was closed


def test_a_searcher_reads_its_segments_after_a_commit_deleted_their_files(live_demo):
    """A commit that merges segments deletes their files. Whoosh opened a segment's stored
    fields at their first use, and a searcher opened before such a commit then read them as
    None: searches failed while an editor saved. What a searcher opened stays readable: its
    stored fields, field lengths and tie order."""
    Ruling.objects.create(  # a second segment
        card=Card.objects.get(slug="gigadrowse"), published_at="2024-02-02", text_en="Merged."
    )
    with current_searcher() as searcher:
        documents = range(searcher.doc_count_all())
        reader = searcher.reader()
        lengths = [reader.doc_field_length(docnum, "body_en") for docnum in documents]
        tie_order = Evaluator(searcher).tie_order().tolist()
        segment_files = {
            name
            for leaf, _ in reader.leaf_readers()
            for name in os.listdir(storage.current_path())
            if name.startswith(leaf.segment().segment_id())
        }
        assert segment_files
        storage.open_index_at(storage.current_path()).optimize()  # merges, deletes the files
        assert not segment_files & set(os.listdir(storage.current_path()))
        stored = [searcher.stored_fields(docnum) for docnum in documents]
        assert all(fields.get("doc_id") for fields in stored)
        assert [reader.doc_field_length(docnum, "body_en") for docnum in documents] == lengths
        process_cache.clear()
        searcher_cache(searcher).clear()
        assert Evaluator(searcher).tie_order().tolist() == tie_order
    assert indexed_count() == len(stored)


def add_rulings(count: int) -> None:
    """Rulings written without the index hooks: enough documents for several batches."""
    card = Card.objects.get(slug="gigadrowse")
    rulings = [
        Ruling(card=card, published_at="2024-03-03", text_en=f"Ruling number {n}.")
        for n in range(count)
    ]
    for ruling in rulings:
        ruling.en_fingerprint = ruling.compute_en_fingerprint()
    Ruling.objects.bulk_create(rulings)


def processes_running(command_line: bytes) -> list[int]:
    running = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "cmdline").read_bytes() == command_line:
                running.append(int(entry.name))
        except OSError:
            continue  # ended while we looked
    return running


@pytest.mark.skipif(sys.platform != "linux", reason="children die with the rebuild on Linux")
def test_a_parallel_rebuild_killed_halfway_leaves_no_process_behind(live_demo):
    """The parallel writer's processes wait for documents; killed with the rebuild, they
    must not wait for ever."""
    add_rulings(500)
    before = storage.current_path()
    code = (
        "import os, signal, django; django.setup();"
        "from search import indexer; indexer.PARALLEL_FROM_DOCUMENTS = 1; seen = [];"
        "indexer.rebuild(progress=lambda n: seen.append(n) or len(seen) == 250 and "
        "os.kill(os.getpid(), signal.SIGKILL))"
    )
    environment = os.environ | {
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR),
        "SEARCH_INDEX_PROCESSES": "2",
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    process = subprocess.run([sys.executable, "-c", code], cwd=BASE_DIR, env=environment)
    assert process.returncode == -signal.SIGKILL
    command_line = b"\0".join(arg.encode() for arg in (sys.executable, "-c", code)) + b"\0"
    deadline = time.monotonic() + 10
    while processes_running(command_line) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert processes_running(command_line) == []
    assert storage.current_path() == before
    assert indexed_count() > 0


def test_a_parallel_rebuild_indexes_every_document_once(live_demo, settings, monkeypatch):
    add_rulings(500)
    monkeypatch.setattr(indexer, "PARALLEL_FROM_DOCUMENTS", 1)
    settings.SEARCH_INDEX_PROCESSES = 2
    report = indexer.rebuild()
    with current_searcher() as searcher:
        assert len(searcher.reader().leaf_readers()) == 1  # one segment: see _writer_options
        ids = [fields["doc_id"] for fields in searcher.all_stored_fields()]
    assert len(ids) == len(set(ids)) == report.documents == indexed_count()


def test_a_rebuild_missing_documents_is_not_swapped_in(live_demo, monkeypatch):
    """Whoosh's parallel writer drops the segment of a process that died: such an index
    must not replace the live one."""
    before = storage.current_path()
    fill = indexer._fill
    monkeypatch.setattr(indexer, "_fill", lambda *args, **kwargs: fill(*args, **kwargs) + 1)
    with pytest.raises(indexer.IncompleteRebuild):
        indexer.rebuild()
    assert storage.current_path() == before
    assert indexed_count() > 0


def test_an_index_of_an_older_version_takes_saves_until_it_is_rebuilt(live_demo, monkeypatch):
    """An index built before a field existed (tie_order) still takes live saves, and
    `rebuild_index --if-changed` rebuilds it."""
    import io

    from django.core.management import call_command

    rebuild_without("tie_order", monkeypatch)
    card = Card.objects.get(slug="gigadrowse")
    ruling = Ruling.objects.create(card=card, published_at="2024-05-05", text_en="Still indexed.")
    assert ruling.pk in indexed_ids("ruling")
    out = io.StringIO()
    call_command("rebuild_index", "--if-changed", stdout=out)
    assert "built with other fields" in out.getvalue()
    assert storage.schema_is_current(storage.current_path())


def test_an_index_built_with_other_analyzers_is_rebuilt(live_demo):
    """The English stems of "sacrificed" and "added" changed (ANALYSIS_VERSION 2): an index
    built before, with the same fields, kept the old stems under `rebuild_index --if-changed`
    (a review). One built before the version was recorded is rebuilt too."""
    import io

    from django.core.management import call_command

    from search.analyzers import ANALYSIS_VERSION

    for recorded in (str(ANALYSIS_VERSION - 1), None):
        version_file = storage.current_path() / storage.ANALYSIS_FILE
        if recorded is None:
            version_file.unlink()
        else:
            version_file.write_text(recorded)
        assert not storage.schema_is_current(storage.current_path())
        out = io.StringIO()
        call_command("rebuild_index", "--if-changed", stdout=out)
        assert "other fields or analyzers" in out.getvalue()
        assert storage.schema_is_current(storage.current_path())
    out = io.StringIO()
    call_command("rebuild_index", "--if-changed", stdout=out)
    assert "Indexed" not in out.getvalue()


def test_a_failing_index_never_turns_a_committed_save_into_an_error(live_demo, monkeypatch, caplog):
    def broken(objects):
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(indexer, "index_objects", broken)
    card = Card.objects.get(slug="gigadrowse")
    ruling = Ruling.objects.create(card=card, published_at="2024-06-06", text_en="Kept.")
    assert Ruling.objects.filter(pk=ruling.pk).exists()
    assert "search index update failed" in caplog.text


def test_changes_made_during_a_rebuild_reach_the_new_index(live_demo):
    card = Card.objects.get(slug="gigadrowse")
    created: list[Ruling] = []

    def save_while_rebuilding(_: int) -> None:
        if not created:
            ruling = Ruling.objects.create(card=card, published_at="2024-04-04", text_en="Mid.")
            created.append(ruling)

    indexer.rebuild(progress=save_while_rebuilding)
    assert created[0].pk in indexed_ids("ruling")


def test_the_index_holds_one_document_per_indexed_object(live_demo):
    from keywords.models import GlossaryEntry, Keyword, Rule

    expected = sum(m.objects.count() for m in (Keyword, Rule, GlossaryEntry, Card, Ruling))
    assert indexed_count() == expected


def test_many_saves_in_one_transaction_are_indexed_in_one_commit(live_demo, monkeypatch):
    from django.db import transaction

    writes = []
    original = storage.writer_for
    monkeypatch.setattr(
        storage, "writer_for", lambda *a, **k: writes.append(1) or original(*a, **k)
    )
    card = Card.objects.get(slug="gigadrowse")
    with transaction.atomic():
        made = [
            Ruling.objects.create(card=card, published_at="2024-05-05", text_en=f"Batch {n}.")
            for n in range(50)
        ]
    assert len(writes) <= 2  # one for removals (none here), one for the saves
    assert {ruling.pk for ruling in made} <= indexed_ids("ruling")


def test_saves_rolled_back_are_not_indexed_and_later_saves_are(live_demo):
    from django.db import transaction

    card = Card.objects.get(slug="gigadrowse")
    with pytest.raises(RuntimeError), transaction.atomic():
        Ruling.objects.create(card=card, published_at="2024-06-06", text_en="Rolled back.")
        raise RuntimeError
    with transaction.atomic():
        kept = Ruling.objects.create(card=card, published_at="2024-06-06", text_en="Kept.")
    indexed = indexed_ids("ruling")
    assert kept.pk in indexed
    assert not Ruling.objects.filter(text_en="Rolled back.").exists()


def test_deleting_a_ruling_inside_a_transaction_removes_it_from_the_index(live_demo):
    """As the admin deletes: Django clears the instance's pk before the commit."""
    from django.db import transaction

    ruling = Ruling.objects.first()
    pk = ruling.pk
    with transaction.atomic():
        ruling.delete()
    assert pk not in indexed_ids("ruling")


def test_a_save_rolled_back_with_its_savepoint_is_not_indexed_and_the_rest_is(live_demo):
    from django.db import transaction

    card = Card.objects.get(slug="gigadrowse")
    with transaction.atomic():
        with pytest.raises(RuntimeError), transaction.atomic():
            Ruling.objects.create(card=card, published_at="2024-07-07", text_en="Savepoint.")
            raise RuntimeError
        kept = Ruling.objects.create(card=card, published_at="2024-07-07", text_en="Outer.")
    assert kept.pk in indexed_ids("ruling")
    assert indexed_ids("ruling") == set(Ruling.objects.values_list("pk", flat=True))


def test_a_delete_rolled_back_leaves_the_object_indexed_after_the_next_transaction(live_demo):
    from django.db import transaction

    card = Card.objects.get(slug="gigadrowse")
    kept = Ruling.objects.first().pk
    with pytest.raises(RuntimeError), transaction.atomic():
        Ruling.objects.get(pk=kept).delete()
        raise RuntimeError
    with transaction.atomic():
        Ruling.objects.create(card=card, published_at="2024-08-08", text_en="Next one.")
    assert Ruling.objects.filter(pk=kept).exists()
    assert indexed_ids("ruling") == set(Ruling.objects.values_list("pk", flat=True))


def test_a_parallel_rebuild_whose_writers_fail_ends_with_an_error(live_demo, settings, monkeypatch):
    """Whoosh's parallel writer waits for ever on its job queue when every process writing a
    segment has died of an error: the rebuild must end, say so, and keep the live index."""
    import threading

    from whoosh.multiproc import SubWriterTask

    add_rulings(1500)  # more batches than the job queue holds
    monkeypatch.setattr(indexer, "PARALLEL_FROM_DOCUMENTS", 1)
    settings.SEARCH_INDEX_PROCESSES = 2

    def fail(task, filename, doc_count):
        raise RuntimeError("a document this writer cannot analyse")

    monkeypatch.setattr(SubWriterTask, "_process_file", fail)  # the writers are forked
    before = storage.current_path()
    raised = []

    def rebuild():
        from django.db import connections

        try:
            indexer.rebuild(batch_size=50)
        except Exception as error:  # noqa: BLE001 - what the rebuild says is checked below
            raised.append(error)
        finally:
            connections.close_all()  # this thread's own, which nothing else would close

    worker = threading.Thread(target=rebuild, daemon=True)
    worker.start()
    worker.join(timeout=60)
    assert not worker.is_alive(), "the rebuild still waits on its dead writers"
    assert raised and isinstance(raised[0], indexer.IncompleteRebuild), raised
    assert storage.current_path() == before
    assert indexed_count() > 0


def test_a_keyword_s_official_name_titles_its_rule_and_follows_the_keyword(live_demo, client):
    """A French player's review: the results titled 702.19 "Trample" beside the keyword's and
    the glossary's « Piétinement », which the rule's own page shows. A title rule takes the
    official French name of the keyword it defines, and follows the keyword's edits live."""
    from keywords.models import Keyword, Rule, RulesEdition
    from provenance.models import NameSource

    rule = Rule.objects.create(
        edition=RulesEdition.objects.get(is_current=True),
        number="502.19",
        kind=Rule.Kind.RULE,
        text_en="Trample",
    )
    keyword = Keyword.objects.create(
        slug="trample", name_en="Trample", kind=Keyword.Kind.KEYWORD_ABILITY, rule=rule
    )

    def rule_hit(number: str = "502.19") -> tuple:
        hit = client.get("/api/search", {"q": number, "lang": "fr"}).json()["results"][0]
        assert hit["ref"] == number
        return hit["title"], hit["title_lang"], hit["title_fr_source"]

    assert rule_hit() == ("Trample", "en", None)
    keyword.name_fr, keyword.name_fr_source = "Piétinement", NameSource.OFFICIAL
    keyword.save()
    assert rule_hit() == ("Piétinement", "fr", "official")
    # An editor's name is shown with its source on the keyword's page; a title has no room.
    keyword.name_fr_source = NameSource.EDITOR
    keyword.save()
    assert rule_hit() == ("Trample", "en", None)

    # A diff review: the rule a keyword left, or a deleted keyword's, kept its name.
    keyword.name_fr_source = NameSource.OFFICIAL
    keyword.save()
    other = Rule.objects.create(
        edition=rule.edition, number="502.20", kind=Rule.Kind.RULE, text_en="Trample Again"
    )
    moved = Keyword.objects.get(pk=keyword.pk)
    moved.rule = other
    moved.save()
    assert rule_hit() == ("Trample", "en", None)
    assert rule_hit("502.20") == ("Piétinement", "fr", "official")
    moved.delete()
    assert rule_hit("502.20") == ("Trample Again", "en", None)


def test_renaming_a_rule_reindexes_its_paragraphs(live_demo):
    """A paragraph carries its rule's concept (the index's in_concept): the rule's save
    reindexes its paragraphs, as a card's reindexes its rulings."""
    from keywords.models import Rule

    def paragraphs_of(concept: str) -> set[str]:
        with current_searcher() as searcher:
            hits = searcher.search(Term("in_concept", concept), limit=None)
            return {hit["ref"] for hit in hits}

    assert paragraphs_of("en:replic") == {"502.52a", "502.52b"}
    rule = Rule.objects.get(number="502.52")
    rule.text_en = "Duplicate"
    rule.save()
    assert paragraphs_of("en:duplic") == {"502.52a", "502.52b"}
    assert paragraphs_of("en:replic") == set()
