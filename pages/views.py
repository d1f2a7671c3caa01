"""Site-wide pages: home and the error pages (never a bare 500, never an exception's text)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from keywords.models import Keyword
from keywords.selectors import edition_current
from rulings.models import Card, Ruling


def home(request: HttpRequest) -> HttpResponse:
    context = {
        "edition": edition_current(),
        "keywords": Keyword.objects.order_by("name_en")[:24],
        "latest_rulings": Ruling.objects.select_related("card").order_by("-published_at", "-pk")[
            :8
        ],
        "card_count": Card.objects.count(),
        "ruling_count": Ruling.objects.count(),
    }
    return render(request, "pages/home.html", context)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    # The exception's text is for the logs: a Resolver404's holds the whole URL map.
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    return render(request, "500.html", status=500)
