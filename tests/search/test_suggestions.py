"""Names suggested as one types (GET /api/suggest, search.suggestions), on the demo data and a
real index, through real HTTP: keywords, glossary terms and cards whose name, in either
language, starts with what is typed."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card, Printing

pytestmark = pytest.mark.usefixtures("demo_index")


def suggested(client, typed: str, lang: str = "fr") -> list[tuple[str, str, str]]:
    answer = client.get("/api/suggest", {"q": typed, "lang": lang}).json()
    assert answer["query"] == typed[:100]
    return [(s["title"], s["type"], s["title_lang"]) for s in answer["suggestions"]]


def cards_printed(sets_by_name: dict[str, int]) -> None:
    """Cards of these names, each printed in as many sets, then the index built again."""
    from django.utils.text import slugify

    from search.indexer import rebuild

    for name, sets in sets_by_name.items():
        card = Card.objects.create(slug=slugify(name), name_en=name)
        for code in ("AAA", "BBB", "CCC", "DDD")[:sets]:
            Printing.objects.create(card=card, set_code=code, set_name=code)
    rebuild()


def test_a_card_is_suggested_by_the_start_of_either_of_its_names(client):
    assert suggested(client, "tentation du") == [("Tentation du chaos", "card", "fr")]
    # The English name typed on a French page: the English name, said to be English.
    assert suggested(client, "Tempt with", "fr") == [("Tempt with Mayhem", "card", "en")]
    assert suggested(client, "gigat", "en") == [("Gigatorpeur", "card", "fr")]


def test_a_name_is_suggested_by_the_start_of_any_of_its_words_after_those_it_starts_with(client):
    assert suggested(client, "chaos") == [("Tentation du chaos", "card", "fr")]
    assert suggested(client, "mayhem", "en") == [("Tempt with Mayhem", "card", "en")]
    # The words before the last one typed are whole words of the name.
    assert suggested(client, "du cha") == [("Tentation du chaos", "card", "fr")]
    assert suggested(client, "with may", "en") == [("Tempt with Mayhem", "card", "en")]
    assert suggested(client, "wit may", "en") == []
    assert suggested(client, "ch") == []  # two letters start too many words to say anything
    Card.objects.create(slug="chaos-quokka", name_en="Chaos Quokka")
    from search.indexer import rebuild

    rebuild()
    assert suggested(client, "chaos") == [
        ("Chaos Quokka", "card", "en"),  # starts with what was typed
        ("Tentation du chaos", "card", "fr"),
    ]


def test_when_nothing_matches_the_words_are_read_as_the_search_corrects_them(client):
    assert suggested(client, "tentaton du") == [("Tentation du chaos", "card", "fr")]
    assert suggested(client, "gigadrowze", "en") == [("Gigadrowse", "card", "en")]
    assert suggested(client, "zzzzqq") == []
    # A name's start is no typo: "tentat" is not corrected.
    assert suggested(client, "tentat") == [("Tentation du chaos", "card", "fr")]


def test_a_suggestion_gives_the_page_and_the_api_address(client):
    answer = client.get("/api/suggest", {"q": "tentation", "lang": "fr"}).json()
    [card] = answer["suggestions"]
    assert card["title_en"] == "Tempt with Mayhem"
    assert card["url"] == "http://testserver/fr/cards/tempt-with-mayhem/"
    assert card["api_url"] == "http://testserver/api/cards/tempt-with-mayhem?lang=fr"
    assert client.get(card["api_url"]).json()["name"]["fr"] == "Tentation du chaos"


def test_accents_case_and_a_leading_article_do_not_matter(client):
    assert suggested(client, "DUPLI") == [("Duplication", "keyword", "fr")]
    assert suggested(client, "la tentation du") == [("Tentation du chaos", "card", "fr")]
    assert suggested(client, "l'Entatio") == []  # an article is dropped, not a letter
    # ...and a name's first letter left out is a typo like any other.
    assert suggested(client, "l'Entation") == [("Tentation du chaos", "card", "fr")]


def test_the_games_terms_come_before_cards_and_known_cards_before_rare_ones(client):
    edition = RulesEdition.objects.get()
    GlossaryEntry.objects.create(edition=edition, term_en="Replicate Cost", definition_en="…")
    GlossaryEntry.objects.create(edition=edition, term_en="Replicate", definition_en="…")
    cards_printed({"Replica Rare": 1, "Replica Reprinted": 3})
    assert suggested(client, "replic", "en") == [
        ("Replicate", "keyword", "en"),  # before the glossary entry of the same name
        ("Replicate", "glossary", "en"),
        ("Replicate Cost", "glossary", "en"),
        ("Replica Reprinted", "card", "en"),  # printed in three sets
        ("Replica Rare", "card", "en"),
    ]
    # A whole name typed comes first, whatever it names.
    assert suggested(client, "replica rare", "en")[0] == ("Replica Rare", "card", "en")


def test_a_glossary_term_found_on_cards_is_suggested_before_the_cards_it_starts(client):
    """A French judge's review: « force », « main », « terrain » offered eight cards and never
    the glossary's « Force » (Power), whose French was found on printed cards: names the
    search does not read as the term's are suggested all the same."""
    from provenance.models import NameSource

    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(),
        term_en="Power",
        term_fr="Force",
        term_fr_source=NameSource.MINED,
        definition_en="The first number printed before the slash. See rule 208.",
    )
    cards_printed({f"Quokka Force {number:02}": 1 for number in range(10)})
    for number in range(10):
        Card.objects.filter(name_en=f"Quokka Force {number:02}").update(
            name_fr=f"Force du quokka {number:02}"
        )
    from search.indexer import rebuild

    rebuild()
    assert suggested(client, "force")[0] == ("Force", "glossary", "fr")
    answer = client.get("/api/suggest", {"q": "force", "lang": "fr"}).json()
    assert answer["suggestions"][0]["title_fr_source"] == NameSource.MINED


