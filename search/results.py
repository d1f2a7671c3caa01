"""What a search returns: the filters asked, each hit, and a page of results."""

import math
from dataclasses import dataclass

from .query_text import UserQuery


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


@dataclass(frozen=True)
class SearchResults:
    query: UserQuery
    lang: str
    total: int
    page: int
    per_page: int
    hits: list[SearchHit]
    suggestion: str | None = None

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.per_page))
