"""Shared reads of cards and rulings, for pages and the API."""

from django.db.models import QuerySet
from django.db.models.expressions import Expression

from common.collation import collation_order, sorted_by_name
from keywords.models import Keyword
from provenance.presentation import shown_name

from .models import Card, Ruling


def card_order(*, language: str) -> list[Expression | str]:
    """Cards in the collation order of the name pages in `language` show (Card.sort_name_*)."""
    field = "sort_name_fr" if language == "fr" else "sort_name_en"
    return [collation_order(field), "pk"]


def card_list(*, language: str) -> QuerySet[Card]:
    """Every card in name order, with only what a list shows (20,000+ rows: paginate)."""
    return Card.objects.order_by(*card_order(language=language)).only("slug", "name_en", "name_fr")


def card_rulings(*, card: Card) -> QuerySet[Ruling]:
    """The card's rulings, oldest first; rulings of one day in the order they were imported."""
    return card.rulings.order_by("published_at", "pk")


def card_keywords(*, card: Card, language: str = "en") -> list[Keyword]:
    return sorted_by_name(card.keywords.all(), lambda keyword: shown_name(keyword, language))
