"""JSON for bots: one rule of an edition, with its examples, children and history; one keyword
with its summary, official reminder text, defining rules and example card.

"history" is the same rule through every imported edition, oldest first, whatever its number.
"""

from datetime import date

from django.db.models import Q
from django.http import HttpRequest, JsonResponse
from django.utils.text import slugify
from django.views.decorators.http import require_safe

from provenance.api import bilingual_json, name_json
from provenance.presentation import bilingual_text

from . import selectors
from .models import Keyword, Rule


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
    # Letters as people type them ("704.5J"), as the rule pages take them.
    rule = selectors.rule_get(number=number.lower(), edition=edition)
    if rule is None and edition.is_extract:
        unknown = (
            f"rule {number} is not held: only an extract of the {edition} edition is, so whether "
            "it was in that edition is not known"
        )
        return JsonResponse({"error": unknown, "edition_is_extract": True}, status=404)
    if rule is None:
        return JsonResponse({"error": f"rule {number} is not in the {edition} edition"}, status=404)
    return JsonResponse(rule_json(rule))


def rule_json(rule: Rule) -> dict:
    text = bilingual_text(rule, "text")
    return {
        "number": rule.number,
        "edition": rule.edition.effective_date.isoformat(),
        # The text as every other endpoint gives a translated text, with its whole provenance;
        # the flat fields after it are kept for the bots written against them.
        "text": bilingual_json(rule, "text"),
        "text_en": text.english,
        "text_fr": text.french or None,
        "fr_status": text.status,
        "fr_stale": text.stale,  # official French carried over an English changed since
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


@require_safe
def keyword_detail(request: HttpRequest, name: str) -> JsonResponse:
    """A keyword by its English name (any case), its slug, or its French name:
    /api/keywords/Trample, /api/keywords/trample, /api/keywords/Piétinement. The English name
    and the slug are looked for first: a French name may be another keyword's English one."""
    wanted = name.strip()
    keywords = Keyword.objects.select_related("rule__edition")
    keyword = (
        keywords.filter(Q(name_en__iexact=wanted) | Q(slug=slugify(wanted))).first()
        or keywords.filter(name_fr__iexact=wanted).first()
    )
    if keyword is None:
        return JsonResponse({"error": f"no keyword named {name!r}"}, status=404)
    return JsonResponse(keyword_json(keyword, request))


def keyword_json(keyword: Keyword, request: HttpRequest) -> dict:
    rules = [keyword.rule, *selectors.rule_descendants(rule=keyword.rule)] if keyword.rule else []
    card = selectors.keyword_example_card(keyword=keyword)
    return {
        "name": name_json(keyword),
        "slug": keyword.slug,
        "kind": keyword.kind,
        "url": request.build_absolute_uri(keyword.get_absolute_url()),
        # The editorial summary when an editor wrote one, else the official reminder text.
        "summary": _editorial_json(keyword) or _reminder_json(keyword, request),
        "reminder_text": _reminder_json(keyword, request),
        "rules": [_rule_brief_json(rule) for rule in rules],
        "example_card": _example_card_json(keyword, card, request) if card is not None else None,
    }


def _editorial_json(keyword: Keyword) -> dict | None:
    if not (keyword.summary_en or keyword.summary_fr):
        return None
    return {**bilingual_json(keyword, "summary"), "kind": "editorial", "source": None}


def _reminder_json(keyword: Keyword, request: HttpRequest) -> dict | None:
    if not keyword.reminder_text_en:
        return None
    card = keyword.reminder_card
    source = {
        "card": _card_brief_json(card, request) if card is not None else None,
        "set": keyword.reminder_set_code,
        "date": keyword.reminder_released_on.isoformat() if keyword.reminder_released_on else None,
    }
    return {**bilingual_json(keyword, "reminder_text"), "kind": "reminder_text", "source": source}


def _rule_brief_json(rule: Rule) -> dict:
    text = bilingual_text(rule, "text")
    return {
        "number": rule.number,
        "text_en": text.english,
        "text_fr": text.french or None,
        "fr_status": text.status,
        "fr_stale": text.stale,
    }


def _card_brief_json(card, request: HttpRequest) -> dict:
    return {
        "name": name_json(card),
        "oracle_id": str(card.oracle_id) if card.oracle_id else None,
        "url": request.build_absolute_uri(card.get_absolute_url()),
    }


def _example_card_json(keyword: Keyword, card, request: HttpRequest) -> dict:
    printed = card.pk == keyword.reminder_card_id and bool(keyword.reminder_card_text_en)
    return {
        **_card_brief_json(card, request),
        "mana_cost": card.mana_cost,
        "type_line": bilingual_json(card, "type_line"),
        # As printed on the reminder text's printing (fr_printed_in says where), else the
        # card's Oracle text with its newest French.
        "text": bilingual_json(keyword, "reminder_card_text")
        if printed
        else bilingual_json(card, "oracle_text"),
        "printed": printed,
    }
