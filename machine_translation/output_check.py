"""Refuse engine output that is not French: the English sent back, mostly English, or markup.

An engine that fails quietly answers HTTP 200 with the English it was given, the same with a
label ("[FR] Tap target permanent."), or text wrapped in tags it added. Published, that would
be English marked as machine French. The checks read the markup sent and the markup received
(placeholders stand for protected names, which are set aside); each failure is an
`OutputRefused`, so the text stays queued like any other engine failure. Pure: no database.
"""

import html
import re

from .errors import OutputRefused
from .markup import PLACEHOLDER_PATTERN

# A text of fewer words (protected names set aside) may rightly come back unchanged: a lone
# card name, "{2}{U}", "Flash". From two words ("Add {C}.", "X is 3.") it is English.
ECHO_MIN_WORDS = 2
# The language check needs this many function words of either language to say anything:
# short texts and texts made of card names, numbers and mana symbols have fewer, and pass.
MIN_FUNCTION_WORDS = 4
# More English function words than this share of all those found: the text is English.
MAX_ENGLISH_SHARE = 0.5

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# Function words of rules text, in one language only: "a", "on", "me", "son", "plus" and
# "or", words of both, are left out.
ENGLISH_FUNCTION_WORDS = frozenset(
    """the of and to is are that this it its it's with for from by be been if you your
    each any can can't cannot may not when whenever which who have has had was were would
    will an at into onto under until than then there their they them those these all
    only also other another does doesn't don't isn't as""".split()  # noqa: SIM905
)
FRENCH_FUNCTION_WORDS = frozenset(
    """le la les un une des du de et est sont que qui ne pas pour dans sur avec vous
    votre vos il elle ils elles ce cette ces cet se sa ses leur leurs au aux si peut
    peuvent était être chaque tout toute tous toutes lorsque quand dont où sans
    jusqu""".split()  # noqa: SIM905
)
# Elided French function words: l'engage, d'une, qu'il, n'est, s'il, c'est, jusqu'à.
_FRENCH_ELISION = re.compile(r"(?:l|d|qu|n|s|c|j|jusqu)['’]", re.IGNORECASE)
# Markup an engine may leave: a tag (<b>, </p>, <br/>), an entity escaped once too often
# (&lt; left as text), a language label in brackets ("[FR]").
_TAG = re.compile(r"<\s*/?\s*[A-Za-z][\w:-]*(?:\s[^<>]*)?/?\s*>")
_ENTITY = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);")
_BRACKETED = re.compile(r"\[[^\[\]]*\]|[\[\]]")
_SPACE = re.compile(r"\s+")


def check_engine_output(sent: list[str], received: list[str]) -> None:
    """Raise `OutputRefused` unless `received` (one markup per markup `sent`) reads as French.

    The markups of one text are judged together: a text's sentences go out one by one, and
    a short sentence alone says little about its language.
    """
    english = " ".join(_plain(markup) for markup in sent)
    french = " ".join(_plain(markup) for markup in received)
    _check_markup(english, french)
    echoed = _normalised(french) == _normalised(english)
    if echoed and len(_WORD.findall(english)) >= ECHO_MIN_WORDS:
        raise OutputRefused("the engine sent the English back untranslated")
    _check_language(french)


def _plain(markup: str) -> str:
    """The text without its placeholders (protected names), escapes undone once."""
    return html.unescape(PLACEHOLDER_PATTERN.sub(" ", markup))


def _normalised(text: str) -> str:
    return _SPACE.sub(" ", text).strip().casefold()


def _check_markup(english: str, french: str) -> None:
    for pattern, what in ((_TAG, "tags"), (_ENTITY, "HTML entities")):
        left = [m for m in pattern.findall(french) if m not in pattern.findall(english)]
        if left:
            _refuse_markup(what, left)
    # What brackets hold is translated ("Replicate [cost]", « Duplication [coût] »): only
    # brackets the English has not are refused.
    bracketed = _BRACKETED.findall(french)
    if len(bracketed) > len(_BRACKETED.findall(english)):
        _refuse_markup("brackets", bracketed)


def _refuse_markup(what: str, found: list[str]) -> None:
    shown = " ".join(dict.fromkeys(found))
    raise OutputRefused(f"the engine's French holds {what} the English has not: {shown}")


def english_share(text: str) -> tuple[int, int]:
    """How many English and French function words `text` holds."""
    english = french = 0
    for word in _WORD.findall(text):
        lowered = word.lower()
        if lowered in ENGLISH_FUNCTION_WORDS:
            english += 1
        elif lowered in FRENCH_FUNCTION_WORDS or _FRENCH_ELISION.match(lowered):
            french += 1
    return english, french


def _check_language(french: str) -> None:
    english_words, french_words = english_share(french)
    total = english_words + french_words
    if total >= MIN_FUNCTION_WORDS and english_words / total > MAX_ENGLISH_SHARE:
        raise OutputRefused(
            f"the engine's French is mostly English ({english_words} English function words, "
            f"{french_words} French)"
        )
