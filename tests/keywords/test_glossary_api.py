"""GET /api/glossary/<term>: a glossary entry, its French with its provenance, and the rules it
cites; and the search API's glossary results, which point to it."""

from keywords.models import GlossaryEntry
from tests.keywords.conftest import LEGEND_RULE, RULE_704_5J


def test_an_entry_gives_its_texts_with_their_provenance_and_the_rules_it_cites(client, glossary):
    data = client.get("/api/glossary/Legend Rule").json()

    assert data["term"] == {"en": "Legend Rule", "fr": "Règle de légende", "fr_source": "editor"}
    assert (data["slug"], data["edition"], data["retired"]) == ("legend-rule", "2026-08-07", False)
    assert data["url"] == "http://testserver/en/cr/glossary/legend-rule/?edition=2026-08-07"
    definition = data["definition"]
    assert definition["en"] == LEGEND_RULE
    assert definition["fr"].startswith("Une action basée sur un état")
    assert (definition["fr_status"], definition["fr_translated_at"]) == ("reviewed", "2026-11-30")
    assert data["cited_rules"] == [
        {
            "number": "704.5j",
            "text_en": RULE_704_5J,
            "text_fr": None,
            "fr_status": "missing",
            "fr_stale": False,
            "in_edition": True,
            "api_url": "http://testserver/api/rules/704.5j?edition=2026-08-07",
        }
    ]
    cited = client.get(data["cited_rules"][0]["api_url"]).json()
    assert (cited["number"], cited["text_en"]) == ("704.5j", RULE_704_5J)


def test_an_entry_is_found_by_its_term_in_any_case_its_french_term_or_its_slug(client, glossary):
    for term in ("legend rule", "LEGEND RULE", "Règle de légende", "legend-rule", "g-legend-rule"):
        assert client.get(f"/api/glossary/{term}/").json()["term"]["en"] == "Legend Rule", term
    slug = "active-player-nonactive-player-order"  # the comma is not in the slug
    assert client.get(f"/api/glossary/{slug}").json()["slug"] == slug


def test_in_french_every_address_is_in_french(client, glossary):
    data = client.get("/api/glossary/legend-rule", {"lang": "fr"}).json()
    assert data["url"].startswith("http://testserver/fr/cr/glossary/")
    assert data["cited_rules"][0]["api_url"].endswith("?edition=2026-08-07&lang=fr")


def test_a_retired_term_says_so_and_cites_todays_rule(client, glossary):
    data = client.get("/api/glossary/totem-armor-obsolete").json()
    assert data["retired"] is True
    assert [rule["number"] for rule in data["cited_rules"]] == ["702.89"]


def test_a_cited_rule_the_edition_lacks_is_listed_as_missing(client, glossary):
    cited = client.get("/api/glossary/active-player-nonactive-player-order").json()["cited_rules"]
    assert [(rule["number"], rule["in_edition"], rule["api_url"]) for rule in cited] == [
        ("101.4", False, None),
        ("805.6", False, None),
    ]


def test_unknown_terms_and_editions_are_json_errors(client, glossary):
    missing = client.get("/api/glossary/nothing-like-it")
    assert missing.status_code == 404
    assert missing.json() == {
        "error": 'no glossary entry "nothing-like-it" in the 2026-08-07 edition'
    }
    assert client.get("/api/glossary/legend-rule", {"edition": "soon"}).status_code == 400
    assert client.get("/api/glossary/legend-rule", {"edition": "2001-01-01"}).status_code == 404
    assert client.post("/api/glossary/legend-rule").status_code == 405


def test_an_extract_edition_does_not_know_a_term_it_lacks(client, demo_data):
    """The demo's 2006 rules are an extract: its glossary is unknown, not empty."""
    response = client.get("/api/glossary/legend-rule", {"edition": "2006-02-01"})
    assert response.status_code == 404
    assert response.json()["edition_is_extract"] is True


def test_a_glossary_result_of_the_search_api_points_to_its_entry(
    client, glossary, search_index_dir
):
    from search.indexer import rebuild

    rebuild()
    results = client.get("/api/search", {"q": "legend rule", "lang": "fr"}).json()["results"]
    entry = next(result for result in results if result["type"] == "glossary")
    assert entry["api_url"] == "http://testserver/api/glossary/legend-rule?lang=fr"
    assert client.get(entry["api_url"]).json()["term"]["en"] == "Legend Rule"


def test_the_glossary_page_kept_rendered_shows_a_change_at_once(client, glossary):
    """The glossary page is cached rendered (739 entries took 100 ms at each request): the
    second request reads no entry, and an editor's French and a re-import's text (a bulk
    write, which sends no save signal) show on the next page."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from common.signals import bulk_written_send
    from tests.conftest import visible_text

    assert "Règle de légende" in visible_text(client.get("/fr/cr/glossary/"))
    with CaptureQueriesContext(connection) as queries:
        assert client.get("/fr/cr/glossary/").status_code == 200
    assert not [query for query in queries if "glossaryentry" in query["sql"]]

    entry = GlossaryEntry.objects.get(term_en="Legend Rule")
    entry.term_fr = "Règle des légendes"
    entry.save()
    assert "Règle des légendes" in visible_text(client.get("/fr/cr/glossary/"))
    GlossaryEntry.objects.filter(pk=entry.pk).update(definition_en="As imported again.")
    bulk_written_send(GlossaryEntry)
    assert "As imported again." in visible_text(client.get("/en/cr/glossary/"))
    assert "Legend Rule" in visible_text(client.get("/en/cr/glossary/?edition=2026-08-07"))


def test_a_french_term_is_found_whatever_its_case_and_accents(client, glossary):
    """A review: the French term was compared as SQLite compares without case, ASCII only."""
    for typed in ("RÈGLE DE LÉGENDE", "regle de legende", "Règle-de-légende"):
        response = client.get(f"/api/glossary/{typed}")
        assert response.status_code == 200, typed
        assert response.json()["slug"] == "legend-rule"
