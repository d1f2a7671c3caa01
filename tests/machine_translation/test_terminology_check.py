from machine_translation.terminology_check import TermFlag, check_terminology


def test_cast_rendered_with_jouer_is_flagged_with_the_official_term():
    flags = check_terminology(
        "When you cast this spell, copy it.", "Quand vous jouez ce sort, copiez-le.", {}
    )
    assert flags == [TermFlag(english="cast", official="lancer", found="jouez")]


def test_the_official_term_in_any_inflection_is_not_flagged():
    for french in ("Quand vous lancez ce sort.", "Le sort lancé est copié.", "Lancer ce sort."):
        assert check_terminology("When you cast this spell.", french, {}) == []


def test_the_terminology_table_gives_the_official_french():
    english, french = (
        "It deals 3 damage to any target.",
        "Il inflige 3 dégâts à n'importe quelle cible.",
    )
    assert check_terminology(english, french, {"damage": "blessure"}) == [
        TermFlag(english="damage", official="blessure", found="dégâts")
    ]
    fine = "Il inflige 3 blessures à n'importe quelle cible."
    assert check_terminology(english, fine, {"damage": "blessure"}) == []


def test_a_wrong_word_is_not_flagged_when_the_english_lacks_the_term():
    # "Jouer un terrain" is right for "play a land".
    assert check_terminology("You may play a land.", "Vous pouvez jouer un terrain.", {}) == []


def test_french_that_uses_both_the_official_and_another_word_is_not_flagged():
    english = "Cast it, then play a land."
    assert check_terminology(english, "Lancez-le, puis jouez un terrain.", {}) == []


def test_keywords_of_the_english_must_survive_in_the_french():
    from machine_translation.terminology_check import KeywordCheck

    check = KeywordCheck({"Defender": "Défenseur", "First strike": "Initiative", "Mill": "Meulez"})
    assert check.missing(
        "Defender (This creature can't attack.)", "(Les murs ne peuvent pas attaquer.)"
    ) == ["defender"]
    assert check.missing("Defender, first strike", "Défenseur, initiative") == []
    assert check.missing("Mill two cards.", "Meulez deux cartes.") == []
    assert KeywordCheck({}).missing("Defender", "") == []
