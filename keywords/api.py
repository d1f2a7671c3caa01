"""JSON for bots: one rule of an edition, with its examples, children and history; one glossary
entry with the rules it cites; one keyword with its summary, official reminder text, defining
rules and example card; every keyword, and every entry of an edition's glossary, as an index.

"history" is the same rule through every imported edition, oldest first, whatever its number.
"""

import re

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from common.dates import day_asked
from common.parameters import echoed, invalid_parameters
from common.query_strings import GIVEN_TWICE, given_different_values, in_the_language_asked
from common.reversing import reverse_kept
from provenance.api import bilingual_json, name_json
from provenance.models import FrenchStatus
from provenance.presentation import bilingual_text
from rulings.api import card_addresses, card_brief_json, card_text_json, mana_cost_json

from . import rule_pages, selectors
from .briefs import keyword_brief_json
from .models import GlossaryEntry, Keyword, Rule, RulesEdition, glossary_entry_url, glossary_slug
from .parsing.references import find_rule_references, subrule_letters_joined

NOT_A_DAY = _("Enter a date written YYYY-MM-DD, such as 2026-08-07.")


def _edition_asked(request: HttpRequest) -> RulesEdition | JsonResponse:
    """The edition `?edition=YYYY-MM-DD` names, the current one without it; else the error."""
    raw_edition = request.GET.get("edition", "")
    if given_different_values(request.GET, "edition", day_asked):
        return invalid_parameters({"edition": [GIVEN_TWICE]})
    try:
        wanted = day_asked(raw_edition)
    except ValueError:
        return invalid_parameters({"edition": [NOT_A_DAY]})
    edition = selectors.edition_get(effective_date=wanted)
    if edition is None:
        return JsonResponse(
            {"error": f"no rules edition {echoed(raw_edition) if raw_edition else 'imported'}"},
            status=404,
        )
    return edition


@require_safe
def rule_detail(request: HttpRequest, number: str) -> JsonResponse:
    edition = _edition_asked(request)
    if isinstance(edition, JsonResponse):
        return edition
    number = _number_typed(number)
    rule = selectors.rule_get(number=number, edition=edition)
    if rule is not None:
        return JsonResponse(rule_json(rule, request))
    renumbered = _renumbered_in(number, edition, request)
    if renumbered is not None:
        return renumbered
    return _missing_from(
        edition,
        absent=f"rule {echoed(number)} is not in the {edition} edition",
        unknown=(
            f"rule {echoed(number)} is not held: only an extract of the {edition} edition is, so "
            "whether it was in that edition is not known"
        ),
    )


def _number_typed(typed: str) -> str:
    """The rule number as people type it: letters in capitals ("704.5J"), as the rule pages
    take them, written in a sentence's way ("702.19b.", "CR 702.19b", "§ 702.19b"), or its
    subrule's letter apart ("702.19 b", "702.19(b)"), as the search reads them. One number
    and nothing else: "702.19 bis" is no rule, not 702.19 (a bot's review got Trample itself
    for "702.19-b" and "100.1 a")."""
    number = typed.strip().lower()
    text = subrule_letters_joined(number)
    references = find_rule_references(text)
    if len(references) != 1 or len(references[0].numbers) != 1:
        return number
    found = references[0]
    if _TYPED_BEFORE.fullmatch(text[: found.start]) and _TYPED_AFTER.fullmatch(text[found.end :]):
        return found.numbers[0]
    return number


# What may stand around the one number of a rule's address: a prefix, a final point.
_TYPED_BEFORE = re.compile(r"(?:(?:cr|rules?|r[èe]gles?)\b|§)?\s*[.:#]?\s*")
_TYPED_AFTER = re.compile(r"\.?")


def _renumbered_in(number: str, edition: RulesEdition, request: HttpRequest) -> JsonResponse | None:
    """The 404 of a number another edition gives the rule (502.52a of 2006 is 702.56a today),
    saying what the rule is numbered in the edition asked for, as the rule page redirects to
    it: {"error", "in_this_edition": {"number", "api_url"}}. None for a number no edition's
    rule has there."""
    source = selectors.rule_in_any_edition(number=number)
    version = selectors.rule_version_in(rule=source, edition=edition) if source else None
    if version is None:
        return None
    path = reverse("api-rule-detail", kwargs={"number": version.number})
    if not edition.is_current:
        path += f"?edition={edition.effective_date}"
    path = in_the_language_asked(path)
    body = {
        "error": f"rule {number} is numbered {version.number} in the {edition} edition",
        "in_this_edition": {"number": version.number, "api_url": request.build_absolute_uri(path)},
    }
    return JsonResponse(body, status=404)


