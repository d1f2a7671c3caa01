"""The names a question holds, and the parts of the query tree that look for them.

A card, keyword or glossary entry is named anywhere in a question, whole (« Commandement de
Kolaghan »), short (a legend's first name), in another form (a plural, a possessive without
its apostrophe), with its typos corrected, or in French words whose English is its name
(« entretien »: Upkeep). names_asked() sorts the names found into the question itself, names
named plainly and names in passing; the *_parts functions turn them into query parts for
search.query.plan_query, and the answer panel (search.answers) reads the same names.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from whoosh.query import And, AndNot, ConstantScoreQuery, FuzzyTerm, Or, Query, Term

from .analyzers import APOSTROPHES, FRENCH_ELISIONS
from .names import (
    MAX_WORDS_FOR_NAMES,
    NAME_STOP_WORDS,
    elision_of,
    meaningful_name_tokens,
    name_key,
    name_key_ngrams,
    names_a_concept,
    tokens,
    words_with_a_capital,
)
from .near_names import RARE_AT_LEAST, few_texts_hold
from .query_text import UserQuery
from .question_concepts import CONCEPT_SCORE
from .spellings import (
    FUZZY_FIELDS,
    FUZZY_MIN_LENGTH,
    TWO_TYPOS_FROM,
    TYPO_PREFIX,
    WHOLE_NAME_FIELDS,
)
from .terminology import READING_BOOST, english_for, english_readings, is_read_otherwise

# The fields of the names, whole and word by word, in both languages: a card's, and a
# ruling's card's.
NAME_FIELDS = ("title_en", "title_fr", "card_en", "card_fr")

NAMED_IN_PASSING_SCORE = 6.0

# A word in more than this share of all documents is common: it only ranks, it does not
# select (search.query); a card's name made of common words only ("Deal Damage", "Spell
# Counter") is no name a question names plainly.
COMMON_SHARE = 0.02

# A word that a quarter of all texts hold is an everyday word of the game ("creature" 49 % of
# the full data, "card" 31 %; not "spell" 20 %, "copy" 5 %): it names no subject of its own.
EVERYDAY_SHARE = 0.25

# ...and held by more documents than this: in a small index (the demo data) no word is
# common, or everyday.
COMMON_MIN_DOCUMENTS = 100

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
    inside_a_concept: Callable[[str], bool] | None = None,
    share_of_texts: Callable[[str], float] | None = None,
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
    (concept_parts), not a card (« le coût de mana de ma Créature », "any number of Target").
    A concept's name of several words ("enters the battlefield") is still named: typed whole,
    it is what the question is about.

    A name that would be the question but is typed only inside a longer concept the question
    names (`inside_a_concept`, search.question_concepts.inside_a_concept) is named, not the
    question: « phase de fin » asks about the Ending Phase before the glossary's Phase, and
    "phasing out" about Phased In, Phased Out before Phasing, which stays second.

    `share_of_texts` tells how common a word is (share_holding). A name that is one everyday
    word of the game ("creature") and only half of the question is in passing: "sacrificing a
    creature" asks about Sacrifice, "my creature died" about Dies, not about the glossary's
    Creature. So is a card's name of common words only typed in lower case: "does first
    strike deal damage twice" names no Deal Damage.

    `french`: the terminology, for a question asked in French (see NamesAsked). `among`: only
    these runs, when the others are known already. `is_a_name`: only the runs it says are
    names (with an index at hand: the others match nothing)."""
    asked = set(meaningful_name_tokens(query.words))
    keys = name_key_ngrams(query.words) | {name_key(phrase) for phrase in query.phrases}
    if among is not None:
        keys &= among
    keys = {key for key in keys if key and (is_a_name is None or is_a_name(key))}
    capitalised_words = capitalised_name_words(query.raw)
    capitalised = capitalised_words - NAME_STOP_WORDS
    quoted = {name_key(phrase) for phrase in query.phrases}
    the_question, named, in_passing, read_otherwise = [], [], [], set()
    # In sorted order, as every set the tree is built from: the request's budget reads its
    # lists in the tree's order, and a set's order changes with each process's hash seed
    # (« engager le permanent ciblé » found 1,257 documents in one worker, none in another).
    for key in sorted(keys):
        if french is not None and is_read_otherwise(key, french):
            read_otherwise.add(key)
        if _is_the_question(key, asked, share_of_texts):
            kind = the_question
        elif (
            key not in read_otherwise
            and not (" " not in key and names_a_concept(key, concepts))
            and (
                _plainly_a_name(key, concepts, capitalised | quoted, share_of_texts)
                or key in capitalised
                or _opens_with_a_capital(key, capitalised_words)
                or (is_no_everyday_word is not None and is_no_everyday_word(key))
            )
        ):
            kind = named
        else:
            kind = in_passing
        # Asked last, of a name that is most of a question: a short one, whose concepts' runs
        # are few to read.
        if kind is the_question and inside_a_concept is not None and inside_a_concept(key):
            kind = named
        kind.append(key)
    return NamesAsked(
        tuple(the_question), tuple(named), tuple(in_passing), frozenset(read_otherwise)
    )


