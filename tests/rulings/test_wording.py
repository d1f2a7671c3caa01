"""Is a printing's English still today's Oracle wording? (pure: no database)"""

from rulings.importing.wording import printed_text_is_current, printed_type_is_current


def test_the_same_words_are_current_whatever_the_spacing_quotes_and_case() -> None:
    printed = "Flying, lifelink\nWhenever you gain life, put a +1/+1 counter on each creature."
    oracle = "Flying\nLifelink\nWhenever you gain life, put a +1/+1 counter on each creature."
    assert printed_text_is_current(printed, oracle)
    assert printed_text_is_current(
        "Tap target creature’s controller.", "Tap target creature's controller."
    )


def test_an_older_wording_is_not_current() -> None:
    assert not printed_text_is_current(
        "Lightning Bolt deals 3 damage to target creature or player.",
        "Lightning Bolt deals 3 damage to any target.",
    )
    assert not printed_text_is_current("{T}: Add {G} to your mana pool.", "{T}: Add {G}.")


def test_signs_are_words_too() -> None:
    assert not printed_text_is_current("Target creature gets +1/-1.", "Target creature gets -1/+1.")


def test_a_reminder_text_only_the_printing_has_is_not_compared() -> None:
    printed = "Trample (This creature can deal excess combat damage to the player it's attacking.)"
    assert printed_text_is_current(printed, "Trample")


def test_a_reminder_text_both_have_must_match() -> None:
    printed = "Sunburst (This comes into play with a +1/+1 counter on it for each color of mana.)"
    oracle = (
        "Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana.)"
    )
    assert not printed_text_is_current(printed, oracle)


def test_hybrid_symbols_written_two_ways_are_one_symbol() -> None:
    assert printed_text_is_current("You may pay {WB}.", "You may pay {W/B}.")


def test_without_printed_english_the_french_cannot_be_vouched_for() -> None:
    assert not printed_text_is_current(None, "Draw a card.")


def test_a_type_line_is_current_when_it_names_the_same_types() -> None:
    assert printed_type_is_current("Creature - Elf Druid", "Creature — Elf Druid")
    assert printed_type_is_current("artifact creature — golem", "Artifact Creature — Golem")
    assert not printed_type_is_current("Creature - Merfolk Lord", "Creature — Merfolk")
    assert not printed_type_is_current("Summon - Elves", "Creature — Elf Druid")
    assert not printed_type_is_current(
        "Legendary Creature — Praetor", "Legendary Creature — Phyrexian Praetor"
    )


def test_a_type_line_not_given_as_printed_is_not_doubted() -> None:
    assert printed_type_is_current(None, "Creature — Merfolk")
