"""The 2009 rules' underlined titles in a page's headings and contents, as in its texts
(keywords.rendering.titles_in_italics): "The _Magic_ Golden Rules"."""

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from keywords.rendering import UNDERSCORED_TITLE, titles_in_italics

register = template.Library()


@register.filter
def underlined_in_italics(text: str) -> SafeString:
    """A title or heading of rule text, escaped, its underlined titles in italics."""
    return mark_safe(titles_in_italics(escape(text or "")))  # noqa: S308 - escaped first


@register.filter
def without_underlines(text: str) -> str:
    """For a page's <title>, which holds no markup: the underlined titles plain."""
    return UNDERSCORED_TITLE.sub(r"\1", text or "")
