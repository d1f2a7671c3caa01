"""The answer panel opens on what the question names (search.answers), through the search page
on the demo data and a few cards added."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card
from search import indexer
from terminology.models import Term


def panel(client, lang: str, question: str) -> str:
    """The answer panel's HTML, or "" when the page has none."""
    page = client.get(f"/{lang}/search/", {"q": question}).content.decode()
    if 'class="answer"' not in page:
        return ""
    return page[
        page.index('class="answer"') : page.index("</section>", page.index('class="answer"'))
    ]


@pytest.fixture
def everyday_names(demo_data, search_index_dir):
    """Cards whose names are everyday words: Lance (« Lance » in French too, the verb « je
    lance »), and Pile, English only, where French players say « la pile » for the stack."""
    Card.objects.create(slug="lance", name_en="Lance", name_fr="Lance", oracle_text_en="Aura.")
    Card.objects.create(slug="pile", name_en="Pile", oracle_text_en="Pile up.")
    Term.objects.create(english="stack", french="pile", kind=Term.Kind.RULES_TERM)
    indexer.rebuild()


@pytest.mark.usefixtures("everyday_names")
def test_an_everyday_word_of_a_longer_question_opens_no_card(client):
    assert "/fr/cards/lance/" in panel(client, "fr", "lance")  # the question is the name
    assert panel(client, "fr", "je lance un sort sur une créature qui a la défense") == ""
    answer = panel(client, "fr", "je lance Gigatorpeur sur une créature qui a la défense")
    assert "/fr/cards/gigadrowse/" in answer and "/fr/cards/lance/" not in answer


@pytest.mark.usefixtures("everyday_names")
def test_a_card_named_plainly_in_a_question_opens_its_panel(client):
    answer = panel(client, "fr", "si je lance Tentation du chaos, que se passe-t-il")
    assert "/fr/cards/tempt-with-mayhem/" in answer and "/fr/cards/lance/" not in answer


@pytest.mark.usefixtures("everyday_names")
def test_a_french_question_names_no_english_name_its_words_mean_otherwise(client):
    assert "/en/cards/pile/" in panel(client, "en", "pile")
    assert panel(client, "fr", "la pile") == ""


def test_a_card_s_name_of_common_words_opens_its_panel_only_when_named_plainly(
    demo_data, search_index_dir, client
):
    """ "does first strike deal damage twice" names no Deal Damage, as the results read it
    (search.question_names: a card's name of common words only, in lower case): the panel
    opened the card."""
    Card.objects.create(slug="deal-damage", name_en="Deal Damage", oracle_text_en="Draw.")
    for number in range(120):  # "deal" and "damage" common words, as in the full data
        Card.objects.create(
            slug=f"shock-{number}",
            name_en=f"Shock {number}",
            oracle_text_en="Deal 2 damage to any target.",
        )
    indexer.rebuild()
    assert panel(client, "en", "does first strike deal damage twice") == ""
    assert "/en/cards/deal-damage/" in panel(client, "en", "does first strike Deal Damage twice")


@pytest.fixture
def monarch(demo_data, search_index_dir):
    """A card whose one-word name is also a glossary entry's."""
    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(is_current=True),
        term_en="Monarch",
        definition_en="The designation of a player. See rule 724.",
    )
    Card.objects.create(slug="monarch", name_en="Monarch", oracle_text_en="Flying.")
    indexer.rebuild()


@pytest.mark.usefixtures("monarch")
def test_one_word_naming_a_concept_inside_a_question_opens_no_card(client):
    """As the results read it: the question names the game's term, not the card."""
    # Typed alone too: the results put the glossary's Monarch first, the card after it.
    found = client.get("/api/search", {"q": "Monarch"}).json()["results"]
    assert [hit["type"] for hit in found[:2]] == ["glossary", "card"]
    assert "/en/cards/monarch/" not in panel(client, "en", "Monarch")
    question = "Who becomes the Monarch when the player who is it leaves the game?"
    assert panel(client, "en", question) == ""


@pytest.fixture
def french_names_of_english_words(demo_data, search_index_dir):
    """First Strike, whose French name is « Initiative », beside the glossary's Initiative (the
    designation); the card Endure, whose French name is « Endurance », beside the card
    Endurance."""
    from keywords.models import Keyword

    Keyword.objects.create(
        slug="first-strike", name_en="First Strike", name_fr="Initiative", kind="keyword"
    )
    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(is_current=True),
        term_en="Initiative",
        definition_en="A designation a player can have. See rule 726.",
    )
    Card.objects.create(slug="endure", name_en="Endure", name_fr="Endurance", oracle_text_en="X.")
    Card.objects.create(slug="endurance", name_en="Endurance", oracle_text_en="Reach, flash.")
    indexer.rebuild()


