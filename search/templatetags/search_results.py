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


@register.simple_tag
def result_url(hit) -> str:
    return hit_url(hit)


@register.filter
def type_label(document_type: str) -> str:
    """A document type as the page's language names it ("Keyword", "Règle")."""
    return TYPE_LABELS.get(document_type, "")
