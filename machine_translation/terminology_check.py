"""Flag French that uses a non-official word for a rules term of its English.

The official French of a rules term comes from the terminology (mined from Wizards'
French printings); the wrong words come from the short list below, of renderings that engines
(and pre-2009 printings) use and the current official French does not. A text is flagged
when its English has the term, its French lacks every form of the official word, and it uses
a known wrong one: "cast" rendered with "jouer" rather than "lancer". Pure: no database.
"""

import re
from dataclasses import asdict, dataclass

from terminology.vocabulary import RULES_TERM_PATTERNS, french_stem

# English term (a key of terminology.vocabulary.RULES_TERMS): (official French used when the
# terminology table has no pair for it, pattern of known wrong French renderings).
KNOWN_WRONG_RENDERINGS: dict[str, tuple[str, str]] = {
    # Spells were "played" until Magic 2010; the French rules have said "lancer" since.
    "cast": ("lancer", r"\bjou(?:e|es|ez|er|é|ée|és|ées|ons|ent|ant)\b"),
    # Magic French says "blessures"; "dégâts" and "dommages" are what engines write.
    "damage": ("blessure", r"\bdégâts?\b|\bdommages?\b"),
    "exile": ("exiler", r"\bbann(?:ir|is|it|ie|ies|issez)\b|\bretir\w* de la partie\b"),
    "counter (verb)": ("contrecarrer", r"\bcontr(?:er|ez|é|ée|és|ées)\b"),
    "counter (noun)": ("marqueur", r"\bcompteurs?\b"),
    "tap": ("engager", r"\btap(?:er|ez|é|ée|és|ées|pe|pez|per)\b"),
    "untap": ("dégager", r"\bdétap\w*"),
    "library": ("bibliothèque", r"\blibrairies?\b"),
    "draw": ("piocher", r"\btir(?:er|ez|e|es|é|ée)\b"),
    "upkeep": ("entretien", r"\bmaintenance\b"),
    "opponent": ("adversaire", r"\bopposants?\b"),
}
_ENGLISH = {term: RULES_TERM_PATTERNS[term] for term in KNOWN_WRONG_RENDERINGS}
_WRONG = {term: re.compile(wrong) for term, (_, wrong) in KNOWN_WRONG_RENDERINGS.items()}
_FRENCH_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class TermFlag:
    english: str  # the English rules term ("cast")
    official: str  # its official French ("lancer")
    found: str  # the non-official word the French uses ("jouez")

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


def check_terminology(english: str, french: str, official: dict[str, str]) -> list[TermFlag]:
    """Flags for `french`; `official` maps English rules terms to official French terms."""
    flags = []
    lowered_english, lowered_french = english.lower(), french.lower()
    french_stems = " " + " ".join(_stems(lowered_french)) + " "
    for term, (fallback, _) in KNOWN_WRONG_RENDERINGS.items():
        if not _ENGLISH[term].search(lowered_english):
            continue
        official_french = official.get(term) or fallback
        if f" {' '.join(_stems(official_french.lower()))} " in french_stems:
            continue
        wrong = _WRONG[term].search(lowered_french)
        if wrong:
            flags.append(TermFlag(term, official_french, wrong.group()))
    return flags


def _stems(text: str) -> list[str]:
    return [french_stem(word) for word in _FRENCH_WORD.findall(text)]


class KeywordCheck:
    """Finds the keywords of an English text whose official French the French text lacks.

    Old printings spell out what a keyword later replaced ("Defender (This creature can't
    attack.)" printed as "(Les murs ne peuvent pas attaquer.)"): such a French text does not
    say what the current English says.
    """

    def __init__(self, keywords: dict[str, str]) -> None:
        self._french = {english.lower(): french for english, french in keywords.items()}
        names = sorted(map(re.escape, self._french), key=len, reverse=True)
        self._pattern = re.compile(rf"\b(?:{'|'.join(names)})\b") if names else None

    def missing(self, english: str, french: str) -> list[str]:
        if self._pattern is None:
            return []
        french_stems = " " + " ".join(_stems(french.lower())) + " "
        found = dict.fromkeys(m.group() for m in self._pattern.finditer(english.lower()))
        return [
            keyword
            for keyword in found
            if f" {' '.join(_stems(self._french[keyword].lower()))} " not in french_stems
        ]
