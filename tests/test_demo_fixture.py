"""The demo data set (fixtures/demo.json), built from the seeds only."""

import datetime
import json

import pytest
from django.core.management import call_command

from keywords.models import Keyword, Rule, RulesEdition
from provenance.models import FrenchStatus, stale_french_q
from rulings.models import Card, Ruling

pytestmark = pytest.mark.django_db

TRANSLATED_MODELS = (Rule, Keyword, Card, Ruling)


@pytest.fixture
def demo():
    call_command("loaddata", "demo", verbosity=0)


def test_the_fixture_loads(demo):
    edition = RulesEdition.objects.get()
    assert edition.effective_date == datetime.date(2006, 2, 1)
    assert edition.is_current
    assert list(Rule.objects.values_list("number", flat=True)) == [
        "5",
        "502",
        "502.52",
        "502.52a",
        "502.52b",
    ]
    subrule = Rule.objects.get(number="502.52a")
    assert [subrule.parent.number, subrule.parent.parent.number] == ["502.52", "502"]
    assert subrule.parent.parent.parent.number == "5"
    keyword = Keyword.objects.get(slug="replicate")
    assert (keyword.name_en, keyword.name_fr, keyword.rule.number) == (
        "Replicate",
        "Duplication",
        "502.52",
    )
    assert Card.objects.count() == 3
    assert Ruling.objects.count() == 23


def test_gigadrowse_is_gigatorpeur_with_official_french(demo):
    card = Card.objects.get(slug="gigadrowse")
    assert card.name_en == "Gigadrowse"
    assert card.name_fr == "Gigatorpeur"
    assert card.type_line_fr == "Éphémère"
    assert card.oracle_text_fr.endswith("\nEngagez le permanent ciblé.")
    assert card.fr_status == FrenchStatus.OFFICIAL
    assert card.oracle_id is None
    assert list(card.keywords.values_list("slug", flat=True)) == ["replicate"]


def test_gandalf_has_no_french_name_and_14_rulings_dated_2023_06_16_from_wotc(demo):
    card = Card.objects.get(slug="gandalf-westward-voyager")
    assert card.name_en == "Gandalf, Westward Voyager"
    assert not card.name_fr
    assert card.fr_status == FrenchStatus.MISSING
    rulings = card.rulings.all()
    assert rulings.count() == 14
    assert set(rulings.values_list("published_at", "source")) == {
        (datetime.date(2023, 6, 16), "wotc")
    }


def test_tempt_with_mayhem_has_9_rulings_dated_2024_06_07_and_is_tentation_du_chaos(demo):
    card = Card.objects.get(slug="tempt-with-mayhem")
    assert card.name_fr == "Tentation du chaos"
    rulings = card.rulings.all()
    assert rulings.count() == 9
    assert set(rulings.values_list("published_at", "source")) == {
        (datetime.date(2024, 6, 7), "wotc")
    }


def test_all_four_french_states_are_shown_and_exactly_one_ruling_is_stale(demo):
    statuses = set()
    for model in TRANSLATED_MODELS:
        statuses |= set(model.objects.values_list("fr_status", flat=True))
    assert statuses == {choice.value for choice in FrenchStatus}

    for model in (Rule, Keyword, Card):
        assert not model.objects.filter(stale_french_q()).exists()
    stale = Ruling.objects.filter(stale_french_q())
    assert [ruling.text_en for ruling in stale] == [
        "Tempt with Mayhem can't target itself. There are limits, after all."
    ]
    assert stale.get().is_french_stale


def test_every_stored_english_fingerprint_matches_the_english_text(demo):
    for model in TRANSLATED_MODELS:
        for obj in model.objects.all():
            assert obj.en_fingerprint == obj.compute_en_fingerprint(), obj


def test_every_card_stores_the_sort_keys_of_its_names(demo):
    # loaddata writes rows as they are (no save()): the fixture must hold the keys.
    for card in Card.objects.all():
        stored = (card.sort_name_en, card.sort_name_fr)
        card.sort_names_fill()
        assert stored == (card.sort_name_en, card.sort_name_fr), card


@pytest.mark.shared_data
def test_gigadrowse_english_matches_the_mtgjson_card(demo, shared_data):
    gpt = json.loads((shared_data / "mtgjson" / "GPT.json").read_text(encoding="utf-8"))
    (expected,) = [c for c in gpt["data"]["cards"] if c["name"] == "Gigadrowse"]
    card = Card.objects.get(slug="gigadrowse")
    assert (card.name_en, card.mana_cost, card.type_line_en, card.oracle_text_en) == (
        expected["name"],
        expected["manaCost"],
        expected["type"],
        expected["text"],
    )
