"""French game words mapped to their English terms: the terminology and the lexicon mined from
the official French and English texts of the same printed cards (terminology/)."""

import re
import threading
from collections.abc import Iterable
from typing import NamedTuple

from keywords.selectors import glossary_english_words, glossary_version
from terminology.mining.ngrams import FRENCH_FUNCTION_WORDS
from terminology.selectors import (
    french_as_written,
    french_printed_counts,
    lexicon_french_to_english,
    lexicon_refused_pairs,
    lexicon_version,
    term_pairs,
    terms_version,
)
from terminology.vocabulary import (
    fold,
    french_other_form_stem,
    french_reading_stem,
    french_singular_stems,
    french_stem,
    lexicon_key,
)

from .analyzers import FRENCH_ELISIONS
from .names import NAME_STOP_WORDS, name_key, name_key_ngrams, name_words_as_written, tokens
from .sounds import french_sound
from .spellings import FUZZY_MIN_LENGTH

# A question's « l'effet » is keyed "l effet": the article before the word the terms know.
# Not "c" nor "t", which are no little words: they stand for the {C} and {T} symbols.
_ELISIONS = frozenset(FRENCH_ELISIONS) & NAME_STOP_WORDS

# The function words of the cards' French (« moins », « après »), folded: none is another form
# of a term's word but its own plural, though the crude stem may say so (« moins » as
# « moine », Monk). « aura » (will have) is also the Aura the cards print as « auras ».
_FUNCTION_WORDS = frozenset(map(fold, FRENCH_FUNCTION_WORDS))

# "counter (noun)", "counter (verb)": the English word is "counter" either way.
_QUALIFIER = re.compile(r"\s*\([^)]*\)")

_lock = threading.Lock()
_cache: dict = {"version": None, "map": {}}


def french_to_english() -> dict[str, list[str]]:
    """{folded French term: [English terms]}; empty until card terminology is imported.

    Built once per process and rebuilt when the terms or the lexicon change, in this process
    or another (mine_terminology, mine_lexicon, the admin): each call costs one aggregate query
    on each of the two small tables. Terms (names of keywords, card types, rules terms) come
    first, then the lexicon's readings of French card wording ("blessures de combat" ->
    "combat damage").
    """
    version = (terms_version(), lexicon_version(), glossary_version())
    with _lock:
        if _cache["version"] != version:
            pairs = term_pairs()
            _cache["map"] = FrenchToEnglish(
                _merged(_build(pairs), lexicon_french_to_english()),
                printed=french_printed_counts(),
                written=french_as_written(),
                rules_words=glossary_english_words(),
                nouns=_nouns(pairs),
                refused=lexicon_refused_pairs(),
            )
            _cache["version"] = version
        return _cache["map"]


