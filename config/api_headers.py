"""Headers of the API's answers that say how a cache may keep them."""

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control

from config.api_errors import is_api_path


def api_cache_headers(get_response):
    """Under /api/: no `Vary: Accept-Language`, which Django's locale middleware adds to
    every address without a language prefix, though the API answers in the language `?lang=`
    asks for whatever the header says (a shared cache kept a copy per browser language); and
    `Cache-Control: no-cache`, a cache asking again with the ETag each time (a 304 when
    nothing changed), as an edit shows at once. Before the locale middleware in MIDDLEWARE,
    so that it sees what that one adds."""

    def middleware(request: HttpRequest) -> HttpResponse:
        response = get_response(request)
        if is_api_path(request.path_info):
            _without_vary_on(response, "Accept-Language")
            if not response.has_header("Cache-Control"):
                patch_cache_control(response, no_cache=True)
        return response

    return middleware


def _without_vary_on(response: HttpResponse, header: str) -> None:
    kept = [
        value.strip()
        for value in response.get("Vary", "").split(",")
        if value.strip() and value.strip().lower() != header.lower()
    ]
    if kept:
        response["Vary"] = ", ".join(kept)
    elif response.has_header("Vary"):
        del response["Vary"]
