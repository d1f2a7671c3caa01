"""Acronyms players write for the game's terms: "etb" for Enters the Battlefield, "sba" for
State-Based Actions, "cda" for Characteristic-Defining Ability, "cmc" for Converted Mana Cost,
« ldv » for « lien de vie » (Lifelink).

Nothing here lists them: a word that no name, text or term holds is read as the name of a
glossary entry, keyword or rule whose words' initials it is, when exactly one such name has
them. The names are the index's own (name_exact), so a term an editor adds is abbreviated too.
"""

from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

from .evaluation import field_vocabulary
from .names import name_start_as_written, names_a_concept
from .postings import Segment, kept_once, segments_of

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
    readings = {reading for reading, _, _ in _concept_names(searcher, word)}
    return readings.pop() if len(readings) == 1 else None


def as_written(searcher: Searcher, reading: str) -> str:
    """A reading as its name is written, in lower case: "state-based actions"."""
    initials = "".join(word[0] for word in reading.split())
    for name_reading, name, document in _concept_names(searcher, initials):
        if name_reading == reading:
            return _written_start(searcher, document, name, len(reading.split())) or reading
    return reading


def _concept_names(searcher: Searcher, initials: str) -> list[tuple[str, str, int]]:
    """(reading, name key, its first live document) of each concept whose name has these
    initials."""
    if not MIN_SUGGESTED_ACRONYM_LENGTH <= len(initials) <= MAX_ACRONYM_LENGTH:
        return []
    if not initials.isalnum():
        return []
    concepts = field_vocabulary(searcher, "concept")
    return [
        (" ".join(_read_words(name)), name, document)
        for segment in segments_of(searcher)
        for name in _initials(segment).get(initials, ())
        if names_a_concept(name, concepts)
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


def _initials(segment: Segment) -> dict[str, tuple[str, ...]]:
    """The segment's names of several words by their initials, read once per process (after
    an edit, only the new segment's)."""

    def read() -> dict[str, tuple[str, ...]]:
        by_initials: dict[str, list[str]] = {}
        for name in segment.reader.field_terms("name_exact"):
            words = _read_words(name)
            if MIN_SUGGESTED_ACRONYM_LENGTH <= len(words) <= MAX_ACRONYM_LENGTH:
                by_initials.setdefault("".join(word[0] for word in words), []).append(name)
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
