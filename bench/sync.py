"""Several hosts on one database, each following the change log (`sync_index --follow`).

On a copy of a full-data var/ folder (database and index; the original is never written):

1. host A's index is brought to a recorded position by `sync_index` (a full rebuild when the
   copied index does not record one: the cost `rebuild_index --if-changed` paid per edit);
2. hosts B and C are added by copying A's index folder, then follow with `--follow`;
3. single edits are made through host A (its live index updated at once), a random 1-3 s
   apart: the delay until B and C have applied each one (their recorded position), checked
   afterwards with the site's search on each host;
4. a burst of edits is made through a host without an index: the time until B and C have
   applied them all, and the CPU the followers spent (from /proc), idle polling deducted.

    cp -a /tmp/full-var /tmp/my-var    # optional: the script copies its --source itself
    .venv/bin/python bench/sync.py --source /tmp/full-var
    .venv/bin/python bench/sync.py --source /tmp/full-var --database-url postgres://u@h:5432/db

With a PostgreSQL URL (an empty database, which it migrates), the copied SQLite data is first
copied into it table by table (bulk inserts, no signals), then everything runs on PostgreSQL.
"""

import argparse
import json
import os
import random
import secrets
import shutil
import signal
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, required=True, help="a full-data var/ folder")
    parser.add_argument("--database-url", default="", help="PostgreSQL instead of the SQLite copy")
    parser.add_argument("--edits", type=int, default=20, help="single edits through host A")
    parser.add_argument("--burst", type=int, default=1000, help="edits of the burst")
    parser.add_argument("--interval", type=float, default=2.0, help="sync_index --interval")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    options = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="grimoire-bench-sync-"))
    var = work / "var"
    print(f"Copying {options.source} to {var}", flush=True)
    shutil.copytree(options.source, var, symlinks=True)
    environment = _environment(var, options.database_url)
    os.environ.update(environment)
    _django(source=var / "grimoire.sqlite3" if options.database_url else None)
    figures: dict = {"database": "postgresql" if options.database_url else "sqlite"}
    try:
        _prepare_database(var, options.database_url)
        hosts = {name: var / f"index-{name}" for name in "abc"}
        (var / "index").rename(hosts["a"])
        figures["host_a_first_sync"] = _first_sync(hosts["a"], environment)
        figures["add_host_by_copy"] = _add_hosts(hosts, environment)
        followers = {
            name: _follow(hosts[name], environment, options.interval) for name in ("b", "c")
        }
        try:
            figures["idle_cpu_ms_per_minute"] = _idle(followers)
            figures["single_edits"] = _single_edits(hosts, followers, options.edits)
            figures["burst"] = _burst(hosts, followers, options.burst, work / "no-index")
            figures["follower_peak_rss_mib"] = {
                name: _peak_rss_mib(follower.pid) for name, follower in followers.items()
            }
        finally:
            for follower in followers.values():
                follower.send_signal(signal.SIGTERM)
                follower.wait(timeout=120)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    _report(figures, options)


def _environment(var: Path, database_url: str) -> dict:
    return {
        "GRIMOIRE_VAR_DIR": str(var),
        "DATABASE_URL": database_url or f"sqlite:///{var / 'grimoire.sqlite3'}",
        "DJANGO_SETTINGS_MODULE": "config.settings.prod",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        "SEARCH_INDEX_DIR": str(var / "index-a"),
    }


def _django(*, source: Path | None) -> None:
    """Django on the environment's database; `source`, the SQLite copy, as a second one."""
    sys.path.insert(0, str(BASE_DIR))
    import dj_database_url
    import django
    from django.conf import settings

    if source is not None:
        settings.DATABASES["source"] = dj_database_url.parse(f"sqlite:///{source}")
    django.setup()


def _prepare_database(var: Path, database_url: str) -> None:
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if database_url:
        _copy_source_into_default()


