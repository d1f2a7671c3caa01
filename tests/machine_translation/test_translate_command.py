"""`manage.py translate --pending`: memory first, then the engine; failures stay queued."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from machine_translation.models import PendingTranslation, TranslationRecord
from provenance.models import FrenchStatus
from rulings.models import Card

from .conftest import make_ruling

pytestmark = pytest.mark.django_db


@pytest.fixture
def queued(tempt, commit):
    """Two rulings of Tempt with Mayhem waiting for French."""
    return [
        commit(make_ruling, tempt, "Tempt with Mayhem can't target itself."),
        commit(make_ruling, tempt, "When you cast this spell, copy it."),
    ]


def translate(*args: str) -> None:
    call_command("translate", *args, verbosity=0)


def test_translate_pending_translates_the_queue_with_libretranslate(queued, libretranslate, capsys):
    call_command("translate", "--pending")

    first, second = Card.objects.get(slug="tempt-with-mayhem").rulings.order_by("pk")
    # The card name went out as a placeholder and came back as its printed French name.
    assert libretranslate.requests[0].body["q"][0] == '<x id="0"/> can\'t target itself.'
    assert first.text_fr == "Tentation du chaos ne peut pas se cibler elle-même."
    assert second.text_fr == "Quand vous lancez ce sort, copiez-le."
    assert {r.fr_status for r in (first, second)} == {FrenchStatus.MACHINE}
    assert first.fr_engine == "LibreTranslate" and not first.is_french_stale
    assert not PendingTranslation.objects.exists()
    assert "2 translated" in capsys.readouterr().out


def test_translate_pending_works_with_deepl(queued, deepl):
    translate("--pending")
    assert queued[0].__class__.objects.get(pk=queued[0].pk).text_fr == (
        "Tentation du chaos ne peut pas se cibler elle-même."
    )
    assert deepl.requests[0].body["tag_handling"] == "xml"


def test_a_server_error_leaves_every_text_queued_with_the_error(queued, libretranslate, capsys):
    libretranslate.fail_next(500, {"error": "Internal server error"}, times=3)
    call_command("translate", "--pending")

    for ruling in queued:
        ruling.refresh_from_db()
        assert ruling.fr_status == FrenchStatus.MISSING and not ruling.text_fr
    items = PendingTranslation.objects.all()
    assert [(i.attempts, i.last_error) for i in items] == [
        (1, "LibreTranslate answered HTTP 500: Internal server error")
    ] * 2
    assert "2 failed and still queued" in capsys.readouterr().out

    translate("--pending")  # the server is back: the next run does the work
    assert not PendingTranslation.objects.exists()


def test_a_timeout_leaves_the_text_queued_and_its_stale_french_untouched(tempt, commit, deepl):
    ruling = make_ruling(
        tempt, "You may cast it.", french="Vous pouvez le lancer.", status="reviewed"
    )
    ruling.text_en = "You may cast it twice."
    commit(ruling.save)
    deepl.delay = 0.8  # past the 0.5 s timeout, on every try

    translate("--pending")

    ruling.refresh_from_db()
    assert (ruling.fr_status, ruling.text_fr) == (FrenchStatus.REVIEWED, "Vous pouvez le lancer.")
    assert ruling.is_french_stale
    item = PendingTranslation.objects.get()
    assert item.attempts == 1 and "did not answer within 0.5 s" in item.last_error
    assert len(deepl.requests) == 3  # the first try and two retries


def test_without_an_engine_texts_stay_queued_and_the_reason_is_given(queued, capsys):
    call_command("translate", "--pending")
    assert PendingTranslation.objects.filter(attempts=1).count() == 2
    assert "MACHINE_TRANSLATION_BACKEND=none" in capsys.readouterr().err


def test_limit_takes_the_oldest_queued_texts(queued, libretranslate):
    translate("--pending", "--limit", "1")
    assert list(PendingTranslation.objects.values_list("object_id", flat=True)) == [queued[1].pk]


def test_card_selects_a_card_and_its_rulings(queued, gandalf, commit, libretranslate):
    other = commit(make_ruling, gandalf, "You may cast it twice.")
    translate("--pending", "--card", "tempt-with-mayhem")
    assert list(PendingTranslation.objects.values_list("object_id", flat=True)) == [other.pk]


def test_card_accepts_an_oracle_id(gandalf, commit, libretranslate):
    gandalf.oracle_id = "bc71ebf6-2056-41f7-be35-b2e5c34afa99"
    gandalf.save()
    commit(make_ruling, gandalf, "You may cast it twice.")
    translate("--pending", "--card", "bc71ebf6-2056-41f7-be35-b2e5c34afa99")
    assert not PendingTranslation.objects.exists()
    with pytest.raises(CommandError, match="No card"):
        translate("--pending", "--card", "no-such-card")


def test_enqueue_queues_texts_saved_without_signals(tempt):
    from rulings.models import Ruling

    # A bulk import writes without signals; --enqueue finds what it left without French.
    Ruling.objects.bulk_create(
        [
            Ruling(card=tempt, published_at=f"2024-06-0{n}", text_en=f"Ruling {n}.")
            for n in (1, 2, 3)
        ]
    )
    translate("--enqueue")
    assert PendingTranslation.objects.count() == 3


def test_a_planted_wrong_term_is_flagged_for_review(tempt, commit, libretranslate):
    libretranslate.translate = lambda markup: "Quand vous jouez ce sort, copiez-le."
    ruling = commit(make_ruling, tempt, "When you cast this spell, copy it.")
    translate("--pending")
    record = TranslationRecord.objects.get(object_id=ruling.pk)
    assert record.needs_review
    assert record.terminology_flags == [
        {"field": "text", "english": "cast", "official": "lancer", "found": "jouez"}
    ]


def test_a_translation_that_lost_a_protected_name_stays_queued(queued, libretranslate):
    libretranslate.translate = lambda markup: "Ne peut pas se cibler elle-même."
    translate("--pending")
    queued[0].refresh_from_db()
    assert queued[0].fr_status == FrenchStatus.MISSING
    assert "did not keep the protected names: Tempt with Mayhem" in (
        PendingTranslation.objects.get(object_id=queued[0].pk).last_error
    )


def test_the_command_needs_something_to_do():
    with pytest.raises(CommandError, match="--pending"):
        translate()
