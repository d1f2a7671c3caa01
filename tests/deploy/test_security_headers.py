"""Production settings pass `check --deploy`; every response carries a strict CSP and the usual
security headers; no template or page holds an inline script, style or event handler."""

import json
import os
import re
import secrets
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings

from rulings.models import Card

BASE_DIR = Path(__file__).resolve().parents[2]

EXPECTED_CSP = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
}

PAGES = [
    "/fr/",
    "/en/",
    "/fr/keywords/replicate/",
    "/en/cr/502.52a",
    "/fr/cards/tempt-with-mayhem/",
    "/fr/search/?q=duplication",
    "/fr/feeds/rulings.atom",
    "/sitemap.xml",
    "/api/search?q=replicate",
    "/fr/no-such-page/",
    "/admin/login/",
]


def parse_csp(header: str) -> dict[str, str]:
    directives = {}
    for part in header.split(";"):
        name, _, value = part.strip().partition(" ")
        directives[name] = value.strip()
    return directives


def prod_environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    return (
        os.environ
        | {
            "DJANGO_SETTINGS_MODULE": "config.settings.prod",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "ALLOWED_HOSTS": "grimoire.example.org",
            "GRIMOIRE_VAR_DIR": str(tmp_path),
        }
        | extra
    )


def test_check_deploy_with_production_settings_gives_no_warning(tmp_path):
    process = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "DEBUG"],
        cwd=BASE_DIR,
        env=prod_environment(tmp_path),
        capture_output=True,
        text=True,
    )
    assert process.returncode == 0, process.stdout + process.stderr
    assert process.stdout.strip() == "System check identified no issues (0 silenced).", (
        process.stdout + process.stderr
    )


def test_production_settings_refuse_to_start_without_a_secret_key(tmp_path):
    process = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=BASE_DIR,
        env=prod_environment(tmp_path, SECRET_KEY=""),
        capture_output=True,
        text=True,
    )
    assert process.returncode != 0
    assert "SECRET_KEY must be set" in process.stderr


COOKIE_SETTINGS = [
    f"{cookie}_COOKIE_{flag}"
    for cookie in ("SESSION", "CSRF", "LANGUAGE")
    for flag in ("SECURE", "HTTPONLY", "SAMESITE")
]


