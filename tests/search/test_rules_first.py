"""A question of several words that names no card asks how the game works: its rules,
glossary entries and keywords rank above the cards that hold the same words. A question
naming a card asks how that card plays: the other cards rank below the rules too. A short
query keeps its ranking, unless asked as a question (a question mark, a word that asks)."""

import pytest

from keywords.models import GlossaryEntry, Rule, RulesEdition
from rulings.models import Card

from .current_rules import current_glossary, current_rules

RULE = "A countered spell is put into its owner's graveyard. It doesn't resolve."
CARD = "Counter target spell. Put that countered spell into its owner's graveyard."
QUESTION = "When does a countered spell go into its owner's graveyard after it was countered?"


def other_cards() -> None:
    """Eight other texts, so that the question's words are not in every document."""
    for number in range(8):
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear. Trample."
        )


@pytest.fixture
def countered_spells(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    Rule.objects.create(edition=edition, number="701.6a", kind="subrule", text_en=RULE)
    GlossaryEntry.objects.create(
        edition=edition, term_en="Resolve", definition_en="To resolve a spell is to follow it."
    )
    Card.objects.create(slug="spell-sink", name_en="Spell Sink", oracle_text_en=CARD)
    Card.objects.create(slug="grizzly-cub", name_en="Grizzly Cub", oracle_text_en="Trample.")
    other_cards()
    rebuild()


def ranked(client, question: str) -> list[str]:
    answer = client.get("/api/search", {"q": question, "lang": "en"}).json()
    return [hit["ref"] for hit in answer["results"]]


@pytest.mark.usefixtures("countered_spells")
def test_a_question_naming_no_card_ranks_its_rule_first(client):
    assert ranked(client, QUESTION)[:2] == ["701.6a", "Spell Sink"]


@pytest.mark.usefixtures("countered_spells")
def test_a_short_query_keeps_the_ranking_of_its_words(client):
    """The same words without the question: the card, which holds them twice, comes first."""
    assert ranked(client, "countered spell owner's graveyard")[:2] == ["Spell Sink", "701.6a"]


@pytest.mark.usefixtures("countered_spells")
def test_a_short_question_ranks_the_rules_and_rulings_before_the_cards(client):
    """The same few words asked with a question mark ask how the game works: the rule, and
    a ruling that says it, come before the card that only prints the words."""
    from rulings.models import Ruling
    from search.indexer import rebuild

    cub = Card.objects.get(slug="grizzly-cub")
    said = "A countered spell goes to its owner's graveyard."
    Ruling.objects.create(card=cub, published_at="2024-01-05", text_en=said, source="wotc")
    rebuild()
    asked = ranked(client, "countered spell owner's graveyard ?")
    assert asked.index("Spell Sink") > max(
        asked.index("701.6a"), asked.index("Grizzly Cub#2024-01-05")
    )
    typed = ranked(client, "countered spell owner's graveyard")
    assert typed.index("Spell Sink") < typed.index("701.6a")


@pytest.mark.usefixtures("countered_spells")
def test_a_short_question_without_its_question_mark_is_still_a_question(client):
    """Players type the same question with or without its question mark: a word that asks
    ("when", "does") opens it, and the rule comes before the card as with the mark."""
    for question in (
        "when is a countered spell in its owner's graveyard",
        "is a countered spell in its owner's graveyard",
    ):
        asked = ranked(client, question)
        assert asked.index("701.6a") < asked.index("Spell Sink"), question
    # Asking nothing, the same words look up the card that holds them twice.
    typed = ranked(client, "a countered spell in its owner's graveyard")
    assert typed.index("Spell Sink") < typed.index("701.6a")


@pytest.mark.usefixtures("countered_spells")
def test_a_question_naming_a_card_ranks_the_other_cards_below_its_rules(client):
    """The card named comes first (search.linking); the rule comes before the card that
    holds the question's words but was not named."""
    question = "When does a countered spell go into its owner's graveyard with Grizzly Cub?"
    assert ranked(client, question)[:3] == ["Grizzly Cub", "701.6a", "Spell Sink"]


@pytest.mark.usefixtures("countered_spells")
def test_the_rulings_of_the_card_named_stay_above_the_rules(client):
    """What was said of the card named answers before the rules, as before; another card's
    ruling with the same words goes below the rule, also where that card's name holds the
    name asked."""
    from rulings.models import Ruling
    from search.indexer import rebuild

    cub, sink = Card.objects.get(slug="grizzly-cub"), Card.objects.get(slug="spell-sink")
    said = "A countered spell does go into its owner's graveyard when it is countered."
    Ruling.objects.create(card=cub, published_at="2024-01-05", text_en=said, source="wotc")
    said = "When is a countered spell countered? A spell goes into its owner's graveyard."
    Ruling.objects.create(card=sink, published_at="2024-01-05", text_en=said, source="wotc")
    # A card whose name holds the name asked is another card: its rulings are no answer.
    tamer = Card.objects.create(slug="grizzly-cub-tamer", name_en="Grizzly Cub Tamer")
    said = "When a countered spell is countered, it goes into its owner's graveyard, as usual."
    Ruling.objects.create(card=tamer, published_at="2024-01-05", text_en=said, source="wotc")
    rebuild()
    question = "When does a countered spell go into its owner's graveyard with Grizzly Cub?"
    refs = ranked(client, question)
    assert refs.index("Grizzly Cub#2024-01-05") < refs.index("701.6a")
    assert refs.index("701.6a") < refs.index("Spell Sink#2024-01-05")
    assert refs.index("701.6a") < refs.index("Grizzly Cub Tamer#2024-01-05")


@pytest.mark.usefixtures("countered_spells")
def test_a_card_named_comes_before_its_own_rulings(client, monkeypatch):
    """A real question, "Does Ashes of the Abhorrent stop jump-start?", found first a ruling of
    the card that matched "stop" and said nothing of jump-start, then the card, whose page
    shows every ruling of it (search.linking.with_cards_before_their_rulings)."""
    from rulings.models import Ruling
    from search import searching
    from search.indexer import rebuild
    from search.reuse import kept_pages

    cub = Card.objects.get(slug="grizzly-cub")
    # Its ruling repeats the card's name and a word of the question, as rulings do.
    said = "Grizzly Cub stops nothing. With Grizzly Cub, a grizzly cub stops no spell."
    Ruling.objects.create(card=cub, published_at="2024-01-05", text_en=said, source="wotc")
    rebuild()
    question = "Does Grizzly Cub stop a countered spell?"
    assert ranked(client, question)[:2] == ["Grizzly Cub", "Grizzly Cub#2024-01-05"]
    monkeypatch.setattr(searching, "with_cards_before_their_rulings", lambda _, found, __: found)
    kept_pages.clear()
    assert ranked(client, question)[:2] == ["Grizzly Cub#2024-01-05", "Grizzly Cub"]


@pytest.mark.usefixtures("countered_spells")
def test_a_card_named_comes_before_another_card_first_by_words_of_its_name():
    """ "… casts Rhox Maulers on my creature?" gave Rhox Oracle first, its text saying "Rhox"
    and "creature", and the card named second: 23 of 300 cards' names asked so on the full
    data; "… casts Moonlight Bargain …", the keyword Bargain; "… casts Mind Rot …", a
    ruling of Mind Sculpt. A card the question names stays first, and a concept or another
    card's ruling named by none of the names' words."""
    import numpy as np
    from whoosh.query import Or, Term

    from rulings.models import Ruling
    from search.evaluation import Evaluator, Matches
    from search.indexer import rebuild
    from search.linking import with_linked_concepts
    from search.searchers import current_searcher

    Card.objects.create(slug="grizzly-maulers", name_en="Grizzly Maulers", oracle_text_en="Haste.")
    Card.objects.create(slug="grizzly-oracle", name_en="Grizzly Oracle", oracle_text_en="Draw.")
    Card.objects.create(slug="last-resolve", name_en="Last Resolve", oracle_text_en="Draw.")
    for slug in ("grizzly-oracle", "spell-sink"):
        card = Card.objects.get(slug=slug)
        Ruling.objects.create(card=card, published_at="2024-01-05", text_en="Draw.", source="wotc")
    rebuild()
    with current_searcher() as searcher:
        refs = ["Grizzly Maulers", "Grizzly Oracle", "Last Resolve", "Resolve", "Spell Sink"]
        refs += ["Grizzly Oracle#2024-01-05", "Spell Sink#2024-01-05"]
        found = searcher.search(Or([Term("ref", ref) for ref in refs]))
        docnum = {hit["ref"]: hit.docnum for hit in found}
        ref_of = {number: ref for ref, number in docnum.items()}
        evaluator = Evaluator(searcher)

        def first(best: str, named: str, names_of_cards: tuple[str, ...]) -> str:
            """The first of `best`, scoring 10, and `named`, 5, once linked."""
            ordered = sorted(docnum[ref] for ref in (best, named))
            scores = [10.0 if number == docnum[best] else 5.0 for number in ordered]
            matches = Matches(np.array(ordered, dtype=np.int32), np.array(scores))
            named_terms = (Term("name_exact", named.lower()),)
            linked = with_linked_concepts(
                evaluator, matches, (), named_terms, names_of_cards=names_of_cards
            )
            return ref_of[linked.ranked(0, 1, evaluator.tie_order())[0][1]]

        maulers = ("grizzly maulers",)
        assert first("Grizzly Oracle", "Grizzly Maulers", maulers) == "Grizzly Maulers"
        both = ("grizzly maulers", "grizzly oracle")
        assert first("Grizzly Oracle", "Grizzly Maulers", both) == "Grizzly Oracle"
        assert first("Resolve", "Last Resolve", ("last resolve",)) == "Last Resolve"
        assert first("Resolve", "Grizzly Maulers", maulers) == "Resolve"
        # A card sharing no word with the card named; a concept named, and no card.
        assert first("Spell Sink", "Grizzly Maulers", maulers) == "Spell Sink"
        assert first("Grizzly Oracle", "Resolve", ()) == "Grizzly Oracle"
        # A ruling of a card whose name shares a word with the card named, or of none.
        assert first("Grizzly Oracle#2024-01-05", "Grizzly Maulers", maulers) == ("Grizzly Maulers")
        assert first("Spell Sink#2024-01-05", "Grizzly Maulers", maulers) == (
            "Spell Sink#2024-01-05"
        )


@pytest.mark.usefixtures("countered_spells")
def test_a_few_words_naming_a_card_keep_the_ranking_of_their_words(client):
    """Four words beside a name ask about the card, not how the game works."""
    assert ranked(client, "Grizzly Cub countered spell graveyard")[:3] == [
        "Grizzly Cub",
        "Spell Sink",
        "701.6a",
    ]


@pytest.fixture
def reach_and_spiders(db, search_index_dir):
    from keywords.models import Keyword
    from search.indexer import rebuild

    Keyword.objects.create(
        slug="reach",
        name_en="Reach",
        kind="keyword_ability",
        summary_en="A creature with reach can block creatures with flying.",
    )
    current_glossary(
        {"Attacking Creature": "A creature that is attacking, from the declare attackers step on."}
    )
    for number in range(3):  # cards whose text is the keyword, and a creature's words
        Card.objects.create(
            slug=f"spider-{number}",
            name_en=f"Canopy Spider {number}",
            type_line_en="Creature — Spider",
            oracle_text_en="Reach. Whenever your opponent attacks with a creature that has "
            "flying, your creatures with reach can block it. Reach, flying, block.",
        )
    other_cards()
    rebuild()


@pytest.mark.usefixtures("reach_and_spiders")
def test_a_question_naming_no_card_ranks_its_keywords_as_its_rules_and_glossary(client):
    question = (
        "My opponent attacks with a creature that has flying. Can my creature with reach block it?"
    )
    # Both are named in passing; the keyword's own entry holds more of the question than the
    # glossary's, and is one of the texts on how the game works, like it.
    assert ranked(client, question)[:2] == ["reach", "Attacking Creature"]


@pytest.fixture
def casting_instants(db, search_index_dir):
    from search.indexer import rebuild

    current_rules({"117.1a": "A player may cast an instant spell any time they have priority."})
    Card.objects.create(
        slug="open-gates",
        name_en="Open Gates",
        oracle_text_en="Creatures you control can block as though they had reach and can "
        "attack as though they had haste. You can cast instant spells.",
    )
    other_cards()
    rebuild()


@pytest.mark.usefixtures("casting_instants")
def test_the_auxiliary_a_question_opens_with_ranks_no_text(client):
    """The auxiliary "can" asks; it is not what a text is about. Counted, the card that says
    it three times would pass the rule that answers."""
    assert ranked(client, "When can I cast an instant?")[:2] == ["117.1a", "Open Gates"]


@pytest.mark.usefixtures("countered_spells")
def test_a_keywords_notes_are_not_boosted_as_its_names_are(client):
    """A keyword's names are boosted, so that it comes before the cards named alike; its
    editors' notes are not. Boosted, Replicate's notes, which share a question's everyday
    words, came before the rule that answers it."""
    from keywords.models import Keyword
    from search.indexer import rebuild

    Keyword.objects.create(
        slug="replicate",
        name_en="Replicate",
        kind="keyword",
        notes_en="Copies of a spell are not cast. A countered spell is put into its owner's "
        "graveyard with its copies, which then cease to exist.",
    )
    rebuild()
    found = ranked(client, QUESTION)
    assert found.index("701.6a") < found.index("replicate")
    assert ranked(client, "replicate")[0] == "replicate"  # its name keeps its boost


def test_a_concept_s_name_named_plainly_names_no_card(db, search_index_dir, client, monkeypatch):
    """A real question, "What effect does lethal damage have on indestructible cards?", names
    the glossary's Lethal Damage in two words, plainly: it was counted as a card named, so the
    question, short, was not asked as one (searching.asks_briefly), nor a longer one as one of
    how the game works (asks_how_the_game_works), and a card that holds its words came before
    the rule that answers (search.query.plan_query: the names of cards named)."""
    from search import query
    from search.indexer import rebuild
    from search.reuse import kept_pages

    edition = current_rules({"704.5g": "A creature with lethal damage marked on it is destroyed."})
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Lethal Damage",
        definition_en="Enough damage to destroy a creature.",
    )
    Card.objects.create(
        slug="darkforge",
        name_en="Darkforge",
        oracle_text_en="Lethal damage has no effect on the indestructible cards you control. "
        "Lethal damage has no effect on indestructible cards in your graveyard.",
    )
    other_cards()
    rebuild()
    question = "What effect does lethal damage have on indestructible cards?"
    found = ranked(client, question)
    assert found.index("704.5g") < found.index("Darkforge")
    monkeypatch.setattr(query, "names_a_concept", lambda *_: False)  # as a card's name
    kept_pages.clear()
    found = ranked(client, question)
    assert found.index("Darkforge") < found.index("704.5g")


