"""What `make serve` runs, for real: collectstatic with the production storage, then gunicorn
with config.settings.prod on a free local port, serving pages, search and hashed, compressed
static files through WhiteNoise."""

import gzip
import http.client
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from search import indexer
from tests.databases import live_database_url

BASE_DIR = Path(__file__).resolve().parents[2]
HTTPS_PROXY = {"X-Forwarded-Proto": "https"}
# gunicorn.conf.py's graceful_timeout, and time for the master to stop after it.
GRACEFUL_STOP_SECONDS = 30 + 15


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def fetch(url: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with OPENER.open(request, timeout=20) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Gunicorn:
    url: str
    master: subprocess.Popen
    log: Path

    def log_lines(self, message: str) -> list[tuple[int, str]]:
        """(pid, rest of the line) of the log lines saying `message`."""
        pattern = rf"^\[[^]]+\] \[(\d+)\] \[\w+\] {re.escape(message)}(.*)$"
        return [(int(pid), rest) for pid, rest in re.findall(pattern, self.log.read_text(), re.M)]

    def workers(self) -> set[int]:
        booted = {pid for pid, _ in self.log_lines("Booting worker with pid: ")}
        return {pid for pid in booted if Path(f"/proc/{pid}").exists()}


def wait_until(condition, what: str, seconds: float = 30):
    deadline = time.monotonic() + seconds
    while not (found := condition()):
        assert time.monotonic() < deadline, f"not within {seconds} s: {what}"
        time.sleep(0.2)
    return found


@pytest.fixture
def production_server(production_gunicorn) -> str:
    return production_gunicorn.url


@pytest.fixture
def production_gunicorn(transactional_db, search_index_dir, tmp_path):
    """Demo data committed and indexed, static files collected, gunicorn serving them."""
    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()
    port = free_port()
    environment = os.environ | {
        "DJANGO_SETTINGS_MODULE": "config.settings.prod",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        "DATABASE_URL": live_database_url(),
        "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR),
        "GRIMOIRE_VAR_DIR": str(tmp_path),
        "GRIMOIRE_STATIC_ROOT": str(tmp_path / "static"),
        "GUNICORN_BIND": f"127.0.0.1:{port}",
        "GUNICORN_WORKERS": "2",
        "SEARCH_WARM_UP_MIN_DOCUMENTS": "1",  # the demo data's lists are short
    }
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "--verbosity", "0"],
        cwd=BASE_DIR,
        env=environment,
        check=True,
    )
    log = (tmp_path / "gunicorn.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py"],
        cwd=BASE_DIR,
        env=environment,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None, (tmp_path / "gunicorn.log").read_text()
            try:
                if fetch(base_url + "/en/", HTTPS_PROXY)[0] == 200:
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, "gunicorn did not answer within 60 s"
            time.sleep(0.2)
        yield Gunicorn(base_url, server, tmp_path / "gunicorn.log")
    finally:
        server.terminate()
        # A worker still booting when the master is told to stop can miss the signal; the
        # master then kills it after gunicorn.conf.py's graceful_timeout (30 s): wait longer.
        try:
            server.wait(timeout=GRACEFUL_STOP_SECONDS)
        finally:
            log.close()


def test_gunicorn_serves_pages_static_files_and_search_with_production_settings(
    production_server,
):
    status, headers, body = fetch(production_server + "/fr/keywords/replicate/", HTTPS_PROXY)
    page = body.decode()
    assert status == 200
    assert "Duplication" in page
    assert "default-src 'self'" in headers["Content-Security-Policy"]
    assert headers["Strict-Transport-Security"].startswith("max-age=31536000")

    # Static files have hashed names, are cached for ever and served compressed.
    stylesheet = re.search(r'href="(/static/css/grimoire\.[0-9a-f]{12}\.css)"', page)
    assert stylesheet, "the page does not link the hashed style sheet"
    status, headers, _ = fetch(
        production_server + stylesheet.group(1), {"Accept-Encoding": "gzip"} | HTTPS_PROXY
    )
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert "immutable" in headers["Cache-Control"]

    status, _, body = fetch(production_server + "/fr/search/?q=duplication", HTTPS_PROXY)
    assert status == 200 and "/fr/keywords/replicate/" in body.decode()

    # Pages too, for a client that accepts it.
    status, headers, body = fetch(
        production_server + "/fr/search/?q=duplication", {"Accept-Encoding": "gzip"} | HTTPS_PROXY
    )
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert "/fr/keywords/replicate/" in gzip.decompress(body).decode()


SITE_WARMED_UP = [
    ("200", "/en/search/", "en"),
    ("200", "/api/search", "en"),
    ("200", "/fr/search/", "fr"),
    ("200", "/api/search", "fr"),
]


def test_the_master_warms_up_the_index_and_the_site_once_before_forking_the_workers(
    production_gunicorn,
):
    server = production_gunicorn
    wait_until(lambda: len(server.workers()) == 2, "two workers booted")
    warmed = server.log_lines("search index warmed up: ")
    pages = server.log_lines("site warmed up: ")
    assert [pid for pid, _ in warmed] == [server.master.pid], server.log.read_text()
    assert int(warmed[0][1].split()[0]) > 0  # postings read
    # Then the search page and the API, in each language, through the application.
    assert [pid for pid, _ in pages] == [server.master.pid]
    assert re.findall(r"(\d+) (\S+) \((\w+)\)", pages[0][1]) == SITE_WARMED_UP
    log = server.log.read_text()
    assert log.index("site warmed up") < log.index("Booting worker")


