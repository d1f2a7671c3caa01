from django.urls import path

from . import views

app_name = "search"

urlpatterns = [
    path("search/", views.search_page, name="search"),
    path("opensearch.xml", views.opensearch, name="opensearch"),
]
