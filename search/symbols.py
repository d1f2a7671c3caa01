"""The symbols of the game's notation ({T}, {Q}, {E}, {W/P}) and the texts that define them.

A player who asks "what does {Q} mean" wants rule 107.6, "The untap symbol is {Q}", and the
glossary's Untap Symbol, not the cards that print {Q}: its one letter, "q", is all the texts
share. Nothing here lists the symbols: a rule or glossary entry defines the symbols its text
names right after the word "symbol" ("The tap symbol is {T}", "The energy symbol {E}
represents…", "the hybrid symbols {W/U}, {W/B}…"), and the index keeps them per document
(search.documents), so a new edition's symbols are found as soon as it is imported.
"""

import re

# Symbols looked for in one query: more are a pasted card's cost, not a question.
MAX_SYMBOLS = 6

# What a symbol holds: letters, digits, "/" (hybrid and Phyrexian), "½" and "∞" ({½}, {∞}).
_SYMBOL = r"\{([0-9A-Za-z/½∞]{1,8})\}"
SYMBOL_PATTERN = re.compile(_SYMBOL)
# "symbol {E}", "symbol is {T}", "symbols are {W}, {U}, {B}, {R}, and {G}", "symbol such as
# {W/U}", "symbols (such as {1})", "symbols: {W/P} is white, {U/P} is blue": the word, then
# a run of symbols joined by commas, "and", "or", each perhaps said what it is.
_DEFINITION = re.compile(
    r"\bsymbols?(?: is| are)?[,:]?(?:\s+\(?such as)?\s+"
    rf"((?:{_SYMBOL})(?:(?:\s+is\s+\w+)?(?:,\s*|\s+)(?:(?:and|or)\s+)?{_SYMBOL})*)",
    re.IGNORECASE,
)


def symbol_key(inside_braces: str) -> str:
    """A symbol as the index keeps it: what the braces hold, in lower case ("w/p")."""
    return inside_braces.lower()


def symbols_written(text: str, words: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The symbols a query writes, each once, in order, at most MAX_SYMBOLS: in braces ("{T}:
    add {C}{C}" -> "t", "c"), then a short word beside the word symbol ("the Q symbol", « le
    symbole T »). A word beside it that no text defines ("mana symbol", « symbole de ») finds
    nothing."""
    braced = (symbol_key(found) for found in SYMBOL_PATTERN.findall(text))
    keys = dict.fromkeys([*braced, *_beside_the_word_symbol(words)])
    return tuple(keys)[:MAX_SYMBOLS]


_SYMBOL_WORDS = frozenset({"symbol", "symbols", "symbole", "symboles"})
_LONGEST_SYMBOL_WORD = 5  # "chaos"


def _beside_the_word_symbol(words: tuple[str, ...]) -> list[str]:
    beside = [
        words[place]
        for at, word in enumerate(words)
        if word in _SYMBOL_WORDS
        for place in (at - 1, at + 1)
        if 0 <= place < len(words)
    ]
    return [
        word
        for word in beside
        if len(word) <= _LONGEST_SYMBOL_WORD and word.isalnum() and word not in _SYMBOL_WORDS
    ]


def symbols_defined(text: str) -> list[str]:
    """The symbols a rules text defines, each once, in order: those it names right after the
    word "symbol" or "symbols"."""
    keys: dict[str, None] = {}
    for definition in _DEFINITION.finditer(text):
        keys.update(dict.fromkeys(map(symbol_key, SYMBOL_PATTERN.findall(definition.group(1)))))
    return list(keys)
