"""Load benchmark: gunicorn with the production settings, driven by wrk, on this machine only.

Starts gunicorn (2 workers by default, config.settings.prod with a throw-away SECRET_KEY) on
127.0.0.1 and a free port, on the current database and search index (DATABASE_URL,
SEARCH_INDEX_DIR, GRIMOIRE_VAR_DIR as the site reads them; `make run` or `make index` builds
them), then drives the search page and the search API in turn with wrk for a bounded time, and
reports requests/s, latency percentiles, errors, and the memory (RSS) of each gunicorn worker
read from /proc. The timed requests accept gzip, as browsers and HTTP libraries do: the figures
include the workers' compressing each answer.

    .venv/bin/python bench/load.py                     # 20 s per target, 2 threads, 16 conn.
    .venv/bin/python bench/load.py --duration 5 --json # shorter, machine-readable
    .venv/bin/python bench/load.py --edits 1           # an editor saves a ruling every second
    .venv/bin/python bench/load.py --targets hostile --duration 80   # the hostile queries
    .venv/bin/python bench/load.py --targets questions      # each question once, first time
    .venv/bin/python bench/load.py --targets suggest        # names suggested as they are typed

With the `hostile` target, the generated hostile queries of bench/search.py (10,000 by
default: Whoosh syntax, random 64-letter words, misspelt names, phrases, rule-number strings,
soups of real words) go to the search API one at a time, each once, for the first time; the
run stops when all were asked or at the run's duration (about 80 s on the full data). The
slowest is the "max" column; beside it, each request's time inside its gunicorn worker, read
from gunicorn's access log, without what the client and the machine's other processes add.
The `questions` target does the same with the judged queries and
the real players' questions of the test suite (tests/search): the latency of a question as a
worker first meets it, the usual case on a site where most questions are asked once. The
`suggest` target asks /api/suggest for each query's first 2, 3, ... 12 letters, as the search
box does while it is typed, each prefix once. They run before the other targets warm the
server up.

With `--edits N`, an editor saves one ruling N times a second while wrk runs (a ruling the
script adds to the first card with rulings, and deletes at the end), and after each save asks
the API for the ruling's new word and its previous one: the report counts the answers that
missed the new text, found it twice, or still found the old one.

Needs wrk (Debian: `apt-get install wrk`). Static files are collected into a temporary folder;
nothing in var/ changes: the editors' worklist of unread French words, which the French
questions count in as visitors' would (set SEARCH_UNREAD_WORDS_SECONDS=2 to have the workers
write it while they answer), is put back as it was. The figures are those of whatever data is
present: the demo data
after `make run`; the full-data figures need the full import (import_rules, import_cards)
first.
"""

import argparse
import contextlib
import http.client
import json
import math
import os
import random
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

BASE_DIR = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
# What a TLS proxy in front of gunicorn would add; production settings redirect plain http.
PROXY_HEADERS = {"X-Forwarded-Proto": "https"}
# The requests timed ask as browsers and bots' HTTP libraries do: compressed answers, which the
# workers compress (config.settings.base.MIDDLEWARE).
TIMED_HEADERS = PROXY_HEADERS | {"Accept-Encoding": "gzip"}

# Used when the judged queries of the test suite cannot be imported.
FALLBACK_QUERIES = [
    ("fr", "c'est quoi la duplication"),
    ("fr", "Gigatorpeur"),
    ("fr", "tentation chaos"),
    ("fr", "règle 502.52a"),
    ("en", "replicate"),
    ("en", "copy of a spell cast"),
    ("en", "Tempt with Mayhem"),
    ("en", "702.56a"),
]


HOSTILE = "hostile API"
HOSTILE_SEED = 20261201  # the language of each hostile query
QUESTIONS = "questions API"
SUGGESTIONS = "suggest API"
TARGET_NAMES = {
    "search page": "page",
    "search API": "api",
    HOSTILE: "hostile",
    QUESTIONS: "questions",
    SUGGESTIONS: "suggest",
}
# What the search box asks as a query is typed: its first 2 to this many letters.
LETTERS_TYPED = 12
ACCESS_LOG = "access.log"
ACCESS_LOG_FORMAT = "%(D)s %(U)s?%(q)s"