def _missing_from(edition: RulesEdition, *, absent: str, unknown: str) -> JsonResponse:
    """The 404 of what `edition` lacks: absent from a whole edition, unknown in an extract
    (only some of its rules are held: the demo's 2006 rules)."""
    if edition.is_extract:
        return JsonResponse({"error": unknown, "edition_is_extract": True}, status=404)
    return JsonResponse({"error": absent}, status=404)


def rule_json(rule: Rule, request: HttpRequest) -> dict:
    text = bilingual_text(rule, "text")
    day = rule.edition.effective_date.isoformat()
    return {
        "number": rule.number,
        "edition": day,
        "url": request.build_absolute_uri(rule.page_url()),
        # The text as every other endpoint gives a translated text, with its whole provenance;
        # the flat fields after it are kept for the bots written against them.
        "text": bilingual_json(rule, "text"),
        "title": _title_json(rule),
        "text_en": text.english,
        "text_fr": text.french or None,
        "fr_status": text.status,
        "fr_stale": text.stale,  # official French carried over an English changed since
        "earlier_french": _earlier_french_json(rule),
        "examples": Rule.split_examples(rule.examples_en),
        # As cited_rules give a rule: its number and where a bot reads it.
        "children": [
            {"number": child.number, "api_url": _rule_api_url(request, child.number, day)}
            for child in selectors.rule_children(rule=rule)
        ],
        "history": [
            {
                "edition": version.edition.effective_date.isoformat(),
                "number": version.number,
                "change": version.change,
            }
            for version in selectors.rule_lineage(rule=rule)
        ],
    }


def _title_json(rule: Rule) -> dict | None:
    """The title the rule is known by, as its page's heading says it: its own (702.19
    "Trample"), else its nearest titled rule's (702.19b, "Trample"; 100.1, "General"), in
    French as pages and results show it (« Piétinement », Trample's official name, where the
    rule's text has no French) and where that French comes from. None under no title."""
    ancestors = selectors.rule_ancestors(rule=rule)
    titled = rule_pages.titled_rule(rule, ancestors)
    if titled is None:
        return None
    keywords = selectors.rule_keywords_any_edition(rule=rule, ancestors=ancestors)
    french, status = rule_pages.french_title(titled, keywords) or (None, FrenchStatus.MISSING)
    return {"number": titled.number, "en": titled.text_en, "fr": french, "fr_status": status}


def _earlier_french_json(rule: Rule) -> dict | None:
    """The older version of the rule its official French was made for, as the rule's page
    says (« traduction officielle de 502.52a, règles du 1er février 2006 »), with that French:
    it cites the rules by that edition's numbers (« 409.1b »), and a rule without French of
    its own shows it. None where the French, or its absence, is the rule's own."""
    older = selectors.rules_earlier_french(rules=[rule]).get(rule.pk)
    if older is None:
        return None
    return {
        "number": older.number,
        "edition": older.edition.effective_date.isoformat(),
        "text_fr": older.text_fr or None,
    }


@require_safe
def glossary_detail(request: HttpRequest, term: str) -> JsonResponse:
    """A glossary entry by its English term (any case), French term or slug:
    /api/glossary/Legend Rule, /api/glossary/legend-rule; `?edition=` as for rules."""
    edition = _edition_asked(request)
    if isinstance(edition, JsonResponse):
        return edition
    entry = selectors.glossary_entry_find(edition=edition, name=term)
    if entry is None:
        return _missing_from(
            edition,
            absent=f"no glossary entry {echoed(term)} in the {edition} edition",
            unknown=(
                f"the glossary of the {edition} edition is not held: only an extract of that "
                "edition is, so whether it had the term is not known"
            ),
        )
    return JsonResponse(glossary_json(entry, request))


def glossary_json(entry: GlossaryEntry, request: HttpRequest) -> dict:
    return {
        "term": name_json(entry, "term"),
        "slug": glossary_slug(entry.term_en or entry.term),
        "edition": entry.edition.effective_date.isoformat(),
        "url": request.build_absolute_uri(entry.get_absolute_url()),
        "definition": bilingual_json(entry, "definition"),
        # A term the game no longer uses ("Totem Armor (Obsolete)"): its definition names
        # today's, and cites its rules.
        "retired": entry.is_retired,
        "cited_rules": _cited_rules_json(entry, request),
    }