def _is_the_question(
    key: str, asked: set[str], share_of_texts: Callable[[str], float] | None
) -> bool:
    """Whether a name is most of the question's words, or half of them and no everyday word."""
    twice_held = 2 * len(asked & set(key.split()))
    if twice_held != len(asked):
        return twice_held > len(asked)
    everyday = (
        " " not in key and share_of_texts is not None and share_of_texts(key) > EVERYDAY_SHARE
    )
    return not everyday


def _opens_with_a_capital(key: str, capitalised: set[str]) -> bool:
    """Whether a name of several words opens with a word written with a capital inside the
    sentence, a little word too: a French name capitalises its first word only, « lance
    Marche des noyés » (« marche » is a little word of questions: « comment ça marche »); an
    article too, "Can I use Stifle on The Abyss?", « … lance L'Impitoyable » ("the Warrior
    token" names no The Warrior, nor « la Valeur » Valor)."""
    first, _, rest = key.partition(" ")
    return bool(rest) and first in capitalised


def _plainly_a_name(
    key: str,
    concepts: frozenset[str],
    written_so: set[str],
    share_of_texts: Callable[[str], float] | None,
) -> bool:
    """Whether a name of several words is plainly named: a concept's ("enters the
    battlefield"), a quoted one, or a card's with a word that is not common or is written with
    a capital inside a sentence (`written_so`: those words' keys, and the quoted names')."""
    words = set(key.split()) - NAME_STOP_WORDS
    if len(words) < 2:
        return False
    if names_a_concept(key, concepts) or share_of_texts is None or key in written_so:
        return True
    return bool(words & written_so) or any(share_of_texts(word) <= COMMON_SHARE for word in words)


def share_holding(frequency, document_count: int, word: str) -> float:
    """The share of all texts that hold a word, in its English or its French stems, the more
    common; 0 for a word that COMMON_MIN_DOCUMENTS texts or fewer hold, common in no index (as
    search.query measures the question's words)."""
    held = max(
        frequency(f"body_{language}", stem)
        for language in ("en", "fr")
        for stem in tokens(word, language) or [""]
    )
    return held / document_count if held > COMMON_MIN_DOCUMENTS else 0.0


# A card's one-word name that at most this share of the texts hold (7 of 73,190 on the full
# data: "brainstorm" 1, "counterspell" 7; not "fireball" 9, "clone" 64, "target" 15,616) is no
# everyday word: inside a question it names the card, written with a capital or not ("does
# brainstorm trigger prowess", « qqn sait si le contresort marche »).
NAME_ONLY_SHARE = 0.0001
MIN_NAME_ONLY_LENGTH = 3  # "opt"


# The articles a card's name may open with (« La Massacreuse », « L'Impitoyable », The
# Abyss); not "a", which opens Alchemy's rebalanced names (A-Demilich).
NAME_ARTICLES = frozenset({"the", "l", "la", "le", "les"})


