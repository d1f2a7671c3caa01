"""At most two rulings of one card among the first results, and each ruling's text once.

A question about a card with many rulings would otherwise fill the first page with them, and
push the rules, the card itself and other cards' rulings out of sight. Within the first
GROUPED_RANKS results, a card's third ruling and those after it move behind the others, in
their order, and the first page says how many were moved ("3 more rulings of Tempt with
Mayhem"), with a link to the card's rulings.

Half the rulings repeat another card's word for word (every card of a mechanic gets the same
one: "If you cast a card from exile this way, ..." on each rebound card, or the same words
under each card's own name), and a common question would show ten times the same text.
Within the window a ruling whose text an earlier result already shows moves behind the
others too; that result names the cards it also stands for ("The same ruling for 9 other
cards: ...").

Further results keep their order: results only move within the window, so every page shows
each result once. Where repeats crowd the window, it widens: the same suspend ruling on 46
cards filled "Thalia, Guardian of Thraben"'s first fifty results, so that its first page showed
it six times and the next five pages nothing else. The window doubles (up to
MOST_GROUPED_RANKS) until GROUPED_RANKS results of their own are in it.

Only the window's rulings are read (their card, from the stored slug), never all matches: a
common word matches thousands of rulings.
"""

from dataclasses import dataclass, field

import numpy as np
from whoosh.query import Term
from whoosh.searching import Searcher

RULINGS_PER_CARD = 2
GROUPED_RANKS = 50  # results reordered: the first five pages at least
MOST_GROUPED_RANKS = 400  # a window of 400 rulings reads their stored fields in some 4 ms


@dataclass(frozen=True)
class MoreRulings:
    """Rulings of a card that matched, moved behind the first results."""

    card_slug: str
    card_name_en: str
    card_name_fr: str  # "" where the card has no French name
    count: int
    # Where the French name comes from (provenance.NameSource); "" without one, None where
    # the index does not record it (built before the field was).
    card_name_fr_source: str | None = ""


@dataclass(frozen=True)
class RulingCard:
    """A card with the same ruling, word for word, as a result shown before it."""

    slug: str
    name_en: str
    name_fr: str  # "" where the card has no French name
    name_fr_source: str | None = ""  # as MoreRulings.card_name_fr_source


@dataclass
class GroupedRanks:
    ranks: list[tuple[float, int]]  # (score, docnum) of the window, in the order shown
    more: list[MoreRulings] = field(default_factory=list)
    stored: dict[int, dict] = field(default_factory=dict)  # the rulings' stored fields, read
    # {docnum of a ruling shown: the other cards whose ruling, moved behind, says the same}
    same_ruling: dict[int, list[RulingCard]] = field(default_factory=dict)
    kept: int = 0  # results left in their place: not moved behind, nor repeating another


def grouped_window(searcher: Searcher, evaluator, matches, per_page: int) -> GroupedRanks:
    """grouped_ranks of the first GROUPED_RANKS results, or of a window doubled until that many
    results of their own are in it (or MOST_GROUPED_RANKS, or every match); its `ranks` are
    the window's, in the order shown."""
    size = GROUPED_RANKS
    # A doubled window holds the one before it: its rulings' stored fields are read once.
    read: dict[int, dict] = {}
    while True:
        window = matches.ranked(0, size, evaluator.tie_order())
        grouped = grouped_ranks(searcher, evaluator, window, per_page, read)
        if grouped.kept >= GROUPED_RANKS or len(window) < size or size >= MOST_GROUPED_RANKS:
            return grouped
        size *= 2