@pytest.mark.usefixtures("french_names_of_english_words")
def test_on_an_english_page_an_english_name_wins_over_a_french_one(client):
    """A judge's review: "initiative" opened First Strike (« Initiative »), "endurance" the
    card Endure (« Endurance »), above the card the results put first."""
    assert "First Strike" not in panel(client, "en", "initiative")
    assert "/en/cards/endurance/" in panel(client, "en", "endurance")
    # French players use English names, and French ones first on a French page.
    assert "/fr/keywords/first-strike/" in panel(client, "fr", "initiative")
    assert "/fr/cards/endure/" in panel(client, "fr", "endurance")
    assert "/en/cards/endure/" in panel(client, "en", "Endure")


@pytest.mark.usefixtures("french_names_of_english_words")
def test_on_an_english_page_the_results_put_the_english_name_first_as_the_panel(client):
    """An English reviewer: "initiative" gave First Strike first (its French name, which the
    lexicon also reads "first strike"), the Initiative entry fourth. On a French page, the
    French name first."""
    from terminology.models import LexiconEntry

    LexiconEntry.objects.create(french="initiative", english="first strike", aligned=30)
    indexer.rebuild()

    def first(language: str, text: str) -> str:
        found = client.get("/api/search", {"q": text, "lang": language}).json()["results"]
        return found[0]["ref"]

    assert first("en", "initiative") == "Initiative"
    assert first("fr", "initiative") == "first strike"
    # An English article says the question is English, whatever the page; a French one French.
    assert first("en", "the initiative") == "Initiative"
    assert first("fr", "the initiative") == "Initiative"
    assert first("fr", "l'initiative") == "first strike"
    assert "First Strike" not in panel(client, "fr", "the initiative")


@pytest.fixture
def bolts(demo_data, search_index_dir):
    for name in ("Electrostatic Bolt", "Branching Bolt"):
        Card.objects.create(slug=name.lower().replace(" ", "-"), name_en=name, oracle_text_en="X.")
    indexer.rebuild()


@pytest.mark.usefixtures("bolts")
def test_a_short_query_opens_a_card_only_when_it_is_the_cards_name_typed_with_a_typo(client):
    """A judge's review: "bolt" opened Electrostatic Bolt, and "CR 7" Might of Oaks: the card
    the results put first, for any query of three words or fewer."""
    assert panel(client, "en", "bolt") == ""
    assert "/en/cards/electrostatic-bolt/" in panel(client, "en", "electrostatic bolt")
    assert "/en/cards/electrostatic-bolt/" in panel(client, "en", "electrostatik bolt")
    assert "/fr/cards/gigadrowse/" in panel(client, "fr", "gigatorper")


@pytest.fixture
def names_inside_longer_ones(demo_data, search_index_dir):
    """The keyword action Double beside the glossary's Double-Faced Card; Temper, « Colère »,
    beside Wrath of God, « Colère de Dieu »."""
    from keywords.models import Keyword

    Keyword.objects.create(slug="double", name_en="Double", kind="keyword_action")
    for slug, english, french in (
        ("double-strike", "Double Strike", "Double initiative"),
        ("deathtouch", "Deathtouch", "Contact mortel"),
        ("trample", "Trample", "Piétinement"),
    ):
        Keyword.objects.create(slug=slug, name_en=english, name_fr=french, kind="keyword_ability")
    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(is_current=True),
        term_en="Double-Faced Card",
        term_fr="Carte double face",
        definition_en="A card with a Magic card face on each side. See rule 712.",
    )
    Card.objects.create(slug="temper", name_en="Temper", name_fr="Colère", oracle_text_en="X.")
    Card.objects.create(
        slug="wrath-of-god",
        name_en="Wrath of God",
        name_fr="Colère de Dieu",
        oracle_text_en="Destroy all creatures. They can't be regenerated.",
    )
    indexer.rebuild()


@pytest.mark.usefixtures("names_inside_longer_ones")
def test_a_name_inside_a_longer_name_the_question_holds_opens_no_panel_of_its_own(client):
    """A French player's review: « carte double face » opened the keyword action Double, and
    « colère de diu » the card Colère (Temper), where the results and « Vouliez-vous dire
    colère de dieu » said Wrath of God."""
    assert "/fr/keywords/double/" not in panel(client, "fr", "carte double face")
    assert "/en/keywords/double/" in panel(client, "en", "double")  # the question is the name
    assert "/fr/cards/wrath-of-god/" in panel(client, "fr", "colère de diu")
    assert "/fr/cards/wrath-of-god/" in panel(client, "fr", "colère de dieu")
    assert "/fr/cards/temper/" in panel(client, "fr", "colère")
    # A name with little words around it, or beside another name, is still the name (a review
    # of this change: "the double strike" had lost its panel, « contact mortel et
    # piétinement » opened Trample).
    assert "/en/keywords/double-strike/" in panel(client, "en", "the double strike")
    assert "/fr/keywords/double-strike/" in panel(client, "fr", "la double initiative")
    question = "does double strike work with trample"
    assert "/en/keywords/double-strike/" in panel(client, "en", question)
    assert "/fr/keywords/deathtouch/" in panel(client, "fr", "contact mortel et piétinement")


