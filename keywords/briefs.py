"""A keyword as the API lists it, wherever it lists one: in the index of every keyword and
among a card's keywords (one shape for a name everywhere, with its addresses)."""

from common.query_strings import in_the_language_asked
from common.reversing import reverse_kept
from provenance.api import name_json

from .models import Keyword


def keyword_brief_json(keyword: Keyword, site: str) -> dict:
    """{"name": {"en", "fr", "fr_source"}, "slug", "kind", "url", "api_url"}. `site`: the
    site's absolute address, written once before each path (slugs are ASCII: nothing to
    encode)."""
    api_path = reverse_kept("api-keyword-detail", name=keyword.slug)
    return {
        "name": name_json(keyword),
        "slug": keyword.slug,
        "kind": keyword.kind,
        "url": site + reverse_kept("keywords:keyword-detail", slug=keyword.slug),
        "api_url": site + in_the_language_asked(api_path),
    }
