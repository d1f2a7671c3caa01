"""{{ card.mana_cost|mana_cost }}: a mana cost as named symbols (rulings.mana)."""

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from rulings.mana import ManaSymbol, mana_symbols

register = template.Library()


@register.filter
def mana_cost(cost: str) -> SafeString:
    """Each symbol a named image whose "{R}" text stays in the page for copying; the whole
    cost is read as its symbols' names, in order."""
    return format_html_join("", "{}", ((_part_html(part),) for part in mana_symbols(cost or "")))


def _part_html(part: ManaSymbol | str) -> SafeString:
    if isinstance(part, str):
        return format_html("{}", part)
    return format_html(
        '<abbr class="mana {}" title="{}" aria-label="{}" role="img" data-glyph="{}">'
        '<span class="mana-text">{}</span></abbr>',
        part.css,
        part.label,
        part.label,
        part.glyph,
        part.text,
    )
