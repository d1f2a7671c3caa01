"""import_cards keeps each card's newest French printing, marks French of an older wording, and
gives keywords their official reminder text (tests/rulings/data/french_printings: real
MTGJSON entries of Magic 2010, Magic 2021, Jumpstart and the Strixhaven Mystical Archive)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from keywords.models import Keyword
from provenance.models import FrenchStatus, NameSource
from provenance.presentation import bilingual_text
from rulings.models import Card
from tests.rulings.helpers import database_snapshot
from tests.rulings.test_import_cards import import_cards

pytestmark = pytest.mark.django_db

DATA = Path(__file__).parent / "data" / "french_printings"
LIGHTNING_BOLT = "4457ed35-7c10-48c8-9776-456485fdf070"
LLANOWAR_ELVES = "68954295-54e3-4303-a6bc-fc4547a4e3a3"
LORD_OF_ATLANTIS = "cc7f290f-ca00-4285-9bdb-4b4402444f30"
TRAMPLE_FR = (
    "Piétinement (Cette créature peut infliger son surplus de blessures de combat au joueur ou "
    "au planeswalker qu'elle attaque.)"
)


@pytest.fixture
def trample() -> Keyword:
    return Keyword.objects.create(
        slug="trample",
        name="Trample",
        name_en="Trample",
        name_fr="Piétinement",
        kind="keyword_ability",
    )


def all_sets() -> list[Path]:
    return sorted(DATA.glob("*.json"))


def test_a_card_gets_the_french_of_its_newest_french_printing() -> None:
    import_cards(*all_sets())

    bolt = Card.objects.get(oracle_id=LIGHTNING_BOLT)
    assert bolt.oracle_text_fr == "La Foudre inflige 3 blessures à n'importe quelle cible."
    # Jumpstart (2020) is newer than Magic 2010 but printed no French; STA (2021) did.
    assert (bolt.fr_set_code, bolt.fr_released_on) == ("STA", datetime.date(2021, 4, 23))
    assert not bolt.fr_outdated
    assert bilingual_text(bolt, "oracle_text").status == FrenchStatus.OFFICIAL


def test_french_printed_beside_an_older_english_is_recorded_as_outdated() -> None:
    import_cards(DATA / "M10.json")

    elves = Card.objects.get(oracle_id=LLANOWAR_ELVES)
    assert elves.oracle_text_fr == "{T} : Ajoutez {G} à votre réserve."
    assert (elves.fr_set_code, elves.fr_outdated) == ("M10", True)
    text = bilingual_text(elves, "oracle_text")
    assert (text.status, text.outdated, text.printed_in) == ("official", True, "M10, 2009")


def test_a_type_line_printed_with_types_no_longer_used_is_recorded_as_outdated(client) -> None:
    """Time Spiral's Lord of Atlantis printed "Creature - Merfolk Lord" beside « Créature :
    ondin et seigneur »; Lords are no longer a creature type. Its rules text is today's."""
    import_cards(DATA / "TSB.json")

    lord = Card.objects.get(oracle_id=LORD_OF_ATLANTIS)
    assert lord.type_line_fr == "Créature : ondin et seigneur"
    assert (lord.fr_outdated, lord.fr_type_outdated) == (False, True)
    type_line = bilingual_text(lord, "type_line")
    assert (type_line.status, type_line.outdated, type_line.printed_in) == (
        "official",
        True,
        "TSB, 2006",
    )
    assert not bilingual_text(lord, "oracle_text").outdated
    page = client.get(f"/fr/cards/{lord.slug}/").content.decode()
    assert page.count("provenance-outdated") == 1


def test_a_type_line_printed_with_todays_types_is_current() -> None:
    import_cards(DATA / "M10.json")  # "Creature — Elf Druid", printed and today

    elves = Card.objects.get(oracle_id=LLANOWAR_ELVES)
    assert (elves.type_line_fr, elves.fr_type_outdated) == ("Créature : elfe et druide", False)
    assert not bilingual_text(elves, "type_line").outdated


def test_a_card_imported_before_type_lines_were_compared_learns_it_on_the_next_import() -> None:
    import_cards(DATA / "TSB.json")
    Card.objects.update(fr_type_outdated=False)  # as a database migrated from before

    import_cards(DATA / "TSB.json")

    assert Card.objects.get(oracle_id=LORD_OF_ATLANTIS).fr_type_outdated


def test_importing_an_older_set_afterwards_keeps_the_newer_french() -> None:
    import_cards(DATA / "STA.json")
    import_cards(DATA / "M10.json")

    bolt = Card.objects.get(oracle_id=LIGHTNING_BOLT)
    assert (bolt.fr_set_code, bolt.fr_outdated) == ("STA", False)
    assert "n'importe quelle cible" in bolt.oracle_text_fr


def test_a_reimport_never_replaces_french_an_editor_reviewed() -> None:
    import_cards(DATA / "M10.json")
    elves = Card.objects.get(oracle_id=LLANOWAR_ELVES)
    elves.set_french(FrenchStatus.REVIEWED, oracle_text="{T} : Ajoutez {G}.")
    elves.save()

    import_cards(*all_sets())

    elves.refresh_from_db()
    assert (elves.fr_status, elves.oracle_text_fr) == (FrenchStatus.REVIEWED, "{T} : Ajoutez {G}.")


