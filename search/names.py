"""Names as the index keys them: the words of a name folded by the name analyzer, and every
run of words of a question that could be a name. Shared by the indexing side (documents,
terminology) and the query side."""

import re
from bisect import bisect_right
from functools import lru_cache

from terminology.vocabulary import is_signed_number

from .analyzers import (
    APOSTROPHES,
    ENGLISH_STOP_WORDS,
    FRENCH_ELISIONS,
    FRENCH_STOP_WORDS,
    english_analyzer,
    english_pairs_analyzer,
    fold,
    french_analyzer,
    french_pairs_analyzer,
    name_analyzer,
)

LONGEST_NAME_IN_WORDS = 8

# Whole names are looked for among a question's first 48 words (a question names its cards
# anywhere, often late: « … alors que j'ai un Disciple du caveau »); a pasted paragraph would
# otherwise make thousands of candidate names.
MAX_WORDS_FOR_NAMES = 48

NAME_STOP_WORDS = frozenset(fold(word).lower() for word in FRENCH_STOP_WORDS | ENGLISH_STOP_WORDS)

# Articles a sentence puts before a name that does not start with them.
LEADING_ARTICLES = frozenset({"l", "le", "la", "les", "un", "une", "the", "a", "an"})


@lru_cache(maxsize=1)
def _analyzers():
    return {
        "en": english_analyzer(),
        "fr": french_analyzer(),
        "name": name_analyzer(),
        "en_pairs": english_pairs_analyzer(),
        "fr_pairs": french_pairs_analyzer(),
    }


# A question's words are analysed again and again: each word alone, in every run of words
# that could be a name, for each field's language; and the next question shares most of them.
# Short texts' tokens are kept per process (about 100 bytes each), long ones are not.
SHORT_TEXT = 40
SHORT_TEXTS_KEPT = 20_000


def tokens(text: str, analyzer: str) -> list[str]:
    if len(text) <= SHORT_TEXT:
        return list(_short_text_tokens(text, analyzer))
    return [token.text for token in _analyzers()[analyzer](text)]


@lru_cache(maxsize=SHORT_TEXTS_KEPT)
def _short_text_tokens(text: str, analyzer: str) -> tuple[str, ...]:
    return tuple(token.text for token in _analyzers()[analyzer](text))


def tokens_by_word(words: tuple[str, ...] | list[str], analyzer: str) -> list[list[str]]:
    """The tokens of each word, the words analysed together in one pass: a question's words
    are each part of many runs, and running the analyzer word by word costs ten times more."""
    starts, text = [], ""
    for word in words:
        starts.append(len(text))
        text += word + " "
    found: list[list[str]] = [[] for _ in words]
    for token in _analyzers()[analyzer](text, chars=True):
        found[bisect_right(starts, token.startchar) - 1].append(token.text)
    return found


def name_words_as_written(text: str) -> list[tuple[str, str]]:
    """(folded word, the word as `text` writes it) for each name word of `text`:
    "Défense de tour" -> [("defense", "Défense"), ("de", "de"), ("tour", "tour")]."""
    return [
        (token.text, text[token.startchar : token.endchar])
        for token in _analyzers()["name"](text, chars=True)
    ]


def name_start_as_written(text: str, word_count: int) -> tuple[str, str]:
    """The first `word_count` name words of `text`: folded as name keys are, and as `text`
    writes them ("Converted Mana Cost (Obsolete)", 3: "converted mana cost", "Converted Mana
    Cost"; "State-Based Actions", 3: "state based actions", "State-Based Actions")."""
    folded, start, end = [], 0, 0
    for token in _analyzers()["name"](text, chars=True):
        if len(folded) == word_count:
            break
        if not folded:
            start = token.startchar
        folded.append(token.text)
        end = token.endchar
    return " ".join(folded), text[start:end]


# Any word written with a capital, inside a sentence or not ("Llanowar Elf", "Plowshare").
_WITH_A_CAPITAL = re.compile(r"(?<!\w)[^\W\d_a-zà-ÿ][^\W\d_]*")