def _cited_rules_json(entry: GlossaryEntry, request: HttpRequest) -> list[dict]:
    """The rules the definition cites ("See rule 704.5j."), in its order, from the entry's
    edition; one the edition does not hold is listed with `in_edition` false and no text."""
    edition = entry.edition.effective_date.isoformat()
    cited = []
    for number, rule in selectors.glossary_cited_rules(entry=entry):
        if rule is None:
            cited.append({"number": number, "in_edition": False, "api_url": None})
            continue
        cited.append(
            {
                **_rule_brief_json(rule),
                "in_edition": True,
                "api_url": _rule_api_url(request, number, edition),
            }
        )
    return cited


def _rule_api_url(request: HttpRequest, number: str, day: str) -> str:
    """The absolute address of a rule of the edition in effect on `day` (YYYY-MM-DD), in the
    language asked."""
    path = reverse("api-rule-detail", kwargs={"number": number}) + f"?edition={day}"
    return request.build_absolute_uri(in_the_language_asked(path))


@require_safe
def keyword_detail(request: HttpRequest, name: str) -> JsonResponse:
    """A keyword by its English name (any case), its slug, or its French name:
    /api/keywords/Trample, /api/keywords/trample, /api/keywords/Piétinement. The English name
    and the slug are looked for first: a French name may be another keyword's English one."""
    keyword = selectors.keyword_named(name)
    if keyword is None:
        return JsonResponse({"error": f"no keyword named {echoed(name)}"}, status=404)
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
        # Each with its address, as a glossary entry's cited rules give theirs.
        "rules": [
            {
                **_rule_brief_json(rule),
                "api_url": _rule_api_url(
                    request, rule.number, rule.edition.effective_date.isoformat()
                ),
            }
            for rule in rules
        ],
        "example_card": _example_card_json(keyword, card, request) if card is not None else None,
    }


def _editorial_json(keyword: Keyword) -> dict | None:
    if not (keyword.summary_en or keyword.summary_fr):
        return None
    # "written_for": the effective date of the rules it speaks of (None: not recorded).
    written_for = keyword.written_for.isoformat() if keyword.written_for else None
    return {
        **bilingual_json(keyword, "summary"),
        "kind": "editorial",
        "source": None,
        "written_for": written_for,
    }


def _reminder_json(keyword: Keyword, request: HttpRequest) -> dict | None:
    if not keyword.reminder_text_en:
        return None
    card = keyword.reminder_card
    source = {
        "card": card_brief_json(card, *card_addresses(request)) if card is not None else None,
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


def _example_card_json(keyword: Keyword, card, request: HttpRequest) -> dict:
    printed = card.pk == keyword.reminder_card_id and bool(keyword.reminder_card_text_en)
    return {
        **card_brief_json(card, *card_addresses(request)),
        "mana_cost": mana_cost_json(card),
        "type_line": card_text_json(card, "type_line"),
        # As printed on the reminder text's printing (fr_printed_in says where), else the
        # card's Oracle text with its newest French.
        "text": bilingual_json(keyword, "reminder_card_text")
        if printed
        else bilingual_json(card, "oracle_text"),
        "printed": printed,
    }


@require_safe
def keyword_list(request: HttpRequest) -> JsonResponse:
    """Every keyword, by English name: its names, kind and addresses, for a bot to know them
    all (about 320 on the full data)."""
    site = request.build_absolute_uri("/").rstrip("/")
    keywords = Keyword.objects.order_by("name_en", "pk")
    listed = [keyword_brief_json(keyword, site) for keyword in keywords]
    return JsonResponse({"count": len(listed), "keywords": listed})


@require_safe
def glossary_list(request: HttpRequest) -> JsonResponse:
    """Every entry of an edition's glossary (`?edition=` as for rules), by English term: its
    terms and addresses. An extract's glossary is not known: `edition_is_extract`."""
    edition = _edition_asked(request)
    if isinstance(edition, JsonResponse):
        return edition
    site = request.build_absolute_uri("/").rstrip("/")
    # As the glossary's page files them: "Abandon" before "APNAP Order".
    entries = selectors.glossary_entries(edition=edition, language="en")
    day = edition.effective_date.isoformat()
    listed = [_glossary_brief_json(entry, day, site) for entry in entries]
    return JsonResponse(
        {
            "edition": day,
            "edition_is_extract": edition.is_extract,
            "count": len(listed),
            "entries": listed,
        }
    )


def _glossary_brief_json(entry: GlossaryEntry, day: str, site: str) -> dict:
    slug = entry.slug
    api_path = reverse_kept("api-glossary-detail", term=slug) + f"?edition={day}"
    return {
        "term": name_json(entry, "term"),
        "slug": slug,
        "url": site + glossary_entry_url(slug, day),
        "api_url": site + in_the_language_asked(api_path),
    }
