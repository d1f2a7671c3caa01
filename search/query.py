"""Building the query tree from what a visitor typed.

User text never reaches Whoosh's query parser. It is split by search.query_text into plain
words, quoted phrases and rule numbers, and the query tree is built here from those parts
only, so no wildcard, range or boolean syntax typed by a visitor can run.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache, partial

from whoosh.query import (
    And,
    AndMaybe,
    AndNot,
    ConstantScoreQuery,
    DisjunctionMax,
    FuzzyTerm,
    Or,
    Phrase,
    Prefix,
    Query,
    Term,
)

from .evaluation import MOST_OF_AT_LEAST
from .names import (
    LONGEST_CONCEPT_IN_WORDS,
    MAX_WORDS_FOR_CONCEPTS,
    MAX_WORDS_FOR_NAMES,
    NAME_STOP_WORDS,
    meaningful_name_tokens,
    name_key,
    name_key_ngrams,
    names_a_concept,
    question_language,
    stems_key,
    tokens,
    tokens_by_word,
    without_little_words_of,
    words_with_a_capital,
)
from .near_names import few_texts_hold
from .query_text import UserQuery
from .results import Filters
from .schema import DOCUMENT_TYPES
from .spellings import (
    FUZZY_FIELDS,
    FUZZY_MIN_LENGTH,
    TWO_TYPOS_FROM,
    TYPO_PREFIX,
    WHOLE_NAME_FIELDS,
    corrections_for_texts,
)
from .terminology import english_for, read_as_nothing
from .word_breaks import JOINED_TO_THE_WORD_BEFORE

NAME_FIELDS = ("title_en", "title_fr", "card_en", "card_fr")

# A word in more than this share of all documents only ranks; it does not select.
COMMON_SHARE = 0.02

# ...and in more documents than this: in a small index (the demo data) no word is common.
COMMON_MIN_DOCUMENTS = 100


@dataclass(frozen=True)
class PlannedQuery:
    tree: Query
    # Concepts the question names in passing whose names pick something out: each brings
    # its best document among the first results (search.linking).
    linked: tuple[Term, ...] = ()
    # The cards named in passing (name_exact): they come first, the linked concepts next.
    named: tuple[Term, ...] = ()
    # The name keys of every card the question names, in passing or as most of it: their
    # cards and rulings are what it asks about (search.searching).
    cards: tuple[str, ...] = ()


def build_query(query: UserQuery, **context) -> Query:
    """The query tree alone (see plan_query)."""
    return plan_query(query, **context).tree


def plan_query(
    query: UserQuery,
    *,
    terminology: dict[str, list[str]] | None = None,
    frequency: Callable[[str, str], int] | None = None,
    document_count: int = 0,
    near_spellings: Callable[[str, str, int], list[str]] | None = None,
    vocabulary: Callable[[str], frozenset[str]] | None = None,
    corrected_words: tuple[str, ...] | None = None,
    english_names: Callable[[str, str], tuple[str, ...]] | None = None,
) -> PlannedQuery:
    """Names, rule numbers, phrases and rare words decide which documents match; words found
    in a large share of the index ("cible", "spell") only add to their score.

    Letting common words match on their own would make Whoosh score tens of thousands of
    documents for every question, and they pick out nothing: the answer to "que se passe-t-il
    si la cible devient illégale" is found by "illégale", and ranked up by "cible".
    """
    threshold = max(COMMON_SHARE * document_count, COMMON_MIN_DOCUMENTS)
    common = (lambda term: frequency(term.fieldname, term.text) > threshold) if frequency else None
    everyday_word = partial(_is_everyday, frequency, document_count) if frequency else None
    asked_in = question_language(query.words)
    french = terminology if asked_in == "fr" else None
    as_typed, corrected = query, None
    if corrected_words and corrected_words != query.words:
        corrected = replace(query, words=corrected_words)
        if JOINED_TO_THE_WORD_BEFORE in corrected_words:
            # A name word typed apart ("brain storm"), or a little word typed beyond a name's
            # ("wrath of the god", search.little_words): the names the words as typed make
            # (Storm) are the other reading.
            as_typed, corrected = corrected, query
    concepts = vocabulary("concept") if vocabulary is not None else frozenset()
    rare = None
    if frequency is not None and vocabulary is not None:
        rare = partial(_only_a_name, frequency, document_count, concepts)
    # Of the some 240 runs of a long question's words, a few are names: the others, once
    # terms of the tree, matched nothing and cost a tenth of a long question's time.
    is_a_name = partial(_is_a_name, frequency) if frequency else None
    exact_names, names_named, names_in_passing = _exact_name_parts(
        as_typed, french, is_no_everyday_word=rare, concepts=concepts, is_a_name=is_a_name
    )
    if corrected is not None:
        # Names typed with typos ("Tentaton du chaos"): the names of the corrected words,
        # just below a name typed right.
        typo_names, typo_named, _ = _exact_name_parts(
            corrected,
            french,
            CORRECTED_NAME_BOOST,
            is_no_everyday_word=rare,
            concepts=concepts,
            is_a_name=is_a_name,
        )
        exact_names += typo_names
        names_named += typo_named
    if vocabulary is not None:
        other_names, other_named = _other_form_name_parts(query, french, concepts, frequency)
        exact_names += other_names
        names_named += other_named
    if frequency is not None:
        for reading, boost in ((as_typed, 1.0), (corrected, CORRECTED_NAME_BOOST)):
            if reading is None:
                continue
            short_asked, short_named, short_in_passing = _short_name_parts(
                reading,
                french,
                boost,
                frequency=frequency,
                document_count=document_count,
                concepts=concepts,
            )
            exact_names += short_asked
            names_named += short_named
            names_in_passing += short_in_passing
    # The names that are most of the question, whole or short, with their fields.
    asked = [
        (field_name, text)
        for part in exact_names
        for field_name, text in part.all_terms()
        if field_name in WHOLE_NAME_FIELDS
    ]
    # The cards whose names are most of the question ("how does madness interact with Leyline
    # of the Void"): they name no concept in passing ("void"), as the cards named do.
    cards_asked: list[str] = []
    if frequency is not None:  # the runs named are names already (is_a_name)
        asked_names = [text for _, text in asked]
        if names_named:
            names_named = _outermost(names_named, asked_names)
        cards_asked = [name for name in asked_names if not names_a_concept(name, concepts)]
    deciding: list[Query] = [
        *exact_names,
        *names_named,
        *_whole_name_parts(as_typed.words),
        *_one_name_word_part(as_typed.words, french, concepts),
        *(_whole_name_parts(corrected.words, CORRECTED_NAME_BOOST) if corrected else []),
        *(
            _one_name_word_part(corrected.words, french, concepts, CORRECTED_NAME_BOOST)
            if corrected
            else []
        ),
        *_name_token_parts(as_typed.words, near_spellings),
        *_english_name_parts(as_typed.words, terminology if asked_in != "en" else None),
        *_phrase_parts(query.phrases),
        *_rule_number_parts(query.rule_numbers),
        *(Term("defines", symbol) for symbol in query.symbols),
    ]
    # A word no text, name or term holds ("mahyem", « priorité », which the French cards never
    # print) is read as its closest name word ("mayhem", "priority") in the texts too.
    words = corrections_for_texts(query.words, corrected_words) if corrected_words else query.words
    names_of_cards = [part.child.text for part in names_named] + cards_asked
    concepts, concepts_in_passing, no_link = (
        _concept_parts(
            words, terminology or {}, vocabulary, names_of_cards, asked_in, everyday_word
        )
        if vocabulary
        else ([], [], set())
    )
    deciding += concepts
    linked = [
        part
        for part in concepts_in_passing
        if part.child not in no_link and _picks_out(part.child, common)
    ]
    # A concept named in passing that picks something out is an answer of its own.
    deciding += linked
    ranking: list[Query] = [*names_in_passing]
    ranking += [part for part in concepts_in_passing if part not in linked]
    ranking += _named_cards([part.child.text for part in names_named])
    # Words that stand together in a text ("copy of a spell") rank it above the same words
    # scattered; as pairs they select nothing.
    pair_words = words[:MAX_WORDS_FOR_PAIRS]
    ranking += _terms_of(pair_words, PAIR_FIELDS, asked_in, terminology, boost=PAIR_BOOST)
    text_terms = _text_terms(words, terminology or {}, asked_in)
    if french is not None and english_names is not None:
        named = [(part.child.fieldname, part.child.text) for part in names_named]
        text_terms += _english_name_terms(asked + named, english_names, french, text_terms)
    if frequency is None:
        return PlannedQuery(Or(deciding + ranking + text_terms))
    # A query made only of common words selects the texts holding them, also when it is a
    # name ("flying", « vol »): the name's own documents come first by their names, and the
    # count and the type filters then say how many cards and rulings have flying.
    selecting_texts, ranking_texts = [], []
    for field_terms in _by_field(text_terms).values():
        found = [term for term in field_terms if frequency(term.fieldname, term.text) > 0]
        common_terms = [term for term in found if common(term)]
        rare = [term for term in found if term not in common_terms]
        # Each language on its own: English words run through the French analyzer make
        # rare French terms that must not stand in for the English ones.
        selecting_texts.append(rare or _most_of(common_terms))
        ranking_texts.append(common_terms)
    deciding += _by_text(selecting_texts, asked_in)
    ranking += _by_text(ranking_texts, asked_in)
    links = {"linked": tuple(part.child for part in linked)}
    links["named"] = tuple(part.child for part in names_named)
    links["cards"] = tuple(names_of_cards)
    if not deciding:
        return PlannedQuery(Or(ranking), **links)
    tree = AndMaybe(Or(deciding), Or(ranking)) if ranking else Or(deciding)
    return PlannedQuery(tree, **links)


def _by_field(terms: list[Term]) -> dict[str, list[Term]]:
    by_field: dict[str, list[Term]] = {}
    for term in terms:
        by_field.setdefault(term.fieldname, []).append(term)
    return by_field


def _by_text(parts_of_each_text: list[list[Query]], asked_in: str | None) -> list[Query]:
    """The parts that look for a question's words in each text field, for one tree.

    A French question reads a card printed in both languages twice, in its French and, through
    the terminology, in its English; a rule, printed in English only, once. Summed, the two
    readings ranked the cards above the rules for any French question (« quand est-ce que je
    peux lancer un éphémère »: Quicken, whose two texts say « lancer un éphémère » and "cast
    an instant", above 304.1, which answers). So a document is scored on the better of its
    texts. An English question, or one whose language is unknown ("flying", « mal
    d'invocation »), keeps the sum: scored on their better text, English questions lost a judged
    query ("value of X copy", 1st -> 3rd)."""
    if asked_in != "fr":
        return [part for parts in parts_of_each_text for part in parts]
    texts = [Or(parts) if len(parts) > 1 else parts[0] for parts in parts_of_each_text if parts]
    return [DisjunctionMax(texts)] if len(texts) > 1 else texts


def _most_of(terms: list[Term]) -> list[Query]:
    """When every word of a field is common, a document must hold all of them but one (of
    three or more) to match: "does a copy of a spell count as cast" is answered by 707.10,
    whose text says copy, spell and cast, not count."""
    if len(terms) <= 1:
        return terms
    return [Or(terms, minmatch=max(MOST_OF_AT_LEAST, len(terms) - 1))]


NAMED_IN_PASSING_SCORE = 6.0
CORRECTED_NAME_BOOST = 0.9  # a name found by correcting typos, just below one typed right
MIN_PLURAL_LENGTH = 4  # "counterspells", "rings"; not "is", "has", "its"


@dataclass(frozen=True)
class NamesAsked:
    """Whole names inside a question (name keys), in three kinds: see names_asked()."""

    the_question: tuple[str, ...] = ()
    named: tuple[str, ...] = ()
    in_passing: tuple[str, ...] = ()
    # French words that the terminology reads as other English words: they name no English
    # name spelled like them (« pile » is the stack, not the glossary's Pile).
    read_otherwise: frozenset[str] = frozenset()


def names_asked(
    query: UserQuery,
    french: dict[str, list[str]] | None = None,
    among: set[str] | None = None,
    is_no_everyday_word: Callable[[str], bool] | None = None,
    concepts: frozenset[str] = frozenset(),
    is_a_name: Callable[[str], bool] | None = None,
) -> NamesAsked:
    """Every run of the question's words that could be a whole name, by kind. A name that is
    most of what was asked ("c'est quoi la duplication", "trample and deathtouch") is the
    question. A name met in passing that is plainly a name (several words, one written with
    a capital inside a sentence: "… un Disciple du caveau", "… mon Morguesort", or one
    `is_no_everyday_word` says no text writes but as a name: "does brainstorm trigger
    prowess") is named. A name that is one everyday word of a longer question ("what happens
    if the *target* becomes illegal", « je *lance* … ») is only in passing, and so is the one
    word that names one of `concepts` (keywords, glossary entries, rule titles), even written
    with a capital as players write the game's terms: the question names the concept
    (_concept_parts), not a card (« le coût de mana de ma Créature », "any number of Target").
    A concept's name of several words ("enters the battlefield") is still named: typed whole,
    it is what the question is about.

    `french`: the terminology, for a question asked in French (see NamesAsked). `among`: only
    these runs, when the others are known already. `is_a_name`: only the runs it says are
    names (with an index at hand: the others match nothing)."""
    asked = set(meaningful_name_tokens(query.words))
    keys = name_key_ngrams(query.words) | {name_key(phrase) for phrase in query.phrases}
    if among is not None:
        keys &= among
    keys = {key for key in keys if key and (is_a_name is None or is_a_name(key))}
    capitalised = _capitalised_words(query.raw)
    the_question, named, in_passing, read_otherwise = [], [], [], set()
    # In sorted order, as every set the tree is built from: the request's budget reads its
    # lists in the tree's order, and a set's order changes with each process's hash seed
    # (« engager le permanent ciblé » found 1,257 documents in one worker, none in another).
    for key in sorted(keys):
        if french is not None and _read_otherwise(key, french):
            read_otherwise.add(key)
        if 2 * len(asked & set(key.split())) >= len(asked):
            the_question.append(key)
        elif (
            key not in read_otherwise
            and not (" " not in key and names_a_concept(key, concepts))
            and (
                len(set(key.split()) - NAME_STOP_WORDS) >= 2
                or key in capitalised
                or (is_no_everyday_word is not None and is_no_everyday_word(key))
            )
        ):
            named.append(key)
        else:
            in_passing.append(key)
    return NamesAsked(
        tuple(the_question), tuple(named), tuple(in_passing), frozenset(read_otherwise)
    )


# A card's one-word name that at most this share of the texts hold (7 of 73,190 on the full
# data: "brainstorm" 1, "counterspell" 7; not "fireball" 9, "clone" 64, "target" 15,616) is no
# everyday word: inside a question it names the card, written with a capital or not ("does
# brainstorm trigger prowess", « qqn sait si le contresort marche »).
NAME_ONLY_SHARE = 0.0001
MIN_NAME_ONLY_LENGTH = 3  # "opt"


def _only_a_name(
    frequency, document_count: int, concepts: frozenset[str], key: str, field_name="name_exact"
) -> bool:
    """Whether a name key is one word, a name (of `field_name`), no keyword's or glossary
    entry's name (concepts are read in any form already), that few texts hold
    (NAME_ONLY_SHARE). The name is looked up first, in memory: most words of a question are
    none, and need no stems counted."""
    return (
        len(key) >= MIN_NAME_ONLY_LENGTH
        and key.isalpha()
        and frequency(field_name, key) > 0
        and not names_a_concept(key, concepts)
        and few_texts_hold(frequency, document_count, key, NAME_ONLY_SHARE)
    )


def _is_a_name(frequency, key: str) -> bool:
    """Whether a run of words (a name key) is some card's or keyword's name."""
    return frequency("name_exact", key) > 0


def _exact_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None = None,
    boost: float = 1.0,
    is_no_everyday_word: Callable[[str], bool] | None = None,
    concepts: frozenset[str] = frozenset(),
    is_a_name: Callable[[str], bool] | None = None,
) -> tuple[list[Query], list[Query], list[Query]]:
    """The query parts of the names inside the query (names_asked): a name that is the
    question ranks first; a name named selects its card with a fixed score; a name in
    passing only helps."""
    names = names_asked(
        query,
        french,
        is_no_everyday_word=is_no_everyday_word,
        concepts=concepts,
        is_a_name=is_a_name,
    )
    otherwise = names.read_otherwise
    return (
        [
            _exact_name(key, boost * (3.0 + key.count(" ")), key in otherwise)
            for key in names.the_question
        ],
        [
            ConstantScoreQuery(Term("name_exact", key), boost * NAMED_IN_PASSING_SCORE)
            for key in names.named
        ],
        [_exact_name(key, 0.5, key in otherwise) for key in names.in_passing],
    )


# A legend named by its short name ("Grande-Dent", "E. Honda", « Ob Nixilis »): just below a
# name typed whole, as a name found by correcting typos is.
SHORT_NAME_BOOST = CORRECTED_NAME_BOOST


def _short_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None,
    boost: float,
    *,
    frequency: Callable[[str, str], int],
    document_count: int,
    concepts: frozenset[str],
) -> tuple[list[Query], list[Query], list[Query]]:
    """The query parts of the legends' short names inside the query, of the same three kinds
    as whole names (_exact_name_parts): « Saw in Half sur Grande-Dent » names Chatterfang,
    Squirrel General. A short name shared by several legends ("Emrakul", "Chandra") names none
    of them, and a run that is some card's whole name is read as that name only."""

    def is_only_a_short_name(key: str) -> bool:
        return frequency("short_name", key) == 1 and not _is_a_name(frequency, key)

    names = names_asked(
        query,
        french,
        is_no_everyday_word=partial(
            _only_a_name, frequency, document_count, concepts, field_name="short_name"
        ),
        concepts=concepts,
        is_a_name=is_only_a_short_name,
    )

    # Constant scores, as the concepts' (_concept_parts): over a field that few documents
    # have, BM25 says nothing useful. A short name that is the question scores as a concept
    # that is; one named, as a card named in passing; one in passing, half that.
    def parts(keys: tuple[str, ...], score: float) -> list[Query]:
        score *= boost * SHORT_NAME_BOOST
        return [ConstantScoreQuery(Term("short_name", key), score) for key in keys]

    return (
        parts(names.the_question, CONCEPT_SCORE),
        parts(names.named, NAMED_IN_PASSING_SCORE),
        parts(names.in_passing, NAMED_IN_PASSING_SCORE / 2),
    )


def _other_form_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None,
    concepts: frozenset[str],
    frequency: Callable[[str, str], int] | None = None,
) -> tuple[list[Query], list[Query]]:
    """The parts of names_in_other_forms(): just below a name typed as printed."""
    names = names_in_other_forms(query, french, concepts, frequency)
    return (
        [
            Term("name_exact", key, boost=CORRECTED_NAME_BOOST * (3.0 + key.count(" ")))
            for key in names.the_question
        ],
        [
            ConstantScoreQuery(
                Term("name_exact", key), CORRECTED_NAME_BOOST * NAMED_IN_PASSING_SCORE
            )
            for key in names.named
        ],
    )


def names_in_other_forms(
    query: UserQuery,
    french: dict[str, list[str]] | None,
    concepts: frozenset[str],
    frequency: Callable[[str, str], int] | None = None,
) -> NamesAsked:
    """The names a question is about or names in passing, typed in the plural
    ("counterspells", "sol rings", "two Wraths of God", « les contresorts »), with a
    possessive's apostrophe left out ("kolaghans command", "urzas saga"), or with a word of a
    plural name in the singular ("swords to plowshare", "my Llanowar Elf"), in the kinds
    names_asked() tells (the results and the answer panel read them alike). Not the names of
    concepts (keywords, glossary entries, rules), which are found in any form of their words
    already, and where a plural does not make them the question ("extra turns copied spell"
    asks about copies, not Extra Turn).

    With word counts (`frequency`), a word is read in another form only when that form is a
    word of some name, and the runs it makes are kept only when they are names: a question's
    dozen capitalised words cost a few look-ups, not a dozen readings of the question."""

    def is_a_name_word(word: str) -> bool:
        key = name_key(word)
        return frequency is None or any(frequency(field, key) for field in FUZZY_FIELDS)

    def is_a_name(key: str) -> bool:
        return frequency is None or _is_a_name(frequency, key)

    the_question: set[str] = set()
    named: set[str] = set()
    typed: set[str] | None = None
    for words in _other_forms(query.words, words_with_a_capital(query.raw), is_a_name_word):
        typed = name_key_ngrams(query.words) if typed is None else typed
        new_keys = {key for key in name_key_ngrams(words) - typed if is_a_name(key)}
        if new_keys:
            names = names_asked(replace(query, words=words), french, among=new_keys)
            the_question.update(names.the_question)
            named.update(names.named)

    def new_names(keys: set[str]) -> tuple[str, ...]:
        return tuple(key for key in sorted(keys) if not names_a_concept(key, concepts))

    return NamesAsked(new_names(the_question), new_names(named - the_question))


# A query of at most this many name words, and this many words in all, is also read with
# each word in another form in turn ("sol rings", "how do sol rings work in commander"); a
# longer one, each word written with a capital (a name in a sentence: "my Llanowar Elf", "two
# Kolaghans Commands"). A sentence's little words do not count as name words: "does lifelink
# work when my creature deals damage to a creature" has four, and named Deal Damage.
MAX_NAME_WORDS_READ_IN_OTHER_FORMS = 4
MAX_WORDS_READ_IN_OTHER_FORMS = 8


def _other_forms(
    words: tuple[str, ...], capitalised: set[str], is_a_name_word: Callable[[str], bool]
) -> list[tuple[str, ...]]:
    """The query's words with every plural read as a singular, then as a possessive, then as
    the plural names print ("elfs": elves); with each singular word read as a plural in turn.
    Any word in a short query, those written with a capital in a longer one: there a word
    ending in s is as often a verb ("… when it deals damage" named Deal Damage). Only into
    forms that are words of names."""
    short = (
        len(words) <= MAX_WORDS_READ_IN_OTHER_FORMS
        and len(meaningful_name_tokens(words)) <= MAX_NAME_WORDS_READ_IN_OTHER_FORMS
    )

    def may_be_read(word: str) -> bool:
        # Any key of the word: "Warrior's" is "warrior s", written with a capital as "warrior".
        return short or bool(capitalised.intersection(name_key(word).split()))

    forms = []
    plurals = {
        word
        for word in words
        if _is_a_plural(word)
        and may_be_read(word)
        and (is_a_name_word(word[:-1]) or is_a_name_word(_plural_of(word[:-1])))
    }
    if plurals:
        # Also as the plural names print ("llanowar elfs": Llanowar Elves).
        for read_as in (
            lambda word: word[:-1],
            lambda word: f"{word[:-1]}'s",
            lambda word: _plural_of(word[:-1]),
        ):
            forms.append(tuple(read_as(word) if word in plurals else word for word in words))
    for place, word in enumerate(words):
        if not (_is_a_singular(word) and may_be_read(word)):
            continue
        if is_a_name_word(plural := _plural_of(word)):
            forms.append((*words[:place], plural, *words[place + 1 :]))
    return forms


def _plural_of(word: str) -> str:
    """English plurals as names print them: "plowshare" -> "plowshares", "elf" -> "elves"
    (Llanowar Elves), "fairy" -> "fairies"."""
    if word.endswith("f"):
        return f"{word[:-1]}ves"
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return f"{word[:-1]}ies"
    return f"{word}s"


def _is_a_singular(word: str) -> bool:
    """A word whose plural a name may print: a name word of three letters or more, not a
    plural already, no number."""
    return (
        len(word) >= MIN_PLURAL_LENGTH - 1
        and word.isalpha()
        and not word.endswith("s")
        and bool(meaningful_name_tokens((word,)))
    )


def _is_a_plural(word: str) -> bool:
    """A word of the plural the cards' names print in the singular: not a little word ("does",
    « dans »), not too short ("its"), not a double s ("bless")."""
    return (
        len(word) >= MIN_PLURAL_LENGTH
        and word.endswith("s")
        and word[-2] != "s"
        and bool(meaningful_name_tokens((word,)))
    )


def _outermost(names_named: list[Query], asked_names: list[str] = ()) -> list[Query]:
    """The names named, less those that are words of a longer one, named or asked: « une
    Colère de Dieu » names Wrath of God, not also Temper (« Colère »); « jai un Archange
    dAvacyn », read « j'ai un Archange d'Avacyn », asks for Archangel Avacyn, and names no
    Archangel (« Archange »). Each name once, though typos and other forms find it again."""
    keys = [f" {part.child.text} " for part in names_named]
    longer = set(keys) | {f" {name} " for name in asked_names}
    kept: dict[str, Query] = {}
    for part, key in zip(names_named, keys, strict=True):
        if key not in kept and not any(key in other and key != other for other in longer):
            kept[key] = part
    return list(kept.values())


def _read_otherwise(key: str, terminology: dict[str, list[str]]) -> bool:
    """Whether the terminology reads these French words as English words other than them."""
    english = english_for(terminology, key)
    if not english:
        return read_as_nothing(terminology, key)
    return key not in {name_key(words) for words in english}


def _exact_name(key: str, boost: float, not_english_only: bool) -> Query:
    term = Term("name_exact", key, boost=boost)
    return AndNot(term, Term("name_en_only", key)) if not_english_only else term


# A word with a capital inside a sentence ("… il cible mon Morguesort", "Can I Twincast …"):
# how players write a card's name, where its word alone would be an everyday word.
_CAPITALISED_INSIDE = re.compile(r"(?<![.!?:]\s)(?<=\s)[^\W\d_a-zà-ÿ][^\W\d_]{3,}")


def _capitalised_words(raw: str) -> set[str]:
    return {name_key(word) for word in _CAPITALISED_INSIDE.findall(raw)} - NAME_STOP_WORDS


def _named_cards(names: list[str]) -> list[Query]:
    """The cards a question names in passing, and their rulings, rank up by all the words of
    the name: a ruling's card fields hold its card's name, keyed as the names are."""
    return [
        And([Term(field_name, word) for word in name.split()], boost=0.5)
        for name in names
        for field_name in NAME_FIELDS
    ]


def _whole_name_parts(
    words: tuple[str, ...], boost: float = 1.0, fields: tuple[str, ...] = ("title_en", "title_fr")
) -> list[Query]:
    """A name containing every word typed ("tempt mayhem"), or every word once its typos are
    corrected ("gandolf voyajer"), beats texts that mention it."""
    name_tokens = meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
    if len(name_tokens) < 2:
        return []
    return [
        And([Term(field_name, token) for token in name_tokens], boost=3.0 * boost)
        for field_name in fields
    ]


def _one_name_word_part(
    words: tuple[str, ...],
    french: dict[str, list[str]] | None,
    concepts: frozenset[str],
    boost: float = 1.0,
) -> list[Query]:
    """A query of one word of cards' names ("craterhoof", "dockside"): the names holding it
    beat the texts that repeat them, the cards' own rulings, shorter. Not the name of a keyword
    or glossary entry (`concepts`), found in any form already (« vol » asks about flying more
    than about Sarkhan Vol), nor a French word the terminology reads as another English word
    (« la pile » is the stack, not Pile)."""
    name_tokens = meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
    if len(name_tokens) != 1:
        return []
    (token,) = name_tokens
    if names_a_concept(token, concepts) or (french and _read_otherwise(token, french)):
        return []
    return [Term(field_name, token, boost=3.0 * boost) for field_name in ("title_en", "title_fr")]


# Single words of names select in a query of at most this many name words ("gigatorper",
# "mort vivante").
MAX_NAME_WORDS_SELECTING = 2


def _name_token_parts(words: tuple[str, ...], near_spellings=None) -> list[Query]:
    """Single words of names, and their typos, in a query of one or two name words. In a
    longer one a single word of a name means nothing: « … la Sangsue putride cible … » is no
    question about every card whose name says « putride », and "Can I Frazzle Reality?" none
    about Reality Scramble. A card is named there by its whole name (_named_cards)."""
    name_tokens = meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])
    if len(name_tokens) > MAX_NAME_WORDS_SELECTING:
        return []
    typos = [
        _typo(field, token, near_spellings)
        for token in name_tokens
        for field in FUZZY_FIELDS
        if len(token) >= FUZZY_MIN_LENGTH
    ]
    # A word no name is one edit from has no typos: no empty Or() in the tree, which Whoosh
    # compares unequal to itself (search.reuse compares plans).
    return [Term(field, token, boost=0.5) for token in name_tokens for field in NAME_FIELDS] + [
        typo for typo in typos if not (isinstance(typo, Or) and not typo.subqueries)
    ]