def words_with_a_capital(raw: str) -> set[str]:
    """The name keys of the words written with a capital, from the capital on: « de l'Engin »
    -> "engin" (the letters after an elided article), « L'engin » -> "l"."""
    return {name_key(word) for word in _WITH_A_CAPITAL.findall(raw)}


_ELISION_AND_WORD = re.compile(
    rf"((?:{'|'.join(FRENCH_ELISIONS)})[{APOSTROPHES}])(.+)", re.IGNORECASE
)


def elision_of(word: str) -> tuple[str, str]:
    """(« d' », « avacin ») for « d'avacin »; ("", word) for a word without one."""
    found = _ELISION_AND_WORD.fullmatch(word)
    return (found.group(1), found.group(2)) if found else ("", word)


def name_key(text: str) -> str:
    """A whole name as the name_exact field stores it: folded words joined by one space."""
    return " ".join(tokens(text, "name"))


def name_key_ngrams(words: tuple[str, ...], longest: int = LONGEST_NAME_IN_WORDS) -> set[str]:
    """name_key() of every run of up to `longest` words, each word analysed once. An elided
    article is a word of its own: « l'Ange de Serra » holds the name « Ange de Serra ». A run
    of several words ending in a possessive also ends before its "'s": "Ryu, World Warrior's
    Hadoken" holds the name Ryu, World Warrior (the possessive inside a name stays: "Urza's
    Saga", not also Urza)."""
    per_word = [
        unit for word in words[:MAX_WORDS_FOR_NAMES] for unit in name_units(tokens(word, "name"))
    ][:MAX_WORDS_FOR_NAMES]
    runs = {
        " ".join(per_word[start : start + size])
        for size in range(1, min(longest, len(per_word)) + 1)
        for start in range(len(per_word) - size + 1)
    }
    for end, unit in enumerate(per_word, start=1):
        if possessor := _possessor(unit):
            # Of two words or more: the possessor alone ("urza" of "Urza's Saga") is a name
            # the whole name holds, not one the question names.
            runs.update(
                " ".join([*per_word[start : end - 1], possessor])
                for start in range(max(0, end - longest), end - 1)
            )
    return runs


def _possessor(unit: str) -> str | None:
    """ "warrior" of the possessive "warrior s" (Warrior's), as the name analyzer keys it."""
    return unit[: -len(_POSSESSIVE)] if unit.endswith(_POSSESSIVE) else None


_POSSESSIVE = " s"


# The elided articles as the name analyzer leaves them, without their apostrophe: "l", "d", "qu"...
_ELIDED_ARTICLES = frozenset(FRENCH_ELISIONS)
_ELIDED = re.compile(rf"({'|'.join(FRENCH_ELISIONS)})[{APOSTROPHES}]\w", re.IGNORECASE)


def name_units(word_tokens: list[str]) -> list[str]:
    """A word's name key, its elided article apart: "l ange" -> "l", "ange"."""
    if len(word_tokens) > 1 and word_tokens[0] in _ELIDED_ARTICLES:
        return [word_tokens[0], " ".join(word_tokens[1:])]
    return [" ".join(word_tokens)] if word_tokens else []


# The little words of one language that are none of the other's ("il", "mon", "sur"; "the",
# "with"): how a question shows the language it is written in.
# Compared folded, as the question's words are: « à » folds to "a", which is English too.
_FOLDED_LITTLE_WORDS = {
    "fr": frozenset(fold(word).lower() for word in FRENCH_STOP_WORDS),
    "en": frozenset(fold(word).lower() for word in ENGLISH_STOP_WORDS),
}
_LITTLE_WORDS_ONLY_OF = {
    "fr": _FOLDED_LITTLE_WORDS["fr"] - _FOLDED_LITTLE_WORDS["en"],
    "en": _FOLDED_LITTLE_WORDS["en"] - _FOLDED_LITTLE_WORDS["fr"],
}


def without_leading_article(words):
    """The words (a list or a tuple) less a leading article, when more follow: « l ange de
    serra » -> « ange de serra », "the initiative" -> "initiative"."""
    if len(words) > 1 and words[0] in LEADING_ARTICLES:
        return words[1:]
    return words


