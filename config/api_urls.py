"""The JSON API for bots. Every error is JSON too."""

from django.urls import path

from keywords import api as keyword_api
from rulings import api as ruling_api
from search import views as search_views

urlpatterns = [
    path("rules/<str:number>", keyword_api.rule_detail, name="api-rule-detail"),
    path("keywords/<str:name>", keyword_api.keyword_detail, name="api-keyword-detail"),
    path("cards/<str:oracle_id>", ruling_api.card_detail, name="api-card-detail"),
    path("search", search_views.search_api, name="api-search"),
]
