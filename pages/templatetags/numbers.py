"""{{ count|grouped }}: a large number with its digits grouped as the page's language groups
them ("23,740", « 23 740 »). Not the USE_THOUSAND_SEPARATOR setting, which would group every
number of every page: years, page numbers, the ids of anchors and links."""

from django import template
from django.utils import formats

register = template.Library()


@register.filter
def grouped(number) -> str:
    return formats.number_format(number, force_grouping=True)


@register.filter
def share(percent: float) -> str:
    """A share of a total, to a tenth of a percent ("12.5 %", « 12,5 % »); a share too small
    for that but not nothing is "< 0.1 %", and nearly all but not all "> 99.9 %": never a
    0.0 % or 100.0 % that hides what is left."""
    # Rounded here: number_format cuts the digits past the first decimal (78.155 -> "78.1",
    # 0.051 -> "0.0").
    rounded = round(percent, 1)
    if percent > 0 and rounded == 0:
        return f"<\u00a0{formats.number_format(0.1, 1)}\u00a0%"
    if percent < 100 and rounded >= 100:  # nearly all, but not all: never shown as 100.0 %
        return f">\u00a0{formats.number_format(99.9, 1)}\u00a0%"
    return f"{formats.number_format(rounded, 1)}\u00a0%"
