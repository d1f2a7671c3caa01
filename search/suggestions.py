"""Names suggested as a visitor types: the keywords, glossary terms and cards whose name, in
either language, starts with what is typed ("tentation du" -> Tentation du chaos), then, while
there is room, those with a word starting so ("bolt" -> Lightning Bolt, « chaos » -> Tentation
du chaos).

Whole names are the index's own keys (folded words joined by one space), read in their order
from the typed key: the game's terms from their own field (term_name, about 1,000 names), the
cards from all names (name_exact). Words of names are the title fields' terms, read in their
order from the last word typed (the words before it whole). NAMES_READ terms of each field at
the most and WORD_MATCHES_READ documents, so a suggestion costs a few dozen terms and stored
documents whatever is typed. Typed with an article that is no part of the name (« l'Ange de
Serra », « la Foudre »), the name is looked for without it as well.
"""

from dataclasses import dataclass
from itertools import islice

import numpy as np
from whoosh.query import Term
from whoosh.searching import Searcher

from .corrections import corrected_words
from .evaluation import Evaluator
from .grouping import held
from .names import name_key, tokens, without_leading_article
from .searchers import current_searcher
from .spellings import Spellings

SUGGESTIONS = 8
MIN_KEY_LENGTH = 2  # one letter starts thousands of names and says nothing yet
# Names read from the typed key on, in the index's order, in each field: the suggestions are
# ranked among these. For cards, the first 40 of "light" reach "lightning bolt".
NAMES_READ = 40
# Words of names: the last word typed needs 3 letters ("of" starts words of thousands of
# names), starts at most WORDS_READ words of each name field, and at most WORD_MATCHES_READ
# documents holding the typed words are read, in index order.
MIN_WORD_LENGTH = 3
WORDS_READ = 20
MAX_WORDS = 6  # the last words typed: a name is rarely longer, a pasted sentence is
WORD_MATCHES_READ = 40
# The game's terms before cards of a name as long; a keyword before its glossary entry.
TYPE_ORDER = {"keyword": 0, "glossary": 1, "card": 2}
NAME_FIELDS = ("title_en", "title_fr")  # the names' words (rules' titles are there too)


@dataclass(frozen=True)
class Suggestion:
    title: str  # in the language whose name matches what was typed
    title_lang: str  # "en" or "fr"
    title_en: str
    type: str  # "keyword", "glossary" or "card"
    slug: str
    # Where a French title comes from (provenance.NameSource); "" for an English one, None
    # where the index does not record it (built before the field was).
    title_fr_source: str | None = ""


def name_suggestions(text: str, lang: str) -> list[Suggestion]:
    """At most SUGGESTIONS names matching `text`: a whole name typed first, then the names
    starting with it (as typed before without its article), then the names with words
    starting so; within each, the game's terms, then the cards printed in the most sets (the
    ones players know), shorter names first. `lang` chooses the name shown when both of a
    card's names match. When nothing matches, the words as the search corrects their typos
    (« tentaton du » -> Tentation du chaos)."""
    text = text[:200]
    with current_searcher() as searcher:
        suggestions = _suggestions(searcher, tokens(text, "name"), lang)
        if not suggestions and (corrected := _corrected(searcher, text)) != text:
            suggestions = _suggestions(searcher, tokens(corrected, "name"), lang)
    return suggestions


def _corrected(searcher: Searcher, text: str) -> str:
    """The text with its misspelt words replaced as the search replaces them (search.spellings):
    a word no name or text holds, by the nearest name word."""
    words = tuple(text.split())
    return " ".join(corrected_words(Spellings(searcher), words))


def _suggestions(searcher: Searcher, words: list[str], lang: str) -> list[Suggestion]:
    """The suggestions of the typed words (name tokens), ranked (name_suggestions)."""
    keys = _typed_keys(words)
    if not keys:
        return []
    found = _names_starting(searcher, "term_name", keys)
    found += _names_starting(searcher, "name_exact", keys)
    if len({docnum for _, docnum in found}) < SUGGESTIONS:
        found += [(None, docnum) for docnum in _names_with_words(searcher, words)]
    ranked: dict[tuple[str, str], tuple[tuple, Suggestion]] = {}
    for name, docnum in found:
        stored = searcher.stored_fields(docnum)
        suggestion = _suggestion(stored, keys, words, lang)
        name = name or name_key(suggestion.title)
        rank = (
            name != keys[0],
            name not in keys,
            not any(name.startswith(key) for key in keys),
            not name.startswith(keys[0]),  # "the ur" is The Ur-Dragon before Urborg
            TYPE_ORDER.get(suggestion.type, len(TYPE_ORDER)),
            -(stored.get("printings") or 0),
            len(name),
            name,
        )
        place = (suggestion.type, suggestion.slug)
        if place not in ranked or rank < ranked[place][0]:
            ranked[place] = (rank, suggestion)
    best = sorted(ranked.values(), key=lambda ranked_suggestion: ranked_suggestion[0])
    return [suggestion for _, suggestion in best[:SUGGESTIONS]]


