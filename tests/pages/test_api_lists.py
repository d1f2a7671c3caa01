"""GET /api/keywords, /api/glossary and /api/cards: every keyword, glossary entry and card, for a
bot to know them all (a bot's review: it could read one of each by name, and list none)."""

import pytest

from keywords.models import GlossaryEntry, Keyword, RulesEdition
from rulings import api as card_api
from rulings.models import Card

pytestmark = pytest.mark.usefixtures("demo_data")


def test_every_keyword_is_listed_with_addresses_that_answer(client):
    Keyword.objects.create(slug="flying", name_en="Flying", name_fr="Vol", kind="keyword_ability")

    data = client.get("/api/keywords", {"lang": "fr"}).json()

    assert data["count"] == Keyword.objects.count() == len(data["keywords"])
    flying = next(item for item in data["keywords"] if item["slug"] == "flying")
    assert flying["name"] == {"en": "Flying", "fr": "Vol", "fr_source": "official"}
    assert flying["url"] == "http://testserver/fr/keywords/flying/"
    assert flying["api_url"] == "http://testserver/api/keywords/flying?lang=fr"
    for item in data["keywords"]:
        assert client.get(item["api_url"]).status_code == 200
        assert client.get(item["url"]).status_code == 200


def test_every_glossary_entry_of_an_edition_is_listed(client):
    RulesEdition.objects.update(is_current=False)  # the demo's 2006 extract
    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", content_sha256="0" * 64, is_current=True
    )
    for term in ("Legend Rule", "APNAP Order", "Active Player, Nonactive Player Order"):
        GlossaryEntry.objects.create(edition=edition, term_en=term, definition_en="See rule 1.")

    data = client.get("/api/glossary").json()

    assert (data["edition"], data["edition_is_extract"], data["count"]) == ("2026-08-07", False, 3)
    # A French judge's review: "APNAP Order" came before "Abandon", in the bytes' order.
    assert [entry["term"]["en"] for entry in data["entries"]] == [
        "Active Player, Nonactive Player Order",
        "APNAP Order",
        "Legend Rule",
    ]
    first = data["entries"][0]
    assert first["slug"] == "active-player-nonactive-player-order"
    assert first["url"] == (
        "http://testserver/en/cr/glossary/active-player-nonactive-player-order/?edition=2026-08-07"
    )
    for item in data["entries"]:
        assert client.get(item["api_url"]).json()["slug"] == item["slug"]
        assert client.get(item["url"]).status_code == 200
    # The demo's 2006 edition is an extract: its glossary is not known, not empty.
    extract = client.get("/api/glossary", {"edition": "2006-02-01"}).json()
    assert (extract["edition_is_extract"], extract["count"]) == (True, 0)
    assert client.get("/api/glossary", {"edition": "soon"}).status_code == 400


def test_every_card_is_listed_once_page_by_page(client, monkeypatch):
    monkeypatch.setattr(card_api, "CARDS_PER_API_PAGE", 2)
    Card.objects.create(slug="lightning-bolt", name_en="Lightning Bolt", name_fr="Foudre")
    Card.objects.create(slug="shock", name_en="Shock")

    seen, url, pages = [], "/api/cards?lang=fr", 0
    while url:
        data = client.get(url).json()
        seen += data["cards"]
        assert data["count"] == Card.objects.count()
        url, pages = data["next"], pages + 1
    slugs = [card["slug"] for card in seen]
    assert slugs == list(Card.objects.order_by("pk").values_list("slug", flat=True))
    assert pages == data["pages"] == 3
    assert data["previous"] == "http://testserver/api/cards?lang=fr&page=2"
    bolt = seen[slugs.index("lightning-bolt")]
    assert bolt["name"] == {"en": "Lightning Bolt", "fr": "Foudre", "fr_source": "official"}
    assert bolt["url"] == "http://testserver/fr/cards/lightning-bolt/"
    assert bolt["api_url"] == "http://testserver/api/cards/lightning-bolt?lang=fr"


@pytest.mark.parametrize("page", ["0", "-1", "abc", "２", "1.5"])
def test_a_card_page_that_is_no_whole_number_is_a_400(client, page):
    response = client.get("/api/cards", {"page": page})
    assert response.status_code == 400 and "page" in response.json()["fields"]


@pytest.mark.parametrize(
    ("page", "message"),
    [("0", "Ensure this value is greater than or equal to 1."), ("abc", "Enter a whole number.")],
)
def test_a_card_page_is_refused_in_the_words_the_search_refuses_it(client, page, message):
    """A bot author's review: the cards said "a whole number, 1 or more" where the search
    said "Ensure this value is greater than or equal to 1." for the same page=0."""
    cards = client.get("/api/cards", {"page": page}).json()
    search = client.get("/api/search", {"q": "x", "page": page}).json()
    assert cards == search == {"error": "invalid parameters", "fields": {"page": [message]}}


def test_a_card_page_past_the_last_is_a_404_that_says_how_many(client):
    response = client.get("/api/cards", {"page": 99})
    assert response.status_code == 404 and response.json()["pages"] == 1
