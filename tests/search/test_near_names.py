"""Names typed one word off with a word of their own ("wrath of good", "serra angle"), and a
typo corrected into the name its neighbours make, in whichever language ("dark rital")."""

import pytest

from rulings.models import Card

from .relevance import api_search as search


def card(name_en: str, text: str = "A creature.", name_fr: str | None = None) -> Card:
    slug = name_en.lower().replace(" ", "-")
    return Card.objects.create(slug=slug, name_en=name_en, name_fr=name_fr, oracle_text_en=text)


@pytest.fixture
def famous_cards(db, search_index_dir):
    from search.indexer import rebuild

    card("Wrath of God", "Destroy all creatures. They can't be regenerated.")
    card("Serra Angel", "Flying, vigilance.", name_fr="Ange de Serra")
    card("Dark Ritual", "Add {B}{B}{B}.", name_fr="Rituel sombre")
    card("Sworn Foe", "Menace.", name_fr="Rival juré")  # « rival »: in the French names only
    card("Good Fortune", "You gain 1 life.")  # "good" is a word of the texts, rarely
    card("Deal Damage", "Deal Damage deals 2 damage to any target.")
    card("Time Warp", "Take an extra turn after this one.")
    card("Force of Will", "You may exile a blue card rather than pay this spell's mana cost.")
    card("Lucky Find", "If you got a Treasure this turn, draw a card.")  # "got": in one text
    card("Gift of Orc", "An Orc.")  # "orx" is one edit from both
    card("Gift of Ore", "A Treasure.")
    card("The Orb", "An orb.")  # a name whose other word is a little word
    card("Wrap in Flames", "Wrap in Flames deals 1 damage to each of up to three creatures.")
    for number in range(8):  # many texts say "dealt": a word meant, never a typo
        card(f"Bear {number}", "Whenever this creature is dealt damage, it gets +1/+1.")
    rebuild()


def first(client, text: str, lang: str = "en") -> str:
    return search(client, text, lang)["results"][0]["ref"]


@pytest.mark.usefixtures("famous_cards")
@pytest.mark.parametrize(
    ("typed", "meant", "suggestion"),
    [
        ("wrath of good", "Wrath of God", "wrath of god"),
        ("serra angle", "Serra Angel", "serra angel"),  # two letters swapped: one edit
        ("can serra angle block a flyer?", "Serra Angel", "can serra angel block a flyer"),
        ("wrath of got", "Wrath of God", "wrath of god"),  # three letters, a word of a text
        ("force of wil", "Force of Will", "force of will"),  # three letters, in no text
    ],
)
def test_a_name_typed_with_a_word_of_its_own_one_edit_off_is_found(
    client, typed, meant, suggestion
):
    found = search(client, typed)
    assert found["results"][0]["ref"] == meant
    assert found["suggestion"] == suggestion


@pytest.mark.usefixtures("famous_cards")
@pytest.mark.parametrize(
    "typed", ["wil", "the will got", "gift of orx", "the orx", "the orx spell"]
)
def test_three_letters_are_read_as_a_typo_only_into_the_one_name_they_make(client, typed):
    """Alone, beside words that make no name with the word it would become, or only little
    ones (The Orb), or where two name words one edit away each make a name (Gift of Orc, Gift
    of Ore), a word of three letters is taken as typed."""
    assert search(client, typed)["suggestion"] is None


@pytest.mark.usefixtures("famous_cards")
def test_a_word_many_texts_hold_is_taken_as_typed(client):
    """ "dealt" is one edit from Deal Damage's "deal", and eight texts say it."""
    assert search(client, "is it dealt damage")["suggestion"] is None


@pytest.mark.usefixtures("famous_cards")
def test_a_word_of_a_name_typed_whole_is_taken_as_typed(client):
    """ "time wrap" is one edit from Time Warp, but "wrap" belongs to Wrap in Flames here."""
    found = search(client, "by the time Wrap in Flames resolves")
    assert found["suggestion"] is None
    assert found["results"][0]["ref"] == "Wrap in Flames"


