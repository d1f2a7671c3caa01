"""Mine the official English -> French Magic terminology from printed cards.

No glossary is trusted here (published lists are wrong: one maps Ward to "Protection").
The only evidence is Wizards' own French printings: for each card with a French
printing, its English Oracle text and type line are compared with the French ones.

Three kinds of terms, three methods:

* keywords: a line made only of keyword abilities ("Flying, haste") is printed as the
  same list in French ("Vol, célérité"), so the parts pair up one by one; keyword actions
  that appear inside a sentence ("Scry 2.") pair with the French sentence of the same
  shape ("Regard 2."). Each pairing is one vote.
* card types: the words of the type line before "—" are aligned by voting, first on
  one-word type lines ("Instant" / "Éphémère"), then by taking away the words already
  known ("Legendary Creature" / "Créature légendaire" leaves Legendary / légendaire).
* rules terms: the Dice association between an English term and French word n-grams
  over the cards' texts, French words reduced to a crude stem so that "lancez", "lancer"
  and "lancé" count as one.

Everything is pure and works on ``ParsedCard`` records; nothing is stored here.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rulings.importing.mtgjson import FACE_SEPARATOR, ParsedCard

KEYWORD = "keyword"
CARD_TYPE = "card_type"
RULES_TERM = "rules_term"


@dataclass(frozen=True)
class TermPair:
    english: str
    french: str
    kind: str  # KEYWORD, CARD_TYPE or RULES_TERM
    # How many distinct (card, French wording) pairs support the pair (votes for keywords and card
    # types, cards where both terms occur for rules terms).
    count: int
    # Keywords and card types: the winning French term's share of the votes. Rules terms:
    # the Dice coefficient between the English term and the French one (1.0 = they always
    # occur together).
    confidence: float


@dataclass(frozen=True)
class _Sample:
    """What the miner needs of one card printed in French, reprints counted once."""

    oracle_id: str
    english_text: str
    french_text: str
    english_type: str
    french_type: str
    keywords: tuple[str, ...]


def mine_terminology(cards: Iterable[ParsedCard]) -> list[TermPair]:
    """Keyword, card-type and rules-term pairs, each list sorted by English term."""
    samples = _samples(cards)
    return [*_mine_keywords(samples), *_mine_card_types(samples), *_mine_rules_terms(samples)]


def _samples(cards: Iterable[ParsedCard]) -> list[_Sample]:
    # A card reprinted ten times with the same French text is one piece of evidence, not
    # ten: otherwise the most reprinted cards would outvote everything else. A new French
    # wording of the card (older printings differ) is new evidence.
    seen: dict[_Sample, None] = {}
    for card in cards:
        if card.french is None:
            continue
        sample = _Sample(
            oracle_id=card.oracle_id,
            english_text=card.oracle_text,
            french_text=card.french.text,
            english_type=card.type_line,
            french_type=card.french.type_line,
            keywords=card.keywords,
        )
        seen[sample] = None
    return list(seen)


def _capitalised(term: str) -> str:
    # Terms are shown as they start a card's line: "Défense talismanique", "First strike".
    return term[:1].upper() + term[1:]


def _winners(
    votes: dict[str, Counter[str]], surface: dict[str, Counter[str]], kind: str, min_votes: int
) -> list[TermPair]:
    """One pair per English term: the French term with most votes, if it has enough."""
    pairs = []
    for english, counter in sorted(votes.items()):
        french_key, count = counter.most_common(1)[0]
        if count < min_votes:
            continue
        pairs.append(
            TermPair(
                english=english,
                french=surface[french_key].most_common(1)[0][0],
                kind=kind,
                count=count,
                confidence=round(count / counter.total(), 3),
            )
        )
    return pairs


# --- Text helpers shared by the miners ----------------------------------------------------

# Reminder text, possibly holding one level of parentheses ("« ciblé(e) »").
_REMINDER_WITH_NESTING = re.compile(r"\([^()]*(?:\([^()]*\)[^()]*)*\)")
# Some French texts lost their line breaks after reminder text ("Carence (...)Ingestion
# (...)"): a letter glued to a closing parenthesis starts a new line.
_GLUED_LINE = re.compile(r"\)(?=[^\W\d_])")
# French function words: a French term may hold them inside ("champ de bataille") but
# neither start nor end with them, or every English term would pair with "de" and "la".
_FRENCH_STOPWORDS = frozenset(
    """a à afin ainsi alors au aucun aucune autant autre autres aux avant avec ayant c ça
    ce ceci cela celle celles celui ces cet cette chacun chacune chaque comme d dans de
    des deux donc dont du elle elles en encore est et été être eu fois il ils j jusqu l
    la le les leur leurs lui m ma mais me même mêmes moins mon n ne ni non nos notre on
    ou où par pas peu peut peuvent plus pour puis qu que quel quelle qui s sa sans se ses
    si sinon soit son sont sous sur t ta te tel telle tes toi ton tous tout toute toutes
    un une vos votre vous y""".split()  # noqa: SIM905 - a word list reads better as text
)


def _raw_lines(text: str) -> list[str]:
    lines = (line.strip() for line in _GLUED_LINE.sub(")\n", text).split("\n"))
    return [line for line in lines if line]


def _text_lines(text: str) -> list[str]:
    # Reminder text is left out: it is a paraphrase, not the keyword itself.
    lines = (_REMINDER_WITH_NESTING.sub("", line).strip() for line in _raw_lines(text))
    return [line for line in lines if line]


# --- Keywords -----------------------------------------------------------------------------

# A keyword's parameter: a cost or a number ("Replicate {U}", "Bushido 2", "Crew X").
_PARAMETER = re.compile(r"\s*(?:(?:\{[^}]+\})+|\d+|X)\s*$")
_LIST_SEPARATOR = re.compile(r"\s*[,;]\s+")
_DASH = re.compile(r"\s*[—–]\s*")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CLAUSE_START = re.compile(r"(?:, |: )")
# What a French keyword looks like: at most four words, letters only. Anything longer is
# an old printing that spelled the ability out ("Thrun ne peut pas être la cible...")
# or a text whose line break was lost ("Carenceengagez..."), not a keyword.
_FRENCH_KEYWORD = re.compile(r"[^\W\d_][^\W\d_'’ -]*(?:['’ -]+[^\W\d_]+){0,3}")
# Keyword actions alone in their clause: "Scry 2", "then scry 1", "Mill two cards",
# "Proliferate"; and their French printing: "Regard 2", "Meulez deux cartes".
_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
    "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
}  # fmt: skip
_NUMBER = r"\d+|X|" + "|".join(_NUMBERS)
_ACTION_EN = re.compile(
    rf"(?:then\s+)?(?P<word>[^\W\d_][\w' -]*?)(?:\s+(?P<number>{_NUMBER}))?(?:\s+cards?)?",
    re.IGNORECASE,
)
_ACTION_FR = re.compile(
    rf"(?:puis\s+)?(?P<word>[^\W\d_][\w'’ -]*?)(?:\s+(?P<number>{_NUMBER}))?(?:\s+cartes?)?",
    re.IGNORECASE,
)
# French keyword actions are one or two words ("Regard", "Proliférez"); longer clauses
# are ordinary sentences that merely happen to line up.
_MAX_ACTION_WORDS = 2
MIN_KEYWORD_VOTES = 2
MIN_TYPE_VOTES = 2


def _mine_keywords(samples: list[_Sample]) -> list[TermPair]:
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    surface: dict[str, Counter[str]] = defaultdict(Counter)
    english_surface: dict[str, Counter[str]] = defaultdict(Counter)
    for sample in samples:
        for english, french in _keyword_votes(sample):
            if not _FRENCH_KEYWORD.fullmatch(french):
                continue
            key = english.lower()
            votes[key][french.lower()] += 1
            surface[french.lower()][_capitalised(french)] += 1
            english_surface[key][_capitalised(english)] += 1
    pairs = _winners(votes, surface, KEYWORD, MIN_KEYWORD_VOTES)
    # Show the English keyword as cards spell it ("Level up", not "level up").
    return [
        TermPair(
            english=english_surface[p.english].most_common(1)[0][0],
            french=p.french,
            kind=p.kind,
            count=p.count,
            confidence=p.confidence,
        )
        for p in pairs
    ]


def _keyword_votes(sample: _Sample) -> Iterator[tuple[str, str]]:
    if not sample.keywords:
        return
    english_lines = _text_lines(sample.english_text)
    french_lines = _text_lines(sample.french_text)
    if not english_lines or not french_lines:
        return
    # Lines pair up only when both texts have as many; otherwise only the first lines,
    # where keyword abilities are printed, are trusted to correspond.
    if len(english_lines) == len(french_lines):
        line_pairs = list(zip(english_lines, french_lines, strict=True))
    else:
        line_pairs = [(english_lines[0], french_lines[0])]
    keywords = sorted(sample.keywords, key=len, reverse=True)
    for english, french in line_pairs:
        found = _keyword_line(english, french, keywords)
        yield from found if found is not None else _keyword_actions(english, french, keywords)


def _match_keyword(part: str, keywords: list[str]) -> tuple[str, str] | None:
    """``(keyword as printed, the rest)`` when ``part`` starts with one of ``keywords``."""
    lowered = part.lower()
    for keyword in keywords:  # longest first: "Double strike" before "Strike"
        if lowered.startswith(keyword.lower()):
            rest = part[len(keyword) :]
            if not rest or not rest[0].isalnum():
                return part[: len(keyword)], rest
    return None


def _keyword_line(english: str, french: str, keywords: list[str]) -> list[tuple[str, str]] | None:
    """Votes from a line made only of keywords, or None when it is not such a line."""
    dashed = _DASH.split(english, maxsplit=1)
    if len(dashed) == 2:
        # "Ward—Pay 3 life.", "Suspend 4—{1}{U}", "Landfall — Whenever...": the keyword
        # is what precedes the dash, on both sides.
        match = _match_keyword(dashed[0], keywords)
        french_dashed = _DASH.split(french, maxsplit=1)
        if match is None or len(french_dashed) != 2:
            return None
        french_keyword = _french_keyword(match[0], match[1], french_dashed[0])
        return [(match[0], french_keyword)] if french_keyword else []
    english_parts = _LIST_SEPARATOR.split(english.rstrip("."))
    matches = [_match_keyword(part, keywords) for part in english_parts]
    if any(match is None for match in matches):
        return None
    french_parts = _LIST_SEPARATOR.split(french.rstrip("."))
    if len(french_parts) != len(english_parts):
        return []
    votes = []
    for match, french_part in zip(matches, french_parts, strict=True):
        assert match is not None  # checked above; narrows the type
        french_keyword = _french_keyword(match[0], match[1], french_part)
        if french_keyword:
            votes.append((match[0], french_keyword))
    return votes


def _french_keyword(english: str, english_rest: str, french_part: str) -> str | None:
    """The French keyword in ``french_part``, given the English one and what followed it."""
    french_part = french_part.strip()
    if not english_rest.strip():
        return french_part
    if _PARAMETER.fullmatch(english_rest):
        # "Replicate {U}" / "Duplication {U}": the same cost follows both.
        stripped = _PARAMETER.sub("", french_part).strip()
        return stripped if stripped != french_part else None
    # Words follow. "Enchant creature" is printed "Enchanter : créature". Otherwise a
    # one-word keyword is taken to be the first French word ("Protection contre le
    # rouge", "Affinité pour les artefacts"); the vote filters the rare wrong guesses.
    # Longer keywords ("Hexproof from", "Partner with") cannot be cut safely.
    head, colon, _ = french_part.partition(" :")
    if colon:
        return head.strip()
    first_word = french_part.split(" ", 1)[0]
    if " " in english or first_word.lower() in _FRENCH_STOPWORDS:
        return None
    return first_word


def _keyword_actions(english: str, french: str, keywords: list[str]) -> list[tuple[str, str]]:
    """Votes for keyword actions alone in a clause: "..., scry 2." / "..., regard 2."."""
    english_sentences = _SENTENCE_END.split(english)
    french_sentences = _SENTENCE_END.split(french)
    if len(english_sentences) != len(french_sentences):
        return []
    lowered = {k.lower() for k in keywords}
    votes = []
    for english_sentence, french_sentence in zip(english_sentences, french_sentences, strict=True):
        english_match = _ACTION_EN.fullmatch(_last_clause(english_sentence))
        french_match = _ACTION_FR.fullmatch(_last_clause(french_sentence))
        if not english_match or not french_match:
            continue
        keyword = english_match["word"]
        same_number = _number(english_match["number"]) == _number(french_match["number"])
        if keyword.lower() in lowered and same_number:
            french_word = french_match["word"].strip()
            if len(french_word.split()) <= _MAX_ACTION_WORDS:
                votes.append((keyword, french_word))
    return votes


def _last_clause(sentence: str) -> str:
    return _CLAUSE_START.split(sentence.rstrip("."))[-1].strip()


def _number(word: str | None) -> int | str | None:
    if word is None or word.isdigit() or word == "X":
        return word
    return _NUMBERS[word.lower()]


# --- Card types ---------------------------------------------------------------------------

_FRENCH_TYPE_END = re.compile(r"\s*[:—]")
_FRENCH_TYPE_WORD = re.compile(r"[\s-]+")
_MAX_ALIGNMENT_PASSES = 5


def _mine_card_types(samples: list[_Sample]) -> list[TermPair]:
    faces = [face for sample in samples for face in _type_faces(sample)]
    known: dict[str, str] = {}
    votes: dict[str, Counter[str]] = {}
    surface: dict[str, Counter[str]] = {}
    # Each pass aligns the words left over once the words known from the previous pass
    # are taken away; it stops when the known words no longer change.
    for _ in range(_MAX_ALIGNMENT_PASSES):
        votes, surface = _type_votes(faces, known)
        decided = {
            english: counter.most_common(1)[0][0]
            for english, counter in votes.items()
            if counter.most_common(1)[0][1] * 2 > counter.total()
        }
        if decided == known:
            break
        known = decided
    # Show a form the key was not changed from ("neigeux", the masculine, rather than
    # "neigeuse") when cards print one.
    for key, forms in surface.items():
        unchanged = Counter({form: n for form, n in forms.items() if form.lower() == key})
        if unchanged:
            surface[key] = unchanged
    return _winners(votes, surface, CARD_TYPE, MIN_TYPE_VOTES)


def _type_faces(sample: _Sample) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(English type words, French type words) for each face, subtypes left out."""
    english_faces = sample.english_type.split(FACE_SEPARATOR)
    french_faces = sample.french_type.split(FACE_SEPARATOR)
    if len(english_faces) != len(french_faces):
        return
    for english, french in zip(english_faces, french_faces, strict=True):
        english_words = tuple(english.split("—")[0].split())
        french_words = tuple(w for w in _FRENCH_TYPE_WORD.split(_french_types(french)) if w)
        if english_words and french_words:
            yield english_words, french_words


