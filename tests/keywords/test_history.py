"""Tracing rules from one edition to the next (pure functions, no database)."""

from pathlib import Path

import pytest

from keywords.history import (
    ADDED,
    DELETE,
    EQUAL,
    INSERT,
    RENUMBERED,
    RENUMBERED_AND_REWORDED,
    REWORDED,
    UNCHANGED,
    RuleVersion,
    match_editions,
    removed_numbers,
    word_diff,
)
from keywords.parsing import parse_rules_bytes
from tests.keywords.conftest import RULES_DIR

REPLICATE_TEXT = (
    "Replicate is a keyword that represents two abilities. The first is a static ability "
    "that functions while the spell is on the stack. The second is a triggered ability that "
    "functions while the spell is on the stack."
)


def chapter(number: str, title: str) -> RuleVersion:
    return RuleVersion(number, "chapter", title)


def section(number: str, title: str) -> RuleVersion:
    return RuleVersion(number, "section", title)


def rule(number: str, text: str, examples: str = "") -> RuleVersion:
    kind = "subrule" if number[-1].isalpha() else "rule"
    return RuleVersion(number, kind, text, examples)


def test_an_identical_rule_under_the_same_number_is_unchanged():
    old = [chapter("1", "Game Concepts"), section("100", "General"), rule("100.1", "The rules.")]
    matches = match_editions(old, old)
    assert {m.change for m in matches.values()} == {UNCHANGED}
    assert matches["100.1"].predecessor == "100.1"


def test_the_same_text_under_a_new_number_is_renumbered():
    old = [section("702", "Keyword Abilities"), rule("702.55", "Replicate")]
    new = [section("702", "Keyword Abilities"), rule("702.56", "Replicate")]
    match = match_editions(old, new)["702.56"]
    assert (match.predecessor, match.change) == ("702.55", RENUMBERED)


def test_a_changed_text_under_the_same_number_is_reworded():
    old = [rule("100.1", "These Magic rules apply to any Magic game with two or more players.")]
    new = [rule("100.1", "These Magic rules apply to any Magic game with two or more people.")]
    match = match_editions(old, new)["100.1"]
    assert (match.predecessor, match.change) == ("100.1", REWORDED)


def test_curly_quotes_for_straight_ones_do_not_make_a_rule_reworded():
    old = [rule("100.1", "A player can't win if the spell says \"can't\".")]
    new = [rule("100.1", "A player can\u2019t win if the spell says \u201ccan\u2019t\u201d.")]
    assert match_editions(old, new)["100.1"].change == UNCHANGED


def test_a_new_example_makes_a_rule_reworded():
    old = [rule("100.1", "These Magic rules apply to any Magic game.")]
    new = [rule("100.1", "These Magic rules apply to any Magic game.", "A game of two players.")]
    assert match_editions(old, new)["100.1"].change == REWORDED


def test_a_reworded_rule_under_a_new_number_is_found_by_similarity():
    old = [section("502", "Keyword Abilities"), rule("502.52", "Replicate")]
    old += [rule("502.52a", REPLICATE_TEXT + " Paying follows rules 409.1b and 409.1f-h.")]
    new = [section("702", "Keyword Abilities"), rule("702.53", "Replicate")]
    new += [rule("702.53a", REPLICATE_TEXT + " Paying follows rules 601.2b and 601.2e-g.")]
    match = match_editions(old, new)["702.53a"]
    assert (match.predecessor, match.change) == ("502.52a", RENUMBERED_AND_REWORDED)
    assert 0.8 < match.similarity < 1


def test_an_unrelated_rule_is_added_and_the_old_one_removed():
    old = [rule("100.1", "Mana burn: a player loses life for unused mana.")]
    new = [rule("100.1", "Each player begins the game with a starting life total of 20.")]
    matches = match_editions(old, new)
    assert (matches["100.1"].predecessor, matches["100.1"].change) == (None, ADDED)
    assert removed_numbers(old, matches) == ["100.1"]