# Each asked once, for the first time, one at a time: a request's time is its own, not the
# time it waited behind others.
FIRST_TIME_TARGETS = (QUESTIONS, HOSTILE, SUGGESTIONS)


@dataclass
class WrkResult:
    """A run's figures as wrk reports them (ask_each_once gives the same)."""

    requests: int = 0
    seconds: float = 0.0
    requests_per_second: float = 0.0
    # "50%", "75%", "90%", "99%" (wrk), "95%" and "max" (the script's done())
    latency_ms: dict[str, float] = field(default_factory=dict)
    non_2xx_3xx: int = 0
    socket_errors: int = 0
    slowest: list[tuple[float, str]] = field(default_factory=list)  # first-time targets only
    # First-time targets: each request's time inside its gunicorn worker, from reading the
    # request to the last byte of the answer: without the client's and the network's share,
    # nor the pauses of other processes before the worker picked the request up.
    server_ms: dict[str, float] = field(default_factory=dict)
    server_slowest: list[tuple[float, str]] = field(default_factory=list)
    # gunicorn times a request with the wall clock: when the machine's clock is stepped during
    # a request, its time is wrong, longer than the client waited. Such times are left out.
    clock_steps: int = 0
    client_ms: dict[str, float] = field(default_factory=dict)  # first-time targets, by path

    @property
    def p99_ms(self) -> float:
        return self.latency_ms.get("99%", float("nan"))


_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def _milliseconds(value: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", value.strip()).groups()
    return float(number) * _UNITS_MS[unit]


def parse_wrk(output: str) -> WrkResult:
    """The figures of `wrk --latency` output."""
    result = WrkResult()
    if match := re.search(r"^\s*(\d+) requests in ([\d.]+)(us|ms|s|m)", output, re.M):
        result.requests = int(match.group(1))
        result.seconds = _milliseconds(match.group(2) + match.group(3)) / 1000
    if match := re.search(r"^Requests/sec:\s*([\d.]+)", output, re.M):
        result.requests_per_second = float(match.group(1))
    distribution = output.partition("Latency Distribution")[2]  # and the script's, after it
    for share, value in re.findall(
        r"^\s*(\d+%|max)\s+([\d.]+(?:us|ms|s|m))\s*$", distribution, re.M
    ):
        result.latency_ms[share] = _milliseconds(value)
    if match := re.search(r"Non-2xx or 3xx responses:\s*(\d+)", output):
        result.non_2xx_3xx = int(match.group(1))
    if match := re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output
    ):
        result.socket_errors = sum(int(n) for n in match.groups())
    return result


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS (now) and VmHWM (peak) of a process, from /proc/<pid>/status, and its Pss from
    /proc/<pid>/smaps_rollup where the kernel has it, in KiB. The workers are forks of the
    master and share the memory none of them has written to since: each one's RSS counts it
    whole, its Pss its share, so the Pss of all the processes adds up to what they hold."""
    figures = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            figures[name] = int(value.split()[0])
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            name, _, value = line.partition(":")
            if name == "Pss":
                figures[name] = int(value.split()[0])
    return figures


def workers_cpu_seconds(master: int) -> float:
    """User and system CPU time the master's workers have used, from /proc: the live ones'
    (utime, stime), and the master's count for the workers it has reaped (cutime, cstime),
    so that a worker recycled during a run (--max-requests) still counts."""
    ticks = os.sysconf("SC_CLK_TCK")
    while True:
        reaped = sum(_stat_fields(master)[13:15])
        live = 0
        for pid in children_of(master):
            with contextlib.suppress(OSError):  # a worker that ended since it was listed
                live += sum(_stat_fields(pid)[11:13])
        if sum(_stat_fields(master)[13:15]) == reaped:  # none reaped while the list was read
            return (reaped + live) / ticks


def _stat_fields(pid: int) -> list[int]:
    """The numbers of /proc/<pid>/stat after its name: [1] is the parent, [11:13] utime and
    stime, [13:15] cutime and cstime (fields 14 to 17)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return [int(field) if field.lstrip("-").isdigit() else 0 for field in fields]


