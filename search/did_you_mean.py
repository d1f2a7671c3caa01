"""'Did you mean': the question with its corrected words, written as the names write them."""

import re
from collections import Counter

from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

from .acronyms import MIN_SUGGESTED_ACRONYM_LENGTH, spelled_out
from .acronyms import as_written as acronym_as_written
from .corrections import (
    apostrophe_put_back,
    closest_word,
    is_known_word,
    read_in_full,
    term_words,
)
from .names import elision_of, name_key, name_words_as_written
from .query_text import UserQuery, word_places
from .spellings import MAX_WORDS_TO_CORRECT, Spellings
from .word_breaks import JOINED_TO_THE_WORD_BEFORE


def did_you_mean(
    spellings: Spellings, query: UserQuery, terminology: dict | None = None
) -> str | None:
    """'Did you mean': each word replaced by the closest name word or word of the terms, if
    any differs, written as the names or the cards write it ("piétinemment" -> "piétinement",
    not the index's "pietinement"), in the language the typos are read in (Spellings)."""
    if len(query.words) > MAX_WORDS_TO_CORRECT:
        return None  # a long text that matched nothing is not a misspelt name
    corrected: list[str] = []
    for word in query.words:
        unknown = not is_known_word(spellings, word, terminology or {})
        if unknown and (elided_reading := apostrophe_put_back(spellings, word, terminology or {})):
            corrected.append(elided_reading)
            continue
        best = closest_word(spellings, word, terminology)
        changed = best is not None and best != name_key(word)
        if unknown and best is None and (initials := _two_letter_initials(spellings, word)):
            corrected.append(initials)
            continue
        corrected.append(
            _as_written(spellings.searcher, best, terminology, spellings.language)
            if changed
            else word
        )
    if corrected == list(query.words):
        return None
    return _in_place(query.raw, query.words, corrected)


def _two_letter_initials(spellings: Spellings, word: str) -> str | None:
    """The one concept name of two words whose initials `word` is, as the glossary writes it
    ("mv" -> "mana value"): offered, never read (search.acronyms)."""
    reading = spelled_out(spellings.searcher, name_key(word), MIN_SUGGESTED_ACRONYM_LENGTH)
    written = acronym_as_written(spellings.searcher, reading) if reading else None
    # Not a pair of names as one entry ("Modal, Mode"; "Night // Day"): no one abbreviates it.
    return written if written and not _NAMES_JOINED.search(written) else None


_NAMES_JOINED = re.compile(r"[,/]")


def suggestion_of(
    searcher: Searcher,
    query: UserQuery,
    corrected: tuple[str, ...],
    terminology: dict | None = None,
    language: str = "fr",
) -> str:
    """The question with its corrected words, as names write them in `language` (the one its
    typos were read in: Spellings), then the other: 'did you mean' offers it."""
    fixes = [
        word if fixed == word else _corrected_as_written(searcher, fixed, terminology, language)
        for word, fixed in zip(query.words, corrected, strict=True)
    ]
    return _in_place(query.raw, query.words, fixes)


def _in_place(raw: str, words: tuple[str, ...], fixes: list[str]) -> str:
    """The query as typed, in lower case, each corrected word put where it stands: « marqeurs
    +1/+1 » -> « marqueurs +1/+1 », not the words alone (« marqueurs 1 1 »). The words
    joined by spaces when they cannot all be found in order. Without the final question or
    exclamation mark: 'did you mean' asks its own question."""
    typed = raw.lower()
    places = word_places(raw, words)
    if places is None:
        return " ".join(fix for fix in fixes if fix)
    pieces, position = [], 0
    for word, fixed, found in zip(words, fixes, places, strict=True):
        between = typed[position:found]
        if fixed == JOINED_TO_THE_WORD_BEFORE and not between.strip():
            between = ""  # "life link" -> "lifelink"
        pieces += [between, fixed]
        position = found + len(word)
    return "".join([*pieces, typed[position:]]).rstrip(_CLOSING_MARKS)


_CLOSING_MARKS = " ?!.\u00a0\u202f"  # and the spaces French puts before them


def _corrected_as_written(
    searcher: Searcher, fixed: str, terminology: dict | None, language: str
) -> str:
    """A corrected word as names write it (_as_written), an acronym's reading as the glossary
    does, an elided article kept as typed: « d'avacyn » -> « d'Avacyn »."""
    elided, rest = elision_of(fixed)
    if read_in_full(rest):
        return elided + acronym_as_written(searcher, rest)
    return elided + _as_written(searcher, rest, terminology, language)


def _as_written(searcher: Searcher, word: str, terminology: dict | None, language: str) -> str:
    """A corrected word as the names of `language` write it, else the other's, else as the
    cards print the terms holding it (« defausser » -> « défausser »). An English question,
    or one of no telling language on the English page, is offered "exile" and "creature" for
    "exlie" and "creture", not « exilé » and « créature », as French names write them."""
    written = written_as_in_names(searcher, word, language)
    spelling = term_words(terminology)
    if written is None and spelling is not None:
        return spelling.as_written.get(word, word)
    return written or word


def language_of(searcher: Searcher, suggestion: str, terminology: dict | None = None) -> str | None:
    """The language `suggestion` is written in, for its lang attribute: a name's words may be
    the other language's (« tempt with mayhem » offered on a French page). "en" where every
    word of it is an English name's word and one at least is no French name's; "fr" the other
    way round, the terms' words counting as French; None otherwise: words of no name (« c'est
    quoi tempt with mayhem », whose first words are the page's), or of both languages' names
    alike (« chaos »): the page's language then."""
    reader = searcher.reader()
    spelling = term_words(terminology)
    in_french, in_english = [], []
    for folded, _ in name_words_as_written(suggestion):
        in_french.append(
            ("title_fr", folded) in reader or bool(spelling and spelling.knows(folded))
        )
        in_english.append(("title_en", folded) in reader)
    if all(in_english) and not all(in_french):
        return "en"
    if all(in_french) and not all(in_english):
        return "fr"
    return None


# Names read to find how a word is written: its commonest form among them, or the first
# form this many of them write alike (a word is written alike in nearly every name holding
# it: reading 20 names' stored fields for each word corrected cost a typo-filled query 2 ms).
NAMES_READ_FOR_ACCENTS = 20
NAMES_AGREEING = 3


def written_as_in_names(searcher: Searcher, word: str, language: str = "fr") -> str | None:
    """A name word as names write it, lower case, those of `language` first: its accents,
    which the index folds away (the commonest form among the first names holding it, or the
    first that NAMES_AGREEING of them write: a card's French name may be printed without
    them). None when no name holds it."""
    fields = ("title_fr", "title_en") if language == "fr" else ("title_en", "title_fr")
    for field_name in fields:
        try:
            postings = searcher.reader().postings(field_name, word)
        except TermNotFound:
            continue
        forms: Counter[str] = Counter()
        for _ in range(NAMES_READ_FOR_ACCENTS):
            if not postings.is_active():
                break
            name = searcher.stored_fields(postings.id()).get(field_name) or ""
            forms.update(
                written.lower() for folded, written in name_words_as_written(name) if folded == word
            )
            if forms and forms.most_common(1)[0][1] >= NAMES_AGREEING:
                break
            postings.next()
        if forms:
            return forms.most_common(1)[0][0]
    return None