def test_a_keyword_gets_the_reminder_text_of_its_newest_printing_in_both_languages(
    trample: Keyword,
) -> None:
    output = import_cards(*all_sets())

    trample.refresh_from_db()
    assert trample.reminder_text_en.startswith("Trample (This creature can deal excess combat")
    assert trample.reminder_text_fr == TRAMPLE_FR
    assert (trample.reminder_set_code, trample.reminder_released_on) == (
        "M21",
        datetime.date(2020, 7, 3),
    )
    assert trample.reminder_card.name_en == "Wildwood Patrol"
    assert trample.reminder_card_text_fr.startswith(TRAMPLE_FR)
    assert not trample.reminder_fr_outdated
    assert "Reminder texts found for 1 keywords, written on 1." in output


def test_the_reminder_text_is_kept_beside_an_editorial_summary(trample: Keyword) -> None:
    trample.summary_en = "Excess damage goes through."
    trample.set_french(FrenchStatus.REVIEWED, summary="Les blessures en trop passent.")
    trample.save()

    import_cards(*all_sets())

    trample.refresh_from_db()
    assert (trample.summary_fr, trample.fr_status) == (
        "Les blessures en trop passent.",
        FrenchStatus.REVIEWED,
    )
    assert trample.reminder_text_fr == TRAMPLE_FR


def test_an_older_reminder_printing_imported_afterwards_changes_nothing(trample: Keyword) -> None:
    import_cards(*all_sets())
    before = database_snapshot()

    import_cards(DATA / "M10.json")  # Stampeding Rhino's reminder: an older wording

    assert database_snapshot() == before


@pytest.mark.parametrize(
    ("kind", "before", "source", "after", "after_source"),
    [
        ("keyword_ability", "", NameSource.OFFICIAL, "Piétinement", NameSource.OFFICIAL),
        ("keyword_ability", "Pietinement", NameSource.MINED, "Piétinement", NameSource.OFFICIAL),
        # An editor's name stays, and an official one already there (the official rules').
        ("keyword_ability", "Piétinage", NameSource.EDITOR, "Piétinage", NameSource.EDITOR),
        ("keyword_ability", "Piétinage", NameSource.OFFICIAL, "Piétinage", NameSource.OFFICIAL),
        # A keyword action's line prints an imperative (« Surveillez 2 »), not its name.
        ("keyword_action", "", NameSource.OFFICIAL, "", NameSource.OFFICIAL),
    ],
)
def test_the_name_a_reminder_line_prints_is_the_keywords_official_french_name(
    kind, before, source, after, after_source
) -> None:
    """A French player's review: Vol, Piétinement and Contact mortel were « relevé, non
    vérifié » beside an official reminder text printing that very name, and 141 keywords had
    none."""
    Keyword.objects.create(
        slug="trample",
        name_en="Trample",
        name_fr=before,
        name_fr_source=source,
        kind=kind,
    )

    import_cards(*all_sets())

    trample = Keyword.objects.get(slug="trample")
    assert (trample.name_fr or "", trample.name_fr_source) == (after, after_source)


def test_a_printing_whose_french_is_no_longer_trusted_leaves_the_text_missing(tmp_path) -> None:
    """A pages review: Feu // Glace showed « Éphémère // Engagez le permanent ciblé. », as
    Commander 2011's French entry gives it (a sentence for a type line). Imported again, the
    card keeps its official French name, and its French text is missing, not wrong."""
    from tests.rulings.test_mtgjson_reader import _fire_ice_faces, _set_file

    faces = _fire_ice_faces()
    good = tmp_path / "CMD.json"
    good.write_bytes(_set_file(faces, code="CMD"))
    import_cards(good)
    card = Card.objects.get(name_en="Fire // Ice")
    assert card.fr_status == FrenchStatus.OFFICIAL and card.type_line_fr == "Éphémère // Éphémère"

    # A printing of the same set giving the name alone for another reason (an older file,
    # an old promo) clears nothing.
    name_only = [dict(face, foreignData=[dict(face["foreignData"][0])]) for face in faces]
    for face in name_only:
        face["foreignData"][0].update(type="", text="")
    good.write_bytes(_set_file(name_only, code="CMD"))
    import_cards(good)
    card.refresh_from_db()
    assert card.fr_status == FrenchStatus.OFFICIAL and card.type_line_fr == "Éphémère // Éphémère"

    faces[1]["foreignData"][0]["type"] = "Engagez le permanent ciblé."
    good.write_bytes(_set_file(faces, code="CMD"))
    assert "doubtful French cleared on 1" in import_cards(good)
    card.refresh_from_db()
    assert (card.name_fr, card.name_fr_source) == ("Feu // Glace", NameSource.OFFICIAL)
    assert (card.fr_status, card.type_line_fr, card.oracle_text_fr) == ("missing", "", "")
    assert bilingual_text(card, "oracle_text").status == FrenchStatus.MISSING
    before = database_snapshot()
    import_cards(good)
    assert database_snapshot() == before
