"""One open index per process, reopened when a rebuild swaps in a new one."""

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from whoosh.index import FileIndex
from whoosh.searching import Searcher

from . import storage

_lock = threading.Lock()
_open: dict[str, tuple[Path, FileIndex]] = {}


def _index() -> FileIndex:
    path = storage.current_path()
    if path is None:
        raise storage.IndexMissing("The search index has not been built.")
    with _lock:
        cached = _open.get("current")
        if cached is None or cached[0] != path:
            _open["current"] = (path, storage.open_current())
        return _open["current"][1]


@contextmanager
def current_searcher() -> Iterator[Searcher]:
    """A searcher on the live index, seeing every committed update."""
    searcher = _index().searcher()
    try:
        yield searcher
    finally:
        searcher.close()
