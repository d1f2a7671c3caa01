"""The site's pages are read, never written to: GET and HEAD only.

The search page, the API, robots.txt and the OpenSearch description said so already (405,
Allow: GET, HEAD); the other pages answered a POST with a 403 about a missing CSRF cookie,
and OPTIONS or TRACE with the whole page. The admin and the language switch take forms, and
the API answers its own methods (its CORS preflight included)."""

from django.http import HttpResponseNotAllowed

from config.api_errors import is_api_path

READ_METHODS = ("GET", "HEAD")
# Addresses that take forms: the editors' admin, Django's language switch.
WRITABLE_PREFIXES = ("/admin/", "/i18n/")


def read_only_pages(get_response):
    def middleware(request):
        path = request.path_info
        if (
            request.method not in READ_METHODS
            and not path.startswith(WRITABLE_PREFIXES)
            and not is_api_path(path)
        ):
            return HttpResponseNotAllowed(READ_METHODS)
        return get_response(request)

    return middleware
