"""Several hosts, one database, one index per host, each following the change log with
`manage.py sync_index`: edits made anywhere reach every index, none lost, doubled or applied
out of order, without rebuilding."""

import os
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from django.core.management import call_command
from django.db import connection

from rulings.models import Card, Ruling
from search import changelog, state
from search.management.commands.sync_index import FailedRounds
from tests.databases import live_database_url
from tests.search.index_contents import differences, stored_documents

BASE_DIR = Path(__file__).resolve().parents[2]


def host_environment(index_dir: Path) -> dict:
    """A host: its own processes and index folder, the test database."""
    return os.environ | {
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(index_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }


def manage(*args: str, index_dir: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "manage.py", *args],
        cwd=BASE_DIR,
        env=host_environment(index_dir),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def position(index_dir: Path) -> int:
    recorded = state.recorded_state((index_dir / "current").resolve())
    return recorded["log"] if recorded else -1


def wait_until(condition, *, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s for {what}"
        time.sleep(0.05)


def hosts_built(tmp_path: Path, count: int, settings) -> list[Path]:
    """The demo data, and `count` hosts whose indexes are copies of one build. This test
    process then writes through a host without an index: the hosts learn from the log only."""
    call_command("loaddata", "demo", verbosity=0)
    call_command("rebuild_index", verbosity=0)
    hosts = [tmp_path / f"host-{letter}" for letter in "abc"[:count]]
    for host in hosts:
        shutil.copytree(settings.SEARCH_INDEX_DIR, host, symlinks=True)
    settings.SEARCH_INDEX_DIR = tmp_path / "editors-host"
    return hosts


def test_hosts_following_the_log_match_the_database_after_two_editors_at_once(
    transactional_db, tmp_path, settings
):
    # Three hosts on PostgreSQL, two on SQLite (which has one writer at a time anyway).
    hosts = hosts_built(tmp_path, 3 if connection.vendor == "postgresql" else 2, settings)
    followers = [
        manage("sync_index", "--follow", "--interval", "0.2", index_dir=host) for host in hosts
    ]
    # The editors write through a fourth host without an index: the followers learn of their
    # changes from the log only.
    editors = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.search.editor_process", "gigadrowse", "200", label],
            cwd=BASE_DIR,
            env=host_environment(tmp_path / "editors-host"),
        )
        for label in ("first", "second")
    ]
    try:
        assert [editor.wait(timeout=300) for editor in editors] == [0, 0]
        last = changelog.last_id()
        for host in hosts:
            wait_until(lambda h=host: position(h) >= last, timeout=120, what=f"{host.name}")
    finally:
        for follower in followers:
            follower.send_signal(signal.SIGTERM)
        outputs = [follower.communicate(timeout=60) for follower in followers]
    assert [follower.returncode for follower in followers] == [0] * len(hosts), outputs
    assert all("Rebuilt" not in out for out, _ in outputs), outputs
    assert Ruling.objects.filter(source="test").count() == 2 * (200 - 20)
    assert Ruling.objects.filter(text_en="first 5 v3").exists()
    for host in hosts:
        assert differences(host) == {}, host.name


def test_a_follower_killed_halfway_catches_up_on_its_next_run(transactional_db, tmp_path, settings):
    (host,) = hosts_built(tmp_path, 1, settings)
    start = position(host)
    card = Card.objects.get(slug="gigadrowse")
    for number in range(300):
        Ruling.objects.create(card=card, published_at="2025-01-01", text_en=f"Ruling {number}.")
    last = changelog.last_id()

    follower = manage("sync_index", "--batch-size", "5", index_dir=host)
    wait_until(lambda: position(host) > start, timeout=60, what="the first batch")
    still_at_work = follower.poll() is None
    follower.send_signal(signal.SIGKILL)
    output = follower.communicate(timeout=10)
    assert still_at_work and start < position(host) < last, output

    rerun = manage("sync_index", index_dir=host)
    out, err = rerun.communicate(timeout=120)
    assert rerun.returncode == 0, err
    assert "Applied" in out and "Rebuilt" not in out
    assert position(host) == last
    assert differences(host) == {}