def _typed_keys(words: list[str]) -> list[str]:
    """The typed words as a name key, then without a leading article; none too short to say
    anything."""
    keys = [" ".join(words), " ".join(without_leading_article(words))]
    return [key for key in dict.fromkeys(keys) if len(key) >= MIN_KEY_LENGTH]


def _names_starting(searcher: Searcher, field: str, keys: list[str]) -> list[tuple[str, int]]:
    """(name key, document) of the NAMES_READ first names of `field` from each key on; none
    from an index built before the field was (rebuild_index --if-changed adds it)."""
    if field not in searcher.schema:
        return []
    reader = searcher.reader()
    found = []
    for key in keys:
        for term in islice(reader.expand_prefix(field, key), NAMES_READ):
            name = term.decode("utf-8")
            found += [(name, docnum) for docnum in reader.postings(field, term).all_ids()]
    return found


def _names_with_words(searcher: Searcher, words: list[str]) -> list[int]:
    """The keywords, glossary entries and cards (WORD_MATCHES_READ at most, in index order)
    whose name in either language holds the typed words, the last one as the start of a word:
    "lightning bo" -> Lightning Bolt, Ball Lightning's "Lightning Bolt" not."""
    words = without_leading_article(words)
    if not words or len(words[-1]) < MIN_WORD_LENGTH:
        return []
    *whole, last = words[-MAX_WORDS:]
    reader = searcher.reader()
    found: set[int] = set()
    for field in NAME_FIELDS:
        with_last: set[int] = set()
        for term in islice(reader.expand_prefix(field, last), WORDS_READ):
            with_last.update(reader.postings(field, term).all_ids())
        for word in whole:
            if not with_last:
                break
            with_word = reader.postings(field, word).all_ids() if (field, word) in reader else ()
            with_last.intersection_update(with_word)
        found |= with_last
    docnums = sorted(found)
    suggested = np.zeros(len(docnums), dtype=bool)
    for kind in _suggested_kinds(searcher):
        suggested |= np.asarray(held(kind, docnums), dtype=bool)
    return [docnum for docnum, kept in zip(docnums, suggested, strict=True) if kept][
        :WORD_MATCHES_READ
    ]


def _suggested_kinds(searcher: Searcher) -> list[np.ndarray]:
    """The documents of each type that may be suggested (keywords, glossary entries, cards),
    sorted: the type lists are kept with the searcher."""
    evaluator = Evaluator(searcher)
    return [evaluator.matches(Term("type", kind)).docnums for kind in TYPE_ORDER]


def _suggestion(stored: dict, keys: list[str], words: list[str], lang: str) -> Suggestion:
    """The document as a suggestion, named in the language of the name that matches what was
    typed (a card's face may be what matched: then in the language asked)."""
    title_en = stored.get("title_en") or stored["ref"]
    title_fr = stored.get("title_fr") or ""
    matches_en = _matches(title_en, keys, words)
    matches_fr = bool(title_fr) and _matches(title_fr, keys, words)
    if matches_fr and (lang == "fr" or not matches_en):
        french = True
    elif matches_en:
        french = False
    else:
        french = lang == "fr" and bool(title_fr)
    title, title_lang = (title_fr, "fr") if french else (title_en, "en")
    source = stored.get("title_fr_source") if french else ""
    return Suggestion(title, title_lang, title_en, stored["type"], stored.get("slug", ""), source)


def _matches(title: str, keys: list[str], words: list[str]) -> bool:
    """Whether the name starts with a typed key, or holds the typed words (the last one as a
    word's start)."""
    name = name_key(title)
    if any(name.startswith(key) for key in keys):
        return True
    *whole, last = without_leading_article(words)[-MAX_WORDS:]
    title_words = name.split()
    return set(whole) <= set(title_words) and any(w.startswith(last) for w in title_words)
