"""The French words searches read as nothing, counted: the editors' worklist (UnreadWord).

A search only adds to its process's counts in memory. A thread of the process writes them every
settings.SEARCH_UNREAD_WORDS_SECONDS, in one short transaction, and the process writes the last
ones as it exits: no search waits on a write (with 0 seconds, each search writes its own at
once, as the tests want). A write that fails is logged and its counts are dropped, since a count
guides the editors and records nothing else.
"""

import atexit
import datetime
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Iterable

from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.db.models import F
from django.utils import timezone

from .models import UnreadWord

logger = logging.getLogger(__name__)

# Words waiting in memory at most (a bot sending new words request after request): more are
# not counted until the next write, and one write updates this many rows at most.
MAX_WAITING = 500
# When the table is full (settings.SEARCH_UNREAD_WORDS_MAX), the words searched once and not
# for this long make room; a dismissed word stays, so that it does not come back.
ROOM_AFTER = datetime.timedelta(days=30)

_lock = threading.Lock()
_waiting: Counter[str] = Counter()
_typed: dict[str, str] = {}
# The process the counts and the writing thread belong to: a process forked from one that
# counted has neither (gunicorn's master counts nothing, but a count copied into each worker
# would be written once by each).
_owner = {"pid": None, "writer": None}


def count(words: Iterable[tuple[str, str]]) -> None:
    """Count one search's unread words ((folded key, as typed) pairs)."""
    if not settings.SEARCH_UNREAD_WORDS:
        return
    with _lock:
        if _owner["pid"] != os.getpid():
            _waiting.clear()
            _typed.clear()
            _owner.update(pid=os.getpid(), writer=None)
            atexit.register(write)
        for key, typed in words:
            if key in _waiting or len(_waiting) < MAX_WAITING:
                _waiting[key] += 1
                _typed[key] = typed
        at_once = settings.SEARCH_UNREAD_WORDS_SECONDS <= 0
        if not at_once and _owner["writer"] is None:
            _owner["writer"] = threading.Thread(
                target=_write_now_and_then, name="unread-words-writer", daemon=True
            )
            _owner["writer"].start()
    if at_once:
        write()


def _write_now_and_then() -> None:
    me = threading.current_thread()
    while True:
        time.sleep(settings.SEARCH_UNREAD_WORDS_SECONDS)
        if _owner["writer"] is not me:  # another has taken over (afresh: see start_afresh)
            return
        try:
            write()
        finally:
            connection.close()  # this thread's own, not held between writes


def start_afresh() -> None:
    """Forget the counts waiting and the writing thread, as a new process would: for tests."""
    with _lock:
        _waiting.clear()
        _typed.clear()
        _owner.update(writer=None)


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
    """How many new words the table takes, after the words searched once long ago made room."""
    room = most - UnreadWord.objects.count()
    if room < wanted:
        stale = UnreadWord.objects.filter(
            searches=1, dismissed=False, last_searched__lt=today - ROOM_AFTER
        )
        room += stale.delete()[0]
    return max(room, 0)
