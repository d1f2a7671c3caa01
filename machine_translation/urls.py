from django.urls import path

from . import views

app_name = "machine_translation"

urlpatterns = [
    path("translations/", views.coverage, name="coverage"),
]
