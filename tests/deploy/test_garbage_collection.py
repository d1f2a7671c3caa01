"""A worker's full garbage collections run between requests (config.garbage_collection)."""

import collections
import gc
import weakref

import pytest

from config.garbage_collection import (
    FULL_COLLECTION_AFTER,
    collect_between_requests,
    collect_if_due,
)


@pytest.fixture(autouse=True)
def restored_thresholds():
    thresholds = gc.get_threshold()
    yield
    gc.set_threshold(*thresholds)


class Node:
    """An object in a reference cycle: only the garbage collector frees it."""

    def __init__(self) -> None:
        self.me = self


def full_collections() -> int:
    return gc.get_stats()[2]["collections"]


def make_garbage(cycles: int, window: int = 20_000) -> weakref.ref:
    """`cycles` cycles that each live long enough to reach the oldest generation (as a
    request's objects that outlive a few collections), then become garbage; the first one
    is watched."""
    alive = collections.deque(maxlen=window)
    first = Node()
    watched = weakref.ref(first)
    alive.append(first)
    del first
    for _ in range(cycles):
        alive.append(Node())
    alive.clear()
    return watched


def test_python_starts_no_full_collection_of_its_own():
    collect_between_requests()
    before = full_collections()
    watched = make_garbage(600_000)  # hundreds of young collections
    assert gc.get_count()[2] >= FULL_COLLECTION_AFTER
    assert full_collections() == before
    assert watched() is not None  # the old cycle waits for a full collection


def test_the_full_collection_runs_when_due_and_frees_old_cycles():
    collect_between_requests()
    watched = make_garbage(600_000)
    before = full_collections()
    assert collect_if_due() is True
    assert full_collections() == before + 1
    assert watched() is None
    assert collect_if_due() is False  # not due again at once
    assert full_collections() == before + 1


def test_the_young_generations_keep_their_thresholds():
    young, middle, _ = gc.get_threshold()
    collect_between_requests()
    assert gc.get_threshold()[:2] == (young, middle)