def test_identical_titles_keep_their_own_numbers():
    old = [section("100", "General"), section("200", "General"), section("300", "General")]
    new = [section("100", "General"), section("200", "General"), section("300", "General")]
    matches = match_editions(old, new)
    assert [matches[n].predecessor for n in ("100", "200", "300")] == ["100", "200", "300"]


def test_similar_short_titles_are_not_the_same_section():
    # "Linked Abilities" / "Static Abilities": half the words alike, different sections.
    matches = match_editions(
        [section("405", "Static Abilities")], [section("607", "Linked Abilities")]
    )
    assert matches["607"].change == ADDED


def test_subrules_follow_their_parent_and_not_a_look_alike_of_another_keyword():
    kicker = "{} is a static ability that functions while the spell with {} is on the stack."
    old = [
        rule("702.30", "Kicker"),
        rule("702.30a", kicker.format("Kicker", "kicker") + " Kicker [cost] means pay more."),
        rule("702.63", "Delve"),
        rule("702.63a", kicker.format("Delve", "delve") + " Delve means exile cards."),
    ]
    new = [
        rule("702.32", "Kicker"),
        rule("702.32a", kicker.format("Kicker", "kicker") + " Kicker [cost] means you may pay."),
        rule("702.66", "Delve"),
        rule("702.66a", kicker.format("Delve", "delve") + " Delve means exile any number."),
    ]
    matches = match_editions(old, new)
    assert matches["702.32a"].predecessor == "702.30a"
    assert matches["702.66a"].predecessor == "702.63a"


def test_each_older_rule_continues_in_at_most_one_newer_rule():
    old = [rule("100.1", "The same words.")]
    new = [rule("100.1", "The same words."), rule("100.2", "The same words.")]
    matches = match_editions(old, new)
    assert [matches["100.1"].predecessor, matches["100.2"].predecessor] == ["100.1", None]


def test_word_diff_marks_deleted_and_inserted_words():
    ops = word_diff(
        "As an additional cost to play this spell", "As an additional cost to cast this spell"
    )
    assert ops == [
        (EQUAL, ("As", "an", "additional", "cost", "to")),
        (DELETE, ("play",)),
        (INSERT, ("cast",)),
        (EQUAL, ("this", "spell")),
    ]


def test_word_diff_keeps_line_breaks_as_words():
    assert word_diff("Rule.\nExample one.", "Rule.\nExample two.")[0] == (
        EQUAL,
        ("Rule.", "\n", "Example"),
    )


def test_word_diff_of_identical_texts_is_one_equal_run():
    assert word_diff("Replicate", "Replicate") == [(EQUAL, ("Replicate",))]


# -- On the official files -------------------------------------------------------------------

ERAS = (
    "MagicCompRules_20060201.txt",
    "MagicCompRules_20090711.txt",
    "MagicCompRules_20200122.txt",
    "MagicCompRules_20250207.txt",
)


def versions(path: Path) -> tuple[RuleVersion, ...]:
    document = parse_rules_bytes(path.read_bytes())
    return tuple(
        RuleVersion(r.number, r.kind, r.text, "\n".join(r.examples)) for r in document.rules
    )


@pytest.fixture(scope="module")
def eras(shared_data) -> list[tuple[RuleVersion, ...]]:
    return [versions(shared_data / RULES_DIR / name) for name in ERAS]


def test_replicate_is_traced_through_its_four_numbers(eras):
    numbers = ["702.56a"]
    for older, newer in reversed(list(zip(eras, eras[1:], strict=False))):
        numbers.append(match_editions(older, newer)[numbers[-1]].predecessor)
    assert numbers == ["702.56a", "702.55a", "702.53a", "502.52a"]


def test_most_2006_rules_live_on_through_the_m10_rewrite(eras):
    matches = match_editions(eras[0], eras[1])
    # Two 2006 rules in three live on in 2009 (685 of 1,004), through the rewrite.
    assert sum(m.predecessor is not None for m in matches.values()) > 0.6 * len(eras[0])
