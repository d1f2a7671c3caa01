from django.urls import path, re_path

from . import views

app_name = "keywords"

urlpatterns = [
    path("keywords/", views.keyword_list, name="keyword-list"),
    path("keywords/<slug:slug>/", views.keyword_detail, name="keyword-detail"),
    path("cr/", views.rules_index, name="rules-index"),
    # Permalinks as judges write them: /en/cr/702.56a
    re_path(r"^cr/(?P<number>\d{1,3}(?:\.\d+[a-z]?)?)$", views.rule_detail, name="rule-detail"),
]
