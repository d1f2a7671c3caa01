"""Names typed with other little words between their words: « l'Engin de la sorcière » for
Engin de sorcière, "path of exile" for Path to Exile, "wrath of the god" for Wrath of God.

Players remember a name's words and not its articles and prepositions. A run of a question's
words is read as a name when the words of the run that are no little words are the name's, in
the same order, and only the little words between them differ: where the name has little
words the run has as many or more, where it has none the run has none.

Guards, each against reading a sentence as a name:
- the name has two words at least that are no little words, and exactly one name has them
  (Angel's Grace and Angel of Grace are two cards: "angel the grace" names neither);
- the run's little words are words that names print between their words, in many names
  (de, of, the, du, la, to…: not "I" or "my", so "at the time I need" is no Time of Need);
- the run is most of the query, or its first word is written with a capital somewhere in the
  query (« l'Engin de la sorcière »), as players write a name inside a sentence;
- the name's little words between its words are whole words: not an elided article or a
  possessive (« Archange d'Avacyn », "Jace's Erasure"), which a typed word cannot become;
- the run as typed is no name itself, and the name is no keyword's or glossary entry's.

The names are the index's own (name_exact), read per segment, once per process.
"""

from collections import Counter
from dataclasses import dataclass

from whoosh.searching import Searcher

from .analyzers import FRENCH_ELISIONS
from .names import LONGEST_NAME_IN_WORDS, NAME_STOP_WORDS, names_a_concept
from .near_names import run_key
from .postings import Segment, kept_once, segment_vocabulary, segments_of
from .word_breaks import JOINED_TO_THE_WORD_BEFORE

# A little word printed between their words this many times for each name that has little
# words there (this share) may stand for another: on the full data, 17,424 names, "de" 6,706
# times, "of" 2,934, "to" 149, "with" 40 (not "my" 9, "i" 2).
MIN_SHARE_OF_NAMES = 0.001

# Elided articles, and the "s" of a possessive, as the names' keys hold them ("d", "l", "s").
_ELIDED = frozenset(FRENCH_ELISIONS)

# The word that a little word typed beyond the name's is replaced with: the mark of a word
# joined to the one before, which search.query reads as a reading of names (the name's).
LEFT_OUT = JOINED_TO_THE_WORD_BEFORE


@dataclass(frozen=True, slots=True)
class _SegmentNames:
    # "engin sorciere": ("engin de sorciere",): names by their words that are no little words
    by_words: dict[str, tuple[str, ...]]
    # "de": 6,706: how many times the names print each little word between their words
    little_words: Counter
    names: int  # that print little words between their words


# segment id: its names with little words between their words
_segment_names: dict[str, _SegmentNames] = {}


def little_words_mended(
    searcher: Searcher,
    units: list[list[str]],
    frequency,
    capitalised: frozenset[str] = frozenset(),
    concepts: frozenset[str] = frozenset(),
) -> dict[int, str]:
    """{place: the name's little word, or LEFT_OUT} for the question's little words that make
    its other words a name once replaced.

    `units` holds each word's name keys (an elided article apart: « l'engin » -> "l", "engin");
    `frequency(field, text)` counts the documents holding a name (search.spellings);
    `capitalised`: the units of the words written with a capital (search.names.
    words_with_a_capital: « l'Engin » gives "engin");
    `concepts`: the index's concept keys (keywords, glossary entries: search.names), whose
    names are found in any form already."""
    flat = [(place, unit) for place, word_units in enumerate(units) for unit in word_units]
    meaningful = sum(unit not in NAME_STOP_WORDS for _, unit in flat)
    segments = [_names_of(segment) for segment in segments_of(searcher)]
    fixes: dict[int, str] = {}
    taken: set[int] = set()  # the places of the runs read as names
    for run in _runs(flat):
        content = [unit for _, unit in run if unit not in NAME_STOP_WORDS]
        if not (2 * len(content) > meaningful or run[0][1] in capitalised):
            continue
        places = {place for place, _ in run}
        if places & taken:
            continue
        # Looked up in memory first: most runs of a question have no name's words.
        names = {name for found in segments for name in found.by_words.get(" ".join(content), ())}
        if len(names) != 1 or frequency("name_exact", run_key(run)):
            continue
        name = names.pop()
        if _ELIDED.intersection(name.split()):
            continue  # « d'Avacyn », "Jace's": no typed word becomes an elision
        mended = _little_words_replaced(run, name.split(), units, segments)
        if mended and frequency("name_exact", name) and not names_a_concept(name, concepts):
            fixes.update(mended)
            taken |= places
    return fixes


