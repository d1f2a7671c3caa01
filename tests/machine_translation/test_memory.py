"""The translation memory: learnt from official and reviewed French, used before any engine."""

import pytest
from django.core.management import call_command

from machine_translation import services
from machine_translation.backends import get_backend
from machine_translation.memory import memory_key
from machine_translation.models import MemoryEntry, TranslationRecord
from machine_translation.names import NameMatcher, card_names
from machine_translation.translating import MEMORY_ENGINE, Translator
from provenance.models import FrenchStatus

from .conftest import make_ruling

pytestmark = pytest.mark.django_db

TEMPT_RULING = "Tempt with Mayhem can't target itself. There are limits, after all."
TEMPT_FRENCH = "Tentation du chaos ne peut pas se cibler elle-même. Il y a des limites, après tout."


def test_the_memory_key_puts_numbered_slots_for_card_names():
    matcher = NameMatcher(card_names("Tempt with Mayhem", "Tentation du chaos"))
    key = memory_key("Tempt with Mayhem  can’t target itself.", matcher)
    assert key.exact == "Tempt with Mayhem can't target itself."
    assert key.pattern == "⟨0⟩ can't target itself."
    assert memory_key("Opt can't target itself.", None).pattern is None


def test_reviewed_french_is_remembered_sentence_by_sentence_with_a_pattern(tempt):
    ruling = make_ruling(tempt, TEMPT_RULING, french=TEMPT_FRENCH, status=FrenchStatus.REVIEWED)
    assert services.memory_learn(ruling) == 3
    entries = dict(MemoryEntry.objects.values_list("english", "french"))
    assert entries == {
        "Tempt with Mayhem can't target itself.": (
            "Tentation du chaos ne peut pas se cibler elle-même."
        ),
        "⟨0⟩ can't target itself.": "⟨0⟩ ne peut pas se cibler elle-même.",
        "There are limits, after all.": "Il y a des limites, après tout.",
    }


def test_french_whose_sentences_do_not_line_up_is_not_remembered(tempt):
    french = "Tentation du chaos ne peut pas se cibler elle-même, il y a des limites."
    ruling = make_ruling(tempt, TEMPT_RULING, french=french, status=FrenchStatus.REVIEWED)
    assert services.memory_learn(ruling) == 0


def test_machine_and_stale_french_are_never_remembered(tempt):
    machine = make_ruling(tempt, TEMPT_RULING, french=TEMPT_FRENCH, status=FrenchStatus.MACHINE)
    assert services.memory_learn(machine) == 0
    reviewed = make_ruling(
        tempt, "You may cast it.", french="Vous pouvez le lancer.", status="reviewed"
    )
    reviewed.text_en = "You may cast it twice."
    reviewed.save()
    assert services.memory_learn(reviewed) == 0


def test_a_sentence_known_for_one_card_translates_it_for_another_with_its_name(tempt, gandalf):
    make_ruling(tempt, TEMPT_RULING, french=TEMPT_FRENCH, status=FrenchStatus.REVIEWED)
    call_command("build_translation_memory", verbosity=0)
    ruling = make_ruling(gandalf, "Gandalf, Westward Voyager can't target itself.")

    report = Translator(backend=get_backend()).run([ruling])  # no engine configured

    ruling.refresh_from_db()
    assert report.translated == 1
    # No French printing of Gandalf is known: his English name stays.
    assert ruling.text_fr == "Gandalf, Westward Voyager ne peut pas se cibler elle-même."
    assert (ruling.fr_status, ruling.fr_engine) == (FrenchStatus.MACHINE, MEMORY_ENGINE)
    record = TranslationRecord.objects.get(object_id=ruling.pk)
    assert (record.sentence_count, record.memory_sentence_count, record.memory_share) == (1, 1, 1.0)


def test_only_sentences_the_memory_lacks_go_to_the_engine(tempt, gandalf, libretranslate):
    make_ruling(tempt, TEMPT_RULING, french=TEMPT_FRENCH, status=FrenchStatus.REVIEWED)
    call_command("build_translation_memory", verbosity=0)
    ruling = make_ruling(gandalf, "There are limits, after all. Tap target permanent.")

    Translator(backend=get_backend()).run([ruling])

    assert [r.body["q"] for r in libretranslate.requests] == [["Tap target permanent."]]
    ruling.refresh_from_db()
    assert ruling.text_fr == "Il y a des limites, après tout. Engagez le permanent ciblé."
    assert ruling.fr_engine == f"LibreTranslate + {MEMORY_ENGINE}"
    assert TranslationRecord.objects.get(object_id=ruling.pk).memory_share == 0.5


def test_build_translation_memory_learns_official_and_reviewed_french(demo_data, capsys):
    call_command("build_translation_memory")
    output = capsys.readouterr().out
    assert "memory entries" in output
    english = set(MemoryEntry.objects.values_list("english", flat=True))
    # Rule 502.52b (official French) and the keyword Replicate's summary (reviewed).
    assert "If a spell has multiple instances of replicate, each is paid separately and " in (
        " ".join(english)
    )
    assert any(e.startswith("Replicate is an ability that lets you copy") for e in english)
    # The demo rulings' French is machine translation: never learnt from.
    assert not MemoryEntry.objects.filter(english__startswith="The copy is created").exists()


def test_rebuilding_the_memory_replaces_it(tempt):
    MemoryEntry.objects.create(
        key_hash="0" * 64, english="Old.", french="Vieux.", origin="reviewed"
    )
    call_command("build_translation_memory", verbosity=0)
    assert not MemoryEntry.objects.filter(english="Old.").exists()


def test_an_editors_review_feeds_the_memory(tempt, commit):
    ruling = make_ruling(tempt, TEMPT_RULING, french=TEMPT_FRENCH, status=FrenchStatus.MACHINE)
    commit(services.french_review, ruling)
    assert MemoryEntry.objects.filter(
        english="There are limits, after all.", origin="reviewed"
    ).exists()


def test_official_french_in_outdated_wording_is_not_remembered(db):
    from rulings.models import Card

    card = Card(slug="allay", name_en="Allay", type_line_en="Instant")
    card.oracle_text_en = "You may pay {3} as you cast this spell.\nDestroy target enchantment."
    card.set_french(
        FrenchStatus.OFFICIAL,
        type_line="Éphémère",
        oracle_text=(
            "Vous pouvez payer {3} quand vous jouez ce sort.\nDétruisez l'enchantement ciblé."
        ),
    )
    card.save()
    call_command("build_translation_memory", verbosity=0)
    remembered = set(MemoryEntry.objects.values_list("english", flat=True))
    assert remembered == {"Instant", "Destroy target enchantment."}


def test_official_french_naming_its_own_card_for_this_spell_is_not_remembered(db):
    from rulings.models import Card

    card = Card(slug="chaotic-strike", name_en="Chaotic Strike", name_fr="Frappe chaotique")
    card.oracle_text_en = "Flip a coin.\nCast this spell only during combat."
    card.set_french(
        FrenchStatus.OFFICIAL,
        oracle_text=(
            "Jouez à pile ou face.\nLancez la Frappe chaotique seulement pendant le combat."
        ),
    )
    card.save()
    call_command("build_translation_memory", verbosity=0)
    assert set(MemoryEntry.objects.values_list("english", flat=True)) == {"Flip a coin."}
