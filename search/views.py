"""The search page, its JSON twin for bots, and the OpenSearch description."""

import re
from dataclasses import dataclass, replace
from urllib.parse import urlencode

from django.core.cache import InvalidCacheBackendError, caches
from django.core.cache.utils import make_template_fragment_key
from django.core.exceptions import NON_FIELD_ERRORS, ObjectDoesNotExist
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import translation
from django.utils.safestring import mark_safe
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_safe

from common.caching import ttl_cache
from common.parameters import invalid_parameters
from common.query_strings import in_the_language_asked, undecodable_parameters
from common.reversing import reverse_kept
from keywords import selectors as rule_selectors
from keywords.models import glossary_slug
from keywords.parsing.comprehensive_rules import letter_the_rules_skip
from provenance.api import name_json
from rulings import selectors as rulings_selectors

from .documents import RULING_SOURCES, UNKNOWN_SOURCE, ruling_day
from .forms import SearchForm, SearchPageForm, SuggestForm
from .query_text import MAX_QUERY_LENGTH, parse_user_query
from .registry import DOCUMENT_TYPES
from .results import MAX_PAGE, Filters, SearchHit
from .reuse import RenderedPage, rendered_again, rendered_pages
from .services import INDEX_MISSING, SEARCH_FAILED, SearchOutcome, search_site
from .storage import IndexMissing
from .suggestions import Suggestion, name_suggestions

# The answer panel of a keyword (its rules, example card and rulings) costs more to render than
# the rest of the page, and is the same for every question naming it. It is cached per
# language and per version of what it shows (search.answer_versions, bumped by every write to
# it), so an edit shows at once; the age limit only frees memory.
ANSWER_CACHE_SECONDS = 3600


def _filters(form: SearchForm) -> Filters:
    data = form.cleaned_data
    return Filters(type=data["type"] or None, source=data["source"] or None, year=data["year"])


def _ruling_filter_params(filters: Filters) -> str:
    """The source and year filters as a query string, which the links to the same search by
    type, or to its suggested spelling, keep: they counted with them."""
    kept = {"source": filters.source, "year": filters.year}
    return urlencode({name: value for name, value in kept.items() if value})


# Exempt from the CSRF check, which answered a POST with 403 before the view could answer
# 405: the page reads GET only, and no request changes anything.
@csrf_exempt
@require_safe
def search_page(request: HttpRequest) -> HttpResponse:
    form = SearchPageForm(request.GET, undecodable=undecodable_parameters(request))
    if not form.is_valid():
        return _not_understood(request, form)
    data = form.cleaned_data
    number = _rule_number_alone(data["q"], _filters(form))
    edition = rule_selectors.edition_get(effective_date=None) if number else None
    rule = rule_selectors.rule_get(number=number, edition=edition) if edition else None
    if rule is not None:
        # A judge who types a number wants that rule's page, not a list that starts with it.
        return redirect(rule.get_absolute_url())
    outcome = _page_searched(form)
    answer = outcome.answer
    # Read before what the panel shows: an edit committed in between is then cached under a
    # newer version, never the other way round.
    answer_cache_version = outcome.answer_version
    if outcome.results is not None:
        # The same results (found again: search.reuse) with the same answer make the same
        # page, at the same address (its links are absolute), in the same language.
        key = (request.build_absolute_uri(), translation.get_language())
        shown = (answer and (answer.kind, answer.obj.pk), answer_cache_version)
        if (kept := rendered_again(key, outcome.results, shown)) is not None:
            return HttpResponse(kept.content, status=kept.status)
    answer_panel = None
    if answer is not None:
        answer_panel = _cached_answer_panel(answer, answer_cache_version)
        if answer_panel is None:  # to be rendered: its object is read again, after its version
            answer = _read_again(answer)
    context = {
        "form": form,
        "q": data["q"],
        "outcome": outcome,
        "results": outcome.results,
        "answer": answer,
        "filters": _filters(form),
        "query_string": _query_string_without_page(request),
        "ruling_filter_params": _ruling_filter_params(_filters(form)),
        "document_types": DOCUMENT_TYPES,
        "ruling_sources": _sources_offered(_filters(form)),
        "show_ruling_filters": _rulings_listed(outcome, _filters(form)),
        "answer_cache_seconds": ANSWER_CACHE_SECONDS,
        "answer_version": answer_cache_version,
        "answer_panel": answer_panel,
        "missing_rule": _missing_rule(number, edition) if edition else None,
        "max_query_length": MAX_QUERY_LENGTH,
    }
    if outcome.results is None:  # the search failed: the page says so, as a 503
        page = render(request, "search/results.html", context, status=503)
        return _unavailable(page, outcome.error)
    status = 404 if outcome.results.past_last_page else 200
    response = render(request, "search/results.html", context, status=status)
    rendered_pages.put(key, RenderedPage(outcome.results, shown, response.content, status))
    return response