def _replace_a_worker(server: Gunicorn) -> int:
    """Kill one of the two workers; the pid of the one gunicorn starts in its place."""
    booted = wait_until(lambda: server.workers() if len(server.workers()) == 2 else None, "2 up")
    os.kill(min(booted), signal.SIGKILL)
    new = wait_until(lambda: server.workers() - booted, "a worker in place of the one killed")
    return new.pop()


def _search(server: Gunicorn, question: str, lang: str) -> tuple[int, bytes]:
    query = urllib.parse.urlencode({"q": question, "lang": lang})
    status, _, body = fetch(f"{server.url}/api/search?{query}", HTTPS_PROXY)
    return status, body


def _ready(server: Gunicorn, worker: int) -> bool:
    return worker in {pid for pid, _ in server.log_lines("ready: forked from the warm master")}


def test_a_worker_replaced_serves_at_once_without_warming_up_again(production_gunicorn):
    """gunicorn forks a new worker from the warm master in place of one that ended (a crash,
    max_requests): it opens its searcher and takes requests, with the master's caches."""
    server = production_gunicorn
    replacement = _replace_a_worker(server)
    wait_until(lambda: _ready(server, replacement), "the new worker ready")
    for question, lang in (("flying", "en"), ("duplication", "fr"), ("tentation du chaos", "fr")):
        assert _search(server, question, lang)[0] == 200
    assert [pid for pid, _ in server.log_lines("search index warmed up: ")] == [server.master.pid]


def test_after_a_rebuild_the_master_warms_up_the_new_index_before_forking(production_gunicorn):
    """The master's lists are those of the index it warmed up: before forking a worker after a
    rebuild swapped in another, it warms up the new one."""
    server = production_gunicorn
    indexer.rebuild()
    replacement = _replace_a_worker(server)
    wait_until(lambda: _ready(server, replacement), "the new worker ready")
    warmed = [pid for pid, _ in server.log_lines("search index warmed up: ")]
    assert warmed == [server.master.pid, server.master.pid]
    status, body = _search(server, "duplication", "fr")
    assert status == 200 and b"replicate" in body


def test_the_admin_and_its_jquery_ui_are_served_from_the_collected_static_files(
    production_server, tmp_path
):
    status, _, body = fetch(production_server + "/admin/login/", HTTPS_PROXY)
    assert status == 200
    assert re.search(r'href="/static/admin/css/base\.[0-9a-f]{12}\.css"', body.decode())
    manifest = json.loads((tmp_path / "static" / "staticfiles.json").read_text())["paths"]
    for name in ("vendor/jquery-ui/jquery-ui.min.js", "modeltranslation/js/force_jquery.js"):
        status, headers, _ = fetch(f"{production_server}/static/{manifest[name]}", HTTPS_PROXY)
        assert status == 200, name
        assert "javascript" in headers["Content-Type"] and "immutable" in headers["Cache-Control"]


def test_plain_http_is_redirected_to_https(production_server):
    status, headers, _ = fetch(production_server + "/fr/")
    assert status == 301
    assert headers["Location"].startswith("https://127.0.0.1")


def test_an_unknown_host_is_refused_on_one_line_of_the_log(production_gunicorn):
    """A hostile-input review: each refusal was Django's bare English page, and an ERROR with
    a whole traceback in the log, which anyone could fill."""
    url = production_gunicorn.url + "/fr/"
    status, _, body = fetch(url, {"Host": "evil.example"} | HTTPS_PROXY)

    assert status == 400
    assert "Request refused" in body.decode() or "Requête refusée" in body.decode()
    logged = wait_until(
        lambda: [
            line
            for line in production_gunicorn.log.read_text().splitlines()
            if "DisallowedHost" in line or "Invalid HTTP_HOST" in line
        ],
        "the refusal logged",
    )
    assert len(logged) == 1 and " WARNING " in logged[0]
    assert "Traceback" not in production_gunicorn.log.read_text()


@pytest.mark.parametrize("letter", ["é", "漢"])
def test_a_question_as_long_as_the_search_box_takes_is_answered(production_server, letter):
    """800 letters of two or three bytes each: the URL is 4,800 or 7,200 characters long."""
    question = urllib.parse.quote(letter * 800)
    status, headers, body = fetch(
        f"{production_server}/api/search?q={question}&lang=fr", HTTPS_PROXY
    )
    assert status == 200, body[:300]
    assert headers["Content-Type"] == "application/json"
    assert json.loads(body)["total"] == 0
    status, _, _ = fetch(f"{production_server}/fr/search/?q={question}", HTTPS_PROXY)
    assert status == 200


@pytest.mark.parametrize("path", ["/api/search?q=replicate", "/fr/search/?q=duplication"])
def test_head_sends_no_body_and_the_connection_serves_the_next_request(production_server, path):
    """Gunicorn sends whatever body the application gives: after a HEAD answer's headers, the
    body was read by the client as the start of the next answer on the connection."""
    host, port = urllib.parse.urlsplit(production_server).netloc.split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=20)
    try:
        connection.request("GET", path, headers=HTTPS_PROXY)
        got = connection.getresponse()
        body = got.read()
        connection.request("HEAD", path, headers=HTTPS_PROXY)
        head = connection.getresponse()
        assert head.read() == b""
        assert head.status == 200 and head.getheader("ETag") == got.getheader("ETag")
        assert head.getheader("Content-Length") == str(len(body))
        # The same connection: no leftover body before the next answer's status line.
        connection.request(
            "HEAD", path, headers=HTTPS_PROXY | {"If-None-Match": got.getheader("ETag")}
        )
        not_modified = connection.getresponse()
        assert not_modified.status == 304
        not_modified.read()
        connection.request("GET", path, headers=HTTPS_PROXY)
        again = connection.getresponse()
        assert again.status == 200 and again.read() == body
    finally:
        connection.close()
