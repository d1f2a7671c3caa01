"""The French words searches read as nothing, counted: the editors' worklist (UnreadWord).

A search only adds to its process's counts in memory. A thread of the process writes them every
settings.SEARCH_UNREAD_WORDS_SECONDS, in one short transaction, and the process writes the last
ones as it exits: no search waits on a write (with 0 seconds, each search writes its own at
once, as the tests want). A write that fails is logged and its counts are dropped, since a count
guides the editors and records nothing else.

gunicorn's master asks questions to warm up before it forks its workers: those are not counted
(not_counted), and a forked process starts with no counts, no writer and a lock of its own.
"""

import atexit
import contextlib
import datetime
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Iterable, Iterator

from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.db.models import F
from django.utils import timezone

from .models import UnreadWord

logger = logging.getLogger(__name__)

# Words waiting in memory at most (a bot sending new words request after request): more are
# not counted until the next write, and one write updates this many rows at most.
MAX_WAITING = 500
# When the table is full (settings.SEARCH_UNREAD_WORDS_MAX), the words not searched for this
# long make room, the least searched first, dismissed or not.
ROOM_AFTER = datetime.timedelta(days=30)

_lock = threading.Lock()
_waiting: Counter[str] = Counter()
_typed: dict[str, str] = {}
# The writing thread, started by the first count; "paused" while the master warms up.
_state = {"writer": None, "paused": 0, "exit_write": False}


def count(words: Iterable[tuple[str, str]]) -> None:
    """Count one search's unread words ((folded key, as typed) pairs)."""
    words = list(words)
    if not (words and settings.SEARCH_UNREAD_WORDS) or _state["paused"]:
        return
    with _lock:
        for key, typed in words:
            if key in _waiting or len(_waiting) < MAX_WAITING:
                _waiting[key] += 1
                _typed[key] = typed
        at_once = settings.SEARCH_UNREAD_WORDS_SECONDS <= 0
        if not _state["exit_write"]:
            _state["exit_write"] = True
            atexit.register(write)
        if not at_once and _state["writer"] is None:
            _state["writer"] = threading.Thread(
                target=_write_now_and_then, name="unread-words-writer", daemon=True
            )
            _state["writer"].start()
    if at_once:
        write()


@contextlib.contextmanager
def not_counted() -> Iterator[None]:
    """Searches made meanwhile count nothing: the master's warm-up (config.warm_up)."""
    _state["paused"] += 1
    try:
        yield
    finally:
        _state["paused"] -= 1


def waiting() -> dict[str, int]:
    """The counts this process has not written yet."""
    with _lock:
        return dict(_waiting)


def _write_now_and_then() -> None:
    me = threading.current_thread()
    while (seconds := settings.SEARCH_UNREAD_WORDS_SECONDS) > 0:
        time.sleep(seconds)
        if _state["writer"] is not me:  # another has taken over (start_afresh)
            return
        try:
            write()
        except Exception:  # the next round writes what comes next
            logger.exception("the unread French words were not written")
        finally:
            connection.close()  # this thread's own, not held between writes
    with _lock:  # every search writes its own now
        if _state["writer"] is me:
            _state["writer"] = None


def start_afresh() -> None:
    """Forget the counts waiting and the writing thread, as a new process does: after a fork
    (the child has no thread, and the counts are the parent's), and in tests."""
    global _lock
    _lock = threading.Lock()  # the parent's may have been held by its writer at the fork
    _waiting.clear()
    _typed.clear()
    _state.update(writer=None, paused=0)


os.register_at_fork(after_in_child=start_afresh)


def write() -> int:
    """Write the counts waiting in memory; how many words were written."""
    with _lock:
        counts, typed = dict(_waiting), dict(_typed)
        _waiting.clear()
        _typed.clear()
    if not counts:
        return 0
    try:
        _store(counts, typed)
    except DatabaseError:
        logger.exception("%d unread French words were not counted", len(counts))
        return 0
    return len(counts)


def _store(counts: dict[str, int], typed: dict[str, str]) -> None:
    today = timezone.localdate()
    with transaction.atomic():
        known = set(UnreadWord.objects.filter(word__in=counts).values_list("word", flat=True))
        for word in sorted(known):
            UnreadWord.objects.filter(word=word).update(
                searches=F("searches") + counts[word], typed=typed[word], last_searched=today
            )
        new = sorted(set(counts) - known, key=lambda word: (-counts[word], word))
        room = _room(settings.SEARCH_UNREAD_WORDS_MAX, len(new), today)
        UnreadWord.objects.bulk_create(
            [
                UnreadWord(
                    word=word,
                    typed=typed[word],
                    searches=counts[word],
                    first_searched=today,
                    last_searched=today,
                )
                for word in new[:room]
            ],
            # Another process wrote the same new word since: this one's count of it is lost.
            ignore_conflicts=True,
        )


def _room(most: int, wanted: int, today: datetime.date) -> int:
    """How many new words the table takes, after the words not searched for ROOM_AFTER made
    room, the least searched first."""
    room = most - UnreadWord.objects.count()
    if room < wanted:
        stale = UnreadWord.objects.filter(last_searched__lt=today - ROOM_AFTER)
        oldest = stale.order_by("searches", "last_searched", "pk")[: wanted - room]
        room += UnreadWord.objects.filter(
            pk__in=list(oldest.values_list("pk", flat=True))
        ).delete()[0]
    return max(room, 0)