def _page_searched(form: SearchPageForm) -> SearchOutcome:
    """The page asked for. Past the pages served, the first is searched, without its answer,
    for where the results end, and told as the page asked, empty: the page then says so and
    links to the last, as for any page past the last."""
    data = form.cleaned_data
    page, lang = data["page"] or 1, translation.get_language()
    if page <= MAX_PAGE:
        return search_site(data["q"], lang=lang, filters=_filters(form), page=page)
    outcome = search_site(
        data["q"], lang=lang, filters=_filters(form), page=1, with_answer=False, counted=False
    )
    if outcome.results is None:
        return outcome
    past = replace(outcome.results, page=page, hit_rows=(), more_rulings=())
    return replace(outcome, results=past)


def _not_understood(request: HttpRequest, form: SearchPageForm) -> HttpResponse:
    """A 400 that names each parameter refused and why, the query kept in the search box to
    be searched again without them."""
    context = {
        "form": form,
        "invalid": True,
        "q": form["q"].value() or "",
        "without_refused": _address_without_refused(request, form),
    }
    return render(request, "search/results.html", context, status=400)


def _address_without_refused(request: HttpRequest, form: SearchPageForm) -> str | None:
    """The same search less the parameters refused, one click away: a link shared with a
    mistyped filter (`type=carte`, `page=x`) still leads to its results. None when the text
    itself was refused, or what was refused is no one parameter of the search, or one was not
    UTF-8 (the whole address is then read garbled, the text too)."""
    refused = set(form.errors)
    if not form["q"].value() or "q" in refused or NON_FIELD_ERRORS in refused:
        return None
    if form.undecodable:
        return None
    params = request.GET.copy()
    for name in refused:
        params.pop(name, None)
    return f"{request.path}?{params.urlencode()}"


def _read_again(answer):
    """The answer with its object read whole; None if it was deleted since it was found."""
    try:
        answer.obj.refresh_from_db(fields=_all_fields(answer.obj))
    except ObjectDoesNotExist:
        return None
    return answer


def _all_fields(obj) -> list[str]:
    """Every field of the object: answers find it with only its key read (search.answers)."""
    return [field.attname for field in obj._meta.concrete_fields]


def _cached_answer_panel(answer, version: str) -> str | None:
    """The panel as the page's {% cache %} tag stored it, if it is still there: shown as it
    is, without reading its object again (which a panel rendered anew needs)."""
    try:
        fragments = caches["template_fragments"]  # where the tag keeps them, as it looks
    except InvalidCacheBackendError:
        fragments = caches["default"]
    vary_on = [answer.kind, answer.obj.pk, translation.get_language(), version]
    panel = fragments.get(make_template_fragment_key("search_answer", vary_on))
    return None if panel is None else mark_safe(panel)  # the page's own HTML, as rendered


