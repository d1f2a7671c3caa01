"""Searching the index: user text in, ranked and highlighted results out.

User text never reaches Whoosh's query parser. It is split by search.query_text into plain
words, quoted phrases and rule numbers, and the query tree is built here from those parts
only, so no wildcard, range or boolean syntax typed by a visitor can run.
"""

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from html import escape

from whoosh import highlight
from whoosh.query import (
    And,
    AndMaybe,
    ConstantScoreQuery,
    FuzzyTerm,
    Or,
    Phrase,
    Prefix,
    Query,
    Term,
)
from whoosh.searching import Hit, Results, Searcher
from whoosh.support.levenshtein import distance

from .analyzers import (
    ENGLISH_STOP_WORDS,
    FRENCH_STOP_WORDS,
    english_analyzer,
    fold,
    french_analyzer,
    name_analyzer,
)
from .evaluation import REQUEST_BUDGET, Evaluator, document_counts, searcher_cache
from .query_text import UserQuery, parse_user_query
from .schema import DOCUMENT_TYPES
from .searchers import current_searcher

logger = logging.getLogger(__name__)

RESULTS_PER_PAGE = 10
MAX_PAGE = 50
LONGEST_NAME_IN_WORDS = 8
# Names are looked for among the first words only: a name is never further into a question,
# and a pasted paragraph would otherwise make thousands of candidate names.
MAX_WORDS_FOR_NAMES = 16
# Typos in names: one edit for short words, two for long ones; the first letter must match,
# which keeps the fuzzy expansion to a small slice of the name vocabulary.
FUZZY_MIN_LENGTH = 4
# Typos are looked for in short, name-like queries ("gigatorper"); a long question is
# matched on its words, and expanding each of them would cost more than it finds.
FUZZY_MAX_WORDS = 3
NAME_FIELDS = ("title_en", "title_fr", "card_en", "card_fr")
FUZZY_FIELDS = ("title_en", "title_fr")
TWO_TYPOS_FROM = 9  # letters
MAX_WORDS_TO_CORRECT = 4
TYPO_PREFIX = 2  # letters that must be right: typos rarely start a word, and it is much faster
# The longest word of any name is 31 letters (Asmoranomardicadaistinaculdacar, in both
# languages): a longer word, two edits away from none, is not looked up for typos at all.
MAX_TYPO_LENGTH = 33
# Name words looked up for typos in one request: the three words of a short query in the two
# title fields, or the four words "did you mean" corrects, in the French titles then the English.
MAX_SPELLING_SCANS = 2 * max(FUZZY_MAX_WORDS, MAX_WORDS_TO_CORRECT)
MAX_KNOWN_SPELLINGS = 10_000  # near spellings kept per searcher, and name-word prefixes listed
# A word in more than this share of all documents only ranks; it does not select.
COMMON_SHARE = 0.02
# ...and in more documents than this: in a small index (the demo data) no word is common.
COMMON_MIN_DOCUMENTS = 100
NAME_STOP_WORDS = frozenset(fold(word).lower() for word in FRENCH_STOP_WORDS | ENGLISH_STOP_WORDS)


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


# --- Analysis of the user's words ------------------------------------------------------


@lru_cache(maxsize=1)
def _analyzers():
    return {"en": english_analyzer(), "fr": french_analyzer(), "name": name_analyzer()}


def tokens(text: str, analyzer: str) -> list[str]:
    return [token.text for token in _analyzers()[analyzer](text)]


def name_key(text: str) -> str:
    """A whole name as the name_exact field stores it: folded words joined by one space."""
    return " ".join(tokens(text, "name"))


def name_key_ngrams(words: tuple[str, ...], longest: int = LONGEST_NAME_IN_WORDS) -> set[str]:
    """name_key() of every run of up to `longest` words, each word analysed once."""
    per_word = [" ".join(tokens(word, "name")) for word in words[:MAX_WORDS_FOR_NAMES]]
    per_word = [key for key in per_word if key]
    return {
        " ".join(per_word[start : start + size])
        for size in range(1, min(longest, len(per_word)) + 1)
        for start in range(len(per_word) - size + 1)
    }


# --- Building the query tree ------------------------------------------------------------


