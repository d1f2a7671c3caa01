"""French card names keep the capitals of the printing; a type line is not a name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.importing.french_names import printed_french_name
from rulings.models import Card
from tests.conftest import visible_text
from tests.rulings.helpers import card_entry, set_file

pytestmark = pytest.mark.django_db


@pytest.fixture
def old_printings(tmp_path: Path) -> Path:
    """Cards whose MTGJSON French names are written as Gatherer wrote them."""
    return set_file(
        tmp_path / "ODY.json",
        [
            card_entry(
                "Lhurgoyf",
                "11111111-1111-4111-8111-111111111111",
                type_line="Creature — Lhurgoyf",
                french=("lhurgoyf", "Créature : lhurgoyf", "La force du Lhurgoyf est égale..."),
            ),
            card_entry(
                "The Unspeakable",
                "22222222-2222-4222-8222-222222222222",
                type_line="Legendary Creature — Spirit",
                french=("l'Innommable", "Créature légendaire : esprit", "Vol, piétinement"),
            ),
            card_entry(
                "Zombie Assassin",
                "33333333-3333-4333-8333-333333333333",
                type_line="Creature — Zombie Assassin",
                french=(
                    "zombie et assassin",
                    "Créature : zombie et assassin",
                    "{T}, retirez de la partie deux cartes de votre cimetière et l'Assassin "
                    "zombie : Détruisez la créature non-noire ciblée.",
                ),
            ),
            card_entry(
                "Sword of Fire and Ice",
                "44444444-4444-4444-8444-444444444444",
                type_line="Artifact — Equipment",
                french=("Épée d'Eau et de Feu", "Artefact : équipement", "Équipement {2}"),
            ),
        ],
    )


def test_imported_french_names_start_with_a_capital_and_keep_the_others(old_printings, client):
    call_command("import_cards", str(old_printings), "--no-index", stdout=io.StringIO())

    names = dict(Card.objects.values_list("name_en", "name_fr"))
    assert names["Lhurgoyf"] == "Lhurgoyf"
    assert names["The Unspeakable"] == "L'Innommable"
    assert names["Sword of Fire and Ice"] == "Épée d'Eau et de Feu"
    page = visible_text(client.get("/fr/cards/"))
    assert "L'Innommable The Unspeakable" in page and "Lhurgoyf" in page
    assert "l'Innommable" not in page


def test_a_french_name_that_is_the_list_of_subtypes_is_not_a_name(old_printings, client):
    call_command("import_cards", str(old_printings), "--no-index", stdout=io.StringIO())

    card = Card.objects.get(name_en="Zombie Assassin")
    # The printed French text is kept; the "name" copied from the type line is not.
    assert (card.name_fr, card.fr_status) == ("", "official")
    assert "Détruisez la créature non-noire ciblée" in card.oracle_text_fr
    page = visible_text(client.get(f"/fr/cards/{card.slug}/"))
    assert "zombie et assassin" not in page.replace("Créature : zombie et assassin", "")
    assert "Nom français : aucun connu" in page


def test_a_single_subtype_may_be_the_name_and_names_with_et_are_names():
    assert printed_french_name("lhurgoyf", "Créature : lhurgoyf") == "Lhurgoyf"
    assert printed_french_name("Atog", "Créature : Atog") == "Atog"
    assert printed_french_name("Wrenn et Sept", "Planeswalker légendaire — Wrenn") == (
        "Wrenn et Sept"
    )
    assert printed_french_name("zombie et assassin", "Créature : zombie et assassin") == ""
    assert printed_french_name("sangsue à mana", "") == "Sangsue à mana"
