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
# The search box takes 800 characters, which a URL spells in up to 7,200 (« é » is %C3%A9):
# gunicorn's default request line of 4,094 bytes answered its own HTML "Bad Request" to a long
# French question, even under /api/. 8,190 is the most gunicorn allows short of no limit.
limit_request_line = 8190
# Restart a worker now and then, so a slow leak never grows without bound.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "5000"))
max_requests_jitter = 500
# "-" is stdout; an empty value switches the access log off (the load benchmark does).
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")


# The application is loaded, and warmed up, once in the master (pre_fork); each worker is a
# fork of it, warm from its first request, and so is a worker gunicorn starts in place of one
# that ended (max_requests, a crash). Warming up each worker on its own took about 4 s on the
# full data, during which the other worker served alone: over 120 s of search pages with
# max_requests 5000, the p99 was 3.5 s and the slowest 4.7 s; forked warm, 0.21 and 0.31 s
# (bench/load.py --max-requests 5000). The workers share the master's caches until one
# writes to them: 219 MiB of memory in all (Pss) instead of 265. After a rebuild the master
# warms up the new index before it forks the next worker. A HUP does not reload the code:
# restart gunicorn to deploy new code.
preload_app = True


def pre_fork(server, worker):
    """In the master, before each fork: warm up before the first, and again if a rebuild has
    swapped in another index since (config.warm_up)."""
    from config.warm_up import warm_up_before_forking

    warm_up_before_forking(server.log, server.app.wsgi())


def post_worker_init(worker):
    """A worker forked from the warm master opens its searcher, then takes requests; its full
    collections wait for the ends of requests (config.garbage_collection)."""
    from config.garbage_collection import collect_between_requests
    from config.warm_up import open_searcher

    open_searcher(worker.log)
    collect_between_requests()


def post_request(worker, req, environ, resp):
    """A full collection, when due, once the response has been sent (config.garbage_collection)."""
    from config.garbage_collection import collect_if_due

    collect_if_due()
