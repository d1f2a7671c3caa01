"""JSON for bots: one card with its names, texts (with provenance) and rulings."""

import uuid

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

from provenance.api import bilingual_json, name_json

from . import selectors
from .models import Card


@require_safe
def card_detail(request: HttpRequest, key: str) -> JsonResponse:
    """A card by its Oracle id, or by its slug, the last part of its page's address
    (/api/cards/lightning-bolt, as /en/cards/lightning-bolt/): cards an editor added have no
    Oracle id, and a bot holding a page's address can ask for its card."""
    card = card_by_key(key)
    if card is None:
        return JsonResponse({"error": f"no card with oracle id, slug or name {key!r}"}, status=404)
    return JsonResponse(card_json(card, request))


def card_by_key(key: str) -> Card | None:
    """By Oracle id, by slug, then by its English or French name as typed (any case and
    accents: "Lightning Bolt", « colère de dieu »)."""
    try:
        oracle_id = uuid.UUID(key)
    except ValueError:
        cards = Card.objects.all()
        return (
            cards.filter(slug=key).first()
            or cards.filter(slug=key.lower()).first()
            or selectors.card_named(key)
        )
    return Card.objects.filter(oracle_id=oracle_id).first()


def card_json(card: Card, request: HttpRequest) -> dict:
    return {
        "oracle_id": str(card.oracle_id) if card.oracle_id else None,
        "url": request.build_absolute_uri(card.get_absolute_url()),
        "name": name_json(card),
        "mana_cost": card.mana_cost,
        # Each face's {"power", "toughness"}, {"loyalty"} or {"defense"}, as printed ("*").
        "stats": card.stats,
        "type_line": bilingual_json(card, "type_line"),
        "oracle_text": bilingual_json(card, "oracle_text"),
        "keywords": [k.name_en for k in selectors.card_keywords(card=card)],
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


def ruling_json(ruling, request: HttpRequest) -> dict:
    return {
        "id": ruling.pk,
        # Rulings of a card may share a date: each has its own place on the card's page.
        "url": request.build_absolute_uri(ruling.get_absolute_url()),
        "published_at": ruling.published_at.isoformat(),
        "source": ruling.source or None,
        "text": bilingual_json(ruling, "text"),
    }
