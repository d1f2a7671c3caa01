from django.conf import settings
from django.http import HttpRequest
from django.urls import NoReverseMatch, Resolver404, resolve, reverse
from django.utils import translation
from django.utils.encoding import iri_to_uri


def site(request: HttpRequest) -> dict:
    """The same page in every language, for the language switcher and hreflang links."""
    alternates = [
        {"code": code, "name": name, "url": same_page_in(request, code)}
        for code, name in settings.LANGUAGES
    ]
    return {"alternate_pages": alternates}


def same_page_in(request: HttpRequest, language: str) -> str:
    """This page's path in `language`, with its query; the language's home page when the path
    names no page. Always a path reversed from our own URLs: Django's translate_url gives an
    unknown path back as it came, and "//evil.example/" is another site's address."""
    try:
        # Resolved in the page's language: i18n_patterns match the active language's prefix only.
        match = resolve(request.path_info)
    except Resolver404:
        match = None
    with translation.override(language):
        try:
            path = reverse(match.view_name, args=match.args, kwargs=match.kwargs) if match else None
        except NoReverseMatch:
            path = None
        if path is None:
            return reverse("home")
    query = request.META.get("QUERY_STRING", "")
    return f"{path}?{iri_to_uri(query)}" if query else path