@pytest.fixture
def cards_of_two_faces(demo_data, search_index_dir):
    Card.objects.create(
        slug="brazen-borrower-petty-theft",
        name_en="Brazen Borrower // Petty Theft",
        name_fr="Emprunteuse effrontée // Larcin mesquin",
        oracle_text_en="Flash. Flying.",
    )
    Card.objects.create(slug="fire-ice", name_en="Fire // Ice", oracle_text_en="Fire deals 2.")
    Card.objects.create(
        slug="oakhame-ranger-bring-back",
        name_en="Oakhame Ranger // Bring Back",
        oracle_text_en="Create two 1/1 tokens.",
    )
    indexer.rebuild()


@pytest.mark.usefixtures("cards_of_two_faces")
def test_a_face_of_a_card_of_several_faces_opens_the_cards_panel(client):
    """As the results read it: players name such a card by the face they mean."""
    borrower = "/en/cards/brazen-borrower-petty-theft/"
    assert borrower in panel(client, "en", "Brazen Borrower")
    assert borrower in panel(client, "en", "can Brazen Borrower be cast from exile?")
    assert "/fr/cards/brazen-borrower-petty-theft/" in panel(client, "fr", "Larcin mesquin")
    assert "/en/cards/fire-ice/" in panel(client, "en", "Fire // Ice")
    assert panel(client, "en", "fire") == ""  # a face of one word names no card
    # A diff review: a face of two everyday words, inside a sentence, names no card.
    assert panel(client, "en", "how do I bring back a creature from the graveyard") == ""
    assert "/en/cards/oakhame-ranger-bring-back/" in panel(client, "en", "bring back")
    assert "/en/cards/oakhame-ranger-bring-back/" in panel(client, "en", "does Bring Back copy")


@pytest.mark.usefixtures("everyday_names")
def test_a_card_panel_says_it_is_a_card_as_a_keyword_panel_says_its_kind(client):
    """A pages review: a keyword's panel says « Capacité à mot-clé », a card's said nothing."""
    card = panel(client, "fr", "Gigatorpeur")
    assert card.index('<p class="kind">Carte</p>') < card.index("Gigatorpeur")
    assert '<p class="kind">Keyword ability</p>' in panel(client, "en", "replicate")


@pytest.fixture
def exile_the_zone_the_action_and_the_card(db, search_index_dir):
    """The zone (406, the glossary's Exile), the keyword action Exile (701.13) and the card
    Exile, « Exil »."""
    from keywords.models import Keyword, Rule

    from .current_rules import current_edition

    edition = current_edition()
    Rule.objects.create(edition=edition, number="406", kind="section", text_en="Exile")
    Rule.objects.create(
        edition=edition,
        number="406.1",
        kind="subrule",
        text_en="The exile zone is essentially a holding area for objects.",
    )
    action_rule = Rule.objects.create(
        edition=edition, number="701.13", kind="rule", text_en="Exile"
    )
    Keyword.objects.create(
        slug="exile", name_en="Exile", name_fr="Exiler", kind="keyword_action", rule=action_rule
    )
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Exile",
        definition_en="1. A zone. See rule 406. 2. To put an object into the exile zone.",
    )
    Card.objects.create(
        slug="exile",
        name_en="Exile",
        name_fr="Exil",
        oracle_text_en="Exile target nonwhite attacking creature. You gain life equal to its "
        "toughness.",
    )
    indexer.rebuild()


@pytest.mark.usefixtures("exile_the_zone_the_action_and_the_card")
def test_the_panel_opens_no_card_whose_name_the_results_read_as_a_game_term(client):
    """Two reviews: "in exile" opened the card Exile above results that put the zone first,
    « sacrifice » the card Sacrifice above the keyword action Sacrifier."""
    refs = [hit["ref"] for hit in client.get("/api/search", {"q": "in exile"}).json()["results"]]
    assert refs[0] in ("Exile", "406")  # the zone, by the glossary or the rules
    assert "/en/cards/exile/" not in panel(client, "en", "in exile")
    assert "/fr/cards/exile/" not in panel(client, "fr", "l'exil")
    assert "/en/keywords/exile/" in panel(client, "en", "exile")  # the first result's keyword
    assert "/fr/keywords/exile/" in panel(client, "fr", "exil")
