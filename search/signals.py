"""Keep the index, the change log and its counter in step with every write.

Every save, delete and announced bulk write of what the index holds adds its rows to the
change log (search/changelog.py), for every host's `sync_index`, in the transaction of the
change (a save made in autocommit mode commits first, and its row right after). The index of
this host is updated at once, after the commit, as follows.

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
from django.db.models.signals import post_delete, post_save, pre_delete, pre_save

from common.signals import bulk_written

from . import answer_versions, changelog, indexer, registry
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
            # The saves themselves are kept; the index catches up at the next sync_index
            # (which applies this host's changes too) or rebuild_index.
            logger.exception("search index busy: %d changes not indexed", len(keys))
        except Exception:
            # The transaction has committed: whatever the index says, the save must not turn
            # into an error page. Logged; the next sync_index or rebuild_index catches up.
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


# Where a row some documents read (search.registry.pointed_to) pointed before its write: read
# by the pre_ handlers, taken by the post_ ones.
_POINTED_BEFORE = "_search_pointed_to_before"


def before_save(sender, instance, raw: bool = False, using: str = "default", **kwargs) -> None:
    stored = sender._default_manager.using(using).filter(pk=instance.pk).first()
    setattr(instance, _POINTED_BEFORE, registry.pointed_to(stored) if stored else [])


def before_delete(sender, instance, using: str = "default", **kwargs) -> None:
    setattr(instance, _POINTED_BEFORE, registry.pointed_to(instance))


def on_save(sender, instance, raw: bool = False, using: str = "default", **kwargs) -> None:
    # loaddata's raw saves too: the other hosts learn of them only from the log.
    changelog.log_saved(instance, using=using)
    pointed = _pointed_to_before_and_after(instance, registry.pointed_to(instance), using)
    if raw:  # loaddata: this host's index is rebuilt once afterwards
        return
    keys = [(type(instance), instance.pk)]
    keys += registry.carried_objects(type(instance), [instance.pk], using)
    _record(keys + pointed, using)


def on_delete(sender, instance, using: str = "default", **kwargs) -> None:
    changelog.log_deleted(instance, using=using)
    pointed = _pointed_to_before_and_after(instance, [], using)
    # The key, not the instance: Django clears instance.pk once the delete is done.
    _record([(type(instance), instance.pk), *pointed], using)


def _pointed_to_before_and_after(instance, after: list[tuple], using: str) -> list[tuple]:
    """The objects whose documents read `instance` before its write or after it (a keyword
    moved to another rule titles the new one and no longer the old one), logged as saved:
    the other hosts cannot tell where the row pointed before, nor where a deleted row did."""
    pointed = list(dict.fromkeys([*getattr(instance, _POINTED_BEFORE, []), *after]))
    changelog.log_saved_keys(pointed, using=using)
    return pointed


def on_kinds_changed(sender, using: str = "default", **kwargs) -> None:
    """A bulk write, or a rules edition saved or deleted (which edition is current decides
    which rules are indexed): every document of the kinds concerned may have changed. This
    host's index follows through its own `sync_index`, or the importer's rebuild."""
    changelog.log_kinds(registry.kinds_changed_by(sender), using=using)


def register_signal_handlers() -> None:
    """The live index and the change log follow saves and deletes of indexed objects; the log
    also records every bulk write the services announce, and every change of rules edition.

    Card.keywords links are not followed: no document shows them (a card's panel does, and
    search.answer_versions follows them), and the admin saves the card with its links."""
    for model in registry.INDEXED_MODELS:
        uid = f"search-{model._meta.label_lower}"
        post_save.connect(on_save, sender=model, dispatch_uid=f"{uid}-save")
        post_delete.connect(on_delete, sender=model, dispatch_uid=f"{uid}-delete")
    for model in registry.models_read():  # all indexed themselves (Keyword): on_save follows
        uid = f"search-read-{model._meta.label_lower}"
        pre_save.connect(before_save, sender=model, dispatch_uid=f"{uid}-save")
        pre_delete.connect(before_delete, sender=model, dispatch_uid=f"{uid}-delete")
    for model in registry.models_affecting_index():
        uid = f"search-state-{model._meta.label_lower}"
        if model not in registry.INDEXED_MODELS:
            post_save.connect(on_kinds_changed, sender=model, dispatch_uid=f"{uid}-save")
            post_delete.connect(on_kinds_changed, sender=model, dispatch_uid=f"{uid}-delete")
        bulk_written.connect(on_kinds_changed, sender=model, dispatch_uid=f"{uid}-bulk")
    answer_versions.register_signal_handlers()
