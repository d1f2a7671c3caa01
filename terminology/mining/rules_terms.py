"""Rules terms: the French word n-gram that keeps company with each English rules term."""

import re
from collections import Counter, defaultdict
from collections.abc import Iterator

from terminology.vocabulary import RULES_TERM_PATTERNS, TermKind, french_stem

from .cards import FRENCH_STOPWORDS, REMINDER_WITH_NESTING, Sample, TermPair, raw_lines

_FRENCH_SEGMENT = re.compile(r"[.,;:()\n—«»\"!?]+")
_FRENCH_WORD = re.compile(r"[^\W\d_]+")
_MAX_NGRAM = 3
# Below this many cards an association is noise.
MIN_TERM_COOCCURRENCE = 5
# A longer n-gram wins over a part of it that scores nearly the same: "champ de
# bataille" rather than "bataille".
_LONGER_NGRAM_MARGIN = 0.97
# Forms that mark a French verb ("Lancez", "lancer"): the term is then shown as the
# infinitive, the form a glossary uses.
_VERB_FORM_SHARE = 0.3


def mine_rules_terms(samples: list[Sample]) -> list[TermPair]:
    documents = [
        (_english_terms(english), _french_ngrams(french))
        for sample in samples
        for english, french in _aligned_units(sample)
    ]
    french_frequency: Counter[str] = Counter()
    english_frequency: Counter[str] = Counter()
    together: dict[str, Counter[str]] = defaultdict(Counter)
    for english_terms, french_ngrams in documents:
        french_frequency.update(french_ngrams)
        english_frequency.update(english_terms)
        for term in english_terms:
            together[term].update(french_ngrams)
    best = {
        term: _best_ngram(english_frequency[term], together[term], french_frequency)
        for term in sorted(together)
    }
    surface = _surface_forms({key for key, _, _ in filter(None, best.values())}, samples)
    return [
        TermPair(
            english=term,
            french=_display(key, surface[key]),
            kind=TermKind.RULES_TERM,
            count=count,
            confidence=round(dice, 3),
        )
        for term, chosen in best.items()
        if chosen is not None
        for key, dice, count in [chosen]
    ]


def _aligned_units(sample: Sample) -> Iterator[tuple[str, str]]:
    """The (English, French) pieces of a card that say the same thing.

    The smaller the piece, the sharper the association: on a whole card, "stack" (only
    in split second's reminder) pairs with "fraction de seconde" as well as with "pile".
    So lines are paired when both texts have as many, and each line's reminder text is
    its own piece; otherwise the whole card is one piece.
    """
    if not sample.french_text.strip():
        return  # printed without its French text: says nothing about French words
    english_lines = raw_lines(sample.english_text)
    french_lines = raw_lines(sample.french_text)
    if len(english_lines) != len(french_lines):
        yield sample.english_text, sample.french_text
        return
    for english, french in zip(english_lines, french_lines, strict=True):
        english_reminders = REMINDER_WITH_NESTING.findall(english)
        french_reminders = REMINDER_WITH_NESTING.findall(french)
        if english_reminders and len(english_reminders) == len(french_reminders):
            yield REMINDER_WITH_NESTING.sub("", english), REMINDER_WITH_NESTING.sub("", french)
            yield " ".join(english_reminders), " ".join(french_reminders)
        else:
            yield english, french


def _english_terms(text: str) -> set[str]:
    lowered = text.lower()
    return {term for term, pattern in RULES_TERM_PATTERNS.items() if pattern.search(lowered)}


def _french_segments(text: str) -> Iterator[list[str]]:
    # N-grams never cross punctuation: "cible, puis" is not a term.
    for segment in _FRENCH_SEGMENT.split(text):
        words = _FRENCH_WORD.findall(segment)
        if words:
            yield words


def _ngrams(words: list[str]) -> Iterator[tuple[int, int]]:
    """(start, end) of every n-gram that neither starts nor ends with a function word."""
    lowered = [w.lower() for w in words]
    for start, first in enumerate(lowered):
        if first in FRENCH_STOPWORDS or len(first) < 2:
            continue
        for end in range(start + 1, min(start + _MAX_NGRAM, len(words)) + 1):
            if lowered[end - 1] not in FRENCH_STOPWORDS:
                yield start, end


def _french_ngrams(text: str) -> set[str]:
    keys = set()
    for words in _french_segments(text):
        stems = [french_stem(w) for w in words]
        keys.update(" ".join(stems[start:end]) for start, end in _ngrams(words))
    return keys


def _dice(both: int, english: int, french: int) -> float:
    return 2 * both / (english + french)


def _best_ngram(
    english_count: int, together: Counter[str], french_frequency: Counter[str]
) -> tuple[str, float, int] | None:
    scored = [
        (_dice(both, english_count, french_frequency[key]), key, both)
        for key, both in together.items()
        if both >= MIN_TERM_COOCCURRENCE
    ]
    if not scored:
        return None
    top_dice, top_key, _ = max(scored)
    # A multi-word term's parts score as well as the whole ("bataille", "champ de
    # bataille"): among the near-best n-grams that contain the best one, take the longest.
    extended = [
        s
        for s in scored
        if s[0] >= top_dice * _LONGER_NGRAM_MARGIN and f" {top_key} " in f" {s[1]} "
    ]
    dice, key, both = max(extended, key=lambda s: (len(s[1].split()), s[0]))
    return key, dice, both


def _surface_forms(keys: set[str], samples: list[Sample]) -> dict[str, Counter[str]]:
    """How each chosen stem n-gram is actually written on the cards."""
    forms: dict[str, Counter[str]] = defaultdict(Counter)
    for sample in samples:
        for words in _french_segments(sample.french_text):
            stems = [french_stem(w) for w in words]
            for start, end in _ngrams(words):
                key = " ".join(stems[start:end])
                if key in keys:
                    forms[key][" ".join(words[start:end]).lower()] += 1
    return forms


def _display(key: str, forms: Counter[str]) -> str:
    """The form to show: the infinitive for a verb, else the most frequent form."""
    total = forms.total()
    verb_forms = sum(n for form, n in forms.items() if form.endswith(("ez", "er")))
    infinitives = Counter({f: n for f, n in forms.items() if f.endswith("er")})
    if " " not in key and total and verb_forms / total >= _VERB_FORM_SHARE and infinitives:
        return infinitives.most_common(1)[0][0]
    # Not a verb: the plain form, rather than a participle ("cible", not "ciblée").
    plain = Counter({f: n for f, n in forms.items() if not f.endswith(("é", "ée", "és", "ées"))})
    return (plain or forms).most_common(1)[0][0]