class FrenchToEnglish(dict):
    """{folded French: [English]}, and its single words by their stem: the cards print
    « Contrecarrez », « Engagez », players ask « contrecarrer », « engager ». Its terms of
    several words by their words' stems too: the cards print « blessures de combat » and
    « tour supplémentaire », players write « blessure de combat », « tours supplémentaires ».

    A stem whose words read as different English words says nothing about a form of it
    the terms do not hold: « basés » (based) stems as « base » (basic) and « bas » (lowest)
    do, « sorte » (kind) as « sort » (spell). Such a form has no reading.

    Nor has a form that the longer terms holding it mostly read otherwise, each term counting
    as many times as cards print it (`printed`; once each without it): the cards print
    « passez » (skip), and « passe » in « joueur passe » (player skips, 8 cards) and
    « adversaire passe » (3) but also in « passe hors phase » (phases out, 11); a question's
    « qu'est-ce qui se passe » asks what happens. Counted by terms, two against one, it read
    skip.

    A noun made from a verb (verb_of) that an English word of the rules (`rules_words`, the
    glossary's) spells alike is that word: « remplacement » is "replacement" (Replacement
    Effect), not "change", which the cards' « Remplacez la cible » reads.

    `nouns`: the French words the terms read as the noun of an English word that is a verb
    too (« marqueur », "counter (noun)"), by their stems (is_read_as_a_noun).

    `refused`: (French, English) pairs an editor rejected, never read (not_refused): a rejected
    « récupérer » = "scavenge" stops « récupérer » reading as the keyword that « Récupération »
    names, and leaves « récupération » alone."""

    def __init__(
        self,
        mapping: dict[str, list[str]],
        printed: dict[str, int] | None = None,
        written: list[str] = (),
        rules_words: frozenset[str] = frozenset(),
        nouns: frozenset[str] = frozenset(),
        refused: Iterable[tuple[str, str]] = (),
    ):
        super().__init__(mapping)
        self.nouns = nouns
        self.refused: dict[str, set[tuple[str, ...]]] = {}
        for french, english in refused:
            meaning = _english_meaning(_QUALIFIER.sub("", english))
            self.refused.setdefault(lexicon_key(french), set()).add(meaning)
        self.spelling = TermWords(mapping, printed or {}, written, refused=self.refused)
        self.cognates = Cognates(rules_words)
        self.forms_read: dict[str, list[str]] = {}  # read_in_another_form's
        # The stems the French analyzer gives that the terms read otherwise (stem_read_otherwise),
        # found at the first question that asks.
        self._analyzed_stems: set[str] | None = None
        self.verbs = _verbs_held(mapping)
        self.by_stem: dict[str, list[str]] = {}
        self.by_stems: dict[str, list[str]] = {}
        meanings: dict[str, set[tuple[str, ...]]] = {}
        # Each word of a longer term: the terms holding it (TermInside).
        self.read_inside: dict[str, list[TermInside]] = {}
        for key, english_words in mapping.items():
            if not english_words:
                continue
            if " " in key:
                inside = TermInside(
                    key,
                    english_words[0],
                    frozenset(_english_meaning(english_words[0])),
                    printed.get(key, 1) if printed else 1,
                )
                for word in set(key.split()):
                    self.read_inside.setdefault(word, []).append(inside)
            by_stem = self.by_stems if " " in key else self.by_stem
            stem = _stems(key) if " " in key else french_reading_stem(key)
            known = by_stem.setdefault(stem, [])
            known += [english for english in english_words if english not in known]
            meanings.setdefault(stem, set()).add(_english_meaning(english_words[0]))
        for stem, read_as in meanings.items():
            if len(read_as) > 1:
                (self.by_stems if " " in stem else self.by_stem).pop(stem, None)

    def stem_read_otherwise(self, stem: str) -> bool:
        """Whether the single words of the terms that the French analyzer stems to `stem`
        (the stems concepts' French names are keyed by: search.names.concept_key) read as
        English words of more than one family: « regard » (Scry) and « regardez » (look);
        not « kick » (Kicker) and « kické » (kicked), whose English starts alike."""
        if self._analyzed_stems is None:
            meanings: dict[str, set[tuple[str, ...]]] = {}
            for key, english_words in self.items():
                if english_words and " " not in key:
                    analyzed = " ".join(tokens(key, "fr"))
                    meanings.setdefault(analyzed, set()).add(_english_meaning(english_words[0]))
            self._analyzed_stems = {
                stem for stem, read in meanings.items() if not _one_family(read)
            }
        return stem in self._analyzed_stems

    def not_refused(self, key: str, english_words: list[str]) -> list[str]:
        """`english_words` less the readings of `key` that an editor refused."""
        refused = self.refused.get(key)
        if not refused:
            return english_words
        return [
            english
            for english in english_words
            if _english_meaning(_QUALIFIER.sub("", english)) not in refused
        ]

    def read_in_another_form(self, key: str) -> list[str]:
        """by_form or by_forms, kept: a question's runs of words are read again and again
        (the names, the concepts, the query's readings), and the next question shares most."""
        found = self.forms_read.get(key)
        if found is None:
            found = self.by_forms(key) if " " in key else self.by_form(key)
            if len(self.forms_read) < FORMS_KEPT:
                self.forms_read[key] = found
        return found

    def by_forms(self, key: str) -> list[str]:
        """The English of another form of a term of several words (a folded name key), when
        its forms all read alike: « tours supplémentaires » as « tour supplémentaire »."""
        return self.by_stems.get(_stems(key), [])

    def by_form(self, word: str) -> list[str]:
        """The English of another form of `word` (a single folded word), or of the verb it
        is the noun of (verb_of), unless most of the longer terms holding `word` read it as
        something else; or else the English its longer terms read it as (inside_terms), or
        the rules' English word it is spelt like (Cognates.by_ending)."""
        if word in _FUNCTION_WORDS:  # its plural only: « aura », « auras » (not « si », « six »)
            return self.get(word + "s", []) if len(word) > 3 else []
        found = self._by_form_alone(word) or self._inside_terms(word)
        if found:
            return found
        cognate = self.cognates.by_ending(word)
        return [cognate] if cognate else []

    def _own(self, word: str) -> list[str]:
        """A word's reading as a term of its own or in another form (not inside_terms)."""
        if word in NAME_STOP_WORDS or word in _FUNCTION_WORDS:
            return []
        return self.get(word) or self._by_form_alone(word)

    def _inside_terms(self, word: str) -> list[str]:
        """The one English word that every longer term holding `word` reads, less what its
        other words read: the cards print « mourir » only in « devait mourir » (would die),
        « créature devait mourir » (creature would die)… and never alone, which read as
        nothing. Not from a single term, which says too little, nor when another word of the
        terms is read so too: « contact mortel » is Deathtouch, neither word of it is."""
        common = self._common_english(word)
        if common is None:
            return []
        stem, english = common
        for term in self.read_inside[word]:
            for other in set(term.key.split()) - {word}:
                shared = None if self._own(other) else self._common_english(other)
                if shared is not None and shared[0] == stem:
                    return []
        return [english]

    def _common_english(self, word: str) -> tuple[str, str] | None:
        """(stem, English word) that every longer term holding `word` reads, less the readings
        of its other words, when it is one and there are MIN_TERMS_INSIDE terms or more."""
        terms = self.read_inside.get(word, [])
        if len(terms) < MIN_TERMS_INSIDE or word in NAME_STOP_WORDS or not word.isalpha():
            return None
        common: set[str] | None = None
        for term in terms:
            stems = set(term.stems)
            for other in set(term.key.split()) - {word}:
                stems -= {
                    stem for reading in self._own(other) for stem in _english_meaning(reading)
                }
            common = stems if common is None else common & stems
            if not common:
                return None
        if len(common) != 1:
            return None
        (stem,) = common
        english = next(
            (
                written
                for term in terms
                for written in term.english.split()
                if _english_meaning(written) == (stem,)
            ),
            None,
        )
        return (stem, english.lower()) if english else None

    def _other_form(self, word: str) -> list[str]:
        """The English of a verb's form the cards do not print, through one they do: « que
        vous contrôliez », « lancée » (a verb the terms hold: not « forcée », « volée »,
        nouns of their own), « meurent » (as « meurt », dies: a verb in the English too, not
        « parent » as « part »)."""
        stem = french_other_form_stem(word)
        if stem is not None:
            return self.by_stem.get(stem, []) if stem in self.verbs else []
        for singular in french_singular_stems(word):
            english_words = self.by_stem.get(singular, [])
            if english_words and _THIRD_PERSON.fullmatch(english_words[0]):
                return english_words
        return []

    def _by_form_alone(self, word: str) -> list[str]:
        """by_form, but for the English of the terms holding the word (_inside_terms)."""
        english_words = self.by_stem.get(french_reading_stem(word), [])
        if not english_words:
            english_words = self._other_form(word)
        verb = verb_of(word)
        if not english_words and verb != word:
            cognate = self.cognates.of(word)
            if cognate:  # the English word itself ("replacement") reads as nothing more
                return [cognate] if cognate != word else []
            participle = word.endswith(_PARTICIPLE_ENDING)
            if not participle or word[: -len(_PARTICIPLE_ENDING)] in self.verbs:
                english_words = self.by_stem.get(french_reading_stem(verb), [])
        inside = self.read_inside.get(word, [])
        if english_words and inside:
            reading = set(_english_meaning(english_words[0]))
            agreeing = sum(term.weight for term in inside if reading & term.stems)
            if 2 * agreeing <= sum(term.weight for term in inside):
                return []
        return english_words


