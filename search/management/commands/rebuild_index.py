"""python manage.py rebuild_index [--if-changed [--wait]] [-v 0]"""

import argparse
import time
import warnings

from django.core.management.base import CommandParser

from common.commands import GrimoireCommand, LazyProgress
from search import indexer, state, storage
from search.sync import sync_index


class Command(GrimoireCommand):
    help = "Build a new search index from the database and swap it in for the live one."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--if-changed",
            action="store_true",
            help=(
                "bring the index up to the database only if it changed since (edits made on "
                "another host, an import): from the change log where it says what changed, "
                "else by a rebuild; for the importers, `make serve` and a timer on every host"
            ),
        )
        parser.add_argument(
            "--wait",
            action="store_true",
            help=(
                "with --if-changed, wait for a rebuild under way instead of leaving at once "
                "(what the importers do)"
            ),
        )
        # Deprecated: -v 0 quietens every command. Kept for the timers written before.
        parser.add_argument("--quiet-progress", action="store_true", help=argparse.SUPPRESS)

    def execute(self, *args, **options):
        if options.get("quiet_progress"):
            warnings.warn(
                "rebuild_index --quiet-progress is deprecated: use -v 0",
                DeprecationWarning,
                stacklevel=2,
            )
            options["verbosity"] = 0
        return super().execute(*args, **options)

    def handle(self, *args, if_changed: bool, wait: bool, **options) -> None:
        with storage.exclusive(wait=wait or not if_changed) as got_it:
            if not got_it:
                self.say("Another rebuild is running; nothing to do.")
                return
            # Read before any data: what commits later is in the new index or counts as a
            # change next time.
            before = state.database_state()
            if if_changed:
                reason = _why_rebuild(before)
                if reason is None:
                    # The log's row, as sync_index says it: not the counter, another number.
                    self.say(f"Index up to date (change {before['log']}).")
                    return
                if _followed_by_the_log(before):
                    self.follow_the_log(before)
                    return
                self.say(f"Rebuilding: {reason}.")
            with self.progress(desc="Indexing", unit=" docs") as bar:
                report = indexer.rebuild(progress=bar.update, recorded=before)
        message = f"Indexed {report.documents} documents in {report.seconds:.1f} s"
        self.say(f"{message} ({report.path.name}).", self.style.SUCCESS)

    def follow_the_log(self, before: dict) -> None:
        """Apply the changes logged since the index's position, as sync_index does: a host
        restarted after an edit made elsewhere rewrote its whole index (six minutes on the
        full data, before gunicorn listened) for what one ruling's change brings in place. The
        log may still ask for a rebuild (a bulk import, a pruned log).

        The row counts read before are kept with the new position, so that the next restart
        still sees writes that send no signal made after they were read (those made before,
        beside logged edits, are in them: only a rebuild would show them)."""
        started = time.monotonic()
        with LazyProgress(self, "Rebuilding") as progress:
            report = sync_index(progress=progress)
        if report.rebuilt is None:
            state.add_row_counts(storage.current_path(), before)
        self.say(report.summary(time.monotonic() - started), self.style.SUCCESS)


def _followed_by_the_log(now: dict) -> bool:
    """Whether the live index records its place in the change log and rows were logged
    since: they say what to index again. A counter noted with no row logged, or row counts
    that moved with neither (data written around the models' signals), say nothing of what
    changed: a rebuild."""
    built_from = state.recorded_state(storage.current_path()) or {}
    return "log" in built_from and now["log"] > built_from["log"]


def _why_rebuild(now: dict) -> str | None:
    live = storage.current_path()
    if live is None:
        return "no index yet"
    if not storage.schema_is_current(live):
        return "the live index was built with other fields or analyzers than this version's"
    built_from = state.recorded_state(live)
    if built_from is None:
        return "the live index does not say which database state it was built from"
    if built_from.get("changes") != now["changes"]:
        return f"change counter {built_from.get('changes')} -> {now['changes']}"
    # An index kept up to date by sync_index records no row counts (counting the tables at
    # each round would cost a follower more than the rest of the round).
    if "tables" in built_from and built_from["tables"] != now["tables"]:
        return "row counts or last ids differ"
    return None
