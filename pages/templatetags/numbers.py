"""{{ count|grouped }}: a large number with its digits grouped as the page's language groups
them ("23,740", « 23 740 »). Not the USE_THOUSAND_SEPARATOR setting, which would group every
number of every page: years, page numbers, the ids of anchors and links."""

from django import template
from django.utils import formats

register = template.Library()


@register.filter
def grouped(number) -> str:
    return formats.number_format(number, force_grouping=True)
