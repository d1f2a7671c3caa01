"""The visitor's language: chosen once with the switcher, kept for the next visit.

The pages carry their language in their address (/fr/…, /en/…); only the bare site address
"/" and the admin have to guess it. They read Django's language cookie first, then the
browser's Accept-Language. The switcher used to be a plain link to the other language's page
and set nothing: a French player whose browser asks for English was sent back to /en/ at each
visit. Its links now go through choose_language, which sets the cookie and goes on to the
page. A GET, as any link: the choice changes nothing but the visitor's own preference, so it
needs no form (a form would put a CSRF token in every cached page).
"""

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

# How long the choice is kept: a year, renewed at each switch.
LANGUAGE_KEPT_SECONDS = 365 * 24 * 3600


@never_cache
@require_safe
def choose_language(request: HttpRequest, code: str) -> HttpResponse:
    """Keep `code` as the visitor's language and go on to `next`, a page of that language on
    this site (the language's home page otherwise: never another site, never a page in the
    other language)."""
    if code not in dict(settings.LANGUAGES):
        raise Http404
    wanted = request.GET.get("next", "")
    safe = url_has_allowed_host_and_scheme(
        wanted, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    home = _home_page_in(code)
    target = wanted if safe and wanted.startswith(home) else home
    response = HttpResponseRedirect(target)
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        code,
        max_age=LANGUAGE_KEPT_SECONDS,
        path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN,
        secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,
    )
    return response


@never_cache
@require_safe
def site_root(request: HttpRequest) -> HttpResponse:
    """ "/": the home page in the language kept (choose_language), else the browser's. The
    answer differs by both, and says so to caches."""
    language = translation.get_language_from_request(request)
    response = HttpResponseRedirect(_home_page_in(language))
    patch_vary_headers(response, ("Accept-Language", "Cookie"))
    return response


def _home_page_in(code: str) -> str:
    """The home page's path in a language ("/fr/"), under the site's script prefix."""
    with translation.override(code):
        return reverse("home")
