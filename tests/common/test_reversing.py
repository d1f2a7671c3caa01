"""URLs reversed once per process are those reverse() gives, for the language and script
prefix of each request."""

from django.urls import clear_script_prefix, reverse, set_script_prefix
from django.utils import translation

from common.reversing import _reversed, reverse_kept


def test_a_kept_url_is_the_reversed_url_of_each_language_and_prefix():
    _reversed.cache_clear()
    seen = []
    try:
        for prefix in ("/", "/grimoire/"):
            set_script_prefix(prefix)
            for language in ("en", "fr", "en"):
                with translation.override(language):
                    kept = reverse_kept("rulings:card-detail", slug="tempt-with-mayhem")
                    assert kept == reverse(
                        "rulings:card-detail", kwargs={"slug": "tempt-with-mayhem"}
                    )
                    seen.append(kept)
    finally:
        clear_script_prefix()
    assert seen == [
        "/en/cards/tempt-with-mayhem/",
        "/fr/cards/tempt-with-mayhem/",
        "/en/cards/tempt-with-mayhem/",
        "/grimoire/en/cards/tempt-with-mayhem/",
        "/grimoire/fr/cards/tempt-with-mayhem/",
        "/grimoire/en/cards/tempt-with-mayhem/",
    ]
    assert _reversed.cache_info().hits == 2  # the second English of each prefix


def test_arguments_are_part_of_the_key():
    with translation.override("en"):
        assert reverse_kept("keywords:rule-detail", number="702.56a") == "/en/cr/702.56a"
        assert reverse_kept("keywords:rule-detail", number="702.56") == "/en/cr/702.56"


def test_urls_are_forgotten_when_the_url_settings_change(settings):
    with translation.override("en"):
        reverse_kept("keywords:rule-detail", number="702.56a")
        assert _reversed.cache_info().currsize > 0
        settings.LANGUAGES = [("en", "English"), ("fr", "Français")]
        assert _reversed.cache_info().currsize == 0
