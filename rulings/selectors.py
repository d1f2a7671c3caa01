"""Shared reads of cards and rulings, for pages and the API."""

from django.db.models import QuerySet

from keywords.models import Keyword

from .models import Card, Ruling


def card_list() -> QuerySet[Card]:
    """Every card in English name order, with only what a list shows (20,000+ rows: paginate)."""
    return Card.objects.order_by("name_en", "pk").only("slug", "name_en", "name_fr")


def card_rulings(*, card: Card) -> QuerySet[Ruling]:
    """The card's rulings, oldest first; rulings of one day in the order they were imported."""
    return card.rulings.order_by("published_at", "pk")


def card_keywords(*, card: Card) -> QuerySet[Keyword]:
    return card.keywords.order_by("name_en")
