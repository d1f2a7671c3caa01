"""A glossary entry among the first results brings the rules it cites, right after it, even
when their text says it in other words: "legend rule" gives the entry, then 704.5j. Of the
rules it cites, the one that holds more of the question comes first."""

import numpy as np
import pytest

from keywords.models import GlossaryEntry, Rule, RulesEdition
from keywords.parsing import glossary_citations
from rulings.models import Card
from search.citations import best_matched_first
from search.evaluation import Matches

from .current_rules import current_glossary

LEGEND_RULE = (
    "A state-based action that causes a player who controls two or more legendary permanents "
    "with the same name to put all but one into their owners’ graveyards. See rule 704.5j."
)
RULE_704_5J = (
    "If a player controls two or more legendary permanents with the same name, that player "
    "chooses one of them, and the rest are put into their owners’ graveyards."
)


@pytest.fixture
def legend_rule_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    GlossaryEntry.objects.create(edition=edition, term_en="Legend Rule", definition_en=LEGEND_RULE)
    Rule.objects.create(edition=edition, number="704.5j", kind="subrule", text_en=RULE_704_5J)
    Rule.objects.create(
        edition=edition,
        number="704.5k",
        kind="subrule",
        text_en="A player with 0 or less life loses the game.",
    )
    for number in range(1, 12):  # cards that name the words, ranked above the rule on their own
        Card.objects.create(
            slug=f"legend-{number}",
            name_en=f"Legend Rule Breaker {number}",
            type_line_en="Legendary Creature",
            oracle_text_en="Ignore the legend rule for permanents you control.",
        )
    rebuild()


def refs(client, **params) -> tuple[list[str], int]:
    answer = client.get("/api/search", {"lang": "en", **params}).json()
    return [hit["ref"] for hit in answer["results"]], answer["total"]


def test_the_numbers_a_definition_cites_in_its_order():
    assert glossary_citations("… See rule 704.5j.") == ["704.5j"]
    assert glossary_citations("See rules 702.19 and 702.2. See rule 702.19.") == ["702.19", "702.2"]
    assert glossary_citations("(see rule 108.2a). See rule 717, “Attraction Cards”") == [
        "108.2a",
        "717",
    ]
    assert glossary_citations("Rule 704.5j and 702.1 are not cited this way.") == []


@pytest.mark.usefixtures("legend_rule_indexed")
def test_the_entry_brings_the_rule_it_cites_right_after_it(client):
    found, total = refs(client, q="legend rule")
    assert found[:2] == ["Legend Rule", "704.5j"]
    assert "704.5k" not in found
    assert total == 1 + 1 + 11  # the cited rule counts among the matches


@pytest.mark.usefixtures("legend_rule_indexed")
def test_the_cited_rule_is_a_rule_for_the_filters_too(client):
    assert refs(client, q="legend rule", type="rule") == (["704.5j"], 1)
    assert refs(client, q="legend rule", source="wotc") == ([], 0)


@pytest.mark.usefixtures("legend_rule_indexed")
def test_an_entry_far_down_the_results_brings_nothing(client):
    found, _ = refs(client, q="legendary creature permanents you control")
    assert "704.5j" not in found[:2]


@pytest.fixture
def poison_counters_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_glossary(
        {
            "Poison Counter": "A counter that may be given to a player. See rule 122, "
            "“Counters,” and rule 704.5c."
        }
    )
    Rule.objects.create(edition=edition, number="122", kind="section", text_en="Counters")
    Rule.objects.create(
        edition=edition,
        number="704.5c",
        kind="subrule",
        text_en="If a player has ten or more poison counters, that player loses the game.",
    )
    for number in range(1, 12):  # cards that name the words, ranked above the rules on their own
        Card.objects.create(
            slug=f"poisoner-{number}",
            name_en=f"Poisoner {number}",
            oracle_text_en="Whenever this creature deals damage to a player, that player gets "
            "a poison counter.",
        )
    rebuild()


@pytest.mark.usefixtures("poison_counters_indexed")
def test_of_the_rules_an_entry_cites_the_one_holding_more_of_the_question_comes_first(client):
    found, _ = refs(client, q="ten poison counters")
    assert found[:3] == ["Poison Counter", "704.5c", "122"]


def test_cited_rules_matched_alike_keep_the_order_the_entry_cites_them_in():
    matches = Matches(np.array([2, 5, 9], dtype=np.int32), np.array([1.0, 3.0, 1.0]))
    assert best_matched_first(matches, [9, 7, 2, 5, 4]) == [5, 9, 2, 7, 4]
    assert best_matched_first(matches, []) == []


@pytest.fixture
def retired_term_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_glossary(
        {
            "Totem Armor (Obsolete)": "An obsolete keyword ability that has been renamed. "
            "See rule 702.89, “Umbra Armor.”",
        }
    )
    Rule.objects.create(edition=edition, number="702.89", kind="rule", text_en="Umbra Armor")
    Rule.objects.create(
        edition=edition,
        number="702.89a",
        kind="subrule",
        text_en="Umbra armor is a static ability that appears on some Auras.",
    )
    rebuild()


@pytest.mark.usefixtures("retired_term_indexed")
def test_a_retired_term_s_entry_comes_after_the_rule_it_cites(client):
    """The entry of a term the game no longer uses says what it is called now: the rule it
    cites is the answer, the entry follows it."""
    found, _ = refs(client, q="totem armor")
    assert found[:2] == ["702.89", "Totem Armor (Obsolete)"]
