"""Card pages: names and texts in both languages, and every dated ruling."""

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render

from common.lookups import by_slug_or_redirect, is_redirect
from common.pagination import IdsFirstPaginator, page_asked

from . import selectors
from .forms import CARD_TYPES, LETTERS, CardFilterForm
from .legalities import legalities_shown
from .models import Card

CARDS_PER_PAGE = 60


def card_list(request: HttpRequest) -> HttpResponse:
    form = CardFilterForm(request.GET)
    if not form.is_valid():
        context = {"form": form, "invalid": True, "page": None}
        return render(request, "rulings/card_list.html", context, status=400)
    data = form.cleaned_data
    cards = selectors.card_list(
        language=request.LANGUAGE_CODE,
        card_type=data["type"],
        set_code=data["set"],
        with_rulings=data["rulings"],
        rebalanced_too=data["alchemy"],
    )
    if data["letter"]:
        return _redirect_to_letter(request, cards, data["letter"])
    # The page's ids are read from the list's index alone, then its 60 cards (a deep page read
    # whole rows down to its offset, or sorted every card, on PostgreSQL).
    paginator = IdsFirstPaginator(cards, CARDS_PER_PAGE)
    page = page_asked(paginator, request.GET.get("page"))
    set_name, set_name_fr = selectors.set_names(data["set"]) if data["set"] else ("", "")
    context = {
        "form": form,
        "page": page,
        "set_name": set_name,
        "set_name_fr": set_name_fr,
        # The filters in the title too: a tab or a bookmark of Creatures of MH2 says so.
        "type_label": CARD_TYPES.get(data["type"], ""),
        "set_code": data["set"],
        "query_string": _query_string_without_page(request),
        "letters": LETTERS,
    }
    if page is None:  # as the search does: where the list ends, and a link there
        context |= {"page_missing": request.GET["page"], "last_page": paginator.num_pages}
        return render(request, "rulings/card_list.html", context, status=404)
    return render(request, "rulings/card_list.html", context)


def _query_string_without_page(request: HttpRequest) -> str:
    params = request.GET.copy()
    params.pop("page", None)
    params.pop("letter", None)
    return params.urlencode()


def _redirect_to_letter(request: HttpRequest, cards, letter: str) -> HttpResponseRedirect:
    """The page of the list where the names filed under `letter` begin (where none does,
    the page where the next letter's begin, or the last), the filters kept: one count on the
    list's index, where a bar of 26 pages counted ahead took 60-120 ms a page on the full
    data."""
    before = selectors.cards_before_letter(cards, language=request.LANGUAGE_CODE, letter=letter)
    # Past the last page where every name files before the letter and fills its pages.
    last = IdsFirstPaginator(cards, CARDS_PER_PAGE).num_pages
    page = min(before // CARDS_PER_PAGE + 1, last)
    parts = [_query_string_without_page(request), f"page={page}" if page > 1 else ""]
    query = "&".join(part for part in parts if part)
    return HttpResponseRedirect(f"{request.path}?{query}" if query else request.path)


def card_detail(request: HttpRequest, slug: str) -> HttpResponse:
    card = by_slug_or_redirect(request, Card.objects.all(), slug, selectors.card_named)
    if is_redirect(card):
        return card
    printings = list(selectors.card_printings(card=card))
    context = {
        "card": card,
        "rulings": selectors.card_rulings(card=card),
        "printings": printings,
        # A French page says once that the sets without a French name are named in English.
        "set_names_in_english": any(p.set_name and not p.set_name_fr for p in printings),
        "legalities": legalities_shown(card.legalities),
        "keywords": selectors.card_keywords(card=card, language=request.LANGUAGE_CODE),
    }
    return render(request, "rulings/card_detail.html", context)
