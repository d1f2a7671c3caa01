"""Judged queries: what a French or English visitor types, and the result that must come back
in the top 3 (any of the listed refs). `demo` queries are judged on the demo data; `full`
queries on the newest Comprehensive Rules + the 579 MTGJSON sets + the demo data."""

from dataclasses import dataclass

GANDALF_RULING = "Gandalf, Westward Voyager#2023-06-16"
TEMPT_RULING = "Tempt with Mayhem#2024-06-07"


@dataclass(frozen=True)
class Judged:
    lang: str
    text: str
    expected: tuple[str, ...]


DEMO = [
    # French: names, typos, rule numbers, questions, rules concepts.
    Judged("fr", "c'est quoi la duplication", ("replicate",)),
    Judged("fr", "duplication", ("replicate",)),
    Judged("fr", "comment marche la duplication ?", ("replicate",)),
    Judged("fr", "Gigatorpeur", ("Gigadrowse",)),
    Judged("fr", "gigatorper", ("Gigadrowse",)),
    Judged("fr", "Tentation du chaos", ("Tempt with Mayhem",)),
    Judged("fr", "tentation chaos", ("Tempt with Mayhem",)),
    Judged("fr", "règle 502.52a", ("502.52a",)),
    Judged("fr", "R50252b", ("502.52b",)),
    Judged("fr", "la copie d'un sort est-elle lancée ?", (GANDALF_RULING, TEMPT_RULING)),
    Judged("fr", "tours supplémentaires copie", (TEMPT_RULING,)),
    Judged("fr", "valeur de X de la copie", (GANDALF_RULING, TEMPT_RULING)),
    Judged("fr", "sort modal copié même mode", (GANDALF_RULING, TEMPT_RULING)),
    Judged("fr", "jeton copie d'un sort de permanent", (GANDALF_RULING,)),
    Judged("fr", "Rosie Cotton", (GANDALF_RULING,)),
    Judged("fr", "coût de duplication payé", ("502.52a", "replicate")),
    Judged("fr", "Gandalf voyageur", ("Gandalf, Westward Voyager",)),
    Judged("fr", "blessures réparties copie", (GANDALF_RULING, TEMPT_RULING)),
    Judged("fr", "« ne peut pas se cibler »", (TEMPT_RULING,)),
    Judged("fr", "engager le permanent ciblé", ("Gigadrowse",)),
    # English.
    Judged("en", "what is replicate", ("replicate",)),
    Judged("en", "replicate", ("replicate",)),
    Judged("en", "how does replicate work?", ("replicate",)),
    Judged("en", "Gigadrowse", ("Gigadrowse",)),
    Judged("en", "gigadrows", ("Gigadrowse",)),
    Judged("en", "Tempt with Mayhem", ("Tempt with Mayhem",)),
    Judged("en", "tempt mayhem", ("Tempt with Mayhem",)),
    Judged("en", "cr 502.52", ("502.52",)),
    Judged("en", "502.52a", ("502.52a",)),
    Judged("en", "is the copy cast?", (GANDALF_RULING, TEMPT_RULING)),
    Judged("en", "extra turns copied spell", (TEMPT_RULING,)),
    Judged("en", "value of X copy", (GANDALF_RULING, TEMPT_RULING)),
    Judged("en", "modal spell copy same mode", (GANDALF_RULING, TEMPT_RULING)),
    Judged("en", "token copy of a permanent spell", (GANDALF_RULING,)),
    Judged("en", "Rosie Cotton", (GANDALF_RULING,)),
    Judged("en", "replicate cost paid", ("502.52a", "replicate")),
    Judged("en", "Gandalf Westward Voyager", ("Gandalf, Westward Voyager",)),
    Judged("en", "divided damage copy", (GANDALF_RULING, TEMPT_RULING)),
    Judged("en", '"can\'t target itself"', (TEMPT_RULING,)),
    Judged("en", "tap target permanent", ("Gigadrowse",)),
]


# Judged on the full data: the newest Comprehensive Rules, the 579 MTGJSON sets and the demo.
# Rule 707.10 says it ("a copy of a spell isn't cast"), and so do these rulings (checked by
# hand: Second Guess's "These copies are not cast").
COPY_IS_NOT_CAST = (GANDALF_RULING, TEMPT_RULING, "707.10", "Second Guess#2012-05-01")

FULL = [
    Judged("fr", "c'est quoi la duplication", ("replicate",)),
    Judged("fr", "c'est quoi le piétinement", ("trample",)),
    Judged("fr", "vol", ("flying",)),
    Judged("fr", "comment marche le déluge", ("storm",)),
    Judged("fr", "regard", ("scry",)),
    Judged("fr", "kick", ("kicker",)),
    Judged("fr", "défense talismanique", ("hexproof",)),
    Judged("fr", "parade", ("ward",)),
    Judged("fr", "lien de vie", ("lifelink",)),
    Judged("fr", "contact mortel", ("deathtouch",)),
    Judged("fr", "célérité", ("haste",)),
    Judged("fr", "recyclage", ("cycling",)),
    Judged("fr", "c'est quoi le rappel", ("buyback",)),
    Judged("fr", "folie", ("madness",)),
    Judged("fr", "comment marche la convocation", ("convoke",)),
    Judged("fr", "piétinement et contact mortel", ("trample", "deathtouch")),
    Judged("fr", "foudre", ("Lightning Bolt",)),
    Judged("fr", "elfes de llanowar", ("Llanowar Elves",)),
    Judged("fr", "colère de dieu", ("Wrath of God",)),
    Judged("fr", "gigatorper", ("Gigadrowse",)),
    Judged("fr", "tentation du chaos", ("Tempt with Mayhem",)),
    Judged("fr", "règle 702.19", ("702.19",)),
    Judged("fr", "cr 702.56", ("702.56",)),
    Judged("fr", "R70256a", ("702.56a",)),
    Judged("fr", "la copie d'un sort est-elle lancée ?", COPY_IS_NOT_CAST),
    Judged("fr", "phase de combat", ("506",)),
    Judged("en", "what is replicate", ("replicate",)),
    Judged("en", "what is trample", ("trample",)),
    Judged("en", "flying", ("flying",)),
    Judged("en", "how does storm work", ("storm",)),
    Judged("en", "scry", ("scry",)),
    Judged("en", "kicker", ("kicker",)),
    Judged("en", "hexproof", ("hexproof",)),
    Judged("en", "ward", ("ward",)),
    Judged("en", "lifelink", ("lifelink",)),
    Judged("en", "deathtouch", ("deathtouch",)),
    Judged("en", "haste", ("haste",)),
    Judged("en", "cycling", ("cycling",)),
    Judged("en", "what is buyback", ("buyback",)),
    Judged("en", "madness", ("madness",)),
    Judged("en", "how does convoke work", ("convoke",)),
    Judged("en", "trample and deathtouch", ("trample", "deathtouch")),
    Judged("en", "lightening bolt", ("Lightning Bolt",)),
    Judged("en", "llanowar elves", ("Llanowar Elves",)),
    Judged("en", "wrath of god", ("Wrath of God",)),
    Judged("en", "gigadrowse", ("Gigadrowse",)),
    Judged("en", "tempt with mayhem", ("Tempt with Mayhem",)),
    Judged("en", "cr 702.19", ("702.19",)),
    Judged("en", "702.56", ("702.56",)),
    Judged("en", "702.56a", ("702.56a",)),
    Judged("en", "is a copy of a spell cast?", COPY_IS_NOT_CAST),
    Judged("en", "combat phase", ("506",)),
]
