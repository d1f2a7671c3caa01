"""Pages of the rules: keywords, the rules tree, a rule's permalink and history, the glossary
and what changed in an edition."""

from django.core.paginator import Page, Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.functional import SimpleLazyObject

from common.caching import RENDERED_PARTS_SECONDS
from common.dates import day_asked, day_parse
from common.lookups import by_slug_or_redirect, is_redirect, redirect_keeping_query
from common.pagination import IdsFirstPaginator, page_asked
from common.query_strings import (
    PARAMETER_GIVEN_TWICE,
    ParameterRefused,
    given_different_values,
)
from provenance.presentation import shown_name

from . import rule_pages, selectors
from .history import only_typography_changed
from .models import Keyword, Rule, RulesEdition
from .parsing.comprehensive_rules import letter_the_rules_skip
from .rendering import diff_html, rule_content

CHANGES_PER_PAGE = 50
CARDS_PER_PAGE = 100  # Flying alone has more than 2,000 cards
ALPHABET = [*"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"]


def keyword_list(request: HttpRequest) -> HttpResponse:
    """Every keyword: 300 rows took 100 ms to read, sort and render; the rendered table is
    cached (its key in the template: search's content_versions), and the keywords read only
    when it is rendered anew."""
    language = request.LANGUAGE_CODE
    context = {
        "keywords": SimpleLazyObject(lambda: selectors.keyword_list(language=language)),
        "cache_seconds": RENDERED_PARTS_SECONDS,
    }
    return render(request, "keywords/keyword_list.html", context)


def keyword_detail(request: HttpRequest, slug: str) -> HttpResponse:
    keywords = Keyword.objects.select_related("rule__edition")
    keyword = by_slug_or_redirect(request, keywords, slug, selectors.keyword_named)
    if is_redirect(keyword):
        return keyword
    rules = []
    if keyword.rule:
        rules = [keyword.rule, *selectors.rule_descendants(rule=keyword.rule)]
    earlier_french = selectors.rules_earlier_french(rules=rules)
    # Their ids first, then the page's cards: PostgreSQL sorted Flying's 2,211 whole rows on
    # disk for each page (28 ms); their ids are read in order from the cards' name index
    # (rulings_card_sort_*_idx).
    paginator = IdsFirstPaginator(
        selectors.keyword_cards(keyword=keyword, language=request.LANGUAGE_CODE), CARDS_PER_PAGE
    )
    cards = page_asked(paginator, request.GET.get("cards_page"))
    context = {
        "keyword": keyword,
        "rules": rules,
        "earlier_french": earlier_french,
        "without_french": rule_pages.without_french(rules, earlier_french),
        "example_card": selectors.keyword_example_card(keyword=keyword),
        "cards": cards,
        # The rulings of its cards that name it: found by reading the rulings of every card
        # with the keyword (14 ms for Flying's 2,000 cards), kept rendered until one of those
        # cards or its rulings changes (the template's cache key: search's content_versions).
        "rulings": SimpleLazyObject(lambda: selectors.keyword_rulings(keyword=keyword)),
        "rulings_cache_seconds": RENDERED_PARTS_SECONDS,
    }
    if cards is None:  # as the card list does: where the cards end, and a link there
        context |= {
            "cards_page_missing": request.GET["cards_page"],
            "cards_last_page": paginator.num_pages,
        }
        return render(request, "keywords/keyword_detail.html", context, status=404)
    return render(request, "keywords/keyword_detail.html", context)


class EditionNotHeld(Http404):
    """A page asked of an edition that is not held here (`?edition=2009-07-11`, or no date):
    its 404 (pages.views.page_not_found) says so and lists the editions that are."""

    def __init__(self, asked: str) -> None:
        super().__init__(f"no rules edition {asked!r}")
        self.asked = asked


def _requested_edition(request: HttpRequest) -> RulesEdition:
    """The edition `?edition=YYYY-MM-DD` names, the current one without it. Given twice with
    two days, it is refused (400), as the API refuses it: Django would read the last alone."""
    if given_different_values(request.GET, "edition", day_asked):
        raise ParameterRefused(PARAMETER_GIVEN_TWICE % {"name": "edition"})
    asked = request.GET.get("edition", "")
    try:
        wanted = day_asked(asked)
    except ValueError:
        raise EditionNotHeld(asked) from None
    edition = selectors.edition_get(effective_date=wanted)
    if edition is None:
        raise EditionNotHeld(asked)
    return edition


