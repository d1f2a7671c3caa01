"""The server's warm-up through the site itself, before its workers take requests.

Django does some work only at the first request that needs it: it builds its URL maps (one
per language, about 35 ms each on the full data; every page links to itself in both
languages), loads the message catalogues and a page's templates. A new worker would otherwise
make its first visitors wait for it: its first search page took 138 ms on the full data, and
44 ms once warmed up. gunicorn.conf.py has the master warm up before it forks its first
worker, and again before the next fork after a rebuild (warm_up_before_forking): the index's
long lists are read, and the search page and the search API are asked a question in each
language through the application, as a visitor would, without a socket. Then the master
lets go of what the processes must not share (release_before_forking).
"""

import gc
import io
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlencode
from wsgiref.util import setup_testing_defaults

from django.conf import settings
from django.db import connections
from django.urls import reverse
from django.utils import translation

from search.postings import process_cache
from search.searchers import close_searchers, current_searcher
from search.services import WARM_UP_QUESTIONS, warm_up
from search.storage import current_path
from terminology import unread_words


def ask_through_the_site(application: Callable) -> list[tuple[str, int]]:
    """(what was asked, its status) for a search page and an API search in each language."""
    statuses = []
    for lang, question in WARM_UP_QUESTIONS.items():
        with translation.override(lang):
            page = reverse("search:search")
        api = reverse("api-search")
        for path, query in ((page, {"q": question}), (api, {"q": question, "lang": lang})):
            statuses.append((f"{path} ({lang})", _get(application, path, urlencode(query))))
    return statuses


def _get(application: Callable, path: str, query: str) -> int:
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "HTTP_HOST": _a_host_served(),
        "wsgi.url_scheme": "https",  # as the TLS proxy says: no redirect to https
        "wsgi.input": io.BytesIO(),
        "wsgi.errors": sys.stderr,
    }
    setup_testing_defaults(environ)
    answer: dict[str, int] = {}

    def start_response(status: str, headers: list, exc_info=None) -> None:
        answer["status"] = int(status.split()[0])

    body = application(environ, start_response)
    try:
        for _ in body:
            pass
    finally:
        if hasattr(body, "close"):
            body.close()
    return answer["status"]


def _a_host_served() -> str:
    """A host name ALLOWED_HOSTS accepts ("*" and ".example.org" are patterns)."""
    hosts = settings.ALLOWED_HOSTS
    if not hosts or hosts[0] == "*":
        return "localhost"
    return hosts[0].lstrip(".")


# The index folder this process last warmed up. Kept here, not in gunicorn.conf.py, which a
# HUP reads again as a new module: the master's caches outlive a reload.
_warmed: dict[str, Path | None] = {}


def warm_up_before_forking(log: logging.Logger, application: Callable) -> bool:
    """In gunicorn's master, before it forks a worker: warm up when the live index is not the
    one warmed up last (at start, after a rebuild swapped in another), then let go of what the
    processes must not share. Returns whether it warmed up.

    A rebuild's index has new segments: the lists read from the one it replaced are dropped
    first. The workers serving meanwhile are not held up; only the new worker waits."""
    index = current_path()
    if "index" in _warmed and _warmed["index"] == index:
        return False
    if "index" in _warmed:
        process_cache.clear()
    _warmed["index"] = index
    warm_up_and_log(log, application)
    release_before_forking()
    return True


def warm_up_and_log(log: logging.Logger, application: Callable) -> None:
    """Read the long posting lists of the index and the rule numbers, and ask a question in
    each language (search.services.warm_up); then ask the search page and the API a question
    in each language through the application."""
    try:
        log.info("search index warmed up: %d postings read", warm_up())
    except Exception:  # a damaged index must not keep the site from serving the rest
        log.exception("search warm-up failed")
    try:
        with unread_words.not_counted():  # the master's questions are no visitor's
            asked = ask_through_the_site(application)
    except Exception:
        log.exception("site warm-up failed")
    else:
        say = log.info if all(code == 200 for _, code in asked) else log.warning
        say("site warmed up: %s", ", ".join(f"{code} {page}" for page, code in asked))


def release_before_forking() -> None:
    """Close the searchers (forked processes sharing an open file share its read position)
    and the database connections (each worker opens its own), collect the warm-up's garbage,
    and move everything left out of the collector's sight: a collection would otherwise write
    to every object, and each worker would copy the memory it shares with the master."""
    close_searchers()
    connections.close_all()
    gc.collect()
    gc.freeze()


def open_searcher(log: logging.Logger) -> None:
    """In a new worker, before its first request: open its searcher on the live index (its
    files, the tie order), which the master closed before forking."""
    try:
        with current_searcher():
            pass
    except Exception:  # a missing or damaged index: each search says so
        log.exception("opening the searcher failed")
    else:
        log.info("ready: forked from the warm master")
