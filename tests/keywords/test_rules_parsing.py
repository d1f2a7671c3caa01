"""The Comprehensive Rules parser, on the ten official editions in ../shared/data."""

import datetime
import functools
import random
from pathlib import Path

import pytest

from keywords.parsing import (
    ParsedRulesDocument,
    RulesFormatError,
    anchor_for,
    decode_rules_bytes,
    parse_rules_bytes,
    parse_rules_text,
    rule_sort_key,
)
from keywords.parsing.comprehensive_rules import parent_number
from tests.keywords.conftest import small_rules_text

NEWEST = "MagicCompRules_20260807_LF.txt"

# Measured with the parser, then checked by hand on every edition with grep on the text with
# its line endings normalised (tr '\r' '\n' / sed 's/\r$//'), between the second "1. …" chapter
# line and the last "Glossary" line:
#   chapters  grep -cE '^[1-9]\. '                 sections  grep -cE '^[1-9][0-9]{2}\. [^0-9]'
#   rules     grep -cE '^ *[1-9][0-9]{2}\.[0-9]+(\.|\s)'
#   subrules  grep -cE '^ *[1-9][0-9]{2}\. ?[0-9]+[a-z]+'   examples  grep -cE '^ *Example:'
#   glossary  awk: non-blank lines after a blank line, from "Glossary" to "Credits".
# All agree, with two explained differences: in 2006, grep -c "^Example" on the whole file
# says 154 because 9 examples belong to glossary entries (kept in their definitions); in
# 2026-08, awk says 740 glossary entries because a line holding one space precedes "Credits".
# Keyword counts (701.N/702.N titles) agree with grep -cE '^70[12]\.[0-9]+\. ' minus the x.1.
EDITIONS = {
    # file: (effective date, chapters, sections, rules, subrules, examples, glossary entries)
    "MagicCompRules_20060201.txt": ("2006-02-01", 6, 81, 398, 519, 145, 345),
    "MagicCompRules_20090711.txt": ("2009-07-11", 8, 104, 648, 824, 189, 408),
    "MagicCompRules_20200122.txt": ("2020-01-24", 9, 132, 966, 1426, 249, 563),
    "MagicCompRules_20250207.txt": ("2025-02-07", 9, 144, 1127, 1895, 274, 703),
    "MagicCompRules_20251114.txt": ("2025-11-14", 9, 146, 1155, 1954, 276, 725),
    "MagicCompRules_20260116.txt": ("2026-01-16", 9, 146, 1157, 1957, 276, 725),
    "MagicCompRules_20260227_LF.txt": ("2026-02-27", 9, 146, 1158, 1962, 276, 726),
    "MagicCompRules_20260417_LF.txt": ("2026-04-17", 9, 147, 1165, 1973, 277, 730),
    "MagicCompRules_20260619_LF.txt": ("2026-06-19", 9, 147, 1170, 1983, 277, 735),
    "MagicCompRules_20260807_LF.txt": ("2026-08-07", 9, 147, 1173, 1989, 277, 739),
}
REPLICATE = {
    "MagicCompRules_20060201.txt": "502.52",
    "MagicCompRules_20090711.txt": "702.53",
    "MagicCompRules_20200122.txt": "702.55",
    "MagicCompRules_20250207.txt": "702.56",
    "MagicCompRules_20251114.txt": "702.56",
    "MagicCompRules_20260116.txt": "702.56",
    "MagicCompRules_20260227_LF.txt": "702.56",
    "MagicCompRules_20260417_LF.txt": "702.56",
    "MagicCompRules_20260619_LF.txt": "702.56",
    "MagicCompRules_20260807_LF.txt": "702.56",
}

needs_data = pytest.mark.shared_data
each_edition = pytest.mark.parametrize("name", list(EDITIONS))


@functools.cache
def _parse_file(path: Path) -> ParsedRulesDocument:
    return parse_rules_bytes(path.read_bytes())


def raw(shared_data: Path, name: str) -> bytes:
    return (shared_data / "comprehensive-rules" / name).read_bytes()


def edition(shared_data: Path, name: str) -> ParsedRulesDocument:
    # Parsed once per file for the whole session: the documents are immutable.
    return _parse_file(shared_data / "comprehensive-rules" / name)


