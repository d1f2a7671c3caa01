"""Objects found by the slug of their page's address."""

from collections.abc import Callable
from typing import Any

from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponsePermanentRedirect


def by_slug_or_redirect(
    request: HttpRequest, queryset: QuerySet, slug: str, named: Callable[[str], Any] | None = None
):
    """The object whose slug is `slug`; a permanent redirect to its page, with the same query
    string, when `slug` is its slug typed with capitals ("/en/cards/Lightning-Bolt/"), as rule
    numbers are ("/en/cr/702.19B"), or, with `named`, the name of what `named` finds by
    the slug's words (a French name: "/fr/keywords/vol/" is Flying's page); else a 404. Slugs
    are lower case."""
    found = queryset.filter(slug=slug).first()
    if found is not None:
        return found
    other = queryset.filter(slug=slug.lower()).first() if slug != slug.lower() else None
    if other is None and named is not None:
        other = named(slug.replace("-", " "))
    if other is None:
        raise Http404(f"no page {slug!r}")
    query = request.META.get("QUERY_STRING", "")
    url = other.get_absolute_url()
    return HttpResponsePermanentRedirect(f"{url}?{query}" if query else url)


def is_redirect(found) -> bool:
    return isinstance(found, HttpResponsePermanentRedirect)
