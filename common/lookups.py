"""Objects found by the slug of their page's address."""

from django.db.models import QuerySet
from django.http import Http404, HttpResponsePermanentRedirect
from django.shortcuts import redirect


def by_slug_or_redirect(queryset: QuerySet, slug: str):
    """The object whose slug is `slug`; a permanent redirect to its page when `slug` is its
    slug typed with capitals ("/en/cards/Lightning-Bolt/"), as rule numbers are
    ("/en/cr/702.19B"); else a 404. Slugs are lower case."""
    found = queryset.filter(slug=slug).first()
    if found is not None:
        return found
    lowered = queryset.filter(slug=slug.lower()).first() if slug != slug.lower() else None
    if lowered is None:
        raise Http404(f"no page {slug!r}")
    return redirect(lowered, permanent=True)


def is_redirect(found) -> bool:
    return isinstance(found, HttpResponsePermanentRedirect)
