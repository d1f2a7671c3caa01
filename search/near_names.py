"""Names typed one word off with a word of their own: "wrath of good" for Wrath of God, "serra
angle" for Serra Angel, « ange de sera » for Ange de Serra.

The misspelt word there is a word the texts hold ("good", "angle", « sera »), so it is taken as
typed where an unknown word is corrected (search.corrections.corrected_words). A run of a question's
words is read as a name of two to four words when all its words but one are the name's, and that
one is one edit from the name's word (a transposition counts one): the name's other words must
hold one that is no little word ("the good" is no typo of "The God"), and the typed word must be
one that few texts hold ("dealt damage" is no typo of Deal Damage). The names are the index's
own (name_exact), each kept with one of its words left out, per segment, once per process.
"""

from whoosh.searching import Searcher
from whoosh.support.levenshtein import distance

from .acronyms import printed_far_more
from .names import NAME_STOP_WORDS, tokens
from .postings import Segment, kept_once, segment_vocabulary, segments_of

LONGEST_NAME = 4  # words: longer names are typed whole, or found by their other words
# Letters: a shorter word one edit from a name's word is another word. Three pass the guards
# the rest do (a word few texts hold, a name's other word that is no little word): "wrath of
# got" is Wrath of God; over 137,000 runs of 2-4 words of rulings and French card texts, no
# word of three letters was read otherwise than as typed. A name's words one letter shorter
# are kept with their patterns: those of two letters ("ob nixilis") add 112 of 47,000.
MIN_TYPED_LENGTH = 3
LEFT_OUT = "*"
# A word in more texts than this share of them (or than RARE_AT_LEAST) is a word meant: a typo
# of a name is in few ("good": 57 of 73,190 documents; "dealt" 2,460, "kind" 329).
RARE_SHARE = 0.001
RARE_AT_LEAST = 3

# segment id: {a name with one word left out ("wrath of *"): the words left out ("god",)}
_segment_names: dict[str, dict[str, tuple[str, ...]]] = {}


def one_word_off(searcher: Searcher, units: list[list[str]], frequency) -> dict[int, str]:
    """{place: the name's word} for the question's words typed one edit off a name's word.

    `units` holds each word's name keys (an elided article apart: « l'ange » -> "l", "ange");
    `frequency(field, text)` counts the documents holding a word or a name (search.spellings).
    A word of a name typed whole ("Time Warp" in "… by the time Wrap in Flames resolves") is
    taken as typed, as is a word many texts hold ("dealt damage" is no typo of Deal Damage, nor
    "game play" of Game Plan)."""
    flat = [(place, unit) for place, word_units in enumerate(units) for unit in word_units]
    document_count = searcher.doc_count()
    # The words that may be misspelt, looked at once each: in a question, few.
    suspects = {
        at
        for at, (place, unit) in enumerate(flat)
        if _may_be_misspelt(unit, units[place]) and few_texts_hold(frequency, document_count, unit)
    }
    if not suspects:
        return {}
    runs = [
        (start, flat[start : start + size])
        for start in range(len(flat))
        for size in range(2, LONGEST_NAME + 1)
        if start + size <= len(flat)
    ]
    in_names = {
        place for _, run in runs if frequency("name_exact", run_key(run)) for place, _ in run
    }
    fixes: dict[int, str] = {}
    for start, run in runs:
        typed = [unit for _, unit in run]
        for at, (place, word) in enumerate(run):
            if start + at not in suspects or place in fixes or place in in_names:
                continue
            others = typed[:at] + typed[at + 1 :]
            if set(others) <= NAME_STOP_WORDS:
                continue
            found = _name_word_near(searcher, [*others[:at], LEFT_OUT, *others[at:]], word)
            if found is not None:
                fixes[place] = found
    return fixes


def run_key(run: list[tuple[int, str]]) -> str:
    """The name key of a run of (place, unit) pairs: its units, joined."""
    return " ".join(unit for _, unit in run)


def few_texts_hold(frequency, document_count: int, word: str, share: float = RARE_SHARE) -> bool:
    """Whether few texts hold `word` (at most `share` of them, or RARE_AT_LEAST): a typo of a
    name, or a word no one writes but as a name ("brainstorm", « gigatorpeur »)."""
    return _texts_holding(frequency, word) <= max(share * document_count, RARE_AT_LEAST)


def _texts_holding(frequency, word: str) -> int:
    return sum(
        frequency(f"body_{lang}", stem) for lang in ("en", "fr") for stem in tokens(word, lang)
    )


def _may_be_misspelt(unit: str, word_units: list[str]) -> bool:
    """A word's own key (not its elided article), long enough, no little word."""
    return (
        unit == word_units[-1]
        and len(unit) >= MIN_TYPED_LENGTH
        and unit.isalpha()
        and unit not in NAME_STOP_WORDS
    )


def _name_word_near(searcher: Searcher, pattern: list[str], typed: str) -> str | None:
    """The one word that completes `pattern` into a name and is one edit from `typed`; of
    several, the one whose card is printed far more often than the others' (as an acronym's
    card is chosen: "lightning blot" is Lightning Bolt, in 40 sets, not Lightning Blow, in
    one); None when there is none, or no such one."""
    key = " ".join(pattern)
    near = {
        word
        for segment in segments_of(searcher)
        for word in _names_left_out(segment).get(key, ())
        if word != typed and distance(word, typed, limit=1) <= 1
    }
    if len(near) <= 1:
        return near.pop() if near else None
    # In the words' order: of two printed alike, the same one is tried first every time.
    return printed_far_more(
        {word: _printings(searcher, key.replace(LEFT_OUT, word)) for word in sorted(near)}
    )


def _printings(searcher: Searcher, name: str) -> int:
    """The most printed card of that name key (its document's count; 0 for no card)."""
    return max(
        (
            stored.get("printings", 0)
            for document in searcher.document_numbers(name_exact=name)
            if (stored := searcher.stored_fields(document)).get("type") == "card"
        ),
        default=0,
    )


def read_names_left_out(searcher: Searcher) -> None:
    """Every segment's names, whole (which every question looks its runs of words up in) and with
    a word left out, read before the first question needs them (config.warm_up)."""
    for segment in segments_of(searcher):
        _names_left_out(segment)


def _names_left_out(segment: Segment) -> dict[str, tuple[str, ...]]:
    def read() -> dict[str, tuple[str, ...]]:
        left_out: dict[str, list[str]] = {}
        for name in segment_vocabulary(segment, "name_exact"):
            words = name.split()
            if not 2 <= len(words) <= LONGEST_NAME:
                continue
            for at, word in enumerate(words):
                if len(word) >= MIN_TYPED_LENGTH - 1 and word not in NAME_STOP_WORDS:
                    pattern = " ".join([*words[:at], LEFT_OUT, *words[at + 1 :]])
                    left_out.setdefault(pattern, []).append(word)
        return {pattern: tuple(words) for pattern, words in left_out.items()}

    if segment.id is None:
        return read()
    return kept_once(_segment_names, segment.id, 64, read)
