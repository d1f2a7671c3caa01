"""Which sense a question gives a word that names a keyword action: the action, a verb ("can I
counter an ability?", « contrecarrer un sort »), or the thing spelt alike, a noun ("+1/+1
counter", "remove a counter", « marqueur »).

The index marks the documents of each keyword action, and of the rule that defines it, with
the action's concept keys (the `verb_of` field: search.documents). A question that uses the
word as a noun asks about the thing (Counters, rule 122; the glossary's Counter, which
defines both), and the action's documents go behind (search.linking). A word whose sense
nothing tells ("counter" alone) keeps both.
"""

from .names import MAX_WORDS_FOR_CONCEPTS, concept_key, name_key
from .terminology import english_for, is_read_as_a_noun


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# English words that come before a verb ("I counter", "can't counter", "to counter", "do I
# counter") or after it, as its object ("counter target spell", "counter it", "scry two"):
# the word between is the action. Any other word around it makes it a noun ("a counter",
# "+1/+1 counter", "poison counters", "counter on a creature", "exile zone"), as the terms'
# mining reads the cards (terminology.vocabulary).
BEFORE_A_VERB = _words(
    """
    i you he she we they to do does did can could cannot can't will would may might must should
    shall not don't doesn't didn't won't
    """
)
OBJECTS_AFTER_A_VERB = _words(
    """
    a an the target it that this these those my your his her their its them any all each every
    one another spell spells ability abilities up to two three four five six seven x twice
    """
)
# "countered", "countering": forms of the verb only.
VERB_ENDINGS = ("ed", "ing")


def actions_named_as_nouns(
    words: tuple[str, ...],
    action_keys: frozenset[str],
    asked_in: str | None = None,
    terminology: dict[str, list[str]] | None = None,
) -> tuple[str, ...]:
    """The concept keys of the keyword actions (`action_keys`: the index's `verb_of` words)
    whose word the question uses as a noun, sorted: in English, by the words around it; in
    French, a word the terms (`terminology`) read as the noun (is_read_as_a_noun:
    « marqueurs »). A question asked in French (`asked_in`) is not read by the English words
    around: « la régénérer » is the verb."""
    found = set()
    words = words[:MAX_WORDS_FOR_CONCEPTS]  # as far as concepts are looked for
    for place, word in enumerate(words):
        english = concept_key(word, "en")
        if asked_in != "fr" and english in action_keys and _english_noun(words, place):
            found.add(english)
            continue
        key = name_key(word)
        if asked_in != "en" and terminology and is_read_as_a_noun(terminology, key):
            found.update(read for read in _read_keys(terminology, key) if read in action_keys)
    return tuple(sorted(found))


def _read_keys(terminology: dict[str, list[str]], key: str) -> set[str]:
    return {concept_key(english, "en") for english in english_for(terminology, key)[:1]}


def _english_noun(words: tuple[str, ...], place: int) -> bool:
    word = words[place]
    if word.endswith(VERB_ENDINGS):
        return False
    before = words[place - 1] if place else None
    after = words[place + 1] if place + 1 < len(words) else None
    if before in BEFORE_A_VERB or after in OBJECTS_AFTER_A_VERB or (after or "").isdigit():
        return False  # "scry 2", "mill 3": the action and its number
    # First, before a word that is no object ("counter on a creature", "exile zone"), or a
    # plural ("counters"): a noun. A singular alone says nothing.
    return before is not None or after is not None or word.endswith("s")