class TermInside(NamedTuple):
    """A term of several words, as each of its words sees it (FrenchToEnglish.read_inside)."""

    key: str  # the term, folded (« devait mourir »)
    english: str  # its first English reading ("die")
    stems: frozenset[str]  # that reading's stems
    weight: int  # on how many printed cards the term is


# The longer terms a word must stand in for its English to be read off them (_inside_terms).
MIN_TERMS_INSIDE = 3

# Keys read in another form that one FrenchToEnglish keeps (a few hundred bytes each).
FORMS_KEPT = 100_000


class Cognates:
    """English words spelt as French ones once folded, or but for one letter the French has
    more (« remplacement », "replacement"): the words of MIN_COGNATE_LENGTH letters or more.
    Not one letter less: « réparation » is no "preparation"."""

    def __init__(self, english_words: frozenset[str]):
        self.words = frozenset(word for word in english_words if len(word) >= MIN_COGNATE_LENGTH)
        self.every_word = english_words

    def by_ending(self, folded: str) -> str | None:
        """The English word of the rules that `folded` (a folded French word) spells with an
        English ending for its French one (COGNATE_ENDINGS): « statique » is "static"
        (Static Ability), « identité » "identity" (Color Identity), « actif » "active"."""
        for french, english in COGNATE_ENDINGS:
            stem = folded[: -len(french)]
            spelt = stem + english
            if (
                folded.endswith(french)
                and len(stem) >= MIN_COGNATE_STEM
                and spelt in self.every_word
            ):
                return spelt
        return None

    def of(self, folded: str) -> str | None:
        """The English word that `folded` (a folded French word) spells, but for one letter."""
        if len(folded) < MIN_COGNATE_LENGTH:
            return None
        if folded in self.words:
            return folded
        shorter = (_without(folded, at) for at in range(len(folded)))
        return next((word for word in shorter if word in self.words), None)