def question_language(words: tuple[str, ...]) -> str | None:
    """Either "fr" or "en" when the question holds more little words of that language than of the
    other; None when it cannot tell ("flying", "mal d'invocation")."""
    pieces = tokens(" ".join(words), "name")
    counts = {
        language: sum(piece in little for piece in pieces)
        for language, little in _LITTLE_WORDS_ONLY_OF.items()
    }
    if counts["fr"] == counts["en"]:
        return None
    return "fr" if counts["fr"] > counts["en"] else "en"


def without_little_words_of(language: str, words: tuple[str, ...]) -> tuple[str, ...]:
    """The words, each cut at its hyphens and apostrophes, less the little words of
    `language`: what a question in that language asks of texts in the other one ("peut-il
    être bloqué" -> "peut", "être", "bloqué": the English texts' rare "il" (Cutthroat il-Dal)
    says nothing of a French question)."""
    little = _LITTLE_WORDS_ONLY_OF[language]
    return tuple(
        piece
        for word in words
        for piece in _without_elided_article(language, word, _pieces(word))
        if piece not in little
    )


def _pieces(word: str) -> list[str]:
    """A word cut as names are, but a number with its sign whole, as the texts read it: "-5"
    is not the "5" of the names ("+2 Mace")."""
    return [word] if is_signed_number(word) else tokens(word, "name")


def _without_elided_article(language: str, word: str, pieces: list[str]) -> list[str]:
    """A French word's pieces less the article or pronoun elided before it (« c'est »,
    « t'as »): « c » and « t » are no little words, as they also stand for the {C} and {T}
    symbols, but elided they are neither, and the English texts would read them as those."""
    elided = language == "fr" and len(pieces) > 1 and _ELIDED.match(word)
    return pieces[1:] if elided and elided.group(1).lower() == pieces[0] else pieces


def meaningful_name_tokens(words: tuple[str, ...]) -> list[str]:
    """Name words of the query, without the little words of either language ("il", "the")."""
    name_tokens = dict.fromkeys(tokens(" ".join(words), "name"))
    return [token for token in name_tokens if token not in NAME_STOP_WORDS]


# --- Concepts -------------------------------------------------------------------------
# The names of keywords, glossary entries and rule titles, matched whatever the form of their
# words: each name is keyed by the set of its stems in its language, so "blocks", "blocked"
# and "bloquée" find Block, "countered" finds Counter and "poison counters" Poison Counter.

LONGEST_CONCEPT_IN_WORDS = 4

# Concepts are looked for in the whole question (which search.query_text caps at 200
# characters): a question names the rule it is about anywhere, often at its end.
MAX_WORDS_FOR_CONCEPTS = 48


def concept_key(text: str, language: str) -> str:
    """The set of stems of a name in its language, sorted: "Summoning Sickness Rule" ->
    "en:rule sick summon". Empty when every word is a little word ("the")."""
    return stems_key(tokens(text, language), language)


@lru_cache(maxsize=8)
def concept_words(concepts: frozenset[str]) -> frozenset[str]:
    """The stems of every word of the concepts' names ("en:legend rule": legend, rule), of
    the index's concept keys (one frozenset per searcher, whose hash Python keeps)."""
    return frozenset(stem for key in concepts for stem in key.partition(":")[2].split())


def names_a_concept(text: str, concepts: frozenset[str]) -> bool:
    """Whether `text` is the name of a keyword, glossary entry or rule among `concepts` (the
    index's concept keys), read as English or as French."""
    return any(concept_key(text, language) in concepts for language in ("en", "fr"))


def concept_part_keys(text: str, language: str) -> set[str]:
    """The keys of each run of two or more words inside a longer name: "summoning sickness"
    in "Summoning Sickness Rule", "state based" and "based actions" in "State-Based Actions".
    A run of one word repeated is none: "Team vs. Team Variant" has no part "team"."""
    stems = tokens(text, language)
    runs = (
        stems[start : start + size]
        for size in range(2, len(stems))
        for start in range(len(stems) - size + 1)
    )
    return {stems_key(run, language) for run in runs if len(set(run)) > 1} - {
        stems_key(stems, language)
    }


def stems_key(stems: list[str], language: str) -> str:
    """A concept key from stems already found."""
    return f"{language}:{' '.join(sorted(set(stems)))}" if stems else ""
