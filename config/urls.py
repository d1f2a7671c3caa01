"""URL map: pages under /fr/ and /en/, the JSON API and the admin without a language prefix."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

from pages import views as page_views

handler404 = "pages.views.page_not_found"
handler500 = "pages.views.server_error"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/", include("config.api_urls")),
]

urlpatterns += i18n_patterns(
    path("", page_views.home, name="home"),
    path("", include("keywords.urls")),
    path("", include("rulings.urls")),
    path("", include("search.urls")),
    prefix_default_language=True,
)
