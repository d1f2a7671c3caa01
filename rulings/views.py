"""Card pages: names and texts in both languages, and every dated ruling."""

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from . import selectors
from .models import Card

CARDS_PER_PAGE = 60


def card_list(request: HttpRequest) -> HttpResponse:
    paginator = Paginator(selectors.card_list(language=request.LANGUAGE_CODE), CARDS_PER_PAGE)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "rulings/card_list.html", {"page": page})


def card_detail(request: HttpRequest, slug: str) -> HttpResponse:
    card = get_object_or_404(Card, slug=slug)
    context = {
        "card": card,
        "rulings": selectors.card_rulings(card=card),
        "keywords": selectors.card_keywords(card=card, language=request.LANGUAGE_CODE),
    }
    return render(request, "rulings/card_detail.html", context)