def _french_types(french_type: str) -> str:
    return _FRENCH_TYPE_END.split(french_type, maxsplit=1)[0].strip()


def _type_key(word: str) -> str:
    # Type adjectives agree with the noun: "Créature neigeuse", "Terrain neigeux".
    lowered = word.lower()
    return lowered[:-4] + "eux" if lowered.endswith("euse") else lowered


def _type_votes(
    faces: list[tuple[tuple[str, ...], tuple[str, ...]]], known: dict[str, str]
) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
    """Votes per English word, and how each voted French key is written on cards."""
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    surface: dict[str, Counter[str]] = defaultdict(Counter)
    for english_words, french_words in faces:
        for target in dict.fromkeys(english_words):
            rest = _remove_known(french_words, [w for w in english_words if w != target], known)
            if rest:
                key = " ".join(_type_key(w) for w in rest)
                votes[target][key] += 1
                surface[key][" ".join(rest)] += 1
    return votes, surface


def _remove_known(
    french_words: tuple[str, ...], english_words: list[str], known: dict[str, str]
) -> list[str] | None:
    """The French words left once the known translations of ``english_words`` are removed."""
    rest = list(french_words)
    for english in english_words:
        french = known.get(english)
        if french is None:
            return None
        wanted = french.split()
        keys = [_type_key(w) for w in rest]
        start = next(
            (i for i in range(len(rest)) if keys[i : i + len(wanted)] == wanted),
            None,
        )
        if start is None:
            return None
        del rest[start : start + len(wanted)]
    return rest


