"""Searchers kept open between requests, one per thread, refreshed when the index changes.

Opening a searcher reads every segment's files: on the full index that costs more than the
search itself. A kept searcher is checked for newer commits (live updates) before each use,
and replaced when a rebuild has swapped in a new index.
"""

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from whoosh.searching import Searcher

from . import storage

_local = threading.local()


def _fresh_searcher() -> Searcher:
    path = storage.current_path()
    if path is None:
        raise storage.IndexMissing("The search index has not been built.")
    kept: tuple | None = getattr(_local, "kept", None)
    if kept is not None and kept[0] == path:
        # The same object when nothing was committed since; retried like an opening, as a
        # commit from another process may remove the files between listing and opening.
        searcher = storage.with_retry(kept[1].refresh, timeout=5.0)
    else:
        if kept is not None:
            kept[1].close()
        searcher = storage.open_current().searcher()
    _local.kept = (path, searcher)
    return searcher


@contextmanager
def current_searcher() -> Iterator[Searcher]:
    """A searcher on the live index, seeing every committed update."""
    yield _fresh_searcher()
