"""The concepts a question names: keywords, glossary entries and rule titles, found in any
form of their words, in English or French, or through the terminology (« mal d'invocation »
-> Summoning Sickness Rule). concept_parts() turns them into query parts for
search.query.plan_query.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from whoosh.query import ConstantScoreQuery, Query, Term

from .acronyms import RETIRED
from .names import (
    LONGEST_CONCEPT_IN_WORDS,
    MAX_WORDS_FOR_CONCEPTS,
    name_units,
    stems_key,
    tokens,
    tokens_by_word,
)
from .terminology import FrenchToEnglish, english_for, read_as_nothing

# A concept that is most of the question ("mal d'invocation", "who has priority") is its
# answer, and comes among the first results whatever the texts score; one named in passing
# ("… can my creature with reach block it?") is one of them, and only ranks. A constant
# score: BM25 over a field that few documents have says nothing useful. Words inside a
# longer name count half when a name is exactly them ("summoning sickness" would then come
# before Summoning Sickness Rule), in full when no name is.
CONCEPT_SCORE = 50.0
CONCEPT_IN_PASSING_SCORE = 2.0
CONCEPT_SCORE_FACTORS = {"concept": 1.0, "concept_part": 0.5}
# A word that this many concepts' names hold in one language ("token", "counter", "step",
# "ability", "rule") tells none of them apart (named_by_its_own_word).
SHARED_BY_NAMES = 5


def concept_parts(
    words: tuple[str, ...],
    terminology: dict[str, list[str]],
    vocabulary: Callable[[str], frozenset[str]],
    names_of_cards: list[str] = (),
    read_in: str | None = None,
    everyday: Callable[[Term], bool] | None = None,
    french_word: Callable[[str], bool] | None = None,
) -> tuple[list[Query], list[Query], set[Term]]:
    """Keywords, glossary entries and rule titles that the question names anywhere, in any
    form of their words, in English or French, or in French words whose English the
    terminology knows ("la règle de la légende" -> Legend Rule, "mal d'invocation" ->
    Summoning Sickness Rule). Each key is looked up in the concepts' vocabulary, in memory.

    Returns the concepts that are the question, those named in passing, and those that are
    no link of their own: found only inside the names of cards the question names
    (« Commandement de Kolaghan » names no Command), or only inside a longer concept it names
    ("ten poison counters" names no Poisonous). `french_word` says which words of a French
    question that the terminology does not read are French all the same
    (search.question_names.a_french_word): they are read as no English word. `read_in`: the
    language the question is read in, its own or, when it tells none, a French page's
    (search.query.plan_query)."""
    question = _question_words(
        words[:MAX_WORDS_FOR_CONCEPTS], terminology, french_word if read_in == "fr" else None
    )
    asked = sum(word.meaningful for word in question) or 1
    known = {field_name: vocabulary(field_name) for field_name in CONCEPT_SCORE_FACTORS}
    own_words = named_by_its_own_word(known["concept"])
    in_names = _inside_names(question, names_of_cards)
    scores: dict[tuple[str, str], float] = {}
    outside_names: set[tuple[str, str]] = set()
    places: dict[tuple[str, str], set[int]] = {}
    terms = _terms_in(question, terminology)
    stops = _in_no_concept(question, terms, terminology, known)
    for start in range(len(question)):
        for run in _runs_from(question, start, terms, stops):
            covered = sum(word.meaningful for word in run)
            score = CONCEPT_SCORE if 2 * covered > asked else CONCEPT_IN_PASSING_SCORE
            run_places = {start + offset for offset, word in enumerate(run) if word.meaningful}
            term_by_term = _read_term_by_term(question, range(start, start + len(run)), terms)
            keys = _concept_keys(run, terminology, read_in, term_by_term)
            a_name_is_the_run = any(key in known["concept"] for key in keys)
            in_a_name = all(
                start + offset in in_names for offset, word in enumerate(run) if word.meaningful
            )
            found_here = [
                ((field_name, key), score * (factor if a_name_is_the_run else 1.0))
                for key in sorted(keys)
                for field_name, factor in CONCEPT_SCORE_FACTORS.items()
                if key in known[field_name]
            ]
            # A word of a concept's own ("treasure") names it when it is the question and no
            # name of a card the question names ("omen" is the card Omen, before Omen Cards).
            if score == CONCEPT_SCORE and not in_a_name:
                found_here += [
                    (("concept", own_words[key]), score * CONCEPT_SCORE_FACTORS["concept_part"])
                    for key in sorted(keys)
                    if key in own_words
                ]
            for found, found_score in found_here:
                scores[found] = max(found_score, scores.get(found, 0.0))
                places.setdefault(found, set()).update(run_places)
                if not in_a_name:
                    outside_names.add(found)
    # A concept named in two places (« puis-je dégager une créature dégagée ? ») is as much
    # of the question as a run of the same words.
    for found, at in places.items():
        if found[0] == "concept" and 2 * len(at) > asked:
            scores[found] = max(scores[found], CONCEPT_SCORE)
    # A question made of two concepts' names, each half of it ("sacrificing a creature",
    # "lifelink damage", « contact mortel piétinement »), asks about both.
    named = [(found, at) for found, at in places.items() if found[0] == "concept"]
    meaningful = {place for place, word in enumerate(question) if word.meaningful}
    if named and set().union(*(at for _, at in named)) >= meaningful:
        for found, at in named:
            if 2 * len(at) >= asked:
                scores[found] = max(scores[found], CONCEPT_SCORE)
    for found in _sharing_the_question(scores, places, question, everyday):
        scores[found] = CONCEPT_IN_PASSING_SCORE
    parts = {found: ConstantScoreQuery(Term(*found), score) for found, score in scores.items()}
    the_question = [part for found, part in parts.items() if scores[found] >= CONCEPT_SCORE / 2]
    in_passing = [part for part in parts.values() if part not in the_question]
    in_names_only = {Term(*found) for found in scores if found not in outside_names}
    inside_longer = {Term(*found) for found in _inside_longer_concepts(places)}
    return the_question, in_passing, in_names_only | inside_longer


@lru_cache(maxsize=8)
def named_by_its_own_word(concepts: frozenset[str]) -> dict[str, str]:
    """{a word's key: the one name it is a word of}, for the names of two words: a word that
    no other name holds, and one that many names share. "en:treasur" -> "en:token treasur"
    (Treasure Token), "en:legend" -> "en:legend rule", "en:shield" -> "en:counter shield".
    Asked alone, "treasure" asks about Treasure Token, as "summoning sickness" asks about
    Summoning Sickness Rule (concept_part). A word two names hold names neither ("strike":
    Double Strike, First Strike; "state": State Trigger, State-Based Actions), nor does a
    word of a name of three words or more. A retired term is no name here: "Legend
    (Obsolete)" would take "legend" from the Legend Rule. Of the index's concept keys, one
    frozenset per searcher (see search.names.concept_words)."""
    retired = set(tokens(RETIRED, "en"))
    names: dict[str, tuple[str, list[str]]] = {}
    for key in concepts:
        language, _, stems = key.partition(":")
        if retired.isdisjoint(stems.split()):
            names[key] = (language, stems.split())
    held: Counter[tuple[str, str]] = Counter(
        (language, stem) for language, stems in names.values() for stem in stems
    )
    named: dict[str, str] = {}
    for key, (language, words) in names.items():
        shared = [stem for stem in words if held[language, stem] >= SHARED_BY_NAMES]
        own = [stem for stem in words if held[language, stem] == 1]
        if len(words) == 2 and len(shared) == 1 and len(own) == 1:
            named[f"{language}:{own[0]}"] = key
    return named


def concept_spans(
    words: tuple[str, ...],
    terminology: dict[str, list[str]],
    vocabulary: Callable[[str], frozenset[str]],
    read_in: str | None = None,
) -> list[tuple[range, frozenset[int]]]:
    """The places of each run of the question's words that names one concept, two meaningful
    words or more (« carte double face », « traversée des îles »), with the places of its
    meaningful words: a name inside the run that leaves some of them out is a word of the
    concept, not what the question names."""
    question = _question_words(words[:MAX_WORDS_FOR_CONCEPTS], terminology)
    known = vocabulary("concept")
    spans = []
    terms = _terms_in(question, terminology)
    stops = _in_no_concept(question, terms, terminology, {"concept": known})
    for start in range(len(question)):
        for run in _runs_from(question, start, terms, stops):
            places = frozenset(start + offset for offset, word in enumerate(run) if word.meaningful)
            if len(places) < 2:
                continue
            term_by_term = _read_term_by_term(question, range(start, start + len(run)), terms)
            if any(key in known for key in _concept_keys(run, terminology, read_in, term_by_term)):
                spans.append((range(start, start + len(run)), places))
    return spans


def inside_a_concept(
    key: str, words: tuple[str, ...], spans: list[tuple[range, frozenset[int]]]
) -> bool:
    """Whether every place of the question where the name `key` is typed (a word of it in the
    plural too: « îles » for Île) lies inside a run naming one concept that holds a meaningful
    word besides (concept_spans): « carte double face » names Double-Faced Card, not the
    keyword action Double, and « traversée des îles » Islandwalk, not the card Île; "does
    double strike work", "the double strike" still name Double Strike."""
    wanted = key.split()
    typed = [name_units(tokens(word, "name"))[-1:] or [""] for word in words]
    places = [
        range(start, start + len(wanted))
        for start in range(len(typed) - len(wanted) + 1)
        if all(_same_or_plural(typed[start + at][0], token) for at, token in enumerate(wanted))
    ]
    return bool(places) and all(
        any(_holds_more(run, meaningful, place) for run, meaningful in spans) for place in places
    )


def _holds_more(run: range, meaningful: frozenset[int], place: range) -> bool:
    """Whether the run holds the name's place and a meaningful word besides."""
    return run.start <= place.start and place.stop <= run.stop and bool(meaningful - set(place))


def _same_or_plural(typed: str, name_word: str) -> bool:
    return typed == name_word or (typed[:-1] == name_word and typed[-1:] in "sx")


def _inside_longer_concepts(places: dict[tuple[str, str], set[int]]) -> list[tuple[str, str]]:
    """The concepts named only by words of a longer concept the question names: "ten poison
    counters" names Poison Counter, not also Poisonous. (As search.question_names.outermost for
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
    # nothing (« passe ») or one they do not hold (« encore »); None for a word they do not
    # know ("trample", « gardebois »).
    english: list[str] | None


def _question_words(
    words: tuple[str, ...], terminology, french_word: Callable[[str], bool] | None = None
) -> list[_QuestionWord]:
    keys = [" ".join(found) for found in tokens_by_word(words, "name")]
    english, french = tokens_by_word(words, "en"), tokens_by_word(words, "fr")
    question = []
    for key, en, fr in zip(keys, english, french, strict=True):
        reading = english_for(terminology, key) if fr else None
        if reading:
            english = list(_english_stems(reading[0]))
        else:  # « passe », « encore »: French words all the same, read as no English word
            is_french = read_as_nothing(terminology, key) or (
                french_word is not None and french_word(key)
            )
            english = [] if fr and is_french else None
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


def _runs_from(question: list["_QuestionWord"], start: int, terms: "_Terms", stops: frozenset[int]):
    """The runs of up to LONGEST_CONCEPT_IN_WORDS words from `start`; and longer ones holding
    a term of the terminology (`terms`, see _terms_in), as many meaningful words at most: the
    little words of a French term do not count, as they do not in the concepts' keys
    (« arrive sur le champ de bataille » is Enters the Battlefield, three words). None holds
    a word of `stops` (_in_no_concept), which no concept key can hold."""
    meaningful = 0
    for end in range(start, min(len(question), start + LONGEST_RUN_IN_WORDS)):
        if end in stops:
            return
        meaningful += question[end].meaningful
        if meaningful > LONGEST_CONCEPT_IN_WORDS:
            return
        if end - start < LONGEST_CONCEPT_IN_WORDS or _holds_a_term(terms, start, end + 1):
            yield question[start : end + 1]


def _holds_a_term(terms: "_Terms", start: int, stop: int) -> bool:
    return any(
        term_end <= stop for place in range(start, stop) for term_end, _ in terms.get(place, ())
    )


def _in_no_concept(
    question: list["_QuestionWord"],
    terms: "_Terms",
    terminology: dict[str, list[str]],
    known: dict[str, frozenset[str]],
) -> frozenset[int]:
    """The places of the meaningful words that no concept key of `known` can hold: none of
    their stems, nor of their readings, is a stem of one, and no term of several words the
    terminology reads covers them. A concept key is the stems of every word of a run
    (_concept_keys), so no run holding such a word names a concept: a long question's words
    make some 130 runs, most of them holding one ("opponent", « pense »)."""
    in_concepts = _concept_stems(tuple(map(frozenset, known.values())))
    stops = {
        place
        for place, word in enumerate(question)
        if word.meaningful and not _key_stems(word, terminology) & in_concepts
    }
    if not stops:
        return frozenset()
    covered = {
        place for start, found in terms.items() for end, _ in found for place in range(start, end)
    }
    return frozenset(stops - covered - _in_terms_from_little_words(question, terminology))


def _key_stems(word: "_QuestionWord", terminology: dict[str, list[str]]) -> set[str]:
    """Every "language:stem" a concept key holding the word may hold for it (_concept_keys):
    its own stems in either language, and those of its readings."""
    readings = english_for(terminology, word.key)[:3]
    return (
        {f"fr:{stem}" for stem in word.stems["fr"]}
        | {f"en:{stem}" for stem in word.stems["en"]}
        | {f"en:{stem}" for english in readings for stem in _english_stems(english)}
    )


def _in_terms_from_little_words(
    question: list["_QuestionWord"], terminology: dict[str, list[str]]
) -> set[int]:
    """The places inside a term of the terminology that starts with a little word (three of
    two thousand), which _terms_in does not look for."""
    inside = set()
    for start, word in enumerate(question):
        if word.meaningful:
            continue
        for end in range(start + 2, min(len(question), start + LONGEST_TERM_IN_WORDS) + 1):
            if english_for(terminology, " ".join(word.key for word in question[start:end])):
                inside.update(range(start, end))
    return inside


@lru_cache(maxsize=4)
def _concept_stems(vocabularies: tuple[frozenset[str], ...]) -> frozenset[str]:
    """Every "language:stem" of the concept keys ("en:abil activ": en:abil, en:activ), per
    index generation."""
    return frozenset(
        f"{language}:{stem}"
        for keys in vocabularies
        for key in keys
        for language, _, stems in [key.partition(":")]
        for stem in stems.split()
    )


# A run holding a term is bounded all the same: a question of little words ("is it in or out
# of the …") makes no runs longer than this.
LONGEST_RUN_IN_WORDS = 2 * LONGEST_CONCEPT_IN_WORDS


def _concept_keys(
    run: list["_QuestionWord"],
    terminology: dict[str, list[str]],
    read_in: str | None = None,
    term_by_term: str = "",
) -> set[str]:
    keys = set() if _names_by_its_stem_alone(run, terminology) else {_bag(run, "fr")}
    # A French question's words that the terminology reads are read through it, not as
    # English words: « qu'est-ce qui se passe » names no Pass, « la pile » no Pile, nor, on a
    # French page, « partie » Party. Words it does not know ("trample", "deathtouch") are the
    # English players use.
    if read_in != "fr" or all(word.english is None for word in run if word.meaningful):
        keys.add(_bag(run, "en"))
    # The run as a term of the terminology ("blessures de combat" -> "combat damage")...
    for english in english_for(terminology, " ".join(word.key for word in run))[:3]:
        keys.add(stems_key(list(_english_stems(english)), "en"))
    # ...or word for word ("règle de la légende" -> rule, legend), little words left out...
    readings = [_english_reading(word) for word in run if word.stems["fr"]]
    if len(run) > 1 and readings and all(readings):
        keys.add(stems_key([stem for reading in readings for stem in reading], "en"))
    # ...or term by term (_read_term_by_term).
    keys.add(term_by_term)
    return keys - {""}


# The terminology's terms are of four words at most (« permanent non-terrain ciblé »).
LONGEST_TERM_IN_WORDS = 4

# At each place of a question, the terms starting there: (the place after them, their English
# stems), the longest first.
_Terms = dict[int, list[tuple[int, tuple[str, ...]]]]


def _terms_in(question: list["_QuestionWord"], terminology: dict[str, list[str]]) -> _Terms:
    """At each place, the terms of the terminology of two words or more starting there, as
    (the place after them, their English stems), the longest first: looked up once a
    question, not once for each run holding them."""
    terms = {}
    for start in range(len(question)):
        if not question[start].meaningful:  # no term starts with a little word (but 3 of 2,000)
            continue
        last = min(len(question), start + LONGEST_TERM_IN_WORDS)
        keys = (
            (end, " ".join(word.key for word in question[start:end]))
            for end in range(last, start + 1, -1)
        )
        found = [(end, english) for end, key in keys if (english := english_for(terminology, key))]
        if found:
            terms[start] = [(end, _english_stems(english[0])) for end, english in found]
    return terms


def _read_term_by_term(
    question: list["_QuestionWord"],
    run: range,
    terms: _Terms,
) -> str:
    """The English key of a run of three words or more read from its left, each time through
    the longest term of the terminology (`terms`, see _terms_in) starting there and ending
    inside it, else through the word alone: « arrive sur le champ de bataille » -> enters,
    battlefield. "" when some meaningful word has no reading."""
    if len(run) < 3:
        return ""
    stems: list[str] = []
    place = run.start
    while place < run.stop:
        term = next((term for term in terms.get(place, ()) if term[0] <= run.stop), None)
        if term is not None:
            place, english = term
            stems += english
            continue
        word = question[place]
        if word.stems["fr"]:
            reading = _english_reading(word)
            if not reading:
                return ""
            stems += reading
        place += 1
    return stems_key(stems, "en")


def _names_by_its_stem_alone(run: list["_QuestionWord"], terminology) -> bool:
    """Whether the run's one meaningful word would name a concept by its French stem alone,
    a stem whose forms the terminology reads as English words of several families: « regarder »
    (look) stems as « Regard » (Scry) does, « porte » (Gate) as « Portée » (Reach), and a
    question about looking at one's graveyard linked Scry (a French player's review). The
    concept's own name is read through the terminology still (« regard »: Scry); « greffe »,
    « équipement », « kické » keep the concept their forms all read as."""
    meaningful = [word for word in run if word.meaningful]
    if len(meaningful) != 1:
        return False
    stem = " ".join(meaningful[0].stems["fr"])
    return isinstance(terminology, FrenchToEnglish) and terminology.stem_read_otherwise(stem)


def _english_reading(word: "_QuestionWord") -> list[str]:
    """A word's English stems as the terminology reads it; a word it does not know, as
    itself, one of the English words French players use ("poison" in « marqueurs poison »;
    « coût additionnel », whose unknown word is read as the name word "additional")."""
    return word.stems["en"] if word.english is None else word.english


def _bag(run: list["_QuestionWord"], language: str) -> str:
    return stems_key([stem for word in run for stem in word.stems[language]], language)