def _rule_number_alone(text: str, filters: Filters) -> str | None:
    """The rule number a search is and nothing else ("702.19", "cr 702.19", "R70219")."""
    query = parse_user_query(text)
    if query.words or query.phrases or len(query.rule_numbers) != 1 or filters != Filters():
        return None
    return query.rule_numbers[0]


def _missing_rule(number: str, edition) -> dict | None:
    """For a search that is one rule number the current edition lacks ("704.5l", "601.2j"):
    what the rule's page says of it, the letter the rules skip and the nearest rule above.
    It found "0 results", and nothing of why. Not for an extract, whose lack says nothing of
    the edition (keywords.models.RulesEdition.is_extract)."""
    if edition.is_extract:
        return None
    return {
        "number": number,
        "edition": edition,
        "nearest": rule_selectors.rule_nearest_above(number=number, edition=edition),
        "letter": letter_the_rules_skip(number),
    }


def _sources_offered(filters: Filters) -> tuple[str, ...]:
    """The ruling sources the filter offers: those some stored ruling has, and the one asked
    for. It offered "Scryfall" on data whose rulings name no source (MTGJSON names none)."""
    offered = ruling_sources_stored()
    asked = filters.source
    return offered if not asked or asked in offered else (*offered, asked)


# The sources change with an import or an editor's save, rarely: read again every minute.
@ttl_cache(seconds=60)
def ruling_sources_stored() -> tuple[str, ...]:
    """The search's codes of the sources stored rulings have ("unknown" for none)."""
    stored = {source or UNKNOWN_SOURCE for source in rulings_selectors.ruling_sources_stored()}
    return tuple(code for code in RULING_SOURCES if code in stored)


def _rulings_listed(outcome, filters: Filters) -> bool:
    """The source and date filters apply to rulings only: offered when the search finds
    rulings, on every page of it (they came and went with the rulings of each page)."""
    if outcome.results is None:
        return False
    if filters.type:
        return filters.type == "ruling"
    return outcome.results.type_counts.get("ruling", 0) > 0


def _query_string_without_page(request: HttpRequest) -> str:
    params = request.GET.copy()
    params.pop("page", None)
    return params.urlencode()


@require_safe
def search_api(request: HttpRequest) -> JsonResponse:
    form = SearchForm(request.GET)
    if not form.is_valid():
        return invalid_parameters(form.errors)
    data = form.cleaned_data
    lang = data["lang"] or "en"
    with translation.override(lang):
        outcome = search_site(
            data["q"], lang=lang, filters=_filters(form), page=data["page"] or 1, with_answer=False
        )
        if outcome.error:
            return _unavailable_json(outcome.error)
        results = outcome.results
        if results.past_last_page:
            return JsonResponse(
                {
                    "error": f"page {results.page} is past the last page, {results.pages}",
                    "pages": results.pages,
                },
                status=404,
            )
        addresses = Addresses(request)
        return JsonResponse(
            {
                # What was searched: spaces collapsed, invisible characters dropped, and cut
                # at a word's end within MAX_QUERY_LENGTH characters, which a bot can see.
                "query": results.query.raw,
                # True when the text typed was longer: the rest was not searched.
                "query_cut": results.query.cut,
                "lang": lang,
                "total": results.total,
                "page": results.page,
                # Every page from 1 to `pages` can be asked for; past it the API answers 404.
                "pages": results.pages,
                # True when `total` holds more results than those pages: narrow the search.
                "pages_capped": results.pages_capped,
                "per_page": results.per_page,
                # True where words too common to read them all for one search select: the
                # total and the type counts may then leave out some documents holding them.
                "partial": results.partial,
                "type_counts": results.type_counts,
                "suggestion": results.suggestion,
                # "en" or "fr" where its words are that language's names' (language_of).
                "suggestion_lang": results.suggestion_lang,
                "results": [hit_json(hit, addresses) for hit in results.hits],
                # A card's rulings past its first two, moved behind the first page.
                "more_rulings": [
                    more_rulings_json(more, addresses) for more in results.more_rulings
                ],
            }
        )


