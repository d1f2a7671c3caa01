"""What `make serve` runs, for real: collectstatic with the production storage, then gunicorn
with config.settings.prod on a free local port, serving pages, search and hashed, compressed
static files through WhiteNoise."""

import json
import os
import re
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from search import indexer
from tests.databases import live_database_url

BASE_DIR = Path(__file__).resolve().parents[2]
HTTPS_PROXY = {"X-Forwarded-Proto": "https"}


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


@pytest.fixture
def production_server(transactional_db, search_index_dir, tmp_path):
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
        yield base_url
    finally:
        server.terminate()
        server.wait(timeout=30)
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


def test_each_worker_warms_up_the_index_and_the_site_before_taking_requests(
    production_server, tmp_path
):
    deadline = time.monotonic() + 30  # the site answers as soon as one worker is ready
    while True:
        log = (tmp_path / "gunicorn.log").read_text()
        warmed = re.findall(r"search index warmed up: (\d+) postings read", log)
        pages = re.findall(r"site warmed up: (.*)", log)
        if len(pages) == 2 or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert len(warmed) == 2 and all(int(postings) > 0 for postings in warmed), log
    # Then the search page and the API, in each language, through the worker's application.
    assert len(pages) == 2, log
    for asked in pages:
        assert re.findall(r"(\d+) (\S+) \((\w+)\)", asked) == [
            ("200", "/en/search/", "en"),
            ("200", "/api/search", "en"),
            ("200", "/fr/search/", "fr"),
            ("200", "/api/search", "fr"),
        ], log


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


def test_an_unknown_host_is_refused(production_server):
    status, _, _ = fetch(production_server + "/fr/", {"Host": "evil.example"} | HTTPS_PROXY)
    assert status == 400
