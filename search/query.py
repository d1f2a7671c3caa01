"""Building the query tree from what a visitor typed.

User text never reaches Whoosh's query parser. It is split by search.query_text into plain
words, quoted phrases and rule numbers, and the query tree is built here from those parts
only, so no wildcard, range or boolean syntax typed by a visitor can run.
"""

from collections.abc import Callable

from whoosh.query import (
    And,
    AndMaybe,
    FuzzyTerm,
    Or,
    Phrase,
    Prefix,
    Query,
    Term,
)

from .names import (
    MAX_WORDS_FOR_NAMES,
    meaningful_name_tokens,
    name_key,
    name_key_ngrams,
    tokens,
)
from .query_text import UserQuery
from .results import Filters
from .schema import DOCUMENT_TYPES
from .spellings import (
    FUZZY_FIELDS,
    FUZZY_MAX_WORDS,
    FUZZY_MIN_LENGTH,
    TWO_TYPOS_FROM,
    TYPO_PREFIX,
)

NAME_FIELDS = ("title_en", "title_fr", "card_en", "card_fr")

# A word in more than this share of all documents only ranks; it does not select.
COMMON_SHARE = 0.02

# ...and in more documents than this: in a small index (the demo data) no word is common.
COMMON_MIN_DOCUMENTS = 100


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
    asked = set(meaningful_name_tokens(query.words))
    keys = name_key_ngrams(query.words) | {name_key(phrase) for phrase in query.phrases}
    the_question, in_passing = [], []
    for key in filter(None, keys):
        covered = len(asked & set(key.split()))
        if 2 * covered >= len(asked):
            the_question.append(Term("name_exact", key, boost=3.0 + key.count(" ")))
        else:
            in_passing.append(Term("name_exact", key, boost=0.5))
    return the_question, in_passing


def _whole_name_parts(words: tuple[str, ...]) -> list[Query]:
    """A name containing every word typed ("tempt mayhem") beats texts that mention it."""
    name_tokens = meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
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
    name_tokens = meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
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


# The letters of subrules: the Comprehensive Rules skip "l" and "o" (read as 1 and 0).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"


def _rule_number_parts(numbers: tuple[str, ...]) -> list[Query]:
    """The rule itself first, then what it holds: the subrules of a rule ("702.19" ->
    702.19a, never 702.190), the rules of a section ("702" -> 702.1, 702.19...)."""
    # Numbers come normalised from query_text ("702.56a"), never raw user text.
    parts: list[Query] = []
    for number in numbers:
        parts.append(Term("rule_number", number, boost=10.0))
        parts += [Prefix("rule_number", prefix, boost=2.0) for prefix in _children_prefixes(number)]
    return parts


def _children_prefixes(number: str) -> list[str]:
    if "." not in number:
        return [f"{number}."]  # a section
    if number[-1].isdigit():
        return [number + letter for letter in SUBRULE_LETTERS]  # a rule
    return []  # a subrule holds nothing


def query_for_filters(filters: Filters) -> Query | None:
    terms: list[Query] = []
    if filters.type in DOCUMENT_TYPES:
        terms.append(Term("type", filters.type))
    if filters.source:
        terms.append(Term("source", filters.source))
    if filters.year:
        terms.append(Term("year", filters.year))
    return And(terms) if terms else None
