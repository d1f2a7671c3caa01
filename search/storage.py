"""Where the index lives on disk, and how a rebuilt index replaces the live one.

SEARCH_INDEX_DIR/
    current -> builds/<name>     symlink to the live index; swapped atomically
    builds/<name>/               one complete Whoosh index per build
    builds/<name>/grimoire-state.json
                                 the database state the index holds (search/state.py): its
                                 position in the change log, which a copied index carries
    rebuilding                   present while a rebuild runs: names the build under way and
                                 the process writing it
    <name>.journal               documents changed during that rebuild, replayed into it
    rebuild.lock                 held by whoever rebuilds or applies the change log, one at a
                                 time (live saves only take Whoosh's own writer lock)

Readers always follow `current`, so they see the old index until the new one is complete,
and a rebuild killed halfway leaves `current` untouched.
"""

import fcntl
import os
import queue
import shutil
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from django.conf import settings
from whoosh import index
from whoosh.filedb.filestore import FileStorage
from whoosh.index import FileIndex, LockError
from whoosh.multiproc import MpWriter
from whoosh.writing import SegmentWriter

from .analyzers import ANALYSIS_VERSION
from .schema import build_schema

T = TypeVar("T")

# A second writer waits for the lock instead of dropping its update; past this delay the
# caller gets IndexBusy and decides (an editor's save is kept and the update journaled).
WRITER_TIMEOUT_SECONDS = 30.0


class IndexBusy(RuntimeError):
    """The index stayed locked by another writer for longer than the timeout."""


class IndexMissing(RuntimeError):
    """No index has been built yet: run `manage.py rebuild_index`."""


@contextmanager
def exclusive(*, wait: bool) -> Iterator[bool]:
    """Hold SEARCH_INDEX_DIR/rebuild.lock: rebuilds and sync_index rounds never overlap on a
    host. Yields False at once when another holds it, unless `wait`."""
    root().mkdir(parents=True, exist_ok=True)
    with (root() / "rebuild.lock").open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def root() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


def current_link() -> Path:
    return root() / "current"


def current_path() -> Path | None:
    link = current_link()
    return link.resolve() if link.is_symlink() and link.resolve().is_dir() else None


def open_current() -> FileIndex:
    path = current_path()
    if path is None or not index.exists_in(str(path)):
        raise IndexMissing("The search index has not been built: run `manage.py rebuild_index`.")
    return open_index_at(path)


def open_index_at(path: Path) -> FileIndex:
    return with_retry(lambda: index.open_dir(str(path)), timeout=5.0)


def _unmapped(path: Path) -> FileIndex:
    """The index at `path`, its files read rather than memory-mapped. A writer reads a few
    terms of each segment (the documents it replaces); whoosh-reloaded copies a mapped file's
    whole postings into memory when it opens a segment (BufferFile reads through BytesIO),
    which cost each write about 20 ms and 100 MB on the full index."""
    return FileIndex(FileStorage(str(path), supports_mmap=False), indexname=index._DEF_INDEX_NAME)


def _new_writer(ix: FileIndex, procs: int = 1, **options) -> SegmentWriter:
    """Whoosh's writer, or with `procs` > 1 its parallel writer as Grimoire watches it."""
    return WatchedParallelWriter(ix, procs=procs, **options) if procs > 1 else ix.writer(**options)


class WritersFailed(RuntimeError):
    """Every process writing a segment of a parallel build has died."""


class WatchedParallelWriter(MpWriter):
    """Whoosh's parallel writer, which gives up when every process writing a segment has died
    (of an error in a document, say). Whoosh's own then waits for ever to hand them the next
    batch: its job queue is full, and nobody takes from it any more. Those of them still
    alive are left to finish; a segment that a dead one dropped is found by counting the
    documents of the new index (search.indexer)."""

    def _enqueue(self) -> None:
        with self._watched_job_queue():
            super()._enqueue()

    def _commit(self, *args, **kwargs):
        with self._watched_job_queue():
            return super()._commit(*args, **kwargs)

    @contextmanager
    def _watched_job_queue(self) -> Iterator[None]:
        # Only this process's puts are watched: the writers took the queue itself when they
        # were started (each batch until there are `procs` of them starts one first).
        real = self.jobqueue
        if isinstance(real, _WatchedQueue) or len(self.tasks) < self.procs:
            yield
            return
        self.jobqueue = _WatchedQueue(real, self.tasks)
        try:
            yield
        finally:
            self.jobqueue = real


class _WatchedQueue:
    """A queue's put that stops waiting once no process that takes from it is alive."""

    def __init__(self, real, takers: list) -> None:
        self.real, self.takers = real, takers

    def put(self, item) -> None:
        while True:
            try:
                self.real.put(item, timeout=1.0)
                return
            except queue.Full:
                if not any(taker.is_alive() for taker in self.takers):
                    raise WritersFailed(
                        "every process writing the new index has stopped (see their errors)"
                    ) from None


