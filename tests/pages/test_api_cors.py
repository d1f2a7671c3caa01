"""A page of another site reads the JSON API from a browser (CORS): the API is public and
read-only; the pages and the admin are not shared so."""

import pytest

pytestmark = pytest.mark.usefixtures("demo_index")

ELSEWHERE = {"HTTP_ORIGIN": "https://deckbuilder.example"}


@pytest.mark.parametrize("path", ["/api/search?q=replicate", "/api/keywords/replicate", "/api"])
def test_any_site_may_read_an_api_answer(client, path):
    response = client.get(path, **ELSEWHERE)

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in response  # no cookie is ever sent along
    assert "ETag" in response["Access-Control-Expose-Headers"]


def test_an_api_error_is_readable_from_another_site(client):
    """The JSON the errors are turned into (config.api_errors) carries the headers too: the
    page reading the API learns why, not only that it failed."""
    response = client.get("/api/rules/999.9", **ELSEWHERE)

    assert response.status_code == 404 and response.json()["error"]
    assert response["Access-Control-Allow-Origin"] == "*"


def test_a_preflight_allows_revalidating_with_the_etag_and_nothing_that_writes(client):
    response = client.options(
        "/api/search?q=replicate",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="if-none-match",
        **ELSEWHERE,
    )

    assert response.status_code == 200 and response.content == b""
    assert response["Access-Control-Allow-Origin"] == "*"
    assert "if-none-match" in response["Access-Control-Allow-Headers"]
    allowed = {method.strip() for method in response["Access-Control-Allow-Methods"].split(",")}
    assert allowed == {"GET", "HEAD", "OPTIONS"}
    assert int(response["Access-Control-Max-Age"]) >= 3600


@pytest.mark.parametrize("path", ["/en/search/?q=replicate", "/fr/keywords/replicate/", "/admin/"])
def test_pages_and_the_admin_are_not_shared_with_other_sites(client, path):
    response = client.get(path, **ELSEWHERE)

    assert "Access-Control-Allow-Origin" not in response


@pytest.mark.parametrize("path", ["/api/keywords/replicate", "/api/search?q=copy", "/api/nope"])
def test_api_answers_vary_on_no_language_header_and_are_revalidated(client, path):
    """A bot's review: every API answer said `Vary: Accept-Language` (Django's locale
    middleware adds it to addresses without a language prefix), though the API reads ?lang=
    only, and said nothing of how long a cache may keep it."""
    response = client.get(path, HTTP_ACCEPT_LANGUAGE="fr-FR")
    assert "accept-language" not in response.get("Vary", "").lower()
    assert response["Cache-Control"] == "no-cache"
    assert client.get(path, HTTP_ACCEPT_LANGUAGE="de").content == response.content
