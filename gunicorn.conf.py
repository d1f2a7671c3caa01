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


def post_worker_init(worker):
    """Read the commonest words of the index and the rule numbers, and ask a question in each
    language (search.services.warm_up); then ask the search page and the API a question in
    each language through the worker's own application (config.warm_up), before taking
    requests; then set aside for good what the worker holds by then."""
    import gc

    from config.garbage_collection import collect_between_requests
    from config.warm_up import ask_through_the_site
    from search.services import warm_up

    try:
        worker.log.info("search index warmed up: %d postings read", warm_up())
    except Exception:  # a damaged index must not keep the worker from serving the rest
        worker.log.exception("search warm-up failed")
    try:
        asked = ask_through_the_site(worker.wsgi)
    except Exception:
        worker.log.exception("site warm-up failed")
    else:
        log = worker.log.info if all(code == 200 for _, code in asked) else worker.log.warning
        log("site warmed up: %s", ", ".join(f"{code} {page}" for page, code in asked))
    # Django, its modules and the warmed caches live as long as the worker: moved out of the
    # collector's sight, they no longer lengthen each full collection (about 35 ms on the
    # full data; the benchmark of hostile queries). The warm-up's garbage is freed first.
    gc.collect()
    gc.freeze()
    collect_between_requests()


def post_request(worker, req, environ, resp):
    """A full collection, when due, once the response has been sent (config.garbage_collection)."""
    from config.garbage_collection import collect_if_due

    collect_if_due()
