"""Whoosh analyzers for Grimoire's French and English text and for card/keyword names.

Whoosh pickles each field's analyzer into the index, and unpickling imports every
class and function by its dotted path. Everything an analyzer refers to therefore
lives at module level here and must keep its name: renaming ``french_stem`` or
``FOLD_MAP`` would make existing indexes unreadable until they are rebuilt.

All three pipelines fold accents *before* stop words and stemming, so a word typed
without accents ("ephemere", "lancee", "deluge") always analyses exactly like the
accented word in the documents.
"""

from __future__ import annotations

import re
from functools import lru_cache

from whoosh.analysis import (
    Analyzer,
    CharsetFilter,
    Filter,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
)
from whoosh.lang import stemmer_for_language
from whoosh.support.charset import accent_map

from terminology.vocabulary import MINUS_SIGNS, NUMBER_WORD, POWER_TOUGHNESS

# --- Accent folding ----------------------------------------------------------------

# Whoosh's accent_map leaves ligatures alone ("Æther", "œuvre") and does not know
# typographic apostrophes, which French keyboards and card texts use everywhere.
# Combining accents (U+0300-U+036F) are deleted so text in decomposed form (NFD)
# folds like composed text.
LIGATURE_LETTERS = ("ff", "fi", "fl", "ffi", "ffl", "st", "st")
FOLD_MAP: dict[int, str | None] = {
    **accent_map,
    ord("æ"): "ae",
    ord("Æ"): "AE",
    ord("œ"): "oe",
    ord("Œ"): "OE",
    ord("’"): "'",
    ord("‘"): "'",
    # The dashes printed or typed for a minus: "—2/—0" is "-2/-0", "−2" is "-2" (NUMBER_WORD).
    **dict.fromkeys(map(ord, MINUS_SIGNS), "-"),
    # Typographic ligatures, which text pasted from a PDF or a word processor carries: "ﬁre"
    # found nothing. (Whoosh's map unfolds full-width letters already.)
    **{
        ord(ligature): letters
        for ligature, letters in zip("ﬀﬁﬂﬃﬄﬅﬆ", LIGATURE_LETTERS, strict=True)
    },
    **{code: None for code in range(0x0300, 0x0370)},
}


def fold(text: str) -> str:
    """Fold accents, ligatures and typographic apostrophes, as the analyzers do."""
    return text.translate(FOLD_MAP)


# --- Tokenizers --------------------------------------------------------------------

# A letter or digit, or a combining accent (Python's \w does not match those).
_CHAR = r"(?:[^\W_]|[\u0300-\u036f])"
APOSTROPHES = "'’‘"
# Dotted numbers stay whole so rule references such as "702.56a" in rulings remain
# one searchable token.
_NUMBER = r"\d+(?:\.\d+)+" + _CHAR + "*"

# French: a word may carry inner apostrophes ("aujourd'hui"), but no token may
# start with an elided article or pronoun: "l'original" gives "original" and
# "qu’un" gives "un". The lookahead is case-insensitive ("L'Original") and only
# rejects the elision at a word start, so "jusqu'à" cannot leave "usqu" behind.
FRENCH_ELISIONS: tuple[str, ...] = (
    *("jusqu", "lorsqu", "puisqu", "quoiqu", "qu"),
    *("c", "d", "j", "l", "m", "n", "s", "t"),
)
_FRENCH_ELISION = rf"(?i:{'|'.join(FRENCH_ELISIONS)})[{APOSTROPHES}]{_CHAR}"
_FRENCH_WORD = rf"{_CHAR}+(?:[{APOSTROPHES}]{_CHAR}+)*"
# Not preceded by a letter, digit or accent: a token starts at a word start.
_WORD_START = r"(?<![^\W_])(?<![\u0300-\u036f])"
FRENCH_TOKEN_PATTERN = (
    rf"{NUMBER_WORD}|{_WORD_START}(?!{_FRENCH_ELISION})(?:{_NUMBER}|{_FRENCH_WORD})"
)