def rules_index(request: HttpRequest) -> HttpResponse:
    if not RulesEdition.objects.exists():
        return render(request, "keywords/rules_index.html", {"chapters": []})
    edition = _requested_edition(request)
    chapters = list(selectors.chapters(edition=edition).prefetch_related("children"))
    headings = [heading for chapter in chapters for heading in (chapter, *chapter.children.all())]
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "chapters": chapters,
        # Shown in English with lang="en" only: a French page says so once, as a rule page
        # does for its paragraphs.
        "without_french": sum(not heading.text_fr for heading in headings),
    }
    return render(request, "keywords/rules_index.html", context)


def _rule_or_redirect(request: HttpRequest, number: str, url_name: str) -> dict | HttpResponse:
    """The rule to show, with the editions to switch to; or a redirect to the same rule in the
    requested edition, whatever its number there; or a page saying it did not exist then.

    A permalink names a number in an edition: "702.56a?edition=2009-07-11" is Recover, as the
    2009 rules that cite it mean. The edition picker sends ?from=<the edition shown>: the
    rule followed to another edition is the one the reader was reading (Replicate, 702.53a).
    """
    edition = _requested_edition(request)
    origin = _origin_edition(request)
    if origin is not None and origin != edition:
        source = selectors.rule_get(number=number, edition=origin)
        if source is not None:
            return _follow(request, source, edition, url_name)
    rule = selectors.rule_get(number=number, edition=edition)
    if rule is not None:
        return {
            "edition": edition,
            "editions": RulesEdition.objects.all(),
            "rule": rule,
            "canonical_url": _canonical_url(request, url_name, rule),
        }
    source = selectors.rule_in_any_edition(number=number)
    if source is None and edition.is_extract:
        return _rule_not_held(request, number, edition)
    if source is None:
        return _rule_not_found(request, number, edition)
    return _follow(request, source, edition, url_name)


def _rule_not_found(request: HttpRequest, number: str, edition: RulesEdition) -> HttpResponse:
    """A number no imported edition holds ("702.19z", or "704.5l": the subrules skip l and o):
    a 404 that says so, with the nearest rule above it that the edition holds, where a reader
    who mistyped a letter finds the one meant. It was the site's bare "Page not found"."""
    nearest = selectors.rule_nearest_above(number=number, edition=edition)
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "number": number,
        "nearest": nearest,
        "nearest_url": nearest.page_url() if nearest else "",
        "letter_never_used": letter_the_rules_skip(number),
    }
    return render(request, "keywords/rule_not_found.html", context, status=404)


def _canonical_url(request: HttpRequest, url_name: str, rule: Rule) -> str:
    """The one address of this rule's page: without ?edition= for the current edition (links
    and pickers add it), with the edition's date for an older one; no ?from=."""
    path = reverse(url_name, kwargs={"number": rule.number})
    if not rule.edition.is_current:
        path += f"?edition={rule.edition.effective_date.isoformat()}"
    return request.build_absolute_uri(path)


def _rule_not_held(request: HttpRequest, number: str, edition: RulesEdition) -> HttpResponse:
    """A number that rules of an extract cite ("see rule 409.1b" in the 2006 rules), which
    the extract does not hold: not found, and said to be unknown rather than absent."""
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "number": number,
        "rules_held": selectors.rules_held(edition=edition),
    }
    return render(request, "keywords/rule_not_held.html", context, status=404)


def _origin_edition(request: HttpRequest) -> RulesEdition | None:
    try:
        wanted = day_parse(request.GET.get("from", ""))
    except ValueError:
        return None
    return selectors.edition_get(effective_date=wanted)


def _follow(
    request: HttpRequest, source: Rule, edition: RulesEdition, url_name: str
) -> HttpResponse:
    version = selectors.rule_version_in(rule=source, edition=edition)
    if version is None:
        return _rule_absent(request, source, edition)
    url = reverse(url_name, kwargs={"number": version.number})
    return redirect(f"{url}?edition={edition.effective_date.isoformat()}")


