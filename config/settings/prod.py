"""Production: SECRET_KEY and ALLOWED_HOSTS must come from the environment.

Served by gunicorn (gunicorn.conf.py, `make serve`) behind a TLS-terminating proxy that sets
X-Forwarded-Proto; static files are collected into var/staticfiles and served by WhiteNoise
with hashed, compressed names. `manage.py check --deploy` passes without a warning.
"""

import logging
import os

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import ALLOWED_HOSTS, SECRET_KEY, SITE_HOST, environment_flag

if not SECRET_KEY:
    raise ImproperlyConfigured("SECRET_KEY must be set in the environment for production.")


def environment_log_level(name: str, *, default: str) -> str:
    """A logging level from the environment, in any case: "info", as GUNICORN_LOG_LEVEL is
    written, stopped the start with "Unable to configure root logger". Every name logging
    knows is taken (WARN, FATAL, NOTSET too)."""
    value = os.environ.get(name, "").strip().upper() or default
    if value not in logging.getLevelNamesMapping():
        raise ImproperlyConfigured(
            f"{name} must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL (any case)."
        )
    return value


DEBUG = False

# The host the sitemaps name (base.SITE_HOST): unless set, the first of ALLOWED_HOSTS that
# names one host, whatever port a request names.
SITE_HOST = SITE_HOST or next((h for h in ALLOWED_HOSTS if h != "*" and h[:1] != "."), "")

# HTTPS: the proxy in front says which scheme the visitor used.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = environment_flag("SECURE_SSL_REDIRECT", default=True)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
LANGUAGE_COOKIE_SECURE = True
# Where the admin is reached through another origin (a proxy on another port or host name),
# list it here: https://admin.example.org
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o]

# Errors go to stderr, where gunicorn and the service manager collect them. LOG_LEVEL is the
# root logger's level: every logger's but Django's, which stay at WARNING.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "filters": {"one_line_warning": {"()": "config.refused_requests.OneLineWarning"}},
    "handlers": {
        "stderr": {"class": "logging.StreamHandler", "formatter": "plain"},
        "refused": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["one_line_warning"],
        },
    },
    "root": {
        "handlers": ["stderr"],
        "level": environment_log_level("LOG_LEVEL", default="WARNING"),
    },
    "loggers": {
        "django": {"handlers": ["stderr"], "level": "WARNING", "propagate": False},
        # Requests refused (config.refused_requests): one line each; a 500 keeps its traceback.
        "django.security": {"handlers": ["refused"], "level": "WARNING", "propagate": False},
        "django.request": {"handlers": ["refused"], "level": "WARNING", "propagate": False},
    },
}
