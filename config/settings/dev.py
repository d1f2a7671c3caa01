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
