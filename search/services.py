"""The one entry point views and the API use to search (they never touch whoosh)."""

import logging
from dataclasses import dataclass
from functools import partial

from django.conf import settings
from django.db.models.signals import post_delete, post_save

from common.caching import ttl_cache
from common.signals import bulk_written
from terminology import unread_words
from terminology.models import LexiconEntry, Term

from .acronyms import read_initials
from .answers import Answer, answer_for
from .evaluation import LEXICON_FIELDS, read_segment_lexicons
from .little_words import read_names_by_words
from .near_names import read_names_left_out
from .postings import read_long_lists, read_word_counts
from .query import PAIR_FIELDS, TEXT_FIELDS
from .question_names import NAME_FIELDS
from .results import Filters, SearchResults
from .reuse import answered_again
from .searchers import current_searcher
from .searching import search
from .spellings import read_name_prefixes
from .storage import IndexMissing
from .terminology import french_to_english

logger = logging.getLogger(__name__)

# French game words change when an editor or a miner changes the terminology, rarely. Asking
# the database whether they changed costs two aggregate queries (some 2 ms, as much as the
# rest of a page's queries): searches read the terminology again at most every
# TERMINOLOGY_SECONDS, and at once after a change made in this process.
TERMINOLOGY_SECONDS = 5.0
terminology = ttl_cache(seconds=TERMINOLOGY_SECONDS)(french_to_english)


# Why a search could not be made (SearchOutcome.error).
INDEX_MISSING = "index-missing"
SEARCH_FAILED = "search-failed"


@dataclass(frozen=True)
class SearchOutcome:
    results: SearchResults | None
    answer: Answer | None
    error: str | None = None
    # The answer panel's version (search.answer_versions), read before what the panel shows.
    answer_version: str | None = None


def search_site(
    text: str,
    *,
    lang: str,
    filters: Filters,
    page: int,
    with_answer: bool = True,
    counted: bool = True,
) -> SearchOutcome:
    """Results and answer panel; a broken or missing index gives a message, not an error.
    `counted`: a visitor's search, whose unread French words count (terminology.unread_words)
    on its first page."""
    try:
        terms = terminology()
        results = search(text, lang=lang, filters=filters, page=page, terminology=terms)
        if counted and results.page == 1:
            unread_words.count(results.unread_words)
        answer = version = None
        if with_answer and page == 1:
            find = partial(answer_for, results, terms)
            answer, version = answered_again(results, filters, find)
    except IndexMissing:
        return SearchOutcome(None, None, INDEX_MISSING)
    except Exception:  # the site never answers 500 for a search; the error is logged
        logger.exception("search failed for %r", text)
        return SearchOutcome(None, None, SEARCH_FAILED)
    return SearchOutcome(results, answer, answer_version=version)


# The fields a question's words are looked for in, whose long lists are read before the first
# request (settings.SEARCH_WARM_UP_MIN_DOCUMENTS, SEARCH_WARM_UP_POSTINGS; gunicorn's master
# reads them once and forks its workers warm: config.warm_up). A list of a few hundred
# documents costs 0.1-0.3 ms to read, one of thousands 1-6 ms: a long question read some 40
# of them the first time it was asked (10-15 ms of its 30-40 on the full data). Lists of 21 to
# 300 documents were still a third of what the 213 judged questions read from disk, asked
# once each (638 lists, 0.2 ms each). On the full data the lists of more than 20 documents
# are 18,000 lists, 2.8 million postings, within the process's cache of posting lists
# (search.postings.KEPT_POSTINGS_LIMIT).
WARM_UP_FIELDS = (*TEXT_FIELDS, *PAIR_FIELDS, *NAME_FIELDS)
# Asked once in each language before a worker takes requests: what any question needs is
# read then (the names and concept keys of every segment, the terminology, the analyzers),
# which cost a worker's first request 0.2-0.6 s on the full data (1.7 s profiled).
WARM_UP_QUESTIONS = {
    "en": "what happens when a creature with flying is blocked",
    "fr": "que se passe-t-il quand une créature avec le vol est bloquée",
}


def warm_up() -> int:
    """Open this thread's searcher, count every word of the fields questions are looked for
    in and read their long lists, and ask a question in each language, so that the first
    questions a server worker answers are as quick as the next ones (gunicorn's master calls
    this before it forks the workers: config.warm_up). Returns the postings read; 0 without
    an index."""
    try:
        with current_searcher() as searcher:
            read_word_counts(searcher, WARM_UP_FIELDS)  # the long lists are picked from them
            postings = read_long_lists(
                searcher,
                WARM_UP_FIELDS,
                settings.SEARCH_WARM_UP_MIN_DOCUMENTS,
                settings.SEARCH_WARM_UP_POSTINGS,
            )
            for field_name in LEXICON_FIELDS:  # searched by prefix ("cr 702")
                read_segment_lexicons(searcher, field_name)
            read_initials(searcher)  # of the names acronyms stand for ("etb")
            read_names_left_out(searcher)  # names typed one word off ("wrath of good")
            read_names_by_words(searcher)  # and with other little words ("path of exile")
            read_name_prefixes(searcher)  # their words by first letters, for typos ("mahyem")
    except IndexMissing:
        return 0
    for lang, question in WARM_UP_QUESTIONS.items():
        # Not counted: gunicorn's master would hand its counts to every worker it forks.
        search_site(question, lang=lang, filters=Filters(), page=1, counted=False)
    return postings


def _terminology_changed(sender, **kwargs) -> None:
    terminology.cache_clear()


def register_signal_handlers() -> None:
    """A term or lexicon entry saved or deleted in this process, or any bulk write (the
    miners'), is seen by the next search; one changed in another process within
    TERMINOLOGY_SECONDS."""
    uid = "search-terminology"
    for model in (Term, LexiconEntry):
        label = model._meta.label_lower
        post_save.connect(_terminology_changed, sender=model, dispatch_uid=f"{uid}-{label}-save")
        post_delete.connect(_terminology_changed, sender=model, dispatch_uid=f"{uid}-{label}-del")
    bulk_written.connect(_terminology_changed, dispatch_uid=f"{uid}-bulk")
