"""{% bilingual obj "field" %}: a translated text with its French status, in the page's language."""

from functools import cache

from django import template
from django.conf import settings
from django.utils.html import format_html
from django.utils.module_loading import import_string

from provenance.presentation import bilingual_name, bilingual_text, shown_name

register = template.Library()


@cache
def _formatter(name: str):
    return import_string(settings.GRIMOIRE_TEXT_FORMATTERS[name])


@register.inclusion_tag("includes/bilingual_text.html", takes_context=True)
def bilingual(context, obj, field: str, format: str = "plain", compact: bool = False) -> dict:
    """`compact`: the French status in its badge alone, the text below saying the rest (a
    card's type line, whose French has the status of the card's text: the machine engine and
    an older English are said once, under the text)."""
    text = bilingual_text(obj, field)
    to_html = _formatter(format)
    return {
        "t": text,
        "english_html": to_html(text.english, obj),
        "french_html": to_html(text.french, obj) if text.french else "",
        "LANGUAGE_CODE": context.get("LANGUAGE_CODE", "en"),
        "compact": compact,
    }


@register.inclusion_tag("includes/bilingual_name.html", takes_context=True)
def bilingual_name_tag(context, obj, field: str = "name") -> dict:
    return {"name": bilingual_name(obj, field), "LANGUAGE_CODE": context.get("LANGUAGE_CODE", "en")}


@register.simple_tag
def bilingual_name_of(obj, field: str = "name"):
    """The name's English, French and the French name's source, for a template to lay out."""
    return bilingual_name(obj, field)


@register.simple_tag
def name_in(obj, language: str, field: str = "name") -> str:
    """The name to show in `language`: French when it exists, else the English name."""
    return shown_name(obj, language, field)


@register.simple_tag
def name_marked(obj, language: str, field: str = "name") -> str:
    """name_in, for the body of a page: an English name shown on a French page is marked as
    English (lang="en"), so that screen readers say it as English."""
    name = bilingual_name(obj, field)  # read once: a card list shows a hundred names
    if language != "fr":
        return format_html("{}", name.english)
    if not name.french:
        return format_html('<span lang="en">{}</span>', name.english)
    return format_html("{}", name.french)