def _runs(flat: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The runs of three units or more that begin and end with a word that is no little word,
    the longest first."""
    runs = [
        flat[start : start + size]
        for size in range(LONGEST_NAME_IN_WORDS, 2, -1)
        for start in range(len(flat) - size + 1)
    ]
    return [
        run
        for run in runs
        if run[0][1] not in NAME_STOP_WORDS and run[-1][1] not in NAME_STOP_WORDS
    ]


def _little_words_replaced(
    run: list[tuple[int, str]],
    name: list[str],
    units: list[list[str]],
    segments: list[_SegmentNames],
) -> dict[int, str]:
    """The run's little words replaced by the name's, gap by gap; {} when the gaps do not
    correspond, when a typed little word is part of a longer word (« l'assaut ») or few names
    print it, or when nothing differs."""
    typed_gaps = _gaps(run)
    name_gaps = [[unit for _, unit in gap] for gap in _gaps(list(enumerate(name)))]
    if len(typed_gaps) != len(name_gaps):
        return {}
    mended: dict[int, str] = {}
    for typed, wanted in zip(typed_gaps, name_gaps, strict=True):
        if bool(typed) != bool(wanted) or len(typed) < len(wanted):
            return {}
        if [unit for _, unit in typed] == wanted:
            continue
        for at, (place, unit) in enumerate(typed):
            if len(units[place]) != 1 or not _printed_in_names(segments, unit):
                return {}
            mended[place] = wanted[at] if at < len(wanted) else LEFT_OUT
    return mended


def _gaps(run: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The little words between each two words of a run (which begins and ends with words that
    are no little words)."""
    gaps: list[list[tuple[int, str]]] = []
    for found in run[:-1]:
        if found[1] in NAME_STOP_WORDS:
            gaps[-1].append(found)
        else:
            gaps.append([])
    return gaps


def _printed_in_names(segments: list[_SegmentNames], word: str) -> bool:
    """Whether enough names print `word` between their words (MIN_SHARE_OF_NAMES)."""
    printing = sum(found.little_words[word] for found in segments)
    names = sum(found.names for found in segments)
    return printing > 0 and printing >= MIN_SHARE_OF_NAMES * names


def read_names_by_words(searcher: Searcher) -> None:
    """Every segment's names by their words that are no little words, read before the first
    question needs them (config.warm_up)."""
    for segment in segments_of(searcher):
        _names_of(segment)


def _names_of(segment: Segment) -> _SegmentNames:
    def read() -> _SegmentNames:
        by_words: dict[str, list[str]] = {}
        little_words: Counter = Counter()
        for name in segment_vocabulary(segment, "name_exact"):
            units = name.split()
            if units[0] in NAME_STOP_WORDS or units[-1] in NAME_STOP_WORDS:
                continue  # "The Abyss": read whole, as typed
            content = [unit for unit in units if unit not in NAME_STOP_WORDS]
            between = [unit for unit in units if unit in NAME_STOP_WORDS]
            if len(content) < 2 or not between:
                continue
            little_words.update(between)
            content = " ".join(content)
            by_words.setdefault(content, []).append(name)
        return _SegmentNames(
            {content: tuple(names) for content, names in by_words.items()},
            little_words,
            sum(len(names) for names in by_words.values()),
        )

    if segment.id is None:
        return read()
    return kept_once(_segment_names, segment.id, 64, read)
