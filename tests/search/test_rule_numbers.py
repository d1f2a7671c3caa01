"""A rule number asked for answers that rule, then what it holds: "702.19" is Trample and its
subrules, never 702.190 or 702.191 because their numbers start the same."""

import pytest

from keywords.models import Rule, RulesEdition

pytestmark = pytest.mark.django_db

NUMBERS = ("702", "702.19", "702.19a", "702.19b", "702.190", "702.190a", "702.191")


@pytest.fixture
def rules_indexed(search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    for number in NUMBERS:
        Rule.objects.create(
            edition=edition, number=number, kind=kind_of(number), text_en=f"Rule {number}."
        )
    rebuild()


def kind_of(number: str) -> str:
    if "." not in number:
        return Rule.Kind.SECTION
    return Rule.Kind.SUBRULE if number[-1].isalpha() else Rule.Kind.RULE


def refs(client, text: str) -> list[str]:
    answer = client.get("/api/search", {"q": text, "lang": "en", "type": "rule"}).json()
    return [hit["ref"] for hit in answer["results"]]


@pytest.mark.usefixtures("rules_indexed")
def test_a_rule_number_gives_the_rule_then_its_subrules_and_no_longer_number(client):
    found = refs(client, "702.19")
    assert found[:3] == ["702.19", "702.19a", "702.19b"]
    assert not {"702.190", "702.190a", "702.191"} & set(found)


@pytest.mark.usefixtures("rules_indexed")
def test_a_section_number_gives_the_section_then_its_rules(client):
    found = refs(client, "702")
    assert found[0] == "702"
    assert set(found) == set(NUMBERS)


@pytest.mark.usefixtures("rules_indexed")
def test_a_subrule_number_gives_that_subrule_first(client):
    assert refs(client, "702.190a")[0] == "702.190a"