def rule(document: ParsedRulesDocument, number: str):
    found = document.get_rule(number)
    assert found is not None, f"rule {number} not parsed"
    return found


# --- Counts and dates ------------------------------------------------------------------------


@needs_data
@each_edition
def test_each_edition_has_exactly_its_chapters_sections_rules_and_subrules(shared_data, name):
    _, chapters, sections, rules, subrules, _, _ = EDITIONS[name]
    document = edition(shared_data, name)
    expected = {"chapter": chapters, "section": sections, "rule": rules, "subrule": subrules}
    assert document.kind_counts == expected
    assert document.rule_count == chapters + sections + rules + subrules


@needs_data
@each_edition
def test_each_edition_has_exactly_its_examples_and_glossary_entries(shared_data, name):
    *_, examples, glossary = EDITIONS[name]
    document = edition(shared_data, name)
    assert (document.example_count, document.glossary_count) == (examples, glossary)


@needs_data
@each_edition
def test_the_effective_date_is_read_from_the_header(shared_data, name):
    # 2020-01-22 is the upload date; its header says January 24, 2020.
    effective = datetime.date.fromisoformat(EDITIONS[name][0])
    assert edition(shared_data, name).effective_date == effective


@needs_data
@each_edition
def test_reparsing_gives_an_identical_document(shared_data, name):
    data = raw(shared_data, name)
    assert parse_rules_bytes(data) == parse_rules_bytes(data)


# --- Structure -------------------------------------------------------------------------------


@needs_data
@each_edition
def test_the_table_of_contents_is_skipped_and_the_rules_start_at_chapter_1(shared_data, name):
    document = edition(shared_data, name)
    first, second, third = document.rules[:3]
    assert (first.number, first.kind, first.parent_number) == ("1", "chapter", None)
    assert (second.number, second.kind, second.parent_number) == ("100", "section", "1")
    assert (third.number, third.kind, third.parent_number) == ("100.1", "rule", "100")


@needs_data
def test_the_2009_body_names_chapter_1_the_game_although_its_contents_say_game_concepts(
    shared_data,
):
    assert rule(edition(shared_data, "MagicCompRules_20090711.txt"), "1").text == "The Game"
    assert rule(edition(shared_data, NEWEST), "1").text == "Game Concepts"


@needs_data
@each_edition
def test_every_parent_exists_and_comes_before_its_children(shared_data, name):
    seen: set[str] = set()
    for paragraph in edition(shared_data, name).rules:
        assert paragraph.parent_number is None or paragraph.parent_number in seen
        seen.add(paragraph.number)


@needs_data
@each_edition
def test_the_rules_are_in_rule_sort_key_order(shared_data, name):
    numbers = [paragraph.number for paragraph in edition(shared_data, name).rules]
    assert numbers == sorted(numbers, key=rule_sort_key)


@needs_data
@each_edition
def test_replicate_has_the_number_of_its_era_and_two_subrules(shared_data, name):
    number = REPLICATE[name]
    document = edition(shared_data, name)
    assert (rule(document, number).text, rule(document, number).kind) == ("Replicate", "rule")
    first, second = rule(document, number + "a"), rule(document, number + "b")
    assert first.text.startswith("Replicate is a keyword that represents two abilities.")
    assert second.text == (
        "If a spell has multiple instances of replicate, each is paid separately and triggers "
        "based on the payments made for it, not any other instance of replicate."
    )
    assert document.get_rule(number + "c") is None


@needs_data
def test_replicate_is_702_56_in_the_august_2026_edition(shared_data):
    document = edition(shared_data, NEWEST)
    replicate = rule(document, "702.56a")
    assert replicate.parent_number == "702.56"
    assert replicate.kind == "subrule"
    assert replicate.text.endswith(
        "Paying a spell’s replicate cost follows the rules for paying additional costs "
        "in rules 601.2b and 601.2f–h."
    )
    assert replicate.examples == ()


@needs_data
def test_replicate_is_502_52_in_the_2006_numbering(shared_data):
    document = edition(shared_data, "MagicCompRules_20060201.txt")
    assert rule(document, "502.52").parent_number == "502"
    assert rule(document, "502").text == "Keyword Abilities"
    assert rule(document, "502.52a").text.endswith("in rules 409.1b and 409.1f-h.")


