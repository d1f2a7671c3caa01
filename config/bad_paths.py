"""Addresses no page has, refused before any view reads them."""

from django.http import Http404


def nul_free_paths(get_response):
    """A 404 for a path holding a NUL ("/api/cards/a%00b"): no page's address has one, and
    the views would ask the database for it, which PostgreSQL refuses in a text (a 500) where
    SQLite reads the text up to it."""

    def middleware(request):
        if "\x00" in request.path:
            raise Http404("No address holds a NUL character.")
        return get_response(request)

    return middleware
