"""gunicorn settings for Grimoire (`make serve`); every value can be changed from the environment.

    GUNICORN_WORKERS   worker processes (default 2; about 2 x cores on a machine of its own)
    GUNICORN_BIND      address to listen on (default 127.0.0.1:8000; a proxy sits in front)
    GUNICORN_TIMEOUT   seconds before a silent worker is restarted (default 30)
    FORWARDED_ALLOW_IPS  proxies trusted for X-Forwarded-* (default 127.0.0.1)
    GUNICORN_ACCESS_LOG  where the access log goes: "-" (stdout, default), a file, or empty for none

The settings module is config.settings.prod unless DJANGO_SETTINGS_MODULE says otherwise
(config/wsgi.py).
"""

import os

wsgi_app = "config.wsgi:application"
bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", "2"))
worker_class = "sync"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
keepalive = 5
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
# Restart a worker now and then, so a slow leak never grows without bound.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "5000"))
max_requests_jitter = 500
# "-" is stdout; an empty value switches the access log off (the load benchmark does).
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")


# The application is loaded, and warmed up, once in the master (when_ready); each worker is a
# fork of it, warm from its first request, and so is a worker gunicorn starts in place of one
# that ended (max_requests, a crash). Warming up each worker on its own took about 4 s on the
# full data, during which the other worker served alone: over 120 s of search pages with
# max_requests 5000, the p99 was 3.5 s and the slowest 4.7 s; forked warm, 0.21 and 0.31 s
# (bench/load.py --max-requests 5000). The workers share the master's caches until one
# writes to them: 219 MiB of memory in all (Pss) instead of 265. Code is not reloaded by a
# HUP: restart gunicorn to deploy new code.
preload_app = True

# The index folder the master warmed up: a worker forked after a rebuild swapped in another
# one warms up on its own (the master's lists are those of the index replaced).
warmed_index = {}


def when_ready(server):
    """Warm up the application in the master, before the first worker is forked, then let go
    of what the processes must not share (open index files, database connections) and set
    aside for good what is left (config.warm_up)."""
    from config.warm_up import release_before_forking

    warmed_index["path"] = _warm_up(server.log, server.app.wsgi())
    release_before_forking()


def post_worker_init(worker):
    """A worker forked from the warm master takes requests at once; one forked after the index
    was rebuilt warms up first. Then its full collections wait for the ends of requests."""
    import gc

    from config.garbage_collection import collect_between_requests
    from search.storage import current_path

    if current_path() != warmed_index.get("path"):
        _warm_up(worker.log, worker.wsgi)
        gc.collect()
        gc.freeze()  # as the master does: config.warm_up.release_before_forking
    collect_between_requests()


def _warm_up(log, application):
    """Read the long posting lists of the index and the rule numbers, and ask a question in
    each language (search.services.warm_up); then ask the search page and the API a question
    in each language through the application (config.warm_up). Returns the index folder
    warmed up, None when the index failed to."""
    from config.warm_up import ask_through_the_site
    from search.services import warm_up
    from search.storage import current_path

    warmed = current_path()
    try:
        log.info("search index warmed up: %d postings read", warm_up())
    except Exception:  # a damaged index must not keep the worker from serving the rest
        log.exception("search warm-up failed")
        warmed = None
    try:
        asked = ask_through_the_site(application)
    except Exception:
        log.exception("site warm-up failed")
    else:
        say = log.info if all(code == 200 for _, code in asked) else log.warning
        say("site warmed up: %s", ", ".join(f"{code} {page}" for page, code in asked))
    return warmed


def post_request(worker, req, environ, resp):
    """A full collection, when due, once the response has been sent (config.garbage_collection)."""
    from config.garbage_collection import collect_if_due

    collect_if_due()
