"""GET /api/: the endpoints a bot can call, each a URL template that answers once filled in, and
the rules editions it may ask for."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition

pytestmark = pytest.mark.usefixtures("demo_index")

# A value of the demo data for each endpoint's parameter.
FILLED = {
    "{number}": "502.52a",
    "{term}": "replicate",
    "{name}": "Duplication",
    "{key}": "gigadrowse",
}


@pytest.mark.parametrize("path", ["/api/", "/api"])
def test_the_api_lists_its_endpoints_and_each_answers(client, path):
    edition = RulesEdition.objects.get()
    GlossaryEntry.objects.create(
        edition=edition, term_en="Replicate", definition_en="See rule 502.52."
    )
    data = client.get(path).json()

    endpoints = data["endpoints"]
    assert set(endpoints) == {
        *("search", "suggest", "rule", "glossary", "keyword", "card"),
        *("keywords", "glossary_entries", "cards"),
    }
    assert endpoints["rule"]["url"] == "http://testserver/api/rules/{number}"
    assert "edition" in endpoints["glossary"]["parameters"]
    for name, endpoint in endpoints.items():
        url = endpoint["url"]
        for template, value in FILLED.items():
            url = url.replace(template, value)
        answer = client.get(url, {"q": "replicate"} if "q" in endpoint["parameters"] else {})
        assert answer.status_code == 200, (name, url)


def test_the_api_lists_the_rules_editions_and_what_they_hold(client):
    RulesEdition.objects.create(effective_date="2026-08-07", source="test", content_sha256="0" * 64)
    editions = client.get("/api/").json()["rules_editions"]
    assert editions == [
        {"effective_date": "2026-08-07", "is_current": False, "is_extract": False},
        {"effective_date": "2006-02-01", "is_current": True, "is_extract": True},
    ]


def test_the_index_answers_in_the_language_asked_and_refuses_others(client):
    assert client.get("/api/", {"lang": "fr"})["Content-Language"] == "fr"
    refused = client.get("/api/", {"lang": "de"})
    assert refused.status_code == 400 and "error" in refused.json()
    assert client.post("/api/").status_code == 405
