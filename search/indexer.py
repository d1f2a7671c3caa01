"""Keeping the index in step with the database: live updates and full rebuilds."""

import logging
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from django.apps import apps
from django.conf import settings
from whoosh.searching import Searcher

from . import processes, state, storage
from .registry import (
    DOCUMENT_TYPE_OF,
    IndexedKind,
    all_documents,
    build_document,
    count_documents,
    document_for,
    document_id,
    kind_of,
    queryset_for,
)

logger = logging.getLogger(__name__)

PARALLEL_FROM_DOCUMENTS = 5_000
WRITER_MEMORY_MB = 256  # per writing process; Whoosh's default of 128 flushes twice as often


@dataclass(frozen=True)
class RebuildReport:
    documents: int
    seconds: float
    path: Path


def index_objects(objects: Iterable, *, kinds: Iterable[IndexedKind] = ()) -> None:
    """Bring the documents of `objects` in the live index (and a rebuild under way) in line
    with the database: each is read back by model and primary key and indexed, or removed
    when it is gone or no longer indexed. Every document of `kinds` is replaced by what the
    database holds (sync_index, after a bulk write). Doing it twice changes nothing."""
    kinds = tuple(kinds)
    # Once each: Whoosh's update_document replaces committed documents only, so an object
    # written twice in one commit would be indexed twice.
    unique = {(type(obj), obj.pk): obj for obj in objects if kind_of(type(obj)) not in kinds}
    objects = list(unique.values())
    if not objects and not kinds:
        return
    path = storage.current_path()
    if path is not None:
        _write(path, objects, kinds)
    # Kinds are not journaled: only sync_index asks for them, and it holds the lock that keeps
    # rebuilds out.
    _journal(objects)


def _write(path: Path, objects: list, kinds: tuple[IndexedKind, ...]) -> None:
    with storage.writer_for(path) as writer, _deleting(writer) as delete:
        for kind in kinds:
            delete("type", kind.type)
            for obj in kind.indexed().order_by("pk").iterator(chunk_size=2000):
                writer.add_document(**_known_fields(build_document(obj), writer))
        # Read with the lock held: writers of this index take turns, each reading after the
        # one before it has written, so whoever writes an object last writes the newest
        # version committed (a live save and sync_index, or two workers, editing one ruling).
        fresh = _reloaded(objects)
        for obj in objects:
            current = fresh.get((type(obj), obj.pk))
            document = document_for(current) if current is not None else None
            delete("doc_id", document_id(obj))
            if document is not None:
                writer.add_document(**_known_fields(document, writer))


@contextmanager
def _deleting(writer) -> Iterator[Callable[[str, str], None]]:
    """delete(field, term) on the writer's segments, through a searcher closed afterwards.

    What update_document() does, without Whoosh's cached writer searcher: that one keeps a
    reference to itself (its `close` is swapped for a no-op), so it and the segment files it
    opened wait for Python's cycle collector, several writes' worth at a time.
    """
    searcher = Searcher(writer.reader())
    try:
        yield lambda field, term: writer.delete_by_term(field, term, searcher=searcher)
    finally:
        searcher.close()


def _known_fields(document: dict, writer) -> dict:
    """The document as an index built by an older version can take it: a field added since
    (tie_order, say) is left out until `rebuild_index --if-changed` rebuilds the index."""
    return {
        name: value
        for name, value in document.items()
        if name in writer.schema or name.startswith("_")  # "_boost"
    }


def _reloaded(objects: list) -> dict:
    """Objects as the database has them now: an index of what was committed, not of what a
    caller holds in memory."""
    by_model: dict = {}
    for obj in objects:
        by_model.setdefault(type(obj), set()).add(obj.pk)
    fresh = {}
    for model, pks in by_model.items():
        for obj in queryset_for(model).filter(pk__in=pks):
            fresh[(model, obj.pk)] = obj
    return fresh


