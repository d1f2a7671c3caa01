"""A search that cannot be made says so, never with a 500: a 503 with Retry-After, a sentence
in the language asked and a code a bot can test (a bot's review: the API gave only the code,
and the search page a 200 a crawler would keep as a page of results)."""

import pytest
from django.utils import translation

MISSING = "Search is not available yet: the index has not been built."


def test_a_search_without_an_index_is_a_503_to_ask_again_later(client, db, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "nothing-here"
    response = client.get("/api/search", {"q": "flying", "lang": "fr"})
    assert (response.status_code, response["Retry-After"]) == (503, "300")
    with translation.override("fr"):
        in_french = translation.gettext(MISSING)
    assert in_french.startswith("La recherche n’est pas encore disponible")
    assert response.json() == {"error": in_french, "code": "index-missing"}
    page = client.get("/en/search/", {"q": "flying"})
    assert (page.status_code, page["Retry-After"]) == (503, "300")
    assert "the index has not been built" in page.content.decode()


@pytest.fixture
def broken_index(demo_index):
    """The demo's index with its posting lists emptied, as a disk that lost them would."""
    for postings in demo_index.rglob("*.pst"):
        postings.write_bytes(b"")
    return demo_index


@pytest.mark.usefixtures("broken_index")
def test_a_search_that_fails_is_a_503_and_logged(client, caplog):
    response = client.get("/api/search", {"q": "replicate"})
    assert (response.status_code, response["Retry-After"]) == (503, "30")
    assert response.json() == {
        "error": "Search failed this time. Please try again in a moment.",
        "code": "search-failed",
    }
    assert "search failed for 'replicate'" in caplog.text
    page = client.get("/fr/search/", {"q": "replicate"})
    assert page.status_code == 503 and "La recherche a échoué" in page.content.decode()