@needs_data
def test_examples_are_attached_to_the_rule_above_them_without_their_prefix(shared_data):
    # grep -A5 '^613.6\. ' shows four "Example:" lines, then a blank line and 613.7.
    document = edition(shared_data, NEWEST)
    examples = rule(document, "613.6").examples
    assert len(examples) == 4
    assert examples[0].startswith("An effect that reads “This creature gets +1/+1")
    assert examples[3].startswith("Svogthos, the Restless Tomb, is on the battlefield.")
    assert not any(example.startswith("Example") for example in examples)
    assert rule(document, "613.7").examples == ()
    assert len(rule(document, "613.7a").examples) == 1


@needs_data
def test_subrule_letters_skip_l_and_o_and_go_on_with_aa(shared_data):
    document = edition(shared_data, NEWEST)
    letters = [p.number.removeprefix("704.5") for p in document.rules if p.parent_number == "704.5"]
    assert letters == [*"abcdefghijkmnpqrstuvwxyz", "aa"]


@needs_data
def test_subrule_letters_skip_l_in_2006_phasing(shared_data):
    document = edition(shared_data, "MagicCompRules_20060201.txt")
    letters = [
        p.number.removeprefix("502.15") for p in document.rules if p.parent_number == "502.15"
    ]
    assert letters == [*"abcdefghijkmnp"]


@needs_data
def test_indented_continuation_lines_belong_to_the_rule_above(shared_data):
    # 2009 806.7b is one line then two lines indented with spaces.
    text = rule(edition(shared_data, "MagicCompRules_20090711.txt"), "806.7b").text
    paragraphs = text.split("\n")
    assert len(paragraphs) == 3
    assert paragraphs[1].startswith("Any characteristic-defining ability that refers")
    assert paragraphs[2].startswith("All other cases in which the")


@needs_data
def test_the_typos_of_old_editions_are_read_as_the_rules_they_meant(shared_data):
    old = edition(shared_data, "MagicCompRules_20060201.txt")
    # "606. 8b Players win …", "212.1b. When …", "302.1 First, …" (no dot)
    assert rule(old, "606.8b").text.startswith("Players win and lose the game only as a team")
    assert len(rule(old, "606.8b").examples) == 3
    assert rule(old, "212.1b").text.startswith("When an object's type changes")
    assert rule(old, "302.1").text.startswith("First, all permanents with phasing")
    m10 = edition(shared_data, "MagicCompRules_20090711.txt")
    assert rule(m10, "702.37a").text.startswith("Storm is a triggered ability")  # "702. 37a"
    # 2009 jumps from 113.7c to 113.9: the file has no rule 113.8.
    assert m10.get_rule("113.8") is None
    assert rule(m10, "113.9").parent_number == "113"
    modern = edition(shared_data, "MagicCompRules_20250207.txt")
    assert rule(modern, "901.4").text.startswith("All plane and phenomenon cards")  # "901.4.All"


@needs_data
@each_edition
def test_the_glossary_runs_from_its_first_term_to_zone_change_triggers(shared_data, name):
    glossary = edition(shared_data, name).glossary
    first = "Ability" if name < "MagicCompRules_2020" else "Abandon"
    assert glossary[0].term == first
    assert glossary[-1].term == "Zone-Change Triggers"
    assert not any("Richard Garfield" in entry.definition for entry in glossary)  # Credits


@needs_data
@each_edition
def test_the_glossary_defines_replicate_with_its_rule(shared_data, name):
    entries = {entry.term: entry.definition for entry in edition(shared_data, name).glossary}
    assert f"See rule {REPLICATE[name]}, " in entries["Replicate"]


@needs_data
def test_numbered_glossary_definitions_keep_one_line_per_meaning(shared_data):
    entries = {entry.term: entry for entry in edition(shared_data, NEWEST).glossary}
    lines = entries["Ability"].definition.split("\n")
    assert lines[0] == "1. Text on an object that explains what that object does or can do."
    assert lines[1].startswith("2. An activated or triggered ability on the stack.")


