"""Words the rules texts never use but the flavor texts print (« il faut », « répondre ») are
everyday words of their language, not typos of its names: « faut » is no « Faux » (« Faux
pas », Misstep).
They may still be the French of an English name written alike (« priorité », priority)."""

import pytest

from keywords.models import Keyword
from rulings.models import Card
from terminology.models import Term

from .current_rules import current_glossary


@pytest.fixture
def fear_and_a_blocker(db, search_index_dir):
    Keyword.objects.create(slug="fear", name_en="Fear", name_fr="Peur", kind="keyword")
    Card.objects.create(
        slug="misstep", name_en="Misstep", name_fr="Faux pas", oracle_text_en="Tap a creature."
    )
    Card.objects.create(
        slug="wall",
        name_en="Stone Wall",
        name_fr="Mur de pierre",
        oracle_text_en="Defender",
        oracle_text_fr="Défenseur. Le Mur de pierre peut bloquer une créature de plus.",
    )
    Card.objects.create(
        slug="alley", name_en="Alley Strangler", oracle_text_en="Menace. Block alley cats."
    )
    current_glossary(
        {
            "Priority": "Which player can take actions at any given time.",
            "Legend Rule": "A player who controls two legendary permanents. See rule 704.5j.",
        }
    )
    Term.objects.create(english="can't block", french="ne peut pas bloquer", kind="rules_term")


def rebuilt_with_flavor(*, english: str = "", french: str = "") -> None:
    from search.indexer import rebuild

    Card.objects.create(
        slug="sage", name_en="Old Sage", flavor_words_en=english, flavor_words_fr=french
    )
    rebuild()


def refs(client, text: str, lang: str = "fr") -> tuple[list[str], str | None]:
    found = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [result["ref"] for result in found["results"]], found["suggestion"]


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_a_word_a_french_flavor_text_prints_is_no_typo_of_a_french_name(client):
    rebuilt_with_flavor(french="il faut attendre priorité")
    found, suggestion = refs(client, "est-ce qu'il faut bloquer")
    assert suggestion is None
    assert found[0] == "Stone Wall" and "Misstep" not in found


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_nor_does_did_you_mean_correct_it(client):
    """ "Did you mean", which an acronym brings, keeps « faut » as typed."""
    Keyword.objects.create(slug="etb", name_en="Enters the Battlefield", kind="keyword")
    rebuilt_with_flavor(french="il faut")
    assert refs(client, "il faut etb")[1] == "il faut enters the battlefield"


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_without_it_the_word_reads_as_the_name_one_letter_away(client):
    """What the flavor words change: no text holds « faut », so it reads as « Faux »."""
    rebuilt_with_flavor(english="attendre")
    assert "Misstep" in refs(client, "est-ce qu'il faut bloquer")[0]


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_an_english_everyday_word_is_no_typo_of_a_french_name_either(client):
    """ "angle" is no « Ange »."""
    Card.objects.create(slug="angel", name_en="Holy Angel", name_fr="Ange", oracle_text_fr="Vol.")
    rebuilt_with_flavor(english="the angle")
    found, suggestion = refs(client, "angle", "en")
    assert suggestion is None and "Holy Angel" not in found


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_a_french_word_may_still_be_an_english_game_term_written_alike(client):
    rebuilt_with_flavor(french="je peux attendre priorité")
    found, suggestion = refs(client, "qui a la priorité quand je bloque")
    assert found[0] == "Priority"


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_or_a_word_of_one(client):
    """« légende » reads legend, a word of Legend Rule."""
    rebuilt_with_flavor(french="la légende")
    assert "Legend Rule" in refs(client, "légende")[0]


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_but_no_other_english_name_word_near_it(client):
    rebuilt_with_flavor(french="je peux aller chercher")
    found, suggestion = refs(client, "aller bloquer")
    assert suggestion is None
    assert "Alley Strangler" not in found


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_nor_an_elision_typed_without_its_apostrophe(client):
    """« simplement » is no « s'implement »."""
    rebuilt_with_flavor(french="simplement")
    Card.objects.create(
        slug="implement", name_en="Implement of Ferocity", oracle_text_en="Block an implement."
    )
    from search.indexer import rebuild

    rebuild()
    found, suggestion = refs(client, "est-ce que je peux simplement bloquer")
    assert suggestion is None
    assert "Implement of Ferocity" not in found


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_a_word_an_english_flavor_text_prints_is_no_typo_of_an_english_name(client):
    rebuilt_with_flavor(english="feat")
    assert refs(client, "feat", "en") == ([], None)


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_a_typo_of_a_name_is_still_corrected(client):
    rebuilt_with_flavor(english="stone", french="je peux attendre")
    assert refs(client, "stonne wall")[1] == "stone wall"