def _copy_source_into_default() -> None:
    """The content tables of the SQLite copy, as they are (primary keys kept), in one
    transaction; PostgreSQL checks the foreign keys at the commit."""
    from django.apps import apps
    from django.core.management import call_command
    from django.db import connections, transaction

    call_command("migrate", database="source", verbosity=0)
    labels = ("keywords", "rulings", "terminology", "machine_translation")
    started = time.perf_counter()
    rows = 0
    with transaction.atomic():
        for model in apps.get_models(include_auto_created=True):
            if model._meta.app_label not in labels or model._meta.proxy:
                continue
            batch = []
            for obj in model._base_manager.using("source").order_by("pk").iterator(5000):
                batch.append(obj)
                if len(batch) == 5000:
                    model._base_manager.bulk_create(batch)
                    rows, batch = rows + len(batch), []
            model._base_manager.bulk_create(batch)
            rows += len(batch)
        with connections["default"].cursor() as cursor:
            for label in labels:
                out = _captured(call_command, "sqlsequencereset", label)
                if out.strip():
                    cursor.execute(out)
    print(f"Copied {rows} rows into PostgreSQL in {time.perf_counter() - started:.1f} s")


def _captured(function, *args) -> str:
    import io

    out = io.StringIO()
    function(*args, stdout=out)
    return out.getvalue()


def _manage(*args: str, environment: dict, index_dir: Path, **popen) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "manage.py", *args],
        cwd=BASE_DIR,
        env=os.environ | environment | {"SEARCH_INDEX_DIR": str(index_dir)},
        **popen,
    )


def _first_sync(host: Path, environment: dict) -> dict:
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    process = _manage(
        "sync_index", environment=environment, index_dir=host, stdout=subprocess.PIPE, text=True
    )
    out, _ = process.communicate()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    figures = {
        "said": out.strip(),
        "seconds": round(time.perf_counter() - started, 1),
        "cpu_seconds": round(
            after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 1
        ),
        "peak_rss_mib_of_largest_process": round(after.ru_maxrss / 1024),
    }
    print(f"Host A, first sync_index: {figures}", flush=True)
    return figures


def _add_hosts(hosts: dict, environment: dict) -> dict:
    """B and C: a copy of A's index folder (as `cp -a` would, A being idle), then one sync."""
    started = time.perf_counter()
    for name in ("b", "c"):
        shutil.copytree(hosts["a"], hosts[name], symlinks=True)
    copied = (time.perf_counter() - started) / 2
    started = time.perf_counter()
    process = _manage(
        "sync_index",
        environment=environment,
        index_dir=hosts["b"],
        stdout=subprocess.PIPE,
        text=True,
    )
    out, _ = process.communicate()
    figures = {
        "copy_seconds": round(copied, 2),
        "index_mib": round(_size(hosts["a"]) / 2**20),
        "first_sync_seconds_with_startup": round(time.perf_counter() - started, 1),
        "first_sync_said": out.strip(),
    }
    print(f"Hosts B and C added by copying A's folder: {figures}", flush=True)
    return figures


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _follow(host: Path, environment: dict, interval: float) -> subprocess.Popen:
    args = ("sync_index", "--follow", "--interval", str(interval), "--verbosity", "0")
    return _manage(*args, environment=environment, index_dir=host)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(value) for value in fields[11:15]) / TICKS  # utime stime cutime cstime


def _peak_rss_mib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024)
    return 0


def _position(host: Path) -> int:
    from search import state

    recorded = state.recorded_state((host / "current").resolve()) or {}
    return recorded.get("log", -1)


_idle_rate: dict[str, float] = {}


def _idle(followers: dict, seconds: float = 20.0) -> dict:
    time.sleep(3)  # the followers' start-up
    before = {name: _cpu_seconds(f.pid) for name, f in followers.items()}
    time.sleep(seconds)
    for name, follower in followers.items():
        _idle_rate[name] = (_cpu_seconds(follower.pid) - before[name]) / seconds
    figures = {name: round(rate * 60_000) for name, rate in _idle_rate.items()}
    print(f"Followers idle, CPU ms per minute: {figures}", flush=True)
    return figures


def _word(number: int) -> str:
    letters = "".join(random.choice(string.ascii_lowercase) for _ in range(6))
    return f"zqvx{letters}{number}"


