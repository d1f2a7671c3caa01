from django import template

from rulings.models import Card

register = template.Library()


@register.filter
def faces_stats(card: Card, language: str) -> list[tuple[str, str, dict]]:
    """Each face's corner beside its name in the page's language (Card.faces_stats)."""
    return card.faces_stats(language)
