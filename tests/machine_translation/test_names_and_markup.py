import pytest

from machine_translation.errors import NamesLost
from machine_translation.markup import protect, restore
from machine_translation.names import CARD, KEYWORD, Name, NameMatcher, card_names

MATCHER = NameMatcher(
    [
        *card_names("Gigadrowse", "Gigatorpeur"),
        *card_names("Rosie Cotton of South Lane", ""),
        *card_names("Gandalf, Westward Voyager", ""),
        *card_names("Gandalf the White", "Gandalf le Blanc"),
        *card_names("Opt", "Idée"),
        *card_names("Never // Return", "Jamais // Retour"),
        *card_names("Brazen Borrower // Petty Theft", "Emprunteur effronté // Larcin mesquin"),
        Name("Replicate", "Duplication", KEYWORD),
    ]
)


def surfaces(text: str) -> list[str]:
    return [found.surface for found in MATCHER.find(text)]


def test_card_names_are_found_with_their_case_and_the_longest_name_wins():
    assert surfaces("Gandalf the White and Gandalf, Westward Voyager's ability") == [
        "Gandalf the White",
        "Gandalf, Westward Voyager",
    ]
    assert surfaces("You may opt to pay. Opt lets you scry.") == ["Opt"]
    assert surfaces("Optimal play") == []


def test_keyword_names_are_found_in_any_case_and_keep_it_in_french():
    found = MATCHER.find("Its replicate cost is paid. Replicate is optional.")
    assert [(f.surface, f.french) for f in found] == [
        ("replicate", "duplication"),
        ("Replicate", "Duplication"),
    ]


def test_one_word_faces_of_split_cards_are_ordinary_words_not_names():
    assert surfaces("Return target creature. Never // Return is a split card.") == [
        "Never // Return"
    ]
    assert surfaces("Petty Theft returns it.") == ["Petty Theft"]


def test_protected_names_come_back_as_official_french_names():
    protected = protect("Gigadrowse and Rosie Cotton of South Lane can't target itself.", MATCHER)
    assert protected.markup == '<x id="0"/> and <x id="1"/> can\'t target itself.'
    french = restore('<x id="0"/> et <x id="1"/> ne peut pas se cibler.', protected.found)
    # No French printing of Rosie Cotton is known: she keeps her English name.
    assert french == "Gigatorpeur et Rosie Cotton of South Lane ne peut pas se cibler."


def test_an_engine_may_move_respace_or_close_placeholders():
    protected = protect("Gigadrowse taps it.", MATCHER)
    assert restore('Il est engagé par < x id = "0" ></x>.', protected.found) == (
        "Il est engagé par Gigatorpeur."
    )


def test_a_translation_that_lost_a_placeholder_is_refused():
    protected = protect("Gigadrowse taps it.", MATCHER)
    with pytest.raises(NamesLost, match="Gigadrowse"):
        restore("Il l'engage.", protected.found)


def test_markup_escapes_the_text_and_restoring_unescapes_it():
    protected = protect("If X < 3 & Opt is cast", MATCHER)
    assert protected.markup == 'If X &lt; 3 &amp; <x id="0"/> is cast'
    assert restore('Si X &lt; 3 &amp; <x id="0"/> est lancé', protected.found) == (
        "Si X < 3 & Idée est lancé"
    )


def test_a_text_without_names_is_sent_as_is():
    assert protect("Tap target permanent.", MATCHER).markup == "Tap target permanent."
    assert protect("Tap target permanent.", None).found == ()


def test_card_kind_names_are_matched_before_longer_text_continues_a_word():
    matcher = NameMatcher([Name("Fog", "Brouillard", CARD)])
    assert [f.surface for f in matcher.find("Fog and Foggy Bottom")] == ["Fog"]


def test_one_word_card_names_that_are_types_or_keywords_are_left_as_words():
    matcher = NameMatcher(
        [
            *card_names("Desert", "Désert"),
            *card_names("Suspend", "Suspension"),
            *card_names("X", "X"),
        ],
        ordinary_words={"Desert", "Suspend"},
    )
    assert matcher.find("Desert is a land subtype. Suspend is a keyword. X is 3.") == []


def test_a_one_word_card_name_used_as_an_imperative_is_a_verb():
    matcher = NameMatcher([*card_names("Consider", "Considérer"), *card_names("Clone", "Clone")])
    assert matcher.find("Consider its card type.") == []
    assert [f.surface for f in matcher.find("Clone is not a token. It can Consider it.")] == [
        "Clone",
        "Consider",
    ]


def test_argos_translates_the_text_between_placeholders_and_keeps_them():
    from machine_translation.backends.argos import ArgosBackend

    class Phrasebook:
        def translate(self, text: str) -> str:
            return {"can't target itself & more.": "ne peut pas se cibler & plus."}[text]

    markup = '<x id="0"/> can\'t target itself &amp; more.'
    assert ArgosBackend._translate_markup(Phrasebook(), markup) == (
        '<x id="0"/> ne peut pas se cibler &amp; plus.'
    )