@pytest.fixture(scope="module")
def production_cookie_settings(tmp_path_factory) -> dict:
    """The cookie settings config.settings.prod gives, read in a process of its own."""
    code = (
        "import django, json; django.setup(); from django.conf import settings; "
        f"print(json.dumps({{name: getattr(settings, name) for name in {COOKIE_SETTINGS!r}}}))"
    )
    process = subprocess.run(
        [sys.executable, "-c", code],
        cwd=BASE_DIR,
        env=prod_environment(tmp_path_factory.mktemp("prod")),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(process.stdout)


def test_production_settings_send_the_language_cookie_over_https_only(production_cookie_settings):
    assert production_cookie_settings["LANGUAGE_COOKIE_SECURE"] is True
    assert production_cookie_settings["LANGUAGE_COOKIE_HTTPONLY"] is True
    assert production_cookie_settings["LANGUAGE_COOKIE_SAMESITE"] == "Lax"
    assert production_cookie_settings["SESSION_COOKIE_SECURE"] is True
    assert production_cookie_settings["CSRF_COOKIE_SECURE"] is True


def test_switching_language_sets_a_secure_cookie_under_production_settings(
    client, settings, production_cookie_settings
):
    for name, value in production_cookie_settings.items():
        setattr(settings, name, value)
    response = client.post("/i18n/setlang/", {"language": "fr", "next": "/fr/"}, secure=True)
    assert response.status_code == 302
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "fr"
    assert cookie["secure"] is True
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"


@pytest.mark.parametrize("path", PAGES)
def test_every_response_carries_the_content_security_policy(client, demo_index, path):
    response = client.get(path)
    assert response.status_code in (200, 404), path
    policy = parse_csp(response.headers["Content-Security-Policy"])
    assert policy == EXPECTED_CSP
    assert "unsafe-inline" not in response.headers["Content-Security-Policy"]
    assert "unsafe-eval" not in response.headers["Content-Security-Policy"]


@pytest.mark.parametrize("path", PAGES)
def test_every_response_carries_the_usual_security_headers(client, demo_index, path):
    headers = client.get(path).headers
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"
    assert headers["X-Frame-Options"] == "DENY"
    assert headers["Cross-Origin-Opener-Policy"] == "same-origin"
    permissions = dict(item.split("=", 1) for item in headers["Permissions-Policy"].split(", "))
    assert permissions["camera"] == permissions["microphone"] == permissions["geolocation"] == "()"


def test_the_admin_pages_carry_the_policy_too(admin_client, demo_data):
    card = Card.objects.get(slug="tempt-with-mayhem")
    response = admin_client.get(f"/admin/rulings/card/{card.pk}/change/")
    assert response.status_code == 200
    assert parse_csp(response.headers["Content-Security-Policy"]) == EXPECTED_CSP


class InlineCodeFinder(HTMLParser):
    """Collects what a CSP without 'unsafe-inline' would block."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        names = dict(attrs)
        if tag == "style":
            self.found.append("<style>")
        if tag == "script":
            kind = (names.get("type") or "text/javascript").lower()
            executable = kind in ("text/javascript", "module", "application/javascript")
            self._in_script = executable and "src" not in names
        for name, value in attrs:
            if name == "style":
                self.found.append(f'<{tag} style="{value}">')
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=...>")
            if name in ("href", "src", "action") and (value or "").startswith("javascript:"):
                self.found.append(f"<{tag} {name}=javascript:...>")

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.found.append(f"<script>{data.strip()[:60]}</script>")


def inline_code(html: str) -> list[str]:
    finder = InlineCodeFinder()
    finder.feed(html)
    return finder.found


def template_files() -> list[Path]:
    """The project's templates: templates/ and those of its own apps (not Django's admin,
    whose pages are checked as rendered)."""
    folders = [Path(folder) for folder in settings.TEMPLATES[0]["DIRS"]]
    folders += [
        Path(app.path) / "templates"
        for app in apps.get_app_configs()
        if Path(app.path).is_relative_to(BASE_DIR) and ".venv" not in Path(app.path).parts
    ]
    return sorted({path for folder in folders for path in folder.rglob("*.html")})


def test_no_template_holds_an_inline_script_style_or_event_handler():
    offenders = {}
    for path in template_files():
        text = path.read_text(encoding="utf-8")
        # Template tags are not HTML: blank them before parsing.
        found = inline_code(re.sub(r"{%.*?%}|{{.*?}}", "x", text, flags=re.S))
        if found:
            offenders[str(path.relative_to(BASE_DIR))] = found
    assert template_files(), "no template found"
    assert offenders == {}


@pytest.mark.parametrize("path", [p for p in PAGES if not p.endswith((".xml", ".atom"))])
def test_no_page_holds_inline_code(client, demo_index, path):
    response = client.get(path)
    if response["Content-Type"].startswith("text/html"):
        assert inline_code(response.content.decode()) == []


def test_the_admin_change_form_holds_no_inline_code(admin_client, demo_data):
    card = Card.objects.get(slug="tempt-with-mayhem")
    for url in (
        f"/admin/rulings/card/{card.pk}/change/",
        "/admin/rulings/ruling/add/",
        "/admin/rulings/ruling/",
        "/admin/",
    ):
        response = admin_client.get(url)
        assert response.status_code == 200, url
        assert inline_code(response.content.decode()) == [], url


def production_setting(tmp_path, name: str, **environment: str) -> subprocess.CompletedProcess:
    """One setting of config.settings.prod, read in a process of its own."""
    code = (
        f"import django; django.setup(); from django.conf import settings; print(settings.{name})"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=BASE_DIR,
        env=prod_environment(tmp_path) | environment,
        capture_output=True,
        text=True,
    )


@pytest.mark.parametrize(
    ("value", "redirects"),
    [
        ("", "True"),
        ("1", "True"),
        ("true", "True"),
        ("Yes", "True"),
        ("0", "False"),
        ("false", "False"),
        ("off", "False"),
    ],
)
def test_the_https_redirect_reads_a_flag_in_words_too(tmp_path, value, redirects):
    """An operator's review: only "1" turned it on; "true" and "yes" turned it off unsaid."""
    read = production_setting(tmp_path, "SECURE_SSL_REDIRECT", SECURE_SSL_REDIRECT=value)
    assert read.stdout.strip() == redirects, read.stderr


def test_a_flag_that_is_neither_yes_nor_no_stops_the_start(tmp_path):
    read = production_setting(tmp_path, "SECURE_SSL_REDIRECT", SECURE_SSL_REDIRECT="maybe")
    assert read.returncode != 0
    assert "SECURE_SSL_REDIRECT must be 1 or 0" in read.stderr


@pytest.mark.parametrize(
    ("value", "level"), [("", "30"), ("info", "20"), ("Debug", "10"), ("warn", "30")]
)
def test_the_log_level_is_read_in_any_case(tmp_path, value, level):
    """« info », as GUNICORN_LOG_LEVEL is written, stopped the start with "Unable to configure
    root logger"."""
    code = "import django, logging; django.setup(); print(logging.getLogger().level)"
    read = subprocess.run(
        [sys.executable, "-c", code],
        cwd=BASE_DIR,
        env=prod_environment(tmp_path) | {"LOG_LEVEL": value},
        capture_output=True,
        text=True,
    )
    assert read.stdout.strip() == level, read.stderr


def test_a_log_level_that_is_no_level_stops_the_start_with_its_name(tmp_path):
    read = production_setting(tmp_path, "DEBUG", LOG_LEVEL="verbose")
    assert read.returncode != 0
    assert "LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL" in read.stderr
