"""Keyword abilities, keyword actions and ability words of each edition."""

import functools
from collections import Counter
from pathlib import Path

import pytest

from keywords.parsing import ParsedKeyword, ParsedRulesDocument, extract_keywords, parse_rules_bytes

NEWEST = "MagicCompRules_20260807_LF.txt"

# Measured, then checked by hand: keyword abilities and actions with
# grep -cE '^702\.[0-9]+\. ' (and 701) minus one for 702.1 / 701.1 (502 in 2006); ability
# words by counting the commas of "The ability words are …" in 207.2c (206.2c in 2009) + 1.
KEYWORD_COUNTS = {
    # file: (keyword abilities, keyword actions, ability words)
    "MagicCompRules_20060201.txt": (51, 0, 0),
    "MagicCompRules_20090711.txt": (81, 17, 10),
    "MagicCompRules_20200122.txt": (136, 42, 40),
    "MagicCompRules_20250207.txt": (178, 59, 53),
    "MagicCompRules_20251114.txt": (188, 66, 56),
    "MagicCompRules_20260116.txt": (188, 67, 57),
    "MagicCompRules_20260227_LF.txt": (189, 67, 58),
    "MagicCompRules_20260417_LF.txt": (191, 67, 61),
    "MagicCompRules_20260619_LF.txt": (193, 68, 61),
    "MagicCompRules_20260807_LF.txt": (194, 69, 61),
}


@functools.cache
def _keywords(path: Path) -> tuple[ParsedKeyword, ...]:
    return tuple(extract_keywords(_document(path)))


@functools.cache
def _document(path: Path) -> ParsedRulesDocument:
    return parse_rules_bytes(path.read_bytes())


def keywords(shared_data: Path, name: str) -> tuple[ParsedKeyword, ...]:
    return _keywords(shared_data / "comprehensive-rules" / name)


def by_name(shared_data: Path, name: str) -> dict[str, ParsedKeyword]:
    return {keyword.name: keyword for keyword in keywords(shared_data, name)}


@pytest.mark.shared_data
@pytest.mark.parametrize("name", list(KEYWORD_COUNTS))
def test_each_edition_has_exactly_its_keyword_abilities_actions_and_ability_words(
    shared_data, name
):
    counts = Counter(keyword.kind for keyword in keywords(shared_data, name))
    expected = KEYWORD_COUNTS[name]
    assert (counts["keyword_ability"], counts["keyword_action"], counts["ability_word"]) == expected


@pytest.mark.shared_data
@pytest.mark.parametrize("name", list(KEYWORD_COUNTS))
def test_no_keyword_is_listed_twice_and_the_general_rules_are_not_keywords(shared_data, name):
    found = keywords(shared_data, name)
    assert len({(k.name.casefold(), k.kind) for k in found}) == len(found)
    assert not {k.rule_number for k in found} & {"701.1", "702.1", "502.1"}


@pytest.mark.shared_data
def test_replicate_is_a_keyword_ability_with_rule_702_56_in_august_2026(shared_data):
    assert by_name(shared_data, NEWEST)["Replicate"] == ParsedKeyword(
        "Replicate", "keyword_ability", "702.56"
    )


@pytest.mark.shared_data
@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("MagicCompRules_20060201.txt", "502.52"),
        ("MagicCompRules_20090711.txt", "702.53"),
        ("MagicCompRules_20200122.txt", "702.55"),
        ("MagicCompRules_20250207.txt", "702.56"),
    ],
)
def test_replicate_moves_with_the_numbering_of_each_era(shared_data, name, number):
    assert by_name(shared_data, name)["Replicate"].rule_number == number


@pytest.mark.shared_data
def test_scry_is_a_keyword_action_since_2009(shared_data):
    assert by_name(shared_data, NEWEST)["Scry"] == ParsedKeyword("Scry", "keyword_action", "701.22")
    m10 = by_name(shared_data, "MagicCompRules_20090711.txt")["Scry"]
    assert m10 == ParsedKeyword("Scry", "keyword_action", "701.16")


@pytest.mark.shared_data
def test_in_2006_scry_was_a_keyword_ability_and_there_were_no_keyword_actions(shared_data):
    old = by_name(shared_data, "MagicCompRules_20060201.txt")
    assert old["Scry"] == ParsedKeyword("Scry", "keyword_ability", "502.36")
    assert old["First Strike"].rule_number == "502.2"


@pytest.mark.shared_data
def test_ability_words_are_read_from_rule_207_2c(shared_data):
    words = {k.name: k for k in keywords(shared_data, NEWEST) if k.kind == "ability_word"}
    assert {"landfall", "adamant", "will of the council", "council’s dilemma"} <= set(words)
    assert {"descend 4", "descend 8"} <= set(words)
    assert {keyword.rule_number for keyword in words.values()} == {"207.2c"}


@pytest.mark.shared_data
def test_the_2009_ability_words_are_the_ten_of_rule_206_2c(shared_data):
    words = [
        k.name for k in keywords(shared_data, "MagicCompRules_20090711.txt")
        if k.kind == "ability_word"
    ]  # fmt: skip
    assert words == [
        "channel", "chroma", "domain", "grandeur", "hellbent",
        "imprint", "kinship", "radiance", "sweep", "threshold",
    ]  # fmt: skip


@pytest.mark.shared_data
def test_keyword_names_are_the_rule_titles_as_written(shared_data):
    found = by_name(shared_data, NEWEST)
    assert found["Tap and Untap"].kind == "keyword_action"
    assert found["Start Your Engines!"].rule_number == "702.179"
    assert found["Jump-Start"].kind == "keyword_ability"


@pytest.mark.shared_data
def test_keywords_come_in_rules_order_then_the_ability_words(shared_data):
    kinds = [keyword.kind for keyword in keywords(shared_data, NEWEST)]
    assert kinds == sorted(kinds, key=["keyword_action", "keyword_ability", "ability_word"].index)