# English: inner apostrophes stay ("can't", "don't") except the possessive 's,
# which is split off ("opponent's" -> "opponent", "s") and then stopped.
_ENGLISH_WORD = rf"{_CHAR}+(?:[{APOSTROPHES}](?![sS]\b){_CHAR}+)*"
ENGLISH_TOKEN_PATTERN = rf"{NUMBER_WORD}|{_NUMBER}|{_ENGLISH_WORD}"

# Names: every punctuation mark separates ("Urza's" -> "urza", "s"), so the query
# layer can match names token by token and fuzzily on each token.
NAME_TOKEN_PATTERN = rf"{POWER_TOUGHNESS}|{_CHAR}+"

# --- Stop words --------------------------------------------------------------------


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Grimoire's own English list. Whoosh's stock list drops words that carry rules
# meaning ("up"/"down" for face-down, "out" for phasing, "under" your control,
# "until" end of turn, "each", "other", "only", "same", "no", "not", "if" for the
# intervening-if clause, "before"/"after"), so those are kept. Articles, pronouns,
# auxiliaries and question words are dropped: "how does flash work" must not
# require "how", "does" or "work" in a document, and "when can I cast an instant"
# must not rank first the cards that say "can" most ("can't" is a word of its own,
# kept). "may" is kept: it is what makes an action optional. "when" is dropped as
# in the stock list (and "quand" in French): it starts most triggers, so it never
# discriminates. "vs" and "versus" join two things compared as "and" and "or" do
# ("hexproof vs shroud" asks about both keywords, as "hexproof and shroud" does), and
# "difference" and "between" frame the comparison as "work" and "mean" frame "how
# does flash work": "difference between exile and destroy" asks about Exile and
# Destroy, not about the 460 rulings and cards that say "between". "What happens" frames a
# question as "how does … work" does: "what happens to a token that dies?" ranked first the
# rules that say "nothing happens" (an English judge's review).
ENGLISH_STOP_WORDS: frozenset[str] = _word_set(
    """
    a an the and or nor but of to in on at by for with as into onto than from about is
    are was were be been being am has have had having do does did doing i me my we us
    our you your yours he him his she her it its they them their this that these those
    there here so very just too also would should could what which who whom whose why
    how when where whats hows work works mean means s can will vs versus difference
    differences between happen happens happened
    """
)

# Grimoire's own French list: Whoosh's stock list ("fr"), checked against the
# French card texts, with these changes.
# - Not dropped: "aura" and "auras" (the Aura subtype, also a future tense of
#   avoir), "même" ("même nom": the legend rule, "same name"), "c" and "t" (the {C}
#   and {T} symbols; the tokenizer already removes the elisions c' and t').
# - "quand" and "lorsque" are dropped on purpose: they open thousands of French
#   triggers ("Quand vous lancez..."), so as query words they match everything,
#   and a question such as "quand puis-je lancer" must not rank every trigger.
# - The verbs of "comment ça marche", "comment fonctionne", "que veut dire" are
#   dropped: the list also applies to documents, where this only costs the few
#   card names containing "Marche", which the name field still matches exactly.
# - "est-ce", "c'est" and "qu'est-ce" need no entry: elision and hyphen splitting
#   reduce them to "est" and "ce".
# Accented forms are written here; the filter compares folded forms because it
# runs after accent folding, so "ou ca" is stopped like "où ça".
FRENCH_STOP_WORDS: frozenset[str] = (
    # The stock list, less the words kept above.
    _word_set(
        """
        ai aie aient aies ait as au aurai auraient aurais aurait aurez auriez aurions
        aurons auront aux avaient avais avait avec avez aviez avions avons ayant ayante
        ayantes ayants ayez ayons ce ces d dans de des du elle en es est et eu eue eues
        eurent eus eusse eussent eusses eussiez eussions eut eux eûmes eût eûtes furent
        fus fusse fussent fusses fussiez fussions fut fûmes fût fûtes il j je l la le
        leur lui m ma mais me mes moi mon n ne nos notre nous on ont ou par pas pour qu
        que qui s sa se sera serai seraient serais serait seras serez seriez serions
        serons seront ses soient sois soit sommes son sont soyez soyons suis sur ta te
        tes toi ton tu un une vos votre vous y à étaient étais était étant étante
        étantes étants étiez étions été étée étées étés êtes
        """
    )
    # Articles and pronouns the stock list lacks; the longer elisions, in case one
    # is typed with a space ("jusqu à"); "vs" and "versus", as in English.
    | _word_set(
        """
        a les cet cette ça ca cela ceci celui celle ceux celles ils elles leurs
        jusqu lorsqu puisqu quoiqu vs versus
        """
    )
    # Question words, the verbs of questions, and « différence », which frames a
    # comparison as "difference" does in English (« entre » stays: it is also "enters").
    # « peux » is the "can" of « est-ce que je peux … », dropped as "can" is: the cards,
    # which speak to « vous », never print it (« puis » is also "then"; « peut » is what
    # is left of « ne peut pas », "can't", which the English list keeps).
    | _word_set(
        """
        quoi comment pourquoi combien quand lorsque où quel quelle quels quelles
        lequel laquelle lesquels lesquelles
        peux marche marchent fonctionne fonctionnent veut dire signifie signifient
        différence différences
        """
    )
)

