"""Keep the index in step with every save and delete, once the transaction has committed.

Changes are gathered per transaction and written in one Whoosh commit when it commits: a
command that saves thousands of objects in one transaction costs one index write, not one
per object. In autocommit mode each save is written at once.
"""

import logging

from django.db import transaction
from django.db.models.signals import post_delete, post_save

from keywords.models import GlossaryEntry, Keyword, Rule
from rulings.models import Card, Ruling

from . import indexer
from .storage import IndexBusy

logger = logging.getLogger(__name__)

INDEXED_MODELS = (Keyword, Rule, GlossaryEntry, Card, Ruling)


class PendingChanges:
    """What one transaction changed, keyed by (model, pk) so repeated saves count once."""

    def __init__(self) -> None:
        self.saved: dict = {}
        self.removed: dict = {}

    def add(self, objects: list, *, removed: bool) -> None:
        for obj in objects:
            key = (type(obj), obj.pk)
            (self.removed if removed else self.saved)[key] = obj
            (self.saved if removed else self.removed).pop(key, None)

    def flush(self) -> None:
        try:
            indexer.remove_objects(list(self.removed.values()))
            indexer.index_objects(list(self.saved.values()))
        except IndexBusy:
            # The saves themselves are kept; the index catches up at the next rebuild_index.
            logger.exception("search index busy: %d changes not indexed", len(self.saved))
        except Exception:
            # The transaction has committed: whatever the index says, the save must not turn
            # into an error page. Logged; the next rebuild_index catches up.
            logger.exception("search index update failed: %d changes", len(self.saved))


def _pending_changes() -> PendingChanges:
    """The changes of the current transaction, registered once to run when it commits.

    A batch whose transaction (or savepoint) was rolled back is no longer in the commit
    callbacks, and a new one starts.
    """
    connection = transaction.get_connection()
    if connection.in_atomic_block:
        for _, callback, _ in connection.run_on_commit:
            if isinstance(getattr(callback, "__self__", None), PendingChanges):
                return callback.__self__
    batch = PendingChanges()
    transaction.on_commit(batch.flush)
    return batch


def _record(objects: list, *, removed: bool) -> None:
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        batch = PendingChanges()
        batch.add(objects, removed=removed)
        batch.flush()
        return
    _pending_changes().add(objects, removed=removed)


def on_save(sender, instance, raw: bool = False, **kwargs) -> None:
    if raw:  # loaddata: the index is rebuilt once afterwards
        return
    objects = [instance]
    if isinstance(instance, Card):
        objects += list(instance.rulings.all())  # rulings carry the card's name
    _record(objects, removed=False)


def on_delete(sender, instance, **kwargs) -> None:
    _record([instance], removed=True)


def register_signal_handlers() -> None:
    for model in INDEXED_MODELS:
        post_save.connect(on_save, sender=model, dispatch_uid=f"search-save-{model.__name__}")
        post_delete.connect(on_delete, sender=model, dispatch_uid=f"search-delete-{model.__name__}")