@pytest.mark.usefixtures("famous_cards")
def test_a_typo_is_corrected_into_the_name_it_makes_in_either_language(client):
    """ "rital" is one edit from « rival », which the French names hold (and looked at first),
    and from "ritual", which makes a name with "dark"."""
    found = search(client, "dark rital")
    assert found["results"][0]["ref"] == "Dark Ritual"
    assert found["suggestion"] == "dark ritual"


@pytest.fixture
def two_bolts(db, search_index_dir):
    """Two names one edit from "lightning blot", one printed far more often; "blot" is a word
    of a third."""
    from search.indexer import rebuild

    bolt = card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.")
    for number in range(6):
        bolt.printings.create(set_code=f"S{number}")
    card("Lightning Blow", "Target creature gains first strike.").printings.create(set_code="MIR")
    card("Blot Out", "Exile target creature.")  # "blot" is a name's word: taken as typed
    card("Gift of Orc", "An Orc.").printings.create(set_code="S1")
    card("Gift of Ore", "A Treasure.").printings.create(set_code="S2")
    rebuild()


@pytest.mark.usefixtures("two_bolts")
def test_of_two_names_one_edit_off_the_one_printed_far_more_is_meant(client):
    found = search(client, "lightning blot")
    assert found["results"][0]["ref"] == "Lightning Bolt"
    assert found["suggestion"] == "lightning bolt"


@pytest.mark.usefixtures("two_bolts")
def test_of_two_names_printed_alike_neither_is_meant(client):
    assert search(client, "gift of orx")["suggestion"] is None


@pytest.fixture
def counterspell_and_its_rulings(db, search_index_dir):
    from search.indexer import rebuild

    counterspell = card("Counterspell", "Counter target spell.")
    for other in ("Moonhold", "Silence", "Obliterate"):
        other_card = card(other, "Target player can't cast spells this turn.")
        other_card.rulings.create(
            published_at="2008-08-01", text_en=f"{other} is no counterspell: counterspells counter."
        )
    counterspell.rulings.create(published_at="2004-10-04", text_en="It counters a spell.")
    rebuild()


@pytest.mark.usefixtures("counterspell_and_its_rulings")
@pytest.mark.parametrize("typed", ["Counterspel", "counterspel tricks"])
def test_a_name_word_typed_a_letter_short_is_the_name_though_the_texts_hold_its_stem(client, typed):
    """ "counterspel" is the stem of the rulings' "counterspells": it was taken as a word of
    theirs, and the card came after them."""
    found = search(client, typed)
    assert found["results"][0]["ref"] == "Counterspell"
    assert found["suggestion"].startswith("counterspell")


@pytest.mark.usefixtures("counterspell_and_its_rulings")
def test_a_plural_of_a_name_word_is_taken_as_typed(client):
    assert search(client, "counterspells")["suggestion"] is None


@pytest.fixture
def legends(db, search_index_dir):
    from search.indexer import rebuild

    card("Tome of Legends", "Put a page counter on this artifact.", "Tome des légendes")
    gallery = card("Mirror Gallery", "The legend rule doesn't apply.", "Galerie aux miroirs")
    gallery.oracle_text_fr = "La règle de la légende ne s'applique pas."
    gallery.save()
    rebuild()


@pytest.mark.usefixtures("legends")
@pytest.mark.parametrize(
    ("typed", "lang"), [("légende", "fr"), ("legende", "fr"), ("legend", "en")]
)
def test_a_word_is_not_its_plural_cut_short(client, typed, lang):
    """A French player's review: « légende » and « coût supplémentaire » were answered
    « Vouliez-vous dire légendes ? », « … supplémentaires ? »: a name's word is plural there,
    and the word as typed, singular, stems alike."""
    assert search(client, typed, lang=lang)["suggestion"] is None
