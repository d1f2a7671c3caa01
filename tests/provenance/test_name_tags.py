"""Lists of names on French pages say, in a small tag after each, which names are English
(no French name known) and which French names are not official (read off printed cards,
entered by an editor): the keywords of the home page, the card list, a keyword's cards, a
card's keywords, the search results."""

import pytest

from keywords.models import Keyword
from provenance.models import NameSource
from rulings.models import Card, Ruling
from tests.search.test_title_sources import keywords_mined_and_english

pytestmark = pytest.mark.usefixtures("demo_data")

ENGLISH_TAG = ' <span class="lang-tag name-tag">Anglais</span>'
MINED_TAG = (
    ' <span class="lang-tag name-tag" title="Relevé sur des cartes imprimées, non vérifié">'
    "relevé, non vérifié</span>"
)
EDITOR_TAG = (
    ' <span class="lang-tag name-tag" title="Saisi par un rédacteur">saisi par un rédacteur</span>'
)


@pytest.fixture
def keywords(demo_data) -> dict[str, Keyword]:
    """A keyword whose French name was mined, one without a French name, the demo's official
    Duplication; Gandalf (no French name) and Gigatorpeur have them."""
    adapt, void = keywords_mined_and_english()
    replicate = Keyword.objects.get(slug="replicate")
    for card in Card.objects.filter(slug__in=["gigadrowse", "gandalf-westward-voyager"]):
        card.keywords.add(adapt, void, replicate)
    return {"adapt": adapt, "void": void, "replicate": replicate}


def page(client, url: str) -> str:
    return client.get(url).content.decode()


@pytest.mark.usefixtures("keywords")
def test_the_home_keywords_say_which_names_are_english_and_which_were_mined(client):
    home = page(client, "/fr/")
    assert f'<a href="/fr/keywords/void/"><span lang="en">Void</span></a>{ENGLISH_TAG}' in home
    assert f'<a href="/fr/keywords/adapt/">Adaptez</a>{MINED_TAG}' in home
    assert '<a href="/fr/keywords/replicate/">Duplication</a></li>' in home
    assert "name-tag" not in page(client, "/en/")


@pytest.mark.usefixtures("keywords")
def test_the_home_keywords_say_what_the_mined_tag_means_where_phones_read_it(client):
    """A pages review: « relevé, non vérifié » was explained in the tag's title alone, which a
    phone never shows."""
    tag = "«\u00a0relevé, non vérifié\u00a0»"
    legend = f"{tag}\u00a0: relevé sur des cartes imprimées, non vérifié."
    assert page(client, "/fr/").count(legend) == 1
    # A tag that says it all is not explained again: « saisi par un rédacteur » : saisi par…
    editor_named = Keyword.objects.get(slug="replicate")
    editor_named.name_fr_source = NameSource.EDITOR
    editor_named.save()
    home = page(client, "/fr/")
    assert "saisi par un rédacteur</span>" in home and "rédacteur\u00a0»" not in home
    for keyword in Keyword.objects.filter(name_fr_source=NameSource.MINED):
        keyword.name_fr_source = NameSource.OFFICIAL
        keyword.save()  # as an editor's save: the cached list is drawn again
    assert "name-sources-legend" not in page(client, "/fr/")
    assert "name-sources-legend" not in page(client, "/en/")


def test_the_card_list_tags_english_names_and_names_an_editor_entered(client):
    Card.objects.filter(slug="tempt-with-mayhem").update(name_fr_source=NameSource.EDITOR)
    cards = page(client, "/fr/cards/")
    gandalf = '<span lang="en">Gandalf, Westward Voyager</span></a>'
    assert gandalf + ENGLISH_TAG in cards
    assert "Tentation du chaos</a>" + EDITOR_TAG in cards
    assert "Gigatorpeur</a> <span" in cards and "Gigatorpeur</a>" + ENGLISH_TAG not in cards
    assert cards.count("name-tag") == 2
    assert "name-tag" not in page(client, "/en/cards/")


@pytest.mark.usefixtures("keywords")
def test_a_keywords_cards_and_a_cards_keywords_are_tagged_alike(client):
    cards = page(client, "/fr/keywords/replicate/")
    assert '<span lang="en">Gandalf, Westward Voyager</span></a>' + ENGLISH_TAG in cards
    assert cards.count("name-tag") == 1
    keywords = page(client, "/fr/cards/gigadrowse/")
    assert '<span lang="en">Void</span></a>' + ENGLISH_TAG in keywords
    assert "Adaptez</a>" + MINED_TAG in keywords


def test_a_rulings_card_shown_in_english_is_tagged(client):
    """The home page's latest rulings name their cards."""
    gandalf = Card.objects.get(slug="gandalf-westward-voyager")
    Ruling.objects.create(card=gandalf, published_at="2030-01-01", text_en="The newest ruling.")
    home = page(client, "/fr/")
    assert '<span lang="en">Gandalf, Westward Voyager</span></a>' + ENGLISH_TAG in home


@pytest.mark.usefixtures("keywords")
def test_a_keyword_result_without_a_french_name_is_tagged_english(client, search_index_dir):
    from search.indexer import rebuild

    rebuild()
    results = page(client, "/fr/search/?q=void&type=keyword")
    void = results[results.index('<li class="result result-keyword">') :]
    void = void[: void.index("</li>")]
    assert '<span lang="en">Void</span></a>' + ENGLISH_TAG in void
    mined = page(client, "/fr/search/?q=adaptez&type=keyword")
    assert "Adaptez</a>" + MINED_TAG in mined
    official = page(client, "/fr/search/?q=duplication&type=keyword")
    assert 'Duplication</a> <span class="secondary"' in official
    assert "name-tag" not in page(client, "/en/search/?q=void&type=keyword")


def test_a_result_in_english_says_so_once(client, search_index_dir):
    """A card with neither a French name nor a French text: its English snippet starts with
    the « Anglais » tag (read as French inside the English paragraph), the title has none of
    its own."""
    from search.indexer import rebuild

    Card.objects.create(
        slug="a-good-thing",
        name_en="A Good Thing",
        type_line_en="Legendary Enchantment",
        oracle_text_en="Your life total can't be reduced below 1.",
    )
    rebuild()
    results = page(client, "/fr/search/?q=good+thing&type=card")
    card = results[results.index('<li class="result result-card">') :]
    card = card[: card.index("</li>")]
    assert '<span lang="en">A Good Thing</span></a></h3>' in card
    assert card.count("Anglais") == 1 and '<span class="lang-tag" lang="fr">Anglais</span>' in card