_FOLDED_ENGLISH_STOP_WORDS = frozenset(fold(word) for word in ENGLISH_STOP_WORDS)
_FOLDED_FRENCH_STOP_WORDS = frozenset(fold(word) for word in FRENCH_STOP_WORDS)

# --- Stemming ----------------------------------------------------------------------

_snowball_english = stemmer_for_language("en")
_snowball_french = stemmer_for_language("fr")

# Verbs in -ier whose stem must lose its final "i" (see french_stem). Nouns in -ier
# are left alone: trimming them would merge Chevalier (Knight) with Cheval (Horse),
# Guerrier (Warrior) with guerre, Bouclier (shield) with boucle. Verbs in -fier
# ("sacrifier", "modifier", "putréfier") are recognised by their ending.
FRENCH_VERBS_IN_IER: frozenset[str] = _word_set(
    """
    copier recopier associer allier lier delier relier incendier oublier etudier rallier
    nier renier devier trier envier varier manier negocier plier deplier multiplier
    apprecier remercier humilier expier supplier publier crier prier initier
    """
)
_FRENCH_NOUN_ENDINGS = ("ier", "iers", "iere", "ieres")


def _has_digit(word: str) -> bool:
    return any(char.isdigit() for char in word)


# Stems are kept per process, not per analyzer: every index generation unpickles its own
# schema, whose StemFilters would start with empty caches, so each editor's save would make
# the next questions stem their words and the texts they highlight all over again. (Whoosh's
# own cache, keyed by tuples, also lengthened every full garbage collection.)
STEMS_KEPT = 100_000


# What the index makes of a text, as a number: bumped whenever a stem or a stop word
# changes, or what a document's fields hold (search.documents), so that `rebuild_index
# --if-changed` and `sync_index` rebuild an index built with the old ones (search.storage.
# schema_is_current). 2: "sacrificed" and "added" stemmed as their base form. 3: a glossary
# term's French found on printed cards names no concept. 4: power and toughness ("-1/-1")
# are one token. 5: with any dash printed for a minus, and none inside a run of slashes.
# 6: a number with its sign ("−2", a loyalty cost) is one token. 7: not in names ("+2 Mace"
# is "2 mace"), and the non-breaking, small and full-width hyphens fold as minus signs.
ANALYSIS_VERSION = 7

# English verbs whose base form ends in a double "d" (see _english_base_form).
ENGLISH_VERBS_IN_DD: frozenset[str] = frozenset({"add", "readd"})


def english_stem(word: str) -> str:
    """Snowball (Porter2) English stem, made consistent across inflections (see
    _english_base_form); numbers such as "702.56a" are left whole."""
    return _english_stem(word)


@lru_cache(maxsize=STEMS_KEPT)
def _english_stem(word: str) -> str:
    if _has_digit(word):
        return word
    return _snowball_english(_english_base_form(word))


