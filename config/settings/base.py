"""Settings shared by every Grimoire environment.

Everything a deployment changes comes from the environment: DATABASE_URL, SEARCH_INDEX_DIR,
SECRET_KEY (prod), ALLOWED_HOSTS, FORWARDED_ALLOW_IPS and the machine-translation variables.
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

# Said in words as often as in digits: "true", "yes" read as "0" turned HTTPS off unsaid.
FLAG_WORDS = {"1": True, "true": True, "yes": True, "on": True}
FLAG_WORDS |= {"0": False, "false": False, "no": False, "off": False}


def environment_flag(name: str, *, default: bool) -> bool:
    """A yes-or-no setting from the environment; any other value stops the start."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value not in FLAG_WORDS:
        raise ImproperlyConfigured(f"{name} must be 1 or 0 (or true/false, yes/no, on/off).")
    return FLAG_WORDS[value]


BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = Path(os.environ.get("GRIMOIRE_VAR_DIR", BASE_DIR / "var"))
# The embedded database and index live here; create it so a fresh clone runs as is.
VAR_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
DEBUG = False
ALLOWED_HOSTS = [h for h in os.environ.get("ALLOWED_HOSTS", "").split(",") if h]
# The site's own host ("grimoire.example.org", one of ALLOWED_HOSTS), which the sitemaps and
# robots.txt name in their absolute addresses whatever host or port a request names
# (pages.sitemaps); empty, the request's.
SITE_HOST = os.environ.get("GRIMOIRE_SITE_HOST", "")

INSTALLED_APPS = [
    # modeltranslation must come before the admin so its admin classes patch the forms.
    "modeltranslation",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "provenance",
    "keywords",
    "rulings",
    "terminology",
    "search",
    "pages",
    "machine_translation",
    "axes",
    "corsheaders",
]

MIDDLEWARE = [
    # HEAD answered as GET, its body dropped last (config.head_requests).
    "config.head_requests.HeadWithoutBodyMiddleware",
    # Pages and API answers gzip-compressed for clients that accept it (a chapter of the rules,
    # 900 KB of HTML, travels as 120 KB; a search page, 25 KB, as 5 KB). Outermost, so that
    # every other middleware reads and copies bodies and headers uncompressed; the static
    # files are compressed already (WhiteNoise). Against BREACH, Django pads each compressed
    # body with random bytes and masks the CSRF token afresh in every answer.
    "django.middleware.gzip.GZipMiddleware",
    # Under /api/, turns the HTML error pages the others make into JSON.
    "config.api_errors.JsonApiErrorsMiddleware",
    # Under /api/, the headers that let a page of any site read the API from a browser (see
    # CORS_* below); before the middleware that answer early, so their answers carry them too.
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "config.security.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # An ETag on every page and API answer, and 304 to a client that sends it back (or an
    # If-Modified-Since the feeds' Last-Modified answers): bots need not fetch again what they
    # have, for GET and HEAD alike. Outside what changes a body, so the ETag is the body's.
    "config.head_requests.ConditionalGetOrHeadMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # Under /api/: no Vary on a language header the API does not read; caches revalidate.
    "config.api_headers.api_cache_headers",
    "django.middleware.locale.LocaleMiddleware",
    # After the language is known: its 404 page speaks it (and is JSON under /api/).
    "config.bad_paths.nul_free_paths",
    # Pages answer GET and HEAD only: 405 to anything else, before the CSRF check's 403.
    "config.read_only_pages.read_only_pages",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: it turns a refused login into the locked-out page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "pages.context_processors.site",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'grimoire.sqlite3'}",
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "60")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers go on while an editor or an importer writes.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
# Reused connections are checked before use, so a restarted database costs one retry, not errors.
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# django-axes refuses a locked-out login before any password is checked, so it comes first.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Ten wrong passwords for one username from one address lock that pair out for 15 minutes;
# the same username from elsewhere, or another username from there, may still log in.
AXES_FAILURE_LIMIT = 10
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "pages.views.login_locked_out"
# The visitor's address: behind the proxies gunicorn trusts (the same FORWARDED_ALLOW_IPS), the
# one the nearest proxy wrote in X-Forwarded-For; otherwise the connection's (config/proxies.py).
GRIMOIRE_TRUSTED_PROXIES = [
    p.strip() for p in os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1").split(",") if p.strip()
]
AXES_CLIENT_IP_CALLABLE = "config.proxies.client_ip"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# English is the authoritative language of the rules; French is shown beside it.
LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("fr", _("French"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
# Set by /i18n/setlang/; no script reads it, and it has no business on other sites' requests.
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"

# modeltranslation: English is the default; never fall back silently from French to English,
# because a page must never pass English off as French (provenance/ decides what to show).
MODELTRANSLATION_DEFAULT_LANGUAGE = "en"
MODELTRANSLATION_LANGUAGES = ("en", "fr")
MODELTRANSLATION_FALLBACK_LANGUAGES = {"default": ()}
# The tabbed admin needs jQuery UI; serve it from our own static files, never a CDN
# (modeltranslation reads this unprefixed setting name).
JQUERY_UI_URL = "vendor/jquery-ui/jquery-ui.min.js"

# Each process keeps rendered parts of pages (a rule's text, the glossary, a chapter's 900 KB,
# the sitemaps) in memory. Django's default of 300 entries let a crawl of 1,700 rule pages push
# out /cr/7, which then took 0.65 s to render again. Every rule page of both languages kept is
# 6,640 entries and 33 MB more; /en/cr/7 then still answers in 17 ms (bench/pages_kept.py).
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("GRIMOIRE_CACHE_ENTRIES", "10000"))},
    }
}