def build_query(
    query: UserQuery,
    *,
    terminology: dict[str, list[str]] | None = None,
    frequency: Callable[[str, str], int] | None = None,
    document_count: int = 0,
    near_spellings: Callable[[str, str, int], list[str]] | None = None,
) -> Query:
    """Names, rule numbers, phrases and rare words decide which documents match; words found
    in a large share of the index ("cible", "spell") only add to their score.

    Letting common words match on their own would make Whoosh score tens of thousands of
    documents for every question, and they pick out nothing: the answer to "que se passe-t-il
    si la cible devient illégale" is found by "illégale", and ranked up by "cible".
    """
    threshold = max(COMMON_SHARE * document_count, COMMON_MIN_DOCUMENTS)
    common = (lambda term: frequency(term.fieldname, term.text) > threshold) if frequency else None
    exact_names, names_in_passing = _exact_name_parts(query)
    name_words, name_words_in_passing = _name_token_parts(query.words, near_spellings)
    deciding: list[Query] = [
        *exact_names,
        *_whole_name_parts(query.words),
        *name_words,
        *_phrase_parts(query.phrases, common),
        *_rule_number_parts(query.rule_numbers),
    ]
    ranking: list[Query] = [*names_in_passing, *name_words_in_passing]
    text_terms = _text_terms(query.words, terminology or {})
    if frequency is None:
        return Or(deciding + ranking + text_terms)
    # When the query is a name that exists ("flying"), that name is the answer: common words
    # then only rank, instead of selecting the thousands of texts that mention it.
    names_found = any(frequency(part.fieldname, part.text) for part in exact_names)
    for field_terms in _by_field(text_terms).values():
        found = [term for term in field_terms if frequency(term.fieldname, term.text) > 0]
        common_terms = [term for term in found if common(term)]
        rare = [term for term in found if term not in common_terms]
        # Each language on its own: English words run through the French analyzer make
        # rare French terms that must not stand in for the English ones.
        deciding += rare or ([] if names_found else _all_of(common_terms))
        ranking += common_terms
    if not deciding:
        return Or(ranking)
    return AndMaybe(Or(deciding), Or(ranking)) if ranking else Or(deciding)


def _by_field(terms: list[Term]) -> dict[str, list[Term]]:
    by_field: dict[str, list[Term]] = {}
    for term in terms:
        by_field.setdefault(term.fieldname, []).append(term)
    return by_field


def _all_of(terms: list[Term]) -> list[Query]:
    """When every word of a field is common, a document must hold all of them to match."""
    if not terms:
        return []
    return [And(terms) if len(terms) > 1 else terms[0]]


def _exact_name_parts(query: UserQuery) -> tuple[list[Query], list[Query]]:
    """Whole names inside the query. A name that is most of what was asked ("c'est quoi la
    duplication", "trample and deathtouch") ranks first; a name that is one word of a longer
    question ("what happens if the *target* becomes illegal") only helps."""
    asked = set(_meaningful_name_tokens(query.words))
    keys = name_key_ngrams(query.words) | {name_key(phrase) for phrase in query.phrases}
    the_question, in_passing = [], []
    for key in filter(None, keys):
        covered = len(asked & set(key.split()))
        if 2 * covered >= len(asked):
            the_question.append(Term("name_exact", key, boost=3.0 + key.count(" ")))
        else:
            in_passing.append(Term("name_exact", key, boost=0.5))
    return the_question, in_passing


def _meaningful_name_tokens(words: tuple[str, ...]) -> list[str]:
    """Name words of the query, without the little words of either language ("il", "the")."""
    name_tokens = dict.fromkeys(tokens(" ".join(words), "name"))
    return [token for token in name_tokens if token not in NAME_STOP_WORDS]


def _whole_name_parts(words: tuple[str, ...]) -> list[Query]:
    """A name containing every word typed ("tempt mayhem") beats texts that mention it."""
    name_tokens = _meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
    if len(name_tokens) < 2:
        return []
    return [
        And([Term(field_name, token) for token in name_tokens], boost=3.0)
        for field_name in ("title_en", "title_fr")
    ]


