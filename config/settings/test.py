"""The test suite: a real database (SQLite by default, PostgreSQL via DATABASE_URL)."""

import os

from .base import *  # noqa: F403

SECRET_KEY = "grimoire-tests-not-secret"
ALLOWED_HOSTS = ["testserver", "127.0.0.1", "localhost"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# Serve static files straight from the apps and static/ without collectstatic.
WHITENOISE_AUTOREFRESH = True
WHITENOISE_USE_FINDERS = True

# A file, not memory, so that tests can start other processes on the same test database;
# one per test run, so that two runs on one machine never share it.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    _test_db = VAR_DIR / f"test-grimoire-{os.getpid()}.sqlite3"  # noqa: F405
    DATABASES["default"]["TEST"] = {"NAME": str(_test_db)}  # noqa: F405

# django-axes refuses authenticate() without a request, which the test client's login() makes:
# tests.auth gives such a login the test client's address (real HTTP logins are unchanged).
AUTHENTICATION_BACKENDS = ["tests.auth.ClientLoginAxesBackend", *AUTHENTICATION_BACKENDS[1:]]  # noqa: F405

# Each search's unread French words are written at once: a test reads them after its search.
SEARCH_UNREAD_WORDS_SECONDS = 0
