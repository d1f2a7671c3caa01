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


# Judged on the full data; filled in from the imported rules and cards.
FULL: list[Judged] = []
