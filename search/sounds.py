"""How a French word sounds, roughly: the typos French players make by ear, which edits count
as two or three (« menasse » for « menace », « pietinnemant » for « piétinement », « vijilance »).

french_sound() writes a folded word (search.names.name_key: no accent, lower case) as its
sound: letters spelling one sound alike become one ("ss", "ç", "c" before e, i or y: s; "qu",
"c" before a, o, u: k; "ph": f; "eau", "au": o; "ai", "ei": e; "en" before a consonant: an;
"ge", "gi": je, ji; "tion": sion; "n" before p or b: m; the verbs' -er, -ez: e), doubled
letters one, a mute "h" none, and the mute endings (-e, -es, -s, -t, -x, -d) nothing. Two
words of one sound may be typos of each other; which are is for the words the terms hold to
say (search.terminology.TermWords).
"""

import re

# In order: each rule reads the word the rules before it wrote.
_SOUNDS = (
    (re.compile(r"ph"), "f"),
    (re.compile(r"qu"), "k"),
    (re.compile(r"c(?=[eiy])"), "S"),  # S: an "s" that stays "s" between vowels
    (re.compile(r"t(?=ion)"), "S"),
    (re.compile(r"ss"), "S"),
    (re.compile(r"(?<=[aeiouy])s(?=[aeiouy])"), "z"),
    (re.compile(r"S"), "s"),
    (re.compile(r"c"), "k"),
    (re.compile(r"g(?=[eiy])"), "j"),
    (re.compile(r"gu(?=[eiy])"), "g"),
    (re.compile(r"eau|au"), "o"),
    (re.compile(r"e(?=[nm](?:[^aeiouynm]|$))"), "a"),  # « en », « em » before a consonant: an
    (re.compile(r"ai|ei"), "e"),
    (re.compile(r"(?<![cs])h"), ""),
    (re.compile(r"n(?=[pb])"), "m"),
    (re.compile(r"(?:er|ez)$"), "e"),
    (re.compile(r"y"), "i"),
    (re.compile(r"(.)\1+"), r"\1"),
    (re.compile(r"(?:es|e|s|t|x|d)$"), ""),
)


def french_sound(word: str) -> str:
    """A folded word as it sounds, roughly (see the module)."""
    for pattern, sound in _SOUNDS:
        word = pattern.sub(sound, word)
    return word