def only_a_name(
    frequency, document_count: int, concepts: frozenset[str], key: str, field_name="name_exact"
) -> bool:
    """Whether a name key is one word, its article before it or not (« la massacreuse », «
    l impitoyable »), a name (of `field_name`), no keyword's or glossary entry's name
    (concepts are read in any form already), whose word few texts hold (NAME_ONLY_SHARE). The
    name is looked up first, in memory: most words of a question are none, and need no stems
    counted."""
    first, _, rest = key.partition(" ")
    word = rest if first in NAME_ARTICLES and rest else key
    return (
        len(word) >= MIN_NAME_ONLY_LENGTH
        and word.isalpha()
        and frequency(field_name, key) > 0
        and not names_a_concept(key, concepts)
        and few_texts_hold(frequency, document_count, word, NAME_ONLY_SHARE)
        and not _an_everyday_word(frequency, document_count, word)
    )


def _an_everyday_word(frequency, document_count: int, key: str) -> bool:
    """Whether the flavor texts of more than a few cards print the word, in either language.
    The French texts are the printed cards' rules texts, which a conversation's words are
    rarely in: « rien » is in 4 of them, and named the card Rien (Nix) in « je ne comprends
    rien à la mutation »; 263 flavor texts print it."""
    printed = sum(frequency(f"flavor_{language}", key) for language in ("en", "fr"))
    return printed > _printed_on_a_few_cards(document_count)


# A word the French flavor texts print this many times more often than the English ones do
# is a French word: « encore » 246 against 2 (the keyword Encore, which has no French name).
FRENCH_OVER_ENGLISH = 10


def a_french_word(frequency, document_count: int, key: str) -> bool:
    """Whether a word that the terms do not read is French all the same: the French flavor
    texts of more than a few cards print it, the English ones far less (FRENCH_OVER_ENGLISH).
    A French question's « je peux encore bloquer » names no Encore. English words French
    players use ("trample", "kick") are in no French flavor text."""
    french = frequency("flavor_fr", key)
    return french > _printed_on_a_few_cards(document_count) and french > (
        FRENCH_OVER_ENGLISH * frequency("flavor_en", key)
    )


def _printed_on_a_few_cards(document_count: int) -> float:
    return max(NAME_ONLY_SHARE * document_count, RARE_AT_LEAST)


def is_a_known_name(frequency, key: str) -> bool:
    """Whether a run of words (a name key) is some card's or keyword's name."""
    return frequency("name_exact", key) > 0


@dataclass(frozen=True)
class NameParts:
    """The parts of the query tree that look for the names a question holds (plan_query)."""

    asked: list[Query]  # names that are most of the question, whole or short
    named: list[Query]  # names named plainly: they select, and come first
    in_passing: list[Query]  # names met in passing: they only rank
    asked_keys: list[tuple[str, str]]  # (field, name key) of the names asked
    cards_asked: list[str]  # the name keys of those that name no concept: cards


