"""The n-grams the lexicon aligns: runs of one to three words of a printed sentence."""

import re
from collections.abc import Iterator
from dataclasses import dataclass

from terminology.vocabulary import fold

from .cards import FRENCH_STOPWORDS

MAX_NGRAM = 3

# Function words, which an n-gram may hold but neither start nor end with. The two lists
# mirror each other: a word whose translation is only function words is one too, or it
# would be linked to whatever content word is left over ("unless" is « à moins que »,
# "when" « quand », "from" « depuis », "as long as" « tant que », "after" « après », "also"
# « aussi »; « ait » and « étaient » are auxiliaries, as "has" and "were"). Left content
# words, « après » and « aussi » made "supplémentaire après" read "take an extra" and
# « aussi » "gain", where « tour supplémentaire » is "extra turn".
FRENCH_FUNCTION_WORDS = FRENCH_STOPWORDS | frozenset(
    """ai aient ait après as aura aussi auraient aurait auront avaient avait avez avons ayez
    ayons ci ceux depuis êtes étaient était étant eurent eut fût lequel laquelle lesquels
    lesquelles là lorsque quand quelque serait seraient sera seront soient sommes suis
    tant""".split()  # noqa: SIM905
)
ENGLISH_FUNCTION_WORDS = frozenset(
    """a after again all also an and another any are as at be been before being but by
    can can't could did do does doing done each either else every for from had has have having he
    her his how if in into is it it's its itself least less long may might more most
    must no nor not of on one onto or other otherwise same shall she should so still
    such than that the their them themselves then there these they they're this those thus
    times to too two under unless until up upon was were what when whenever where
    whether which while who whom whose will with without would you you're your yours""".split()  # noqa: SIM905
)

# Negations end an n-gram: "que vous ne contrôlez pas gagnent" is not "control get". The
# lexicon's n-grams are plain terms.
FRENCH_NEGATIONS = frozenset("ne n pas ni non sans aucun aucune jamais nul nulle".split())  # noqa: SIM905
ENGLISH_NEGATIONS = frozenset("not no nor non never without cannot".split())  # noqa: SIM905
_ENGLISH_NEGATION = re.compile(r".*n['’]t")

# A word negated by a hyphened "non" is a word of its own, as English prints it in one
# ("nonbasic", "non-Aura"): « terrain non-base ciblé » is "target nonbasic land", and its
# « base ciblé » is not "target nonbasic".
_NON_WORD = r"(?i:non)(?:-[^\W\d_]+)+"
_FRENCH_TOKEN = re.compile(rf"[+-]\d+/[+-]\d+|{_NON_WORD}|[^\W\d_]+")
_ENGLISH_TOKEN = re.compile(rf"[+-]\d+/[+-]\d+|{_NON_WORD}|[^\W\d_]+(?:['’][^\W\d_]+)*")
# What may stand between two words of one n-gram: spaces, an elision's apostrophe, a hyphen.
_JOINER = re.compile(r"\s*|\s*['’-]\s*")


@dataclass(frozen=True)
class Ngram:
    key: str  # its words lower case, joined by a space; French words folded
    printed: str  # as printed, the sentence's first letter lowered
    start: int  # its words' positions in the sentence: [start, end)
    end: int
    parts: tuple[str, ...]  # the keys of its words that are not function words


def ngrams(sentence: str, *, french: bool) -> list[Ngram]:
    """The n-grams of 1 to 3 words of a sentence, never across punctuation or a name.

    An n-gram neither starts nor ends with a function word ("de", "the"), though it may
    hold one ("champ de bataille").
    """
    stopwords = FRENCH_FUNCTION_WORDS if french else ENGLISH_FUNCTION_WORDS
    if sentence[1:2].islower():  # "Piochez", not "IV"
        sentence = sentence[:1].lower() + sentence[1:]
    sentence = _unquoted_terms(sentence.replace("−", "-"), french=french)
    found, offset = [], 0
    for run in _runs(sentence, french=french):
        words = [m.group().lower() for m in run]
        content = [w not in stopwords and len(w) > 1 for w in words]
        if french:
            words = [fold(w) for w in words]
        for start in range(len(run)):
            for end in range(start + 1, min(start + MAX_NGRAM, len(run)) + 1):
                if not (content[start] and content[end - 1]):
                    continue
                printed = sentence[run[start].start() : run[end - 1].end()]
                parts = tuple(words[i] for i in range(start, end) if content[i])
                key = " ".join(words[start:end])
                found.append(Ngram(key, printed, offset + start, offset + end, parts))
        offset += len(run) + 1  # a gap: nothing spans two runs
    return found


# A term of one to three words that the French cards set in quotes inside a sentence: un
# marqueur « poison », where the English prints "a poison counter" with no quotes. English
# quotes are left as they are: a term inside them is already a run of its own ("legend
# rule"), and what they set apart is mostly a word mentioned, not used: effects that say
# "destroy" don't destroy it.
_FRENCH_QUOTED_TERM = re.compile(r"«\s*([^\W\d_]+(?:[\s'’-]+[^\W\d_]+){0,2})\s*»")


def _unquoted_terms(sentence: str, *, french: bool) -> str:
    """The sentence with its quoted terms as plain words, so that an n-gram may hold them."""
    return _FRENCH_QUOTED_TERM.sub(r"\1", sentence) if french else sentence


def _runs(sentence: str, *, french: bool) -> Iterator[list[re.Match]]:
    """Runs of words with nothing but spaces, apostrophes or hyphens between them, and
    no negation."""
    run: list[re.Match] = []
    for match in (_FRENCH_TOKEN if french else _ENGLISH_TOKEN).finditer(sentence):
        if run and not _JOINER.fullmatch(sentence[run[-1].end() : match.start()]):
            yield run
            run = []
        if _is_negation(match.group().lower(), french=french):
            if run:
                yield run
            run = []
        else:
            run.append(match)
    if run:
        yield run


def _is_negation(word: str, *, french: bool) -> bool:
    if french:
        return word in FRENCH_NEGATIONS
    return word in ENGLISH_NEGATIONS or bool(_ENGLISH_NEGATION.fullmatch(word))
