"""The import_rules command: files and URLs in, one edition written or nothing at all."""

import json
import random
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from keywords import services
from keywords.models import GlossaryEntry, Keyword, Rule, RulesEdition
from keywords.parsing import parse_rules_bytes
from provenance.models import FrenchStatus
from tests.keywords.conftest import (
    NEWEST,
    OLDEST,
    every_model_count,
    import_file,
    rules_path,
    small_rules_text,
)

pytestmark = pytest.mark.django_db

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "demo.json"


def run_import(*args: str) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("import_rules", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def rules_snapshot() -> list[tuple]:
    fields = ("edition_id", "number", "text_en", "text_fr", "examples_en", "fr_status")
    rules = Rule.objects.order_by("pk").values_list("pk", *fields, "predecessor_id", "change")
    editions = RulesEdition.objects.order_by("pk").values_list()
    keywords = Keyword.objects.order_by("pk").values_list()
    glossary = GlossaryEntry.objects.order_by("pk").values_list("pk", "term_en", "definition_en")
    return [*rules, *editions, *keywords, *glossary]


def demo_rule(number: str) -> dict:
    rules = [o["fields"] for o in json.loads(FIXTURE.read_text()) if o["model"] == "keywords.rule"]
    return next(fields for fields in rules if fields["number"] == number)


@pytest.mark.usefixtures("demo_data")
def test_a_truncated_file_is_refused_and_nothing_is_written(shared_data, tmp_path):
    data = rules_path(shared_data, NEWEST).read_bytes()
    truncated = tmp_path / "truncated.txt"
    truncated.write_bytes(data[: len(data) // 2])
    before = every_model_count()
    with pytest.raises(CommandError, match="truncated"):
        run_import(str(truncated))
    assert every_model_count() == before


@pytest.mark.usefixtures("demo_data")
def test_random_binary_data_is_refused_and_nothing_is_written(tmp_path):
    binary = tmp_path / "random.bin"
    binary.write_bytes(random.Random(42).randbytes(200_000))
    before = every_model_count()
    with pytest.raises(CommandError, match="not a Comprehensive Rules text"):
        run_import(str(binary))
    assert every_model_count() == before


@pytest.mark.usefixtures("demo_data")
def test_a_text_that_is_not_the_rules_is_refused_and_nothing_is_written(tmp_path):
    other = tmp_path / "README.txt"
    other.write_text("Grimoire\n\n1. Install\n2. Run\n", encoding="utf-8")
    before = every_model_count()
    with pytest.raises(CommandError, match="not a Comprehensive Rules text"):
        run_import(str(other))
    assert every_model_count() == before


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match=r"Cannot read .*nowhere\.txt"):
        run_import(str(tmp_path / "nowhere.txt"))


def test_the_rules_are_imported_from_an_https_url(https_server, shared_data):
    out, _ = run_import(f"{https_server.url}/{NEWEST}", "--activate")
    edition = RulesEdition.objects.get()
    assert edition.effective_date.isoformat() == "2026-08-07"
    assert edition.is_current
    assert edition.source == f"{https_server.url}/{NEWEST}"
    assert (
        edition.rules.count()
        == parse_rules_bytes(rules_path(shared_data, NEWEST).read_bytes()).rule_count
    )
    assert "2026-08-07" in out


@pytest.mark.usefixtures("demo_data")
def test_a_url_served_over_plain_http_is_refused_and_nothing_is_written(http_server):
    before = every_model_count()
    with pytest.raises(CommandError, match=r"Refusing http://127\.0\.0\.1:\d+/.*https is required"):
        run_import(f"{http_server.url}/{NEWEST}", "--activate")
    assert every_model_count() == before
    assert http_server.requests == []  # not even downloaded


@pytest.mark.parametrize("scheme", ["ftp://127.0.0.1/", "file://", "HTTP://127.0.0.1/"])
def test_any_other_scheme_than_https_is_refused(shared_data, scheme):
    source = scheme + str(rules_path(shared_data, NEWEST)).lstrip("/")
    with pytest.raises(CommandError, match="https is required"):
        run_import(source)
    assert not RulesEdition.objects.exists()


def test_an_https_url_redirecting_to_plain_http_is_refused(https_server, http_server):
    target = f"{http_server.url}/{NEWEST}"
    with pytest.raises(CommandError, match=r"redirects to http://.*https is required"):
        run_import(f"{https_server.url}/redirect?to={target}")
    assert not RulesEdition.objects.exists()
    assert http_server.requests == []


def test_a_server_whose_certificate_is_not_trusted_is_refused(https_server, monkeypatch):
    monkeypatch.delenv("SSL_CERT_FILE")
    with pytest.raises(CommandError, match="CERTIFICATE_VERIFY_FAILED"):
        run_import(f"{https_server.url}/{NEWEST}")
    assert not RulesEdition.objects.exists()


def test_an_http_error_is_reported_with_its_status_and_writes_nothing(https_server):
    with pytest.raises(CommandError, match="HTTP 404"):
        run_import(f"{https_server.url}/MagicCompRules_19990101.txt")
    assert not RulesEdition.objects.exists()


def test_an_unreachable_url_is_reported_clearly():
    # Port 9 (discard) on the loopback: nothing listens there, the connection is refused.
    with pytest.raises(CommandError, match=r"Downloading https://127\.0\.0\.1:9/.* failed"):
        run_import("https://127.0.0.1:9/rules.txt", "--timeout", "2")


def test_the_command_shows_a_progress_bar_and_a_summary(shared_data):
    out, err = run_import(str(rules_path(shared_data, OLDEST)))
    assert "5/5" in err  # tqdm's bar, on stderr
    assert "Comprehensive Rules effective 2006-02-01: 1004 rules, 145 examples" in out


def test_reimporting_the_same_file_changes_nothing(shared_data):
    path = rules_path(shared_data, OLDEST)
    import_file(path)
    before = (every_model_count(), rules_snapshot())
    report = import_file(path)
    assert report.already_imported
    assert (every_model_count(), rules_snapshot()) == before
    out, _ = run_import(str(path))
    assert "already imported" in out


def test_reimporting_with_activate_only_makes_the_edition_current(shared_data):
    import_file(rules_path(shared_data, OLDEST))
    report = import_file(rules_path(shared_data, OLDEST), activate=True)
    assert report.already_imported and report.activated
    assert RulesEdition.objects.get(is_current=True).effective_date.isoformat() == "2006-02-01"


@pytest.mark.usefixtures("demo_data")
def test_the_real_2006_file_merges_into_the_demo_edition_and_keeps_its_french(shared_data):
    demo_edition = RulesEdition.objects.get()
    report = import_file(rules_path(shared_data, OLDEST))
    assert not report.edition_created
    assert RulesEdition.objects.get().pk == demo_edition.pk
    assert Rule.objects.count() == report.rule_count == 1004
    rule = Rule.objects.get(number="502.52a")
    assert rule.text_fr == demo_rule("502.52a")["text_fr"]
    assert rule.fr_status == FrenchStatus.OFFICIAL
    # The English is now the file's (straight quotes, a hyphen range), not the seed's copy.
    assert rule.text_en.startswith("Replicate is a keyword that represents two abilities.")
    assert '"Replicate [cost]"' in rule.text_en and "409.1f-h" in rule.text_en
    assert rule.en_fingerprint == rule.compute_en_fingerprint()


@pytest.mark.usefixtures("demo_data")
def test_the_demo_keyword_keeps_its_french_name_and_summary_after_an_import(shared_data):
    keyword = Keyword.objects.get(slug="replicate")
    summary_fr, summary_en = keyword.summary_fr, keyword.summary_en
    import_file(rules_path(shared_data, OLDEST))
    keyword.refresh_from_db()
    assert (keyword.name_fr, keyword.summary_fr, keyword.summary_en) == (
        "Duplication",
        summary_fr,
        summary_en,
    )
    assert keyword.rule.number == "502.52"


def test_new_keywords_have_no_french_name(shared_data):
    import_file(rules_path(shared_data, OLDEST))
    assert Keyword.objects.filter(slug="flanking").exists()
    assert not Keyword.objects.exclude(name_fr__isnull=True).exclude(name_fr="").exists()
    assert set(Keyword.objects.values_list("fr_status", flat=True)) == {FrenchStatus.MISSING}


def test_imported_rules_have_parents_sort_keys_and_fingerprints_as_save_would_set(shared_data):
    import_file(rules_path(shared_data, OLDEST))
    rule = Rule.objects.select_related("parent__parent__parent").get(number="502.52a")
    assert [rule.parent.number, rule.parent.parent.number, rule.parent.parent.parent.number] == [
        "502.52",
        "502",
        "5",
    ]
    saved = Rule(number="502.52a", text_en=rule.text_en, examples_en=rule.examples_en)
    assert rule.sort_key == "5.02.0052.1a"
    assert rule.en_fingerprint == saved.compute_en_fingerprint()


def test_examples_are_stored_one_per_line(shared_data):
    import_file(rules_path(shared_data, NEWEST))
    rule = Rule.objects.get(number="613.6")
    parsed = parse_rules_bytes(rules_path(shared_data, NEWEST).read_bytes()).get_rule("613.6")
    assert len(parsed.examples) == 4
    assert Rule.split_examples(rule.examples_en) == list(parsed.examples)


# -- Damaged copies and re-imports of an edition ---------------------------------------------


def test_a_damaged_copy_of_an_imported_edition_is_refused_and_changes_nothing(
    shared_data, tmp_path
):
    import_file(rules_path(shared_data, NEWEST), activate=True)
    before = (every_model_count(), rules_snapshot())
    damaged = tmp_path / NEWEST
    text = rules_path(shared_data, NEWEST).read_text(encoding="utf-8-sig")
    damaged.write_bytes(text.encode("latin-1", errors="replace"))

    with pytest.raises(CommandError, match=r'lost characters: "\?" stands in .* "player\?s"'):
        run_import(str(damaged), "--activate")

    assert (every_model_count(), rules_snapshot()) == before
    assert GlossaryEntry.objects.count() == 739
    assert not GlossaryEntry.objects.filter(term_en__contains="?").exists()


def import_text(text: str) -> services.ImportReport:
    return services.edition_import(source="small.txt", data=text.encode(), activate=False)


def glossary_terms() -> set[str]:
    return set(GlossaryEntry.objects.values_list("term_en", flat=True))


def test_a_reimport_replaces_the_glossary_of_its_edition_exactly():
    import_text(small_rules_text(glossary={"Abandon": "Old.", "Bury": "Old.", "Cast": "Old."}))
    bury = GlossaryEntry.objects.get(term_en="Bury")
    bury.set_french(FrenchStatus.REVIEWED, definition="Ancien.")
    bury.save()

    report = import_text(
        small_rules_text(glossary={"Abandon": "New.", "Bury": "Old.", "Draw": "D."})
    )

    assert glossary_terms() == {"Abandon", "Bury", "Draw"}
    assert GlossaryEntry.objects.get(term_en="Abandon").definition_en == "New."
    bury.refresh_from_db()
    assert (bury.definition_fr, bury.fr_status) == ("Ancien.", FrenchStatus.REVIEWED)
    assert (report.glossary_created, report.glossary_updated, report.glossary_removed) == (1, 1, 1)
    assert "glossary entries created 1, updated 1, removed 1" in report.summary()


def test_a_reimport_leaves_the_glossaries_of_other_editions_alone():
    import_text(small_rules_text(glossary={"Abandon": "A."}, effective="June 19, 2026"))
    import_text(small_rules_text(glossary={"Bury": "B."}))
    import_text(small_rules_text(glossary={"Cast": "C."}))
    by_edition = set(GlossaryEntry.objects.values_list("edition__effective_date", "term_en"))
    assert {(str(day), term) for day, term in by_edition} == {
        ("2026-06-19", "Abandon"),
        ("2026-08-07", "Cast"),
    }


def test_reimporting_the_real_file_removes_glossary_terms_an_earlier_copy_added(shared_data):
    text = rules_path(shared_data, NEWEST).read_text(encoding="utf-8-sig")
    assert text.count("\nDoctor’s Companion\n") == 1
    earlier = text.replace("\nDoctor’s Companion\n", "\nDoctors Companion\n")
    import_text(earlier)
    assert "Doctors Companion" in glossary_terms()

    report = import_file(rules_path(shared_data, NEWEST))

    parsed = parse_rules_bytes(rules_path(shared_data, NEWEST).read_bytes())
    assert glossary_terms() == {entry.term for entry in parsed.glossary}
    assert GlossaryEntry.objects.count() == 739
    assert (report.glossary_created, report.glossary_removed) == (1, 1)