def _english_name_parts(
    words: tuple[str, ...], terminology: dict[str, list[str]] | None
) -> list[Query]:
    """The English names of what a French query of one or two name words reads as, looked for
    as the English words would be (_name_token_parts, _whole_name_parts): « entretien » reads
    upkeep, and finds the Upkeep Step rule before the cards that print « entretien »; « réserve
    de mana » reads mana pool, and finds the Mana Pool entry. The French words themselves are
    names only in French: « pile » names the stack, not Pile."""
    if not terminology or len(meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])) > (
        MAX_NAME_WORDS_SELECTING
    ):
        return []
    english = [readings[0] for readings in _english_readings(words, terminology)]
    read = tuple(dict.fromkeys(word for reading in english for word in reading.split()))
    typed = set(meaningful_name_tokens(words))
    name_tokens = [token for token in meaningful_name_tokens(read) if token not in typed]
    if not name_tokens:
        return []
    # A reading weighs what the English words would, times READING_BOOST, as in the texts.
    name_parts = [Term("title_en", token, boost=0.5 * READING_BOOST) for token in name_tokens]
    return name_parts + _whole_name_parts(read, READING_BOOST, fields=("title_en",))


TEXT_FIELDS = {"body_en": "en", "body_fr": "fr"}
PAIR_FIELDS = {"pairs_en": "en_pairs", "pairs_fr": "fr_pairs"}
PAIR_BOOST = 0.25
# Pairs are looked for among a question's first words: each costs a look in every segment
# and a list to read, and a pasted paragraph would otherwise double the work of its words.
MAX_WORDS_FOR_PAIRS = 24


