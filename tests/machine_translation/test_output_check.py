"""Engine output that is not French (English sent back, "[FR] ...", markup) is never published."""

import pytest
from django.core.management import call_command

from machine_translation.errors import OutputRefused
from machine_translation.models import PendingTranslation, TranslationRecord
from machine_translation.output_check import check_engine_output
from provenance.models import FrenchStatus

from .conftest import make_ruling
from .vendors import echo, labelled, wrapped

pytestmark = pytest.mark.django_db


@pytest.fixture
def queued(tempt, commit):
    """A ruling without French, and one whose reviewed French went stale."""
    missing = commit(make_ruling, tempt, "Tempt with Mayhem can't target itself.")
    stale = make_ruling(
        tempt, "You may cast it.", french="Vous pouvez le lancer.", status="reviewed"
    )
    stale.text_en = "You may cast it twice."
    commit(stale.save)
    return missing, stale


@pytest.mark.parametrize(
    ("engine", "error"),
    [
        (echo, "the engine sent the English back untranslated"),
        (labelled, "the engine's French holds brackets the English has not: [FR]"),
        (wrapped, "the engine's French holds tags the English has not: <p> </p>"),
    ],
    ids=["english-sent-back", "fr-label", "markup"],
)
def test_engine_output_that_is_not_french_stays_queued_with_the_error(
    queued, libretranslate, engine, error
):
    libretranslate.translate = engine
    call_command("translate", "--pending", verbosity=0)

    missing, stale = queued
    missing.refresh_from_db()
    stale.refresh_from_db()
    assert (missing.fr_status, missing.text_fr) == (FrenchStatus.MISSING, None)
    assert (stale.fr_status, stale.text_fr) == (FrenchStatus.REVIEWED, "Vous pouvez le lancer.")
    assert stale.is_french_stale
    assert [(i.attempts, i.last_error) for i in PendingTranslation.objects.all()] == [
        (1, error)
    ] * 2
    assert not TranslationRecord.objects.exists()


def test_a_good_translation_from_the_same_server_is_published(queued, libretranslate):
    call_command("translate", "--pending", verbosity=0)
    missing, stale = queued
    missing.refresh_from_db()
    stale.refresh_from_db()
    assert missing.text_fr == "Tentation du chaos ne peut pas se cibler elle-même."
    assert (stale.fr_status, stale.text_fr) == (
        FrenchStatus.MACHINE,
        "Vous pouvez le lancer deux fois.",
    )
    assert not PendingTranslation.objects.exists()


def refused(english: str, french: str) -> str | None:
    try:
        check_engine_output([english], [french])
    except OutputRefused as error:
        return str(error)
    return None


def test_protected_names_are_set_aside_when_comparing_with_the_english():
    # Only a name (a placeholder) and punctuation: French and English are rightly the same.
    assert refused('<x id="0"/>.', '<x id="0"/>.') is None
    # The same words around other names are still the English sent back.
    assert refused(
        '<x id="0"/> can\'t target <x id="1"/>.', '<x id="1"/> can\'t target <x id="0"/>.'
    ) == ("the engine sent the English back untranslated")


def test_a_one_word_text_may_come_back_unchanged_but_two_words_may_not():
    assert refused("Flash", "Flash") is None
    assert refused("{2}{U}", "{2}{U}") is None
    assert refused("X is 3.", "X is 3.") == "the engine sent the English back untranslated"


def test_mostly_english_output_is_refused_even_when_it_differs_from_the_input():
    assert refused(
        "Tap target permanent if you control it.",
        "Tap the target permanent if you control it, then draw a card.",
    ) == ("the engine's French is mostly English (5 English function words, 0 French)")


def test_the_language_check_abstains_on_short_texts_and_names():
    # Fewer than four function words of either language: nothing to judge by.
    assert refused("Draw it now.", "Draw it now, please.") is None
    assert refused('<x id="0"/> and <x id="1"/>.', '<x id="0"/> and <x id="1"/>, too.') is None


def test_french_quoting_an_english_name_is_french():
    assert (
        refused(
            "Rosie of the Lane can't be the target of this spell.",
            "Rosie of the Lane ne peut pas être la cible de ce sort et le reste jusqu'à la fin.",
        )
        is None
    )


def test_entities_left_escaped_and_tags_the_english_has_not_are_refused():
    assert refused("If X &lt; 3, draw.", "Si X &amp;lt; 3, piochez.") == (
        "the engine's French holds HTML entities the English has not: &lt;"
    )
    assert refused("Draw a card.", "Piochez <b>une</b> carte.") == (
        "the engine's French holds tags the English has not: <b> </b>"
    )


def test_brackets_the_english_has_are_translated_freely():
    assert refused("Replicate [cost] is optional.", "Duplication [coût] est facultative.") is None