# A search that could not be made is a 503: the index is not built yet (`index-missing`), or
# the search failed and the error was logged (`search-failed`); never a 500 (search.services).
# A page with this status is no result page a crawler keeps, and Retry-After says when to ask
# again: a first build of the index takes a few minutes on the full data.
RETRY_AFTER_SECONDS = {INDEX_MISSING: 300, SEARCH_FAILED: 30}


def _unavailable_messages() -> dict[str, str]:
    return {
        INDEX_MISSING: gettext("Search is not available yet: the index has not been built."),
        SEARCH_FAILED: gettext("Search failed this time. Please try again in a moment."),
    }


def _unavailable_json(code: str) -> JsonResponse:
    """{"error": what happened, in the language asked; "code": index-missing or
    search-failed}, 503, with Retry-After."""
    body = {"error": _unavailable_messages()[code], "code": code}
    return _unavailable(JsonResponse(body, status=503), code)


def _unavailable(response: HttpResponse, code: str) -> HttpResponse:
    response["Retry-After"] = str(RETRY_AFTER_SECONDS[code])
    return response


SUGGEST_MAX_LENGTH = 100  # a name: the longest card name is 141 letters, typed in part


@require_safe
def suggest_api(request: HttpRequest) -> JsonResponse:
    """The names starting with `q` (search.suggestions), for a search box as one types. With
    `format=opensearch`, the OpenSearch suggestions a browser's address bar reads: [what was
    typed, [names]]."""
    typed = request.GET.get("q", "")[:SUGGEST_MAX_LENGTH].replace("\x00", " ")
    form = SuggestForm(request.GET)
    if not form.is_valid():
        return invalid_parameters(form.errors)
    answer_format = form.cleaned_data["format"]
    try:
        suggestions = name_suggestions(typed, translation.get_language())
    except IndexMissing:
        return _unavailable_json(INDEX_MISSING)
    if answer_format == "opensearch":
        names = [suggestion.title for suggestion in suggestions]
        return JsonResponse(
            [typed, names], safe=False, content_type="application/x-suggestions+json"
        )
    addresses = Addresses(request)
    return JsonResponse(
        {
            "query": typed,
            "suggestions": [suggestion_json(suggestion, addresses) for suggestion in suggestions],
        }
    )


def suggestion_json(suggestion: Suggestion, addresses: "Addresses") -> dict:
    return {
        "title": suggestion.title,
        "title_lang": suggestion.title_lang,
        "title_fr_source": suggestion.title_fr_source or None,
        "title_en": suggestion.title_en,
        "type": suggestion.type,
        "url": addresses.page(suggestion.type, suggestion.slug),
        "api_url": addresses.api(suggestion.type, suggestion.slug),
    }


def hit_url(hit: SearchHit) -> str:
    """The page of a result, in the active language."""
    return page_url(hit.type, hit.slug)


def page_url(kind: str, slug: str) -> str:
    """The page of an indexed document of that type and slug, in the active language."""
    value, anchor = _addressed_value(kind, slug)
    viewname, argument = ADDRESSED[kind].page
    url = reverse_kept(viewname, **{argument: value})
    return f"{url}#{anchor}" if anchor else url


def api_url_of(kind: str, slug: str) -> str | None:
    """The API address of an indexed document, in the active language: a card's (or a
    ruling's card's), a rule's, a glossary entry's, a keyword's (rules and the glossary: the
    current edition's, the only one indexed)."""
    if kind not in ADDRESSED:
        return None
    value, _ = _addressed_value(kind, slug)
    viewname, argument = ADDRESSED[kind].api
    return in_the_language_asked(reverse_kept(viewname, **{argument: value}))


def ruling_id(hit: SearchHit) -> int | None:
    """The ruling a ruling hit is ("card-slug#ruling-24" -> 24)."""
    anchor = hit.slug.partition("#")[2]
    if hit.type != "ruling" or not anchor.startswith("ruling-"):
        return None
    return int(anchor.removeprefix("ruling-"))


