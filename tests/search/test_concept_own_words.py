"""A concept's name of two words, one of which many names share ("Treasure Token", "Legend
Rule", "Shield Counter"), is asked about by its other word alone: "treasure" finds the
Treasure Token's glossary entry before the cards named Treasure something."""

from functools import partial

import pytest

from rulings.models import Card
from search.names import concept_key
from search.question_concepts import SHARED_BY_NAMES, concept_parts, named_by_its_own_word
from terminology.models import LexiconEntry

from .current_rules import current_glossary
from .relevance import refs

TOKENS = ["Treasure", "Food", "Clue", "Blood", "Gold"]
RULES = ["Legend", "World", "Tribal", "Ante", "Play"]


def keys(*names: str) -> frozenset[str]:
    return frozenset(concept_key(name, "en") for name in names)


def test_a_word_many_names_share_leaves_the_other_word_naming_the_concept():
    assert len(TOKENS) >= SHARED_BY_NAMES
    tokens = [f"{kind} Token" for kind in TOKENS]
    own = named_by_its_own_word(
        keys(*tokens, "Legend Rule", "Stun Counter", "Combat Damage Step", "Blood Moon")
    )
    assert own[concept_key("treasure", "en")] == concept_key("Treasure Token", "en")
    assert own[concept_key("gold", "en")] == concept_key("Gold Token", "en")
    # "rule" and "counter" are shared by too few of these names to tell nothing apart.
    assert concept_key("legend", "en") not in own and concept_key("stun", "en") not in own
    # Nor is a word of a name of three words a name of its own.
    assert concept_key("combat", "en") not in own
    # A word two names hold names neither.
    assert concept_key("blood", "en") not in own


def test_a_retired_term_is_not_named_by_its_own_word():
    # Stems sorted before and after the qualifier's: "en:legend obsolet", "en:obsolet summon".
    words = ["Legend", "Bury", "Caster", "Summon", "Tribal", "Play", "Rampage", "Sound"]
    retired = keys(*(f"{word} (Obsolete)" for word in words))
    assert {key.split()[0] for key in retired} > {"en:legend", "en:obsolet"}
    assert named_by_its_own_word(retired) == {}


@pytest.fixture
def treasures_indexed(db, search_index_dir):
    from search.indexer import rebuild

    entries = {f"{kind} Token": "A predefined token. See rule 111.10." for kind in TOKENS}
    entries |= {f"{kind} Rule": "A rule. See rule 704.5j." for kind in RULES}
    entries["Legend (Obsolete)"] = "An obsolete creature type. See rule 205.3."
    current_glossary(entries)
    for number in range(1, 12):  # cards named for the word, that rank first on their names
        Card.objects.create(
            slug=f"treasure-{number}",
            name_en=f"Treasure {number}",
            name_fr=f"Trésor {number}",
            oracle_text_en="Create a Treasure token. Legend has it.",
            oracle_text_fr="Créez un jeton Trésor.",
        )
    Card.objects.create(slug="gold", name_en="Gold", oracle_text_en="Gold is a card's name.")
    LexiconEntry.objects.create(french="trésor", english="Treasure", aligned=120)
    rebuild()


def first_refs(client, text: str, lang: str = "en") -> list[str]:
    return refs(client, text, lang)[:3]


@pytest.mark.usefixtures("treasures_indexed")
def test_the_word_alone_finds_the_concept_before_the_cards_named_by_it(client):
    assert first_refs(client, "treasure")[0] == "Treasure Token"
    assert first_refs(client, "trésor", "fr")[0] == "Treasure Token"
    assert first_refs(client, "legend")[0] == "Legend Rule"


def concepts_asked(text: str, names_of_cards: tuple[str, ...] = ()) -> set[str]:
    """The keys of the concepts a question is about (search.question_concepts), in this index."""
    from search.evaluation import field_vocabulary
    from search.query_text import parse_user_query
    from search.searchers import current_searcher

    with current_searcher() as searcher:
        vocabulary = partial(field_vocabulary, searcher)
        words = parse_user_query(text).words
        asked, _, _ = concept_parts(words, {}, vocabulary, list(names_of_cards), read_in="en")
    return {part.child.text for part in asked}


@pytest.mark.usefixtures("treasures_indexed")
def test_the_word_in_passing_in_a_longer_question_is_not_what_it_asks():
    treasure_token = concept_key("Treasure Token", "en")
    assert concepts_asked("treasure") == {treasure_token}
    assert concepts_asked("the treasures") == {treasure_token}
    assert concepts_asked("can I sacrifice a treasure while its ability is on the stack") == set()


@pytest.mark.usefixtures("treasures_indexed")
def test_a_card_named_by_the_word_is_what_it_asks(client):
    """ "omen" is the card Omen before Omen Cards (rule 720)."""
    assert first_refs(client, "gold")[0] == "Gold"
    assert concepts_asked("gold", names_of_cards=("gold",)) == set()
    assert concepts_asked("gold") == {concept_key("Gold Token", "en")}
