"""python manage.py sync_index [--follow [--interval S]] [--batch-size N] [--rebuild-everywhere]"""

import logging
import os
import signal
import sys
import threading
import time
from datetime import timedelta

from django.conf import settings
from django.core.management.base import CommandParser
from django.db import DatabaseError, close_old_connections, connections

from common.commands import GrimoireCommand, LazyProgress
from search import changelog, storage
from search.sync import SyncReport, sync_index

logger = logging.getLogger(__name__)

PRUNE_EVERY_SECONDS = 3600
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class FailedRounds:
    """Rounds of `--follow` that fail in a row (the database restarting, the index held by a
    rebuild): the first is logged with its traceback, the next ones in one line once a
    minute, and the first round that passes again says so. A database away for an hour
    wrote 1,800 tracebacks to the service's log."""

    def __init__(self, *, say_every: float = 60.0, clock=time.monotonic) -> None:
        self.say_every = say_every
        self.clock = clock
        self.count = 0
        self.since = self.said_at = 0.0

    def failed(self, error: Exception) -> None:
        now = self.clock()
        self.count += 1
        if self.count == 1:
            self.since = self.said_at = now
            logger.exception("sync_index: this round failed; trying again every round")
        elif now - self.said_at >= self.say_every:
            self.said_at = now
            logger.warning(
                "sync_index: %d rounds failed in a row over %.0f s; the last: %s",
                self.count,
                now - self.since,
                error,
            )

    def passed(self) -> None:
        if self.count:
            logger.warning(
                "sync_index: a round passed again after %d failed over %.0f s",
                self.count,
                self.clock() - self.since,
            )
            self.count = 0


class Command(GrimoireCommand):
    help = (
        "Apply to this host's search index the changes made since it was last brought up to "
        "date (on any host), from the change log; rebuild it when the log cannot say."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--follow",
            action="store_true",
            help="keep doing so every --interval seconds, as a service (stops on SIGTERM)",
        )
        parser.add_argument(
            "--interval", type=float, default=2.0, help="seconds between two looks (2)"
        )
        parser.add_argument(
            "--batch-size",
            type=int,
            default=1000,
            help="changes applied per index commit, after which the position is recorded (1000)",
        )
        parser.add_argument(
            "--rebuild-everywhere",
            action="store_true",
            help=(
                "first log a change asking every host to rebuild (after an upgrade that "
                "indexes documents differently, or data written behind Django's back)"
            ),
        )

    def handle(
        self, *args, follow: bool, interval: float, batch_size: int, rebuild_everywhere: bool, **_
    ) -> None:
        if rebuild_everywhere:
            changelog.log_rebuild()
            self.say("Logged a rebuild for every host.")
        if follow:
            self.follow(interval=interval, batch_size=batch_size)
        else:
            self.prune()
            self.sync_once(batch_size=batch_size, say_when_idle=True)

    def follow(self, *, interval: float, batch_size: int) -> None:
        stop = threading.Event()
        for signum in STOP_SIGNALS:
            signal.signal(signum, lambda *_: stop.set())  # the round under way ends first
        # A follower started afresh (start_afresh) begins with these blocked, so that one sent
        # during the exec waits, pending, for the handlers above rather than being lost.
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        next_prune = 0.0
        failures = FailedRounds()
        while not stop.is_set():
            close_old_connections()  # a restarted database costs a reconnection, not the service
            try:
                if time.monotonic() >= next_prune:
                    self.prune()
                    next_prune = time.monotonic() + PRUNE_EVERY_SECONDS
                report = self.sync_once(batch_size=batch_size, say_when_idle=False)
            except (DatabaseError, storage.IndexBusy) as error:
                # The database or the index is away for a while: try again next round.
                failures.failed(error)
            else:
                failures.passed()
                # Only as a command of its own: called from another program, an exec would
                # start that program again.
                if report is not None and report.rebuilt and self._called_from_command_line:
                    self.start_afresh(stop)
            stop.wait(interval)

    def sync_once(self, *, batch_size: int, say_when_idle: bool) -> SyncReport | None:
        """One round; None where a rebuild or another sync holds this host's index."""
        with storage.exclusive(wait=False) as got_it:
            if not got_it:
                if say_when_idle:
                    self.say("A rebuild or another sync is running on this host; nothing to do.")
                return None
            started = time.monotonic()
            with LazyProgress(self, "Rebuilding") as progress:
                report = sync_index(batch_size=batch_size, progress=progress)
        if report.applied or report.rebuilt or say_when_idle:
            self.say(report.summary(time.monotonic() - started))
            self.stdout.flush()
        return report

    def start_afresh(self, stop: threading.Event) -> None:
        """Replace this process by a fresh one, which follows on from the position the
        rebuild recorded. Python keeps for itself the memory a rebuild freed: a follower held
        169-176 MB after one on the full data, 92 MB when fresh. The service manager sees the
        same process (exec keeps its pid). A rebuild asked of every host is not asked again.
        A stop asked before the exec ends this process; one asked during it, the new one.

        The mask blocks the stop signals in this thread only. Another thread (tqdm's monitor,
        the numerical libraries' own) may still take one, and Python then runs the handler
        here, at the next line: a stop taken so is no longer pending, and the fresh process
        would never see it (a CI run waited 60 s for a follower stopped right after « Starting
        afresh »). So the stop is looked at again just before the exec."""
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)  # kept pending through the exec
        if stop.is_set():
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
            return
        self.say("Starting afresh to give back the memory the rebuild took.")
        self.stdout.flush()
        sys.stderr.flush()
        connections.close_all()
        arguments = [a for a in sys.orig_argv[1:] if not _asks_a_rebuild_everywhere(a)]
        if stop.is_set():  # taken by another thread meanwhile: this process ends, as asked
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
            return
        os.execv(sys.executable, [sys.executable, *arguments])

    def prune(self) -> None:
        days = settings.SEARCH_CHANGE_LOG_DAYS
        pruned = changelog.prune(older_than=timedelta(days=days))
        if pruned:
            self.say(f"Pruned {pruned} changes logged more than {days:g} days ago.")


def _asks_a_rebuild_everywhere(argument: str) -> bool:
    """--rebuild-everywhere, or as argparse reads it shortened ("--rebuild")."""
    return argument.startswith("--r") and "--rebuild-everywhere".startswith(argument)