def _rule_absent(request: HttpRequest, source: Rule, edition: RulesEdition) -> HttpResponse:
    """The edition exists, the rule did not yet (or no longer), or an extract does not hold
    it: a 404, as the API answers, that says so, with the editions where the rule is."""
    ancestors = selectors.rule_ancestors(rule=source)
    keywords = selectors.rule_keywords_any_edition(rule=source, ancestors=ancestors)
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "source": source,
        "title": rule_pages.rule_title(source, ancestors, request.LANGUAGE_CODE, keywords),
        "versions": selectors.rule_lineage(rule=source),
        "follow_from": source.edition.effective_date,
        "rules_held": selectors.rules_held(edition=edition) if edition.is_extract else None,
    }
    return render(request, "keywords/rule_absent.html", context, status=404)


def rule_detail(request: HttpRequest, number: str) -> HttpResponse:
    context = _rule_or_redirect(request, number, "keywords:rule-detail")
    if isinstance(context, HttpResponse):
        return context
    rule = context["rule"]
    ancestors = selectors.rule_ancestors(rule=rule)
    keywords = selectors.rule_keywords_any_edition(rule=rule, ancestors=ancestors)
    previous, following = selectors.rule_neighbours(rule=rule)
    language = request.LANGUAGE_CODE
    context |= {
        "ancestors": ancestors,
        "title": rule_pages.rule_title(rule, ancestors, language, keywords),
        "rule_is_title": rule_pages.is_title(rule),
        "keywords": keywords,
        "previous": previous,
        "next": following,
        "follow_from": rule.edition.effective_date,
        # The text, every paragraph under the rule, is kept rendered until a keyword, a rule or
        # an edition changes: /cr/7 is 2,000 paragraphs (a second to read and render). It is
        # read only when rendered anew (the template's cache tag).
        "text": SimpleLazyObject(lambda: _rule_text(rule, language)),
        "text_cache_seconds": RENDERED_PARTS_SECONDS,
    }
    return render(request, "keywords/rule_detail.html", context)


def _rule_text(rule: Rule, language: str) -> dict:
    """What the text of a rule page shows: the paragraphs under the rule, folded, with the
    older French of those without, and the rules citing them."""
    # A title's French may be its keyword's name (rule_pages.keyword_titled): read in one
    # query, not one a title (/cr/7 holds 500 of them).
    descendants = list(selectors.rule_descendants(rule=rule).prefetch_related("defined_keywords"))
    earlier_french = selectors.rules_earlier_french(rules=[rule, *descendants])
    heads = [paragraph for paragraph in descendants if paragraph.parent_id == rule.pk]
    head_keywords = selectors.rule_keywords(rules=heads)
    folds = rule_pages.folds(rule, descendants, language, head_keywords)
    return {
        "folds": folds,
        "earlier_french": earlier_french,
        "without_french": rule_pages.without_french(
            rule_pages.shown_paragraphs(rule, folds), earlier_french
        ),
        "cited_by": selectors.rule_cited_by(rule=rule, descendants=descendants),
    }


def rule_history(request: HttpRequest, number: str) -> HttpResponse:
    context = _rule_or_redirect(request, number, "keywords:rule-history")
    if isinstance(context, HttpResponse):
        return context
    lineage = selectors.rule_lineage(rule=context["rule"])
    context["versions"] = _with_diffs(lineage)
    # The diffs are of the English: a French page says so where it shows one.
    context["english_diffs"] = any(version["diff"] for version in context["versions"])
    # A rule's heading rarely changes; its subrules do, each in a history of its own (a pages
    # review read ten versions of "Replicate", unchanged, and no way to 702.56a's).
    subrules = selectors.rule_children(rule=context["rule"])
    context["subrules"] = subrules.only("number", "change", "sort_key", "edition")
    context["follow_from"] = context["rule"].edition.effective_date
    # An extract before the oldest version (the demo's 2006 rules): not "absent" then, unknown.
    context["extracts_before"] = [
        edition
        for edition in context["editions"]
        if edition.is_extract and edition.effective_date < lineage[0].edition.effective_date
    ]
    return render(request, "keywords/rule_history.html", context)


def rule_permalink_typed(request: HttpRequest, number: str, history: str = "") -> HttpResponse:
    """ "704.5J" or "704.5j/", as people type them: to the canonical address, for good."""
    url_name = "keywords:rule-history" if history else "keywords:rule-detail"
    url = reverse(url_name, kwargs={"number": number.lower()})
    return redirect_keeping_query(request, url, permanent=True)


_RENUMBERED = (Rule.Change.RENUMBERED, Rule.Change.RENUMBERED_AND_REWORDED)


