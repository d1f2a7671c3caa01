"""Running a search: user text in, a ranked and highlighted page of results out."""

import logging
from dataclasses import replace
from functools import partial

import numpy as np
from whoosh.query import And, ConstantScoreQuery, Or, Query, Term
from whoosh.searching import Searcher

from .acronyms import typed_as_abbreviations
from .citations import with_cited_rules
from .corrections import corrected_words, names_corrected, offered_corrections
from .did_you_mean import did_you_mean, language_of, suggestion_of
from .evaluation import REQUEST_BUDGET, Evaluator, Matches, Reads, field_vocabulary
from .grouping import MOST_GROUPED_RANKS, GroupedRanks, grouped_window
from .highlighting import PageResults, highlighted, highlighter, search_hit, with_stored
from .linking import (
    cards_among,
    rulings_of,
    with_actions_not_asked_behind,
    with_cards_before_their_rulings,
    with_keywords_before_their_entries,
    with_linked_concepts,
    with_rules_cited_first,
    with_symbols_defined_first,
)
from .names import (
    meaningful_name_tokens,
    names_a_concept,
    question_language,
    words_with_a_capital,
)
from .query import plan_query, query_for_filters
from .query_text import parse_user_query
from .question_names import capitalised_inside
from .results import MAX_PAGE, RESULTS_PER_PAGE, Filters, SearchResults, hit_rows
from .reuse import keep, kept_results, kept_under
from .schema import DOCUMENT_TYPES
from .searchers import current_searcher
from .spellings import MAX_WORDS_TO_CORRECT, Spellings
from .unread import holds_an_address, unread_french_words

logger = logging.getLogger(__name__)


def search(
    text: str,
    *,
    lang: str = "en",
    filters: Filters | None = None,
    page: int = 1,
    per_page: int = RESULTS_PER_PAGE,
    terminology: dict[str, list[str]] | None = None,
) -> SearchResults:
    """Search everything; never raises for what a visitor types."""
    query = parse_user_query(text)
    lang = "fr" if lang == "fr" else "en"
    page = min(max(1, page), MAX_PAGE)
    if query.is_empty:
        return SearchResults(query, lang, 0, page, per_page, ())
    filters = filters or Filters()
    with current_searcher() as searcher:
        # The same question asked again under the same searcher (no edit since): its page.
        # Strings and numbers only: thousands of pages are kept by this key (search.reuse).
        key = (text, lang, filters.type, filters.source, filters.year, page, per_page)
        if (kept := kept_under(key, terminology, searcher)) is not None:
            return kept
        spellings = Spellings(searcher, names_first=question_language(query.words) or lang)
        abbreviated = typed_as_abbreviations(query)
        capitalised = frozenset(words_with_a_capital(query.raw))
        corrected = corrected_words(spellings, query.words, terminology, abbreviated, capitalised)
        planned = plan_query(
            query,
            terminology=terminology,
            frequency=spellings.frequency,
            document_count=searcher.doc_count(),
            near_spellings=spellings.near,
            vocabulary=partial(field_vocabulary, searcher),
            corrected_words=corrected,
            english_names=spellings.english_names,
            page_language=lang,
        )
        # After edits: its page, if none of them can have changed it.
        kept = kept_results(key, planned, terminology, searcher)
        if kept is not None:
            return kept
        reads = Reads()
        results, found = _run(
            searcher, query, planned, lang, filters, page, per_page, spellings, reads, terminology
        )
        if lang == "fr" and not holds_an_address(query.raw):
            unread = unread_french_words(query.words, corrected, terminology or {}, spellings)
            results = replace(results, unread_words=unread)
        # A French page's visitor is not offered the English their French word reads as.
        french_terms = terminology if lang == "fr" else None
        offered = offered_corrections(spellings, query.words, corrected, french_terms)
        if results.suggestion is None and names_corrected(
            spellings, query.words, offered, terminology
        ):
            suggestion = suggestion_of(searcher, query, offered, terminology, spellings.language)
            results = replace(results, suggestion=suggestion)
        if results.suggestion is None and not results.total and _one_phrase_only(query):
            suggestion = _phrase_suggestion(query.phrases[0], lang, terminology)
            results = replace(results, suggestion=suggestion)
        if results.suggestion is not None:
            written_in = language_of(searcher, results.suggestion, terminology)
            results = replace(results, suggestion_lang=written_in)
        keep(key, planned, terminology, results, found, reads, searcher)
        return results


