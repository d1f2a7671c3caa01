"""What the terminology is made of: the kinds of terms, the English rules terms looked for,
and how the forms of a French word are taken as one.

The model's choices, the miner and the machine translation's terminology check all read
them from here.
"""

import functools
import re
import unicodedata

from django.db import models
from django.utils.translation import gettext_lazy as _


class TermKind(models.TextChoices):
    KEYWORD = "keyword", _("Keyword")
    CARD_TYPE = "card_type", _("Card type")
    RULES_TERM = "rules_term", _("Rules term")


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
RULES_TERM_PATTERNS = {term: re.compile(pattern) for term, pattern in RULES_TERMS.items()}


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


# The endings of the tenses players write and the cards do not print, longest first: the
# future (« il piochera », « ils bloqueront »), the imperfect (« il attaquait ») and the
# present's third person plural (« elles bloquent »).
_TENSE_ENDINGS = ("eraient", "eront", "erait", "erai", "era", "aient", "ait", "ent")


def french_reading_stem(word: str) -> str:
    """french_stem, the tenses players write too: « piochera », « bloquent », « attaquait »
    -> "pioch", "bloqu", "attaqu", as « piochez », « bloquez », « attaquez ». For reading a
    visitor's word through the forms the terms hold; not for mining, where pooling more forms
    under one stem changes which French wins (« arrive » took "battlefield" from « champ de
    bataille »). Only where 3 letters or more are left."""
    return _without_ending(word, _TENSE_ENDINGS) or french_stem(word)


# The endings of more forms players write: the second person plural of the imperfect and the
# subjunctive (« que vous contrôliez »), and a feminine participle as the terms' keys fold it
# (« lancée », "lancee"), which french_stem, written for printed French, leaves as "lance"
# where « lancez » gives "lanc". (A present participle is read as its verb where the terms
# hold one: search.terminology.verb_of.)
_OTHER_FORM_ENDINGS = ("iez", "ee")


def french_other_form_stem(word: str) -> str | None:
    """The verb's stem of one of the forms of _OTHER_FORM_ENDINGS (« contrôliez » ->
    "contrôl"), or None. For a word french_reading_stem reads nothing through, and only as a
    verb the terms hold (search.terminology): « forcée » or « volée » is no verb's form the
    cards print. The terms' forms are not pooled under it (pooled, « infligées », "dealt",
    beside « inflige », "deals", left the stem two meanings, and neither was read)."""
    return _without_ending(word, _OTHER_FORM_ENDINGS)


def french_singular_stems(word: str) -> tuple[str, ...]:
    """The third person singulars a plural in -ent may be of, where the cards print the
    singular only and its stem is not the plural's: « meurent » -> "meurt" (dies), « battent »
    -> "bat" (fights). () for a word not ending so. Only as a verb the English reads
    (search.terminology): « parent » is no « part »."""
    stem = _without_ending(word, ("ent",))
    if stem is None:
        return ()
    undoubled = (stem[:-1],) if stem[-1] == stem[-2] else ()  # « batt-ent »
    return (stem + "t", *undoubled)


def _without_ending(word: str, endings: tuple[str, ...]) -> str | None:
    """`word` lowercased, its plural and the first of `endings` it ends in cut off, where 3
    letters or more are left; None if it ends in none of them."""
    stem = word.lower()
    if len(stem) > 3 and stem[-1] in "sx":  # the plural first: « déclenchements »
        stem = stem[:-1]
    for ending in endings:
        if stem.endswith(ending) and len(stem) - len(ending) >= 3:
            return stem[: -len(ending)]
    return None


# --- The lexicon's keys ---------------------------------------------------------------

# Every dash printed or typed for a minus: figure, en and em dashes, the minus sign, the
# non-breaking hyphen, the small and the full-width hyphen-minus.
MINUS_SIGNS = "\u2012\u2013\u2014\u2212\u2011\ufe63\uff0d"
_SIGN = rf"[+\-{MINUS_SIGNS}]"
_VALUE = r"(?:[0-9]+|[xX])"
# Standing alone: no letter or digit before the sign ("X-1", "LEVEL 1-3", "2024-06-07" are
# no signed numbers), and no slash or sign on either side (no run such as "+1/+1/+1").
_ALONE_BEFORE = rf"(?<![^\W_]|/|{_SIGN})"
_ALONE_AFTER = rf"(?![^\W_]|/|{_SIGN})"
# A creature's power and toughness, or a change to them, as the cards print them: "2/2",
# "+1/+1", "-1/-1", "+X/+0" (with any dash the cards or a word processor print for the
# minus, folded to "-": French cards print « gagne —2/—0 »; not "*/*", whose star is the
# wildcard of query syntax that no visitor's word may carry; not inside a run of slashes,
# "12/25/2024"): one word wherever the game's words are cut (the lexicon's keys here; the
# search's analyzers, names and query words). Cut at the slash and the signs, "-1/-1
# counters" was "1 1 counter", as "+1/+1 counter", which thousands of texts say: a question
# about -1/-1 counters found no rule about them (704.5q, 122.3), and « marqueur -1/-1 » read
# as « marqueur +1/+1 ».
POWER_TOUGHNESS = rf"{_ALONE_BEFORE}{_SIGN}?{_VALUE}/{_SIGN}?{_VALUE}{_ALONE_AFTER}"
# A number with its sign, as the cards print a loyalty ability's cost ("+1", "−2", "−X") and
# players name the ability ("Basri Ket's -2"): one word in the texts and a question's words
# (not in names: "+2 Mace" is also typed "2 mace", as its address says). Cut from its sign,
# "-2" was "2", and the texts about the ability that costs −2 came no nearer the question
# than any text that says 2.
SIGNED_NUMBER = rf"{_ALONE_BEFORE}{_SIGN}{_VALUE}{_ALONE_AFTER}"
# The printed numbers that are one word in the texts, power and toughness first ("+1/+1").
NUMBER_WORD = rf"{POWER_TOUGHNESS}|{SIGNED_NUMBER}"
_FOLDED_MINUS = str.maketrans(dict.fromkeys(MINUS_SIGNS, "-"))
_KEY_WORD = re.compile(rf"{POWER_TOUGHNESS}|[^\W_]+")
_SIGNED_NUMBER = re.compile(SIGNED_NUMBER)


def is_signed_number(word: str) -> bool:
    """Whether a word is a number with its sign ("-2", "+X"), SIGNED_NUMBER."""
    return _SIGNED_NUMBER.fullmatch(word) is not None


def unsigned(word: str) -> str:
    """A number with its sign, without it: "−7" -> "7"."""
    return word.lstrip("+-" + MINUS_SIGNS)


@functools.lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case, accents and ligatures folded ("Éphémère" -> "ephemere", "œ" -> "oe")."""
    lowered = text.lower().replace("æ", "ae").replace("œ", "oe").replace("’", "'")
    lowered = lowered.translate(_FOLDED_MINUS)  # "—2/—0" as "-2/-0" (NUMBER_WORD)
    return "".join(c for c in unicodedata.normalize("NFD", lowered) if not unicodedata.combining(c))


def lexicon_key(french: str) -> str:
    """How a French term is looked up: folded words joined by one space, every other mark
    a separator ("Mal d'invocation" -> "mal d invocation"), as search keys names."""
    return " ".join(_KEY_WORD.findall(fold(french)))
