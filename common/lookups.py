"""Objects found by the slug of their page's address."""

from collections.abc import Callable
from typing import Any

from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponsePermanentRedirect, HttpResponseRedirect
from django.http.response import HttpResponseRedirectBase


def by_slug_or_redirect(
    request: HttpRequest, queryset: QuerySet, slug: str, named: Callable[[str], Any] | None = None
):
    """The object whose slug is `slug`; a redirect to its page, with the same query string,
    when `slug` is its slug typed with capitals ("/en/cards/Lightning-Bolt/"), as rule numbers
    are ("/en/cr/702.19B"): permanent; or, with `named`, the name of the one object `named`
    finds by the slug's words (a French name: "/fr/keywords/vol/" is Flying's page): not
    permanent, a name may change (a mined French name replaced by the printed one); else a
    404. Slugs are lower case."""
    found = queryset.filter(slug=slug).first()
    if found is not None:
        return found
    lowered = queryset.filter(slug=slug.lower()).first() if slug != slug.lower() else None
    if lowered is not None:
        return redirect_keeping_query(request, lowered.get_absolute_url(), permanent=True)
    other = named(slug.replace("-", " ")) if named is not None else None
    if other is None:
        raise Http404(f"no page {slug!r}")
    return redirect_keeping_query(request, other.get_absolute_url(), permanent=False)


def redirect_keeping_query(
    request: HttpRequest, url: str, *, permanent: bool
) -> HttpResponseRedirectBase:
    """A redirect to `url` (a path of this site) with the request's query string, encoded
    again from its values: a query string sent raw (« ?q=é », not « ?q=%C3%A9 ») reaches
    Django as Latin-1, and was sent back encoded twice (« ?q=Ã© »)."""
    query = request.GET.urlencode()
    response = HttpResponsePermanentRedirect if permanent else HttpResponseRedirect
    return response(f"{url}?{query}" if query else url)


def is_redirect(found) -> bool:
    return isinstance(found, HttpResponseRedirectBase)
