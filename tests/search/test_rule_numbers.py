"""A rule number asked for answers that rule, then what it holds: "702.19" is Trample and its
subrules, never 702.190 or 702.191 because their numbers start the same."""

import pytest

from keywords.models import Rule, RulesEdition
from rulings.models import Card

pytestmark = pytest.mark.django_db

NUMBERS = ("7", "702", "702.19", "702.19a", "702.19b", "702.190", "702.190a", "702.191", "703")


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
    if len(number) == 1:
        return Rule.Kind.CHAPTER
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
    assert set(found) == set(NUMBERS) - {"7", "703"}


@pytest.mark.parametrize("typed", ["rule 7", "CR 7", "chapter 7", "chapitre 7", "section 7"])
@pytest.mark.usefixtures("rules_indexed")
def test_a_chapter_asked_for_by_its_number_gives_the_chapter_then_its_sections(client, typed):
    """An English player's review: "rule 7" and "CR 1" found cards printing +7/+7 or a 1."""
    assert refs(client, typed) == ["7", "702", "703"]
    response = client.get("/en/search/", {"q": typed})
    assert (response.status_code, response["Location"]) == (302, "/en/cr/7")


@pytest.mark.usefixtures("rules_indexed")
def test_a_subrule_number_gives_that_subrule_first(client):
    assert refs(client, "702.190a")[0] == "702.190a"


@pytest.mark.parametrize(
    "typed", ["702.19", "cr 702.19", "règle 702.19", "R70219", " 702.19. ", "702,19"]
)
@pytest.mark.usefixtures("rules_indexed")
def test_the_search_page_opens_the_rule_asked_for_by_its_number(client, typed):
    response = client.get("/fr/search/", {"q": typed})
    assert (response.status_code, response["Location"]) == (302, "/fr/cr/702.19")


@pytest.mark.parametrize("typed", ["702", "#702", "cr 702"])
@pytest.mark.usefixtures("rules_indexed")
def test_the_search_page_opens_a_section_asked_for_by_its_number_alone(client, typed):
    response = client.get("/en/search/", {"q": typed})
    assert (response.status_code, response["Location"]) == (302, "/en/cr/702")


@pytest.mark.parametrize("typed", ["702.19a\u2013b", "702.19a,702.19b", "702.19a and b"])
@pytest.mark.usefixtures("rules_indexed")
def test_a_list_of_subrules_as_the_rules_print_it_gives_them(client, typed):
    assert refs(client, typed) == ["702.19a", "702.19b"]


@pytest.mark.parametrize(
    "params",
    [
        {"q": "702.19 trample"},
        {"q": "702.19 702.2"},
        {"q": "702.199"},
        {"q": "702.19", "type": "rule"},
    ],
)
@pytest.mark.usefixtures("rules_indexed")
def test_a_number_with_more_words_or_no_such_rule_lists_results(client, params):
    assert client.get("/fr/search/", params).status_code == 200


@pytest.mark.usefixtures("rules_indexed")
def test_the_api_still_lists_the_rule_and_its_subrules(client):
    assert refs(client, "702.19")[0] == "702.19"


@pytest.fixture
def rule_and_a_card_named(search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    for number, text in (
        ("702.19b", "The controller of an attacking creature with trample assigns damage."),
        ("702.19c", "Assigning damage to a creature blocking it with trample."),
    ):
        Rule.objects.create(edition=edition, number=number, kind=Rule.Kind.SUBRULE, text_en=text)
    Card.objects.create(slug="wall", name_en="Wall of Wood", oracle_text_en="Defender.")
    rebuild()


@pytest.mark.usefixtures("rule_and_a_card_named")
def test_the_rules_a_question_cites_come_first_in_the_order_cited(client):
    """Before the card it names by its whole name, which outscores any rule."""

    def found(text: str) -> list[str]:
        answer = client.get("/api/search", {"q": text, "lang": "en"}).json()
        return [hit["ref"] for hit in answer["results"]]

    assert found("is 702.19c relevant when Wall of Wood blocks")[:2] == ["702.19c", "Wall of Wood"]
    assert found("Wall of Wood blocking: 702.19c or 702.19b?")[:3] == [
        "702.19c",
        "702.19b",
        "Wall of Wood",
    ]


@pytest.fixture
def titled_and_sentence_rules(search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    for number, kind, text in (
        ("704", Rule.Kind.SECTION, "State-Based Actions"),
        ("704.5", Rule.Kind.RULE, "The state-based actions are as follows:"),
        ("704.5a", Rule.Kind.SUBRULE, "If a player has 0 or less life, that player loses."),
        ("702.19", Rule.Kind.RULE, "Trample"),
    ):
        Rule.objects.create(edition=edition, number=number, kind=kind, text_en=text)
    rebuild()


@pytest.mark.usefixtures("titled_and_sentence_rules")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rule_whose_short_text_is_a_sentence_is_headed_by_its_number(client, lang):
    """As the rule pages head it: the sentence is the snippet already, not a title."""
    found = client.get("/api/search", {"q": "cr 704 702.19", "lang": lang}).json()["results"]
    titles = {hit["ref"]: hit["title"] for hit in found}
    assert titles == {
        "704": "State-Based Actions",
        "704.5": "704.5",
        "704.5a": "704.5a",
        "702.19": "Trample",
    }
