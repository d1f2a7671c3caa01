"""The JSON API answers JSON, errors included."""

import pytest

pytestmark = pytest.mark.usefixtures("demo_data")


def test_rule_api_returns_the_rule_with_french_and_children(client):
    data = client.get("/api/rules/502.52").json()
    assert data["number"] == "502.52"
    assert data["edition"] == "2006-02-01"
    assert data["text_en"] == "Replicate"
    assert data["children"] == ["502.52a", "502.52b"]


def test_rule_api_reports_french_status(client):
    data = client.get("/api/rules/502.52a").json()
    assert data["fr_status"] == "official"
    assert data["text_fr"].startswith("Duplication est un mot-clé")


@pytest.mark.parametrize(
    ("url", "status"),
    [
        ("/api/rules/999.9", 404),
        ("/api/rules/502.52a?edition=not-a-date", 400),
        ("/api/rules/502.52a?edition=1999-01-01", 404),
        ("/api/cards/not-a-uuid", 400),
        ("/api/cards/00000000-0000-4000-8000-000000000000", 404),
    ],
)
def test_api_errors_are_json(client, url, status):
    response = client.get(url)
    assert response.status_code == status
    assert "error" in response.json()
