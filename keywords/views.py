"""Pages of the rules: keywords, the rules tree, a rule's permalink and history, the glossary
and what changed in an edition."""

from datetime import date

from django.core.paginator import Page, Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from . import selectors
from .models import Keyword, Rule, RulesEdition
from .rendering import diff_html, rule_content

CHANGES_PER_PAGE = 50
CARDS_PER_PAGE = 100  # Flying alone has more than 2,000 cards


def keyword_list(request: HttpRequest) -> HttpResponse:
    keywords = selectors.keyword_list(language=request.LANGUAGE_CODE)
    return render(request, "keywords/keyword_list.html", {"keywords": keywords})


def keyword_detail(request: HttpRequest, slug: str) -> HttpResponse:
    keyword = get_object_or_404(Keyword.objects.select_related("rule__edition"), slug=slug)
    rules = []
    if keyword.rule:
        rules = [keyword.rule, *selectors.rule_descendants(rule=keyword.rule)]
    context = {
        "keyword": keyword,
        "rules": rules,
        "earlier_french": selectors.rules_earlier_french(rules=rules),
        "example_card": selectors.keyword_example_card(keyword=keyword),
        "cards": _page(
            request,
            "cards",
            selectors.keyword_cards(keyword=keyword, language=request.LANGUAGE_CODE),
            CARDS_PER_PAGE,
        ),
        "rulings": selectors.keyword_rulings(keyword=keyword),
    }
    return render(request, "keywords/keyword_detail.html", context)


def _requested_edition(request: HttpRequest) -> RulesEdition:
    raw = request.GET.get("edition", "")
    try:
        wanted = date.fromisoformat(raw) if raw else None
    except ValueError:
        raise Http404("Unknown edition") from None
    edition = selectors.edition_get(effective_date=wanted)
    if edition is None:
        raise Http404("No rules edition has been imported")
    return edition


def rules_index(request: HttpRequest) -> HttpResponse:
    if not RulesEdition.objects.exists():
        return render(request, "keywords/rules_index.html", {"chapters": []})
    edition = _requested_edition(request)
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "chapters": selectors.chapters(edition=edition).prefetch_related("children"),
    }
    return render(request, "keywords/rules_index.html", context)


def _rule_context(request: HttpRequest, number: str) -> dict:
    """The requested edition's rule `number`, with the editions to switch to; 404 if absent."""
    edition = _requested_edition(request)
    rule = selectors.rule_get(number=number, edition=edition)
    if rule is None:
        raise Http404(f"Rule {number} is not in the {edition} edition")
    return {"edition": edition, "editions": RulesEdition.objects.all(), "rule": rule}


def rule_detail(request: HttpRequest, number: str) -> HttpResponse:
    context = _rule_context(request, number)
    rule = context["rule"]
    descendants = list(selectors.rule_descendants(rule=rule))
    context |= {
        "ancestors": _ancestors(rule),
        "descendants": descendants,
        "earlier_french": selectors.rules_earlier_french(rules=[rule, *descendants]),
    }
    return render(request, "keywords/rule_detail.html", context)


def rule_history(request: HttpRequest, number: str) -> HttpResponse:
    context = _rule_context(request, number)
    context["versions"] = _with_diffs(selectors.rule_lineage(rule=context["rule"]))
    return render(request, "keywords/rule_history.html", context)


def _with_diffs(lineage: list[Rule]) -> list[dict]:
    """Each version with its word diff against the version before, when its words changed."""
    versions, previous = [], None
    for version in lineage:
        changed = previous is not None and version.change != Rule.Change.UNCHANGED
        diff = diff_html(rule_content(previous), rule_content(version)) if changed else None
        versions.append({"rule": version, "diff": diff})
        previous = version
    return versions


def glossary(request: HttpRequest) -> HttpResponse:
    edition = _requested_edition(request)
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "entries": selectors.glossary_entries(edition=edition, language=request.LANGUAGE_CODE),
    }
    return render(request, "keywords/glossary.html", context)


def edition_changes(request: HttpRequest, effective_date: str) -> HttpResponse:
    try:
        wanted = date.fromisoformat(effective_date)
    except ValueError:
        raise Http404("Unknown edition") from None
    edition = get_object_or_404(RulesEdition, effective_date=wanted)
    changes = selectors.edition_changes(edition=edition)
    reworded = _page(request, "reworded", changes.reworded)
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "changes": changes,
        "added": _page(request, "added", changes.added),
        "removed": _page(request, "removed", changes.removed),
        "renumbered": _page(request, "renumbered", changes.renumbered),
        "reworded": reworded,
        "reworded_diffs": [
            (rule, diff_html(rule_content(rule.predecessor), rule_content(rule)))
            for rule in reworded
        ],
    }
    return render(request, "keywords/edition_changes.html", context)


def _page(request: HttpRequest, name: str, items, per_page: int = CHANGES_PER_PAGE) -> Page:
    """One page of a list; each list of the page has its own ?<name>_page= parameter (a
    number out of range or not a number gives the nearest page, never an error)."""
    return Paginator(items, per_page).get_page(request.GET.get(f"{name}_page"))


def _ancestors(rule):
    chain = []
    parent = rule.parent
    while parent is not None:
        chain.insert(0, parent)
        parent = parent.parent
    return chain
