"""Each engine against a local server that speaks its vendor's documented protocol."""

import time

import pytest

from machine_translation.backends import get_backend
from machine_translation.backends.argos import ArgosBackend
from machine_translation.backends.base import batches
from machine_translation.backends.deepl import DeepLBackend
from machine_translation.backends.libretranslate import LibreTranslateBackend
from machine_translation.backends.none import NoneBackend
from machine_translation.errors import EngineUnavailable, TranslationError

from .conftest import DEEPL_KEY
from .vendors import VendorServer, libretranslate_answer, running

TAGGED = '<x id="0"/> can\'t target itself.'


def test_the_backend_is_chosen_by_settings_and_none_is_the_default():
    backend = get_backend()
    assert isinstance(backend, NoneBackend)
    with pytest.raises(EngineUnavailable, match="MACHINE_TRANSLATION_BACKEND=none"):
        backend.translate(["Tap target permanent."])


def test_libretranslate_is_asked_as_its_api_documents(libretranslate):
    assert isinstance(get_backend(), LibreTranslateBackend)
    assert get_backend().translate(["Tap target permanent."]) == ["Engagez le permanent ciblé."]

    request = libretranslate.requests[0]
    assert request.path == "/translate"
    assert request.headers["Content-Type"] == "application/json"
    assert request.body == {
        "q": ["Tap target permanent."],
        "source": "en",
        "target": "fr",
        "format": "text",
    }


def test_libretranslate_gets_placeholders_as_html_and_echoes_them_back(libretranslate):
    assert get_backend().translate([TAGGED]) == ['<x id="0"/> ne peut pas se cibler elle-même.']
    assert libretranslate.requests[0].body["format"] == "html"
    assert libretranslate.requests[0].body["q"] == [TAGGED]


def test_libretranslate_sends_its_api_key_when_one_is_set():
    server = VendorServer()
    with running(server, libretranslate_answer(server, api_key="secret")):
        backend = LibreTranslateBackend(url=server.url, api_key="secret", timeout=1)
        assert backend.translate(["Tap target permanent."]) == ["Engagez le permanent ciblé."]
        assert server.requests[0].body["api_key"] == "secret"

        wrong = LibreTranslateBackend(url=server.url, api_key="wrong", timeout=1)
        with pytest.raises(TranslationError, match="HTTP 403: Invalid API key") as error:
            wrong.translate(["Tap target permanent."])
        assert not error.value.retryable
        assert len(server.requests) == 2  # a refused key is not retried


def test_deepl_is_asked_as_its_api_documents(deepl):
    assert isinstance(get_backend(), DeepLBackend)
    assert get_backend().translate([TAGGED, "Tap target permanent."]) == [
        '<x id="0"/> ne peut pas se cibler elle-même.',
        "Engagez le permanent ciblé.",
    ]
    request = deepl.requests[0]
    assert request.path == "/v2/translate"
    assert request.headers["Authorization"] == f"DeepL-Auth-Key {DEEPL_KEY}"
    assert request.body == {
        "text": [TAGGED, "Tap target permanent."],
        "source_lang": "EN",
        "target_lang": "FR",
        "tag_handling": "xml",
    }


def test_deepl_with_a_wrong_key_fails_at_once(deepl):
    backend = DeepLBackend(url=deepl.url, auth_key="wrong", max_retries=3, backoff=0.01)
    with pytest.raises(TranslationError, match="HTTP 403: Authorization failed"):
        backend.translate(["Tap target permanent."])
    assert len(deepl.requests) == 1


def test_deepl_quota_exceeded_is_not_retried(deepl):
    deepl.fail_next(456, {"message": "Quota exceeded"}, times=5)
    with pytest.raises(TranslationError, match="HTTP 456: Quota exceeded"):
        get_backend().translate(["Tap target permanent."])
    assert len(deepl.requests) == 1


def test_a_server_error_is_retried_with_backoff_then_succeeds(deepl):
    deepl.fail_next(503, {"message": "Service unavailable"}, times=2)
    assert get_backend().translate(["Tap target permanent."]) == ["Engagez le permanent ciblé."]
    assert len(deepl.requests) == 3


def test_retries_are_bounded(libretranslate):
    libretranslate.fail_next(429, {"error": "Too many requests"}, times=10)
    with pytest.raises(TranslationError, match="HTTP 429: Too many requests") as error:
        get_backend().translate(["Tap target permanent."])
    assert error.value.retryable
    assert len(libretranslate.requests) == 3  # the first try and MAX_RETRIES=2 retries


def test_the_backoff_doubles_between_retries():
    server = VendorServer()
    with running(server, libretranslate_answer(server)):
        server.fail_next(500, {"error": "Internal error"}, times=3)
        backend = LibreTranslateBackend(url=server.url, max_retries=2, backoff=0.1, timeout=1)
        started = time.monotonic()
        with pytest.raises(TranslationError):
            backend.translate(["Tap target permanent."])
        assert time.monotonic() - started >= 0.1 + 0.2


def test_a_server_slower_than_the_timeout_is_a_retryable_error(libretranslate):
    libretranslate.delay = 0.8
    backend = LibreTranslateBackend(
        url=libretranslate.url, timeout=0.2, max_retries=1, backoff=0.01
    )
    started = time.monotonic()
    with pytest.raises(TranslationError, match="did not answer within 0.2 s") as error:
        backend.translate(["Tap target permanent."])
    assert error.value.retryable
    assert len(libretranslate.requests) == 2
    assert time.monotonic() - started < 1.5


def test_an_unreachable_server_is_a_retryable_error():
    backend = DeepLBackend(url="http://127.0.0.1:9", auth_key="k", max_retries=0, timeout=0.5)
    with pytest.raises(TranslationError, match="could not be reached") as error:
        backend.translate(["Tap target permanent."])
    assert error.value.retryable


def test_texts_are_sent_in_bounded_batches(libretranslate):
    texts = [f"Sentence number {n}." for n in range(7)]
    backend = LibreTranslateBackend(url=libretranslate.url, batch_size=3)
    assert backend.translate(texts) == [f"[fr] {t}" for t in texts]
    assert [len(r.body["q"]) for r in libretranslate.requests] == [3, 3, 1]


def test_batches_respect_the_character_budget_but_never_drop_a_long_text():
    assert list(batches(["aaaa", "bb", "cccccccc", "d"], size=10, characters=6)) == [
        ["aaaa", "bb"],
        ["cccccccc"],
        ["d"],
    ]


def test_deepl_batches_never_exceed_its_50_texts_per_request():
    assert DeepLBackend(auth_key="k", batch_size=500).batch_size == 50


def test_argos_says_it_is_unavailable_and_how_to_install_it():
    backend = get_backend_named("argos")
    assert isinstance(backend, ArgosBackend)
    reason = backend.unavailable_reason()
    assert "pip install argostranslate" in reason
    assert "argospm install translate-en_fr" in reason
    with pytest.raises(EngineUnavailable):
        backend.translate(["Tap target permanent."])


def test_an_engine_without_its_settings_says_which_is_missing():
    assert "LIBRETRANSLATE_URL" in LibreTranslateBackend(url="").unavailable_reason()
    assert "DEEPL_AUTH_KEY" in DeepLBackend(auth_key="").unavailable_reason()


def get_backend_named(name: str):
    from django.conf import settings

    settings.MACHINE_TRANSLATION = {**settings.MACHINE_TRANSLATION, "BACKEND": name}
    return get_backend()
