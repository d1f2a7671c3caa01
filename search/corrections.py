"""A question's words with their typos corrected: each word no name, text or term holds read
as the closest name word (« Tentaton du chaos » -> « Tentation du chaos »), a name's words
typed apart joined ("life link"), an acronym spelled out ("etb"), an apostrophe put back
(« lexil »). What the query plan reads as names (search.query) and "did you mean" offers
(search.did_you_mean)."""

import re
from functools import partial
from os.path import commonprefix

from whoosh.searching import Searcher
from whoosh.support.levenshtein import distance

from .acronyms import card_spelled_out, spelled_out
from .analyzers import APOSTROPHES, fold
from .evaluation import field_vocabulary
from .little_words import little_words_mended
from .names import (
    LONGEST_NAME_IN_WORDS,
    NAME_STOP_WORDS,
    elision_of,
    meaningful_name_tokens,
    name_key,
    name_key_ngrams,
    name_units,
    names_a_concept,
    tokens,
)
from .near_names import MIN_TYPED_LENGTH, one_word_off
from .sounds import french_sound
from .spellings import (
    FUZZY_FIELDS,
    FUZZY_MAX_WORDS,
    FUZZY_MIN_LENGTH,
    TWO_TYPOS_FROM,
    WHOLE_NAME_FIELDS,
    Spellings,
    letters_apart,
    typo_prefixes,
)
from .terminology import english_for
from .word_breaks import (
    JOINED_TO_THE_WORD_BEFORE,
    cut_into_a_name,
    joined_halves,
    joined_into_names,
)

# Words of a question looked at for typos in names (« Tentaton du chaos », "tempt with
# mahyem"): the scans each costs are bounded by MAX_SPELLING_SCANS anyway.
MAX_WORDS_TO_CORRECT_IN_NAMES = 16


