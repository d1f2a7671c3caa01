"""Acronyms players write for the game's terms: "etb" for Enters the Battlefield, "sba" for
State-Based Actions, "cda" for Characteristic-Defining Ability, "cmc" for Converted Mana Cost,
« ldv » for « lien de vie » (Lifelink); and for cards: "BoP" for Birds of Paradise, "StP" for
Swords to Plowshares.

Nothing here lists them: a word that no name, text or term holds is read as the name of a
glossary entry, keyword or rule whose words' initials it is, when exactly one such name has
them. The names are the index's own (name_exact), so a term an editor adds is abbreviated too.
A card's name is read from its initials where the visitor wrote an abbreviation
(card_spelled_out), choosing between the cards by how often they were printed.
"""

import re
from dataclasses import dataclass

from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

from .evaluation import field_vocabulary
from .names import name_key, name_start_as_written, names_a_concept
from .postings import Segment, kept_once, segments_of
from .query_text import UserQuery

# Two letters are the players' slang more often than a term's initials: "sb" is sideboard, not
# Silver Bordered; "ld" land destruction, not Lethal Damage; « pa » a typo of « pas ». They are
# never read as a name, only offered as "did you mean" when nothing matched ("mv": mana value).
MIN_ACRONYM_LENGTH = 3
MIN_SUGGESTED_ACRONYM_LENGTH = 2
# Five initials cover the names players shorten; a longer word is a word.
MAX_ACRONYM_LENGTH = 5
# The glossary keeps the terms it retired, "(Obsolete)" after their names: players still
# shorten them ("cmc", Converted Mana Cost (Obsolete)), without the qualifier.
RETIRED = "obsolete"

_segment_initials: dict[str, dict[str, tuple[str, ...]]] = {}  # segment: initials -> name keys


def spelled_out(searcher: Searcher, word: str, shortest: int = MIN_ACRONYM_LENGTH) -> str | None:
    """The words of the one concept name whose initials `word` is ("etb" -> "enters the
    battlefield", "cmc" -> "converted mana cost"), or None: no such name, or several ("pmp":
    Precombat and Postcombat Main Phase), or fewer letters than `shortest`. The caller checks
    that `word` is no word of its own."""
    if len(word) < shortest:
        return None
    readings = {reading for reading, _, _ in _names(searcher, word)}
    return readings.pop() if len(readings) == 1 else None


# Cards are abbreviated by the visitors who know them: a word of two capitals or more ("BoP",
# "StP", "JTMS") in a query not written in capitals throughout, or the query's one word
# ("stp"). A word in lower case inside a question is a word the texts lack: "lol" there is no
# Library of Leng. At most this many abbreviations of a query are looked up (a query of
# capitalised nonsense costs no more).
MAX_CARD_ABBREVIATIONS = 4
_WORD = re.compile(r"\w+")

# Of the cards whose English names have the initials (players abbreviate the English name, in
# French too), players mean the staple: one printed in at least twice as many sets as any
# other, and in two sets at least ("bop": Birds of Paradise, 29 sets, against Bane of
# Progress's 4; "cotv": Chalice of the Void, 6 sets, the only one). Two printed alike are no
# reading ("lotv": Liliana of the Veil and Leyline of the Void, 5 sets each), nor a card
# printed once ("btw": Board the Weatherlight).
CARD_PRINTED_AHEAD = 2


def typed_as_abbreviations(query: UserQuery) -> frozenset[str]:
    """The words of `query` its visitor wrote as abbreviations, folded, elisions left out
    (« l'StP » -> "stp")."""
    if len(query.words) == 1:
        return frozenset(name_key(query.words[0]).split()[-1:])
    if not any(char.islower() for char in query.raw):
        return frozenset()  # capitals throughout: no word stands out
    written = [
        word for word in _WORD.findall(query.raw) if sum(char.isupper() for char in word) >= 2
    ]
    return frozenset(name_key(word) for word in written[:MAX_CARD_ABBREVIATIONS])


def card_spelled_out(searcher: Searcher, word: str) -> str | None:
    """The name of the card whose initials `word` is, when one is printed far more often than
    the others (CARD_PRINTED_AHEAD), or None. The caller checks that `word` is no word of its
    own and was typed as an abbreviation (typed_as_abbreviations)."""
    if len(word) < MIN_ACRONYM_LENGTH:
        return None
    cards = _cards_named(searcher, word)
    if not cards:
        return None
    printed = {card.reading: card.printings for card in cards}
    return printed_far_more(printed)


