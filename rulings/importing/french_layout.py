"""MTGJSON's French laid out as it was printed. Some sets' French texts lost their line breaks
(« Lien de vieÀ chaque fois… », BFZ, ORI, C15…), and the French type lines of back faces
carry a stray dash (« Créature : - humain et insecte »). Only the layout is mended: the words
stay as MTGJSON gives them, and what cannot be mended for sure stays as it is.

Pure functions, for rulings.importing.mtgjson.
"""

import re

# Where two printed lines ran together: a word, a sentence or a reminder ends, and the next
# line starts at once, with no space: « vieÀ », « créatureVous », « tour.{T} », « carte.-X ».
_RUN_TOGETHER = re.compile(r"(?<=[a-zà-ÿœ.)»])(?=[A-ZÀ-ÖØ-ÝŒ{•+−]|-[\dX])")


def with_english_line_breaks(french: str, english: str) -> str:
    """`french` with the line breaks it lost, when it has fewer lines than the English it was
    printed beside and exactly as many places where two lines ran together as lines are
    missing; else `french` as it is. A missing space alone (« Kick{3} ») is no line, and a
    French text that joins two keywords on one line (« Vol, lien de vie ») is printed so."""
    missing = english.count("\n") - french.count("\n")
    if missing <= 0 or len(_RUN_TOGETHER.findall(french)) != missing:
        return french
    return _RUN_TOGETHER.sub("\n", french)


def tidy_french_type(type_line: str) -> str:
    """« Créature : - humain et insecte » (MTGJSON's back faces) -> « Créature : humain et
    insecte »."""
    return type_line.replace(" : - ", " : ")


def is_a_type_line(text: str) -> bool:
    """Whether a French "type" is one: a sentence (« Engagez le permanent ciblé. », Feu //
    Glace in CMD) is some text MTGJSON put in its place, and the rest of that French entry is
    as doubtful."""
    return not text.rstrip().endswith(".")
