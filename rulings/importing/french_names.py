"""A card's French name as printed, from what MTGJSON's French entry says it is.

MTGJSON's French names come from Gatherer, which wrote some old printings' names in lower
case (Eighth Edition's « lhurgoyf », Urza's Saga's « sangsue à mana », Champions of
Kamigawa's « l'Innommable »): the printed card starts its title with a capital, as every
French card does. And for Odyssey's Zombie Assassin the French entry's name is its type
line's subtypes, « Créature : zombie et assassin » (the card is printed « Assassin zombie »):
that is not a name at all. Pure: no Django, no database.
"""

import re

# The subtypes of a French type line: what follows "Créature :" (old printings) or "—".
_SUBTYPES = re.compile(r"[:—]\s*(?P<subtypes>[^:—]+)$")
# Old French type lines join two subtypes with "et": « zombie et assassin ».
_SUBTYPE_LIST = re.compile(r"\S+(?: et \S+)+")


def printed_french_name(name: str, french_type_line: str = "") -> str:
    """`name` starting with a capital as printed, or "" when it is the type line's subtypes."""
    name = name.strip()
    if _is_subtype_list(name, french_type_line):
        return ""
    return name[:1].upper() + name[1:]


def _is_subtype_list(name: str, french_type_line: str) -> bool:
    # A single subtype may be the card's name (Lhurgoyf is a Lhurgoyf, Atog an Atog); a
    # list of them joined by "et" never is.
    match = _SUBTYPES.search(french_type_line)
    if match is None or not _SUBTYPE_LIST.fullmatch(name):
        return False
    return match["subtypes"].strip().casefold() == name.casefold()
