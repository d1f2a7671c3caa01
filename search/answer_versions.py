"""Versions of the answer panels: a cached panel is rendered again exactly when something it
shows has changed, on whichever host the change was made.

A panel shows one card (with its rulings), one keyword (its rules, an example card, rulings of
its cards) or one rule (with its subrules). Editors mostly edit rulings and cards: such an edit
bumps the version of that card's panel and of its keywords' panels, and every other panel stays
cached. Any other change (a keyword, a rule, a glossary entry, an edition, a card's keyword
links, a bulk write or an import) bumps the version all panels share. Both are bumped in the
transaction of the change: a rolled-back edit bumps nothing.

With one version for the whole site, an editor saving a ruling every second made each worker
render every panel again after each save (about 20 ms a keyword panel), which took most of
the site's capacity.
"""

import functools

from django.db import connections, router
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete, pre_save

from common.signals import bulk_written
from keywords.models import GlossaryEntry, Keyword, Rule, RulesEdition
from rulings.models import Card, Ruling

from .models import AnswerVersion, IndexState, bump

# Changes to these are shown by panels of any kind: they bump the version all panels share.
SHARED_BY_EVERY_PANEL = (Keyword, Rule, GlossaryEntry, RulesEdition)


def answer_version(kind: str, object_id: int) -> str:
    """The version of one panel: the version all panels share and its own, in one query.
    Read before anything the panel shows: an edit committed later is never cached as older."""
    shared, own = _read_versions(kind, object_id)
    return f"{shared}.{own}"


def shared_version() -> int:
    """The version every panel shares, bumped by any change to a keyword, a rule, a glossary
    entry or an edition, and by any import: pages listing the keywords (their names, kinds and
    rules) key their cached lists on it too."""
    return _read_versions("", 0)[0]  # no panel has the kind "": its own version is 0


def _read_versions(kind: str, object_id: int) -> tuple[int, int]:
    """(shared, own), 0 where a row does not exist yet. Written in SQL: the ORM took some
    0.5 ms of CPU to compile this two-value read, which every search page with an answer and
    every rule page makes; the database answers it in 10 µs."""
    database = connections[router.db_for_read(AnswerVersion)]
    with database.cursor() as cursor:
        cursor.execute(_versions_sql(database.ops.quote_name), [kind, object_id])
        shared, own = cursor.fetchone()
    return shared or 0, own or 0


@functools.cache
def _versions_sql(quote) -> str:
    """SELECT shared, own: each NULL while its row does not exist."""

    def column(model, name: str) -> str:
        return quote(model._meta.get_field(name).column)

    state, own = quote(IndexState._meta.db_table), quote(AnswerVersion._meta.db_table)
    return (
        f"SELECT (SELECT {column(IndexState, 'answers')} FROM {state}"
        f" WHERE {column(IndexState, 'id')} = 1),"
        f" (SELECT {column(AnswerVersion, 'version')} FROM {own}"
        f" WHERE {column(AnswerVersion, 'kind')} = %s"
        f" AND {column(AnswerVersion, 'object_id')} = %s)"
    )


def _bump_shared(using: str) -> None:
    bump(IndexState.objects.using(using), "answers", pk=1)


def _bump(kind: str, object_ids, using: str) -> None:
    rows = AnswerVersion.objects.using(using)
    for object_id in dict.fromkeys(object_ids):
        bump(rows, "version", kind=kind, object_id=object_id)


def _bump_cards(card_ids: set[int], using: str) -> None:
    """The panels of these cards and of their keywords (which list their cards' rulings and
    may show one of them as the example)."""
    card_ids.discard(None)
    if not card_ids:
        return
    _bump("card", card_ids, using)
    keyword_ids = Card.keywords.through.objects.using(using).filter(card_id__in=card_ids)
    _bump("keyword", keyword_ids.values_list("keyword_id", flat=True), using)


def _remember_previous_card(sender, instance: Ruling, raw: bool = False, **kwargs) -> None:
    """A ruling moved to another card leaves the panel of the card it was on too."""
    if instance.pk and not raw:
        previous = Ruling.objects.filter(pk=instance.pk).values_list("card_id", flat=True)
        instance._answer_previous_card = previous.first()


def _ruling_changed(sender, instance: Ruling, using: str = "default", **kwargs) -> None:
    if kwargs.get("raw"):  # loaddata: whole fixtures, as an import
        _bump_shared(using)
        return
    previous = getattr(instance, "_answer_previous_card", None)
    _bump_cards({instance.card_id, previous}, using)


def _card_changed(sender, instance: Card, using: str = "default", **kwargs) -> None:
    if kwargs.get("raw"):
        _bump_shared(using)
        return
    _bump_cards({instance.pk}, using)


def _shared_changed(sender, using: str = "default", **kwargs) -> None:
    _bump_shared(using)


def _links_changed(sender, action: str, using: str = "default", **kwargs) -> None:
    if action.startswith("post_"):
        _bump_shared(using)


def register_signal_handlers() -> None:
    uid = "search-answers"
    pre_save.connect(_remember_previous_card, sender=Ruling, dispatch_uid=f"{uid}-ruling-pre")
    post_save.connect(_ruling_changed, sender=Ruling, dispatch_uid=f"{uid}-ruling-save")
    post_delete.connect(_ruling_changed, sender=Ruling, dispatch_uid=f"{uid}-ruling-delete")
    post_save.connect(_card_changed, sender=Card, dispatch_uid=f"{uid}-card-save")
    # Before the delete, while the card's keyword links still exist.
    pre_delete.connect(_card_changed, sender=Card, dispatch_uid=f"{uid}-card-delete")
    m2m_changed.connect(_links_changed, sender=Card.keywords.through, dispatch_uid=f"{uid}-m2m")
    for model in SHARED_BY_EVERY_PANEL:
        label = model._meta.label_lower
        post_save.connect(_shared_changed, sender=model, dispatch_uid=f"{uid}-{label}-save")
        post_delete.connect(_shared_changed, sender=model, dispatch_uid=f"{uid}-{label}-delete")
    # Any bulk write, of any model: imports rewrite what panels show in ways no signal details.
    bulk_written.connect(_shared_changed, dispatch_uid=f"{uid}-bulk")
