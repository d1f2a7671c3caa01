"""The language a visitor chooses with the switcher is kept for the bare site address."""

import pytest

pytestmark = pytest.mark.django_db


def test_the_switcher_goes_to_the_same_page_through_the_choice(client):
    page = client.get("/fr/cr/glossary/").content.decode()
    assert 'href="/i18n/choose/en/?next=/en/cr/glossary/" hreflang="en"' in page
    # A redirect to a page the sitemap names: not for crawlers (a diff review).
    assert 'lang="en" rel="nofollow">EN' in page
    assert "Disallow: /i18n/" in client.get("/robots.txt").content.decode()


def test_a_language_chosen_is_kept_for_the_next_visit(client):
    """A pages review: after switching to French, "/" sent a browser asking for English back
    to /en/ at each visit."""
    english = {"HTTP_ACCEPT_LANGUAGE": "en-GB,en;q=0.9"}
    assert client.get("/", **english)["Location"] == "/en/"

    chosen = client.get("/i18n/choose/fr/", {"next": "/fr/cr/702.19?edition=2026-08-07"})

    assert (chosen.status_code, chosen["Location"]) == (302, "/fr/cr/702.19?edition=2026-08-07")
    cookie = chosen.cookies["django_language"]
    assert cookie.value == "fr" and cookie["max-age"] == 365 * 24 * 3600 and cookie["httponly"]
    root = client.get("/", **english)
    assert root["Location"] == "/fr/"
    assert "Cookie" in root["Vary"] and "Accept-Language" in root["Vary"]


@pytest.mark.parametrize(
    "wanted", ["https://elsewhere.example/fr/", "//elsewhere.example/fr/", "/en/cr/7", "", "fr/x"]
)
def test_the_choice_goes_on_only_to_a_page_of_that_language_here(client, wanted):
    assert client.get("/i18n/choose/fr/", {"next": wanted})["Location"] == "/fr/"


def test_an_unknown_language_is_not_found_and_sets_nothing(client):
    response = client.get("/i18n/choose/de/", {"next": "/de/"})
    assert response.status_code == 404
    assert "django_language" not in response.cookies


def test_the_choice_is_never_kept_by_a_cache(client):
    response = client.get("/i18n/choose/en/", {"next": "/en/"})
    assert "no-store" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]
