"""A legend is also named by its name before the comma, as players name it inside a question:
« Grande-Dent » for Grande-Dent, général écureuil (Chatterfang, Squirrel General), "E. Honda"
for E. Honda, Sumo Champion. Below a card's whole name, which a short name may be (Mu Yanling),
and inside a question only when one legend alone has it ("Emrakul" is the short name of two,
which "emrakul" typed alone asks for)."""

import pytest

from keywords.models import Rule, RulesEdition
from rulings.models import Card
from search.documents import short_names

from .older_index import rebuild_without

TOKENS = "If one or more tokens would be created under your control, those tokens are created."
CONTROL_RULE = "The player who controls another player's turn makes all choices for that player."


def legend(**fields) -> Card:
    return Card(type_line_en="Legendary Creature — Squirrel Warrior", **fields)


def test_a_legend_is_short_named_by_its_names_before_their_comma():
    chatterfang = legend(
        name_en="Chatterfang, Squirrel General", name_fr="Grande-Dent, général écureuil"
    )
    assert short_names(chatterfang) == ["chatterfang", "grande dent"]


@pytest.mark.parametrize(
    "card",
    [
        # A sorcery's comma is part of its name.
        Card(name_en="Borrowing 100,000 Arrows", type_line_en="Sorcery"),
        # A legend without an epithet has its whole name only.
        legend(name_en="Mu Yanling"),
        # Alchemy's rebalanced version: players name the paper card.
        legend(name_en="A-Lier, Disciple of the Drowned", is_rebalanced=True),
        # A card of several faces is named by its faces (search.documents.exact_names).
        legend(name_en="Bruna, the Fading Light // Brisela, Voice of Nightmares"),
    ],
)
def test_other_cards_have_no_short_name(card):
    assert short_names(card) == []


@pytest.fixture
def legends(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    Rule.objects.create(edition=edition, number="723.3", kind="subrule", text_en=CONTROL_RULE)
    Card.objects.create(
        slug="chatterfang",
        name_en="Chatterfang, Squirrel General",
        name_fr="Grande-Dent, général écureuil",
        type_line_en="Legendary Creature — Squirrel Warrior",
        oracle_text_en=TOKENS,
    )
    Card.objects.create(
        slug="e-honda",
        name_en="E. Honda, Sumo Champion",
        type_line_en="Legendary Creature — Human Warrior",
        oracle_text_en="Return target creature token to its owner's hand.",
    )
    for slug, name in (
        ("mu-yanling-celestial-wind", "Mu Yanling, Celestial Wind"),
        ("mu-yanling-sky-dancer", "Mu Yanling, Sky Dancer"),
        ("mu-yanling", "Mu Yanling"),  # last: not first by the order of the import
        ("emrakul-the-aeons-torn", "Emrakul, the Aeons Torn"),
        ("emrakul-the-promised-end", "Emrakul, the Promised End"),
    ):
        Card.objects.create(
            slug=slug,
            name_en=name,
            type_line_en="Legendary Planeswalker",
            oracle_text_en="You control target player during that player's next turn.",
        )
    for slug, name in (("emrakuls-hatcher", "Emrakul's Hatcher"), ("hand", "Hand of Emrakul")):
        Card.objects.create(slug=slug, name_en=name, oracle_text_en="Create a token.")
    for number in range(6):  # texts that say the questions' words, and rank on them
        Card.objects.create(
            slug=f"grand-{number}",
            name_en=f"Grand Token Maker {number}",
            name_fr=f"Grand créateur de jetons {number}",
            oracle_text_en="Create a token. When you create tokens, create one more token.",
            oracle_text_fr="Créez un jeton. Quand vous créez des jetons, créez un jeton de plus.",
        )
    rebuild()


def refs(client, text: str, lang: str) -> list[str]:
    found = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("legends")
@pytest.mark.parametrize(
    ("text", "lang", "legend"),
    [
        ("Que fait Grande-Dent quand je crée des jetons ?", "fr", "Chatterfang, Squirrel General"),
        ("Grande-Dent + jetons", "fr", "Chatterfang, Squirrel General"),
        ("Can E. Honda return a token I create?", "en", "E. Honda, Sumo Champion"),
        # A typo in a part of a word typed with a hyphen is corrected as in any word.
        ("Que fait Grande-Dend quand je crée des jetons ?", "fr", "Chatterfang, Squirrel General"),
    ],
)
def test_a_legend_named_by_its_short_name_is_found(client, text, lang, legend):
    assert refs(client, text, lang)[0] == legend


@pytest.mark.usefixtures("legends")
def test_a_whole_name_comes_before_the_legends_it_is_the_short_name_of(client):
    assert refs(client, "mu yanling", "en")[:3] == [
        "Mu Yanling",
        "Mu Yanling, Celestial Wind",
        "Mu Yanling, Sky Dancer",
    ]


@pytest.mark.usefixtures("legends")
def test_a_short_name_of_several_legends_names_none_of_them(client):
    """The question still asks how the game works: its rule comes first (search.searching)."""
    question = "Then I cast another Emrakul targeting a player: who controls that player's turn?"
    assert refs(client, question, "en")[0] == "723.3"


@pytest.mark.usefixtures("legends")
def test_a_short_name_of_several_legends_typed_alone_asks_for_them_all(client):
    """An English judge's review: "emrakul" gave Emrakul's Hatcher before the Emrakuls."""
    assert set(refs(client, "emrakul", "en")[:2]) == {
        "Emrakul, the Aeons Torn",
        "Emrakul, the Promised End",
    }


@pytest.mark.usefixtures("legends")
def test_an_edited_legend_keeps_its_short_name(client, django_capture_on_commit_callbacks):
    """The edit replaces its document; the copy deleted is no second legend of that name."""
    chatterfang = Card.objects.get(slug="chatterfang")
    chatterfang.oracle_text_en = f"Forestwalk. {TOKENS}"
    with django_capture_on_commit_callbacks(execute=True):  # the index follows the save
        chatterfang.save()
    found = refs(client, "Que fait Grande-Dent quand je crée des jetons ?", "fr")
    assert found[0] == "Chatterfang, Squirrel General"


@pytest.mark.usefixtures("legends")
def test_an_index_built_before_short_names_still_answers(client, monkeypatch):
    """Until the index is rebuilt with the field (search.sync does it after a deploy), a
    question is answered by the other names."""
    rebuild_without("short_name", monkeypatch)
    response = client.get("/api/search", {"q": "Que fait Grande-Dent avec les jetons ?"})
    assert response.status_code == 200
    assert response.json()["results"]
