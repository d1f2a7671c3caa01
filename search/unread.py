"""The French words of a search that nothing reads, for the editors' worklist of missing terms
(terminology.unread_words counts them; the admin lists them).

A word is read when the terms or the lexicon give it an English reading (in any form), when it
is a word of a name, a word of the English texts (a French player's "trample"), or an everyday
word that the French flavor texts print (« fonctionne »), and when it was mended as a typo of a
name or a term. What is left is mostly the game's French that no card prints: « multijoueur »,
« horodatage », « recto », and the forms the lexicon lacks (« mourra »)."""

import re
from collections.abc import Sequence

from .names import NAME_STOP_WORDS, elision_of, name_key, tokens
from .spellings import Spellings
from .terminology import english_for, is_french_function_word

# Shorter words are little words, or typos of them, more often than the game's words; longer
# ones than a word column holds (terminology.UnreadWord) are no words.
MIN_LENGTH = 4
MAX_LENGTH = 40
# Of one search, at most: a long paste says little of each of its words.
MAX_PER_SEARCH = 5
# An e-mail address: its words name a person (« jean.dupont@… » stored « dupont »).
_ADDRESS = re.compile(r"\S@\S")


def holds_an_address(text: str) -> bool:
    """Whether a search holds an e-mail address: none of its words is counted."""
    return bool(_ADDRESS.search(text))


def unread_french_words(
    words: Sequence[str],
    corrected: Sequence[str],
    terminology: dict[str, list[str]],
    spellings: Spellings,
) -> tuple[tuple[str, str], ...]:
    """(folded key, as typed in lower case) of each word of a French search nothing reads;
    `corrected` is `words` as the search mended them (search.corrections.corrected_words)."""
    found: dict[str, str] = {}
    for typed, mended in zip(words, corrected, strict=True):
        _, word = elision_of(typed)  # « l'horodatage »: the word after the article
        key = name_key(word)
        if mended == typed and key not in found and not _is_read(key, terminology, spellings):
            found[key] = word.lower()[:MAX_LENGTH]  # a folded key may be shorter
            if len(found) == MAX_PER_SEARCH:
                break
    return tuple(found.items())


def _is_read(key: str, terminology: dict[str, list[str]], spellings: Spellings) -> bool:
    return (
        not (MIN_LENGTH <= len(key) <= MAX_LENGTH and key.isalpha())
        or key in NAME_STOP_WORDS
        or is_french_function_word(key)
        or bool(english_for(terminology, key))
        or spellings.is_name_word(key)
        or spellings.is_everyday_word(key, "fr")
        or any(spellings.frequency("body_en", stem) for stem in tokens(key, "en"))
    )
