"""Keep the index and the change counter in step with every write, once it has committed.

Changes are gathered per transaction and written in one Whoosh commit when it commits: a
command that saves thousands of objects in one transaction costs one index write, not one
per object. In autocommit mode each save is written at once.

The open batch is kept per thread and database. Every change registers its callback with
`transaction.on_commit`, which drops the callbacks of a rolled-back transaction or savepoint;
the first callback left at the commit writes the whole batch, the others find it empty. The
index is written from what the database holds at that moment, never from the objects held
here: so a change rolled back with its savepoint, or a batch left open by a transaction rolled
back as a whole (until the next change outside a transaction clears it), costs a look in the
database and nothing else.
"""

import logging
import threading

from django.db import transaction
from django.db.models.signals import post_delete, post_save

from common.signals import bulk_written

from . import answer_versions, indexer, registry, state
from .storage import IndexBusy

logger = logging.getLogger(__name__)


class PendingChanges:
    """What one transaction changed, as (model, primary key): repeated saves count once."""

    def __init__(self, using: str) -> None:
        self.using = using
        self.keys: dict[tuple, None] = {}  # a dict keeps the order of the changes

    def add(self, keys: list[tuple]) -> None:
        self.keys.update(dict.fromkeys(keys))

    def flush(self) -> None:
        _open.close(self)
        keys, self.keys = list(self.keys), {}
        if not keys:
            return
        try:
            # Only the model and primary key are read: the rest comes from the database.
            indexer.index_objects([model(pk=pk) for model, pk in keys])
        except IndexBusy:
            # The saves themselves are kept; the index catches up at the next rebuild_index.
            logger.exception("search index busy: %d changes not indexed", len(keys))
        except Exception:
            # The transaction has committed: whatever the index says, the save must not turn
            # into an error page. Logged; the next rebuild_index catches up.
            logger.exception("search index update failed: %d changes", len(keys))


class _OpenBatches(threading.local):
    """The batch of the transaction under way, per database, in this thread."""

    def __init__(self) -> None:
        self.by_database: dict[str, PendingChanges] = {}

    def get(self, using: str) -> PendingChanges:
        if transaction.get_autocommit(using):
            # No transaction under way: a batch still open was rolled back with its own.
            self.by_database.pop(using, None)
        if using not in self.by_database:
            self.by_database[using] = PendingChanges(using)
        return self.by_database[using]

    def close(self, batch: PendingChanges) -> None:
        if self.by_database.get(batch.using) is batch:
            del self.by_database[batch.using]


_open = _OpenBatches()


def _record(keys: list[tuple], using: str) -> None:
    batch = _open.get(using)
    batch.add(keys)
    transaction.on_commit(batch.flush, using=using)


def on_save(sender, instance, raw: bool = False, using: str = "default", **kwargs) -> None:
    if raw:  # loaddata: the index is rebuilt once afterwards
        return
    keys = [(type(instance), instance.pk)]
    for name in registry.kind_of(type(instance)).carried_by:
        related = getattr(instance, name)
        keys += [(related.model, pk) for pk in related.values_list("pk", flat=True)]
    _record(keys, using)


def on_delete(sender, instance, using: str = "default", **kwargs) -> None:
    # The key, not the instance: Django clears instance.pk once the delete is done.
    _record([(type(instance), instance.pk)], using)


def on_change(sender, using: str, **kwargs) -> None:
    state.note_change(using=using)


def register_signal_handlers() -> None:
    """The live index follows saves and deletes of indexed objects; the change counter of
    `rebuild_index --if-changed` follows every write that affects the index, bulk writes
    included (loaddata's raw saves too)."""
    for model in registry.INDEXED_MODELS:
        uid = f"search-{model._meta.label_lower}"
        post_save.connect(on_save, sender=model, dispatch_uid=f"{uid}-save")
        post_delete.connect(on_delete, sender=model, dispatch_uid=f"{uid}-delete")
    for model in registry.models_affecting_index():
        uid = f"search-state-{model._meta.label_lower}"
        post_save.connect(on_change, sender=model, dispatch_uid=f"{uid}-save")
        post_delete.connect(on_change, sender=model, dispatch_uid=f"{uid}-delete")
        bulk_written.connect(on_change, sender=model, dispatch_uid=f"{uid}-bulk")
    answer_versions.register_signal_handlers()
