"""Saves only queue: a vendor's failure or slowness can never block or lose an editor's save.
(Before a save, the English a French was made from is kept in the same transaction: see
before_save.)

Each handler decides from the saved object and acts once the transaction has committed
(robustly: an error there is logged, never raised into the save).
"""

from functools import partial

from django.apps import apps
from django.db import transaction
from django.db.models.signals import post_delete, post_save, pre_save

from provenance.models import FrenchStatus

from . import selectors, services


def before_save(sender, instance, raw: bool = False, **kwargs) -> None:
    """In the save's own transaction: an English change keeps the English the French was
    made from, for the review screen's diff."""
    if not raw:
        services.keep_english_source(instance)


def on_save(sender, instance, raw: bool = False, **kwargs) -> None:
    if raw:  # loaddata: fixtures say what their French is
        return
    transaction.on_commit(partial(after_save, instance), robust=True)


def after_save(obj) -> None:
    """Queue missing or stale French; learn from French an editor has just stood by."""
    if selectors.translation_needed(obj):
        services.queue_add(obj)
        return
    services.queue_remove(obj)
    if obj.fr_status == FrenchStatus.REVIEWED:
        services.review_learn(obj)


def on_delete(sender, instance, **kwargs) -> None:
    # Django clears instance.pk once the delete is done: keep it for after the commit.
    transaction.on_commit(partial(services.workflow_forget, sender, instance.pk), robust=True)


def on_name_change(sender, **kwargs) -> None:
    selectors.name_matcher.cache_clear()


def register_signal_handlers() -> None:
    for model in selectors.translated_models():
        uid = f"machine-translation-{model._meta.label_lower}"
        pre_save.connect(before_save, sender=model, dispatch_uid=f"{uid}-before-save")
        post_save.connect(on_save, sender=model, dispatch_uid=f"{uid}-save")
        post_delete.connect(on_delete, sender=model, dispatch_uid=f"{uid}-delete")
    # Card and keyword names are protected in translations and key the memory; the
    # terminology gives the French of keywords the rules import left without one.
    for label in ("rulings.Card", "keywords.Keyword", "terminology.Term"):
        model = apps.get_model(label)
        post_save.connect(on_name_change, sender=model, dispatch_uid=f"mt-names-save-{label}")
        post_delete.connect(on_name_change, sender=model, dispatch_uid=f"mt-names-delete-{label}")