def printed_far_more(printings: dict[str, int]) -> str | None:
    """Of {a reading: how often its card is printed}, the reading printed CARD_PRINTED_AHEAD
    times as often as any other, and in two sets at least when alone; None else."""
    ordered = sorted(printings.items(), key=lambda item: item[1], reverse=True)
    (reading, most), second = ordered[0], ordered[1][1] if len(ordered) > 1 else 0
    return reading if most >= CARD_PRINTED_AHEAD * max(second, 1) else None


@dataclass(frozen=True)
class _InitialledCard:
    reading: str  # the words of its name
    printings: int  # the sets that printed it, as its document says


def _cards_named(searcher: Searcher, initials: str) -> list[_InitialledCard]:
    """The cards whose whole English name has these initials, each once. The printings come
    from the index, as the rest of the search does: a page kept for reuse changes when they
    do (an import adding printings changes the cards' documents)."""
    found: dict[str, _InitialledCard] = {}
    for reading, name, document in _names(searcher, initials, concepts=False):
        stored = searcher.stored_fields(document)
        if stored.get("type") == "card" and name == name_key(stored["ref"]):
            found[stored["ref"]] = _InitialledCard(reading, stored.get("printings", 0))
    return list(found.values())


def as_written(searcher: Searcher, reading: str) -> str:
    """A reading as its name is written, in lower case: "state-based actions", "birds of
    paradise"."""
    initials = _initials_of(reading.split())
    for concepts in (True, False):
        for name_reading, name, document in _names(searcher, initials, concepts):
            if name_reading == reading:
                return _written_start(searcher, document, name, len(reading.split())) or reading
    return reading


def _names(searcher: Searcher, initials: str, concepts: bool = True) -> list[tuple[str, str, int]]:
    """(reading, name key, its first live document) of each concept whose name has these
    initials; with `concepts` False, of each other name (cards, mostly)."""
    if not MIN_SUGGESTED_ACRONYM_LENGTH <= len(initials) <= MAX_ACRONYM_LENGTH:
        return []
    if not initials.isalnum():
        return []
    concept_keys = field_vocabulary(searcher, "concept")
    return [
        (" ".join(_read_words(name)), name, document)
        for segment in segments_of(searcher)
        for name in _initials(segment).get(initials, ())
        if names_a_concept(name, concept_keys) == concepts
        if (document := _first_named(searcher, name)) is not None
    ]


def read_initials(searcher: Searcher) -> None:
    """Every segment's names by initials, read before the first question needs them (the
    index's largest segment takes about 150 ms: config.warm_up)."""
    for segment in segments_of(searcher):
        _initials(segment)


def _read_words(name: str) -> list[str]:
    words = name.split()
    return words[:-1] if words[-1:] == [RETIRED] else words


# A possessive's "s", a word of its own in a name's key ("sensei s divining top").
POSSESSIVE = "s"


def _initials_of(words: list[str]) -> str:
    """The first letters of the words, a possessive's "s" left out: "Sensei's Divining Top"
    is "sdt"."""
    return "".join(word[0] for word in words if word != POSSESSIVE)


def _initials(segment: Segment) -> dict[str, tuple[str, ...]]:
    """The segment's names of several words by their initials, read once per process (after
    an edit, only the new segment's)."""

    def read() -> dict[str, tuple[str, ...]]:
        by_initials: dict[str, list[str]] = {}
        for name in segment.reader.field_terms("name_exact"):
            initials = _initials_of(_read_words(name))
            if MIN_SUGGESTED_ACRONYM_LENGTH <= len(initials) <= MAX_ACRONYM_LENGTH:
                by_initials.setdefault(initials, []).append(name)
        return {initials: tuple(names) for initials, names in by_initials.items()}

    if segment.id is None:
        return read()
    return kept_once(_segment_initials, segment.id, 64, read)


def _first_named(searcher: Searcher, name: str) -> int | None:
    """The first live document named `name`: a segment keeps the names of the documents
    deleted from it until it is merged."""
    try:
        postings = searcher.reader().postings("name_exact", name)
    except TermNotFound:
        return None
    return postings.id() if postings.is_active() else None


def _written_start(searcher: Searcher, document: int, name: str, word_count: int) -> str | None:
    """The first `word_count` words of the title of `document`, named `name`, as the title
    writes them, in lower case ("state-based actions")."""
    stored = searcher.stored_fields(document)
    wanted = " ".join(name.split()[:word_count])
    for title in (stored.get("title_en"), stored.get("title_fr")):
        folded, written = name_start_as_written(title or "", word_count)
        if folded == wanted:
            return written.lower()
    return None