def test_a_name_starting_with_its_article_comes_before_those_without(client):
    cards_printed({"The Quokka Court": 1, "Quokka Storm": 3})
    assert suggested(client, "the quokka", "en") == [
        ("The Quokka Court", "card", "en"),
        ("Quokka Storm", "card", "en"),  # printed more, but "the" was typed
    ]
    assert suggested(client, "quokka", "en")[0] == ("Quokka Storm", "card", "en")


def test_at_most_eight_names_and_none_for_a_single_letter(client):
    for number in range(12):
        Card.objects.create(slug=f"quokka-{number}", name_en=f"Quokka {number:02}")
    from search.indexer import rebuild

    rebuild()
    assert len(suggested(client, "quokka", "en")) == 8
    assert suggested(client, "quokka 1", "en") == [
        ("Quokka 10", "card", "en"),
        ("Quokka 11", "card", "en"),
    ]
    assert suggested(client, "q", "en") == []


@pytest.mark.parametrize("typed", ["x" * 5000, "\x00\x00tentation", "((((", "*", "702.19", ""])
def test_anything_typed_gets_an_answer(client, typed):
    response = client.get("/api/suggest", {"q": typed, "lang": "fr"})
    assert response.status_code == 200
    assert isinstance(response.json()["suggestions"], list)


def test_the_browsers_search_box_gets_opensearch_suggestions(client):
    response = client.get("/api/suggest", {"q": "tentation", "lang": "fr", "format": "opensearch"})
    assert response["Content-Type"] == "application/x-suggestions+json"
    assert response.json() == ["tentation", ["Tentation du chaos"]]
    description = client.get("/fr/opensearch.xml").content.decode()
    assert 'type="application/x-suggestions+json"' in description
    assert "/api/suggest?q={searchTerms}&amp;lang=fr&amp;format=opensearch" in description


def test_bad_parameters_and_a_missing_index_are_json_errors(client, settings, tmp_path):
    assert client.get("/api/suggest", {"q": "tent", "format": "xml"}).status_code == 400
    assert client.get("/api/suggest", {"q": "tent", "lang": "de"}).status_code == 400
    settings.SEARCH_INDEX_DIR = tmp_path / "nothing-here"
    missing = client.get("/api/suggest", {"q": "tent"})
    assert missing.status_code == 503 and missing["Retry-After"] == "300"
    assert missing.json() == {
        "error": "Search is not available yet: the index has not been built.",
        "code": "index-missing",
    }


def test_a_start_that_is_not_utf8_is_refused_by_name(client):
    """« été » in Latin-1: Django reads "\ufffdt\ufffd", for which names would be suggested."""
    response = client.get("/api/suggest?q=%E9t%E9&lang=fr")
    assert response.status_code == 400
    message = (
        "Pas de l’UTF-8 valide\u202f; le texte doit être envoyé en UTF-8, encodé pour une URL."
    )
    assert response.json() == {"error": "invalid parameters", "fields": {"q": [message]}}
    browser = client.get("/api/suggest?q=%E9t%E9&format=opensearch")
    assert browser.status_code == 400 and list(browser.json()["fields"]) == ["q"]


@pytest.mark.parametrize("query_string", ["q=tentation+d%C3%BB", "q=tentation+dû"])
def test_a_start_in_utf8_is_read_as_typed_encoded_or_raw(client, query_string):
    response = client.get(f"/api/suggest?{query_string}&lang=fr")
    assert response.status_code == 200 and response.json()["query"] == "tentation dû"


def test_the_search_box_of_every_page_asks_for_suggestions(client):
    page = client.get("/fr/").content.decode()
    # The script's own listbox (static/js/suggest.js), hidden until names come, and the
    # status that says how many came; no <datalist>, which hid names typed without accents.
    assert '<ul id="search-suggestions" class="suggestions" role="listbox"' in page
    assert 'id="search-suggestions-status"' in page and 'role="status"' in page
    assert "datalist" not in page and 'list="search-suggestions"' not in page
    assert 'data-suggest-url="/api/suggest"' in page and "js/suggest.js" in page
