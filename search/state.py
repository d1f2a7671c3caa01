"""Which state of the database an index holds: for `sync_index` and `rebuild_index --if-changed`.

Several hosts share one database and each has its own index, kept up to date live by the saves
made on that host. `sync_index` (search/sync.py) brings in the changes made elsewhere by
following the change log (search/changelog.py); `rebuild_index --if-changed`, kept for the
hosts that still run it from a timer, rebuilds when the state of the database differs from the
state its index was built from.

The state of the database is:

- `log`: the id of the newest row of the change log: the index holds every change up to it;
- `changes`: a counter in search.IndexState, bumped (search.changelog) by every save and delete
  of the models that affect the index (search.registry) and by every bulk write their
  services announce, in the same transaction as the change: a change that commits bumps it, a
  rolled-back one does not;
- `tables`: per model affecting the index, the number of rows and the highest primary key,
  which catches bulk writes nobody announced (bulk_create, queryset.delete()).

The state is read before the rebuild reads any data, and written into the build folder (so a
copied index carries it): a change committed during the rebuild is either in the new index or
comes after its position in the log. `sync_index` records the log position and the counter
after each batch it applies, and no row counts (counting the tables at every round would cost
a follower more than the rest of its round): `rebuild_index --if-changed` on such an index
compares the counter only. When `rebuild_index --if-changed` itself follows the log, it adds
the row counts it read before (add_row_counts).
"""

import json
from pathlib import Path

from django.db import router
from django.db.models import Count, Max

from .models import IndexChange, IndexState, bump
from .registry import models_affecting_index

STATE_FILE = "grimoire-state.json"


def note_change(*, using: str | None = None) -> None:
    """Bump the change counter in the current transaction (of the `using` database)."""
    using = using or router.db_for_write(IndexState)
    bump(IndexState.objects.using(using), "changes", pk=1)


def database_state() -> dict:
    """The log's newest row, the counter and, per model affecting the index, [row count,
    highest primary key]."""
    log = IndexChange.objects.aggregate(last=Max("id"))["last"] or 0
    tables = {}
    for model in models_affecting_index():
        summary = model._default_manager.aggregate(rows=Count("pk"), last=Max("pk"))
        tables[model._meta.label_lower] = [summary["rows"], summary["last"] or 0]
    return {"log": log, "changes": changes_count(), "tables": tables}


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


def add_row_counts(build: Path, counted: dict) -> None:
    """Record the row counts of `counted` (a database_state) with the build's position, when
    the index holds exactly the log it was read at: a write sending no signal made after they
    were read then shows at the next comparison. Rows logged since it may have moved the
    counts: none are recorded then, and only the counter is compared, as after a follower's
    round."""
    recorded = recorded_state(build)
    if recorded is not None and recorded.get("log") == counted["log"]:
        record_state(build, {**recorded, "tables": counted["tables"]})


def record_state(build: Path, state: dict) -> None:
    temporary = build / f".{STATE_FILE}.tmp"
    temporary.write_text(json.dumps(state, sort_keys=True), encoding="utf-8")
    temporary.replace(build / STATE_FILE)