def schema_is_current(path: Path) -> bool:
    """Was the index at `path` built with the fields and the analyzers (their
    ANALYSIS_VERSION) of this version of Grimoire? An index built before the version was
    recorded is not: its stems may be other ones."""
    fields = set(open_index_at(path).schema.names()) == set(build_schema().names())
    return fields and _analysis_version(path) == str(ANALYSIS_VERSION)


# Beside each build's segments: the ANALYSIS_VERSION it was built with.
ANALYSIS_FILE = "grimoire-analysis"


def _analysis_version(path: Path) -> str:
    try:
        return (path / ANALYSIS_FILE).read_text().strip()
    except OSError:
        return ""


def new_build_dir() -> Path:
    name = time.strftime("%Y%m%dT%H%M%S") + "-" + uuid.uuid4().hex[:8]
    path = root() / "builds" / name
    path.mkdir(parents=True)
    index.create_in(str(path), build_schema())
    (path / ANALYSIS_FILE).write_text(str(ANALYSIS_VERSION))
    return path


def swap_in(build: Path) -> None:
    """Point `current` at `build` in one rename, then delete the builds no one uses."""
    temporary = root() / f".current-{uuid.uuid4().hex}"
    temporary.symlink_to(build.relative_to(root()))
    os.replace(temporary, current_link())
    _remove_old_builds(keep=build)


def _remove_old_builds(*, keep: Path) -> None:
    in_progress = rebuild_under_way()
    for build in (root() / "builds").iterdir():
        if build != keep and build != in_progress:
            shutil.rmtree(build, ignore_errors=True)


def rebuild_marker() -> Path:
    return root() / "rebuilding"


def mark_rebuild(build: Path) -> None:
    """Say which build a rebuild is writing, and which process writes it."""
    pid = os.getpid()
    rebuild_marker().write_text(f"{build.name} {pid} {_process_start(pid)}\n")


def rebuild_under_way() -> Path | None:
    """The build a running rebuild is writing, or None.

    A marker whose process is gone (a rebuild killed with SIGKILL, or by the machine) is
    cleared with its journal and its unfinished build: saves must not append for ever to a
    journal that no rebuild will replay.
    """
    try:
        name, *writer = rebuild_marker().read_text().split()
    except (OSError, ValueError):
        return None
    build = root() / "builds" / name
    if len(writer) == 2 and not _process_alive(int(writer[0]), writer[1]):
        rebuild_marker().unlink(missing_ok=True)
        journal_for(build).unlink(missing_ok=True)
        shutil.rmtree(build, ignore_errors=True)
        return None
    return build


def _process_start(pid: int) -> str:
    """When the process started, in clock ticks since boot (Linux), so that a process id the
    system gave again to another process is not taken for the rebuild; "-" elsewhere."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return "-"
    return stat.rsplit(")", 1)[1].split()[19]  # field 22, after the command name


def _process_alive(pid: int, started: str) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: alive
    return started == "-" or _process_start(pid) == started


def journal_for(build: Path) -> Path:
    return root() / f"{build.name}.journal"


def with_retry(action: Callable[[], T], *, timeout: float = WRITER_TIMEOUT_SECONDS) -> T:
    """Run `action`, retrying with backoff while another process holds the writer lock."""
    deadline = time.monotonic() + timeout
    delay = 0.02
    while True:
        try:
            return action()
        except (LockError, FileNotFoundError):
            # FileNotFoundError: another process committed between our reading the index's
            # table of contents and opening it, and removed the files we were about to open.
            if time.monotonic() >= deadline:
                raise IndexBusy(f"the search index stayed locked for {timeout:.0f} s") from None
            time.sleep(delay)
            delay = min(delay * 2, 0.5)


@contextmanager
def writer_for(
    path: Path, *, timeout: float = WRITER_TIMEOUT_SECONDS, **options
) -> Iterator[SegmentWriter]:
    """A writer on the index at `path` (Whoosh's writer `options`); waits for the lock
    rather than losing the update.

    Segments are written as separate files, not one compound file: whoosh-reloaded reads a
    compound segment through a copy of the whole file in memory (BufferFile over BytesIO), so
    each worker's opening of a new searcher after an edit cost about 40 ms on the full index,
    against about 1 ms for the same segments as separate files, which searches just as fast.
    """
    options = {"compound": False, **options}
    writer = with_retry(lambda: _new_writer(_unmapped(path), **options), timeout=timeout)
    try:
        yield writer
    except BaseException:
        writer.cancel()
        raise
    else:
        writer.commit()