def _text_terms(
    words: tuple[str, ...], terminology: dict[str, list[str]], asked_in: str | None = None
) -> list[Term]:
    return _terms_of(words, TEXT_FIELDS, asked_in, terminology) + _terminology_terms(
        words, terminology
    )


def _terms_of(
    words: tuple[str, ...],
    fields: dict[str, str],
    asked_in: str | None,
    terminology: dict[str, list[str]] | None = None,
    boost: float = 1.0,
) -> list[Term]:
    """Each field's terms, from the words its language reads: a French question's little
    words ("il", "mon", "sur") are no words of the English texts, where they would be rare
    terms that select ("Cutthroat il-Dal", "Pashalik Mons", "Surly Badgersaur"); nor are the
    words the terminology reads as other English words, which reach the English texts as
    their English (« lancer un éphémère » is "cast an instant", not the English word
    "lancer"; « permanent » stays). `asked_in`: the
    question's language (search.names.question_language), told once per question."""
    terms = []
    for field_name, analyzer in fields.items():
        read = words
        if asked_in is not None and not analyzer.startswith(asked_in):
            read = without_little_words_of(asked_in, words)
            if asked_in == "fr" and terminology:
                read = tuple(piece for piece in read if not _read_otherwise(piece, terminology))
        terms += [
            Term(field_name, token, boost=boost)
            for token in dict.fromkeys(tokens(" ".join(read), analyzer))
        ]
    return terms


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


