"""Local development: DEBUG on, a throw-away secret key, localhost only."""

from .base import *  # noqa: F403
from .base import SECRET_KEY

DEBUG = True
SECRET_KEY = SECRET_KEY or "grimoire-dev-only-not-secret"
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# Serve static files straight from the apps and static/ without collectstatic.
WHITENOISE_AUTOREFRESH = True
WHITENOISE_USE_FINDERS = True

# Django's debug pages use inline styles and scripts: in development the policy is reported
# (browser console) rather than enforced, so they stay readable. Tests and production enforce it.
GRIMOIRE_CSP_REPORT_ONLY = True
