"""Versions of what a cached part of a page shows, for its {% cache %} key: the part is
rendered anew when what it shows changes, on whichever host the change was made
(search.answer_versions). The content apps' views know nothing of search: their templates
ask for the versions here."""

from django import template

from search.answer_versions import answer_version, shared_version

register = template.Library()


@register.simple_tag
def rules_and_keywords_version() -> int:
    """Changes with any keyword, rule, glossary entry or edition, and with any import."""
    return shared_version()


@register.simple_tag
def keyword_cards_version(keyword) -> str:
    """Changes with the keyword's cards and their rulings, and with rules_and_keywords_version."""
    return answer_version("keyword", keyword.pk)