def question_name_parts(
    query: UserQuery,
    as_typed: UserQuery,
    corrected: UserQuery | None,
    french: dict[str, list[str]] | None,
    *,
    frequency: Callable[[str, str], int] | None = None,
    document_count: int = 0,
    concepts: frozenset[str] | None = None,
    read_in_english: UserQuery | None = None,
    inside_a_concept: Callable[[str], bool] | None = None,
) -> NameParts:
    """Every name the question holds: as typed, with its typos corrected (`corrected`), in
    another form, or short; and those its English reading holds (`read_in_english`:
    english_reading). `concepts`: the index's concept keys; None without an index.
    `inside_a_concept`: whether a name as typed lies inside a longer concept the question
    names (names_asked)."""
    known = concepts if concepts is not None else frozenset()
    rare = None
    if frequency is not None and concepts is not None:
        rare = partial(only_a_name, frequency, document_count, known)
    # Of the some 240 runs of a long question's words, a few are names: the others, once
    # terms of the tree, matched nothing and cost a tenth of a long question's time.
    is_a_name = partial(is_a_known_name, frequency) if frequency else None
    share_of_texts = partial(share_holding, frequency, document_count) if frequency else None
    asked, named, in_passing = exact_name_parts(
        as_typed,
        french,
        is_no_everyday_word=rare,
        concepts=known,
        is_a_name=is_a_name,
        inside_a_concept=inside_a_concept,
        share_of_texts=share_of_texts,
    )
    # Names typed with typos ("Tentaton du chaos"): the names of the corrected words, just
    # below a name typed right. « éphémère ou rituel » read "instant sorcery": the game's terms
    # an English question would have named, a reading weighing a little less than the words
    # typed. Not the cards: a card is named by its own names, and « contrecarrement de sort »,
    # read "counter spell", named Spell Counter. (Without an index, no concept is known.)

    def a_term(key: str) -> bool:
        return names_a_concept(key, known) and (is_a_name is None or is_a_name(key))

    other_readings = (
        (corrected, french, CORRECTED_NAME_BOOST, is_a_name),
        (read_in_english, None, READING_BOOST, a_term if concepts is not None else is_a_name),
    )
    for reading, terminology, boost, names_looked_for in other_readings:
        if reading is None:
            continue
        reading_asked, reading_named, _ = exact_name_parts(
            reading,
            terminology,
            boost,
            is_no_everyday_word=rare,
            concepts=known,
            is_a_name=names_looked_for,
            share_of_texts=share_of_texts,
        )
        asked += reading_asked
        named += reading_named
    if concepts is not None:
        other_asked, other_named = other_form_name_parts(
            query, french, known, frequency, share_of_texts
        )
        asked += other_asked
        named += other_named
    if frequency is not None:
        for reading, boost in ((as_typed, 1.0), (corrected, CORRECTED_NAME_BOOST)):
            if reading is None:
                continue
            short_asked, short_named, short_in_passing = short_name_parts(
                reading,
                french,
                boost,
                frequency=frequency,
                document_count=document_count,
                concepts=known,
            )
            asked += short_asked
            named += short_named
            in_passing += short_in_passing
    asked_keys = [
        (field_name, text)
        for part in asked
        for field_name, text in part.all_terms()
        if field_name in WHOLE_NAME_FIELDS
    ]
    # The cards whose names are most of the question ("how does madness interact with Leyline
    # of the Void"): they name no concept in passing ("void"), as the cards named do.
    cards_asked: list[str] = []
    if frequency is not None:  # the runs named are names already (is_a_name)
        asked_names = [text for _, text in asked_keys]
        if named:
            named = outermost(named, asked_names)
        cards_asked = [name for name in asked_names if not names_a_concept(name, known)]
    return NameParts(asked, named, in_passing, asked_keys, cards_asked)


def exact_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None = None,
    boost: float = 1.0,
    is_no_everyday_word: Callable[[str], bool] | None = None,
    concepts: frozenset[str] = frozenset(),
    is_a_name: Callable[[str], bool] | None = None,
    inside_a_concept: Callable[[str], bool] | None = None,
    share_of_texts: Callable[[str], float] | None = None,
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
        inside_a_concept=inside_a_concept,
        share_of_texts=share_of_texts,
    )
    otherwise = names.read_otherwise
    return (
        [
            _exact_name(key, boost * (3.0 + _words_weighed(key, french)), key in otherwise)
            for key in names.the_question
        ],
        [
            ConstantScoreQuery(Term("name_exact", key), boost * NAMED_IN_PASSING_SCORE)
            for key in names.named
        ],
        [_exact_name(key, 0.5, key in otherwise) for key in names.in_passing],
    )


def _words_weighed(key: str, french: dict[str, list[str]] | None) -> int:
    """The words past the first a name asked weighs by: a longer name is the more telling. A
    French term counts as many words as its English, the rules' own text, at most: « contact
    mortel » weighs as "deathtouch", and « Hydrofouet et le contact mortel » gives the card
    first, as "Hydrolash and deathtouch" does."""
    english = english_for(french, key) if french else []
    return min(key.count(" "), english[0].count(" ")) if english else key.count(" ")


# A legend named by its short name ("Grande-Dent", "E. Honda", « Ob Nixilis »): just below a
# name typed whole, as a name found by correcting typos is.
SHORT_NAME_BOOST = CORRECTED_NAME_BOOST


