"""Names suggested as a visitor types: the keywords, glossary terms and cards whose name, in
either language, starts with what is typed ("tentation du" -> Tentation du chaos).

The names are the index's own keys (folded words joined by one space), read in their order
from the typed key: the game's terms from their own field (term_name, about 1,000 names), the
cards from all names (name_exact), NAMES_READ of each at the most, so a suggestion costs a few
dozen terms and stored documents whatever is typed. Typed with an article that is no part of
the name (« l'Ange de Serra », « la Foudre »), the name is looked for without it as well.
"""

from dataclasses import dataclass
from itertools import islice

from whoosh.searching import Searcher

from .names import name_key, tokens
from .searchers import current_searcher

SUGGESTIONS = 8
MIN_KEY_LENGTH = 2  # one letter starts thousands of names and says nothing yet
# Names read from the typed key on, in the index's order, in each field: the suggestions are
# ranked among these. For cards, the first 40 of "light" reach "lightning bolt".
NAMES_READ = 40
# Articles a sentence puts before a name that does not start with them.
LEADING_ARTICLES = frozenset({"l", "le", "la", "les", "un", "une", "the", "a", "an"})
# The game's terms before cards of a name as long; a keyword before its glossary entry.
TYPE_ORDER = {"keyword": 0, "glossary": 1, "card": 2}


@dataclass(frozen=True)
class Suggestion:
    title: str  # in the language whose name starts with what was typed
    title_lang: str  # "en" or "fr"
    title_en: str
    type: str  # "keyword", "glossary" or "card"
    slug: str


def name_suggestions(text: str, lang: str) -> list[Suggestion]:
    """At most SUGGESTIONS names starting with `text`: a whole name typed first, then names
    starting with the text as typed before those starting with it without its article, then
    the game's terms, then the cards printed in the most sets (the ones players know), shorter
    names first among equals. `lang` chooses the name shown when both of a card's names
    start so."""
    keys = _typed_keys(text)
    if not keys:
        return []
    with current_searcher() as searcher:
        found = _names_starting(searcher, "term_name", keys)
        found += _names_starting(searcher, "name_exact", keys)
        ranked: dict[tuple[str, str], tuple[tuple, Suggestion]] = {}
        for name, docnum in found:
            stored = searcher.stored_fields(docnum)
            suggestion = _suggestion(stored, name, lang)
            rank = (
                name != keys[0],
                name not in keys,
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


def _typed_keys(text: str) -> list[str]:
    """The typed text as a name key, then without a leading article; none too short to say
    anything."""
    words = tokens(text[:200], "name")
    keys = [" ".join(words), " ".join(_without_article(words))]
    return [key for key in dict.fromkeys(keys) if len(key) >= MIN_KEY_LENGTH]


def _without_article(words: list[str]) -> list[str]:
    """« l ange de serra » (an elided article is one token with its word) -> « ange de serra »;
    « la foudre » -> « foudre »."""
    if not words:
        return words
    first, _, rest = words[0].partition(" ")
    if first in LEADING_ARTICLES and rest:
        return [rest, *words[1:]]
    if first in LEADING_ARTICLES and len(words) > 1:
        return words[1:]
    return words


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


def _suggestion(stored: dict, key: str, lang: str) -> Suggestion:
    """The document as a suggestion, named in the language of the name that starts with the
    typed key (a card's face may be what matched: then in the language asked)."""
    title_en = stored.get("title_en") or stored["ref"]
    title_fr = stored.get("title_fr") or ""
    starts_en = name_key(title_en).startswith(key)
    starts_fr = bool(title_fr) and name_key(title_fr).startswith(key)
    if starts_fr and (lang == "fr" or not starts_en):
        french = True
    elif starts_en:
        french = False
    else:
        french = lang == "fr" and bool(title_fr)
    title, title_lang = (title_fr, "fr") if french else (title_en, "en")
    return Suggestion(title, title_lang, title_en, stored["type"], stored.get("slug", ""))
