"""Rule references found in rules text, to be turned into links by span."""

import functools
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keywords.parsing import (
    ParsedRulesDocument,
    RuleReference,
    find_rule_references,
    parse_rules_bytes,
)

SEED = (
    "Paying a spell's replicate cost follows the rules for paying additional costs in "
    "rules 409.1b and 409.1f–h."
)
# From rule 601.2 of the August 2026 edition.
CASTING = (
    "Casting a spell includes proposal of the spell (rules 601.2a–d) and determination and "
    "payment of costs (rules 601.2f–h)."
)


def quoted(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """What each reference covers in `text`, and what it points to."""
    return [(text[ref.start : ref.end], ref.numbers) for ref in find_rule_references(text)]


@functools.cache
def _parse_file(path: Path) -> ParsedRulesDocument:
    return parse_rules_bytes(path.read_bytes())


def edition(shared_data: Path, name: str) -> ParsedRulesDocument:
    return _parse_file(shared_data / "comprehensive-rules" / name)


def test_the_replicate_seed_text_has_two_references_one_of_them_a_range():
    assert find_rule_references(SEED) == [
        RuleReference(SEED.index("409.1b"), SEED.index("409.1b") + 6, ("409.1b",)),
        RuleReference(
            SEED.index("409.1f–h"), SEED.index("409.1f–h") + 8, ("409.1f", "409.1g", "409.1h")
        ),
    ]


def test_the_2006_hyphen_range_reads_like_the_en_dash_range():
    assert quoted("rules 409.1b and 409.1f-h.") == [
        ("409.1b", ("409.1b",)),
        ("409.1f-h", ("409.1f", "409.1g", "409.1h")),
    ]


def test_the_ranges_of_rule_601_2_are_expanded():
    assert quoted(CASTING) == [
        ("601.2a–d", ("601.2a", "601.2b", "601.2c", "601.2d")),
        ("601.2f–h", ("601.2f", "601.2g", "601.2h")),
    ]


def test_a_letter_range_skips_l_and_o():
    [(span, numbers)] = quoted("See rules 608.2c–n.")
    assert span == "608.2c–n"
    assert numbers == tuple(f"608.2{letter}" for letter in "cdefghijkmn")


def test_a_single_rule_after_the_word_rule():
    assert quoted("See rule 702.56, “Replicate.”") == [("702.56", ("702.56",))]


def test_an_en_dash_range_without_the_word_rule():
    assert quoted("as in 601.2e–g.") == [("601.2e–g", ("601.2e", "601.2f", "601.2g"))]


def test_a_bare_subrule_number_is_a_reference():
    assert quoted("(702.56a applies)") == [("702.56a", ("702.56a",))]


def test_sections_and_chapters_are_references_after_rule_or_section():
    assert quoted("See section 702, section 6, “Spells,” and rule 613 for more.") == [
        ("702", ("702",)),
        ("6", ("6",)),
        ("613", ("613",)),
    ]


def test_lists_and_ranges_of_sections_and_rules():
    assert quoted("See rules 614 and 615.") == [("614", ("614",)), ("615", ("615",))]
    assert quoted("(See rules 306-311 and rule 500.)") == [
        ("306-311", ("306", "307", "308", "309", "310", "311")),
        ("500", ("500",)),
    ]
    # 701.27g: each number with its title in quotes.
    assert quoted("See rules 701.42, “Meld,” and 730, “Merging with Permanents.”") == [
        ("701.42", ("701.42",)),
        ("730", ("730",)),
    ]
    assert quoted("rules 119.7–8 and 903.6–903.8") == [
        ("119.7–8", ("119.7", "119.8")),
        ("903.6–903.8", ("903.6", "903.7", "903.8")),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "These rules are effective as of August 7, 2026.",
        "Published 2026-08-07, or 2026.08.07, or 07.08.2026.",
        "Each player starts with 20 life.",
        "Create a 1/1 white Soldier creature token.",
        "A spell with mana value 3 costs {2}{W}; X is 100.",
        "The deck has at least 100 cards, rule of 20, version 1.2.3.",
        "Pay $100.50 for a 100.5% bonus.",
    ],
)
def test_dates_mana_values_and_plain_numbers_are_not_references(text):
    assert find_rule_references(text) == []


def test_a_section_is_only_a_reference_after_the_word_rule_or_section():
    # "rule 104" is a section; "100 cards" after a comma is not a rule.
    assert quoted("See rule 104, 100 cards.") == [("104", ("104",))]


def test_a_dash_that_does_not_close_a_range_leaves_the_first_number():
    assert quoted("a 702.56-style cost") == [("702.56", ("702.56",))]


@given(st.text(alphabet="0123456789.-–abcfhlo rulesction,and", max_size=80))
def test_spans_are_ordered_disjoint_and_start_with_their_target(text):
    end = 0
    for reference in find_rule_references(text):
        assert end <= reference.start < reference.end <= len(text)
        assert text[reference.start : reference.end].startswith(reference.numbers[0])
        end = reference.end


@pytest.mark.shared_data
def test_rule_601_2_of_august_2026_links_its_two_ranges(shared_data):
    text = edition(shared_data, "MagicCompRules_20260807_LF.txt").get_rule("601.2").text
    spans = [span for span, _ in quoted(text)]
    assert spans[:2] == ["601.2a–d", "601.2f–h"]


@pytest.mark.shared_data
def test_every_reference_of_the_august_2026_edition_points_to_a_rule_it_has(shared_data):
    document = edition(shared_data, "MagicCompRules_20260807_LF.txt")
    numbers = {paragraph.number for paragraph in document.rules}
    texts = [p.text for p in document.rules] + [e for p in document.rules for e in p.examples]
    texts += [entry.definition for entry in document.glossary]
    found = [ref for text in texts for ref in find_rule_references(text)]
    assert len(found) == 1931  # measured (730 in 701.27g the last); 1,900+ since 2025
    assert not [n for ref in found for n in ref.numbers if n not in numbers]


@pytest.mark.shared_data
def test_the_only_dangling_reference_of_february_2025_is_an_error_of_the_source(shared_data):
    # The glossary entry "Map" says "see rule 110.10", which does not exist in that file.
    document = edition(shared_data, "MagicCompRules_20250207.txt")
    numbers = {paragraph.number for paragraph in document.rules}
    texts = [p.text for p in document.rules] + [e for p in document.rules for e in p.examples]
    texts += [entry.definition for entry in document.glossary]
    dangling = {n for t in texts for ref in find_rule_references(t) for n in ref.numbers}
    assert dangling - numbers == {"110.10"}