def short_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None,
    boost: float,
    *,
    frequency: Callable[[str, str], int],
    document_count: int,
    concepts: frozenset[str],
) -> tuple[list[Query], list[Query], list[Query]]:
    """The query parts of the legends' short names inside the query, of the same three kinds
    as whole names (exact_name_parts): « Saw in Half sur Grande-Dent » names Chatterfang,
    Squirrel General. A short name shared by several legends ("Emrakul", "Chandra") names none
    of them inside a longer question, but typed alone asks for them all: "emrakul" gave
    Emrakul's Hatcher and Emrakul's Evangel before Emrakul, the Aeons Torn. A run that is some
    card's whole name is read as that name only."""
    typed_alone = name_key(" ".join(query.words))

    def is_only_a_short_name(key: str) -> bool:
        legends = frequency("short_name", key)
        return (legends == 1 or (legends > 1 and key == typed_alone)) and not is_a_known_name(
            frequency, key
        )

    names = names_asked(
        query,
        french,
        is_no_everyday_word=partial(
            only_a_name, frequency, document_count, concepts, field_name="short_name"
        ),
        concepts=concepts,
        is_a_name=is_only_a_short_name,
    )

    # Constant scores, as the concepts' (concept_parts): over a field that few documents
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


def other_form_name_parts(
    query: UserQuery,
    french: dict[str, list[str]] | None,
    concepts: frozenset[str],
    frequency: Callable[[str, str], int] | None = None,
    share_of_texts: Callable[[str], float] | None = None,
) -> tuple[list[Query], list[Query]]:
    """The parts of names_in_other_forms(): just below a name typed as printed."""
    names = names_in_other_forms(query, french, concepts, frequency, share_of_texts)
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
    share_of_texts: Callable[[str], float] | None = None,
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
        return frequency is None or is_a_known_name(frequency, key)

    the_question: set[str] = set()
    named: set[str] = set()
    typed: set[str] | None = None
    for words in _other_forms(query.words, words_with_a_capital(query.raw), is_a_name_word):
        typed = name_key_ngrams(query.words) if typed is None else typed
        new_keys = {key for key in name_key_ngrams(words) - typed if is_a_name(key)}
        if new_keys:
            names = names_asked(
                replace(query, words=words),
                french,
                among=new_keys,
                share_of_texts=share_of_texts,
            )
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
    the plural names print ("elfs": elves), and a plural in -ies in -y ("libraries"); with each
    singular word read as a plural in turn; with every singular word read as a plural at once
    (« abeille tueuse », « l'oiseau de paradis »), and every masculine as a feminine (« messe
    noir »).
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
    plurals: set[str] = set()
    before = ""
    for word in words:
        # A French name capitalises its first word only, and its adjectives agree with
        # the noun: « deux Bibliothèques sylvestres » is Bibliothèque sylvestre.
        if (
            _is_a_plural(word)
            and (may_be_read(word) or before in plurals)
            and any(is_a_name_word(singular) for singular in _singulars_of(word))
        ):
            plurals.add(word)
        before = word
    if plurals:
        # Also as the plural names print ("llanowar elfs": Llanowar Elves).
        readings = [
            lambda word: word[:-1],
            lambda word: f"{word[:-1]}'s",
            lambda word: _plural_of(word[:-1]),
        ]
        if any(word.endswith("ies") for word in plurals):
            readings.append(lambda word: _singulars_of(word)[-1])
        for read_as in readings:
            forms.append(tuple(read_as(word) if word in plurals else word for word in words))
    # A French name in the plural agrees its noun and adjectives (« abeille tueuse »: Abeilles
    # tueuses; « l'oiseau de paradis »: Oiseaux de paradis); an adjective typed in the
    # masculine, of a name that prints the feminine (« messe noir »: Messe noire, Dark
    # Ritual; « tempête mortel »: Tempête mortelle). Each read so at once: two forms more
    # for the whole query, not one a word (a soup of forty name words reads each form).
    in_the_plural, in_the_feminine = list(words), list(words)
    for place, word in enumerate(words):
        elided, typed = elision_of(word)  # the plural of the word, not of the article
        if not (_is_a_singular(typed) and may_be_read(word)):
            continue
        plurals_printed = [
            elided + form
            for form in (_plural_of(typed), _french_plural_of(typed))
            if form and is_a_name_word(form)
        ]
        if plurals_printed:
            in_the_plural[place] = plurals_printed[-1]
            if not elided:
                forms += [(*words[:place], form, *words[place + 1 :]) for form in plurals_printed]
        in_the_feminine[place] = next(
            (elided + form for form in _french_feminines_of(typed) if is_a_name_word(form)), word
        )
    forms += [
        tuple(agreed) for agreed in (in_the_plural, in_the_feminine) if tuple(agreed) not in forms
    ]
    return [form for form in forms if form != words]


