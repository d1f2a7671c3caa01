"""{{ card.mana_cost|mana_cost }}: a mana cost as named symbols (rulings.mana)."""

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString

from rulings.mana import mana_symbols
from rulings.rendering import symbol_html

register = template.Library()


@register.filter
def mana_cost(cost: str) -> SafeString:
    """Each symbol a named image whose "{R}" text stays in the page for copying; the whole
    cost is read as its symbols' names, in order."""
    return format_html_join("", "{}", ((symbol_html(part),) for part in mana_symbols(cost or "")))
