"""Reading an official French Comprehensive Rules file: the English parser, in French words.

The file is tests/keywords/data/MagicCompRules_FR_20060201_502.52.txt: seed 000's French of
502.52 in the official layout (see the README beside it). Pure functions, no database.
"""

import datetime
from pathlib import Path

import pytest

from keywords.parsing import RulesFormatError, parse_rules_bytes, parse_rules_text
from keywords.parsing.languages import FRENCH

FRENCH_502_52 = Path(__file__).parent / "data" / "MagicCompRules_FR_20060201_502.52.txt"
SEED_000 = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "000_41c477d4fc589df8.txt"
LOST = "The file has lost characters"


def french_text() -> str:
    return FRENCH_502_52.read_text(encoding="utf-8")


def test_the_french_file_gives_its_date_and_the_paragraphs_of_502_52():
    document = parse_rules_text(french_text(), language="fr")
    assert document.effective_date == datetime.date(2006, 2, 1)
    assert [(rule.number, rule.kind) for rule in document.rules] == [
        ("502.52", "rule"),
        ("502.52a", "subrule"),
        ("502.52b", "subrule"),
    ]
    assert document.get_rule("502.52").text == "Duplication"
    assert document.get_rule("502.52a").text.startswith("Duplication est un mot-clé")
    assert [entry.term for entry in document.glossary] == ["Duplication"]


@pytest.mark.skipif(not SEED_000.is_file(), reason=f"seed 000 not found at {SEED_000}")
def test_the_french_paragraphs_are_seed_000_word_for_word():
    seed_lines = SEED_000.read_text(encoding="utf-8").splitlines()
    for rule in parse_rules_text(french_text(), language="fr").rules:
        separator = ". " if rule.kind == "rule" else " "
        assert f"{rule.number}{separator}{rule.text}" in seed_lines


def test_a_cp1252_copy_reads_the_same_as_the_utf8_one():
    utf8 = parse_rules_bytes(FRENCH_502_52.read_bytes(), language="fr")
    assert parse_rules_bytes(french_text().encode("cp1252"), language="fr") == utf8


def test_non_breaking_spaces_inside_the_quotes_are_kept():
    typeset = french_text().replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    text = parse_rules_text(typeset, language="fr").get_rule("502.52a").text
    assert "«\u00a0Duplication [coût]\u00a0»" in text


def test_the_english_headings_are_not_taken_for_the_french_ones():
    english_headings = french_text().replace("Glossaire", "Glossary")
    with pytest.raises(RulesFormatError, match='no "Glossaire" section'):
        parse_rules_text(english_headings, language="fr")


def test_a_french_file_read_as_english_has_no_english_date_line():
    with pytest.raises(RulesFormatError, match="These rules are effective as of"):
        parse_rules_text(french_text())


def test_a_french_text_without_its_date_sentence_is_refused():
    headless = french_text().replace("Ces règles sont datées du 1er février 2006.", "")
    with pytest.raises(RulesFormatError, match="Ces règles"):
        parse_rules_text(headless, language="fr")


@pytest.mark.parametrize(
    ("sentence", "day"),
    [
        # The wordings of the French editions of 2006 and 2015; PDF exports split "1er".
        ("Ces règles sont datées du 1er Mai 2006.", datetime.date(2006, 5, 1)),
        ("Ces règles sont datées du 1 er Mai 2006.", datetime.date(2006, 5, 1)),
        ("Ces règles entrent en vigueur au 23 janvier 2015.", datetime.date(2015, 1, 23)),
        ("Ces règles sont datées du 1er fevrier 2006.", datetime.date(2006, 2, 1)),
    ],
)
def test_the_french_date_sentence_is_read_in_its_wordings(sentence, day):
    assert FRENCH.read_date(f"Règles complètes\n{sentence}\nIntroduction") == day


def test_a_date_that_does_not_exist_is_refused():
    with pytest.raises(RulesFormatError, match="not a real date"):
        FRENCH.read_date("Ces règles sont datées du 31 février 2006.")


def test_a_copy_resaved_as_ascii_with_question_marks_for_accents_is_refused():
    damaged = french_text().encode("ascii", errors="replace")
    with pytest.raises(RulesFormatError, match=rf'{LOST}: "\?" stands in .* "r\?gles"'):
        parse_rules_bytes(damaged, language="fr")


def test_a_copy_whose_utf8_accents_were_read_as_cp1252_is_refused():
    damaged = french_text().encode("utf-8").decode("cp1252").encode("utf-8")
    with pytest.raises(RulesFormatError, match=rf"{LOST}: \d+ accented letters .* \"Ã¨\""):
        parse_rules_bytes(damaged, language="fr")
