"""Name words typed apart ("life link") or together ("lightningbolt") (search.word_breaks)."""

import pytest

from keywords.models import Keyword
from rulings.models import Card
from search.word_breaks import cut_into_a_name, joined_halves, joined_into_names

from .relevance import api_search as search

NAMES = {"lightning bolt", "lifelink", "counterspell", "darksteel colossus", "douse"}
NAME_WORDS = {"lightning", "bolt", "lifelink", "counterspell", "darksteel", "colossus", "douse"}
NAME_WORDS |= {"life", "link", "light", "ning", "counter", "spell", "dark", "steel", "do", "use"}


def joined(words: str, may_join=lambda word: True) -> dict[int, str]:
    return joined_into_names(words.split(), NAME_WORDS.__contains__, NAMES.__contains__, may_join)


def test_a_word_typed_together_is_cut_where_its_halves_make_a_name():
    assert cut_into_a_name("lightningbolt", NAMES.__contains__) == "lightning bolt"
    assert cut_into_a_name("lifelinks", NAMES.__contains__) is None


def test_words_typed_apart_are_joined_into_a_name_alone_or_with_a_neighbour():
    assert joined("life link") == {0: "lifelink"}
    assert joined("does life link work") == {1: "lifelink"}
    assert joined("dark steel colossus") == {0: "darksteel"}  # a name with the word after
    assert joined("dark steel") == {}  # « darksteel » alone is no name
    assert joined("counter spell", may_join=lambda word: word != "counterspell") == {}
    assert joined("do use") == {}  # a little word is no half


def test_a_word_typed_with_a_hyphen_is_joined_when_its_halves_make_no_name():
    def halves_joined(text: str) -> str | None:
        words = text.split()
        place = next(at for at, word in enumerate(words) if "-" in word)
        before, after = words[place - 1 : place], words[place + 1 : place + 2]
        halves = words[place].split("-")
        return joined_halves(
            halves, before, after, NAME_WORDS.__contains__, NAMES.__contains__, lambda w: True
        )

    assert halves_joined("life-link") == "lifelink"
    assert halves_joined("does counter-spell work") == "counterspell"
    assert halves_joined("dark-steel colossus") == "darksteel"  # a name with the word after
    assert halves_joined("lightning-bolt") is None  # a name as typed
    assert halves_joined("dark-steel") is None  # « darksteel » alone is no name
    assert halves_joined("do-use") is None  # a little word is no half
    assert halves_joined("dark-steel-colossus") is None  # two halves only


@pytest.fixture
def names_typed_apart(db, search_index_dir):
    from search.indexer import rebuild

    Keyword.objects.create(
        slug="lifelink",
        name_en="Lifelink",
        kind="keyword_ability",
        summary_en="Damage dealt by a source with lifelink causes its controller to gain life.",
    )
    Card.objects.create(slug="bolt", name_en="Lightning Bolt", oracle_text_en="Deal 3 damage.")
    Card.objects.create(
        slug="counterspell",
        name_en="Counterspell",
        name_fr="Contresort",
        oracle_text_en="Counter target spell.",
    )
    Card.objects.create(slug="soul-link", name_en="Soul Link", oracle_text_en="Link your life.")
    Card.objects.create(  # a French name word whose second half is written with an accent
        slug="pestilence", name_en="Pestilence", name_fr="Pestilérance", oracle_text_en="Plague."
    )
    Card.objects.create(
        slug="breakthrough", name_en="Breakthrough", oracle_text_en="Draw four cards."
    )
    for number in range(8):  # other texts, so that the words are not in every document
        Card.objects.create(
            slug=f"bear-{number}", name_en=f"Bear {number}", oracle_text_en="A bear. Trample."
        )
    rebuild()


@pytest.mark.usefixtures("names_typed_apart")
@pytest.mark.parametrize(
    ("typed", "lang", "meant", "suggestion"),
    [
        ("life link", "en", "lifelink", "lifelink"),
        ("lightningbolt", "en", "Lightning Bolt", "lightning bolt"),
        ("contre sort", "fr", "Counterspell", "contresort"),
        ("life-link", "en", "lifelink", "lifelink"),
        ("contre-sort", "fr", "Counterspell", "contresort"),
        # The accented half joined is offered once, not put back after the word it joins.
        ("pesti lérance", "fr", "Pestilence", "pestilérance"),
    ],
)
def test_a_name_typed_apart_or_together_is_found_and_offered(
    client, typed, lang, meant, suggestion
):
    found = search(client, typed, lang)
    assert found["results"][0]["ref"] == meant
    assert found["suggestion"] == suggestion


@pytest.mark.usefixtures("names_typed_apart")
def test_in_a_question_words_typed_apart_join_into_a_keyword_only(client):
    found = search(client, "does life link work when my creature deals damage?")
    assert "lifelink" in [result["ref"] for result in found["results"][:2]]
    found = search(client, "can trample break through a blocker?")
    assert found["suggestion"] is None
    assert "Breakthrough" not in [result["ref"] for result in found["results"]]
