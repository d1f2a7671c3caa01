"""Pages of the rules: keyword list and page, the rules tree and one rule's permalink."""

from datetime import date

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from . import selectors
from .models import Keyword, RulesEdition


def keyword_list(request: HttpRequest) -> HttpResponse:
    return render(request, "keywords/keyword_list.html", {"keywords": selectors.keyword_list()})


def keyword_detail(request: HttpRequest, slug: str) -> HttpResponse:
    keyword = get_object_or_404(Keyword.objects.select_related("rule__edition"), slug=slug)
    rules = []
    if keyword.rule:
        rules = [keyword.rule, *selectors.rule_descendants(rule=keyword.rule)]
    cards = keyword.cards.order_by("name_en")
    rulings = selectors.keyword_rulings(keyword=keyword)
    context = {"keyword": keyword, "rules": rules, "cards": cards, "rulings": rulings}
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


def rule_detail(request: HttpRequest, number: str) -> HttpResponse:
    edition = _requested_edition(request)
    rule = selectors.rule_get(number=number, edition=edition)
    if rule is None:
        raise Http404(f"Rule {number} is not in the {edition} edition")
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "rule": rule,
        "ancestors": _ancestors(rule),
        "descendants": selectors.rule_descendants(rule=rule),
    }
    return render(request, "keywords/rule_detail.html", context)


def _ancestors(rule):
    chain = []
    parent = rule.parent
    while parent is not None:
        chain.insert(0, parent)
        parent = parent.parent
    return chain
