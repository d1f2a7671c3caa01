"""Saves only queue: the engine is never called from a save."""

import pytest

from machine_translation.models import PendingTranslation
from provenance.models import FrenchStatus
from rulings.models import Card

from .conftest import make_ruling

pytestmark = pytest.mark.django_db


def queued_ids() -> set[int]:
    return set(PendingTranslation.objects.values_list("object_id", flat=True))


def test_a_new_ruling_without_french_is_queued_once_the_save_commits(tempt, commit):
    ruling = commit(make_ruling, tempt, "Tempt with Mayhem can't target itself.")
    item = PendingTranslation.objects.get()
    assert (item.content_object, item.attempts, item.last_error) == (ruling, 0, "")


def test_nothing_is_queued_before_the_commit(tempt, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        make_ruling(tempt, "Tempt with Mayhem can't target itself.")
    assert callbacks and not PendingTranslation.objects.exists()


def test_changing_the_english_makes_the_french_stale_and_queues_it(tempt, commit):
    ruling = make_ruling(
        tempt,
        "You may cast it.",
        french="Vous pouvez le lancer.",
        status=FrenchStatus.MACHINE,
        engine="deepl",
    )
    assert not PendingTranslation.objects.exists()
    ruling.text_en = "You may cast it twice."
    commit(ruling.save)
    assert ruling.is_french_stale
    assert queued_ids() == {ruling.pk}
    ruling.refresh_from_db()
    assert ruling.text_fr == "Vous pouvez le lancer."  # kept, shown as stale, until translated


def test_saving_a_queued_text_again_keeps_one_queue_item(tempt, commit):
    ruling = commit(make_ruling, tempt, "You may cast it.")
    commit(ruling.save)
    assert PendingTranslation.objects.count() == 1


def test_french_written_by_an_editor_takes_the_text_out_of_the_queue(tempt, commit):
    ruling = commit(make_ruling, tempt, "You may cast it.")
    ruling.set_french(FrenchStatus.REVIEWED, text="Vous pouvez le lancer.")
    commit(ruling.save)
    assert not PendingTranslation.objects.exists()


def test_official_french_and_texts_without_english_are_not_queued(commit):
    card = Card(slug="opt", name_en="Opt", type_line_en="Instant", oracle_text_en="Scry 1.")
    card.set_french(FrenchStatus.OFFICIAL, type_line="Éphémère", oracle_text="Regard 1.")
    commit(card.save)
    commit(Card.objects.create, slug="gandalf", name_en="Gandalf, Westward Voyager")
    assert not PendingTranslation.objects.exists()


def test_a_deleted_text_leaves_the_queue(tempt, commit):
    ruling = commit(make_ruling, tempt, "You may cast it.")
    commit(ruling.delete)
    assert not PendingTranslation.objects.exists()


def test_a_save_never_calls_the_engine_even_when_it_is_down(settings, tempt, commit):
    from .conftest import engine_settings

    # Nothing listens on port 9: a save that called the engine would fail or wait.
    settings.MACHINE_TRANSLATION = engine_settings("libretranslate", url="http://127.0.0.1:9")
    ruling = commit(make_ruling, tempt, "You may cast it.")
    ruling.refresh_from_db()
    assert ruling.fr_status == FrenchStatus.MISSING
    assert queued_ids() == {ruling.pk}