MIN_COGNATE_LENGTH = 7
# French endings and the English ones of the same words, folded: « statique », « identité »,
# « actif », « exclusive »; the rules' words the cards never print.
COGNATE_ENDINGS = (("ique", "ic"), ("ite", "ity"), ("if", "ive"), ("ive", "ive"))
MIN_COGNATE_STEM = 3


def _without(word: str, at: int) -> str:
    return word[:at] + word[at + 1 :]


class TermWords:
    """The French words of the terms, for typos the names cannot mend: « marqeur poison » is
    one edit from « marqueur », which no card's name holds but hundreds of cards print.

    Each folded word with how many printed cards hold it (`printed`, the count of each term it
    is a word of) and how they write it (`written`: « défausser », not "defausser"), by its
    first two letters, which a typo keeps or slips (search.spellings.typo_prefixes), and by
    their sound (search.sounds.french_sound), which a typo made by ear keeps. Words too short
    for typos (FUZZY_MIN_LENGTH) are left out.

    `refused`: the French words of the readings an editor refused, known (knows) but no word
    a typo is mended into: « défausser », refused as "discard", is no typo of « défaussez »."""

    def __init__(
        self,
        mapping: dict[str, list[str]],
        printed: dict[str, int],
        written,
        refused: Iterable[str] = (),
    ):
        self.refused = frozenset(word for word in refused if " " not in word)
        self.counts: dict[str, int] = {}
        for key, english_words in mapping.items():
            for word in set(key.split()) - NAME_STOP_WORDS:
                if english_words and len(word) >= FUZZY_MIN_LENGTH and word.isalpha():
                    self.counts[word] = self.counts.get(word, 0) + printed.get(key, 1)
        self.by_prefix: dict[str, list[str]] = {}
        self.by_sound: dict[str, list[str]] = {}
        for word in sorted(self.counts):
            self.by_prefix.setdefault(word[:2], []).append(word)
            self.by_sound.setdefault(french_sound(word), []).append(word)
        self.as_written: dict[str, str] = {}
        for french in written:
            for folded, as_written in name_words_as_written(french):
                if folded in self.counts:
                    self.as_written.setdefault(folded, as_written.lower())

    def knows(self, folded: str) -> bool:
        """Whether a folded word is a word of the terms, or one an editor refused a reading of."""
        return folded in self.counts or folded in self.refused


