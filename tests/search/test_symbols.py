"""Symbols written in braces ("{Q}", "{E}", "{W/P}"): the rules and glossary entries that
define them come first, before the cards that print them (search.symbols)."""

import pytest

from keywords.models import GlossaryEntry, Rule
from rulings.models import Card
from search.query_text import parse_user_query
from search.symbols import MAX_SYMBOLS, symbols_defined, symbols_written

from .current_rules import current_edition


@pytest.mark.parametrize(
    ("text", "defined"),
    [
        ("The untap symbol is {Q}.", ["q"]),
        ("The energy symbol {E} represents one energy counter.", ["e"]),
        ("The five mana symbols are {W}, {U}, {B}, {R}, and {G}; the", ["w", "u", "b", "r", "g"]),
        ("A hybrid symbol such as {W/U} can be paid with either", ["w/u"]),
        ("Numerical symbols (such as {1}) and variable symbols (such as {X})", ["1", "x"]),
        (
            "Phyrexian mana symbols are colored mana symbols: {W/P} is white, {U/P} is blue, "
            "and {G/P} is green. A Phyrexian mana symbol represents",
            ["w/p", "u/p", "g/p"],
        ),
        # Symbols a text uses, not defines: a cost, a reminder.
        ("Ward {2}. To pay {E}, a player removes one energy counter.", []),
        ("{T}: Add {C}. Spend this mana only to cast artifact spells.", []),
    ],
)
def test_a_text_defines_the_symbols_it_names_right_after_the_word_symbol(text, defined):
    assert symbols_defined(text) == defined


def test_a_query_writes_its_symbols_once_each_in_order_and_a_few_at_most():
    assert symbols_written("{T}: Add {C}{C}. What does {q} mean?") == ("t", "c", "q")
    assert parse_user_query("what does {Q} mean").symbols == ("q",)
    assert parse_user_query("what does Q mean").symbols == ()
    # A short word beside the word symbol is one too; those no text defines find nothing.
    assert parse_user_query("what does the Q symbol mean").symbols == ("q", "mean")
    assert parse_user_query("le symbole {T} et le symbole Q").symbols == ("t", "le", "q")
    pasted = "".join(f"{{{number}}}" for number in range(100))
    assert len(parse_user_query(pasted).symbols) == MAX_SYMBOLS


@pytest.fixture
def untap_symbol(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_edition()
    rules = {
        "107.4": "The mana symbols are {W}, {U}, {B}, {R}, and {G}; the snow symbol {S}.",
        "107.6": "The untap symbol is {Q}. It appears in an activation cost.",
        "602.1": "Activated abilities have a cost and an effect, such as {Q} or {T}.",
    }
    for number, text in rules.items():
        Rule.objects.create(edition=edition, number=number, kind="subrule", text_en=text)
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Untap Symbol",
        definition_en="The untap symbol {Q} in an activation cost means “Untap this permanent.”",
    )
    for number in range(3):  # cards that print {Q}, more often than any rule
        Card.objects.create(
            slug=f"untapper-{number}",
            name_en=f"Untapper {number}",
            oracle_text_en="{Q}: Untapper deals 1 damage. {Q}, {Q}: Draw a card. Q.",
        )
    for number in range(8):  # other texts, so that the words are not in every document
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear. Trample."
        )
    rebuild()


def ranked(client, query: str, lang: str = "en") -> list[str]:
    answer = client.get("/api/search", {"q": query, "lang": lang}).json()
    return [hit["ref"] for hit in answer["results"]]


@pytest.mark.usefixtures("untap_symbol")
@pytest.mark.parametrize(
    ("query", "lang"),
    [
        ("{Q}", "en"),
        ("what does {Q} mean?", "en"),
        ("symbole {q}", "fr"),
        ("what does the Q symbol mean", "en"),
        ("le symbole Q", "fr"),
    ],
)
def test_a_symbol_asked_brings_the_texts_that_define_it_before_the_cards(client, query, lang):
    refs = ranked(client, query, lang)
    # The rule before its glossary entry, which repeats it in short (search.documents).
    assert refs[:2] == ["107.6", "Untap Symbol"]
    assert refs.index("Untapper 0") > 1
    assert "602.1" in refs  # it uses {Q} without defining it: found, not brought forward


@pytest.mark.usefixtures("untap_symbol")
def test_a_symbol_no_text_defines_changes_nothing(client):
    assert ranked(client, "{T}") == ranked(client, "T")


@pytest.fixture
def colorless_mana_and_a_keyword(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.create(
        slug="sol-ring",
        name_en="Sol Ring",
        name_fr="Anneau solaire",
        oracle_text_en="{T}: Add {C}{C}.",
    )
    Card.objects.create(
        slug="gigadrowse",
        name_en="Gigadrowse",
        name_fr="Gigatorpeur",
        oracle_text_en="Replicate {U}. Tap target permanent.",
        oracle_text_fr="Duplication {U}. Engagez le permanent ciblé.",
    )
    rebuild()


@pytest.mark.usefixtures("colorless_mana_and_a_keyword")
@pytest.mark.parametrize("typed", ["c'est quoi la duplication", "C’est quoi, la duplication ?"])
def test_an_elided_article_is_no_symbol(client, typed):
    """« c' » is « ce »: no text is found for the {C} its letter stands for elsewhere."""
    answer = client.get("/api/search", {"q": typed, "lang": "fr"}).json()
    assert [hit["ref"] for hit in answer["results"]] == ["Gigadrowse"]
