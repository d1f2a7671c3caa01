"""import_rules --lang fr: official French paired with the English edition of its date,
carried forward to later paragraphs (stale where their English changed), and shown on the
pages.

The French file is seed 000's 502.52 in the official layout (tests/keywords/data/README.md);
the 2006 English edition is imported once for the module, without the demo data, so that no
French is there before the import.
"""

import datetime
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from keywords.models import Rule
from keywords.parsing import parse_rules_bytes
from provenance.models import FrenchStatus
from tests.conftest import visible_text
from tests.keywords.conftest import (
    NEWEST,
    OLDEST,
    every_model_count,
    import_file,
    rolled_back_after,
    rules_path,
)
from tests.keywords.test_import_rules import rules_snapshot

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("english_2006")]

FRENCH_502_52 = Path(__file__).parent / "data" / "MagicCompRules_FR_20060201_502.52.txt"
FEBRUARY_1_2006 = datetime.date(2006, 2, 1)
LABEL_FR = (
    "traduction officielle de 502.52a (règles du 1er février 2006), "
    "écrite pour un texte anglais plus ancien : sa formulation et ses numéros de règles ont "
    "pu changer depuis"
)


@pytest.fixture(scope="module")
def english_2006(django_db_setup, django_db_blocker, shared_data) -> None:
    with rolled_back_after(django_db_blocker):
        import_file(rules_path(shared_data, OLDEST))
        yield


def import_french(path: Path = FRENCH_502_52) -> str:
    out = StringIO()
    call_command("import_rules", "--lang", "fr", str(path), "--no-index", stdout=out)
    return out.getvalue()


def french_file(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "MagicCompRules_FR.txt"
    path.write_bytes(data)
    return path


def rule(day: str, number: str) -> Rule:
    return Rule.objects.get(edition__effective_date=day, number=number)


def test_each_french_paragraph_becomes_the_official_french_of_its_english_paragraph():
    out = import_french()
    parsed = parse_rules_bytes(FRENCH_502_52.read_bytes(), language="fr")
    french = Rule.objects.exclude(fr_status=FrenchStatus.MISSING).order_by("sort_key")
    assert [r.number for r in french] == ["502.52", "502.52a", "502.52b"]
    for stored in french:
        assert stored.edition.effective_date == FEBRUARY_1_2006
        assert stored.text_fr == parsed.get_rule(stored.number).text
        assert (stored.fr_status, stored.fr_translated_at) == ("official", FEBRUARY_1_2006)
        assert stored.fr_source_fingerprint == stored.en_fingerprint  # made for this English
    assert "effective 2006-02-01: 3 paragraphs; French written 3, already there 0" in out


def test_reimporting_the_french_changes_nothing():
    import_french()
    before = (every_model_count(), rules_snapshot())
    assert "French written 0, already there 3" in import_french()
    assert (every_model_count(), rules_snapshot()) == before


def test_a_cp1252_french_file_is_imported_like_a_utf8_one(tmp_path):
    text = FRENCH_502_52.read_text(encoding="utf-8")
    import_french(french_file(tmp_path, text.encode("cp1252")))
    assert rule("2006-02-01", "502.52a").text_fr.startswith("Duplication est un mot-clé")


def test_french_dated_like_no_imported_english_edition_is_refused_and_writes_nothing(tmp_path):
    text = FRENCH_502_52.read_text(encoding="utf-8").replace("2006", "2010")
    before = (every_model_count(), rules_snapshot())
    with pytest.raises(
        CommandError, match=r"dated 2010-02-01, and no English edition of that date is imported"
    ):
        import_french(french_file(tmp_path, text.encode()))
    assert (every_model_count(), rules_snapshot()) == before


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text.encode("latin-1").decode("latin-1").encode("ascii", errors="replace"),
        lambda text: text.encode("utf-8").decode("cp1252").encode("utf-8"),
    ],
    ids=["accents-lost-as-question-marks", "utf8-read-as-cp1252"],
)
def test_a_damaged_french_copy_is_refused_and_writes_nothing(tmp_path, damage):
    damaged = damage(FRENCH_502_52.read_text(encoding="utf-8"))
    before = (every_model_count(), rules_snapshot())
    with pytest.raises(CommandError, match="The file has lost characters"):
        import_french(french_file(tmp_path, damaged))
    assert (every_model_count(), rules_snapshot()) == before


