"""Template helpers of the search results page."""

from django import template
from django.utils.translation import gettext_lazy as _

from search.views import hit_url

register = template.Library()

# A dictionary rather than an included template per result: includes cost the page more
# than anything else in it.
TYPE_LABELS = {
    "keyword": _("Keyword"),
    "rule": _("Rule"),
    "card": _("Card"),
    "ruling": _("Ruling"),
    "glossary": _("Glossary"),
}


# How the index names who published a ruling; "unknown" where the data names no one.
SOURCE_LABELS = {
    "wotc": "Wizards of the Coast",
    "scryfall": "Scryfall",
    "unknown": _("not stated in the data"),
}


@register.simple_tag
def result_url(hit) -> str:
    return hit_url(hit)


@register.filter
def type_label(document_type: str) -> str:
    """A document type as the page's language names it ("Keyword", "Règle")."""
    return TYPE_LABELS.get(document_type, "")


@register.filter
def source_label(source: str) -> str:
    """A ruling source as the page's language names it; a source not listed, as it is."""
    return SOURCE_LABELS.get(source, source)


@register.simple_tag
def type_count(results, document_type: str) -> int:
    """Matches of `document_type` under the other filters (SearchResults.type_counts)."""
    return results.type_counts.get(document_type, 0)
