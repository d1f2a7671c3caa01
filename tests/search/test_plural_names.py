"""A card named in the plural ("counterspells", "sol rings", « les contresorts »), with its
possessive's apostrophe left out ("kolaghans command") or, in a short query, with a word of its
plural name in the singular ("swords to plowshare") is the card, just below a name typed as
printed; a concept's name in the plural is left to the concepts, which read every form of its
words already."""

import pytest

from rulings.models import Card
from search.names import concept_key
from search.query import build_query
from search.query_text import parse_user_query
from search.question_names import names_in_other_forms

from .current_rules import current_glossary
from .test_answers import panel


@pytest.fixture
def counterspell_among_texts_saying_counterspells(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.create(
        slug="counterspell",
        name_en="Counterspell",
        name_fr="Contresort",
        oracle_text_en="Counter target spell.",
        oracle_text_fr="Contrecarrez le sort ciblé.",
    )
    Card.objects.create(slug="sol-ring", name_en="Sol Ring", oracle_text_en="{T}: Add {C}{C}.")
    for number in range(4):  # texts that say the plural, and rank first on it
        Card.objects.create(
            slug=f"guard-{number}",
            name_en=f"Spell Guard {number}",
            name_fr=f"Garde des contresorts {number}",
            oracle_text_en="Counterspells and rings can't counter this spell. Sol rings: no.",
            oracle_text_fr="Les contresorts ne peuvent pas contrecarrer ce sort.",
        )
    Card.objects.create(
        slug="kolaghans-command", name_en="Kolaghan's Command", oracle_text_en="Choose two."
    )
    Card.objects.create(slug="stp", name_en="Swords to Plowshares", oracle_text_en="Exile.")
    Card.objects.create(
        slug="deal-damage", name_en="Deal Damage", oracle_text_en="It deals 4 damage to any target."
    )
    Card.objects.create(
        slug="vampire",
        name_en="Vampire Nighthawk",
        oracle_text_en="Lifelink (Damage dealt by this creature also causes you to gain life.)",
    )
    Card.objects.create(
        slug="elves",
        name_en="Llanowar Elves",
        name_fr="Elfes de Llanowar",
        oracle_text_en="{T}: Add {G}.",
    )
    Card.objects.create(
        slug="llanowar", name_en="Llanowar", name_fr="Llanowar", oracle_text_en="Hand +1."
    )
    for number in range(3):
        Card.objects.create(
            slug=f"smith-{number}",
            name_en=f"Smith {number}",
            oracle_text_en="Beat swords to plowshare, then the plowshare to swords.",
        )
    current_glossary(
        {
            "Extra Turn": "A turn after this one. See rule 500.7.",
            "Command": "An area, the command zone. See rule 408.",
        }
    )
    rebuild()


def first(client, text: str, lang: str = "en") -> str:
    return client.get("/api/search", {"q": text, "lang": lang}).json()["results"][0]["ref"]


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_card_named_in_the_plural_comes_first(client):
    assert first(client, "counterspells") == "Counterspell"
    assert first(client, "how many counterspells") == "Counterspell"
    assert first(client, "sol rings") == "Sol Ring"
    assert first(client, "les contresorts", "fr") == "Counterspell"
    assert first(client, "counterspell") == "Counterspell"  # as printed, as before


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_word_of_a_plural_name_typed_in_the_singular_names_the_card(client):
    assert first(client, "swords to plowshare") == "Swords to Plowshares"
    assert first(client, "sword to plowshares") == "Swords to Plowshares"
    assert first(client, "llanowar elf") == "Llanowar Elves"


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_plural_typed_as_a_regular_one_names_the_card_in_the_plural_it_prints(client):
    assert first(client, "llanowar elfs") == "Llanowar Elves"


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_card_named_in_passing_in_another_form_is_named(client):
    """In a longer question, the words written with a capital are read in the plural."""
    assert first(client, "can my Llanowar Elf attack the turn it comes in?") == "Llanowar Elves"
    assert first(client, "I cast Swords to Plowshare on my own creature, what then?") == (
        "Swords to Plowshares"
    )
    assert first(client, "my opponent has two Kolaghans Commands, what then?") == (
        "Kolaghan's Command"
    )


def test_a_plural_in_ies_is_read_as_its_singular_in_y():
    """ "two Sylvan Libraries" named no card: read as "librarie", or "libraries" once more."""
    query = parse_user_query("If I had 2 Sylvan Libraries out, would I draw 4 more cards?")
    names = names_in_other_forms(query, None, frozenset())
    assert "sylvan library" in names.the_question + names.named


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_a_possessive_in_a_plural_name_stays_a_possessive(apostrophe):
    """The possessive's s is no plural: read as one beside the plural ("Volrath'
    Shapeshifter"), the name was lost, and on the full data the card Volrath came first."""
    query = parse_user_query(f"If two Volrath{apostrophe}s Shapeshifters are in play, what then?")
    names = names_in_other_forms(query, None, frozenset())
    assert "volrath s shapeshifter" in names.the_question + names.named


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_the_answer_panel_opens_on_the_card_named_in_another_form(client):
    """As the results read the name: the panel opened on no card for "sol rings", and on
    Llanowar, one word of the name, for "my Llanowar Elf"."""
    assert "/en/cards/sol-ring/" in panel(client, "en", "sol rings")
    assert "/fr/cards/counterspell/" in panel(client, "fr", "les contresorts")
    answer = panel(client, "en", "can my Llanowar Elf attack the turn it comes in?")
    assert "/en/cards/elves/" in answer and "/en/cards/llanowar/" not in answer


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_verb_in_a_longer_question_names_no_card_as_a_plural(client):
    """In a longer question, only the words written with a capital are read in the singular,
    as only those are read in the plural: "… when it deals damage" names no Deal Damage (an
    Unfinity card, which came first of every such question), "deal damage" still does."""
    question = "does my Vampire Nighthawk gain me life when it deals damage to a blocker?"
    assert first(client, question) == "Vampire Nighthawk"
    assert "deal damage" not in name_exact_texts(question)
    assert "deal damage" in name_exact_texts("when it Deals Damage to a blocker, what then?")
    assert first(client, "deals damage") == "Deal Damage"


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_sentence_of_few_name_words_names_no_card_by_a_verb(client):
    """A sentence's little words are no name words: this one has four, as "two Kolaghans
    Commands" has three, but it is a sentence, and reads only capitalised words in another
    form (on the full data, Deal Damage came first of it). A short question still reads every
    word ("how do sol rings work")."""
    question = "does lifelink work when my creature deals damage to a creature"
    assert "deal damage" not in name_exact_texts(question)
    assert "lifelink" in name_exact_texts(question)
    assert first(client, "how do sol rings work in commander") == "Sol Ring"


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_possessive_typed_without_its_apostrophe_names_the_card(client):
    assert first(client, "kolaghans command") == "Kolaghan's Command"
    assert first(client, "kolaghan's command") == "Kolaghan's Command"


def name_exact_texts(text: str, concepts: set[str] = frozenset()) -> set[str]:
    known = {"concept": {concept_key(name, "en") for name in concepts}, "concept_part": set()}
    query = build_query(
        parse_user_query(text), vocabulary=lambda field_name: frozenset(known.get(field_name, ()))
    )
    return {text for field_name, text in query.all_terms() if field_name == "name_exact"}


def test_a_concepts_name_in_the_plural_is_no_name_of_the_question():
    assert "counterspell" in name_exact_texts("counterspells")
    assert "extra turn" in name_exact_texts("extra turns copied spell")
    assert "extra turn" not in name_exact_texts("extra turns copied spell", {"Extra Turn"})
    # Words that only end in s: little words, too short, or a double s.
    assert "doe" not in name_exact_texts("does")
    assert "dan" not in name_exact_texts("dans")
    assert "bles" not in name_exact_texts("bless")


@pytest.mark.usefixtures("counterspell_among_texts_saying_counterspells")
def test_a_name_inside_the_name_a_question_asks_for_is_not_named_too(client):
    """« Llanowar » is a name, written with a capital, and a word of « Elfes de Llanowar »,
    which the question asks for in the singular: the question names no Llanowar."""
    answer = client.get(
        "/api/search", {"q": "mon Elfe de Llanowar peut-il attaquer", "lang": "fr"}
    ).json()
    refs = [hit["ref"] for hit in answer["results"]]
    assert refs[0] == "Llanowar Elves"
    assert "Llanowar" not in refs[:2], refs


@pytest.fixture
def french_names_in_the_plural(db, search_index_dir):
    from search.indexer import rebuild

    Card.objects.create(
        slug="sylvan-library",
        name_en="Sylvan Library",
        name_fr="Bibliothèque sylvestre",
        oracle_text_en="At the beginning of your draw step, you may draw two additional cards.",
        oracle_text_fr="Au début de votre étape de pioche, vous pouvez piocher deux cartes.",
    )
    Card.objects.create(
        slug="birds",
        name_en="Birds of Paradise",
        name_fr="Oiseaux de paradis",
        oracle_text_en="Flying",
    )
    Card.objects.create(
        slug="grabber", name_en="Goblin Bird-Grabber", name_fr="Gobelin attrapeur d'oiseau"
    )
    # « paradis » in many names, « oiseau » in one: as typed, the question's rare word names
    # the Bird-Grabber, not the Birds.
    for number in range(12):
        Card.objects.create(
            slug=f"paradise-{number}", name_en=f"Paradise {number}", name_fr=f"Paradis {number}"
        )
    for number in range(4):  # French texts that say « bibliothèque » and « piocher »
        Card.objects.create(
            slug=f"seer-{number}",
            name_en=f"Seer {number}",
            oracle_text_en="Look at the top card of your library. You may draw it.",
            oracle_text_fr="Regardez la carte du dessus de votre bibliothèque. Piochez-la.",
        )
    rebuild()


@pytest.mark.usefixtures("french_names_in_the_plural")
def test_a_french_name_in_the_plural_is_read_whole_in_a_longer_question(client):
    """A French name capitalises its first word only, and its adjectives take the plural
    with it: « Bibliothèques sylvestres » is Bibliothèque sylvestre, though « sylvestres »
    has no capital."""
    question = "avec deux Bibliothèques sylvestres en jeu, est-ce que je pioche deux fois plus ?"
    assert first(client, question, "fr") == "Sylvan Library"
    assert "bibliotheque sylvestre" in name_exact_texts(question)


@pytest.mark.usefixtures("french_names_in_the_plural")
def test_a_french_name_in_the_plural_in_x_is_named_in_the_singular(client):
    """French words in -eau, -eu and -al make their plural in x: « oiseau de paradis » is
    Oiseaux de paradis, as "bird of paradise" is Birds of Paradise."""
    assert "oiseaux de paradis" in name_exact_texts("oiseau de paradis")
    assert "oiseaux de paradis" in name_exact_texts("mon Oiseau de paradis peut-il attaquer")
    assert first(client, "oiseau de paradis", "fr") == "Birds of Paradise"


@pytest.fixture
def french_names_that_agree(db, search_index_dir):
    """French names whose adjectives agree with a feminine or plural noun, among texts that
    print the words as players type them (« noir », « tueuse »: no typo to mend)."""
    from search.indexer import rebuild

    names = {
        "Dark Ritual": "Messe noire",
        "Killer Bees": "Abeilles tueuses",
        "Birds of Paradise": "Oiseaux de paradis",
        "Deadly Tempest": "Tempête mortelle",
        # Names holding the words as typed, which came first.
        "Black Market": "Marché noir",
        "Black Cat": "Chat noir",
        "Vampire Slayer": "Tueuse de vampires",
        "Goblin Bird-Grabber": "Oiseau gobelin",
        "Paradise Druid": "Druide du paradis",
        "Slagstorm": "Tempête de scories",
        "Deadly Insect": "Insecte mortel",
    }
    for english, french in names.items():
        Card.objects.create(slug=english.lower().replace(" ", "-"), name_en=english, name_fr=french)
    for number in range(4):
        Card.objects.create(
            slug=f"shade-{number}",
            name_en=f"Shade {number}",
            oracle_text_fr="Un mort noir, un oiseau mortel, une abeille tueuse, une messe.",
        )
    rebuild()


@pytest.mark.usefixtures("french_names_that_agree")
@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("messe noir", "Dark Ritual"),  # the masculine of « noire »
        ("tempête mortel", "Deadly Tempest"),  # « mortelle »
        ("abeille tueuse", "Killer Bees"),  # noun and adjective in the singular
        ("l'oiseau de paradis", "Birds of Paradise"),  # the article elided
        ("messe noire", "Dark Ritual"),  # as printed, as before
    ],
)
def test_a_french_name_typed_with_its_words_agreeing_otherwise_names_the_card(client, typed, card):
    """A French player's review: « messe noir » gave Black Market, « abeille tueuse » Vampire
    Slayer, « l'oiseau de paradis » Goblin Bird-Grabber; one word was read in the plural at a
    time, no adjective in the feminine, and a word after an elided article not at all."""
    assert first(client, typed, "fr") == card