def _name_token_parts(
    words: tuple[str, ...], near_spellings=None
) -> tuple[list[Query], list[Query]]:
    """Single words of names (and their typos). In a short query they select; in a long
    question one word of a name means little, so they only rank what the texts select."""
    name_tokens = _meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
    parts: list[Query] = [
        Term(field, token, boost=0.5) for token in name_tokens for field in NAME_FIELDS
    ]
    if len(name_tokens) <= FUZZY_MAX_WORDS:
        parts += [
            _typo(field, token, near_spellings)
            for token in name_tokens
            for field in FUZZY_FIELDS
            if len(token) >= FUZZY_MIN_LENGTH
        ]
    return (parts, []) if len(name_tokens) <= 2 else ([], parts)


def _text_terms(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[Term]:
    text = " ".join(words)
    terms = [
        Term(field_name, token)
        for field_name, analyzer in (("body_en", "en"), ("body_fr", "fr"))
        for token in dict.fromkeys(tokens(text, analyzer))
    ]
    return terms + _terminology_terms(words, terminology)


def _typo(field_name: str, token: str, near_spellings=None) -> Query:
    """Names one or two edits away ("gigatorper" -> "gigatorpeur"), the first letters kept.

    With an index at hand the spellings are looked up once here, so that counting the
    results does not run the Levenshtein automaton a second time.
    """
    maxdist = 1 if len(token) < TWO_TYPOS_FROM else 2
    if near_spellings is None:
        return FuzzyTerm(field_name, token, boost=0.5, maxdist=maxdist, prefixlength=TYPO_PREFIX)
    spellings = [text for text in near_spellings(field_name, token, maxdist) if text != token]
    return Or([Term(field_name, text, boost=0.5) for text in spellings])


def _terminology_terms(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[Term]:
    """French words also search the English text through the official terminology."""
    english_words: list[str] = []
    for key in name_key_ngrams(words, longest=3):
        english_words += terminology.get(key, [])
    english_tokens = dict.fromkeys(tokens(" ".join(english_words), "en"))
    return [Term("body_en", token, boost=0.8) for token in english_tokens]


def _phrase_parts(phrases: tuple[str, ...], common=None) -> list[Query]:
    """Quoted phrases, word for word. A phrase made only of common words ("1 1", "phase de
    combat") is matched as all of its words: checking the positions of words found in
    thousands of texts costs Whoosh about 15 µs a text, and tells little more."""
    parts: list[Query] = []
    for phrase in phrases:
        for field_name, analyzer in (("body_en", "en"), ("body_fr", "fr")):
            words = tokens(phrase, analyzer)
            terms = [Term(field_name, word) for word in words]
            if len(words) == 1:
                parts.append(Term(field_name, words[0], boost=2.0))
            elif common is not None and words and all(map(common, terms)):
                parts.append(And(terms, boost=2.0))
            elif words:
                parts.append(Phrase(field_name, words, boost=2.0))
    return parts


def _rule_number_parts(numbers: tuple[str, ...]) -> list[Query]:
    # Numbers come normalised from query_text ("702.56a"), never raw user text.
    parts: list[Query] = []
    for number in numbers:
        parts.append(Term("rule_number", number, boost=10.0))
        parts.append(Prefix("rule_number", number, boost=2.0))
    return parts


def _filter_query(filters: Filters) -> Query | None:
    terms: list[Query] = []
    if filters.type in DOCUMENT_TYPES:
        terms.append(Term("type", filters.type))
    if filters.source:
        terms.append(Term("source", filters.source))
    if filters.year:
        terms.append(Term("year", filters.year))
    return And(terms) if terms else None


# --- Running it ----------------------------------------------------------------------


class EscapingFormatter(highlight.HtmlFormatter):
    """Highlights with <mark>; every piece of stored text is escaped, quotes included."""

    def __init__(self) -> None:
        super().__init__(tagname="mark", between=" … ", classname="match", termclass="term")

    def _text(self, text: str) -> str:
        return escape(text, quote=True)


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
        return SearchResults(query, lang, 0, page, per_page, [])
    with current_searcher() as searcher:
        spellings = Spellings(searcher)
        tree = build_query(
            query,
            terminology=terminology,
            frequency=spellings.frequency,
            document_count=searcher.doc_count(),
            near_spellings=spellings.near,
        )
        return _run(searcher, query, tree, lang, filters or Filters(), page, per_page, spellings)


class Spellings:
    """Name words within a few edits of a word, for typos and "did you mean", with bounded work.

    The words are those Whoosh's `reader.terms_within` gives (Damerau-Levenshtein distance, the
    first TYPO_PREFIX letters kept), found with less work: the name words of a prefix are
    listed once per searcher, grouped by length, and a word is compared only with the name words
    whose length allows it (a word three letters longer than a name word is not two edits from
    it). A word longer than MAX_TYPO_LENGTH is looked up nowhere, and one request looks up at
    most MAX_SPELLING_SCANS words not looked up before; what was found is kept per searcher.
    """

    def __init__(self, searcher: Searcher) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.frequency = _word_counts(searcher)
        cache = searcher_cache(searcher)
        self.known = cache.spellings
        self.prefixes = cache.name_prefixes
        self.scans = 0  # words looked up in this request
        self.compared = 0  # name words compared with them

    def near(self, field_name: str, token: str, maxdist: int) -> list[str]:
        """Name words near a word of the query. A word that is itself a word of some name is
        taken as typed: "replicate" is not a typo of "replica"."""
        if field_name not in self.searcher.schema or self._is_name_word(token):
            return []
        return self.within(field_name, token, maxdist)

    def _is_name_word(self, token: str) -> bool:
        return any(self.frequency(field_name, token) for field_name in FUZZY_FIELDS)

    def within(self, field_name: str, word: str, maxdist: int) -> list[str]:
        """Name words of the field within `maxdist` edits of `word`, in the index's order."""
        if len(word) > MAX_TYPO_LENGTH:
            return []
        key = (field_name, word, maxdist)
        found = self.known.get(key)
        if found is None:
            if self.scans >= MAX_SPELLING_SCANS:
                return []
            self.scans += 1
            found = self._scan(field_name, word, maxdist)
            if len(self.known) >= MAX_KNOWN_SPELLINGS:
                self.known.clear()
            self.known[key] = found
        return found

    def closest(self, word: str) -> str | None:
        """The closest name word, as Whoosh's `searcher.suggest(..., limit=1)` ranks them (the
        most frequent within the distance), in the French names, then the English."""
        folded = name_key(word)
        if len(folded) < FUZZY_MIN_LENGTH:
            return None
        maxdist = 1 if len(folded) < TWO_TYPOS_FROM else 2
        for field_name in ("title_fr", "title_en"):
            found = self.within(field_name, folded, maxdist)
            if found:
                frequency = self.reader.frequency
                return max(
                    (0 - (maxdist + (1.0 / (frequency(field_name, text) or 1) * 0.5)), text)
                    for text in found
                )[1]
        return None

    def _scan(self, field_name: str, word: str, maxdist: int) -> list[str]:
        by_length = self._name_words(field_name, word[:TYPO_PREFIX])
        found = []
        for length in range(len(word) - maxdist, len(word) + maxdist + 1):
            for text in by_length.get(length, ()):
                self.compared += 1
                if distance(text, word, limit=maxdist) <= maxdist:
                    found.append(text)
        return sorted(found)

    def _name_words(self, field_name: str, prefix: str) -> dict[int, list[str]]:
        """The field's words starting with `prefix`, by length (at most 434, for "co")."""
        key = (field_name, prefix)
        found = self.prefixes.get(key)
        if found is None:
            field = self.searcher.schema[field_name]
            found = {}
            for word in self.reader.expand_prefix(field_name, prefix):
                text = field.from_bytes(word)
                found.setdefault(len(text), []).append(text)
            if len(self.prefixes) >= MAX_KNOWN_SPELLINGS:
                self.prefixes.clear()
            self.prefixes[key] = found
        return found


def _word_counts(searcher: Searcher) -> Callable[[str, object], int]:
    """How many documents hold a word, remembered per searcher. A whole name is made of words
    of the names (name_key of a title, as the titles are analysed), so a run of words with
    one that is in no title is no name: it counts 0 without being looked up in every segment
    (a long question has some hundred runs of up to 8 words)."""
    count = document_counts(searcher)

    def counted(field_name: str, text) -> int:
        if field_name == "name_exact" and any(
            not (count("title_en", word) or count("title_fr", word)) for word in text.split()
        ):
            return 0
        return count(field_name, text)

    return counted


def _near_spellings(searcher: Searcher) -> Callable[[str, str, int], list[str]]:
    return Spellings(searcher).near


def _run(
    searcher: Searcher, query, tree, lang, filters, page, per_page, spellings: Spellings
) -> SearchResults:
    # Filters are ANDed into the query rather than passed as Whoosh's `filter`, whose
    # result count ignores the filter; a constant score keeps the ranking unchanged.
    filter_query = _filter_query(filters)
    filtered = And([tree, ConstantScoreQuery(filter_query, 0.0)]) if filter_query else tree
    # What the visitor typed is read within the request's budget; the filters, a few words
    # from fixed lists, are read whole.
    evaluator = Evaluator(searcher, budget=REQUEST_BUDGET, frequency=spellings.frequency)
    matches = evaluator.matches(tree)
    if filter_query is not None:
        matches = evaluator.restricted(matches, Evaluator(searcher).matches(filter_query))
    if evaluator.work.skipped:
        logger.debug("%d lists left out of the budget for %r", evaluator.work.skipped, query.raw)
    last_page = max(1, math.ceil(len(matches) / per_page))
    page = min(page, last_page)
    top = matches.ranked((page - 1) * per_page, page * per_page, evaluator.tie_order())
    results = Results(searcher, _highlighted(filtered), top, highlighter=_highlighter())
    hits = [_hit(hit, lang) for hit in results]
    suggestion = _suggestion(spellings, query) if not matches else None
    return SearchResults(
        query=query,
        lang=lang,
        total=len(matches),
        page=page,
        per_page=per_page,
        hits=hits,
        suggestion=suggestion,
    )


def _highlighted(tree: Query) -> Query:
    """The words of the tree in the texts that snippets show. Whoosh looks the words of the
    query up again for each hit; a tree of a few hundred names and rule numbers would cost
    milliseconds a hit for words no snippet shows."""
    return Or([leaf for leaf in tree.leaves() if leaf.field() in ("body_en", "body_fr")])


def _highlighter() -> highlight.Highlighter:
    return highlight.Highlighter(
        fragmenter=highlight.ContextFragmenter(maxchars=240, surround=60),
        formatter=EscapingFormatter(),
    )


def _hit(hit: Hit, lang: str) -> SearchHit:
    stored = hit.fields()
    use_french = lang == "fr" and bool(stored.get("body_fr"))
    body_field = "body_fr" if use_french else "body_en"
    snippet = hit.highlights(body_field, top=2) or _escaped_start(stored.get(body_field, ""))
    title_en = stored.get("title_en") or stored.get("card_en") or stored["ref"]
    title_fr = stored.get("title_fr") or stored.get("card_fr")
    return SearchHit(
        type=stored["type"],
        ref=stored["ref"],
        slug=stored.get("slug", ""),
        title=title_fr if lang == "fr" and title_fr else title_en,
        title_en=title_en,
        snippet=snippet,
        text_lang="fr" if use_french else "en",
        fr_status=stored.get("fr_status", "missing"),
        source=stored.get("source"),
        year=stored.get("year"),
        score=hit.score or 0.0,
        fr_outdated=stored.get("fr_outdated") or "",
    )


def _escaped_start(text: str, length: int = 240) -> str:
    short = text[:length] + ("…" if len(text) > length else "")
    return escape(short, quote=True)


def _suggestion(spellings: Spellings, query: UserQuery) -> str | None:
    """'Did you mean': each word replaced by the closest name word, if any differs."""
    if len(query.words) > MAX_WORDS_TO_CORRECT:
        return None  # a long text that matched nothing is not a misspelt name
    corrected: list[str] = []
    changed = False
    for word in query.words:
        best = spellings.closest(word)
        corrected.append(best or word)
        changed |= bool(best) and best != name_key(word)
    return " ".join(corrected) if changed else None
