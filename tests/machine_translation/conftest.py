"""Fixtures of the translation workflow's tests: local vendor servers and their settings."""

import pytest

from machine_translation import selectors

from .vendors import VendorServer, deepl_answer, libretranslate_answer, running

DEEPL_KEY = "test-key:fx"


def engine_settings(backend: str, **options) -> dict:
    """Settings for `backend`, with short timeouts and backoff so that failures are quick."""
    return {
        "BACKEND": backend,
        "OPTIONS": options,
        "TIMEOUT": 0.5,
        "INTERACTIVE_TIMEOUT": 0.3,
        "MAX_RETRIES": 2,
        "BACKOFF": 0.01,
        "BATCH_SIZE": 25,
        "BATCH_CHARACTERS": 10_000,
    }


@pytest.fixture(autouse=True)
def no_engine(settings):
    """The default: no engine, and a name matcher built afresh for each test's database."""
    settings.MACHINE_TRANSLATION = engine_settings("none")
    selectors.name_matcher.cache_clear()
    yield
    selectors.name_matcher.cache_clear()


@pytest.fixture
def libretranslate(settings):
    server = VendorServer()
    with running(server, libretranslate_answer(server)):
        settings.MACHINE_TRANSLATION = engine_settings("libretranslate", url=server.url)
        yield server


@pytest.fixture
def deepl(settings):
    server = VendorServer()
    with running(server, deepl_answer(server, DEEPL_KEY)):
        settings.MACHINE_TRANSLATION = engine_settings("deepl", url=server.url, auth_key=DEEPL_KEY)
        yield server


@pytest.fixture
def commit(django_capture_on_commit_callbacks):
    """Run what waits for the commit (the queue, the memory) as a real commit would."""

    def run(action, *args, **kwargs):
        with django_capture_on_commit_callbacks(execute=True):
            return action(*args, **kwargs)

    return run


@pytest.fixture
def tempt(db):
    from rulings.models import Card

    return Card.objects.create(
        slug="tempt-with-mayhem", name_en="Tempt with Mayhem", name_fr="Tentation du chaos"
    )


@pytest.fixture
def gandalf(db):
    from rulings.models import Card

    return Card.objects.create(slug="gandalf-westward-voyager", name_en="Gandalf, Westward Voyager")


def make_ruling(card, english: str, *, french: str = "", status: str = "", engine: str = ""):
    from rulings.models import Ruling

    ruling = Ruling(card=card, published_at="2024-06-07", source="wotc", text_en=english)
    if french:
        ruling.set_french(status, engine=engine, text=french)
    ruling.save()
    return ruling
