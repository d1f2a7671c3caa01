"""The sitemap (/sitemap.xml, an index of sections) with hreflang alternates, and robots.txt.

Every page exists in French and in English: each URL is listed once per language with its
alternates (xhtml:link hreflang="fr" / "en" / "x-default"). Rules are those of the current
edition, whose permalinks (/en/cr/702.56a) show that edition.
"""

import functools
import re

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe

from keywords.models import GlossaryEntry, Keyword, Rule, glossary_slug
from keywords.selectors import edition_current
from rulings.models import Card

# URLs per sitemap page, each written with three alternates: a few MB at most.
URLS_PER_PAGE = 5000
# A sitemap page is kept rendered this long: a new card's page is listed within the hour, as
# crawlers, which read a sitemap a day at most, need.
SITEMAP_CACHE_SECONDS = 3600


class BilingualSitemap(Sitemap):
    i18n = True
    alternates = True
    x_default = True
    limit = URLS_PER_PAGE


class SitePagesSitemap(BilingualSitemap):
    def items(self) -> list[str]:
        return ["home", "keywords:keyword-list", "keywords:rules-index", "rulings:card-list"]

    def location(self, name: str) -> str:
        return reverse(name)


class KeywordSitemap(BilingualSitemap):
    def items(self):
        return Keyword.objects.order_by("pk").values_list("slug", flat=True)

    def location(self, slug: str) -> str:
        return reverse("keywords:keyword-detail", kwargs={"slug": slug})


class RuleSitemap(BilingualSitemap):
    def items(self):
        edition = edition_current()
        if edition is None:
            return Rule.objects.none().values_list("number", flat=True)
        return (
            Rule.objects.filter(edition=edition)
            .order_by("sort_key")
            .values_list("number", flat=True)
        )

    def location(self, number: str) -> str:
        return reverse("keywords:rule-detail", kwargs={"number": number})


class GlossarySitemap(BilingualSitemap):
    """The current edition's glossary, and each of its entries."""

    def items(self) -> list[str]:
        edition = edition_current()
        if edition is None:
            return []
        terms = GlossaryEntry.objects.filter(edition=edition).order_by("term_en")
        return ["", *(glossary_slug(term) for term in terms.values_list("term_en", flat=True))]

    def location(self, slug: str) -> str:
        if not slug:
            return reverse("keywords:glossary")
        return reverse("keywords:glossary-entry", kwargs={"term": slug})


class CardSitemap(BilingualSitemap):
    def items(self):
        return Card.objects.order_by("pk").values_list("slug", flat=True)

    def location(self, slug: str) -> str:
        return reverse("rulings:card-detail", kwargs={"slug": slug})


SITEMAPS = {
    "pages": SitePagesSitemap,
    "keywords": KeywordSitemap,
    "rules": RuleSitemap,
    "glossary": GlossarySitemap,
    "cards": CardSitemap,
}


def kept_rendered(view):
    """A sitemap view whose pages are kept rendered (SITEMAP_CACHE_SECONDS), one per address
    and page: a page of 10,000 card addresses with their alternates, 1.8 MB, took 600 ms to
    build at each request, and anyone could ask again and again. The page number is read as
    Django's view reads it, any other parameter ignored (and the index, which has no pages,
    ignores it too), so no query string makes a new copy. A number that is no page of its
    section is a 404 before the sitemap is built: each section's count of pages is kept as
    long as its pages."""

    @functools.wraps(view)
    def from_cache(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        section = kwargs.get("section")
        page = request.GET.get("p", "1") if section is not None else ""
        if section is not None and not _is_a_page(section, page):
            raise Http404("No such sitemap page")
        # The addresses in it are absolute: of this scheme and the site's host.
        _name_the_site_host(request)
        key = f"sitemap:{request.scheme}://{request.get_host()}{request.path}?p={page}"
        response = cache.get(key)
        if response is None:
            response = view(request, *args, **kwargs)
            if hasattr(response, "render"):
                response.render()
            if response.status_code == 200:
                cache.set(key, response, SITEMAP_CACHE_SECONDS)
        return response

    return from_cache


def _name_the_site_host(request: HttpRequest) -> None:
    """The request as if it named the site's host (settings.SITE_HOST), when one is set: the
    sitemaps' addresses are then the site's, and a request naming it with another port
    ("127.0.0.1:9999", which ALLOWED_HOSTS lets through) builds no copy of its own (1.8 MB and
    600 ms each, one per port). Unset, the host the request names."""
    if settings.SITE_HOST:
        request.META["HTTP_HOST"] = settings.SITE_HOST
        request.META.pop("HTTP_X_FORWARDED_HOST", None)


def _is_a_page(section: str, page: str) -> bool:
    """Whether `page` numbers a page of the section (an unknown section is Django's 404)."""
    if not re.fullmatch(r"[1-9][0-9]{0,5}", page):
        return False
    if section not in SITEMAPS:
        return True
    key = f"sitemap-pages:{section}"
    pages = cache.get(key)
    if pages is None:
        pages = SITEMAPS[section]().paginator.num_pages
        cache.set(key, pages, SITEMAP_CACHE_SECONDS)
    return int(page) <= pages


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    _name_the_site_host(request)
    sitemap = request.build_absolute_uri(reverse("sitemap-index"))
    # /i18n/: the language switcher's choice (pages.languages), a redirect to a page the
    # sitemap names already.
    lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /i18n/", f"Sitemap: {sitemap}", ""]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
