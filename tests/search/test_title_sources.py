"""Search results and suggestions say where a French title comes from, as every name of the
API does (`fr_source`): a keyword name read off printed cards is no official name."""

import io

import pytest
from django.core.management import call_command

from keywords.models import Keyword
from provenance.models import NameSource
from rulings.models import Card
from search import storage

from .older_index import rebuild_without


def keywords_mined_and_english() -> tuple[Keyword, Keyword]:
    """Adapt, whose French name « Adaptez » was mined from printed cards, and Void, which has
    no French name."""
    adapt = Keyword.objects.create(
        slug="adapt",
        name_en="Adapt",
        name_fr="Adaptez",
        name_fr_source=NameSource.MINED,
        kind=Keyword.Kind.KEYWORD_ACTION,
    )
    void = Keyword.objects.create(slug="void", name_en="Void", kind=Keyword.Kind.ABILITY_WORD)
    return adapt, void


@pytest.fixture
def sourced_names(demo_data, search_index_dir) -> None:
    """The demo data, a keyword whose French name was mined from printed cards, one without
    a French name, and a card whose French name an editor entered; indexed."""
    from search.indexer import rebuild

    keywords_mined_and_english()
    Card.objects.filter(slug="tempt-with-mayhem").update(name_fr_source=NameSource.EDITOR)
    rebuild()


def first_hit(client, query: str, lang: str, **filters) -> dict:
    answer = client.get("/api/search", {"q": query, "lang": lang, **filters}).json()
    return answer["results"][0]


def title_of(hit: dict) -> tuple:
    return hit["title"], hit["title_lang"], hit["title_fr_source"]


@pytest.mark.usefixtures("sourced_names")
def test_a_mined_keyword_name_in_the_results_says_it_was_mined(client):
    hit = first_hit(client, "adaptez", "fr", type="keyword")
    assert title_of(hit) == ("Adaptez", "fr", "mined")
    assert hit["title_en"] == "Adapt"
    # The same name the keyword's own endpoint gives.
    name = client.get("/api/keywords/adapt").json()["name"]
    assert name == {"en": "Adapt", "fr": "Adaptez", "fr_source": "mined"}


@pytest.mark.usefixtures("sourced_names")
def test_an_english_title_has_no_french_source(client):
    assert title_of(first_hit(client, "adapt", "en", type="keyword")) == ("Adapt", "en", None)
    assert title_of(first_hit(client, "void", "fr", type="keyword")) == ("Void", "en", None)


@pytest.mark.usefixtures("sourced_names")
def test_official_and_editors_names_in_the_results_say_so(client):
    assert title_of(first_hit(client, "duplication", "fr", type="keyword")) == (
        "Duplication",
        "fr",
        "official",
    )
    # A card's name, and a ruling's, which is its card's.
    card = first_hit(client, "tentation du chaos", "fr", type="card")
    assert title_of(card) == ("Tentation du chaos", "fr", "editor")
    ruling = first_hit(client, "tentation du chaos", "fr", type="ruling")
    assert title_of(ruling) == ("Tentation du chaos", "fr", "editor")


@pytest.mark.usefixtures("sourced_names")
def test_a_suggested_name_says_where_its_french_comes_from(client):
    def suggestions(typed: str, lang: str) -> dict:
        answer = client.get("/api/suggest", {"q": typed, "lang": lang}).json()
        return {s["title"]: (s["title_lang"], s["title_fr_source"]) for s in answer["suggestions"]}

    assert suggestions("adapt", "fr")["Adaptez"] == ("fr", "mined")
    assert suggestions("adapt", "en")["Adapt"] == ("en", None)
    assert suggestions("void", "fr")["Void"] == ("en", None)
    assert suggestions("gigat", "fr")["Gigatorpeur"] == ("fr", "official")
    assert suggestions("tentation", "fr")["Tentation du chaos"] == ("fr", "editor")


@pytest.mark.usefixtures("sourced_names")
def test_the_cards_of_rulings_moved_behind_name_their_french_source(client):
    """`more_rulings` names the card whose rulings moved past the first page as every name
    is written: {"en", "fr", "fr_source"} (test_grouping: "copy spell" moves some)."""
    answer = client.get("/api/search", {"q": "copy spell", "lang": "fr"}).json()
    cards = [more["card"] for more in answer["more_rulings"]]
    expected = {"en": "Tempt with Mayhem", "fr": "Tentation du chaos", "fr_source": "editor"}
    assert expected in cards


@pytest.mark.usefixtures("sourced_names")
def test_an_index_built_before_title_sources_answers_and_is_rebuilt(client, monkeypatch):
    """Its titles' sources are not known (null) until it is rebuilt (`sync_index` or
    `rebuild_index --if-changed`, after a deploy): its fields are not this version's."""
    rebuild_without("title_fr_source", monkeypatch)
    assert not storage.schema_is_current(storage.current_path())
    hit = first_hit(client, "adaptez", "fr", type="keyword")
    assert title_of(hit) == ("Adaptez", "fr", None)
    suggestion = client.get("/api/suggest", {"q": "adapt", "lang": "fr"}).json()["suggestions"]
    assert suggestion[0]["title_fr_source"] is None

    out = io.StringIO()
    call_command("rebuild_index", "--if-changed", stdout=out)
    assert "built with other fields" in out.getvalue()
    assert storage.schema_is_current(storage.current_path())
    assert title_of(first_hit(client, "adaptez", "fr", type="keyword")) == (
        "Adaptez",
        "fr",
        "mined",
    )