def _single_edits(hosts: dict, followers: dict, count: int) -> dict:
    from rulings.models import Ruling
    from search import changelog

    rulings = list(Ruling.objects.order_by("?")[:count])
    delays: dict[str, list[float]] = {name: [] for name in followers}
    cpu_before = {name: _cpu_seconds(f.pid) for name, f in followers.items()}
    started, words = time.perf_counter(), []
    for number, ruling in enumerate(rulings):
        time.sleep(random.uniform(1.0, 3.0))
        word = _word(number)
        ruling.text_en = f"{ruling.text_en} {word}"
        saved_at = time.perf_counter()
        ruling.save()  # committed, logged, and in host A's index when save() returns
        edit = changelog.last_id()
        waiting = set(followers)
        while waiting:
            for name in list(waiting):
                if _position(hosts[name]) >= edit:
                    delays[name].append(time.perf_counter() - saved_at)
                    waiting.discard(name)
            time.sleep(0.01)
        words.append((word, ruling.pk))
    elapsed = time.perf_counter() - started
    found = {name: _found_on(hosts[name], words) for name in ("a", *followers)}
    figures = {"edits": count, "found": found}
    for name, follower in followers.items():
        cpu = _cpu_seconds(follower.pid) - cpu_before[name] - _idle_rate[name] * elapsed
        values = sorted(delays[name])
        figures[f"host_{name}"] = {
            "delay_s_median": round(values[len(values) // 2], 2),
            "delay_s_max": round(values[-1], 2),
            "cpu_ms_per_edit": round(cpu * 1000 / count, 1),
        }
    print(f"Single edits through host A: {figures}", flush=True)
    return figures


def _found_on(host: Path, words: list[tuple[str, int]]) -> str:
    """How many edited rulings the site's search finds by their new word on `host`."""
    from django.conf import settings

    from search.searching import search

    previous, settings.SEARCH_INDEX_DIR = settings.SEARCH_INDEX_DIR, host
    try:
        found = sum(
            any(hit.slug.endswith(f"#ruling-{pk}") for hit in search(word, lang="en").hits)
            for word, pk in words
        )
    finally:
        settings.SEARCH_INDEX_DIR = previous
    return f"{found}/{len(words)}"


def _burst(hosts: dict, followers: dict, count: int, no_index: Path) -> dict:
    """`count` rulings edited one save at a time through a host without an index."""
    from django.conf import settings

    from rulings.models import Ruling
    from search import changelog

    rulings = list(Ruling.objects.order_by("?")[:count])
    settings.SEARCH_INDEX_DIR = no_index
    cpu_before = {name: _cpu_seconds(f.pid) for name, f in followers.items()}
    started = time.perf_counter()
    for number, ruling in enumerate(rulings):
        ruling.text_en = f"{ruling.text_en} burst{number}"
        ruling.save()
    written = time.perf_counter()
    last = changelog.last_id()
    applied: dict[str, float] = {}
    while len(applied) < len(followers):
        for name in followers:
            if name not in applied and _position(hosts[name]) >= last:
                applied[name] = time.perf_counter()
        time.sleep(0.02)
    figures = {"edits": count, "writing_seconds": round(written - started, 1)}
    for name, follower in followers.items():
        elapsed = applied[name] - started
        cpu = _cpu_seconds(follower.pid) - cpu_before[name] - _idle_rate[name] * elapsed
        figures[f"host_{name}"] = {
            "applied_all_s_after_first_edit": round(elapsed, 1),
            "applied_all_s_after_last_edit": round(applied[name] - written, 1),
            "cpu_seconds": round(cpu, 1),
            "cpu_ms_per_edit": round(cpu * 1000 / count, 1),
            "last_texts_indexed": _texts_match(hosts[name], rulings),
        }
    print(f"Burst of {count} edits: {figures}", flush=True)
    return figures


def _texts_match(host: Path, rulings: list) -> str:
    from whoosh import index

    with index.open_dir(str(host / "current")).searcher() as searcher:
        same = sum(
            (searcher.document(doc_id=f"ruling:{r.pk}") or {}).get("body_en") == r.text_en
            for r in rulings
        )
    return f"{same}/{len(rulings)}"


def _report(figures: dict, options) -> None:
    print("\n== sync_index figures ==")
    print(json.dumps(figures, indent=2) if options.json else _lines(figures))


def _lines(figures: dict, indent: str = "") -> str:
    out = []
    for key, value in figures.items():
        if isinstance(value, dict):
            out.append(f"{indent}{key}:")
            out.append(_lines(value, indent + "  "))
        else:
            out.append(f"{indent}{key}: {value}")
    return "\n".join(out)


if __name__ == "__main__":
    main()