# --- Rules terms --------------------------------------------------------------------------

# The English terms to look for, each with the pattern of its forms. Verbs and nouns that
# share a spelling are told apart by their neighbours ("counter target spell" is the verb,
# "a +1/+1 counter" the noun).
RULES_TERMS: dict[str, str] = {
    "ability": r"\babilit(?:y|ies)\b",
    "attack": r"\battack(?:s|ed|ing)?\b",
    "battlefield": r"\bbattlefield\b",
    "block": r"\bblock(?:s|ed|ing)?\b",
    "card": r"\bcards?\b",
    "cast": r"\bcast(?:s|ing)?\b",
    "controller": r"\bcontroller'?s?\b",
    "counter (noun)": r"(?:[+-]\d+/[+-]\d+|\w+) counters?\b(?! target| that| it\b| all)",
    "counter (verb)": r"\bcounter(?:s|ed)?\s+(?:target|that|it|all|each|up to)\b|\bcountered\b",
    "creature": r"\bcreatures?\b",
    "damage": r"\bdamage\b",
    "discard": r"\bdiscard(?:s|ed)?\b",
    "draw": r"\bdraw(?:s|n)?\b|\bdrew\b",
    "exile": r"\bexiled?\b|\bexiles\b",
    "graveyard": r"\bgraveyards?\b",
    "hand": r"\bhands?\b",
    "library": r"\blibrar(?:y|ies)\b",
    "life": r"\blife\b",
    "mana": r"\bmana\b",
    "opponent": r"\bopponents?\b",
    "owner": r"\bowner'?s?\b",
    "permanent": r"\bpermanents?\b",
    "player": r"\bplayers?\b",
    "sacrifice": r"\bsacrific(?:e|es|ed)\b",
    "spell": r"\bspells?\b",
    "stack": r"\bstack\b",
    "tap": r"\btap(?:s|ped)?\b",
    "target": r"\btarget(?:s|ed)?\b",
    "token": r"\btokens?\b",
    "turn": r"\bturns?\b",
    "untap": r"\buntap(?:s|ped)?\b",
    "upkeep": r"\bupkeep\b",
}
_COMPILED_TERMS = {term: re.compile(pattern) for term, pattern in RULES_TERMS.items()}

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


