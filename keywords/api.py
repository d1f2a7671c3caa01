"""JSON for bots: one rule of an edition, with its examples, children and history.

"history" is the same rule through every imported edition, oldest first, whatever its number.
"""

from datetime import date

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

from provenance.presentation import bilingual_text

from . import selectors
from .models import Rule


@require_safe
def rule_detail(request: HttpRequest, number: str) -> JsonResponse:
    raw_edition = request.GET.get("edition", "")
    try:
        wanted = date.fromisoformat(raw_edition) if raw_edition else None
    except ValueError:
        return JsonResponse({"error": "edition must be a date YYYY-MM-DD"}, status=400)
    edition = selectors.edition_get(effective_date=wanted)
    if edition is None:
        return JsonResponse({"error": f"no rules edition {raw_edition or 'imported'}"}, status=404)
    rule = selectors.rule_get(number=number, edition=edition)
    if rule is None:
        return JsonResponse({"error": f"rule {number} is not in the {edition} edition"}, status=404)
    return JsonResponse(rule_json(rule))


def rule_json(rule: Rule) -> dict:
    text = bilingual_text(rule, "text")
    return {
        "number": rule.number,
        "edition": rule.edition.effective_date.isoformat(),
        "text_en": text.english,
        "text_fr": text.french or None,
        "fr_status": text.status,
        "examples": Rule.split_examples(rule.examples_en),
        "children": [child.number for child in selectors.rule_children(rule=rule)],
        "history": [
            {
                "edition": version.edition.effective_date.isoformat(),
                "number": version.number,
                "change": version.change,
            }
            for version in selectors.rule_lineage(rule=rule)
        ],
    }
