"""The JSON API for bots. Every error is JSON too."""

from django.urls import path
from django.views.decorators.csrf import csrf_exempt

from keywords import api as keyword_api
from rulings import api as ruling_api
from search import views as search_views


def read_only(view):
    """An API view answers GET and HEAD only (require_safe) and changes nothing, so the CSRF
    check has nothing to protect: without it, a bot's POST learns from the 405 and its Allow
    header which methods there are, instead of a 403 about a cookie it never had."""
    return csrf_exempt(view)


urlpatterns = [
    path("rules/<str:number>", read_only(keyword_api.rule_detail), name="api-rule-detail"),
    path("keywords/<str:name>", read_only(keyword_api.keyword_detail), name="api-keyword-detail"),
    path("cards/<str:oracle_id>", read_only(ruling_api.card_detail), name="api-card-detail"),
    path("search", read_only(search_views.search_api), name="api-search"),
]
