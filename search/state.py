"""Has the database changed since the index was built? For `rebuild_index --if-changed`.

Several hosts share one database and each has its own index, kept up to date live by the saves
made on that host only. To learn about edits made elsewhere, each host compares, from time to
time (cron, a systemd timer), the state of the database with the state its index was built
from, and rebuilds when they differ.

The state of the database is:

- `changes`: a counter in search.IndexState, bumped by every save and delete of indexed data
  (and of rules editions, which decide which rules are indexed) in the same transaction as
  the change: a change that commits bumps it, a rolled-back one does not;
- `tables`: per indexed model, the number of rows and the highest primary key, which catches
  writes that send no signal (bulk_create, queryset.delete()).

Writes that neither send a signal nor change a count (queryset.update(), bulk_update()) must
call `note_change()` themselves.

The state is read before the rebuild reads any data, and written into the build folder: a
change committed during the rebuild is either in the new index or shows as a change next time.
"""

import json
from pathlib import Path

from django.db import IntegrityError, router, transaction
from django.db.models import Count, F, Max
from django.db.models.signals import post_delete, post_save

from keywords.models import GlossaryEntry, Keyword, Rule, RulesEdition
from rulings.models import Card, Ruling

from .models import IndexState

TRACKED_MODELS = (Keyword, Rule, GlossaryEntry, Card, Ruling, RulesEdition)
STATE_FILE = "grimoire-state.json"


def note_change(*, using: str | None = None) -> None:
    """Bump the change counter in the current transaction (of the `using` database)."""
    using = using or router.db_for_write(IndexState)
    rows = IndexState.objects.using(using)
    if rows.filter(pk=1).update(changes=F("changes") + 1):
        return
    # The row is missing (a flushed test database): create it, or bump the one another
    # process created in between.
    try:
        with transaction.atomic(using=using):
            rows.create(pk=1, changes=1)
    except IntegrityError:
        rows.filter(pk=1).update(changes=F("changes") + 1)


def _on_change(sender, using: str, **kwargs) -> None:
    note_change(using=using)


def register_signal_handlers() -> None:
    """Every save and delete bumps the counter; loaddata's raw saves too."""
    for model in TRACKED_MODELS:
        uid = f"search-state-{model.__name__}"
        post_save.connect(_on_change, sender=model, dispatch_uid=f"{uid}-save")
        post_delete.connect(_on_change, sender=model, dispatch_uid=f"{uid}-delete")


def database_state() -> dict:
    """The counter and, per tracked model, [row count, highest primary key]."""
    tables = {}
    for model in TRACKED_MODELS:
        summary = model._default_manager.aggregate(rows=Count("pk"), last=Max("pk"))
        tables[model._meta.label_lower] = [summary["rows"], summary["last"] or 0]
    return {"changes": changes_count(), "tables": tables}


def changes_count() -> int:
    """The change counter alone: a version of the indexed data, for caches of pages."""
    return IndexState.objects.filter(pk=1).values_list("changes", flat=True).first() or 0


def recorded_state(build: Path | None) -> dict | None:
    """The state an index was built from; None for an index built without it."""
    if build is None:
        return None
    try:
        return json.loads((build / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def record_state(build: Path, state: dict) -> None:
    temporary = build / f".{STATE_FILE}.tmp"
    temporary.write_text(json.dumps(state, sort_keys=True), encoding="utf-8")
    temporary.replace(build / STATE_FILE)