def _one_phrase_only(query) -> bool:
    """One quoted phrase and nothing else, of no more words than 'did you mean' corrects."""
    return (
        not query.words
        and not query.rule_numbers
        and len(query.phrases) == 1
        and len(query.phrases[0].split()) <= MAX_WORDS_TO_CORRECT
    )


def _phrase_suggestion(phrase: str, lang: str, terminology) -> str | None:
    """'Did you mean' for one quoted phrase that matched nothing: its words searched as words
    offer their corrections, quoted again (« "tentaton du chaos" » offered nothing, where the
    same words unquoted offer « tentation du chaos »)."""
    suggestion = search(phrase, lang=lang, terminology=terminology).suggestion
    return f'"{suggestion}"' if suggestion else None


def _run(
    searcher: Searcher,
    query,
    planned,
    lang,
    filters,
    page,
    per_page,
    spellings: Spellings,
    reads: Reads | None = None,
    terminology: dict[str, list[str]] | None = None,
) -> tuple[SearchResults, np.ndarray]:
    """The page, and every document found under the filters but the type (search.reuse)."""
    tree = planned.tree
    # Filters are ANDed into the query rather than passed as Whoosh's `filter`, whose
    # result count ignores the filter; a constant score keeps the ranking unchanged.
    filter_query = query_for_filters(filters)
    filtered = And([tree, ConstantScoreQuery(filter_query, 0.0)]) if filter_query else tree
    # What the visitor typed is read within the request's budget (`bounded`). What follows
    # reads whole the lists of a few fixed words (the filters, the types, the concepts and
    # cards linked, the rules cited): left out by the budget, they would change the ranking;
    # a short question's pairs of words are read within the budget still.
    bounded = Evaluator(searcher, budget=REQUEST_BUDGET, frequency=spellings.frequency, reads=reads)
    found = bounded.matches(tree)
    if bounded.work.skipped:
        logger.debug("%d lists left out of the budget for %r", bounded.work.skipped, query.raw)
    evaluator = Evaluator(searcher, frequency=spellings.frequency, reads=reads)
    found = with_linked_concepts(
        evaluator,
        found,
        planned.linked,
        planned.named,
        planned.paragraphs_of,
        planned.paragraph_words,
        planned.cards,
    )
    found = with_cards_before_their_rulings(evaluator, found, planned.cards)
    found = with_symbols_defined_first(evaluator, found, query.symbols)
    found = with_rules_cited_first(evaluator, found, query.rule_numbers)
    if asks_how_the_game_works(query, planned):
        # After the concepts linked: a rule brought forward may then pass the first result.
        found = evaluator.boosted(found, _how_the_game_works(evaluator), RULES_FIRST_FACTOR)
    elif asks_briefly(query, planned, field_vocabulary(searcher, "concept")):
        # The pairs are the visitor's words: read within the request's budget.
        found = _ranked_as_a_short_question(evaluator, bounded, found, planned.pairs)
    elif asks_about_the_cards_named(query, planned):
        about = _about_the_cards_named(evaluator, planned.cards)
        found = evaluator.boosted(found, about, OTHER_CARDS_FACTOR)
    found = with_keywords_before_their_entries(evaluator, found)
    found = with_actions_not_asked_behind(evaluator, found, planned.nouns)
    if planned.english_name:
        found = _with_the_english_name_first(evaluator, found, planned.english_name)
    other_filters = query_for_filters(replace(filters, type=None))
    if other_filters is not None:
        found = evaluator.restricted(found, evaluator.matches(other_filters))
    else:  # the source and year filters are the rulings': no rule passes them
        found = with_cited_rules(searcher, evaluator, found)
    type_counts = _type_counts(searcher, evaluator, found)
    matches = found
    if filters.type in DOCUMENT_TYPES:
        matches = evaluator.restricted(found, evaluator.matches(Term("type", filters.type)))
    # A page past the last is served empty, as asked: the page answers 404 (search.views).
    shown = _page(searcher, evaluator, matches, filters, page, per_page)
    results = PageResults(searcher, highlighted(filtered), shown.ranks, highlighter=highlighter())
    hits = [
        search_hit(with_stored(hit, shown.stored), lang, shown.same_ruling.get(hit.docnum, ()))
        for hit in results
    ]
    suggestion = did_you_mean(spellings, query, terminology) if not matches else None
    results = SearchResults(
        query=query,
        lang=lang,
        total=len(matches),
        page=page,
        per_page=per_page,
        hit_rows=hit_rows(hits),
        suggestion=suggestion,
        type_counts=type_counts,
        more_rulings=tuple(shown.more),
        partial=bool(bounded.work.skipped_selecting),
    )
    return results, found.docnums


