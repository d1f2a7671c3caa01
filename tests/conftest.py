"""Fixtures shared by the whole suite."""

import os
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parent.parent

# The public data lives beside the project and is never copied into it.
SHARED_DATA_DIR = Path(os.environ.get("GRIMOIRE_SHARED_DATA", BASE_DIR.parent / "shared" / "data"))


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """Path to ../shared/data; the test is skipped with a reason where it is absent."""
    if not SHARED_DATA_DIR.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"CI must have the shared data at {SHARED_DATA_DIR}")
        pytest.skip(f"public data not found at {SHARED_DATA_DIR} (set GRIMOIRE_SHARED_DATA)")
    return SHARED_DATA_DIR


@pytest.fixture(scope="session")
def tls_certificate(tmp_path_factory):
    """A throw-away certificate for 127.0.0.1, made with openssl (skipped where it is absent)."""
    from tests.servers import tls_certificate_make

    try:
        return tls_certificate_make(tmp_path_factory.mktemp("tls"))
    except RuntimeError as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI must have openssl for the HTTPS tests: {error}")
        pytest.skip(f"cannot make a TLS certificate: {error}")


@pytest.fixture
def trusted_tls(tls_certificate, monkeypatch):
    """The certificate, trusted by this test's https clients (OpenSSL reads SSL_CERT_FILE)."""
    monkeypatch.setenv("SSL_CERT_FILE", str(tls_certificate.cert_file))
    return tls_certificate


@pytest.fixture(autouse=True)
def search_index_dir(settings, tmp_path) -> Path:
    """Every test gets its own Whoosh index folder; nothing touches var/index."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    return settings.SEARCH_INDEX_DIR


@pytest.fixture(autouse=True)
def default_language(settings):
    """Every test starts in the site's default language: a test that activated French left
    `text=` writing `text_fr` for the next (a ruling created so matched no English)."""
    from django.utils import translation

    with translation.override(settings.LANGUAGE_CODE):
        yield


@pytest.fixture(autouse=True)
def empty_cache() -> None:
    """Every test starts with empty caches: test databases repeat the same data versions."""
    from django.core.cache import cache

    from keywords.rendering import glossary_linker, glossary_pointers, glossary_terms
    from search.reuse import kept_pages, rendered_pages
    from search.services import terminology
    from search.views import ruling_sources_stored

    cache.clear()
    terminology.cache_clear()  # a rolled-back test's terms send no signal
    glossary_linker.cache_clear()  # nor do its glossary's versions, which the next test repeats
    glossary_pointers.cache_clear()
    glossary_terms.cache_clear()
    ruling_sources_stored.cache_clear()  # read again every minute only
    kept_pages.clear()
    rendered_pages.clear()


@pytest.fixture
def demo_index(demo_data, search_index_dir) -> Path:
    """The demo data, indexed in a temporary folder."""
    from search.indexer import rebuild

    rebuild()
    return search_index_dir


@pytest.fixture
def demo_data(db) -> None:
    """The demo dataset of fixtures/demo.json, written from the seeds."""
    from django.core.management import call_command

    call_command("loaddata", "demo", verbosity=0)


def visible_text(response) -> str:
    """The text a reader sees: tags removed, entities decoded, white space folded."""
    import html
    import re

    without_tags = re.sub(r"<[^>]+>", " ", response.content.decode())
    return " ".join(html.unescape(without_tags).split())


@pytest.fixture
def editor_client(client, db):
    """The test client, logged in as a member of the Editors group (staff, no superuser)."""
    from django.contrib.auth.models import Group, User

    from common.roles import EDITORS

    editor = User.objects.create_user("editor", password="correct horse", is_staff=True)
    editor.groups.add(Group.objects.get(name=EDITORS))
    client.force_login(editor)
    return client
