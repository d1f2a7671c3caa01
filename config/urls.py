"""URL map: pages under /fr/ and /en/, the JSON API and the admin without a language prefix."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.contrib.sitemaps import views as sitemap_views
from django.urls import include, path
from django.utils.translation import gettext_lazy as _

from config.api_urls import read_only
from pages import views as page_views
from pages.api import api_index
from pages.feeds import NewestRulingsFeed
from pages.languages import choose_language, site_root
from pages.sitemaps import SITEMAPS, kept_rendered, robots_txt

# The editors' admin is Grimoire's, not "Django administration".
admin.site.site_header = _("Grimoire administration")
admin.site.site_title = _("Grimoire administration")
admin.site.index_title = _("Rules, cards and their French")

handler400 = "pages.views.bad_request"
handler403 = "pages.views.permission_denied"
handler404 = "pages.views.page_not_found"
handler500 = "pages.views.server_error"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", site_root, name="site-root"),
    path("i18n/choose/<str:code>/", choose_language, name="choose-language"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/", include("config.api_urls")),
    path("api", read_only(api_index)),  # as every API address: the same without the slash
    path(
        "sitemap.xml",
        kept_rendered(sitemap_views.index),
        {"sitemaps": SITEMAPS, "sitemap_url_name": "sitemap-section"},
        name="sitemap-index",
    ),
    path(
        "sitemap-<section>.xml",
        kept_rendered(sitemap_views.sitemap),
        {"sitemaps": SITEMAPS},
        name="sitemap-section",
    ),
    path("robots.txt", robots_txt, name="robots-txt"),
]

urlpatterns += i18n_patterns(
    path("", page_views.home, name="home"),
    path("", include("keywords.urls")),
    path("", include("rulings.urls")),
    path("", include("search.urls")),
    path("", include("machine_translation.urls")),
    path("feeds/rulings.atom", NewestRulingsFeed(), name="rulings-feed"),
    prefix_default_language=True,
)
