"""The sitemap (/sitemap.xml, an index of sections) with hreflang alternates, and robots.txt.

Every page exists in French and in English: each URL is listed once per language with its
alternates (xhtml:link hreflang="fr" / "en" / "x-default"). Rules are those of the current
edition, whose permalinks (/en/cr/702.56a) show that edition.
"""

from django.contrib.sitemaps import Sitemap
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe

from keywords.models import Keyword, Rule
from keywords.selectors import edition_current
from rulings.models import Card

# URLs per sitemap page, each written with three alternates: a few MB at most.
URLS_PER_PAGE = 5000


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


class CardSitemap(BilingualSitemap):
    def items(self):
        return Card.objects.order_by("pk").values_list("slug", flat=True)

    def location(self, slug: str) -> str:
        return reverse("rulings:card-detail", kwargs={"slug": slug})


SITEMAPS = {
    "pages": SitePagesSitemap,
    "keywords": KeywordSitemap,
    "rules": RuleSitemap,
    "cards": CardSitemap,
}


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    sitemap = request.build_absolute_uri(reverse("sitemap-index"))
    lines = ["User-agent: *", "Disallow: /admin/", f"Sitemap: {sitemap}", ""]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