def _with_diffs(lineage: list[Rule]) -> list[dict]:
    """Each version with its word diff against the version before, when its words changed.

    Editions imported before quotes were compared plainly still say "reworded" where only the
    quotes changed: such a version says so, with no diff. A renumbered rule whose words did
    not change says it was renumbered (702.56 was 502.52): "same words, new quotation marks"
    said nothing of it."""
    versions, previous = [], None
    for version in lineage:
        changed = previous is not None and version.change != Rule.Change.UNCHANGED
        old, new = (rule_content(previous), rule_content(version)) if changed else ("", "")
        same_words = changed and only_typography_changed(old, new)
        renumbered = version.change in _RENUMBERED
        versions.append(
            {
                "rule": version,
                "diff": diff_html(old, new) if changed and not same_words else None,
                "typography_only": same_words and not renumbered,
                "renumbered_only": same_words and renumbered,
            }
        )
        previous = version
    return versions


def glossary(request: HttpRequest) -> HttpResponse:
    """An edition's glossary. Its 739 entries took 90-105 ms to read, sort and render at each
    request; they are kept rendered until a rule, glossary entry or edition changes (the
    template's cache key: search's content_versions), and read only when rendered anew."""
    edition = _requested_edition(request)
    language = request.LANGUAGE_CODE
    context = {
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "entries": SimpleLazyObject(lambda: _glossary_entries(edition, language)),
        "cache_seconds": RENDERED_PARTS_SECONDS,
    }
    return render(request, "keywords/glossary.html", context)


def _glossary_entry_absent(request: HttpRequest, edition: RulesEdition, term: str) -> HttpResponse:
    """A 404 for a term the edition's glossary lacks; named as the current glossary names it
    when it holds the term (« Bibliothèque », not the address's « library »), with its link."""
    current = selectors.edition_current()
    elsewhere = (
        selectors.glossary_entry_find(edition=current, name=term)
        if current is not None and current != edition
        else None
    )
    context = {
        "edition": edition,
        "term": shown_name(elsewhere, request.LANGUAGE_CODE, "term") if elsewhere else term,
        "elsewhere": elsewhere,
    }
    return render(request, "keywords/glossary_entry_not_found.html", context, status=404)


def glossary_entry(request: HttpRequest, term: str) -> HttpResponse:
    """One glossary entry and the rules it cites, with their texts: what a rule's link to a
    term opens (the whole glossary is some 280 KB, heavy on a phone). Found by its slug, or
    by its English or French term, which redirect to the slug's address."""
    edition = _requested_edition(request)
    entry = selectors.glossary_entry_find(edition=edition, name=term)
    if entry is None:
        return _glossary_entry_absent(request, edition, term)
    if term != entry.slug:
        url = reverse("keywords:glossary-entry", kwargs={"term": entry.slug})
        return redirect_keeping_query(request, url, permanent=True)
    cited = selectors.glossary_cited_rules(entry=entry)
    rules = [rule for _, rule in cited if rule is not None]
    context = {
        "entry": entry,
        "edition": edition,
        "editions": RulesEdition.objects.all(),
        "cited": cited,
        "earlier_french": selectors.rules_earlier_french(rules=rules),
    }
    return render(request, "keywords/glossary_entry.html", context)


def _glossary_entries(edition: RulesEdition, language: str) -> dict:
    """What the glossary page shows of its entries: by initial, the letters' index, how many
    have no French."""
    entries = selectors.glossary_entries(edition=edition, language=language)
    letters = rule_pages.by_initial(entries, lambda entry: shown_name(entry, language, "term"))
    return {
        "all": entries,
        "letters": letters,
        "index": [(letter, letter in dict(letters)) for letter in ALPHABET],
        "without_french": sum(1 for entry in entries if not any(entry.french_texts())),
        "rules_held": selectors.rules_held(edition=edition) if edition.is_extract else None,
    }


def edition_changes(request: HttpRequest, effective_date: str) -> HttpResponse:
    try:
        wanted = day_parse(effective_date)
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


def _page(request: HttpRequest, name: str, items) -> Page:
    """One page of one of an edition's four lists of changes, each with its own
    ?<name>_page= parameter: a number out of range or not a number gives the nearest page,
    never an error, so that one list's page no longer there does not hide the other three."""
    return Paginator(items, CHANGES_PER_PAGE).get_page(request.GET.get(f"{name}_page"))
