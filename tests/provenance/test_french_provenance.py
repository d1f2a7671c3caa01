import pytest
from django.utils import translation

from provenance.models import FrenchStatus, NameSource, refingerprint, stale_french_q
from provenance.presentation import bilingual_name, bilingual_text
from rulings.models import Card, Ruling

pytestmark = pytest.mark.django_db


@pytest.fixture
def card() -> Card:
    return Card.objects.create(slug="opt", name_en="Opt", type_line_en="Instant")


def make_ruling(card: Card, text: str = "You may cast it.") -> Ruling:
    return Ruling.objects.create(card=card, published_at="2024-06-07", source="wotc", text_en=text)


def test_a_new_ruling_has_missing_french(card):
    ruling = make_ruling(card)
    assert ruling.fr_status == FrenchStatus.MISSING
    assert bilingual_text(ruling, "text").status == FrenchStatus.MISSING


def test_machine_french_becomes_stale_when_the_english_changes(card):
    ruling = make_ruling(card)
    ruling.set_french(FrenchStatus.MACHINE, engine="deepl", text="Vous pouvez le lancer.")
    ruling.save()
    assert not ruling.is_french_stale

    ruling.text_en = "You may cast it without paying its mana cost."
    ruling.save()

    ruling.refresh_from_db()
    assert ruling.is_french_stale
    assert bilingual_text(ruling, "text").stale
    assert list(Ruling.objects.filter(stale_french_q())) == [ruling]


def test_reviewing_stale_french_pins_it_to_the_current_english(card):
    ruling = make_ruling(card)
    ruling.set_french(FrenchStatus.MACHINE, engine="deepl", text="Vous pouvez le lancer.")
    ruling.save()
    ruling.text_en = "You may cast it twice."
    ruling.save()

    ruling.mark_french_reviewed()
    ruling.save()

    assert ruling.fr_status == FrenchStatus.REVIEWED
    assert ruling.fr_engine == ""
    assert not Ruling.objects.filter(stale_french_q()).exists()


def test_official_french_is_never_reported_stale(card):
    card.set_french(FrenchStatus.OFFICIAL, type_line="Éphémère")
    card.save()
    card.type_line_en = "Instant — Arcane"
    card.save()
    assert not card.is_french_stale
    assert not Card.objects.filter(stale_french_q()).exists()


def test_emptied_french_is_recorded_as_missing(card, client):
    """An editor's review: emptied machine French kept its engine and its day in the API."""
    ruling = make_ruling(card)
    ruling.set_french(FrenchStatus.MACHINE, engine="An engine", text="Vous pouvez le lancer.")
    ruling.save()
    ruling.text_fr = ""
    ruling.save(update_fields=["text_fr"])
    ruling.refresh_from_db()
    assert ruling.fr_status == FrenchStatus.MISSING
    assert (ruling.fr_engine, ruling.fr_translated_at) == ("", None)
    text = client.get("/api/cards/opt").json()["rulings"][0]["text"]
    assert (text["fr_status"], text["fr_engine"], text["fr_translated_at"]) == (
        "missing",
        None,
        None,
    )


def test_french_accessor_never_falls_back_to_english(card):
    ruling = make_ruling(card)
    with translation.override("fr"):
        assert ruling.text == ""
        assert card.name == ""
    assert bilingual_text(ruling, "text").english == "You may cast it."


def test_a_french_name_is_official_unless_its_source_says_otherwise(card):
    assert bilingual_name(card).source == ""
    card.name_fr = "Idée"
    assert bilingual_name(card).source == NameSource.OFFICIAL
    card.name_fr_source = NameSource.EDITOR
    assert bilingual_name(card).source == NameSource.EDITOR


def test_setting_french_on_a_field_that_is_not_translated_is_refused(card):
    with pytest.raises(ValueError, match="mana_cost"):
        card.set_french(FrenchStatus.MACHINE, mana_cost="{U}")


def test_a_change_of_quote_or_dash_style_leaves_the_french_current(card):
    ruling = make_ruling(card, text="Copy a spell's text; see rules 409.1f-h.")
    ruling.set_french(FrenchStatus.REVIEWED, text="Copiez le texte d’un sort.")
    ruling.save()
    ruling.text_en = "Copy a spell’s text; see rules 409.1f–h."
    ruling.save()
    assert not ruling.is_french_stale
    ruling.text_en = "Copy a spell’s name; see rules 409.1f–h."
    ruling.save()
    assert ruling.is_french_stale


def test_refingerprint_keeps_current_french_current_and_stale_french_stale(card):
    current, stale = make_ruling(card, "It’s current."), make_ruling(card, "It’s stale.")
    for ruling, french in ((current, "À jour."), (stale, "Périmé.")):
        ruling.set_french(FrenchStatus.REVIEWED, text=french)
        ruling.save()
    # As an older fingerprint() left them: another English fingerprint on both; the French of
    # `current` pinned to it, that of `stale` to some English before it.
    Ruling.objects.filter(pk=current.pk).update(
        en_fingerprint="old-current", fr_source_fingerprint="old-current"
    )
    Ruling.objects.filter(pk=stale.pk).update(
        en_fingerprint="old-stale", fr_source_fingerprint="older"
    )

    assert refingerprint(Ruling, ("text",)) == 2

    current.refresh_from_db()
    stale.refresh_from_db()
    assert current.en_fingerprint == current.compute_en_fingerprint()
    assert (current.is_french_stale, stale.is_french_stale) == (False, True)
    assert list(Ruling.objects.filter(stale_french_q())) == [stale]
    assert refingerprint(Ruling, ("text",)) == 0
