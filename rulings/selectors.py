"""Shared reads of cards and rulings, for pages and the API."""

from django.db.models import Exists, F, OuterRef, Q, QuerySet
from django.db.models.expressions import Expression

from common.collation import (
    ELIDABLE,
    LEVELS,
    collation_order,
    folded,
    sorted_by_name,
    spaceless,
)
from keywords.models import Keyword
from provenance.presentation import shown_name

from .models import Card, Printing, Ruling


def card_order(*, language: str) -> list[Expression | str]:
    """Cards in the collation order of the name pages in `language` show (Card.sort_name_*)."""
    return [collation_order(_sort_field(language)), "pk"]


def _sort_field(language: str) -> str:
    return "sort_name_fr" if language == "fr" else "sort_name_en"


def cards_before_letter(cards: QuerySet[Card], *, language: str, letter: str) -> int:
    """How many of `cards` (a card list) file before `letter` in `language`: the names whose
    folded key starts below it, counted on the list's index."""
    keyed = cards.order_by().alias(sort_key=collation_order(_sort_field(language)))
    return keyed.filter(sort_key__lt=letter).count()


# What a list of cards shows of each (its link and its names with their provenance): a page
# of a hundred sorted among thousands reads these, not the cards' texts.
# "is_rebalanced": an Alchemy version is labelled so in the lists that show it beside the
# card it rebalances (a keyword's cards: A-Phylath beside Phylath).
CARD_LIST_FIELDS = ("slug", "name_en", "name_fr", "name_fr_source", "is_rebalanced")


def card_list(
    *,
    language: str,
    card_type: str = "",
    set_code: str = "",
    with_rulings: bool = False,
    rebalanced_too: bool = False,
) -> QuerySet[Card]:
    """The cards asked for in name order, with only what a list shows (20,000+ rows:
    paginate). Alchemy's rebalanced versions ("A-" names) only when asked for."""
    cards = Card.objects.all()
    if not rebalanced_too:
        cards = cards.filter(is_rebalanced=False)
    if card_type:
        cards = cards.filter(type_line_en__contains=card_type)
    if set_code:
        cards = cards.filter(printings__set_code=set_code)
    if with_rulings:
        cards = cards.filter(Exists(Ruling.objects.filter(card=OuterRef("pk"))))
    return cards.order_by(*card_order(language=language)).only(*CARD_LIST_FIELDS)


def card_named(name: str) -> Card | None:
    """The one card of that name (cards_named), None where no card or several are."""
    found = cards_named(name)
    return found[0] if len(found) == 1 else None


def cards_named(name: str) -> list[Card]:
    """The cards of that English or French name, whatever its case, accents, hyphens or
    punctuation (« colere de dieu », "LIGHTNING BOLT", « avant poste abandonne » for « Avant-poste
    abandonné »), as their stored sort keys hold it: the English names' first, then the
    French names'. Failing a whole name, a card of two faces by its front face's ("Delver of
    Secrets" for "Delver of Secrets // Insectile Aberration"), as players name it. Several
    where several cards bear it: six cards are named Everythingamajig, and « Contemplation »
    is the English name of one card and the French name of another (Ponder), which a French
    bot asking for it got no word of. An Alchemy rebalancing is not another card."""
    key = folded(name)
    if not key:
        return []
    for front_face in (False, True):
        found = [
            pk
            for field in ("sort_name_en", "sort_name_fr")
            for pk in sorted(_cards_keyed(field, key, front_face=front_face))
        ]
        if found:
            cards = Card.objects.in_bulk(found)
            return [cards[pk] for pk in dict.fromkeys(found)]
    return []


def _key_starts(key: str) -> list[str]:
    """How the stored keys of a name folding to `key` may start: with its first word; an
    elided word is one of its own in a key (« L'Œil de Vecna »: "l oeil de vecna"), so a
    first word typed with its elision joined (« loeil », an address) may start "l oeil", and
    an elision typed apart starts with the word after it too ("l oeil", not all of "l")."""
    words = key.split()
    first = words[0]
    if len(words) > 1 and ELIDABLE.fullmatch(first):
        return [f"{first} {words[1]}"]
    elided = ELIDABLE.match(first)
    if elided and elided.end() < len(first):
        return [first, f"{first[: elided.end()]} {first[elided.end() :]}"]
    return [first]