def _french_feminines_of(word: str) -> tuple[str, ...]:
    """The feminines a French masculine adjective may be read as, folded as names are
    (« noir » noire, « mortel » mortelle, « ancien » ancienne, « vif » vive, « heureux »
    heureuse, « blanc » blanche, « premier » première); none for a word ending in e."""
    if word.endswith("e"):
        return ()
    forms = [word + "e"]
    for masculine, feminine in _FEMININE_ENDINGS:
        if word.endswith(masculine):
            forms.append(word[: -len(masculine)] + feminine)
    return tuple(forms)


_FEMININE_ENDINGS = (
    ("el", "elle"),
    ("en", "enne"),
    ("on", "onne"),
    ("et", "ette"),
    ("f", "ve"),
    ("x", "se"),
    ("c", "che"),
    ("er", "ère"),
)


def _singulars_of(plural: str) -> tuple[str, ...]:
    """The singulars a plural may be read as: "sagas" saga, "zombies" zombie, and the
    singular of its plural as names print it ("elfs": elf, whose plural is Elves); "libraries"
    library too (Sylvan Library)."""
    singulars = (plural[:-1], _plural_of(plural[:-1]))
    if plural.endswith("ies"):
        return (*singulars, f"{plural[:-3]}y")
    return singulars


def _plural_of(word: str) -> str:
    """English plurals as names print them: "plowshare" -> "plowshares", "elf" -> "elves"
    (Llanowar Elves), "fairy" -> "fairies"."""
    if word.endswith("f"):
        return f"{word[:-1]}ves"
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return f"{word[:-1]}ies"
    return f"{word}s"