@pytest.mark.usefixtures("fear_and_a_blocker")
@pytest.mark.parametrize(
    "typed", ["priorité", "la priorité", "qui a la priorité", "priorite", "la priorite"]
)
def test_a_french_word_no_text_prints_reads_as_the_english_one_without_a_did_you_mean(
    client, typed
):
    """No French text prints « priorité » (no flavor word here): the search reads it as
    priority, but a French visitor who spelt it right, with or without its accent, is not
    told "did you mean priority" (nor "la priority")."""
    rebuilt_with_flavor(english="waiting")
    found, suggestion = refs(client, typed)
    assert found[0] == "Priority"
    assert suggestion is None


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_an_english_page_still_offers_the_english_of_a_french_word(client):
    """A diff review: the terminology's reading kept "did you mean priority" from an English
    page's visitor too, for whom "priorite" is no word of theirs."""
    rebuilt_with_flavor(english="waiting")
    assert refs(client, "priorite", "en")[1] == "priority"


@pytest.mark.usefixtures("fear_and_a_blocker")
def test_a_typo_written_with_accents_of_a_french_name_is_still_offered(client):
    rebuilt_with_flavor(english="waiting")
    assert refs(client, "mur de piérrre")[1] == "mur de pierre"


@pytest.fixture
def nix_and_mutate(db, search_index_dir):
    Keyword.objects.create(slug="mutate", name_en="Mutate", name_fr="Mutation", kind="keyword")
    Card.objects.create(
        slug="nix",
        name_en="Nix",
        name_fr="Rien",
        oracle_text_en="Counter target spell if no mana was spent to cast it.",
    )


@pytest.mark.usefixtures("nix_and_mutate")
@pytest.mark.parametrize(("flavor_texts", "named"), [(4, False), (0, True)])
def test_a_one_word_name_that_flavor_texts_print_is_no_name_inside_a_question(
    client, flavor_texts, named
):
    """« rien », in few rules texts, is no everyday word to them: written in lowercase in a
    question, it named the card Rien (Nix), first. The flavor texts of more than a few cards
    print it (4 here, more than 3; 263 on the full data): it is an everyday word."""
    from search.indexer import rebuild

    for number in range(flavor_texts):
        Card.objects.create(slug=f"sage-{number}", name_en=f"Sage {number}", flavor_words_fr="rien")
    rebuild()
    found, _ = refs(client, "je ne comprends rien à la mutation, comment ça marche ?")
    assert (found[0] == "Nix") is named
    assert "mutate" in found[:2]


@pytest.fixture
def encore_and_a_blocker(db, search_index_dir):
    Keyword.objects.create(slug="encore", name_en="Encore", kind="keyword")
    Card.objects.create(
        slug="encore-knight",
        name_en="Encore Knight",
        oracle_text_en="Encore {5}{W}",
    )
    Card.objects.create(
        slug="wall",
        name_en="Stone Wall",
        name_fr="Mur de pierre",
        oracle_text_en="Defender. Stone Wall can block an additional creature.",
        oracle_text_fr="Défenseur. Le Mur de pierre peut bloquer une créature supplémentaire.",
    )


@pytest.mark.usefixtures("encore_and_a_blocker")
@pytest.mark.parametrize(
    ("french_flavor", "english_flavor", "read_as_english"),
    [(4, 0, False), (0, 0, True), (4, 4, True)],
)
def test_a_word_the_french_flavor_texts_print_is_french_in_a_french_question(
    client, french_flavor, english_flavor, read_as_english
):
    """« encore » (still, again) is a word the terms do not read, so a French question read it
    as the English keyword Encore, which has no French name: « je peux encore bloquer ? »
    answered Encore first. The French flavor texts of more than a few cards print it (4 here,
    more than 3; 246 on the full data), the English ones ten times less: it is French."""
    from search.indexer import rebuild

    for number in range(max(french_flavor, english_flavor)):
        Card.objects.create(
            slug=f"sage-{number}",
            name_en=f"Sage {number}",
            flavor_words_fr="encore" if number < french_flavor else "",
            flavor_words_en="encore" if number < english_flavor else "",
        )
    rebuild()
    found, _ = refs(client, "est-ce que le mur de pierre peut encore bloquer ?")
    assert found[0] == "Stone Wall"
    assert ("encore" in found or "Encore Knight" in found) is read_as_english
    # Asked for alone, the keyword is still found by its name.
    assert refs(client, "encore")[0][0] == "encore"
