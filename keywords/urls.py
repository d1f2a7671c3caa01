from django.urls import path, re_path

from . import views

app_name = "keywords"

# A rule number as judges write it: "7", "702", "702.56", "702.56a", "704.5aa".
_NUMBER = r"(?P<number>\d{1,3}(?:\.\d+[a-z]{0,2})?)"
# As people type them: capital letters, a closing slash ("704.5J", "704.5j/").
_TYPED = r"(?P<number>\d{1,3}(?:\.\d+[a-zA-Z]{0,2})?)"

urlpatterns = [
    path("keywords/", views.keyword_list, name="keyword-list"),
    path("keywords/<slug:slug>/", views.keyword_detail, name="keyword-detail"),
    path("cr/", views.rules_index, name="rules-index"),
    path("cr/glossary/", views.glossary, name="glossary"),
    path("cr/glossary/<str:term>/", views.glossary_entry, name="glossary-entry"),
    re_path(
        r"^cr/changes/(?P<effective_date>\d{4}-\d{2}-\d{2})/$",
        views.edition_changes,
        name="edition-changes",
    ),
    # Permalinks: /en/cr/702.56a
    re_path(rf"^cr/{_NUMBER}$", views.rule_detail, name="rule-detail"),
    re_path(rf"^cr/{_NUMBER}/history$", views.rule_history, name="rule-history"),
    re_path(rf"^cr/{_TYPED}/?$", views.rule_permalink_typed),
    re_path(rf"^cr/{_TYPED}/(?P<history>history)/?$", views.rule_permalink_typed),
]
