"""A word that names a keyword action and a thing spelt alike: "+1/+1 counter" and « marqueur »
ask about counters (rule 122), not about countering a spell (701.6); "can I counter an
ability", « contrecarrer » about the action. A bot and a French judge found the keyword
action Counter first, and its answer panel, for every counter they asked about."""

import pytest

from keywords.models import GlossaryEntry, Keyword, Rule
from rulings.models import Card
from search.terminology import FrenchToEnglish, _nouns
from search.word_senses import actions_named_as_nouns
from terminology.models import Term

from .current_rules import current_edition
from .relevance import api_search
from .test_answers import panel

COUNTER = frozenset({"en:counter"})


def nouns(text: str, terminology=None, asked_in=None) -> tuple[str, ...]:
    return actions_named_as_nouns(tuple(text.lower().split()), COUNTER, asked_in, terminology)


def test_an_english_word_is_a_noun_after_any_word_but_a_subject_or_a_modal():
    assert nouns("1 1 counter") == ("en:counter",)  # "+1/+1 counter", as the words read it
    assert nouns("remove a counter from it") == ("en:counter",)
    assert nouns("poison counters") == ("en:counter",)
    assert nouns("counters on a creature") == ("en:counter",)  # a plural, first
    assert nouns("counter on a creature") == ("en:counter",)  # before a word no object
    for verb in (
        "can i counter an ability",
        "how do i counter it",
        "counter target spell",
        "a countered spell",
        "countering a copy",
        "to counter the spell",
        "counter 2 spells",
        "counter two spells",
    ):
        assert nouns(verb) == (), verb
    assert nouns("counter") == ()  # alone, nothing tells: both senses stay
    assert actions_named_as_nouns(("a", "counter"), frozenset()) == ()  # no such action


def test_a_french_word_is_a_noun_where_the_terms_name_its_english_a_noun():
    """In a question of no telling language, or in French; not in an English one."""
    pairs = [("marqueur", "counter (noun)"), ("contrecarrer", "counter (verb)")]
    terminology = FrenchToEnglish(
        {"marqueur": ["counter"], "contrecarrer": ["counter"]}, nouns=_nouns(pairs)
    )
    assert nouns("marqueurs +1/+1", terminology) == ("en:counter",)
    assert nouns("retirer un marqueur", terminology) == ("en:counter",)
    assert nouns("contrecarrer un sort", terminology) == ()
    assert nouns("marqueur +1/+1", terminology, asked_in="en") == ()
    assert nouns("marqueur") == ()  # without the terms, a French word reads as nothing
    # A French question is not read by the English words around: « la régénérer » is a verb.
    regenerate = frozenset({"en:regener"})
    assert actions_named_as_nouns(("je", "peux", "la", "régénérer"), regenerate, "fr") == ()
    assert actions_named_as_nouns(("a", "regenerate", "shield"), regenerate, None)


@pytest.fixture
def counters_indexed(db, search_index_dir):
    """The keyword action Counter and its rule 701.6; the rule 122, Counters, and its
    subrule; the glossary's Counter, which defines both; and cards printing both words."""
    from search.indexer import rebuild

    edition = current_edition()
    action_rule = Rule.objects.create(
        edition=edition, number="701.6", kind="rule", text_en="Counter"
    )
    Rule.objects.create(
        edition=edition,
        number="701.6a",
        kind="subrule",
        text_en="To counter a spell or ability means to cancel it, removing it from the stack.",
    )
    Rule.objects.create(edition=edition, number="122", kind="section", text_en="Counters")
    Rule.objects.create(
        edition=edition,
        number="122.1a",
        kind="subrule",
        text_en="A +1/+1 counter on a permanent adds 1 to its power and 1 to its toughness.",
    )
    Keyword.objects.create(
        slug="counter", name_en="Counter", kind="keyword_action", rule=action_rule
    )
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Counter",
        definition_en="1. To cancel a spell or ability. See rule 701.6. "
        "2. A marker placed on an object or player. See rule 122.",
    )
    for number in range(6):
        Card.objects.create(
            slug=f"growth-{number}",
            name_en=f"Growth {number}",
            oracle_text_en="Put a +1/+1 counter on target creature. Counter target spell.",
            oracle_text_fr="Mettez un marqueur +1/+1 sur la créature ciblée. "
            "Contrecarrez le sort ciblé.",
        )
    Term.objects.create(english="counter (noun)", french="marqueur", kind="rules_term")
    Term.objects.create(english="counter (verb)", french="contrecarrer", kind="rules_term")
    rebuild()


def first_refs(client, text: str, lang: str = "en") -> list[str]:
    return [hit["ref"] for hit in api_search(client, text, lang)["results"]][:3]


@pytest.mark.usefixtures("counters_indexed")
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("+1/+1 counter", "en"),
        ("remove a counter", "en"),
        ("marqueur +1/+1", "fr"),
        ("qu'est-ce qu'un marqueur", "fr"),
    ],
)
def test_a_word_used_as_a_noun_puts_the_action_behind(client, text, lang):
    first = first_refs(client, text, lang)
    assert first[0] in ("122", "Counter", "122.1a"), first
    assert "counter" not in first[:2] and "701.6" not in first[:2], first


@pytest.mark.usefixtures("counters_indexed")
@pytest.mark.parametrize(
    ("text", "lang"),
    [("can I counter an ability", "en"), ("counter", "en"), ("contrecarrer", "fr")],
)
def test_a_word_used_as_a_verb_or_alone_keeps_the_action_first(client, text, lang):
    assert first_refs(client, text, lang)[0] == "counter"


@pytest.mark.usefixtures("counters_indexed")
def test_the_answer_panel_opens_no_action_named_as_a_noun(client):
    assert "/en/keywords/counter/" in panel(client, "en", "counter")
    assert "/en/keywords/counter/" in panel(client, "en", "can I counter an ability?")
    assert "/en/keywords/counter/" not in panel(client, "en", "+1/+1 counter")
    assert "/fr/keywords/counter/" not in panel(client, "fr", "+1/+1 counter")
    assert "/fr/keywords/counter/" not in panel(client, "fr", "marqueur")
