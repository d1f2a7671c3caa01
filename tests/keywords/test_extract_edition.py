"""The demo data holds an extract of the 2006 rules (five rules from the seed documents, no
glossary): what it does not hold is shown as unknown, never as absent from that edition."""

import importlib

import pytest
from django.apps import apps

from keywords import services
from keywords.models import Rule, RulesEdition
from tests.conftest import visible_text
from tests.keywords.conftest import small_rules_text

pytestmark = pytest.mark.usefixtures("demo_data")

EXTRACT = "2006-02-01"


@pytest.fixture
def newer_edition(db):
    """A complete (tiny) 2026 edition imported over the demo's 2006 extract."""
    text = small_rules_text(rule="Trample lets excess combat damage go to the player.")
    services.edition_import(source="small.txt", data=text.encode(), activate=False)
    return RulesEdition.objects.get(effective_date="2026-08-07")


def test_only_the_demo_edition_is_an_extract(newer_edition):
    assert RulesEdition.objects.get(effective_date=EXTRACT).is_extract
    assert not newer_edition.is_extract


def test_a_rule_the_extract_lacks_is_not_recorded_as_added(newer_edition):
    assert Rule.objects.get(edition=newer_edition, number="100.1").change == ""


def test_a_rule_cited_by_the_extract_but_not_held_is_said_unknown(client):
    response = client.get(f"/fr/cr/409.1b?edition={EXTRACT}")
    assert response.status_code == 404
    text = visible_text(response)
    assert "Seul un extrait des Règles complètes en vigueur au 1er février 2006" in text
    assert "(5 règles)" in text


def test_a_later_rule_followed_to_the_extract_is_said_unknown_not_absent(client, newer_edition):
    text = visible_text(client.get(f"/en/cr/100.1?edition={EXTRACT}&from=2026-08-07"))
    assert "Only an extract of the Comprehensive Rules effective" in text
    assert "did not exist" not in text


def test_a_later_rule_the_extract_does_not_hold_is_a_404_as_in_the_api(client, newer_edition):
    """An English judge's review: /en/cr/702.19?edition=2006-02-01 answered 200, titled
    "702.19 Trample", where the API and /en/cr/409.1b of the same extract answer 404."""
    response = client.get(f"/en/cr/100.1?edition={EXTRACT}")
    assert response.status_code == 404
    assert client.get(f"/api/rules/100.1?edition={EXTRACT}").status_code == 404
    assert "Only an extract of the Comprehensive Rules effective" in visible_text(response)
    assert 'href="/en/cr/100.1?edition=2026-08-07"' in response.content.decode()


def test_a_rules_history_says_the_extract_before_it_is_unknown(client, newer_edition):
    text = visible_text(client.get("/fr/cr/100.1/history?edition=2026-08-07"))
    assert (
        "Seul un extrait des Règles complètes en vigueur au 1er février 2006 est conservé ici : "
        "on ne sait pas si cette règle figurait dans cette édition."
    ) in text


def test_the_api_says_a_rule_the_extract_lacks_is_unknown(client):
    response = client.get(f"/api/rules/409.1b?edition={EXTRACT}")
    assert response.status_code == 404
    data = response.json()
    assert data["edition_is_extract"] is True and "not known" in data["error"]


def test_the_extracts_glossary_is_said_unknown(client):
    text = visible_text(client.get(f"/en/cr/glossary/?edition={EXTRACT}"))
    assert "Only an extract of the Comprehensive Rules effective" in text
    assert "No glossary in this edition." not in text


def test_the_changes_since_the_extract_say_they_are_compared_with_an_extract(client, newer_edition):
    text = visible_text(client.get("/en/cr/changes/2026-08-07/"))
    assert "Only an extract of the edition effective" in text
    assert "0 rules added" in text


def test_the_migration_forgets_added_recorded_after_an_extract(newer_edition):
    Rule.objects.filter(edition=newer_edition).update(change="added")  # as older imports did
    migration = importlib.import_module("keywords.migrations.0005_rules_after_an_extract_not_added")
    migration.unknown_instead_of_added(apps, None)
    assert set(Rule.objects.filter(edition=newer_edition).values_list("change", flat=True)) == {""}


def test_the_extracts_text_links_only_the_rules_it_holds(client):
    """A judge's review: in 502.52a's text « rules 409.1b and 409.1f–h » led to pages saying
    only that the extract lacks them: dead links on every page quoting it."""
    page = client.get(f"/fr/cr/502.52a?edition={EXTRACT}").content.decode()

    assert "409.1b" in page and 'href="/fr/cr/409.1b' not in page
    assert 'href="/fr/cr/409.1f' not in page
    assert 'href="/fr/cr/502.52?edition=2006-02-01"' in page  # the rule it belongs to
