"""Names and terms from the database: what is protected, and what the check expects."""

import pytest

from keywords.models import Keyword
from machine_translation import selectors
from machine_translation.backends import get_backend
from machine_translation.models import TranslationRecord
from machine_translation.translating import Translator
from terminology.models import Term

from .conftest import make_ruling

pytestmark = pytest.mark.django_db


def names_in(text: str) -> list[tuple[str, str]]:
    return [(f.surface, f.french) for f in selectors.name_matcher().find(text)]


def test_card_names_and_keyword_abilities_with_official_french_are_protected(tempt, gandalf):
    Keyword.objects.create(
        slug="replicate", name_en="Replicate", name_fr="Duplication", kind="keyword_ability"
    )
    Keyword.objects.create(slug="scry", name_en="Scry", name_fr="Regard", kind="keyword_action")
    text = "Tempt with Mayhem has no replicate cost; Gandalf, Westward Voyager lets you scry."
    assert names_in(text) == [
        ("Tempt with Mayhem", "Tentation du chaos"),
        ("replicate", "duplication"),
        ("Gandalf, Westward Voyager", "Gandalf, Westward Voyager"),
    ]  # "scry" is a keyword action, a verb French conjugates: left to the engine


def test_a_keyword_without_official_french_takes_the_terminology_s_or_is_left_alone(db):
    Keyword.objects.create(slug="flying", name_en="Flying", kind="keyword_ability")
    Keyword.objects.create(slug="ward", name_en="Ward", kind="keyword_ability")
    Term.objects.create(english="Flying", french="Vol", kind=Term.Kind.KEYWORD)
    assert names_in("It has flying and ward.") == [("flying", "vol")]


def test_a_saved_card_is_protected_at_once(tempt):
    assert names_in("Opt can't target itself.") == []
    from rulings.models import Card

    Card.objects.create(slug="opt", name_en="Opt", name_fr="Idée")
    assert names_in("Opt can't target itself.") == [("Opt", "Idée")]


def test_the_terminology_table_says_which_french_is_official(tempt, libretranslate):
    Term.objects.create(english="damage", french="blessure", kind=Term.Kind.RULES_TERM)
    libretranslate.translate = lambda markup: "Elle inflige 3 dommages."
    ruling = make_ruling(tempt, "It deals 3 damage to you.")
    Translator(backend=get_backend()).run([ruling])
    flags = TranslationRecord.objects.get(object_id=ruling.pk).terminology_flags
    assert flags == [
        {"field": "text", "english": "damage", "official": "blessure", "found": "dommages"}
    ]