def test_a_longer_question_naming_a_concept_plainly_asks_how_the_game_works():
    """The same of a question of six words or more: the concept it names plainly is no card."""
    from whoosh.query import Or, Term

    from search.query import PlannedQuery
    from search.query_text import parse_user_query
    from search.searching import asks_how_the_game_works

    question = parse_user_query(
        "What effect does lethal damage have on the indestructible cards you control?"
    )
    named = (Term("name_exact", "lethal damage"),)
    assert asks_how_the_game_works(question, PlannedQuery(Or([]), named=named))
    as_a_card = PlannedQuery(Or([]), named=named, cards=("lethal damage",))
    assert not asks_how_the_game_works(question, as_a_card)
    # A card that is most of the question, not named in passing, is named all the same: its
    # rules came first, the card out of the first three.
    question = parse_user_query("Does Teferi, Temporal Archmage's ability trigger when it dies?")
    asked = PlannedQuery(Or([]), cards=("teferi temporal archmage",))
    assert not asks_how_the_game_works(question, asked)


@pytest.fixture
def dying_tokens(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_rules(
        {
            # The answer, in a long text: its length weighs against it.
            "704.5d": "If a token is in a zone other than the battlefield, it ceases to exist. "
            "A token creature dies as any creature does: it is put into its owner's graveyard "
            "from the battlefield, and abilities that trigger when it dies trigger, before "
            "the token ceases to exist the next time state-based actions are checked.",
            # Shorter texts holding the same words, never as the question words them.
            "111.1": "A token is a marker used to represent any permanent that isn't "
            "represented by a card. When a creature dies, a token may be created.",
            "111.2": "Whenever a creature token you control dies, its controller draws.",
        }
    )
    GlossaryEntry.objects.create(edition=edition, term_en="Token", definition_en="See rule 111.")
    other_cards()
    rebuild()


@pytest.mark.usefixtures("dying_tokens")
def test_a_short_question_brings_first_the_text_that_words_it_whole(client, monkeypatch):
    """Every pair of the question's neighbouring words ("token creatur", "creatur die")
    stands in 704.5d ("a token creature dies"): it comes first, before the shorter rules
    that hold the words apart."""
    import search.searching
    from search.reuse import kept_pages

    assert ranked(client, "does a token creature die?")[0] == "704.5d"
    # A game term written with a capital is no name; other question marks are one too.
    assert ranked(client, "does a Token creature die?!")[0] == "704.5d"
    assert ranked(client, "does a token creature die\uff1f")[0] == "704.5d"
    monkeypatch.setattr(search.searching, "_holding_every_pair", lambda *_: None)
    kept_pages.clear()
    assert ranked(client, "does a token creature die?")[0] != "704.5d"