def children_of(pid: int) -> list[int]:
    children = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):  # a process that ended since /proc was listed
            if _stat_fields(int(entry.name))[1] == pid:
                children.append(int(entry.name))
    return sorted(children)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def site_environment() -> dict[str, str]:
    """The database and index the site uses now, read through the dev settings."""
    sys.path.insert(0, str(BASE_DIR))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    import django

    django.setup()
    from django.conf import settings

    from tests.databases import live_database_url

    return {"DATABASE_URL": live_database_url(), "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR)}


def data_summary() -> dict[str, int]:
    from keywords.models import Keyword, Rule
    from rulings.models import Card, Ruling
    from search.storage import current_path

    if current_path() is None:
        raise SystemExit("No search index: build it first (make index, or rebuild_index).")
    return {
        "keywords": Keyword.objects.count(),
        "rules": Rule.objects.count(),
        "cards": Card.objects.count(),
        "rulings": Ruling.objects.count(),
    }


def unread_words_now() -> list[dict]:
    """The editors' worklist of unread French words as it stands (terminology.UnreadWord):
    the French questions of a run count their words in it, as visitors' would, and the run
    puts it back as it found it."""
    from terminology.models import UnreadWord

    return list(UnreadWord.objects.values())


def unread_words_put_back(rows: list[dict]) -> dict[str, int]:
    """Put the worklist back as `rows`; what the run counted in it (words, searches)."""
    from django.db import transaction
    from django.db.models import Sum

    from terminology.models import UnreadWord

    with transaction.atomic():
        searches = UnreadWord.objects.aggregate(total=Sum("searches"))["total"] or 0
        counted = {
            "words": UnreadWord.objects.count() - len(rows),
            "searches": searches - sum(row["searches"] for row in rows),
        }
        UnreadWord.objects.all().delete()
        UnreadWord.objects.bulk_create(UnreadWord(**row) for row in rows)
    return counted


def search_queries() -> list[tuple[str, str]]:
    """The judged queries and the real players' questions (bench.search.queries)."""
    from bench.search import queries

    try:
        return queries()
    except ImportError:
        return FALLBACK_QUERIES


def targets(queries: list[tuple[str, str]]) -> dict[str, list[str]]:
    pages = [f"/{lang}/search/?{urlencode({'q': text})}" for lang, text in queries]
    api = [f"/api/search?{urlencode({'q': text, 'lang': lang})}" for lang, text in queries]
    return {"search page": pages, "search API": api}


def suggest_paths(queries: list[tuple[str, str]]) -> list[str]:
    """What the search box asks (static/js/suggest.js) as each query is typed, letter after
    letter from the second, trimmed as the script trims it: each prefix once."""
    paths = [
        f"/api/suggest?{urlencode({'q': text[:length].strip(), 'lang': lang})}"
        for lang, text in queries
        for length in range(2, min(len(text), LETTERS_TYPED) + 1)
    ]
    return list(dict.fromkeys(paths))


def hostile_paths(count: int) -> list[str]:
    """Search API calls of the generated hostile queries (bench/search.py), in both languages."""
    from bench.search import card_names, hostile_queries, text_phrases, text_vocabulary

    queries = hostile_queries(
        count, vocabulary=text_vocabulary(), phrases=text_phrases(), names=card_names()
    )
    # Drawn at random (seeded): the generator's kinds come in turn, and alternating would
    # ask every query of a kind in the same language.
    languages = random.Random(HOSTILE_SEED)
    return [
        f"/api/search?{urlencode({'q': text, 'lang': languages.choice(('en', 'fr'))})}"
        for text in queries
    ]


def lua_script(paths: list[str], folder: Path) -> Path:
    """A wrk script sending each path in turn, with the timed requests' headers."""
    quoted = ",\n".join(json.dumps(path) for path in paths)  # JSON strings are Lua strings here
    headers = ", ".join(f'["{name}"] = "{value}"' for name, value in TIMED_HEADERS.items())
    script = folder / f"paths-{len(list(folder.iterdir()))}.lua"
    script.write_text(
        f"local paths = {{\n{quoted}\n}}\n"
        "local i = 0\n"
        f"local headers = {{{headers}}}\n"
        "request = function()\n"
        "  i = i % #paths + 1\n"
        '  return wrk.format("GET", paths[i], headers)\n'
        "end\n"
        # wrk --latency prints no p95: the script prints it, and the slowest, at the end.
        "done = function(summary, latency, requests)\n"
        '  io.write("Latency Percentiles (script)\\n")\n'
        "  for _, p in ipairs({50, 90, 95, 99}) do\n"
        '    io.write(string.format("  %d%%  %.3fms\\n", p, latency:percentile(p) / 1000))\n'
        "  end\n"
        '  io.write(string.format("  max  %.3fms\\n", latency.max / 1000))\n'
        "end\n",
        encoding="utf-8",
    )
    return script


def get(url: str) -> int:
    request = urllib.request.Request(url, headers=PROXY_HEADERS)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def wait_until_serving(base_url: str, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"gunicorn exited with {process.returncode}")
        try:
            if get(base_url + "/en/") == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit(f"gunicorn did not answer on {base_url} within {timeout:.0f} s")


@dataclass
class EditReport:
    saves: int = 0
    checks: int = 0
    missing: int = 0  # the new text not found
    duplicate: int = 0  # found more than once
    stale: int = 0  # the text an edit removed still found
    slowest_save_ms: float = 0.0


class Editor(threading.Thread):
    """Saves one ruling `rate` times a second through the ORM, as the admin does, and checks
    after each save what the server answers for the new text and the one it replaced."""

    def __init__(self, base_url: str, rate: float) -> None:
        super().__init__(daemon=True)
        self.base_url = base_url
        self.interval = 1.0 / rate
        self.stopping = threading.Event()
        self.report = EditReport()
        self.ruling = self._bench_ruling()

    @staticmethod
    def _bench_ruling():
        from rulings.models import Card, Ruling

        card = Card.objects.filter(rulings__isnull=False).order_by("pk").first()
        return Ruling.objects.create(card=card, published_at="2026-01-01", text_en="Bench.")

    def run(self) -> None:
        from django.db import connection

        previous = None
        next_save = time.monotonic() + self.interval
        try:
            # Saves keep to their schedule whatever the checks cost, as an editor would.
            while not self.stopping.wait(max(0.0, next_save - time.monotonic())):
                next_save += self.interval
                word = f"benchedit{_letters(self.report.saves)}"
                started = time.perf_counter()
                self.ruling.text_en = f"Load bench ruling {word}."
                self.ruling.save()
                elapsed = (time.perf_counter() - started) * 1000
                self.report.saves += 1
                self.report.slowest_save_ms = max(self.report.slowest_save_ms, elapsed)
                self._check(word, previous)
                previous = word
        finally:
            connection.close()

    def _check(self, word: str, previous: str | None) -> None:
        found = self._ruling_hits(word)
        self.report.checks += 1
        self.report.missing += found == 0
        self.report.duplicate += found > 1
        if previous:
            self.report.stale += self._ruling_hits(previous) > 0

    def _ruling_hits(self, word: str) -> int:
        query = urlencode({"q": word, "lang": "en", "type": "ruling"})
        request = urllib.request.Request(
            f"{self.base_url}/api/search?{query}", headers=PROXY_HEADERS
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return len(json.load(response)["results"])

    def finish(self) -> EditReport:
        self.stopping.set()
        self.join(timeout=30)
        self.ruling.delete()
        return self.report


def _letters(number: int) -> str:
    """A number as letters only (a, b, ... z, ba, ...): each edit gets a word of its own."""
    letters = ""
    while True:
        number, digit = divmod(number, 26)
        letters = "abcdefghijklmnopqrstuvwxyz"[digit] + letters
        if not number:
            return letters


def measure(
    name: str,
    paths: list[str],
    base_url: str,
    server: subprocess.Popen,
    scratch: Path,
    args: argparse.Namespace,
) -> dict:
    """One target's run, with an editor saving beside it when asked: wrk, or for the
    first-time targets a client asking each path once (see ask_each_once)."""
    one_at_a_time = name in FIRST_TIME_TARGETS
    if not args.json:
        print(f"{name}: {len(paths)} URLs in turn, {args.duration} s at most ...")
    editor = Editor(base_url, args.edits) if args.edits else None
    if editor:
        editor.start()
    cpu_before = workers_cpu_seconds(server.pid)
    if one_at_a_time:
        result = ask_each_once(base_url, paths, args.duration)
        with_server_times(result, paths, scratch / ACCESS_LOG)
    else:
        result = run_wrk(base_url, paths, scratch, args)
    cpu_used = workers_cpu_seconds(server.pid) - cpu_before
    figures = asdict(result) | {
        "p99_ms": result.p99_ms,
        "worker_cpu_ms_per_request": 1000 * cpu_used / max(1, result.requests),
    }
    del figures["client_ms"]  # one figure a path: the report keeps the slowest only
    if editor:
        figures["edits"] = asdict(editor.finish())
    return figures


def run_wrk(base_url: str, paths: list[str], scratch: Path, args: argparse.Namespace) -> WrkResult:
    command = [
        shutil.which("wrk"),
        f"--threads={args.threads}",
        f"--connections={args.connections}",
        f"--duration={args.duration}s",
        "--timeout=10s",
        "--latency",
        f"--script={lua_script(paths, scratch)}",
        base_url,
    ]
    return parse_wrk(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def ask_each_once(base_url: str, paths: list[str], seconds: float) -> WrkResult:
    """Each path asked once, in turn, one at a time, until all were asked or `seconds` passed;
    the figures as wrk gives them, and the slowest paths. (gunicorn's sync workers close the
    connection after each answer: each time includes a connect, as with wrk.)"""
    address = urlsplit(base_url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    result, times = WrkResult(), []
    started = time.perf_counter()
    try:
        for path in paths:
            if time.perf_counter() - started > seconds:
                break
            asked = time.perf_counter()
            try:
                connection.request("GET", path, headers=TIMED_HEADERS)
                response = connection.getresponse()
                response.read()
            except (OSError, http.client.HTTPException):
                result.socket_errors += 1
                connection.close()
                continue
            times.append(((time.perf_counter() - asked) * 1000, path))
            result.client_ms[path] = times[-1][0]
            result.non_2xx_3xx += not 200 <= response.status < 400
    finally:
        connection.close()
    result.seconds = time.perf_counter() - started
    result.requests = len(times)
    result.requests_per_second = result.requests / result.seconds
    latencies = sorted(ms for ms, _ in times)
    for share in (50, 75, 90, 95, 99):
        result.latency_ms[f"{share}%"] = _percentile(latencies, share)
    result.latency_ms["max"] = latencies[-1] if latencies else float("nan")
    result.slowest = [(round(ms, 1), path) for ms, path in sorted(times, reverse=True)[:5]]
    return result


def with_server_times(result: WrkResult, paths: list[str], access_log: Path) -> None:
    """The server's own time for each of `paths` (asked once each), from gunicorn's access log
    (ACCESS_LOG_FORMAT): its percentiles and slowest paths go into `result`. A time longer than
    the client waited for the same request (`result.client_ms`, when known) is a step of the
    wall clock gunicorn times with, not the request's: it is left out and counted."""
    asked = set(paths)
    times = []
    for line in access_log.read_text(encoding="utf-8", errors="replace").splitlines():
        microseconds, _, path = line.partition(" ")
        path = path.removesuffix("?")
        if path not in asked or not microseconds.isdigit():
            continue
        server_ms = int(microseconds) / 1000
        if server_ms > result.client_ms.get(path, math.inf):
            result.clock_steps += 1
            continue
        times.append((server_ms, path))
    latencies = sorted(ms for ms, _ in times)
    for share in (50, 95, 99):
        result.server_ms[f"{share}%"] = _percentile(latencies, share)
    result.server_ms["max"] = latencies[-1] if latencies else float("nan")
    result.server_slowest = [(round(ms, 1), path) for ms, path in sorted(times, reverse=True)[:5]]


def _percentile(ordered: list[float], share: float) -> float:
    """The nearest-rank percentile."""
    if not ordered:
        return float("nan")
    return ordered[max(0, math.ceil(share / 100 * len(ordered)) - 1)]


def machine_noise(rounds: int = 1000) -> dict[str, float]:
    """How long the same small piece of Python work takes, again and again, on this machine
    with nothing else of the benchmark running: the pauses a virtual machine's neighbours and
    scheduler add to any request, which the slowest of 10,000 queries includes."""
    durations = []
    for _ in range(rounds):
        started = time.perf_counter()
        total = 0
        for number in range(60_000):  # about 2 ms
            total += number
        durations.append((time.perf_counter() - started) * 1000)
    durations.sort()
    return {
        "p50": _percentile(durations, 50),
        "p99": _percentile(durations, 99),
        "max": durations[-1],
    }


def run(args: argparse.Namespace) -> dict:
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed: `apt-get install wrk` (Debian package wrk).")
    environment = site_environment()
    data = data_summary()
    worklist = unread_words_now()
    noise = machine_noise()
    scratch = Path(tempfile.mkdtemp(prefix="grimoire-load-"))
    port = free_port()
    base_url = f"http://{HOST}:{port}"
    server_env = (
        os.environ
        | environment
        | {
            "DJANGO_SETTINGS_MODULE": "config.settings.prod",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "ALLOWED_HOSTS": HOST,
            "GRIMOIRE_STATIC_ROOT": str(scratch / "static"),
            "GUNICORN_BIND": f"{HOST}:{port}",
            "GUNICORN_WORKERS": str(args.workers),
            # Each request's own time, as gunicorn measured it (microseconds), and its URL:
            # the first-time targets report it beside the time this client waited.
            "GUNICORN_ACCESS_LOG": str(scratch / ACCESS_LOG),
            "GUNICORN_CMD_ARGS": f"--access-logformat='{ACCESS_LOG_FORMAT}'",
            "GUNICORN_MAX_REQUESTS": str(args.max_requests),
        }
    )
    manage = [sys.executable, str(BASE_DIR / "manage.py")]
    subprocess.run(
        [*manage, "collectstatic", "--noinput", "--verbosity", "0"],
        cwd=BASE_DIR,
        env=server_env,
        check=True,
    )
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--config", str(BASE_DIR / "gunicorn.conf.py")],
        cwd=BASE_DIR,
        env=server_env,
        stdout=subprocess.DEVNULL,
        stderr=(scratch / "gunicorn.log").open("w"),
    )
    report = {
        "data": data,
        "database": environment["DATABASE_URL"].split("://")[0],
        "workers": args.workers,
        "machine_noise_ms": noise,
        "wrk": {"threads": args.threads, "connections": args.connections, "seconds": args.duration},
        "targets": {},
    }
    try:
        wait_until_serving(base_url, server)
        wanted = args.targets.split(",") if args.targets else ["page", "api"]
        target_paths_by_name = targets(search_queries())
        first_time = {}  # before anything warms the server up
        if "questions" in wanted:  # a question in both sets is asked once
            first_time[QUESTIONS] = list(dict.fromkeys(target_paths_by_name["search API"]))
        if "hostile" in wanted:
            first_time[HOSTILE] = hostile_paths(args.hostile_count)
        if "suggest" in wanted:
            first_time[SUGGESTIONS] = suggest_paths(search_queries())
        for name, target_paths in first_time.items():
            report["targets"][name] = measure(name, target_paths, base_url, server, scratch, args)
        warmed = {
            name: target_paths
            for name, target_paths in target_paths_by_name.items()
            if TARGET_NAMES[name] in wanted
        }
        for path in {path for target_paths in warmed.values() for path in target_paths}:
            status = get(base_url + path)  # warm up, and fail early on a broken page
            if status != 200:
                raise SystemExit(f"{path} answered {status}: see {scratch / 'gunicorn.log'}")
        for name, target_paths in warmed.items():
            report["targets"][name] = measure(name, target_paths, base_url, server, scratch, args)
        report["memory_kib"] = {
            "master": memory_kib(server.pid),
            "workers": [memory_kib(pid) | {"pid": pid} for pid in children_of(server.pid)],
        }
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        shutil.rmtree(scratch, ignore_errors=True)
        # The workers write their last counts as they stop.
        report["unread_words_counted"] = unread_words_put_back(worklist)
    return report


def print_report(report: dict) -> None:
    data = ", ".join(f"{count} {name}" for name, count in report["data"].items())
    wrk = report["wrk"]
    print(f"\nData: {data} ({report['database']}).")
    print(
        f"gunicorn: {report['workers']} sync workers, production settings; wrk: "
        f"{wrk['threads']} threads, {wrk['connections']} connections, {wrk['seconds']} s each"
        + (
            f" ({', '.join(first_time)}: 1 thread, 1 connection, each asked once)."
            if (first_time := [name for name in FIRST_TIME_TARGETS if name in report["targets"]])
            else "."
        )
    )
    print(
        f"\n{'target':<12} {'req/s':>9} {'p50 ms':>8} {'p90 ms':>8} {'p95 ms':>8} {'p99 ms':>8}"
        f" {'max ms':>8} {'errors':>7} {'CPU ms/req':>10}"
    )
    for name, figures in report["targets"].items():
        latency = figures["latency_ms"]
        errors = figures["non_2xx_3xx"] + figures["socket_errors"]
        print(
            f"{name:<12} {figures['requests_per_second']:>9.1f} {latency.get('50%', 0):>8.1f} "
            f"{latency.get('90%', 0):>8.1f} {latency.get('95%', 0):>8.1f} "
            f"{figures['p99_ms']:>8.1f} {latency.get('max', 0):>8.1f} {errors:>7}"
            f" {figures['worker_cpu_ms_per_request']:>10.1f}"
        )
    noise = report["machine_noise_ms"]
    print(
        f"\nMachine noise (the same ~2 ms of Python work, 1,000 times, before the server "
        f"started): p50 {noise['p50']:.1f} ms, p99 {noise['p99']:.1f} ms, slowest "
        f"{noise['max']:.1f} ms. A latency maximum above includes such pauses."
    )
    for name, figures in report["targets"].items():
        if figures["slowest"]:
            print(f"\nSlowest of {name}, as this client waited:")
            _print_slowest(figures["slowest"])
        if server := figures["server_ms"]:
            print(
                f"{name} inside the workers (gunicorn's own time per request): p50 "
                f"{server['50%']:.1f} ms, p95 {server['95%']:.1f} ms, p99 {server['99%']:.1f} ms,"
                f" max {server['max']:.1f} ms"
                + (
                    f" ({steps} left out: longer than the client waited, the clock stepped)"
                    if (steps := figures["clock_steps"])
                    else ""
                )
                + ". Slowest:"
            )
            _print_slowest(figures["server_slowest"])
    for name, figures in report["targets"].items():
        if edits := figures.get("edits"):
            print(
                f"edits during {name}: {edits['saves']} saves (slowest "
                f"{edits['slowest_save_ms']:.0f} ms), {edits['checks']} checks: "
                f"{edits['missing']} missing, {edits['duplicate']} duplicate, "
                f"{edits['stale']} stale"
            )
    counted = report["unread_words_counted"]
    print(
        f"unread French words counted: {counted['words']} new words, {counted['searches']} "
        f"searches (every SEARCH_UNREAD_WORDS_SECONDS; the worklist is put back as it was)"
    )
    print("\nMemory (RSS now / peak; Pss, the process's share of what the processes share):")
    processes = [("master", report["memory_kib"]["master"])]
    processes += [(f"worker {w['pid']}", w) for w in report["memory_kib"]["workers"]]
    for label, figures in processes:
        pss = f"{figures['Pss'] / 1024:6.1f} MiB" if "Pss" in figures else "-"
        print(
            f"  {label:<14} {figures['VmRSS'] / 1024:6.1f} MiB / {figures['VmHWM'] / 1024:6.1f}"
            f" MiB; Pss {pss}"
        )
    if all("Pss" in figures for _, figures in processes):
        total = sum(figures["Pss"] for _, figures in processes) / 1024
        print(f"  all together   Pss {total:6.1f} MiB")


def _print_slowest(slowest: list[tuple[float, str]]) -> None:
    for milliseconds, path in slowest:
        asked = parse_qs(urlsplit(path).query)
        print(f"  {milliseconds:6.1f} ms  [{asked['lang'][0]}] {asked['q'][0][:90]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=20, help="seconds per target (20)")
    parser.add_argument("--threads", type=int, default=2, help="wrk threads (2)")
    parser.add_argument("--connections", type=int, default=16, help="wrk connections (16)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    parser.add_argument(
        "--max-requests",
        type=int,
        default=0,
        help="requests after which gunicorn replaces a worker (0: never, for steady memory "
        "figures; gunicorn.conf.py's own default is 5000)",
    )
    parser.add_argument(
        "--edits", type=float, default=0, help="ruling saves per second during each run (0)"
    )
    parser.add_argument(
        "--targets",
        default="",
        help="comma-separated: page,api,questions,hostile,suggest (page,api)",
    )
    parser.add_argument(
        "--hostile-count", type=int, default=10_000, help="generated hostile queries (10,000)"
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()
    report = run(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


if __name__ == "__main__":
    main()
