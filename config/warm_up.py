"""The server's warm-up through the site itself, before its workers take requests.

Django does some work only at the first request that needs it: it builds its URL maps (one
per language, about 35 ms each on the full data; every page links to itself in both
languages), loads the message catalogues and a page's templates. A new worker would otherwise
make its first visitors wait for it: its first search page took 138 ms on the full data, and
44 ms once warmed up. gunicorn.conf.py calls ask_through_the_site() with the application in
the master, before it forks the workers (and in a worker forked after the index was rebuilt):
the search page and the search API are asked a question in each language, as a visitor
would, without a socket. release_before_forking() then lets go of what the processes must
not share.
"""

import gc
import io
import sys
from collections.abc import Callable
from urllib.parse import urlencode
from wsgiref.util import setup_testing_defaults

from django.conf import settings
from django.db import connections
from django.urls import reverse
from django.utils import translation

from search.searchers import close_searchers
from search.services import WARM_UP_QUESTIONS


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


def release_before_forking() -> None:
    """Before gunicorn forks its workers from the warmed-up master: close the searchers (forked
    processes sharing an open file share its read position) and the database connections
    (each worker opens its own), collect the warm-up's garbage, and move everything left out
    of the collector's sight: a collection would otherwise write to every object, and each
    worker would copy the memory it shares with the master."""
    close_searchers()
    connections.close_all()
    gc.collect()
    gc.freeze()