def card_rulings_url(card_slug: str) -> str:
    return reverse_kept("rulings:card-detail", slug=card_slug) + "#rulings"


class Addresses:
    """The absolute addresses of one answer's results, in the active language: per type of
    result, its page's address and its API address are reversed once for the answer, with a
    placeholder, and each result's value put in its place, as rulings.api writes a page of
    cards'. Reversing each address (common.reversing) cost some 60 µs the first time the
    process met it, as it meets most, and 15 µs after: 1.2 ms of a question's answer on the
    full data. A value of other letters than its type's (ADDRESSED) is reversed as before:
    Django then quotes it, or refuses it."""

    def __init__(self, request: HttpRequest) -> None:
        self.request = request
        self._templates: dict[str, tuple[str, str] | None] = {}

    def page(self, kind: str, slug: str) -> str:
        value, anchor = _addressed_value(kind, slug)
        template = self._template(kind, value, api=False)
        if template is None or (anchor and not SLUG_LETTERS.fullmatch(anchor)):
            return self.request.build_absolute_uri(page_url(kind, slug))
        url = f"{template[0]}{value}{template[1]}"
        return f"{url}#{anchor}" if anchor else url

    def api(self, kind: str, slug: str) -> str | None:
        value, _ = _addressed_value(kind, slug)
        template = self._template(kind, value, api=True)
        if template is None:
            api = api_url_of(kind, slug)
            return self.request.build_absolute_uri(api) if api else None
        return f"{template[0]}{value}{template[1]}"

    def card_rulings(self, card_slug: str) -> str:
        template = self._template("card", card_slug, api=False)
        if template is None:
            return self.request.build_absolute_uri(card_rulings_url(card_slug))
        return f"{template[0]}{card_slug}{template[1]}#rulings"

    def _template(self, kind: str, value: str, *, api: bool) -> tuple[str, str] | None:
        """The address before and after the value; None for a value its type's letters do
        not make (a ruling's anchor is not part of it), or a type without its template."""
        addressed = ADDRESSED.get(kind)
        if addressed is None or not addressed.letters.fullmatch(value):
            return None
        key = f"{kind} {api}"
        if key not in self._templates:
            self._templates[key] = addressed.template(self.request, api=api)
        return self._templates[key]


def _addressed_value(kind: str, slug: str) -> tuple[str, str]:
    """What a result's addresses take (page_url, api_url_of), and a ruling's anchor."""
    if kind == "glossary":
        return glossary_slug(slug), ""
    if kind in ("card", "ruling"):
        value, _, anchor = slug.partition("#")
        return value, anchor
    return slug, ""


@dataclass(frozen=True)
class Addressed:
    """A type's page and API address (view, argument), and the letters of the values both
    take and write as they are, none quoted; `placeholder`, one such value, stands for them
    in the templates."""

    page: tuple[str, str]
    api: tuple[str, str]
    letters: re.Pattern
    placeholder: str

    def template(self, request: HttpRequest, *, api: bool) -> tuple[str, str] | None:
        viewname, argument = self.api if api else self.page
        path = reverse_kept(viewname, **{argument: self.placeholder})
        url = request.build_absolute_uri(in_the_language_asked(path) if api else path)
        before, found, after = url.partition(self.placeholder)
        # The placeholder once, after the host: else the addresses are reversed one by one.
        return (before, after) if found and self.placeholder not in after else None


