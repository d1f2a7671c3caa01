"""Card pages: names and texts in both languages, and every dated ruling."""

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from .models import Card

CARDS_PER_PAGE = 60


def card_list(request: HttpRequest) -> HttpResponse:
    paginator = Paginator(
        Card.objects.order_by("name_en").only("slug", "name_en", "name_fr"), CARDS_PER_PAGE
    )
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "rulings/card_list.html", {"page": page})


def card_detail(request: HttpRequest, slug: str) -> HttpResponse:
    card = get_object_or_404(Card, slug=slug)
    context = {
        "card": card,
        "rulings": card.rulings.order_by("published_at", "pk"),
        "keywords": card.keywords.order_by("name_en"),
    }
    return render(request, "rulings/card_detail.html", context)
