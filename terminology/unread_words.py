"""The French words searches read as nothing, counted: the editors' worklist (UnreadWord).

A search only adds to this process's counts in memory. They are written at most every
settings.SEARCH_UNREAD_WORDS_SECONDS, in one short transaction, by the search that finds them
due, and at the process's exit. A search never fails for them: a write that fails is logged
and its counts are dropped, since a count guides the editors and records nothing else.
"""

import atexit
import datetime
import logging
import threading
import time
from collections import Counter
from collections.abc import Iterable

from django.conf import settings
from django.db import DatabaseError, transaction
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
_last_write = [time.monotonic()]
_written_at_exit = [False]


def count(words: Iterable[tuple[str, str]]) -> None:
    """Count one search's unread words ((folded key, as typed) pairs); write every count
    waiting if it is time."""
    if not settings.SEARCH_UNREAD_WORDS:
        return
    with _lock:
        for key, typed in words:
            if key in _waiting or len(_waiting) < MAX_WAITING:
                _waiting[key] += 1
                _typed[key] = typed
        due = time.monotonic() - _last_write[0] >= settings.SEARCH_UNREAD_WORDS_SECONDS
        if not _written_at_exit[0]:
            _written_at_exit[0] = True
            atexit.register(write)
    if due:
        write()


def write() -> int:
    """Write the counts waiting in memory; how many words were written."""
    with _lock:
        counts, typed = dict(_waiting), dict(_typed)
        _waiting.clear()
        _typed.clear()
        _last_write[0] = time.monotonic()
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