# Slugs (Django's slug converter, that of the pages, the API's taking anything but "/").
SLUG_LETTERS = re.compile(r"[-a-z0-9_]+")
# keywords.urls: a rule number as its page's address takes it.
RULE_NUMBER_LETTERS = re.compile(r"\d{1,3}(?:\.\d+[a-z]{0,2})?")
_CARD = Addressed(("rulings:card-detail", "slug"), ("api-card-detail", "key"), SLUG_LETTERS, "SLUG")
ADDRESSED = {
    "card": _CARD,
    "ruling": _CARD,  # its card's addresses, the page's with the ruling's anchor
    "keyword": Addressed(
        ("keywords:keyword-detail", "slug"), ("api-keyword-detail", "name"), SLUG_LETTERS, "SLUG"
    ),
    "glossary": Addressed(
        ("keywords:glossary-entry", "term"), ("api-glossary-detail", "term"), SLUG_LETTERS, "SLUG"
    ),
    "rule": Addressed(
        ("keywords:rule-detail", "number"),
        ("api-rule-detail", "number"),
        RULE_NUMBER_LETTERS,
        "999.999999zz",
    ),
}


def more_rulings_json(more, addresses: Addresses) -> dict:
    return {
        "card": name_json(more, "card_name"),
        "count": more.count,
        "url": addresses.card_rulings(more.card_slug),
        # Where a bot reads the card and all its rulings.
        "api_url": addresses.api("card", more.card_slug),
    }


def hit_json(hit: SearchHit, addresses: Addresses) -> dict:
    return {
        "type": hit.type,
        "ref": hit.ref,
        # A ruling's own id (its card's page anchors it): rulings of one card and one day share
        # their ref. None for the other types.
        "id": ruling_id(hit),
        "title": hit.title,
        "title_lang": hit.title_lang,
        # Where a French title comes from, as a name's fr_source (a rule's: its fr_status).
        "title_fr_source": hit.title_fr_source or None,
        "title_en": hit.title_en,
        # What the result is read by at api_url, the same across editions of the index: a
        # card's slug (a ruling's card's), a keyword's or glossary entry's slug, a rule's
        # number (a bot's review: `ref` is a name, and six cards share "Everythingamajig").
        "key": _addressed_value(hit.type, hit.slug)[0],
        "url": addresses.page(hit.type, hit.slug),
        # Where a bot reads the result whole (a ruling's: its card's, `id` among its rulings).
        "api_url": addresses.api(hit.type, hit.slug),
        # Null, with its language and its French's status, where the result has no text: a
        # keyword with no summary, notes or reminder text (not "" in English, a language for
        # no text).
        "snippet": hit.snippet or None,
        "text_lang": hit.text_lang if hit.snippet else None,
        "fr_status": hit.fr_status if hit.snippet else None,
        "fr_outdated": bool(hit.fr_outdated),
        "fr_stale": hit.fr_stale,
        # A ruling's: the other cards whose ruling says the same, moved behind this one.
        "same_ruling_on": [ruling_card_json(card, addresses) for card in hit.same_ruling_on],
        # A ruling's day and publisher, as /api/cards gives them; null for the other types.
        **_ruling_dated(hit),
    }


def _ruling_dated(hit: SearchHit) -> dict:
    if hit.type != "ruling":
        return {"published_at": None, "source": None}
    source = None if hit.source == UNKNOWN_SOURCE else hit.source  # null, as /api/cards says
    return {"published_at": ruling_day(hit.ref), "source": source}


def ruling_card_json(card, addresses: Addresses) -> dict:
    return {
        "card": name_json(card),
        "url": addresses.card_rulings(card.slug),
        "api_url": addresses.api("card", card.slug),
    }


@require_safe
def opensearch(request: HttpRequest) -> HttpResponse:
    # The description is translated here: makemessages reads .py and .html, not .xml.
    description = gettext(
        "Keywords, Comprehensive Rules and official rulings of Magic: The Gathering, "
        "in French and English."
    )
    context = {
        "search_url": request.build_absolute_uri(reverse("search:search")),
        "suggest_url": request.build_absolute_uri(reverse("api-suggest")),
        "description": description,
    }
    return render(
        request,
        "search/opensearch.xml",
        context,
        content_type="application/opensearchdescription+xml",
    )
