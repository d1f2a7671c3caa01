"""Keep the index in step with every save and delete, once the transaction has committed."""

import logging

from django.db import transaction
from django.db.models.signals import post_delete, post_save

from keywords.models import GlossaryEntry, Keyword, Rule
from rulings.models import Card, Ruling

from . import indexer
from .storage import IndexBusy

logger = logging.getLogger(__name__)

INDEXED_MODELS = (Keyword, Rule, GlossaryEntry, Card, Ruling)


def _after_commit(action, objects) -> None:
    def run() -> None:
        try:
            action(objects)
        except IndexBusy:
            # The save itself is kept; the index catches up at the next rebuild_index.
            logger.exception("search index busy: not updated for %s", objects)

    transaction.on_commit(run)


def on_save(sender, instance, raw: bool = False, **kwargs) -> None:
    if raw:  # loaddata: the index is rebuilt once afterwards
        return
    objects = [instance]
    if isinstance(instance, Card):
        objects += list(instance.rulings.select_related("card"))  # rulings carry its name
    _after_commit(indexer.index_objects, objects)


def on_delete(sender, instance, **kwargs) -> None:
    _after_commit(indexer.remove_objects, [instance])


def register_signal_handlers() -> None:
    for model in INDEXED_MODELS:
        post_save.connect(on_save, sender=model, dispatch_uid=f"search-save-{model.__name__}")
        post_delete.connect(on_delete, sender=model, dispatch_uid=f"search-delete-{model.__name__}")