def _mine_rules_terms(samples: list[_Sample]) -> list[TermPair]:
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
            kind=RULES_TERM,
            count=count,
            confidence=round(dice, 3),
        )
        for term, chosen in best.items()
        if chosen is not None
        for key, dice, count in [chosen]
    ]


def _aligned_units(sample: _Sample) -> Iterator[tuple[str, str]]:
    """The (English, French) pieces of a card that say the same thing.

    The smaller the piece, the sharper the association: on a whole card, "stack" (only
    in split second's reminder) pairs with "fraction de seconde" as well as with "pile".
    So lines are paired when both texts have as many, and each line's reminder text is
    its own piece; otherwise the whole card is one piece.
    """
    if not sample.french_text.strip():
        return  # printed without its French text: says nothing about French words
    english_lines = _raw_lines(sample.english_text)
    french_lines = _raw_lines(sample.french_text)
    if len(english_lines) != len(french_lines):
        yield sample.english_text, sample.french_text
        return
    for english, french in zip(english_lines, french_lines, strict=True):
        english_reminders = _REMINDER_WITH_NESTING.findall(english)
        french_reminders = _REMINDER_WITH_NESTING.findall(french)
        if english_reminders and len(english_reminders) == len(french_reminders):
            yield _REMINDER_WITH_NESTING.sub("", english), _REMINDER_WITH_NESTING.sub("", french)
            yield " ".join(english_reminders), " ".join(french_reminders)
        else:
            yield english, french


def _english_terms(text: str) -> set[str]:
    lowered = text.lower()
    return {term for term, pattern in _COMPILED_TERMS.items() if pattern.search(lowered)}


def french_stem(word: str) -> str:
    """A crude stem so that the forms of one word count as one.

    "lancez", "lancer", "lancé", "lancée", "lance" -> "lanc"; "créatures" -> "créatur".
    Good enough for card French, which uses few tenses; not a general lemmatiser.
    """
    stem = word.lower()
    if len(stem) > 3 and stem[-1] in "sx":
        stem = stem[:-1]
    for ending in ("ée", "é", "ez", "er", "e"):
        if stem.endswith(ending) and len(stem) - len(ending) >= 2:
            return stem[: -len(ending)]
    return stem


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
        if first in _FRENCH_STOPWORDS or len(first) < 2:
            continue
        for end in range(start + 1, min(start + _MAX_NGRAM, len(words)) + 1):
            if lowered[end - 1] not in _FRENCH_STOPWORDS:
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


def _surface_forms(keys: set[str], samples: list[_Sample]) -> dict[str, Counter[str]]:
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
