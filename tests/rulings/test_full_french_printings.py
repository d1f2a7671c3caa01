"""The current rules and the 579-set archive imported for real: the French a card shows is its
newest French printing, French of an older wording is marked so, and keywords get their
official reminder text. Rolled back when the module ends (see test_full_archive)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

from keywords.models import Keyword
from provenance.models import FrenchStatus, NameSource
from provenance.presentation import bilingual_text
from rulings.models import Card
from tests.rulings.helpers import ARCHIVE_NAME

pytestmark = [
    pytest.mark.slow,
    pytest.mark.full_import,
    pytest.mark.shared_data,
    pytest.mark.django_db,
]

CURRENT_RULES = "MagicCompRules_20260807_LF.txt"


@pytest.fixture(scope="module")
def imported(shared_data: Path, django_db_setup, django_db_blocker) -> str:
    with django_db_blocker.unblock(), transaction.atomic():
        out = io.StringIO()
        rules = shared_data / "comprehensive-rules" / CURRENT_RULES
        call_command("import_rules", str(rules), "--activate", "--no-index", stdout=out)
        archive = shared_data / "mtgjson" / ARCHIVE_NAME
        call_command("import_cards", str(archive), "--no-index", stdout=out, verbosity=1)
        print(out.getvalue())  # pytest -s
        yield out.getvalue()
        transaction.set_rollback(True)


def test_no_card_shows_creature_or_player_for_any_target_as_plain_official(imported) -> None:
    cards = Card.objects.filter(
        fr_status=FrenchStatus.OFFICIAL,
        oracle_text_en__contains="any target",
        oracle_text_fr__contains="créature ou joueur",
    )
    plain = [card.name_en for card in cards if not bilingual_text(card, "oracle_text").outdated]
    assert plain == []
    assert cards.count() >= 360  # 366 measured: all shown as printed text of an older wording


def test_lightning_bolt_and_llanowar_elves_show_their_current_french(imported) -> None:
    bolt = Card.objects.get(name_en="Lightning Bolt")
    assert bolt.oracle_text_fr == "La Foudre inflige 3 blessures à n'importe quelle cible."
    assert (bolt.fr_set_code, bolt.fr_outdated) == ("STA", False)
    elves = Card.objects.get(name_en="Llanowar Elves")
    assert (elves.oracle_text_fr, elves.fr_set_code) == ("{T} : Ajoutez {G}.", "M19")


def test_most_official_french_is_current_and_the_rest_is_marked(imported) -> None:
    official = Card.objects.filter(fr_status=FrenchStatus.OFFICIAL).exclude(oracle_text_fr="")
    current = official.filter(fr_outdated=False).count()
    outdated = official.filter(fr_outdated=True).count()
    # Measured: 12,148 cards with today's French, 6,406 whose only French is older wording.
    assert current >= 12_000 and 6_000 <= outdated <= 6_500
    assert not official.filter(fr_set_code="").exists()


def test_keywords_with_a_reminder_text_mostly_have_it_in_official_french(imported) -> None:
    with_reminder = Keyword.objects.exclude(reminder_text_en="")
    in_french = with_reminder.exclude(reminder_text_fr="")
    current_french = in_french.filter(reminder_fr_outdated=False)
    print(
        f"{with_reminder.count()} keywords with a reminder text, {in_french.count()} in "
        f"French, {current_french.count()} of today's wording"
    )
    assert with_reminder.count() >= 140
    assert in_french.count() >= 0.9 * with_reminder.count()
    trample = Keyword.objects.get(name_en="Trample")
    assert trample.reminder_text_fr.startswith("Piétinement (Cette créature peut infliger")
    assert trample.reminder_card is not None and not trample.reminder_fr_outdated
    assert not Keyword.objects.filter(kind=Keyword.Kind.ABILITY_WORD).exclude(reminder_text_en="")


def test_keywords_take_the_french_names_their_reminder_lines_print(imported) -> None:
    named = Keyword.objects.filter(name_fr__gt="", name_fr_source=NameSource.OFFICIAL)
    print(f"{named.count()} keywords named in official French by their reminder lines")
    for english, french in (
        ("Flying", "Vol"),
        ("Deathtouch", "Contact mortel"),
        ("Equip", "Équipement"),
    ):
        keyword = Keyword.objects.get(name_en=english)
        assert (keyword.name_fr, keyword.name_fr_source) == (french, NameSource.OFFICIAL)
    assert named.count() >= 100
