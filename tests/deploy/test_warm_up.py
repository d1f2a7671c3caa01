"""A worker's warm-up through the site (config.warm_up): what Django does at the first request
in each language is done before a visitor comes."""

import pytest
from django.core.wsgi import get_wsgi_application
from django.test import Client
from django.urls import clear_url_caches
from django.urls.resolvers import URLResolver

from config.warm_up import ask_through_the_site


@pytest.fixture(autouse=True)
def connections_kept_open():
    """A WSGI application closes the database connections after each request; the test's
    connection must stay open (Django's test client does the same)."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)
    yield
    for signal in (request_started, request_finished):
        signal.connect(close_old_connections)


@pytest.fixture
def url_maps_built(monkeypatch) -> list[str]:
    """The language of each URL map Django builds from now on (one per language: i18n)."""
    from django.conf import settings
    from django.utils.translation import get_language

    built = []
    populate = URLResolver._populate

    def recording(resolver):
        if resolver.urlconf_name == settings.ROOT_URLCONF:  # the map of the whole site
            built.append(get_language())
        return populate(resolver)

    clear_url_caches()  # as in a new worker: no URL map built yet
    monkeypatch.setattr(URLResolver, "_populate", recording)
    return built


@pytest.mark.usefixtures("demo_index")
def test_the_warm_up_asks_the_search_page_and_the_api_in_each_language(url_maps_built):
    asked = ask_through_the_site(get_wsgi_application())

    assert asked == [
        ("/en/search/ (en)", 200),
        ("/api/search (en)", 200),
        ("/fr/search/ (fr)", 200),
        ("/api/search (fr)", 200),
    ]
    assert set(url_maps_built) == {"en", "fr"}


@pytest.mark.usefixtures("demo_index")
def test_after_the_warm_up_a_first_visitor_in_either_language_builds_no_url_map(url_maps_built):
    ask_through_the_site(get_wsgi_application())
    url_maps_built.clear()
    client = Client()
    for lang, page in (("fr", "/fr/search/"), ("en", "/en/search/")):
        assert client.get(page, {"q": "copie"}).status_code == 200
        assert client.get("/api/search", {"q": "copy", "lang": lang}).status_code == 200
    assert url_maps_built == []


@pytest.fixture
def unfrozen():
    """gc.freeze() by the code under test is undone after it."""
    import gc

    yield
    gc.unfreeze()


def test_the_master_warms_up_once_per_index_and_lets_go_before_forking(
    transactional_db, search_index_dir, unfrozen, caplog
):
    """What gunicorn's master does before each fork (gunicorn.conf.py: pre_fork)."""
    import gc
    import logging

    from django.core.management import call_command
    from django.db import connections

    from config import warm_up
    from search import indexer
    from search.postings import process_cache
    from search.searchers import searchers_open
    from search.storage import current_path

    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()
    warm_up._warmed.clear()
    log = logging.getLogger("test.master")
    application = get_wsgi_application()
    caplog.set_level(logging.INFO, logger="test.master")

    assert warm_up.warm_up_before_forking(log, application)
    # Nothing a forked worker must not share: no open index file, no database connection.
    assert searchers_open() == 0
    assert all(connection.connection is None for connection in connections.all())
    assert gc.get_freeze_count() > 0
    assert not warm_up.warm_up_before_forking(log, application)  # the same index: nothing
    warmed = [record.message for record in caplog.records if "warmed up" in record.message]
    assert len(warmed) == 2  # the index, then the site

    first_index = current_path()
    indexer.rebuild()
    assert current_path() != first_index
    kept_before = set(process_cache._entries)
    assert warm_up.warm_up_before_forking(log, application)
    assert kept_before and not kept_before & set(process_cache._entries)
    assert searchers_open() == 0
