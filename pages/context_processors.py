import functools

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.http import HttpRequest
from django.urls import (
    NoReverseMatch,
    Resolver404,
    get_script_prefix,
    get_urlconf,
    resolve,
    reverse,
)
from django.utils import translation
from django.utils.encoding import iri_to_uri


def site(request: HttpRequest) -> dict:
    """The same page in every language, for the language switcher and hreflang links."""
    alternates = []
    for code, name in settings.LANGUAGES:
        url = same_page_in(request, code)
        # Search engines take hreflang alternates as absolute addresses only.
        alternates.append(
            {
                "code": code,
                "name": name,
                # "English", « Français »: the switcher names each language in itself.
                "own_name": translation.get_language_info(code)["name_local"].capitalize(),
                "url": url,
                "absolute_url": request.build_absolute_uri(url),
            }
        )
    return {"alternate_pages": alternates}


def same_page_in(request: HttpRequest, language: str) -> str:
    """This page's path in `language`, with its query; the language's home page when the path
    names no page. Always a path reversed from our own URLs: Django's translate_url gives an
    unknown path back as it came, and "//evil.example/" is another site's address."""
    path, known = _same_path_in(
        request.path_info, translation.get_language(), language, get_urlconf(), get_script_prefix()
    )
    if not known:
        return path
    query = request.META.get("QUERY_STRING", "")
    return f"{path}?{iri_to_uri(query)}" if query else path


# Every page asks for its path in each language: resolving it and reversing it twice cost
# about 0.3 ms a page. The answer depends only on the arguments (the URL configuration and
# the script prefix among them); the most recent paths are kept.
@functools.lru_cache(maxsize=2048)
def _same_path_in(
    path_info: str, active: str, language: str, urlconf, script_prefix: str
) -> tuple[str, bool]:
    """(path, whether it is this page's): the home page's when the path names no page."""
    try:
        # Resolved in the page's language: i18n_patterns match the active language's prefix only.
        match = resolve(path_info)
    except Resolver404:
        match = None
    with translation.override(language):
        try:
            path = reverse(match.view_name, args=match.args, kwargs=match.kwargs) if match else None
        except NoReverseMatch:
            path = None
        if path is None:
            return reverse("home"), False
    return path, True


@receiver(setting_changed)
def _forget_paths(**kwargs) -> None:
    """A test that changes the settings (URLs, languages) gets paths reversed under them."""
    _same_path_in.cache_clear()
