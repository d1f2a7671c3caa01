"""The ordered log of changes to the indexed data, which every host's index follows.

search.signals writes it, in the transaction of each change: a row per indexed object saved
or deleted, a row per kind for a bulk write or another current rules edition. `sync_index`
(search/sync.py) reads the rows after the last one its host's index holds.

Order. A follower asks for the rows after the last id it applied, so ids must grow in the
order their transactions commit: a row committing late with an id lower than one already
applied would be skipped for ever. PostgreSQL draws an identity id when the INSERT runs, not at
commit, so two writers could commit their rows out of order. Every writer therefore first
updates the one row of search.IndexState (the change counter, which it bumped anyway): the row
lock, held until the commit, makes writers take turns, so no row's id is drawn before every
earlier writer has committed or rolled back. SQLite has one writer at a time anyway (Grimoire's
transactions begin IMMEDIATE). The other classic answer, followers treating a gap in the ids as
possibly pending until it is N seconds old, would cost every edit those N seconds and leave a
slow transaction unsafe; the lock was already there. A gap (the id of a rolled-back
transaction) is then simply never filled.
"""

from collections.abc import Iterable
from datetime import timedelta

from django.db import models, transaction
from django.db.models import Max, Min
from django.utils import timezone

from . import state
from .models import IndexChange
from .registry import DOCUMENT_TYPE_OF, IndexedKind

Action = IndexChange.Action


def log_saved(obj: models.Model, *, using: str) -> None:
    _log([_row(obj, Action.SAVED)], using=using)


def log_saved_keys(keys: Iterable[tuple[type[models.Model], int]], *, using: str) -> None:
    """These objects, given as (model, primary key), are to be indexed again as they are."""
    if keys:
        _log([_row(model(pk=pk), Action.SAVED) for model, pk in keys], using=using)


def log_deleted(obj: models.Model, *, using: str) -> None:
    _log([_row(obj, Action.DELETED)], using=using)


def log_kinds(kinds: Iterable[IndexedKind], *, using: str) -> None:
    """Every object of these kinds may have changed (written in bulk)."""
    _log([IndexChange(kind=kind.type, action=Action.ALL) for kind in kinds], using=using)


def log_rebuild(*, using: str = "default") -> None:
    """Every host is to rebuild its index (documents built differently after an upgrade)."""
    _log([IndexChange(action=Action.REBUILD)], using=using)


def _row(obj: models.Model, action: str) -> IndexChange:
    return IndexChange(kind=DOCUMENT_TYPE_OF[type(obj)], object_id=obj.pk, action=action)


def _log(rows: list[IndexChange], *, using: str) -> None:
    # One transaction even in autocommit mode: the counter's lock must be held until the rows
    # commit (see the module's docstring). Inside a transaction, no savepoint: a failure here
    # fails the change it records.
    with transaction.atomic(using=using, savepoint=False):
        state.note_change(using=using)
        IndexChange.objects.using(using).bulk_create(rows)


def last_id() -> int:
    """The newest row's id; 0 when the log is empty."""
    return IndexChange.objects.aggregate(last=Max("id"))["last"] or 0


def after(position: int, *, limit: int) -> list[IndexChange]:
    """The rows after `position`, oldest first."""
    return list(IndexChange.objects.filter(id__gt=position).order_by("id")[:limit])


def reaches_back_to(position: int) -> bool:
    """Does the log still hold every row after `position`?

    prune() keeps the newest of the rows it could delete, so the rows left start right after
    the last one deleted: an index at `position` misses nothing while the first row left is at
    most `position + 1`. (A gap there, from a rolled-back transaction, costs a rebuild that was
    not needed; a follower that far behind is rare.) An empty log reaches back only to 0, and
    a log whose newest row is older than `position` belongs to another database than the
    index was built from (restored from a backup, say).
    """
    bounds = IndexChange.objects.aggregate(first=Min("id"), last=Max("id"))
    if bounds["first"] is None:
        return position == 0
    return bounds["first"] <= position + 1 and bounds["last"] >= position


def prune(*, older_than: timedelta) -> int:
    """Delete the rows logged more than `older_than` ago, but the newest of them (which tells
    reaches_back_to() where the log starts). Returns how many rows were deleted."""
    cutoff = timezone.now() - older_than
    boundary = IndexChange.objects.filter(logged_at__lt=cutoff).aggregate(id=Max("id"))["id"]
    if boundary is None:
        return 0
    deleted, _ = IndexChange.objects.filter(id__lt=boundary).delete()
    return deleted