# A question of several words that names no card asks how the game works ("when does a
# countered spell go to the graveyard"): its rules, glossary entries and keywords score this
# much more than the cards and rulings that hold the same words, which outnumber them twenty
# to one. A query of a few words ("flying", "lightning bolt", "trample deathtouch") keeps its
# ranking: it looks up a name.
RULES_FIRST_FACTOR = 1.5
RULES_FIRST_MIN_WORDS = 6
HOW_THE_GAME_WORKS = ("rule", "glossary", "keyword")


def asks_how_the_game_works(query, planned) -> bool:
    """Whether the query is a question (is_a_question) naming no card, plainly or as most of
    it ("Does Teferi, Temporal Archmage's ability trigger when it dies?": the card is half
    the question, and its rules came before it)."""
    return not planned.cards and is_a_question(query)


def is_a_question(query) -> bool:
    """Whether the query has RULES_FIRST_MIN_WORDS words or more, little words left out."""
    return len(meaningful_name_tokens(query.words)) >= RULES_FIRST_MIN_WORDS


def _how_the_game_works(evaluator: Evaluator) -> Matches:
    return evaluator.matches(Or(_game_work_types()))


def _game_work_types() -> list[Query]:
    return [Term("type", kind) for kind in HOW_THE_GAME_WORKS]


# A short question that names no card, asked as a question ("what happens to a token that
# dies?", « les jetons meurent-ils ? »), asks how the game works too; but its few words are
# what rulings answer in as many words ("a copy of a spell isn't cast"): the cards, which
# print the same words without saying how they play, go behind the rulings as well as the
# rules, glossary entries and keywords, which come first as a longer question's (by
# RULES_FIRST_FACTOR each time). A text holding the question's words in the order it words
# them (every pair of neighbouring words: "a token creature dies" for "does a token creature
# die?") says what it asks, and comes first too, be it a rule or a ruling. Asked as no
# question (search.query_text: no question mark, no word that asks), a few words ("token
# dies") still look up a name.
SHORT_QUESTION_MIN_WORDS = 2


def asks_briefly(query, planned, concepts: frozenset[str]) -> bool:
    """Whether the query is a question of fewer words than is_a_question() counts and of
    SHORT_QUESTION_MIN_WORDS or more (little words left out), asks a question (with or
    without its question mark: search.query_text) and names no card, nor holds a word with a
    capital inside that is no game term (`concepts`: the index's concept keys): a name
    maybe, typed in another form or with a typo that no name part reads ("two Kolaghans
    Commands, what then?"), where "does a Token creature die?" still asks how the game
    works."""
    return (
        not planned.cards  # the names of the cards named in passing, and of those asked
        and query.asks
        and len(meaningful_name_tokens(query.words)) >= SHORT_QUESTION_MIN_WORDS
        and not is_a_question(query)
        and not any(not names_a_concept(word, concepts) for word in capitalised_inside(query.raw))
    )


def _ranked_as_a_short_question(
    evaluator: Evaluator, bounded: Evaluator, found: Matches, pairs
) -> Matches:
    """The rules, glossary entries and keywords, then also the rulings, then the texts
    holding the question's words as it words them (read by `bounded`, within the request's
    budget), each brought up by RULES_FIRST_FACTOR."""
    for brought_up in (
        _how_the_game_works(evaluator),
        _all_but_cards(evaluator),
        _holding_every_pair(bounded, pairs),
    ):
        if brought_up is not None:
            found = evaluator.boosted(found, brought_up, RULES_FIRST_FACTOR)
    return found