def test_an_editors_reviewed_french_is_never_replaced():
    reviewed = rule("2006-02-01", "502.52b")
    reviewed.set_french(FrenchStatus.REVIEWED, text="Relu.")
    reviewed.save()
    assert "Reviewed French kept: 502.52b." in import_french()
    reviewed.refresh_from_db()
    assert (reviewed.fr_status, reviewed.text_fr) == ("reviewed", "Relu.")


def test_an_editors_french_that_is_the_official_text_is_official():
    """The official French an editor edited and put back stayed « relu par un éditeur »:
    only the imports write official French."""
    official = parse_rules_bytes(FRENCH_502_52.read_bytes(), language="fr")
    printed = next(parsed for parsed in official.rules if parsed.number == "502.52b")
    reviewed = rule("2006-02-01", "502.52b")
    reviewed.set_french(FrenchStatus.REVIEWED, text=printed.text, examples=printed.examples_text)
    reviewed.save()
    assert "Reviewed French kept" not in import_french()
    reviewed.refresh_from_db()
    assert (reviewed.fr_status, reviewed.fr_translated_at) == ("official", FEBRUARY_1_2006)


def test_activate_is_refused_for_a_french_edition():
    with pytest.raises(CommandError, match="--activate makes an English edition current"):
        call_command("import_rules", "--lang", "fr", str(FRENCH_502_52), "--activate")


def assert_carried_current_where_the_english_kept_its_words_and_stale_elsewhere():
    title, changed, kept = (rule("2026-08-07", n) for n in ("702.56", "702.56a", "702.56b"))
    assert (title.text_fr, title.fr_status) == ("Duplication", "official")
    assert kept.text_fr == rule("2006-02-01", "502.52b").text_fr
    assert (kept.fr_translated_at, kept.fr_source_fingerprint) == (
        FEBRUARY_1_2006,
        kept.en_fingerprint,
    )
    assert not kept.is_french_stale
    # "play" became "cast": the 2006 French is there, official, dated, and stale.
    origin = rule("2006-02-01", "502.52a")
    assert (changed.fr_status, changed.text_fr) == ("official", origin.text_fr)
    assert changed.fr_translated_at == FEBRUARY_1_2006
    assert changed.fr_source_fingerprint == origin.en_fingerprint != changed.en_fingerprint
    assert changed.is_french_stale


def test_french_reaches_a_later_edition_imported_after_it(shared_data):
    import_french()
    import_file(rules_path(shared_data, NEWEST), activate=True)
    assert_carried_current_where_the_english_kept_its_words_and_stale_elsewhere()


def test_french_imported_after_a_later_edition_reaches_it_and_702_56a_shows_it_labelled(
    shared_data, client
):
    import_file(rules_path(shared_data, NEWEST), activate=True)
    assert "carried forward to 3 later paragraphs, 1 of them stale" in import_french()
    assert_carried_current_where_the_english_kept_its_words_and_stale_elsewhere()
    text = visible_text(client.get("/fr/cr/702.56a"))
    assert LABEL_FR in text
    assert "Duplication est un mot-clé qui représente deux capacités." in text
    assert "When you cast this spell" in text  # the current English, beside it
    answer = client.get("/api/rules/702.56a").json()
    assert (answer["fr_status"], answer["fr_stale"]) == ("official", True)
    assert answer["text_fr"].startswith("Duplication est un mot-clé")
    kept = visible_text(client.get("/fr/cr/702.56b"))
    assert "Si un sort a plusieurs occurrences de duplication" in kept
    assert "traduction officielle de" not in kept  # its own official French, no label