# French makes nouns of its verbs in -er: « lancer » (cast), « le lancement d'un sort »;
# « régénérer », « la régénération ». The cards print the verbs, players name the action.
# Not "-age": « passage » is no skipping (« passer »), and « ciblage », its one noun of a
# verb the terms hold, is rarely written. Nor do the cards print the present participle that
# players write, « en ciblant » (cibler), « en copiant » (copier): it is read so only where the
# terms hold the verb (_verbs_held), since a word in -ant is as often a noun or an adjective
# whose crude stem a noun shares (« méchant » is no « mèche », fuse).
_PARTICIPLE_ENDING = "ant"
_ENDINGS_OF_VERB_FORMS = ("ement", "ation", _PARTICIPLE_ENDING)


# An English verb in the third person singular, as the cards' « meurt » reads: "dies".
_THIRD_PERSON = re.compile(r"[a-z]+[^s]s")


def _verbs_held(mapping: dict[str, list[str]]) -> frozenset[str]:
    """The verbs in -er the terms hold a form of, without their ending: an imperative
    (« copiez »: "copi"), or a feminine past participle that reads as its masculine does
    (« ciblée » and « ciblé » target: "cibl"). Not the infinitive's ending, which nouns have
    too (« enfer », « hiver »), nor a feminine that reads otherwise, a noun of its own
    (« portée », Reach, beside « porte », Gate; « armée » beside « arme »)."""
    verbs = set()
    for key, english_words in mapping.items():
        if " " in key or not english_words:
            continue
        if key.endswith("ez"):
            verbs.add(key[: -len("ez")])
            continue
        feminine = key[: -len("s")] if key.endswith("ees") else key
        masculine = mapping.get(feminine[: -len("e")]) if feminine.endswith("ee") else None
        if masculine and _english_meaning(masculine[0]) == _english_meaning(english_words[0]):
            verbs.add(feminine[: -len("ee")])
    return frozenset(verbs)


def _stems(key: str) -> str:
    """A term of several words in the singular: « tours supplémentaires » is « tour
    supplémentaire ». Only the plural: the crude stem made « cartes de sorte » (kind) the
    « cartes de sort » (spell cards) the cards print."""
    return " ".join(map(_singular, key.split()))


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word[-1] in "sx" else word


def verb_of(word: str) -> str:
    """The verb in -er that a folded French noun or present participle is made from
    (« contrecarrement » -> « contrecarrer », « ciblant » -> « cibler »), or the word itself.
    Which verbs exist is for the terms to say: a noun whose verb they do not hold (« blocage »,
    of « bloquer »; « instant ») reads as nothing more."""
    for ending in _ENDINGS_OF_VERB_FORMS:
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= 3:
            return stem + "er"
    return word


def _one_family(meanings: set[tuple[str, ...]]) -> bool:
    """Whether every English meaning starts as another does, stem by stem ("kick", "kicker")."""
    first, *others = meanings
    return all(
        len(first) == len(other)
        and all(a.startswith(b) or b.startswith(a) for a, b in zip(first, other, strict=True))
        for other in others
    )


def _english_meaning(english: str) -> tuple[str, ...]:
    """An English reading as its stems: "cards" and "card", "tapped" and "tap" mean alike."""
    return tuple(tokens(english, "en"))