def grouped_ranks(
    searcher: Searcher, evaluator, window: list, per_page: int, read: dict[int, dict] | None = None
) -> GroupedRanks:
    """The (score, docnum) of the window (the first GROUPED_RANKS results), each card's third
    and later rulings, then the rulings repeating the text of one shown before them, moved
    behind the others; `more` counts, per card, the first kind that land past the first
    page. `read` holds rulings' stored fields read already, by docnum, and gets those read."""
    rulings = evaluator.matches(Term("type", "ruling")).docnums
    is_ruling = held(rulings, [docnum for _, docnum in window])
    kept, moved, shown = [], [], {}
    read = {} if read is None else read
    same = _SameRulings()
    for place, ((score, docnum), ruling) in enumerate(zip(window, is_ruling, strict=True)):
        if ruling:
            stored = read.get(docnum)
            if stored is None:
                stored = read[docnum] = searcher.stored_fields(docnum)
            card = _card_of(stored)
            wording = _wording(stored)
            if same.repeats(place, (score, docnum), card, stored, wording):
                continue
            shown[card] = shown.get(card, 0) + 1
            if shown[card] > RULINGS_PER_CARD:
                moved.append((place, (score, docnum), card, stored, wording))
                continue
            same.shown(docnum, card, wording)  # only a ruling kept is shown for its text
        kept.append((score, docnum))
    # A card's third ruling may say what another card's ruling, shown after it, says.
    moved = [entry for entry in moved if not same.repeats(*entry)]
    ranks = kept + [rank for _, rank, _, _, _ in moved] + same.repeated_ranks()
    more: dict[str, MoreRulings] = {}
    # Said of the cards whose rulings the first page shows: "1 more ruling of Mirror Box",
    # of a card none of whose rulings was on it, pointed at nothing the page showed.
    on_first_page = {_card_of(read[docnum]) for _, docnum in kept[:per_page] if docnum in read}
    for _, _, card, stored, _ in moved[max(0, per_page - len(kept)) :]:
        if card not in on_first_page:
            continue
        so_far = more.get(card)
        more[card] = MoreRulings(
            card,
            stored.get("card_en", ""),
            stored.get("card_fr", ""),
            so_far.count + 1 if so_far else 1,
            _name_fr_source(stored),
        )
    return GroupedRanks(ranks, list(more.values()), read, same.other_cards(), len(kept))


class _SameRulings:
    """The rulings shown, by their wording, and those that repeat one of them."""

    def __init__(self) -> None:
        self._shown: dict[str, tuple[int, str]] = {}  # {wording: (docnum, card)}
        self._repeated: list[tuple[int, tuple[float, int]]] = []  # (place, rank)
        self._cards: dict[int, list[tuple[int, RulingCard]]] = {}  # {docnum: [(place, card)]}

    def shown(self, docnum: int, card: str, wording: str) -> None:
        self._shown.setdefault(wording, (docnum, card))

    def repeats(self, place, rank, card: str, stored: dict, wording: str) -> bool:
        """Whether the ruling says what one shown says; if so, it is moved behind, and named
        on the one shown unless both are rulings of the same card."""
        first = self._shown.get(wording)
        if first is None:
            return False
        first_docnum, first_card = first
        if card != first_card:
            self._cards.setdefault(first_docnum, []).append((place, _ruling_card(card, stored)))
        self._repeated.append((place, rank))
        return True

    def repeated_ranks(self) -> list[tuple[float, int]]:
        return [rank for _, rank in sorted(self._repeated)]

    def other_cards(self) -> dict[int, list[RulingCard]]:
        cards = self._cards.items()
        return {docnum: [card for _, card in sorted(found)] for docnum, found in cards}


def _card_of(stored: dict) -> str:
    """A ruling's card: its slug is the card's, then "#ruling-<id>" (documents.ruling_document)."""
    return stored["slug"].split("#", 1)[0]


def _wording(stored: dict) -> str:
    """A ruling's English text, the authoritative one, quoted and spaced alike, its card's
    own name made a slot: the data writes the same ruling with straight or curly quotes,
    depending on its year, and each card of a cycle under its own name ("If Fire Covenant's
    ..." and "If Flame Covenant's ..."). (Chained replace: a translation table reads the
    text character by character, ten times slower.)"""
    text = stored.get("body_en", "")
    if card := stored.get("card_en"):
        text = text.replace(card, "\x00")
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return " ".join(text.split())


def _ruling_card(slug: str, stored: dict) -> RulingCard:
    return RulingCard(
        slug, stored.get("card_en", ""), stored.get("card_fr", ""), _name_fr_source(stored)
    )


def _name_fr_source(stored: dict) -> str | None:
    """Where a ruling's card's French name comes from (documents.ruling_document)."""
    if not stored.get("card_fr"):
        return ""
    return stored.get("title_fr_source")


def held(sorted_docnums: np.ndarray, docnums: list[int]) -> list[bool]:
    """Whether each of `docnums` is in `sorted_docnums`: one search for all of them (one each
    cost some 10 µs, most of grouping a page)."""
    if not len(sorted_docnums) or not docnums:
        return [False] * len(docnums)
    wanted = np.asarray(docnums, dtype=sorted_docnums.dtype)
    at = np.minimum(np.searchsorted(sorted_docnums, wanted), len(sorted_docnums) - 1)
    return (sorted_docnums[at] == wanted).tolist()
