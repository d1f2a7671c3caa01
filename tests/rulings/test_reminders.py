"""Keyword reminder texts read from printed cards and the one each keyword shows (pure)."""

from datetime import date

from rulings.importing.reminders import (
    ParsedReminder,
    ReminderCollector,
    ReminderPrinting,
    printed_french_keyword_name,
    printed_reminders,
)

TRAMPLE_EN = (
    "Trample (This creature can deal excess combat damage to the player or planeswalker "
    "it's attacking.)"
)
TRAMPLE_FR = (
    "Piétinement (Cette créature peut infliger son surplus de blessures de combat au joueur "
    "ou au planeswalker qu'elle attaque.)"
)


def test_a_reminder_line_is_paired_with_the_same_line_of_the_french_printing() -> None:
    english = (
        f"{TRAMPLE_EN}\n{{1}}, Sacrifice another creature: Put a +1/+1 counter on Hobblefiend."
    )
    french = f"{TRAMPLE_FR}\n{{1}}, sacrifiez une autre créature : Mettez un marqueur +1/+1."

    (reminder,) = printed_reminders(["Trample"], english, french)

    assert reminder == ParsedReminder("Trample", "", TRAMPLE_EN, TRAMPLE_FR)


def test_a_parameter_is_kept_and_must_be_in_the_french_line_too() -> None:
    english = "Ward {2} (Whenever this creature becomes the target of a spell, counter it.)"
    french = "Parade {2} (À chaque fois que cette créature devient la cible d'un sort, etc.)"

    (reminder,) = printed_reminders(["Ward"], english, french)
    assert (reminder.parameter, reminder.text_fr) == ("{2}", french)

    (unpaired,) = printed_reminders(["Ward"], english, french.replace("{2}", "{3}", 1))
    assert unpaired.text_fr == ""


def test_lines_that_only_start_with_a_keyword_carry_no_reminder_of_it() -> None:
    english = (
        "Flying; echo {2} (At the beginning of your upkeep, sacrifice it unless you pay.)\n"
        "Landfall — Whenever a land enters, scry 1. (Look at the top card of your library.)\n"
        "Flash"
    )
    assert printed_reminders(["Flying", "Landfall", "Flash", "Flashback"], english, "") == ()


def test_french_lines_that_do_not_align_are_not_paired() -> None:
    (reminder,) = printed_reminders(["Trample"], TRAMPLE_EN, f"{TRAMPLE_FR}\nUne ligne de plus.")
    assert reminder.text_fr == ""


def _printing(
    text_en: str,
    text_fr: str,
    released: date,
    *,
    card: str,
    parameter: str = "",
    keyword: str = "Ward",
) -> ReminderPrinting:
    return ReminderPrinting(
        reminder=ParsedReminder(keyword, parameter, text_en, text_fr),
        oracle_id=card,
        set_code=f"S{released.year}",
        released_on=released,
        card_current=True,
        card_text_en=text_en,
        card_text_fr=text_fr,
    )


def test_the_commonest_parameter_then_the_newest_printing_with_french_is_chosen() -> None:
    collector = ReminderCollector()
    for card in ("a", "b"):
        collector.add(
            _printing(
                "Ward {2} (Pay {2}.)",
                "Parade {2} (Payez {2}.)",
                date(2021, 1, 1),
                card=card,
                parameter="{2}",
            )
        )
    collector.add(
        _printing(
            "Ward {2} (Pay {2}.)",
            "Parade {2} (Payez {2}.)",
            date(2022, 2, 18),
            card="c",
            parameter="{2}",
        )
    )
    collector.add(_printing("Ward {2} (Pay {2}.)", "", date(2023, 1, 1), card="d", parameter="{2}"))
    collector.add(
        _printing(
            "Ward {1} (Pay {1}.)",
            "Parade {1} (Payez {1}.)",
            date(2024, 1, 1),
            card="e",
            parameter="{1}",
        )
    )

    chosen = collector.choose()["ward"]

    assert (chosen.printing.oracle_id, chosen.printing.set_code) == ("c", "S2022")
    assert not chosen.fr_outdated


def test_french_beside_an_english_reminder_oracle_words_otherwise_is_outdated() -> None:
    collector = ReminderCollector()
    old = (
        "Scry 2 (Look at the top two cards of your library. Put any number of them on the bottom.)"
    )
    collector.add(
        _printing(
            old,
            "Regard 2 (Regardez les deux cartes du dessus.)",
            date(2004, 6, 4),
            card="a",
            parameter="2",
            keyword="Scry",
        )
    )
    today = "Scry 2 (Look at the top two cards of your library, then put any number on the bottom.)"
    collector.add_oracle(ParsedReminder("Scry", "2", today, ""))

    chosen = collector.choose()["scry"]

    assert chosen.printing.oracle_id == "a" and chosen.fr_outdated


def test_a_french_reminder_line_prints_the_keywords_french_name_before_its_parameter() -> None:
    def name(keyword: str, parameter: str, french: str) -> str:
        return printed_french_keyword_name(ParsedReminder(keyword, parameter, "", french))

    assert name("Trample", "", TRAMPLE_FR) == "Piétinement"
    assert name("Deathtouch", "", "Contact mortel (N'importe quelle quantité…)") == "Contact mortel"
    assert name("Equip", "{3}", "Équipement {3} ({3} : Attachez…)") == "Équipement"
    assert name("Cumulative upkeep", "{1}", "Entretien cumulatif {1} (Au début…)") == (
        "Entretien cumulatif"
    )
    assert name("Suspend", "4—{1}{U}", "Suspension 4—{1}{U} (Plutôt que…)") == "Suspension"
    # A parameter of words is French words too: where the name ends is not known.
    assert name("Protection", "from black", "Protection contre le noir (…)") == ""
    assert name("Flying", "", "") == ""  # no French printing
    assert name("Flying", "", "Vol, vigilance : (…)") == ""  # not a name alone