def corrected_words(
    spellings: Spellings,
    words: tuple[str, ...],
    terminology: dict | None = None,
    abbreviated: frozenset[str] = frozenset(),
    capitalised: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The question with each misspelt word replaced by the closest name word: a word that is
    no word of any name, text or of the terminology ("tentaton", "mahyem", "téfeiri"), four
    letters or more (three beside a word they make a name with: "force of wil"), also after
    an elided article (« l'Archange d'Avacin »). Of the name words
    within the distance, one that makes a name with the words around it comes first
    (« contact mortl » is « contact mortel », Deathtouch, not « contact mort », which more names
    hold). Words of the texts ("happens",
    "lancée") and the little words of either language ("does", "elle") are taken as typed,
    except where they are a name word typed apart ("life link", joined first:
    search.word_breaks) or a name's word typed one edit off ("wrath of good", read last:
    search.near_names). A word the visitor wrote as an abbreviation ("BoP": `abbreviated`,
    search.acronyms.typed_as_abbreviations) may also be a card's initials. The little words
    of a name typed with other little words (« l'Engin de la sorcière ») are the name's
    (search.little_words), in a run written with a capital (`capitalised`: the name keys of
    the words written so, search.names.words_with_a_capital) or that is most of the query."""
    corrected = list(words)
    units = [
        name_units(tokens(word, "name"))
        for word in words[: MAX_WORDS_TO_CORRECT_IN_NAMES + LONGEST_NAME_IN_WORDS]
    ]
    _join_words_typed_apart(spellings, words, corrected, units)
    _correct_unknown_words(spellings, words, corrected, units, terminology or {}, abbreviated)
    for place, name_word in one_word_off(spellings.searcher, units, spellings.frequency).items():
        if place < MAX_WORDS_TO_CORRECT_IN_NAMES and corrected[place] == words[place]:
            corrected[place] = elision_of(words[place])[0] + name_word
    _mend_little_words(spellings, words, corrected, units, capitalised)
    return tuple(corrected)


def _mend_little_words(
    spellings: Spellings, words, corrected: list, units: list, capitalised: frozenset[str]
) -> None:
    searcher = spellings.searcher
    mended = little_words_mended(
        searcher,
        units[:MAX_WORDS_TO_CORRECT_IN_NAMES],  # a run is mended whole or not at all
        spellings.frequency,
        capitalised=frozenset(unit for key in capitalised for unit in key.split()),
        concepts=field_vocabulary(searcher, "concept"),
    )
    for place, little_word in mended.items():
        if corrected[place] == words[place]:
            corrected[place] = little_word


def _join_words_typed_apart(spellings: Spellings, words, corrected: list, units: list) -> None:
    """ "life link", "life-link" -> "lifelink" (search.word_breaks); in a question, into a
    concept only."""
    # `units` covers the words where names are looked for, fewer in a long question; a word
    # with an elided article is no half.
    keys = [word_units[0] if len(word_units) == 1 else "" for word_units in units]
    keys = keys[: MAX_WORDS_TO_CORRECT_IN_NAMES + 1]
    may_join = (
        (lambda word: True)
        if len(words) <= FUZZY_MAX_WORDS
        else partial(_is_a_concept_word, spellings.searcher)
    )
    is_a_name = partial(_is_a_name, spellings)
    for place, word in joined_into_names(keys, spellings.is_name_word, is_a_name, may_join).items():
        corrected[place], corrected[place + 1] = word, JOINED_TO_THE_WORD_BEFORE
        units[place], units[place + 1] = [word], []
    for place, key in enumerate(keys[:MAX_WORDS_TO_CORRECT_IN_NAMES]):
        if "-" not in words[place] or corrected[place] != words[place]:
            continue
        before, after = keys[place - 1 : place], keys[place + 1 : place + 2]
        halves = key.split()
        joined = joined_halves(halves, before, after, spellings.is_name_word, is_a_name, may_join)
        if joined:  # "counter-spell"
            corrected[place], units[place] = joined, [joined]


def _correct_unknown_words(
    spellings: Spellings,
    words,
    corrected: list,
    units: list,
    terminology: dict,
    abbreviated: frozenset[str] = frozenset(),
) -> None:
    """Each word no name, text or term holds, not joined to another: read whole (an elision,
    an acronym), cut in two ("lightningbolt"), or replaced by its closest name word. Words of
    three letters come last, and only into a name with a word around them ("force of wil"):
    the request's spelling scans (MAX_SPELLING_SCANS) go to the longer typos first."""
    places = range(min(len(words), MAX_WORDS_TO_CORRECT_IN_NAMES))
    in_a_question = len(words) > FUZZY_MAX_WORDS
    for place in sorted(places, key=lambda at: len(elision_of(words[at])[1]) < FUZZY_MIN_LENGTH):
        word = words[place]
        elided, typed = elision_of(word)
        typed, possessive = _possessive_of(typed)  # "conueror's": "conueror" is corrected
        if corrected[place] != word:
            continue
        if "-" in typed:
            parts = _hyphenated_parts_corrected(
                spellings, typed, place, units, terminology, in_a_question
            )
            if parts is not None:  # « Grande-Dend »
                corrected[place] = elided + parts + possessive
                units[place] = name_units(tokens(corrected[place], "name"))
            continue
        if is_known_word(spellings, typed, terminology):
            # A word the terminology reads is a word of the game as typed, not a name's word
            # cut short: « éphémère » is Instant, not « Éphémérer » (Ephemerate).
            cut_short = not in_a_question and not (
                terminology and english_for(terminology, name_key(typed))
            )
            completed = _name_word_cut_short(spellings, typed) if cut_short else None
            if completed:  # "counterspel"
                corrected[place] = elided + completed + possessive
                units[place] = name_units(tokens(corrected[place], "name"))
            continue
        # Read whole: an elision typed without its apostrophe, or an acronym.
        whole = apostrophe_put_back(spellings, word, terminology) or _acronym_read(
            spellings, elided, typed, of_a_card_too=name_key(typed) in abbreviated
        )
        if whole:
            corrected[place] = whole
            units[place] = name_units(tokens(whole, "name"))
            continue
        if len(typed) < MIN_TYPED_LENGTH:
            continue
        cut = cut_into_a_name(units[place][-1], partial(_is_a_name, spellings))
        if cut:  # "lightningbolt"
            corrected[place] = elided + cut
            units[place] = [*units[place][:-1], *cut.split()]
            continue
        before = [unit for found in units[:place] for unit in found]
        before += [] if possessive else units[place][:-1]  # « d' » of « d'avacin »
        after = [unit for found in units[place + 1 :] for unit in found]
        after = ["s", *after] if possessive else after  # "conqueror s pledge"
        if len(typed) >= FUZZY_MIN_LENGTH:
            makes_a_name = partial(_makes_a_name, spellings, before, after)
            best = closest_word(spellings, typed, terminology, makes_a_name, in_a_question)
        elif _a_word_around(before, after):  # "force of wil"
            makes_a_name = partial(_makes_a_name, spellings, before, after, with_a_word=True)
            best = spellings.closest_in_a_name(typed, makes_a_name)
        else:
            best = None
        if best:
            corrected[place] = elided + best + possessive
            units[place] = name_units(tokens(corrected[place], "name"))


def _hyphenated_parts_corrected(
    spellings: Spellings,
    word: str,
    place: int,
    units: list,
    terminology: dict,
    in_a_question: bool = False,
) -> str | None:
    """A word typed with a hyphen, each part of it no name, text or term holds corrected as a
    word of its own, the other parts and the words around it making a name with it:
    « Grande-Dend » is « Grande-Dent » (Chatterfang's French short name), "kiki-jikki"
    Kiki-Jiki; None when every part is known (« Grande-Dent », "counter-spell")."""
    parts = word.split("-")
    if len(parts) > LONGEST_NAME_IN_WORDS:  # no name's words: a soup built to be expensive
        return None
    keys = [name_key(part) for part in parts]
    if not all(key and " " not in key for key in keys):  # "x-", "mid-rules"
        return None
    before_word = [unit for found in units[:place] for unit in found]
    after_word = [unit for found in units[place + 1 :] for unit in found]
    fixed = list(parts)
    for at, part in enumerate(parts):
        if len(part) < FUZZY_MIN_LENGTH or is_known_word(spellings, part, terminology):
            continue
        before, after = before_word + keys[:at], keys[at + 1 :] + after_word
        makes_a_name = partial(_makes_a_name, spellings, before, after)
        best = closest_word(spellings, part, terminology, makes_a_name, in_a_question)
        if best:
            fixed[at], keys[at] = best, best
    return "-".join(fixed) if fixed != parts else None


def _a_word_around(before: list[str], after: list[str]) -> bool:
    """Whether a word that is no little word is near enough to make a name with the word
    between `before` and `after` (name_units)."""
    near = before[-(LONGEST_NAME_IN_WORDS - 1) :] + after[: LONGEST_NAME_IN_WORDS - 1]
    return any(unit not in NAME_STOP_WORDS for unit in near)


def _is_a_name(spellings: Spellings, key: str) -> bool:
    return bool(spellings.frequency("name_exact", key))


def _is_a_concept_word(searcher: Searcher, word: str) -> bool:
    """Whether a word alone is the name of a keyword or glossary entry ("lifelink")."""
    return names_a_concept(word, field_vocabulary(searcher, "concept"))


def _acronym_read(
    spellings: Spellings, elided: str, typed: str, of_a_card_too: bool = False
) -> str | None:
    """The name an acronym stands for ("etb" -> "enters the battlefield", « l'etb » -> « l'enters
    the battlefield »; "BoP" -> "birds of paradise" `of_a_card_too`), for a word no name, text
    or term holds (search.acronyms)."""
    key = name_key(typed)  # « ÉtB » is "etb"
    reading = spelled_out(spellings.searcher, key)
    if reading is None and of_a_card_too:
        reading = card_spelled_out(spellings.searcher, key)
    return elided + reading if reading else None


# An elided article or pronoun typed without its apostrophe, as phones make easy: « lexil »,
# « dAvacyn », « mal dinvocation ». Single letters and « qu », before a vowel or an h.
_APOSTROPHE_LEFT_OUT = re.compile(r"(qu|[cdjlmnst])([aeiouyhàâäéèêëîïôöûüœæ][^\W\d_]+)", re.I)


def apostrophe_put_back(spellings: Spellings, word: str, terminology: dict) -> str | None:
    """« l'exil » for « lexil », « j'ai » for « jai »: a word that is an elision and a word
    the index holds (a little word, a word of some name, of the terms, or of the French
    texts). The caller checks that the word itself is none it holds."""
    found = _APOSTROPHE_LEFT_OUT.fullmatch(word)
    if found is None or spellings.is_everyday_word(word, "fr"):
        return None  # « simplement » is no « s'implement »
    elision, rest = found.groups()
    key = name_key(rest)
    french_stems = tokens(rest, "fr")
    known = (
        not french_stems  # a little word: « ai », « un », « il »
        or spellings.is_name_word(key)
        or _is_a_term_word(terminology, key)
        or any(spellings.frequency("body_fr", stem) for stem in french_stems)
    )
    return f"{elision}'{rest}" if known else None


def term_words(terminology):
    """The terms' words (search.terminology.TermWords); None for a plain mapping."""
    return getattr(terminology, "spelling", None)


def _is_a_term_word(terminology, key: str) -> bool:
    spelling = term_words(terminology)
    return spelling is not None and spelling.knows(key)


def closest_word(
    spellings: Spellings, word: str, terminology, preferred=None, in_a_question: bool = False
) -> str | None:
    """The closest name word (Spellings.closest: in a question, the first letters trusted) or
    word of the terms, whichever is closer; an everyday French word is no typo of a word of the
    terms, which are French (« pleut » is no « peut »)."""
    everyday = spellings.is_everyday_word(word, "fr")
    term_word = None if everyday else closest_term_word(terminology, word)
    name_word = spellings.closest(word, preferred, first_letters_trusted=in_a_question)
    in_a_name = name_word is not None and preferred is not None and preferred(name_word)
    return _closer(word, name_word, term_word, in_a_name)


def closest_term_word(terminology, word: str) -> str | None:
    """The French word of the terms (search.terminology.TermWords) fewest edits from `word`,
    then the most printed, within the distance names allow, else of the same sound
    (search.sounds); None for a word of the terms."""
    spelling = term_words(terminology)
    folded = name_key(word)
    if spelling is None or len(folded) < FUZZY_MIN_LENGTH or spelling.knows(folded):
        return None
    maxdist = 1 if len(folded) < TWO_TYPOS_FROM else 2
    found = [
        (distance(folded, other, limit=maxdist), -spelling.counts[other], other)
        for prefix in typo_prefixes(folded)
        for other in spelling.by_prefix.get(prefix, ())
        if letters_apart(folded, other) <= maxdist
    ]
    found = [candidate for candidate in found if candidate[0] <= maxdist]
    if not found:  # a typo made by ear (« menasse »): the most printed word of its sound
        alike = spelling.by_sound.get(french_sound(folded), ())
        found = [(0, -spelling.counts[other], other) for other in alike]
    return min(found)[2] if found else None


def _closer(
    typed: str, name_word: str | None, term_word: str | None, in_a_name: bool = False
) -> str | None:
    """Of a name word and a word of the terms, the one fewer edits from what was typed; when
    they are as close, the name word if it makes a name with the words around it (`in_a_name`:
    "grixis chatm" is Grixis Charm, not the terms' « chat »), then the one that starts as the
    word typed does for longer, then the name word: « je résous » is a form of the terms'
    « résout » (resolves), which the cards, speaking to « vous », never print, not a typo of
    « Remous » (Ripple)."""
    if name_word is None or term_word is None:
        return name_word or term_word
    folded = name_key(typed)

    def closeness(word: str) -> tuple[int, bool, int]:
        makes_a_name = in_a_name and word == name_word
        return (-distance(folded, word), makes_a_name, len(commonprefix([folded, word])))

    return term_word if closeness(term_word) > closeness(name_word) else name_word


_POSSESSIVE = re.compile(rf"(.+?)([{APOSTROPHES}]s)", re.IGNORECASE)


def _possessive_of(word: str) -> tuple[str, str]:
    """("conueror", "'s") for "conueror's"; (word, "") for a word without one. A possessive
    is one name unit ("conqueror s"), which no name word is within a few edits of."""
    found = _POSSESSIVE.fullmatch(word)
    return (found.group(1), found.group(2)) if found else (word, "")


def _makes_a_name(
    spellings: Spellings, before: list[str], after: list[str], word: str, with_a_word=False
) -> bool:
    """Whether a name word, between those words (name_units), makes a whole name of several
    words with some of them (`with_a_word`: with some that are not all little words, as "the
    god" is no typo of "The God"): a few dozen look-ups in memory."""
    longest = LONGEST_NAME_IN_WORDS
    for start in range(max(0, len(before) - longest + 1), len(before) + 1):
        for end in range(0, min(len(after), longest - (len(before) - start) - 1) + 1):
            around = [*before[start:], *after[:end]]
            if not around:
                continue  # the word alone
            if with_a_word and all(unit in NAME_STOP_WORDS for unit in around):
                continue
            key = " ".join([*before[start:], word, *after[:end]])
            if any(spellings.frequency(field_name, key) for field_name in WHOLE_NAME_FIELDS):
                return True
    return False


# In a question of more than FUZZY_MAX_WORDS words, a correction reaches the texts and the
# concepts only for a word of this many letters or more. A short word one letter away from a
# name word is more often a word the texts lack than a typo: « il faut » is no « Faux », and
# « je peux », read « peur », linked the keyword Fear (« peux » is now a little word).
# "priorité" or "mahyem" are corrected.
MIN_LENGTH_CORRECTED_IN_QUESTIONS = 6


def corrections_for_texts(words: tuple[str, ...], corrected: tuple[str, ...]) -> tuple[str, ...]:
    """The words that texts, pairs and concepts are looked for as (search.query.plan_query):
    the corrected ones, but in a longer question only those of long words."""
    if len(words) <= FUZZY_MAX_WORDS:
        return corrected
    return tuple(
        fixed if _long_enough(word) or read_in_full(fixed) else word
        for word, fixed in zip(words, corrected, strict=True)
    )


def _long_enough(word: str) -> bool:
    return len(elision_of(word)[1]) >= MIN_LENGTH_CORRECTED_IN_QUESTIONS


def read_in_full(fixed: str) -> bool:
    """Whether a word was read as the name its initials stand for: no typo, whatever its
    length (a typo is corrected to one word)."""
    return " " in fixed


def offered_corrections(
    spellings: Spellings,
    words: tuple[str, ...],
    corrected: tuple[str, ...],
    terminology: dict | None = None,
) -> tuple[str, ...]:
    """The corrections "did you mean" may offer: not a word typed with French accents read as
    a word only English names hold (« priorité » as "priority", which the French cards never
    print), nor a French word the terminology reads as that very word, typed with or without
    its accents (« la priorite »: "la priority"). The search reads it so, to reach the English
    texts; offered, it would tell a French visitor that a word they spelt right is wrong, and
    half translate the question."""
    return tuple(
        typed if _translated_rather_than_mended(spellings, typed, fixed, terminology) else fixed
        for typed, fixed in zip(words, corrected, strict=True)
    )


def _translated_rather_than_mended(
    spellings: Spellings, typed: str, fixed: str, terminology: dict | None
) -> bool:
    # A word joined to the one before (« mal édiction ») is mended with it, not translated.
    if fixed in (typed, JOINED_TO_THE_WORD_BEFORE):
        return False
    if terminology and name_key(fixed) in {
        name_key(english) for english in english_for(terminology, name_key(typed))
    }:
        return True
    if fold(typed) == typed:
        return False
    return not any(spellings.frequency("title_fr", word) for word in tokens(fixed, "name"))


def names_corrected(
    spellings: Spellings,
    words: tuple[str, ...],
    corrected: tuple[str, ...],
    terminology: dict | None = None,
) -> bool:
    """True when correcting the words makes a name, or a term of the terminology (« marqueur
    poison »), that the words as typed do not, or, in a short query, words that one name holds
    all of ("gandolf voyajer": Gandalf, Westward Voyager): what "did you mean" then offers,
    above results that the typos left weak."""
    if corrected == words:
        return False
    if any(read_in_full(fixed) for fixed in corrected):
        return True  # an acronym: the visitor sees what it was read as
    typed = name_key_ngrams(words)
    # In a question, one name word made by correcting a word ("faut" -> « Faux ») is more
    # likely a word the names lack than a name: only names of several words count there.
    short = len(words) <= FUZZY_MAX_WORDS
    terminology = terminology or {}
    return any(
        spellings.frequency("name_exact", key) or key in terminology
        for key in name_key_ngrams(corrected) - typed
        if " " in key or (short and len(key) >= FUZZY_MIN_LENGTH)
    ) or (short and _one_name_holds(spellings, corrected))


def _one_name_holds(spellings: Spellings, words: tuple[str, ...]) -> bool:
    """Whether one name holds every one of these words (their postings in the names, a few
    hundred at most for a name word): "sheoldread" is "sheoldred", a word of four names."""
    name_words = meaningful_name_tokens(words)
    if not name_words:
        return False
    reader = spellings.reader
    for field_name in FUZZY_FIELDS:
        holding: set[int] | None = None
        for word in name_words:
            if not spellings.frequency(field_name, word):
                holding = set()
                break
            found = set(reader.postings(field_name, word).all_ids())
            holding = found if holding is None else holding & found
            if not holding:
                break
        if holding:
            return True
    return False


# The letter that makes a plural of a word in English and French ("legends", « légendes »,
# « dieux »).
PLURAL_MARKS = "sx"


def _name_word_cut_short(spellings: Spellings, word: str) -> str | None:
    """The name word that `word`, known to the texts by its stem only, is typed one letter
    short of ("counterspel": the stem of "counterspell", which the texts' "counterspells" give,
    and the name's word but its last letter). Read so in a short query, the name is found, not only
    the rulings that say "counterspells"; "counterspells", longer, stays as typed."""
    key = name_key(word)
    if " " in key or spellings.is_name_word(key):
        return None
    completed = spellings.completion(key)
    # One letter short: « hedon » is no « hédoniste » cut short, though they stem alike. Nor
    # is a word its plural cut short: « légende », « supplémentaire » are words as typed.
    if completed is None or len(completed) != len(key) + 1 or completed[-1] in PLURAL_MARKS:
        return None
    same_stem = any(tokens(completed, lang) == tokens(key, lang) for lang in ("en", "fr"))
    return completed if same_stem else None


def is_known_word(spellings: Spellings, word: str, terminology: dict) -> bool:
    """Whether a word is one of the names, the terms or the texts (in any form: its stems)."""
    key = name_key(word)
    if " " in key or key in terminology or spellings.is_name_word(key):
        return True
    stems = {"body_en": tokens(word, "en"), "body_fr": tokens(word, "fr")}
    if not all(stems.values()):  # a little word in one of the languages
        return True
    return any(
        spellings.frequency(field_name, stem)
        for field_name, field_stems in stems.items()
        for stem in field_stems
    )
