"""What a search returns: the filters asked, each hit, and a page of results."""

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, fields

from .query_text import UserQuery
from .schema import DOCUMENT_TYPES

RESULTS_PER_PAGE = 10
# Pages past this one are refused (ranking deep pages costs and nobody reads them): a page
# count never announces more, so every page a visitor or a bot is told of can be served.
MAX_PAGE = 50


@dataclass(frozen=True)
class Filters:
    type: str | None = None
    source: str | None = None
    year: int | None = None


@dataclass(frozen=True)
class SearchHit:
    type: str
    ref: str
    slug: str
    title: str
    title_en: str
    snippet: str  # HTML, built from escaped text
    text_lang: str
    fr_status: str
    source: str | None
    year: int | None
    score: float
    # Printed French of an older wording: where it was printed ("M10, 2009"); "" otherwise.
    fr_outdated: str = ""
    fr_stale: bool = False  # the French was made for an English that has changed since
    # A ruling's: the cards whose ruling says the same, word for word (search.grouping).
    same_ruling_on: tuple = ()
    title_lang: str = "en"  # "fr" where `title` is the French name or title
    # Where a French `title` comes from (documents: title_fr_source); "" for an English one,
    # None where the index does not record it (built before the field was).
    title_fr_source: str | None = ""


def hit_rows(hits: Iterable[SearchHit]) -> tuple[tuple, ...]:
    """Hits as plain tuples of their values, for SearchResults."""
    return tuple(tuple(getattr(hit, name) for name in _HIT_FIELDS) for hit in hits)


_HIT_FIELDS = tuple(hit_field.name for hit_field in fields(SearchHit))


@dataclass(frozen=True)
class SearchResults:
    query: UserQuery
    lang: str
    total: int
    page: int
    per_page: int
    # The hits (hit_rows): a worker keeps thousands of pages (search.reuse), and the garbage
    # collector walks every object they hold at each full collection, which delays the next
    # request; it stops tracking tuples of strings and numbers.
    hit_rows: tuple[tuple, ...]
    suggestion: str | None = None
    # The language the suggestion is written in, where its words are all one language's names'
    # words (search.did_you_mean.language_of): its lang attribute.
    suggestion_lang: str | None = None
    # Matches of each document type under the other filters, for the type links.
    # Every document type, 0 where nothing matched (an empty query included).
    type_counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(DOCUMENT_TYPES, 0))
    # Rulings of a card beyond its first two, moved behind the first page (search.grouping).
    more_rulings: tuple = ()
    # Lists of words that select documents did not fit in the request's budget
    # (search.evaluation): some documents holding them may be missing, from the counts and
    # the type filters too ("creature": 35,000 texts).
    partial: bool = False
    # The words of a French search that nothing reads, (folded key, as typed): counted for the
    # editors' worklist (search.unread, terminology.unread_words), never shown.
    unread_words: tuple[tuple[str, str], ...] = ()

    @property
    def hits(self) -> list[SearchHit]:
        return [SearchHit(*row) for row in self.hit_rows]

    @property
    def all_types_count(self) -> int:
        """Matches of every type under the other filters: the "All" link's count."""
        return sum(self.type_counts.values())

    @property
    def pages(self) -> int:
        """The pages that can be served: at most MAX_PAGE, whatever the total."""
        return min(MAX_PAGE, max(1, math.ceil(self.total / self.per_page)))

    @property
    def past_last_page(self) -> bool:
        """A page asked for past the last one (page 40 of results that end on page 23)."""
        return self.page > self.pages

    @property
    def pages_capped(self) -> bool:
        """More results than the pages served hold: the visitor is asked to narrow down."""
        return self.total > MAX_PAGE * self.per_page