@contextmanager
def a_follower_started_afresh(tmp_path: Path, settings):
    """(host, follower, its output) once a follower of one host, which first asked every host
    to rebuild ("--rebuild", as argparse reads it shortened), has rebuilt and started afresh;
    sent SIGTERM and waited for at the end."""
    (host,) = hosts_built(tmp_path, 1, settings)
    log = tmp_path / "stdout.log"
    command = ["sync_index", "--follow", "--interval", "0.1", "--rebuild"]
    with log.open("w") as stdout:
        follower = subprocess.Popen(
            [sys.executable, "manage.py", *command],
            cwd=BASE_DIR,
            env=host_environment(host),
            stdout=stdout,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_until(lambda: "Starting afresh" in log.read_text(), timeout=60, what="a rebuild")
            yield host, follower, log
        finally:
            follower.send_signal(signal.SIGTERM)
            follower.wait(timeout=60)


def test_a_stop_asked_while_a_follower_starts_afresh_is_not_lost(
    transactional_db, tmp_path, settings
):
    """A SIGTERM arriving around the exec, before the fresh process installed its handlers,
    killed it, or was lost and left it following until the service manager's SIGKILL."""
    with a_follower_started_afresh(tmp_path, settings) as (_, follower, log):
        pass  # stopped at once
    assert follower.returncode == 0, log.read_text()


def test_a_follower_starts_afresh_after_a_rebuild_and_follows_on(
    transactional_db, tmp_path, settings
):
    """A rebuild left the follower holding its peak memory (176 MB against 92 MB fresh on the
    full data): it replaces itself by a fresh process, same pid, which follows on, without
    asking every host to rebuild again."""
    with a_follower_started_afresh(tmp_path, settings) as (host, follower, log):
        # The same pid runs the command again, without the rebuild it was asked for.
        command_line = Path(f"/proc/{follower.pid}/cmdline")  # empty during the exec
        wait_until(
            lambda: command_line.read_bytes().endswith(
                b"sync_index\x00--follow\x00--interval\x000.1\x00"
            ),
            timeout=30,
            what="the exec",
        )
        card = Card.objects.get(slug="gigadrowse")
        ruling = Ruling.objects.create(card=card, published_at="2025-01-01", text_en="After.")
        wait_until(lambda: position(host) >= changelog.last_id(), timeout=60, what="the edit")
        still_the_same_process = follower.poll() is None
    output = log.read_text()
    assert still_the_same_process and follower.returncode == 0, output
    assert output.count("Logged a rebuild for every host.") == 1, output
    assert output.count("Rebuilt: ") == 1, output
    assert "Applied 1 changes" in output, output
    assert f"ruling:{ruling.pk}" in stored_documents(host)
    assert differences(host) == {}


def test_a_follower_without_its_database_logs_one_traceback_not_one_a_round(tmp_path):
    """A database away for an hour wrote a traceback every two seconds to the service's log."""
    environment = os.environ | {
        "DATABASE_URL": f"sqlite:///{tmp_path}/no-such-folder/grimoire.sqlite3",
        "SEARCH_INDEX_DIR": str(tmp_path / "index"),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    log = tmp_path / "stderr.log"
    with log.open("w") as stderr:
        follower = subprocess.Popen(
            [sys.executable, "manage.py", "sync_index", "--follow", "--interval", "0.02"],
            cwd=BASE_DIR,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
        try:
            wait_until(lambda: "round failed" in log.read_text(), timeout=60, what="a round")
            time.sleep(2)  # about a hundred more rounds
        finally:
            follower.send_signal(signal.SIGTERM)
            follower.wait(timeout=60)
    err = log.read_text()
    assert follower.returncode == 0, err
    assert err.count("this round failed") == 1, err
    assert err.count("sqlite3.OperationalError: unable to open database file") == 1, err


def test_failed_rounds_are_said_once_a_minute_and_their_end_once(caplog):
    now = [0.0]
    failures = FailedRounds(clock=lambda: now[0])
    for second in range(0, 130, 2):
        now[0] = float(second)
        try:
            raise OSError("database away")
        except OSError as error:
            failures.failed(error)
    now[0] = 131.0
    failures.passed()
    failures.passed()
    messages = [record.getMessage() for record in caplog.records]
    assert messages == [
        "sync_index: this round failed; trying again every round",
        "sync_index: 31 rounds failed in a row over 60 s; the last: database away",
        "sync_index: 61 rounds failed in a row over 120 s; the last: database away",
        "sync_index: a round passed again after 65 failed over 131 s",
    ]
    assert caplog.records[0].exc_info is not None
