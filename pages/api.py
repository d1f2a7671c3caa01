"""GET /api/: what a bot can ask, and of which rules editions, so that it starts from one address
instead of the README."""

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.views.decorators.http import require_safe

from keywords.models import RulesEdition
from search.documents import RULING_SOURCES
from search.registry import DOCUMENT_TYPES
from search.results import MAX_PAGE

# A path parameter as a URL template writes it ("{number}"), built by reversing the endpoint
# with this stand-in: every API pattern takes any text without a slash.
_STAND_IN = "PARAMETER"

ENDPOINTS = [
    (
        "search",
        "api-search",
        None,
        "Keywords, rules, glossary entries, cards and rulings matching q.",
        {
            "q": "what to look for, in French or English (a question, a name, a rule number)",
            "lang": "fr or en: the language of the titles, snippets and addresses (en)",
            "type": " or ".join(DOCUMENT_TYPES),
            "source": " or ".join(RULING_SOURCES)
            + ", in lower case: the rulings of one source (unknown: the data names none)",
            "year": "the rulings of one year",
            "page": f"1 to {MAX_PAGE}, ten results a page",
        },
    ),
    (
        "suggest",
        "api-suggest",
        None,
        "Up to 8 keywords, glossary terms and cards whose name starts with q, for a search box.",
        {
            "q": "the start of a name, in French or English",
            "lang": "fr or en: the name shown when both start so, and the addresses (en)",
            "format": "opensearch: [q, [names]], as browsers read suggestions",
        },
    ),
    (
        "rule",
        "api-rule-detail",
        "number",
        "A Comprehensive Rules paragraph, its examples, children and history (702.19b).",
        {"edition": "YYYY-MM-DD, the current edition by default"},
    ),
    (
        "glossary",
        "api-glossary-detail",
        "term",
        "A glossary entry by English term, French term or slug, and the rules it cites.",
        {"edition": "YYYY-MM-DD, the current edition by default"},
    ),
    (
        "keyword",
        "api-keyword-detail",
        "name",
        "A keyword by English name, slug or French name: summary, rules, example card.",
        {},
    ),
    (
        "card",
        "api-card-detail",
        "key",
        "A card by Oracle id, slug or name: texts, printings, legalities and rulings.",
        {},
    ),
    (
        "keywords",
        "api-keyword-list",
        None,
        "Every keyword: names, kind and addresses.",
        {},
    ),
    (
        "glossary_entries",
        "api-glossary-list",
        None,
        "Every entry of an edition's glossary: terms and addresses.",
        {"edition": "YYYY-MM-DD, the current edition by default"},
    ),
    (
        "cards",
        "api-card-list",
        None,
        "Every card, 500 a page in the order they were added: names and addresses.",
        {"page": "1 or more; each answer gives the addresses of the pages before and after"},
    ),
]


@require_safe
def api_index(request: HttpRequest) -> JsonResponse:
    return JsonResponse(
        {
            "endpoints": {
                name: _endpoint_json(request, url_name, parameter, description, query)
                for name, url_name, parameter, description, query in ENDPOINTS
            },
            "common_parameters": {
                "lang": "fr or en on every endpoint: the language of the pages' addresses (en)"
            },
            "rules_editions": [
                {
                    "effective_date": edition.effective_date.isoformat(),
                    "is_current": edition.is_current,
                    # Only some of its rules are held (the demo's 2006 rules): what it lacks
                    # is unknown, not absent.
                    "is_extract": edition.is_extract,
                }
                for edition in RulesEdition.objects.all()
            ],
        }
    )


def _endpoint_json(request, url_name, parameter, description, query) -> dict:
    if parameter is None:
        url = request.build_absolute_uri(reverse(url_name))
    else:
        # Built around the parameter: an absolute address would quote its braces.
        head, tail = reverse(url_name, kwargs={parameter: _STAND_IN}).split(_STAND_IN)
        url = f"{request.build_absolute_uri(head)}{{{parameter}}}{tail}"
    return {
        "url": url,
        "description": description,
        "parameters": query,
    }
