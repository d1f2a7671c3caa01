"""A card of several faces is named by each face's name of two words or more, as players name
it: "Delver of Secrets" for Delver of Secrets // Insectile Aberration, in English or in French,
anywhere in a question; a face of one word ("Fire", "What") is no name of its own."""

import pytest

from rulings.models import Card
from search.documents import exact_names


@pytest.fixture
def cards_of_two_faces(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.create(
        slug="delver",
        name_en="Delver of Secrets // Insectile Aberration",
        name_fr="Sondeur de secrets // Aberration insectoïde",
        oracle_text_en="At the beginning of your upkeep, look at the top card of your library.",
    )
    Card.objects.create(
        slug="fire-ice", name_en="Fire // Ice", oracle_text_en="Fire deals 2 damage divided."
    )
    Card.objects.create(
        slug="who", name_en="Who // What // When // Where // Why", oracle_text_en="Gain life."
    )
    for number in range(3):  # texts that say the question's words, and rank on them
        Card.objects.create(
            slug=f"shifter-{number}",
            name_en=f"Shifter {number}",
            oracle_text_en="Transform this creature if you reveal an instant card. It happens.",
        )
    rebuild()


def refs(client, text: str, lang: str = "en") -> list[str]:
    found = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("cards_of_two_faces")
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Can Delver of Secrets transform if I reveal an instant card?", "en"),
        ("what happens when my insectile aberration transforms", "en"),
        ("Est-ce que le Sondeur de secrets se transforme si je révèle un éphémère ?", "fr"),
    ],
)
def test_a_face_names_its_card(client, text, lang):
    assert refs(client, text, lang)[0] == "Delver of Secrets // Insectile Aberration"


def test_a_face_of_one_word_is_no_name_of_its_own():
    """« Combat » (Prepare // Fight), "Chaos", "Fire": everyday words more often than not."""
    assert exact_names("Fire // Ice", "Feu // Glace", faces=True) == {
        "name_exact": "feu glace,fire ice",
        "name_en_only": "fire ice",
    }
    delver = exact_names(
        "Delver of Secrets // Insectile Aberration",
        "Sondeur de secrets // Aberration insectoïde",
        faces=True,
    )
    assert delver["name_exact"].split(",") == [
        "aberration insectoide",
        "delver of secrets",
        "delver of secrets insectile aberration",
        "insectile aberration",
        "sondeur de secrets",
        "sondeur de secrets aberration insectoide",
    ]


@pytest.mark.usefixtures("cards_of_two_faces")
def test_a_face_named_with_a_little_word_is_no_name_inside_a_question(client):
    found = refs(client, "what happens when I reveal an instant card to transform")
    assert "Who // What // When // Where // Why" not in found