def is_french_function_word(key: str) -> bool:
    """Whether a folded word is one of the function words of the cards' French (« moins »)."""
    return key in _FUNCTION_WORDS


def english_for(terminology: dict[str, list[str]], key: str) -> list[str]:
    """The English of a folded French term (name_key), or of another form of its word.

    A word keeps its reading after an elided article or pronoun (« l'adversaire », « j'active »),
    while a term that holds one is read whole (« mal d'invocation »). A little word reads as
    nothing: folded, « dé » (die) is keyed "de" and « dès » (as soon
    as) "des", and a question's « de » and « des » are those words far more often than not;
    nor is « il » a form of « île ».
    """
    if key in NAME_STOP_WORDS:
        return []
    found = terminology.get(key)
    elided, _, word = key.partition(" ")
    if not found and elided in _ELISIONS and word and " " not in word:  # « l'effet »
        return english_for(terminology, word)
    if not isinstance(terminology, FrenchToEnglish):
        return found or []
    return terminology.not_refused(key, found or terminology.read_in_another_form(key))


def read_as_nothing(terminology: dict[str, list[str]], key: str) -> bool:
    """Whether a French word the terms hold has no English reading of its own (« passe »,
    see FrenchToEnglish): a French word, not an English one a player used ("trample").
    Numbers and symbols ("1", "x") belong to both languages."""
    if not isinstance(terminology, FrenchToEnglish) or english_for(terminology, key):
        return False
    elided, _, word = key.partition(" ")
    if elided in _ELISIONS and word:
        key = word
    return len(key) > 1 and key.isalpha() and key in terminology.read_inside


def is_read_as_a_noun(terminology: dict[str, list[str]], key: str) -> bool:
    """Whether the terms read a folded French word as a noun where its English is a verb too
    (« marqueurs »: "counter (noun)", not « contrecarrer », "counter (verb)")."""
    nouns = getattr(terminology, "nouns", frozenset())
    elided, _, word = key.partition(" ")
    if elided in _ELISIONS and word:  # after an elided article, as english_for reads it
        key = word
    return " " not in key and french_stem(key) in nouns


def is_read_otherwise(key: str, terminology: dict[str, list[str]]) -> bool:
    """Whether the terminology reads these French words as English words other than them."""
    english = english_for(terminology, key)
    if not english:
        return read_as_nothing(terminology, key)
    return key not in {name_key(words) for words in english}


def english_readings(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[list[str]]:
    """The English readings of each run of up to three of the words the terminology reads,
    in the runs' sorted order (a tree must not follow the process's hash seed)."""
    readings = (english_for(terminology, key) for key in sorted(name_key_ngrams(words, longest=3)))
    return [found for found in readings if found]


# A French word's English reading counts for a little less than the English word typed: the
# lexicon and the terms read a word as one English word, which may be another's sense.
READING_BOOST = 0.8


def _merged(terms: dict[str, list[str]], lexicon: dict[str, list[str]]) -> dict[str, list[str]]:
    merged = {key: list(english) for key, english in terms.items()}
    for key, english_words in lexicon.items():
        known = merged.setdefault(key, [])
        known += [english for english in english_words if english not in known]
    return merged


def _nouns(pairs: list[tuple[str, str]]) -> frozenset[str]:
    """The stems of the French single words the terms name "(noun)" in English."""
    return frozenset(
        french_stem(name_key(french))
        for french, english in pairs
        if _NOUN_QUALIFIER.search(english) and " " not in name_key(french)
    )


_NOUN_QUALIFIER = re.compile(r"\(noun\)")


def _build(pairs: list[tuple[str, str]]) -> dict[str, list[str]]:
    mapping: dict[str, list[str]] = {}
    for french, english in pairs:
        key = name_key(french)
        word = _QUALIFIER.sub("", english).strip()
        if key and word and word not in mapping.setdefault(key, []):
            mapping[key].append(word)
    return mapping