def _holding_every_pair(evaluator: Evaluator, pairs) -> Matches | None:
    """The texts holding every pair of neighbouring words of the question, in one language
    at least; None for a question of fewer than two pairs, which any text holding its two
    words together would pass."""
    whole = [And(list(field_pairs)) for field_pairs in pairs if len(field_pairs) >= 2]
    return evaluator.matches(Or(whole)) if whole else None


def _all_but_cards(evaluator: Evaluator) -> Matches:
    return evaluator.matches(Or([*_game_work_types(), Term("type", "ruling")]))


# A query in English, or of no telling language on an English page, that is one text's
# English name and another's French name ("initiative", "the initiative": The Initiative's
# glossary entry, and First Strike, « Initiative »; "endurance": the card Endurance, and
# Endure) asks for the English one, as the answer panel reads it (search.answers): names are
# one field for both languages, and the two scored alike. On a French page a query of no
# telling language keeps both: French players use English names (search.query.plan_query).
ENGLISH_NAME_FACTOR = 1.5


def _with_the_english_name_first(evaluator: Evaluator, found: Matches, key: str) -> Matches:
    english = evaluator.matches(Term("name_en_only", key))
    named = evaluator.matches(Term("name_exact", key))
    if len(named.docnums) == len(english.docnums):  # no other text has that name
        return found
    return evaluator.boosted(found, english, ENGLISH_NAME_FACTOR)


# A question of several words that names cards asks how those cards play ("I control Golgari
# Decoy and Elvish Mystic; I cast Enlarge … how must they block?"): the other cards and their
# rulings, which hold the same words (five elves that say "block"), score this much less than
# the rules, glossary entries and keywords, and the cards named and their rulings. A few words
# naming a card ("brainstorm prowess") keep their ranking.
OTHER_CARDS_FACTOR = 3.0


def asks_about_the_cards_named(query, planned) -> bool:
    """Whether the query is a question (is_a_question) naming a card."""
    return bool(planned.cards) and is_a_question(query)


def _about_the_cards_named(evaluator: Evaluator, cards: tuple[str, ...]) -> Matches:
    """The rules, glossary entries and keywords; the cards named and their rulings, found by
    their refs: a card's English name, which starts its rulings' (search.documents). Not by
    the words of the name, which other cards' names hold too ("Infestation": Gremlin
    Infestation, Pest Infestation)."""
    names = [Term("name_exact", key) for key in cards]
    named = evaluator.matches(Or(names)).docnums
    refs = {ref for _, ref in cards_among(evaluator.searcher, named)}
    rulings = [rulings_of(ref) for ref in sorted(refs)]
    return evaluator.matches(Or([*_game_work_types(), *names, *rulings]))


def _page(searcher, evaluator, matches, filters, page, per_page) -> GroupedRanks:
    """The page's (score, docnum), the rulings moved behind the first page, the stored fields
    grouping read and the cards whose same ruling moved behind: among the first results a
    card's rulings past its first two, and rulings another result already words, move behind
    the others (search.grouping), except where rulings are what was asked for (the ruling
    filter)."""
    start, stop = (page - 1) * per_page, page * per_page
    grouped = None
    if filters.type != "ruling" and stop <= MOST_GROUPED_RANKS:
        grouped = grouped_window(searcher, evaluator, matches, per_page)
    if grouped is None or stop > len(grouped.ranks) < len(matches):  # past the window
        return GroupedRanks(matches.ranked(start, stop, evaluator.tie_order()))
    return replace(grouped, ranks=grouped.ranks[start:stop], more=grouped.more if page == 1 else [])


def _type_counts(searcher: Searcher, evaluator: Evaluator, found: Matches) -> dict[str, int]:
    """How many of `found` each document type holds: the type lists are read whole (a few
    words, kept in the searcher's cache), like the other filters."""
    return evaluator.counts_by_word(found, "type", tuple(DOCUMENT_TYPES))