# --- Encodings and line endings --------------------------------------------------------------


def _variants(utf8_text: str) -> dict[str, bytes]:
    lf = utf8_text.replace("\r\n", "\n").replace("\r", "\n")
    return {
        "utf-8 LF, BOM": "\ufeff".encode() + lf.encode(),
        "utf-8 LF": lf.encode(),
        "utf-8 CRLF": lf.replace("\n", "\r\n").encode(),
        "utf-8 CR": lf.replace("\n", "\r").encode(),
        "utf-16 (BOM, LE)": lf.replace("\n", "\r\n").encode("utf-16"),
        "utf-16-le, BOM": b"\xff\xfe" + lf.encode("utf-16-le"),
        "utf-16-be, BOM": b"\xfe\xff" + lf.encode("utf-16-be"),
        "utf-16-le, no BOM": lf.encode("utf-16-le"),
    }


@needs_data
def test_every_encoding_and_line_ending_of_the_same_text_parses_identically(shared_data):
    reference = edition(shared_data, NEWEST)
    text = raw(shared_data, NEWEST).decode("utf-8-sig")
    for label, data in _variants(text).items():
        assert parse_rules_bytes(data) == reference, label


@needs_data
def test_the_2026_01_file_with_mixed_crlf_and_cr_parses_as_its_lf_version(shared_data):
    # 2026-01-16 has CR endings plus twelve "\r\r\n" (a blank line, then CRLF): each is two
    # line breaks, as in the LF copy of the same file in ivancea/MTGRules_Android.
    data = raw(shared_data, "MagicCompRules_20260116.txt")
    assert data.count(b"\r\n") == 12
    as_lf = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    mixed = edition(shared_data, "MagicCompRules_20260116.txt")
    assert parse_rules_bytes(as_lf) == mixed
    assert rule(mixed, "702.56a") == rule(
        edition(shared_data, "MagicCompRules_20251114.txt"), "702.56a"
    )


def test_decoding_normalises_line_endings_and_drops_the_bom():
    assert decode_rules_bytes(b"\xef\xbb\xbfa\r\nb\rc\nd\r\r\ne") == "a\nb\nc\nd\n\ne"


def test_an_old_cp1252_file_is_decoded():
    assert decode_rules_bytes("Magic\u2122 rules \u2014 caf\xe9".encode("cp1252")) == (
        "Magic\u2122 rules \u2014 caf\xe9"
    )


# --- Refusals --------------------------------------------------------------------------------


