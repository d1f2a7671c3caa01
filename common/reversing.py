"""URLs reversed once per process. A search page links each of its results, and a shared
ruling the cards it stands for; Django's reverse() costs some 27 µs a call, the same URL
every time for the same arguments."""

from functools import lru_cache

from django.core.signals import setting_changed
from django.dispatch import receiver
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils import translation

URLS_KEPT = 20_000  # some 200 bytes each


def reverse_kept(viewname: str, **kwargs: str) -> str:
    """reverse(viewname, kwargs=kwargs) in the active language and under the script prefix
    of the request, kept per process."""
    key = tuple(sorted(kwargs.items()))
    return _reversed(viewname, key, translation.get_language(), get_script_prefix(), get_urlconf())


@lru_cache(maxsize=URLS_KEPT)
def _reversed(viewname: str, kwargs: tuple, language, prefix: str, urlconf) -> str:
    # The language, prefix and URL map are those active now: part of the key, not used here.
    return reverse(viewname, kwargs=dict(kwargs))


# Settings that change the URL map or its language prefixes (tests override them).
_URL_SETTINGS = frozenset({"ROOT_URLCONF", "LANGUAGES", "LANGUAGE_CODE", "USE_I18N"})


@receiver(setting_changed)
def _forget_urls(*, setting: str, **kwargs) -> None:
    if setting in _URL_SETTINGS:
        _reversed.cache_clear()