def _french_plural_of(word: str) -> str | None:
    """The French plural in x of a word in -eau or -eu (« oiseau de paradis »: Oiseaux de
    paradis; « feu »), in -aux of one in -al (« cheval »); None for the others, whose plural
    in s _plural_of gives."""
    if word.endswith(("eau", "eu")):
        return f"{word}x"
    if word.endswith("al"):
        return f"{word[:-2]}aux"
    return None


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
    « dans »), not too short ("its"), not a double s ("bless"), not a possessive ("Volrath's
    Shapeshifters" read as "Volrath' Shapeshifter" named no card, and Volrath)."""
    return (
        len(word) >= MIN_PLURAL_LENGTH
        and word.endswith("s")
        and word[-2] not in "s'’"
        and bool(meaningful_name_tokens((word,)))
    )


def outermost(names_named: list[Query], asked_names: list[str] = ()) -> list[Query]:
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


def _exact_name(key: str, boost: float, not_english_only: bool) -> Query:
    term = Term("name_exact", key, boost=boost)
    return AndNot(term, Term("name_en_only", key)) if not_english_only else term


# A word with a capital inside a sentence ("… il cible mon Morguesort", "Can I Twincast …"):
# how players write a card's name, where its word alone would be an everyday word.
_CAPITALISED_INSIDE = re.compile(r"(?<![.!?:]\s)(?<=\s)[^\W\d_a-zà-ÿ][^\W\d_]{3,}")
# The same, after an elided article too (« … lance L'Impitoyable »).
_CAPITALISED_NAME_WORD = re.compile(
    rf"(?<![.!?:]\s)(?<=\s)(?:(?P<article>(?i:{'|'.join(FRENCH_ELISIONS)}))[{APOSTROPHES}])?"
    r"(?P<word>[^\W\d_a-zà-ÿ][^\W\d_]+)"
)


def capitalised_inside(raw: str) -> set[str]:
    """The name keys of the words written with a capital inside a sentence, not after its
    start ("Can I Twincast …" -> {"twincast"}; "If I …" -> none)."""
    return {name_key(word) for word in _CAPITALISED_INSIDE.findall(raw)} - NAME_STOP_WORDS


def capitalised_name_words(raw: str) -> set[str]:
    """capitalised_inside(), little words kept, of two letters or more (« … lance Marche des
    noyés » -> "marche", "on The Abyss" -> "the", "abyss"), after an elided article too, and
    that article when written with a capital (« L'Impitoyable » -> "l", "impitoyable"; «
    l'Ange » -> "ange"): the words a name of the question may be written with."""
    found = set()
    for written in _CAPITALISED_NAME_WORD.finditer(raw):
        found.add(name_key(written["word"]))
        if (article := written["article"]) and article[0].isupper():
            found.add(name_key(article))
    return found


def named_cards(names: list[str]) -> list[Query]:
    """The cards a question names in passing, and their rulings, rank up by all the words of
    the name: a ruling's card fields hold its card's name, keyed as the names are."""
    return [
        And([Term(field_name, word) for word in name.split()], boost=0.5)
        for name in names
        for field_name in NAME_FIELDS
    ]


def whole_name_parts(
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


def one_name_word_part(
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
    if names_a_concept(token, concepts) or (french and is_read_otherwise(token, french)):
        return []
    return [Term(field_name, token, boost=3.0 * boost) for field_name in ("title_en", "title_fr")]


# Single words of names select in a query of at most this many name words ("gigatorper",
# "mort vivante").
MAX_NAME_WORDS_SELECTING = 2


def name_token_parts(words: tuple[str, ...], near_spellings=None) -> list[Query]:
    """Single words of names, and their typos, in a query of one or two name words. In a
    longer one a single word of a name means nothing: « … la Sangsue putride cible … » is no
    question about every card whose name says « putride », and "Can I Frazzle Reality?" none
    about Reality Scramble. A card is named there by its whole name (named_cards)."""
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


# The longest run of words english_reading reads whole (« mal d'invocation »: three).
READ_WHOLE_AT_MOST = 3


def english_reading(query: UserQuery, terminology: dict[str, list[str]] | None) -> UserQuery | None:
    """A French query of one or two name words as the English words of its readings, in the
    order typed, each run of words read whole where the terminology knows it (« copier un
    sort » -> "copy spell", « blessures mortelles » -> "lethal damage"), for the names an
    English query would name; None for a longer question, or one the terminology reads
    nothing of."""
    words = query.words
    if not terminology or len(meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])) > (
        MAX_NAME_WORDS_SELECTING
    ):
        return None
    read: list[str] = []
    start = 0
    while start < len(words):
        for size in range(min(READ_WHOLE_AT_MOST, len(words) - start), 0, -1):
            english = english_for(terminology, name_key(" ".join(words[start : start + size])))
            if english:
                read += english[0].lower().split()
                start += size
                break
        else:
            start += 1  # a word the terminology does not read: no English word
    read_words = tuple(dict.fromkeys(read))
    return (
        UserQuery(raw=" ".join(read_words), words=read_words, phrases=(), rule_numbers=())
        if read_words
        else None
    )


def english_name_parts(
    words: tuple[str, ...], terminology: dict[str, list[str]] | None
) -> list[Query]:
    """The words of English names that a French query of one or two name words reads as,
    looked for as the English words would be (name_token_parts): « entretien » reads upkeep,
    and finds the rules titled so before the cards that print « entretien ». Not as a whole
    name: the reading's whole names are the game's terms it names (question_name_parts), and
    « contrecarrement de sort », read "counter spell", named the card Spell Counter first. The
    French words themselves are names only in French: « pile » names the stack, not Pile."""
    if not terminology or len(meaningful_name_tokens(words[:MAX_WORDS_FOR_NAMES])) > (
        MAX_NAME_WORDS_SELECTING
    ):
        return []
    english = [readings[0] for readings in english_readings(words, terminology)]
    read = tuple(dict.fromkeys(word for reading in english for word in reading.split()))
    typed = set(meaningful_name_tokens(words))
    name_tokens = [token for token in meaningful_name_tokens(read) if token not in typed]
    if not name_tokens:
        return []
    # A reading weighs what the English words would, times READING_BOOST, as in the texts.
    return [Term("title_en", token, boost=0.5 * READING_BOOST) for token in name_tokens]


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