STATIC_URL = "static/"
# collectstatic writes here; WhiteNoise serves it (hashed, compressed names) in production.
STATIC_ROOT = Path(os.environ.get("GRIMOIRE_STATIC_ROOT", VAR_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Security headers. SecurityMiddleware sends X-Content-Type-Options: nosniff,
# Referrer-Policy and Cross-Origin-Opener-Policy: same-origin; X-Frame-Options is DENY;
# config.security adds the Content-Security-Policy (no inline script or style, anywhere) and
# the Permissions-Policy. See config/security.py for the defaults and how to change them.
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# The JSON API is public and read-only (no session, no write): a page of any site may read it
# from a browser, a judge's tool or a deck builder, and revalidate what it has (its ETag, sent
# back in If-None-Match, asks a preflight, answered for a day). The pages are not shared so.
CORS_URLS_REGEX = r"^/api(/|$)"
CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_METHODS = ("GET", "HEAD", "OPTIONS")
CORS_ALLOW_HEADERS = ("accept", "accept-language", "if-none-match", "if-modified-since")
CORS_EXPOSE_HEADERS = ("ETag", "Last-Modified")
CORS_PREFLIGHT_MAX_AGE = 86400

FIXTURE_DIRS = [BASE_DIR / "fixtures"]

SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))
# Processes analysing documents during a full rebuild of a large index: one per core this
# process may use (a container's share, not the host's), at most 4 (each takes about 300 MB).
_USABLE_CORES = (
    len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
)
SEARCH_INDEX_PROCESSES = int(os.environ.get("SEARCH_INDEX_PROCESSES", min(4, _USABLE_CORES)))
# Days the change log keeps its rows (search/changelog.py): a host's index that has not followed
# it for longer is rebuilt by `sync_index`.
SEARCH_CHANGE_LOG_DAYS = float(os.environ.get("SEARCH_CHANGE_LOG_DAYS", "7"))
# The server's warm-up reads the posting lists of more than this many documents, up to this
# many postings in all (search.services.warm_up), once in gunicorn's master, whose workers
# share them: on the full data about 5 s and 130 MB (18,000 lists, 2.8 million postings, and
# every word's count), which the first visitors' questions would otherwise pay in each worker.
# 0 postings: no list read.
SEARCH_WARM_UP_MIN_DOCUMENTS = int(os.environ.get("SEARCH_WARM_UP_MIN_DOCUMENTS", "20"))
SEARCH_WARM_UP_POSTINGS = int(os.environ.get("SEARCH_WARM_UP_POSTINGS", "3000000"))
# The French words searches read as nothing are counted, the editors' worklist of missing terms
# (terminology.unread_words): only each word, never the search or who made it. Each process
# writes its counts at most every SEARCH_UNREAD_WORDS_SECONDS, and keeps at most
# SEARCH_UNREAD_WORDS_MAX words (the least searched, not seen for a month, make room).
SEARCH_UNREAD_WORDS = environment_flag("SEARCH_UNREAD_WORDS", default=True)
SEARCH_UNREAD_WORDS_SECONDS = float(os.environ.get("SEARCH_UNREAD_WORDS_SECONDS", "60"))
SEARCH_UNREAD_WORDS_MAX = int(os.environ.get("SEARCH_UNREAD_WORDS_MAX", "5000"))

LOGIN_URL = "admin:login"
FORMAT_MODULE_PATH = ["config.formats"]

# How translated texts are turned into HTML, by name ({% bilingual obj "text" format="rules" %}).
# Every formatter escapes the text before marking it up.
GRIMOIRE_TEXT_FORMATTERS = {
    # The game's texts (a card's, a ruling's, a reminder text): their symbols drawn.
    "game_text": "rulings.rendering.game_text_html",
    "notes": "provenance.formatting.notes_html",
    "rules": "keywords.rendering.rule_text_html",
    "examples": "keywords.rendering.examples_html",
    "glossary": "keywords.rendering.glossary_definition_html",
}

# Machine translation (machine_translation/backends/): none (the default: French waits in the
# queue), libretranslate, deepl or argos; see the README, "Machine translation".
_MT_BACKEND = os.environ.get("MACHINE_TRANSLATION_BACKEND", "none")
_MT_OPTIONS = {
    "libretranslate": {
        "url": os.environ.get("LIBRETRANSLATE_URL", "http://127.0.0.1:5000"),
        "api_key": os.environ.get("LIBRETRANSLATE_API_KEY", ""),
    },
    "deepl": {
        "url": os.environ.get("DEEPL_API_URL", "https://api-free.deepl.com"),
        "auth_key": os.environ.get("DEEPL_AUTH_KEY", ""),
    },
}
MACHINE_TRANSLATION = {
    "BACKEND": _MT_BACKEND,
    "OPTIONS": _MT_OPTIONS.get(_MT_BACKEND, {}),
    "TIMEOUT": float(os.environ.get("MACHINE_TRANSLATION_TIMEOUT", "20")),
    "INTERACTIVE_TIMEOUT": 5.0,  # "translate now" in the admin: an editor is waiting
    "MAX_RETRIES": 3,
    "BACKOFF": 1.0,  # seconds before the first retry, doubled at each
    "BATCH_SIZE": 25,
    "BATCH_CHARACTERS": 10_000,
}