@needs_data
def test_a_file_cut_in_half_is_refused_as_truncated(shared_data):
    data = raw(shared_data, NEWEST)
    with pytest.raises(RulesFormatError, match="truncated"):
        parse_rules_bytes(data[: len(data) // 2])


@needs_data
def test_a_file_cut_in_the_glossary_is_refused_as_truncated(shared_data):
    text = raw(shared_data, NEWEST).decode("utf-8-sig")
    cut = text[: text.rindex("Zone-Change Triggers")]
    with pytest.raises(RulesFormatError, match='truncated: there is no "Credits"'):
        parse_rules_text(cut)


@needs_data
def test_a_file_missing_its_last_chapter_is_refused(shared_data):
    text = raw(shared_data, NEWEST).decode("utf-8-sig").replace("\r", "")
    body = text.index("\n1. Game Concepts", text.index("1. Game Concepts") + 1)
    chapter_9 = text.index("\n9. Casual Variants", body)
    glossary = text.index("\nGlossary", chapter_9)
    with pytest.raises(RulesFormatError, match="chapter 9 of the table of contents"):
        parse_rules_text(text[:chapter_9] + text[glossary:])


def test_random_bytes_are_refused():
    noise = random.Random(20260807).randbytes(64 * 1024)
    with pytest.raises(RulesFormatError, match="is not a Comprehensive Rules text file"):
        decode_rules_bytes(noise)
    with pytest.raises(RulesFormatError, match="is not a Comprehensive Rules text file"):
        parse_rules_bytes(noise)


def test_binary_data_with_nul_bytes_is_refused():
    with pytest.raises(RulesFormatError, match="binary data"):
        decode_rules_bytes(b"%PDF-1.7\n\x00\x01\x02 100.1. stream")


def test_an_empty_file_is_refused():
    with pytest.raises(RulesFormatError, match="empty"):
        decode_rules_bytes(b"  \r\n")


def test_a_text_that_is_not_the_rules_is_refused():
    with pytest.raises(RulesFormatError, match="not a Comprehensive Rules text"):
        parse_rules_text("Dear diary,\nToday I played Magic and had 20 life.\n")


@needs_data
def test_a_text_without_its_header_date_is_refused(shared_data):
    text = raw(shared_data, NEWEST).decode("utf-8-sig")
    headless = text.replace("These rules are effective as of August 7, 2026.", "")
    with pytest.raises(RulesFormatError, match="effective as of"):
        parse_rules_text(headless)


# --- Damaged copies --------------------------------------------------------------------------

LOST = "The file has lost characters"


@needs_data
@pytest.mark.parametrize("codec", ["latin-1", "ascii"])
def test_a_copy_resaved_with_question_marks_for_curly_quotes_is_refused(shared_data, codec):
    text = raw(shared_data, NEWEST).decode("utf-8-sig")
    damaged = text.encode(codec, errors="replace")
    with pytest.raises(RulesFormatError, match=rf'{LOST}: "\?" stands in .* "player\?s"'):
        parse_rules_bytes(damaged)


@needs_data
def test_a_copy_with_replacement_characters_is_refused(shared_data):
    damaged = raw(shared_data, NEWEST).replace("’".encode(), "\ufffd".encode())
    with pytest.raises(RulesFormatError, match=rf"{LOST}: \d+ characters were replaced by U\+FFFD"):
        parse_rules_bytes(damaged)


@needs_data
def test_a_copy_with_curly_quotes_read_as_cp1252_is_refused(shared_data):
    text = raw(shared_data, NEWEST).decode("utf-8-sig")
    damaged = text.replace("’", "’".encode().decode("cp1252")).encode()
    with pytest.raises(RulesFormatError, match=rf'{LOST}: \d+ quotes or dashes became "â€…"'):
        parse_rules_bytes(damaged)


@pytest.mark.parametrize(
    "glossary_term", ["Doctor?s Companion", "Doctor\ufffds Companion", "Doctorâ€™s Companion"]
)
def test_a_small_text_that_lost_one_character_is_refused_with_its_line(glossary_term):
    text = small_rules_text(glossary={"Active Player": "Whose turn it is.", glossary_term: "A."})
    line = text.split("\n").index(glossary_term) + 1
    with pytest.raises(RulesFormatError, match=rf"{LOST}: .*on line {line}\b"):
        parse_rules_text(text)


def test_questions_and_the_urls_of_old_editions_are_not_taken_for_lost_characters():
    rule = (
        "Questions? See www.wizards.com/default.asp?x=magic/rules or "
        "<http://www.wizards.com/Magic/TCG/Events.aspx?x=dci/doccenter/home>. Why? Because."
    )
    assert parse_rules_text(small_rules_text(rule=rule)).get_rule("100.1").text == rule


# --- Numbers ---------------------------------------------------------------------------------


def test_rule_sort_key_orders_numbers_as_the_rules_do():
    numbers = ["100.10", "2", "100.1a", "100", "704.5aa", "1", "100.2", "704.5z", "100.1", "199.1"]
    assert sorted(numbers, key=rule_sort_key) == [
        "1", "100", "100.1", "100.1a", "100.2", "100.10", "199.1", "2", "704.5z", "704.5aa",
    ]  # fmt: skip


def test_rule_sort_key_refuses_what_is_not_a_rule_number():
    with pytest.raises(ValueError):
        rule_sort_key("abc")


def test_anchor_for_uses_the_hyperlinked_cr_style():
    assert anchor_for("702.56a") == "R70256a"
    assert anchor_for("702") == "R702"
    assert anchor_for("7") == "R7"


def test_parent_number_climbs_subrule_rule_section_chapter():
    assert [parent_number(n) for n in ("100.1a", "100.1", "100", "1", "704.5aa")] == [
        "100.1", "100", "1", None, "704.5",
    ]  # fmt: skip