def _journal(objects: list) -> None:
    """While a rebuild runs, note what changed so the new index gets it too."""
    build = storage.rebuild_under_way()
    if build is None:
        return
    journal = storage.journal_for(build)
    lines = [f"+ {obj._meta.label_lower} {obj.pk}\n" for obj in objects]
    with journal.open("a", encoding="utf-8") as handle:
        handle.write("".join(lines))


def rebuild(
    *, batch_size: int = 2000, progress=None, recorded: dict | None = None
) -> RebuildReport:
    """Build a complete new index beside the live one, then swap it in; `recorded` is the
    database state it was built from (state.database_state(), read before this begins),
    written into the build before the swap.

    The site keeps serving the old index until the swap; a rebuild killed halfway leaves the
    old index live and its unfinished build is deleted by the next rebuild.
    """
    started = time.monotonic()
    storage.root().mkdir(parents=True, exist_ok=True)
    build = storage.new_build_dir()
    storage.mark_rebuild(build)
    try:
        count = _fill(build, batch_size=batch_size, progress=progress)
        _check_complete(build, count)
        _replay_journal(build)
        if recorded is not None:
            state.record_state(build, recorded)
        storage.swap_in(build)
        _replay_journal(build)  # changes made between the first replay and the swap
    finally:
        storage.rebuild_marker().unlink(missing_ok=True)
        storage.journal_for(build).unlink(missing_ok=True)
    return RebuildReport(documents=count, seconds=time.monotonic() - started, path=build)


def _fill(build: Path, *, batch_size: int, progress) -> int:
    count = 0
    options = _writer_options(count_documents())
    try:
        with processes.die_with_this_one(), storage.writer_for(build, **options) as writer:
            for document in all_documents(batch_size=batch_size):
                writer.add_document(**document)
                count += 1
                if progress is not None:
                    progress(1)
    except storage.WritersFailed as error:
        raise IncompleteRebuild(f"{error}; the live index is kept") from error
    return count


class IncompleteRebuild(RuntimeError):
    """The new index holds fewer documents than were written: it is not swapped in."""


def _check_complete(build: Path, written: int) -> None:
    """Whoosh's parallel writer drops, without a word, the segment of a process that died
    (killed for memory, say); such an index must not replace the live one."""
    indexed = storage.open_index_at(build).doc_count()
    if indexed != written:
        raise IncompleteRebuild(
            f"the new index holds {indexed} documents of the {written} written; "
            "the live index is kept"
        )


def _writer_options(document_count: int) -> dict:
    """Whoosh analyses documents in pure Python: the full data (73k documents) takes about
    two and a half minutes in one process. Its parallel writer hands batches of documents to
    one process per core, and this process merges their sorted postings into one segment
    (136 s with 2 processes). Kept as one segment per process (105 s), every word a question
    asks was looked up, read and counted in each of them: a question whose words are read for
    the first time cost up to 40 % more (bench/search.py, hostile queries). Ties are
    ranked by the tie_order column, not by the document numbers this shuffles. A small index
    is written in one process, as starting others costs more.
    """
    workers = settings.SEARCH_INDEX_PROCESSES
    if workers > 1 and document_count >= PARALLEL_FROM_DOCUMENTS:
        return {"procs": workers, "multisegment": False, "limitmb": WRITER_MEMORY_MB}
    return {"limitmb": WRITER_MEMORY_MB}


def _replay_journal(build: Path) -> None:
    journal = storage.journal_for(build)
    if not journal.exists():
        return
    lines = journal.read_text(encoding="utf-8").splitlines()
    journal.write_text("")
    if lines:
        with storage.writer_for(build) as writer:
            for line in lines:
                _replay(writer, *line.split())


def _replay(writer, sign: str, label: str, pk: str) -> None:
    """Re-read the object from the database: the journal says what changed, not how."""
    model = apps.get_model(label)
    obj = queryset_for(model).filter(pk=pk).first()
    document = document_for(obj) if obj is not None and sign == "+" else None
    if document is None:
        writer.delete_by_term("doc_id", f"{DOCUMENT_TYPE_OF[model]}:{pk}")
    else:
        writer.update_document(**_known_fields(document, writer))
