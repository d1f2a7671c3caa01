"""The one entry point views and the API use to search (they never touch whoosh)."""

import logging
from dataclasses import dataclass

from .answers import Answer, answer_for
from .evaluation import Evaluator
from .results import Filters, SearchResults
from .searchers import current_searcher
from .searching import search
from .storage import IndexMissing
from .terminology import french_to_english

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchOutcome:
    results: SearchResults | None
    answer: Answer | None
    error: str | None = None


def search_site(
    text: str, *, lang: str, filters: Filters, page: int, with_answer: bool = True
) -> SearchOutcome:
    """Results and answer panel; a broken or missing index gives a message, not an error."""
    try:
        results = search(
            text, lang=lang, filters=filters, page=page, terminology=french_to_english()
        )
        answer = answer_for(results.query, results.hits) if with_answer and page == 1 else None
    except IndexMissing:
        return SearchOutcome(None, None, "index-missing")
    except Exception:  # the site never answers 500 for a search; the error is logged
        logger.exception("search failed for %r", text)
        return SearchOutcome(None, None, "search-failed")
    return SearchOutcome(results, answer)


WARM_UP_WORDS = 40  # per text field


def warm_up() -> int:
    """Open this thread's searcher and read the commonest words of the texts, so that the
    first questions a server worker answers are as quick as the next ones (gunicorn calls
    this in each worker before it takes requests). Returns the postings read; 0 without an
    index."""
    try:
        with current_searcher() as searcher:
            evaluator = Evaluator(searcher)
            return evaluator.read_most_frequent(("body_en", "body_fr"), WARM_UP_WORDS)
    except IndexMissing:
        return 0
