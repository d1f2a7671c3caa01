"""Bringing this host's index up to the database by following the change log.

The index's build folder records the last row of the log it holds (search/state.py). A sync
reads the rows after it, a batch at a time, and hands the objects they name to
indexer.index_objects(), which reads each one back from the database: indexed as it is now,
removed when it is gone. So the order of the rows within a batch, and applying a row twice (a
follower killed before it recorded its position, or this host's own saves, already indexed
live), change nothing. The position is recorded after the batch is committed to the index.

A full rebuild instead, only when the log cannot say what changed: no index, an index with
other fields than this version's, one that does not record its position, a log pruned past
that position (or belonging to another database), a "rebuild" row; and for bulk writes of more
documents than are worth rewriting in place.
"""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import changelog, indexer, registry, state, storage
from .models import IndexChange

Action = IndexChange.Action

# Documents a sync rewrites in place for bulk writes (every rule and glossary entry of an
# edition: about 4,000); past this, a full rebuild on several processes is cheaper.
KIND_REINDEX_LIMIT = 5_000


@dataclass(frozen=True)
class SyncReport:
    applied: int  # rows of the log applied
    position: int  # the last row of the log the index now holds
    rebuilt: str | None = None  # why the index was rebuilt instead, when it was
    documents: int = 0  # documents the rebuild indexed

    def summary(self, seconds: float) -> str:
        """What was done, in one line of a command's output or a service's log."""
        if self.rebuilt:
            return (
                f"Rebuilt: {self.rebuilt}. Indexed {self.documents} documents "
                f"in {seconds:.1f} s (change {self.position})."
            )
        if self.applied:
            return (
                f"Applied {self.applied} changes in {seconds:.2f} s (up to change {self.position})."
            )
        return f"Index up to date (change {self.position})."


def sync_index(
    *, batch_size: int = 1000, progress: Callable[[int], object] | None = None
) -> SyncReport:
    """Apply every change logged since the index's position; rebuild when that cannot be
    done. The caller holds storage.exclusive()."""
    live = storage.current_path()
    recorded = state.recorded_state(live) or {}
    reason = _why_rebuild(live, recorded)
    if reason is not None:
        return _rebuild(reason, progress)
    position, applied = recorded["log"], 0
    while changelog.last_id() > position:
        changes = state.changes_count()  # before the rows: never newer than what is applied
        rows = changelog.after(position, limit=batch_size)
        # After reading the rows: a prune committed before it shows here.
        if not changelog.reaches_back_to(position):
            return _rebuild(f"the change log no longer reaches back to change {position}", progress)
        if not rows:
            break
        reason = _apply(rows)
        if reason is not None:
            return _rebuild(reason, progress)
        position = rows[-1].id
        state.record_state(live, {"log": position, "changes": changes})
        applied += len(rows)
    return SyncReport(applied=applied, position=position)


def _why_rebuild(live: Path | None, recorded: dict) -> str | None:
    if live is None:
        return "no index yet"
    if not _schema_is_current(live):
        return "the index was built with other fields or analyzers than this version's"
    if "log" not in recorded:
        return "the index does not say which change it holds"
    if not changelog.reaches_back_to(recorded["log"]):
        return f"the change log no longer reaches back to change {recorded['log']}"
    return None


# Builds whose fields and analyzers were found current: a build's never change, and
# `--follow` would otherwise open the index at every round to read them again.
_checked_builds: set[Path] = set()


def _schema_is_current(build: Path) -> bool:
    if build not in _checked_builds and storage.schema_is_current(build):
        _checked_builds.add(build)
    return build in _checked_builds


def _apply(rows: list[IndexChange]) -> str | None:
    """Apply a batch of rows to the live index, or say why a rebuild must do instead."""
    objects: dict[type, set[int]] = {}
    changed_kinds = set()
    for row in rows:
        if row.action == Action.REBUILD:
            return f"change {row.id} asks every host to rebuild"
        try:
            kind = registry.kind_named(row.kind)
        except KeyError:
            return f"change {row.id} is about {row.kind!r}, which this version does not index"
        if row.action == Action.ALL:
            changed_kinds.add(kind)
        else:
            objects.setdefault(kind.model, set()).add(row.object_id)
    carried = registry.with_carrying_kinds(changed_kinds)
    kinds = [kind for kind in registry.KINDS if kind in carried]  # in the registry's order
    documents = sum(kind.indexed().count() for kind in kinds)
    if documents > KIND_REINDEX_LIMIT:
        return f"{documents} documents changed in bulk ({', '.join(k.type for k in kinds)})"
    keys = [(model, pk) for model, pks in objects.items() for pk in pks]
    for model, pks in objects.items():
        keys += registry.carried_objects(model, pks)  # the rulings that name an edited card
    indexer.index_objects([model(pk=pk) for model, pk in keys], kinds=kinds)
    return None


def _rebuild(reason: str, progress) -> SyncReport:
    before = state.database_state()  # read before any data, as rebuild_index does
    report = indexer.rebuild(progress=progress, recorded=before)
    return SyncReport(applied=0, position=before["log"], rebuilt=reason, documents=report.documents)
