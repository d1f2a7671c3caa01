"""A keyword's page lists the rulings that speak of it, not every ruling of its cards."""

import datetime

import pytest

from keywords.models import Keyword
from keywords.selectors import keyword_rulings
from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.django_db


def card_with(keyword: Keyword, name: str, *rulings: str) -> Card:
    card = Card.objects.create(slug=name.lower().replace(" ", "-"), name_en=name)
    card.keywords.add(keyword)
    for day, text in enumerate(rulings, start=1):
        Ruling.objects.create(card=card, published_at=datetime.date(2020, 1, day), text_en=text)
    return card


@pytest.fixture
def flash() -> Keyword:
    keyword = Keyword.objects.create(slug="flash", name_en="Flash", kind="keyword_ability")
    card_with(
        keyword,
        "Quick Owl",
        "You may cast Quick Owl any time you could cast an instant, because it has flash.",
        "If Quick Owl's back face is put onto the battlefield, it is a new object.",
        "Flashback lets you cast it from your graveyard.",
        "Giving a spell flash after it is cast changes nothing.",
    )
    return keyword


def test_only_rulings_that_name_the_keyword_are_listed(flash, client):
    texts = [ruling.text_en for ruling in keyword_rulings(keyword=flash)]

    assert texts == [
        "Giving a spell flash after it is cast changes nothing.",
        "You may cast Quick Owl any time you could cast an instant, because it has flash.",
    ]
    page = visible_text(client.get("/en/keywords/flash/"))
    assert "Rulings that speak of this keyword" in page
    assert "back face" not in page and "Flashback lets you" not in page


def test_the_rulings_kept_rendered_show_an_edit_at_once(flash, client):
    """The page's rulings are cached rendered: a ruling edited, one added to a card with the
    keyword, and a card given the keyword show on the next page."""
    assert "because it has flash" in visible_text(client.get("/en/keywords/flash/"))
    ruling = Ruling.objects.get(text_en__contains="because it has flash")
    ruling.text_en = "Quick Owl has flash: cast it any time you could cast an instant."
    ruling.save()
    card_with(flash, "Fast Owl", "Fast Owl's flash works from your hand only.")
    later = Card.objects.create(slug="late-owl", name_en="Late Owl")
    Ruling.objects.create(card=later, published_at="2021-01-01", text_en="Late Owl gains flash.")
    later.keywords.add(flash)

    page = visible_text(client.get("/en/keywords/flash/"))
    assert "Quick Owl has flash: cast it any time" in page
    assert "because it has flash" not in page
    assert "Fast Owl's flash works" in page and "Late Owl gains flash." in page


def test_a_ruling_of_a_card_without_the_keyword_is_not_listed(flash):
    other = Card.objects.create(slug="slow-owl", name_en="Slow Owl")
    Ruling.objects.create(card=other, published_at="2021-01-01", text_en="It has no flash.")

    assert "It has no flash." not in [r.text_en for r in keyword_rulings(keyword=flash)]


def test_the_name_is_found_in_its_usual_forms(db):
    exploit = Keyword.objects.create(slug="exploit", name_en="Exploit", kind="keyword_ability")
    card_with(exploit, "Silumgar Butcher", "If it exploited a creature, it gets +3/+0.")

    assert len(keyword_rulings(keyword=exploit)) == 1


def test_the_answer_panel_links_to_the_keyword_page(flash, client, demo_index):
    page = client.get("/en/search/", {"q": "duplication"}).content.decode()
    assert 'href="/en/keywords/replicate/#cards"' in page