def _cards_keyed(field: str, key: str, *, front_face: bool = False) -> list[int]:
    """The ids of the cards (not their Alchemy versions) whose name in `field`'s language,
    or with `front_face` the first of its faces, folds to `key`, spaces aside: a hyphen joins
    words in a key ("avantposte"). Read from the index on the sort keys, as ranges of the keys
    starting as the key may (_key_starts)."""
    joined = spaceless(key)
    ranges = Q()
    for start in _key_starts(key):
        ranges |= Q(sort_key__gte=start, sort_key__lt=start + _AFTER_EVERY_LETTER)
    starting = (
        Card.objects.alias(sort_key=collation_order(field))
        .filter(ranges)
        .values_list("pk", field, "is_rebalanced")
    )
    return [
        pk
        for pk, stored, rebalanced in starting
        if not rebalanced and _name_keyed(stored, front_face=front_face) == joined
    ]


# Between the faces of a stored name: importing.mtgjson.FACE_SEPARATOR, or as an editor may
# have typed it, without its spaces ("Fire//Ice"). A name typed so in a lookup folds to one
# word, "fireice", and finds no card.
_BETWEEN_FACES = "//"


def _name_keyed(stored: str, *, front_face: bool) -> str:
    """What a stored sort key names, spaces aside: the whole name, or its front face's (""
    for a name of one face)."""
    primary, accented = stored.split(LEVELS)[:2]
    if not front_face:
        return primary.replace(" ", "")
    faces = accented.split(_BETWEEN_FACES)
    return spaceless(faces[0]) if len(faces) > 1 else ""


# Above every character a sort key holds: the end of the range of keys that start alike.
_AFTER_EVERY_LETTER = "\U0010ffff"


def set_names(set_code: str) -> tuple[str, str]:
    """The English and official French names the card data gives a set; "" for a name it
    does not give, or when no printing of it was imported."""
    printing = Printing.objects.filter(set_code=set_code).exclude(set_name="").first()
    return (printing.set_name, printing.set_name_fr) if printing else ("", "")


def card_printings(*, card: Card) -> QuerySet[Printing]:
    """The sets the card was printed in, newest first."""
    # Undated ones last, in every database (PostgreSQL puts NULL first when descending).
    return card.printings.order_by(F("released_on").desc(nulls_last=True), "set_code")


def card_rulings(*, card: Card) -> QuerySet[Ruling]:
    """The card's rulings, oldest first; rulings of one day in the order they were imported."""
    return card.rulings.order_by("published_at", "pk")


def card_keywords(*, card: Card, language: str = "en") -> list[Keyword]:
    return sorted_by_name(card.keywords.all(), lambda keyword: shown_name(keyword, language))


def ruling_sources_stored() -> set[str]:
    """The source codes stored rulings have ("" for none stated). Without the rulings'
    default order, which DISTINCT would read row by row: 45,000 rulings joined to their cards
    and sorted, 0.7 s, for two values."""
    return set(Ruling.objects.order_by().values_list("source", flat=True).distinct())


LATEST_READ_PER_SHOWN = 10


def latest_rulings(count: int, *, per_card: int) -> list[Ruling]:
    """The newest rulings, at most `per_card` of one card: a set's release dates a card's
    dozen rulings on one day, which filled the home page with one card. Read from the
    newest `count` * LATEST_READ_PER_SHOWN at most: a list that short of cards is shorter."""
    shown: list[Ruling] = []
    of_card: dict[int, int] = {}
    newest = Ruling.objects.select_related("card").order_by("-published_at", "-pk")
    for ruling in newest[: count * LATEST_READ_PER_SHOWN]:
        if of_card.get(ruling.card_id, 0) < per_card:
            of_card[ruling.card_id] = of_card.get(ruling.card_id, 0) + 1
            shown.append(ruling)
            if len(shown) == count:
                break
    return shown
