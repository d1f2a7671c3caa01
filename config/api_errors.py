"""Every error under /api/ is JSON, whoever made it.

The API views answer their own errors in JSON; this catches the rest, which Django and its
middleware make as HTML pages: an unknown path (404), a wrong method (405), a CSRF refusal (403),
an unexpected exception (500, after Django has logged it).
"""

import re
from collections.abc import Callable
from urllib.parse import quote

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse

# config/urls.py mounts config/api_urls.py here.
API_PREFIX = "/api/"
# The API under a page's language prefix, as a bot copying the pages' addresses writes it.
_LANGUAGE_PREFIXED_API = re.compile(
    rf"/(?P<lang>{'|'.join(code for code, _ in settings.LANGUAGES)})(?P<api>/api(?:/.*)?)"
)


class JsonApiErrorsMiddleware:
    """Outermost but for compression, so that it sees the errors every other one makes."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 404 and (api := api_of_language_prefixed(request)):
            return HttpResponsePermanentRedirect(api)
        api_asked = is_api_path(request.path_info) or _LANGUAGE_PREFIXED_API.fullmatch(
            request.path_info
        )
        if response.status_code >= 400 and api_asked and not is_json(response):
            return json_error(response)  # a POST to /fr/api/search too
        return response


def api_of_language_prefixed(request: HttpRequest) -> str:
    """The API's address of one written under a language prefix, the language as `?lang=`:
    `/fr/api/keywords/flying` answered the pages' HTML 404; it is
    `/api/keywords/flying?lang=fr`. "" for any other address. The query string is passed on
    as it came, byte for byte: read into `request.GET` first, text that is not UTF-8
    (« cr%E9ature ») came out with U+FFFD in it, and the API searched what nobody sent instead
    of refusing it."""
    match = _LANGUAGE_PREFIXED_API.fullmatch(request.path_info)
    if match is None:
        return ""
    query = request.META.get("QUERY_STRING", "")
    if "lang" not in request.GET:
        query = "&".join(part for part in (query, f"lang={match['lang']}") if part)
    # WSGI gives the query's bytes as Latin-1 characters; any that travelled unescaped are
    # escaped, the others (and every % escape) left as they were.
    return f"{match['api']}?{quote(query.encode('latin-1'), safe=QUERY_SAFE)}"


# What a query string may hold as it is: its separators, % escapes and the characters a URI
# allows unescaped.
QUERY_SAFE = "&=%+;/?:@,$!*'()~-._"


def is_api_path(path: str) -> bool:
    return path.startswith(API_PREFIX) or path == API_PREFIX.rstrip("/")


def is_json(response: HttpResponse) -> bool:
    return response.get("Content-Type", "").startswith("application/json")


def json_error(response: HttpResponse) -> JsonResponse:
    """The same status, headers (Allow, the security headers) and cookies, with a JSON body
    naming the status in English: nothing of the HTML page, which may hold details meant for
    the logs, nor the headers that describe it. Its ETag and Content-Language were the HTML
    page's, in the visitor's Accept-Language, which the API does not vary by (a bot's
    review: two ETags for one JSON answer)."""
    json_response = JsonResponse(
        {"error": response.reason_phrase.lower()}, status=response.status_code
    )
    for header, value in response.items():
        if header.lower() not in _OF_THE_HTML_PAGE:
            json_response[header] = value
    json_response["Content-Language"] = "en"
    json_response.cookies = response.cookies
    return json_response


_OF_THE_HTML_PAGE = ("content-type", "content-length", "content-language", "etag")
