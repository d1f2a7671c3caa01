"""A card that a French question names by its French name is named by its English name in the
English texts: the rulings, written in English, say "Obsessive Stitcher" where the question
says « Raccommodeuse obsessionnelle »."""

import pytest

from rulings.models import Card, Ruling

STITCHER_RULING = "If Soul Sear targets Obsessive Stitcher, you may activate its last ability."


@pytest.fixture
def cards(db, search_index_dir):
    from search.indexer import rebuild

    soul_sear = Card.objects.create(
        slug="soul-sear",
        name_en="Soul Sear",
        name_fr="Calcination de l'âme",
        type_line_en="Instant",
        oracle_text_en="Soul Sear deals 5 damage to target creature or planeswalker.",
    )
    Card.objects.create(
        slug="obsessive-stitcher",
        name_en="Obsessive Stitcher",
        name_fr="Raccommodeuse obsessionnelle",
        type_line_en="Creature — Zombie Wizard",
        oracle_text_en="Return target creature card from your graveyard to the battlefield.",
    )
    # Created first, so that it would come first of two rulings scored alike.
    Ruling.objects.create(
        card=soul_sear,
        published_at="2020-06-23",
        text_en="Soul Sear can target a creature with indestructible; it loses indestructible.",
    )
    Ruling.objects.create(card=soul_sear, published_at="2020-06-24", text_en=STITCHER_RULING)
    rebuild()


def refs(client, text: str) -> list[str]:
    found = client.get("/api/search", {"q": text, "lang": "fr"}).json()
    return [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("cards")
def test_an_english_ruling_naming_the_card_is_found_by_its_french_name(client):
    found = refs(client, "Est-ce que la Raccommodeuse obsessionnelle revient ?")
    assert "Soul Sear#2020-06-24" in found
    assert "Soul Sear#2020-06-23" not in found


@pytest.mark.usefixtures("cards")
def test_the_ruling_naming_both_cards_comes_before_the_other(client):
    found = refs(
        client, "Si ma Raccommodeuse obsessionnelle est ciblée par une Calcination de l'âme ?"
    )
    assert found.index("Soul Sear#2020-06-24") < found.index("Soul Sear#2020-06-23")
