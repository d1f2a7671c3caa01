"""One searcher per process on the live index, replaced when the index changes.

Opening a searcher reads every segment's files: on the full index that costs more than the
search itself, so the searcher (and the posting lists it has read, search.evaluation) is
kept between requests and shared by every thread of the process.

Before each use, the index generation on disk is compared with the kept searcher's. When an
edit has committed (or a rebuild has swapped in a new index), a new searcher is opened from
scratch. Whoosh's `Searcher.refresh()` is not used: in whoosh-reloaded 2.7.5 a refreshed
searcher keeps the segments a commit merged away, with their old deletion lists, so a long-lived
worker found an edited ruling once per edit, and old text that an edit removed. The replaced
searcher is closed, and its files released, as soon as no request uses it any more.

Threads take turns on the searcher: Whoosh does not promise that one reader serves several
threads at once, and the posting-list cache is not made for concurrent writers. gunicorn's
sync workers have one thread; the development server gets the same warm searcher for every
request instead of one per thread.
"""

import atexit
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from whoosh.codec.whoosh3 import LENGTHS_COLUMN, STORED_COLUMN
from whoosh.index import FileIndex
from whoosh.searching import Searcher

from . import storage
from .evaluation import Evaluator


class _LiveSearcher:
    """The process's searcher, the generation it reads, and how many requests hold it."""

    def __init__(self) -> None:
        self.turn = threading.RLock()  # re-entrant: a search may nest another lookup
        self.index: FileIndex | None = None
        self.path: Path | None = None
        self.searcher: Searcher | None = None
        self.generation = -1
        self.users: dict[Searcher, int] = {}
        self.replaced: list[Searcher] = []

    def acquire(self) -> Searcher:
        path = storage.current_path()
        if path is None:
            raise storage.IndexMissing("The search index has not been built.")
        if path != self.path:
            self.index, self.path, self.generation = storage.open_index_at(path), path, -1
        if self.searcher is None or self.index.latest_generation() != self.generation:
            self._open_new()
        self.users[self.searcher] = self.users.get(self.searcher, 0) + 1
        return self.searcher

    def release(self, searcher: Searcher) -> None:
        self.users[searcher] -= 1
        if not self.users[searcher]:
            del self.users[searcher]
        self._close_unused()

    def _open_new(self) -> None:
        # Retried like any opening: a commit from another process may remove the files
        # between listing the index and opening them.
        searcher = storage.with_retry(lambda: _opened(self.index), timeout=5.0)
        if self.searcher is not None:
            self.replaced.append(self.searcher)
        self.searcher = searcher
        self.generation = searcher.reader().generation()
        self._close_unused()

    def _close_unused(self) -> None:
        for old in [old for old in self.replaced if old not in self.users]:
            self.replaced.remove(old)
            old.close()

    def close(self) -> None:
        """Close every searcher, in use or not: the process is ending."""
        for searcher in [*self.replaced, self.searcher]:
            if searcher is not None:
                searcher.close()
        self.replaced, self.searcher, self.generation = [], None, -1
        self.users.clear()

    def open_files(self) -> int:
        """Searchers this process holds open: the live one and those still in use."""
        return (self.searcher is not None) + len(self.replaced)


def _opened(index: FileIndex) -> Searcher:
    """A searcher with every per-document file of its segments open.

    Whoosh opens a segment's stored fields and length columns at their first use, and finds
    them missing if a commit has merged that segment away and deleted its files since the
    searcher was opened: the stored fields then read as None, and the search failed (an
    editor saving twenty times a second made it fail within a minute). Opened now, the files
    stay readable for as long as the searcher lives, deleted or not."""
    searcher = index.searcher()
    try:
        for reader, _ in searcher.reader().leaf_readers():
            _open_per_document_files(reader)
        Evaluator(searcher).tie_order()  # read now, while every file is there
    except BaseException:
        searcher.close()
        raise
    return searcher


def _open_per_document_files(reader) -> None:
    """Open a segment's stored fields, field lengths and columns; FileNotFoundError (which
    opening retries) when a commit has deleted them already. Every segment has a stored-fields
    file, a lengths file for each field its documents gave a length (segment._fieldlengths)
    and a file for each column of the schema: one missing is one deleted."""
    perdoc = getattr(reader, "_perdoc", None)
    if perdoc is None or not reader.doc_count_all():  # an empty index's reader
        return
    lengths = [name for name, total in reader.segment()._fieldlengths.items() if total]
    for name in lengths:
        if perdoc._cached_reader(f"_{name}_len", LENGTHS_COLUMN) is None:
            raise FileNotFoundError(f"the lengths of {name!r} in {reader.segment()}")
    if perdoc._cached_reader("_stored", STORED_COLUMN) is None:
        raise FileNotFoundError(f"the stored fields of {reader.segment()}")
    for name, field in reader.schema.items():  # the tie order: every document has one
        if field.column_type:
            if not perdoc.has_column(name):
                raise FileNotFoundError(f"the column {name!r} of {reader.segment()}")
            perdoc.column_reader(name, field.column_type)  # its file, kept open


_live = _LiveSearcher()


@contextmanager
def current_searcher() -> Iterator[Searcher]:
    """A searcher on the live index, seeing every committed update."""
    with _live.turn:
        searcher = _live.acquire()
        try:
            yield searcher
        finally:
            _live.release(searcher)


def searchers_open() -> int:
    """How many searchers this process holds open (one, plus any still in use)."""
    with _live.turn:
        return _live.open_files()


@atexit.register
def close_searchers() -> None:
    """Close this process's searchers when it ends, rather than leave their files to the
    garbage collector (which warns of each unclosed file). A later search opens a new one."""
    with _live.turn:
        _live.close()