def _english_base_form(word: str) -> str:
    """The base form of the few inflections Snowball stems apart from it, else the word.

    Snowball strips "-ed" and "-ing" and then reads what is left as a word of its own: the
    "e" gone, it strips the "-ic" of "sacrific" too ("sacrificed" -> "sacrif", while
    "sacrifice" -> "sacrific"), and it undoubles the "dd" of "add" ("added" -> "ad"). A player
    asking about a creature "sacrificed" or the mana "added" then missed every text that says
    "sacrifice" or "add"."""
    if word.endswith("iced"):
        return word[:-1]  # sacrificed -> sacrifice
    if word.endswith("icing"):
        return word[:-3] + "e"  # sacrificing -> sacrifice
    for ending in ("ed", "ing"):
        if word.endswith(ending) and word[: -len(ending)] in ENGLISH_VERBS_IN_DD:
            return word[: -len(ending)]  # added -> add
    return word


def french_stem(word: str) -> str:
    """French Snowball stem of an accent-folded word (see _french_stem)."""
    return _french_stem(word)


@lru_cache(maxsize=STEMS_KEPT)
def _french_stem(word: str) -> str:
    """French Snowball stem of an accent-folded word, made consistent across inflections.

    Folding happens first so unaccented input stems like accented input. Snowball
    then misses the endings whose accent was folded away ("lancée" -> "lancee" ->
    "lance", while "lancer" -> "lanc"), so trailing "e"s are trimmed. It also
    reads "copie" as a verb of the second group ("cop") but "copier" as one of the
    first ("copi"), so a final "i" is trimmed too, except for nouns in -ier.
    """
    if _has_digit(word):
        return word
    stem = _snowball_french(word)
    while len(stem) > 3 and stem.endswith("e"):
        stem = stem[:-1]
    if len(stem) > 3 and stem.endswith("i") and _trims_final_i(word):
        stem = stem[:-1]
    return stem


def _trims_final_i(word: str) -> bool:
    if not word.endswith(_FRENCH_NOUN_ENDINGS):
        return True
    return word in FRENCH_VERBS_IN_IER or word.endswith("fier")


# --- Analyzers ---------------------------------------------------------------------


def _tokenizer(pattern: str) -> RegexTokenizer:
    return RegexTokenizer(re.compile(pattern))


def english_analyzer() -> Analyzer:
    """English prose: words, lowercase, folded, stop words removed, Porter2-stemmed."""
    return (
        _tokenizer(ENGLISH_TOKEN_PATTERN)
        | LowercaseFilter()
        | CharsetFilter(FOLD_MAP)
        # minsize=1: single letters such as "x" (X spells) or "t" ({T}) are kept.
        | StopFilter(stoplist=_FOLDED_ENGLISH_STOP_WORDS, minsize=1)
        | StemFilter(stemfn=english_stem, cachesize=None)  # kept per process: _english_stem
    )


def french_analyzer() -> Analyzer:
    """French prose: elisions split, lowercase, folded, stop words removed, stemmed."""
    return (
        _tokenizer(FRENCH_TOKEN_PATTERN)
        | LowercaseFilter()
        | CharsetFilter(FOLD_MAP)
        | StopFilter(stoplist=_FOLDED_FRENCH_STOP_WORDS, minsize=1)
        | StemFilter(stemfn=french_stem, cachesize=None)  # kept per process: _french_stem
    )


class NeighbourPairsFilter(Filter):
    """Each two neighbouring tokens as one token ("copi spell"); nothing for a text of fewer
    than two. (Whoosh's BiWordFilter gives a text of one word as itself, and fails on an
    empty one.)"""

    def __call__(self, tokens):
        previous = None
        for token in tokens:
            text = token.text
            if previous is not None:
                token.text = f"{previous} {text}"
                yield token
            previous = text


def english_pairs_analyzer() -> Analyzer:
    """Each two neighbouring English words, little words left out: "a copy of a spell isn't
    cast" -> "copi spell", "spell cast". Words that stand together in a text then score as
    one rarer term, which the same words scattered do not."""
    return english_analyzer() | NeighbourPairsFilter()


def french_pairs_analyzer() -> Analyzer:
    """Each two neighbouring French words, as english_pairs_analyzer."""
    return french_analyzer() | NeighbourPairsFilter()


def name_analyzer() -> Analyzer:
    """Card and keyword names in either language: lowercase, folded, never stemmed."""
    return _tokenizer(NAME_TOKEN_PATTERN) | LowercaseFilter() | CharsetFilter(FOLD_MAP)
