"""JSON for bots: one card with its names, texts (with provenance) and rulings; every card, a
page at a time, as an index."""

import uuid

from django.core.paginator import Paginator
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

from common.parameters import echoed, invalid_parameters
from common.query_strings import in_the_language_asked
from common.reversing import reverse_kept
from keywords.briefs import keyword_brief_json
from provenance.api import bilingual_json, name_json

from . import selectors
from .forms import CardPageForm
from .models import Card


@require_safe
def card_detail(request: HttpRequest, key: str) -> JsonResponse:
    """A card by its Oracle id, or by its slug, the last part of its page's address
    (/api/cards/lightning-bolt, as /en/cards/lightning-bolt/): cards an editor added have no
    Oracle id, and a bot holding a page's address can ask for its card. A name several cards
    bear is a 300 listing them, each with the address that is its own."""
    cards = cards_by_key(key)
    if not cards:
        return JsonResponse(
            {"error": f"no card with oracle id, slug or name {echoed(key)}"}, status=404
        )
    if len(cards) > 1:
        return _several_named(request, key, cards)
    return JsonResponse(card_json(cards[0], request))


def cards_by_key(key: str) -> list[Card]:
    """By Oracle id, by slug, then by its English or French name as typed (any case and
    accents: "Lightning Bolt", « colère de dieu »; several cards where several bear it), then
    by its slug typed in capitals."""
    try:
        oracle_id = uuid.UUID(key)
    except ValueError:
        cards = Card.objects.all()
        by_slug = cards.filter(slug=key).first()
        if by_slug is not None:
            return [by_slug]
        return selectors.cards_named(key) or list(cards.filter(slug=key.lower())[:1])
    return list(Card.objects.filter(oracle_id=oracle_id)[:1])


def _several_named(request: HttpRequest, key: str, cards: list[Card]) -> JsonResponse:
    """300 Multiple Choices: the cards a name means, for the bot to ask for one."""
    addresses = card_addresses(request)
    body = {
        "error": f"{len(cards)} cards answer to {echoed(key)}; ask for one by slug or oracle id",
        "candidates": [card_brief_json(card, *addresses) for card in cards],
    }
    return JsonResponse(body, status=300)


def card_json(card: Card, request: HttpRequest) -> dict:
    site = request.build_absolute_uri("/").rstrip("/")
    return {
        "oracle_id": str(card.oracle_id) if card.oracle_id else None,
        "url": request.build_absolute_uri(card.get_absolute_url()),
        "name": name_json(card),
        "mana_cost": mana_cost_json(card),
        # Each face's {"power", "toughness"}, {"loyalty"} or {"defense"}, as printed ("*").
        "stats": card.stats,
        "type_line": card_text_json(card, "type_line"),
        "oracle_text": card_text_json(card, "oracle_text"),
        # As /api/keywords lists them (a bot's review: they were bare English names, the one
        # name of the API with no French, no source and no address).
        "keywords": [
            keyword_brief_json(keyword, site) for keyword in selectors.card_keywords(card=card)
        ],
        "legalities": card.legalities,
        # The day the card data its text, legalities and rulings come from was built; null
        # where no dated data gave the card.
        "data_of": card.data_of.isoformat() if card.data_of else None,
        "is_rebalanced": card.is_rebalanced,
        "printings": [
            {
                "set": printing.set_code,
                "set_name": printing.set_name or None,
                "set_name_fr": printing.set_name_fr or None,  # official, where the data has it
                "released_on": printing.released_on.isoformat() if printing.released_on else None,
            }
            for printing in selectors.card_printings(card=card)
        ],
        "rulings": [ruling_json(r, request) for r in selectors.card_rulings(card=card)],
    }


def mana_cost_json(card: Card) -> str | None:
    return None if _unknown(card, "mana_cost") else card.mana_cost


def card_text_json(card: Card, field: str) -> dict | None:
    """A card text's English and French (`type_line`, `oracle_text`), null where not known."""
    return None if _unknown(card, f"{field}_en", f"{field}_fr") else bilingual_json(card, field)


def _unknown(card: Card, *fields: str) -> bool:
    """Whether the card's `fields` are not known, as `stats` is null where no card data gave
    them: empty on a card no card data gave (an editor's: no Oracle id) and left so by its
    editor. The card data gives "" for what a card prints none of (a land's mana cost, a
    vanilla creature's text), as `stats` is [] for a card that prints none."""
    return card.oracle_id is None and not any(getattr(card, field) for field in fields)


def ruling_json(ruling, request: HttpRequest) -> dict:
    return {
        "id": ruling.pk,
        # Rulings of a card may share a date: each has its own place on the card's page.
        "url": request.build_absolute_uri(ruling.get_absolute_url()),
        "published_at": ruling.published_at.isoformat(),
        "source": ruling.source or None,
        "text": bilingual_json(ruling, "text"),
    }


CARDS_PER_API_PAGE = 500


@require_safe
def card_list(request: HttpRequest) -> JsonResponse:
    """Every card, `?page=` by page of CARDS_PER_API_PAGE, in the order they were added (their
    ids: a new card comes last, and the pages before it stay as they were): names, slug,
    Oracle id and addresses, with the addresses of the pages before and after."""
    form = CardPageForm(request.GET)
    if not form.is_valid():
        return invalid_parameters(form.errors)
    cards = Card.objects.order_by("pk").only(*_BRIEF_FIELDS)
    paginator = Paginator(cards, CARDS_PER_API_PAGE, allow_empty_first_page=True)
    number = form.cleaned_data["page"] or 1
    if number > paginator.num_pages:
        error = f"page {number} is past the last page, {paginator.num_pages}"
        return JsonResponse({"error": error, "pages": paginator.num_pages}, status=404)
    page = paginator.page(number)
    site = request.build_absolute_uri("/").rstrip("/")
    addresses = card_addresses(request)
    return JsonResponse(
        {
            "count": paginator.count,
            "page": number,
            "pages": paginator.num_pages,
            "per_page": CARDS_PER_API_PAGE,
            "previous": _card_page_url(site, number - 1) if page.has_previous() else None,
            "next": _card_page_url(site, number + 1) if page.has_next() else None,
            "cards": [card_brief_json(card, *addresses) for card in page],
        }
    )


# Stands for a card's slug in its addresses' templates: no slug holds capitals.
_SLUG = "SLUG"
_BRIEF_FIELDS = ("slug", "oracle_id", "name_en", "name_fr", "name_fr_source", "is_rebalanced")


def _card_page_url(site: str, number: int) -> str:
    path = in_the_language_asked(reverse_kept("api-card-list"))
    separator = "&" if "?" in path else "?"
    return f"{site}{path}{separator}page={number}"


def card_addresses(request: HttpRequest) -> tuple[str, str]:
    """A card's page and API addresses, absolute, _SLUG standing for its slug: each card's
    two from two written once (the 23,740 cards' would fill the cache of reversed addresses
    the search pages share, common.reversing)."""
    site = request.build_absolute_uri("/").rstrip("/")
    page_url = site + reverse_kept("rulings:card-detail", slug=_SLUG)
    return page_url, site + in_the_language_asked(reverse_kept("api-card-detail", key=_SLUG))


def card_brief_json(card: Card, page_url: str, api_url: str) -> dict:
    """A card as a list gives it; `page_url`, `api_url` from card_addresses."""
    return {
        "name": name_json(card),
        "slug": card.slug,
        "oracle_id": str(card.oracle_id) if card.oracle_id else None,
        "is_rebalanced": card.is_rebalanced,
        "url": page_url.replace(_SLUG, card.slug),
        "api_url": api_url.replace(_SLUG, card.slug),
    }
