from django.urls import path

from . import views

app_name = "rulings"

urlpatterns = [
    path("cards/", views.card_list, name="card-list"),
    path("cards/<slug:slug>/", views.card_detail, name="card-detail"),
]