def _english_name_terms(
    names: list[tuple[str, str]],
    english_names: Callable[[str, str], tuple[str, ...]],
    french: dict[str, list[str]],
    known: list[Term],
) -> list[Term]:
    """The English texts name a card by its English name: a French question naming
    « Raccommodeuse obsessionnelle » looks for "Obsessive Stitcher" in them, as the
    terminology's readings do for the game's words, and as an English question would. Not
    for French words the terminology reads as other English (« la pile » is the stack, not
    Pile), nor for a name the same in both languages, which the words typed look for."""
    english = [
        name
        for field_name, key in names
        if not _read_otherwise(key, french)
        for name in english_names(field_name, key)
        if name_key(name) != key
    ]
    already = {(term.fieldname, term.text) for term in known}
    return [
        term for term in _read_in_english(english) if (term.fieldname, term.text) not in already
    ]


def _terminology_terms(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[Term]:
    """French words also search the English text through the official terminology."""
    english_words = [
        word for readings in _english_readings(words, terminology) for word in readings
    ]
    return _read_in_english(english_words)


def _read_in_english(english: list[str]) -> list[Term]:
    """The English texts' terms of what a French question reads as in English (the
    terminology's readings, the English names of the cards it names), weighed as readings."""
    return [
        Term("body_en", token, boost=READING_BOOST)
        for token in dict.fromkeys(tokens(" ".join(english), "en"))
    ]


def _english_readings(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[list[str]]:
    """The English readings of each run of up to three of the words the terminology reads,
    in the runs' sorted order (a tree must not follow the process's hash seed)."""
    readings = (english_for(terminology, key) for key in sorted(name_key_ngrams(words, longest=3)))
    return [found for found in readings if found]


# A French word's English reading counts for a little less than the English word typed: the
# lexicon and the terms read a word as one English word, which may be another's sense.
READING_BOOST = 0.8


# A concept that is most of the question ("mal d'invocation", "who has priority") is its
# answer, and comes among the first results whatever the texts score; one named in passing
# ("… can my creature with reach block it?") is one of them, and only ranks. A constant
# score: BM25 over a field that few documents have says nothing useful. Words inside a
# longer name count half when a name is exactly them ("summoning sickness" would then come
# before Summoning Sickness Rule), in full when no name is.
CONCEPT_SCORE = 50.0
CONCEPT_IN_PASSING_SCORE = 2.0
CONCEPT_SCORE_FACTORS = {"concept": 1.0, "concept_part": 0.5}


def _concept_parts(
    words: tuple[str, ...],
    terminology: dict[str, list[str]],
    vocabulary: Callable[[str], frozenset[str]],
    names_of_cards: list[str] = (),
    asked_in: str | None = None,
    everyday: Callable[[Term], bool] | None = None,
) -> tuple[list[Query], list[Query], set[Term]]:
    """Keywords, glossary entries and rule titles that the question names anywhere, in any
    form of their words, in English or French, or in French words whose English the
    terminology knows ("la règle de la légende" -> Legend Rule, "mal d'invocation" ->
    Summoning Sickness Rule). Each key is looked up in the concepts' vocabulary, in memory.

    Returns the concepts that are the question, those named in passing, and those that are
    no link of their own: found only inside the names of cards the question names
    (« Commandement de Kolaghan » names no Command), or only inside a longer concept it names
    ("ten poison counters" names no Poisonous)."""
    question = _question_words(words[:MAX_WORDS_FOR_CONCEPTS], terminology)
    asked = sum(word.meaningful for word in question) or 1
    known = {field_name: vocabulary(field_name) for field_name in CONCEPT_SCORE_FACTORS}
    in_names = _inside_names(question, names_of_cards)
    scores: dict[tuple[str, str], float] = {}
    outside_names: set[tuple[str, str]] = set()
    places: dict[tuple[str, str], set[int]] = {}
    for start in range(len(question)):
        for run in _runs_from(question, start):
            covered = sum(word.meaningful for word in run)
            score = CONCEPT_SCORE if 2 * covered > asked else CONCEPT_IN_PASSING_SCORE
            run_places = {start + offset for offset, word in enumerate(run) if word.meaningful}
            keys = _concept_keys(run, terminology, asked_in)
            a_name_is_the_run = any(key in known["concept"] for key in keys)
            in_a_name = all(
                start + offset in in_names for offset, word in enumerate(run) if word.meaningful
            )
            for key in sorted(keys):
                for field_name, factor in CONCEPT_SCORE_FACTORS.items():
                    if key in known[field_name]:
                        found = (field_name, key)
                        factor = factor if a_name_is_the_run else 1.0
                        scores[found] = max(score * factor, scores.get(found, 0.0))
                        places.setdefault(found, set()).update(run_places)
                        if not in_a_name:
                            outside_names.add(found)
    # A concept named in two places (« puis-je dégager une créature dégagée ? ») is as much
    # of the question as a run of the same words.
    for found, at in places.items():
        if found[0] == "concept" and 2 * len(at) > asked:
            scores[found] = max(scores[found], CONCEPT_SCORE)
    for found in _sharing_the_question(scores, places, question, everyday):
        scores[found] = CONCEPT_IN_PASSING_SCORE
    parts = {found: ConstantScoreQuery(Term(*found), score) for found, score in scores.items()}
    the_question = [part for found, part in parts.items() if scores[found] >= CONCEPT_SCORE / 2]
    in_passing = [part for part in parts.values() if part not in the_question]
    in_names_only = {Term(*found) for found in scores if found not in outside_names}
    inside_longer = {Term(*found) for found in _inside_longer_concepts(places)}
    return the_question, in_passing, in_names_only | inside_longer


def _inside_longer_concepts(places: dict[tuple[str, str], set[int]]) -> list[tuple[str, str]]:
    """The concepts named only by words of a longer concept the question names: "ten poison
    counters" names Poison Counter, not also Poisonous. (As search.query._outermost for
    names.)"""
    whole = {found: at for found, at in places.items() if found[0] == "concept"}
    return [
        found
        for found, at in places.items()
        if any(found != other and at < longer for other, longer in whole.items())
    ]


def _sharing_the_question(
    scores: dict[tuple[str, str], float],
    places: dict[tuple[str, str], set[int]],
    question: list["_QuestionWord"],
    everyday: Callable[[Term], bool] | None = None,
) -> list[tuple[str, str]]:
    """The concepts that name most of the question but leave out words other concepts name:
    "is a copy of a spell cast?" names Casting Spells and Copy, and is about neither alone.
    A concept named by an everyday word of the game (`everyday`: "creature") shares no
    question: "can I untap an untapped creature?" is about Untap."""
    meaningful = {place for place, word in enumerate(question) if word.meaningful}
    others = {
        found: at
        for found, at in places.items()
        if found[0] == "concept" and not (everyday and everyday(Term(*found)))
    }
    sharing = []
    for found, score in scores.items():
        if score < CONCEPT_SCORE / 2:
            continue
        left = meaningful - places[found]
        named_by_others = set().union(*(at for other, at in others.items() if other != found))
        if left and left <= named_by_others:
            sharing.append(found)
    return sharing


# A word that a quarter of all texts hold is an everyday word of the game ("creature" 49 % of
# the full data, "card" 31 %; not "spell" 20 %, "copy" 5 %): it names no subject of its own.
EVERYDAY_SHARE = 0.25


def _is_everyday(frequency, document_count: int, concept: Term) -> bool:
    """Whether a concept's name is one word that a quarter of all documents hold in its
    language's text field (rules have English texts only: a French word reaches that share
    less easily, and is judged the harder)."""
    language, words = _language_and_words(concept)
    return (
        len(words) == 1
        and document_count >= COMMON_MIN_DOCUMENTS
        and frequency(f"body_{language}", words[0]) > EVERYDAY_SHARE * document_count
    )


def _picks_out(concept: Term, common) -> bool:
    """Whether a concept's name picks something out: several words ("summoning sickness",
    "split card"), or one that is not common in its language's texts ("intimidate", "ward";
    not "spell" or "creature"). Without word counts, none does."""
    if common is None:
        return False
    language, words = _language_and_words(concept)
    return len(words) > 1 or not common(Term(f"body_{language}", words[0]))


def _language_and_words(concept: Term) -> tuple[str, list[str]]:
    """A concept key's language and stems: "en:sick summon" -> ("en", ["sick", "summon"])."""
    language, stems = concept.text.split(":", 1)
    return language, stems.split()


def _inside_names(question: list["_QuestionWord"], names: list[str]) -> set[int]:
    """The places of the question's words that belong to one of the (name-keyed) names."""
    tokens_at = [
        (place, token) for place, word in enumerate(question) for token in word.key.split()
    ]
    inside: set[int] = set()
    for name in names:
        wanted = name.split()
        for start in range(len(tokens_at) - len(wanted) + 1):
            window = tokens_at[start : start + len(wanted)]
            if [token for _, token in window] == wanted:
                inside.update(place for place, _ in window)
    return inside


@dataclass(frozen=True, slots=True)
class _QuestionWord:
    """One word of a question, analysed once for every concept key it is part of."""

    key: str  # as names are keyed
    stems: dict[str, list[str]]  # {"en": [...], "fr": [...]}
    meaningful: bool  # not a little word of either language ("the", "d'un", "est-elle")
    # English stems of its first reading; [] for a French word the terms hold but read as
    # nothing (« passe »); None for a word they do not know ("trample", « gardebois »).
    english: list[str] | None


def _question_words(words: tuple[str, ...], terminology) -> list[_QuestionWord]:
    keys = [" ".join(found) for found in tokens_by_word(words, "name")]
    english, french = tokens_by_word(words, "en"), tokens_by_word(words, "fr")
    question = []
    for key, en, fr in zip(keys, english, french, strict=True):
        reading = english_for(terminology, key) if fr else None
        if reading:
            english = list(_english_stems(reading[0]))
        else:  # « passe »: a French word all the same, read as no English word
            english = [] if fr and read_as_nothing(terminology, key) else None
        question.append(
            _QuestionWord(
                key=key,
                stems={"en": en, "fr": fr},
                meaningful=bool(en and fr),  # a little word in either language is little
                english=english,
            )
        )
    return question


@lru_cache(maxsize=8192)
def _english_stems(english: str) -> tuple[str, ...]:
    """The stems of an English reading from the terminology: a few thousand, met again and
    again."""
    return tuple(tokens(english, "en"))


def _runs_from(question: list["_QuestionWord"], start: int):
    for size in range(1, LONGEST_CONCEPT_IN_WORDS + 1):
        if start + size > len(question):
            return
        yield question[start : start + size]


def _concept_keys(
    run: list["_QuestionWord"], terminology: dict[str, list[str]], asked_in: str | None = None
) -> set[str]:
    keys = {_bag(run, "fr")}
    # A French question's words that the terminology reads are read through it, not as
    # English words: « qu'est-ce qui se passe » names no Pass, « la pile » no Pile. Words it
    # does not know ("trample", "deathtouch") are the English players use.
    if asked_in != "fr" or all(word.english is None for word in run if word.meaningful):
        keys.add(_bag(run, "en"))
    # The run as a term of the terminology ("blessures de combat" -> "combat damage")...
    for english in english_for(terminology, " ".join(word.key for word in run))[:3]:
        keys.add(stems_key(list(_english_stems(english)), "en"))
    # ...or word for word ("règle de la légende" -> rule, legend), little words left out.
    readings = [_english_reading(word) for word in run if word.stems["fr"]]
    if len(run) > 1 and readings and all(readings):
        keys.add(stems_key([stem for reading in readings for stem in reading], "en"))
    return keys - {""}


def _english_reading(word: "_QuestionWord") -> list[str]:
    """A word's English stems as the terminology reads it; a word it does not know, as
    itself, one of the English words French players use ("poison" in « marqueurs poison »;
    « coût additionnel », whose unknown word is read as the name word "additional")."""
    return word.stems["en"] if word.english is None else word.english


def _bag(run: list["_QuestionWord"], language: str) -> str:
    return stems_key([stem for word in run for stem in word.stems[language]], language)


def _phrase_parts(phrases: tuple[str, ...]) -> list[Query]:
    """Quoted phrases, word for word, common words too ("phase de combat"): a phrase is read
    through its pairs of neighbouring words, and positions only where all of them are
    (search.evaluation); one dearer than a request may read is matched as all its pairs."""
    parts: list[Query] = []
    for phrase in phrases:
        for field_name, analyzer in (("body_en", "en"), ("body_fr", "fr")):
            words = tokens(phrase, analyzer)
            if len(words) == 1:
                parts.append(Term(field_name, words[0], boost=2.0))
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
