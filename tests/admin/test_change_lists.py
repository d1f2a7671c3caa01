"""The admin's change lists as any address may ask for them (common.admin_lists): a search box
of a thousand words, a NUL, a query string that is not UTF-8, a regular expression, the last
page of a long list."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from common.admin_lists import MAX_SEARCH_WORDS
from rulings.admin import RulingAdmin
from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")

LISTS = ["/admin/rulings/ruling/", "/admin/rulings/card/", "/admin/keywords/rule/"]


@pytest.mark.parametrize("url", LISTS)
def test_a_word_typed_a_thousand_times_is_searched_once(editor_client, url):
    # Past 999 words SQLite refused the query: a 500 on every change list.
    once = visible_text(editor_client.get(url, {"q": "the"}))
    again = editor_client.get(url, {"q": " ".join(["the", "THE"] * 600)})
    assert again.status_code == 200
    assert visible_text(again).split("Filter")[0] == once.split("Filter")[0]


def test_a_search_of_more_different_words_than_any_text_says_why_it_is_not_made(editor_client):
    words = " ".join(f"w{n}" for n in range(MAX_SEARCH_WORDS + 1))
    refused = editor_client.get("/admin/rulings/ruling/", {"q": words})
    assert refused.status_code == 400
    assert f"{MAX_SEARCH_WORDS + 1} different words" in visible_text(refused)
    assert "/admin/rulings/ruling/" in refused.content.decode()  # the way back


def test_the_card_picker_refuses_a_search_of_too_many_words_with_a_400(editor_client):
    words = " ".join(f"w{n}" for n in range(1100))
    refused = card_picker(editor_client, words)
    assert refused.status_code == 400
    assert "The search has 1100 different words" in visible_text(refused)  # not "a host"


def card_picker(client, term: str):
    """The answer of the ruling form's card search box to `term`."""
    return client.get(
        "/admin/autocomplete/",
        {"term": term, "app_label": "rulings", "model_name": "ruling", "field_name": "card"},
    )


def test_a_quoted_phrase_still_counts_as_one_word(editor_client):
    card = Card.objects.exclude(oracle_text_en="").first()
    phrase = " ".join(card.oracle_text_en.split()[:3])
    listed = visible_text(editor_client.get("/admin/rulings/card/", {"q": f'"{phrase}"'}))
    assert card.name_en in listed


def test_a_nul_in_the_card_pickers_search_is_a_space_not_a_match_for_everything(editor_client):
    # SQLite read the pattern up to the NUL: "%\x00zzzz%" was "%", every card. (The change
    # list's own search box refuses a NUL: Django's form says so and searches nothing.)
    assert card_picker(editor_client, "\x00zzzz").json()["results"] == []


@pytest.mark.parametrize("raw", ["q=%C0%AF", "q=%ED%A0%80", "french=cr%E9ature"])
def test_a_query_string_that_is_not_utf8_is_refused_with_a_400(editor_client, raw):
    refused = editor_client.get("/admin/rulings/ruling/", QUERY_STRING=raw)
    assert refused.status_code == 400
    name = raw.split("=")[0]
    assert f"“{name}” is not valid UTF-8" in visible_text(refused)


@pytest.mark.parametrize("lookup", ["text_en__regex", "text_en__iregex", "source__regex"])
def test_a_regular_expression_in_the_address_is_refused(editor_client, lookup):
    # Run in Python over every ruling: "(.*)*$x" held a worker past its timeout.
    assert editor_client.get("/admin/rulings/ruling/", {lookup: "bolt"}).status_code == 400


def test_the_last_page_of_a_list_reads_its_rows_by_their_ids(editor_client, monkeypatch):
    # Sorting whole rulings down to offset 45,000 took 760 ms; their ids alone, 55 ms.
    monkeypatch.setattr(RulingAdmin, "list_per_page", 2)
    last = (Ruling.objects.count() + 1) // 2  # the admin counts its pages from 1
    with CaptureQueriesContext(connection) as queries:
        page = editor_client.get("/admin/rulings/ruling/", {"p": last, "o": "2.1"})
    texts_read = [q["sql"] for q in queries.captured_queries if '"text_en"' in q["sql"]]
    assert texts_read and all("OFFSET" not in sql for sql in texts_read)
    listed = page.context["cl"]
    assert list(listed.result_list) == list(listed.queryset[(last - 1) * 2 :])


@pytest.mark.parametrize(
    "query",
    [
        {"published_at__year": "0"},
        {"published_at__year": "10000"},
        {"published_at__year__gte": "0"},
        {"published_at__iso_year": "0"},
        {"id__in": "1,99999999999999999999"},
        {"card__id": "-99999999999999999999"},
        {"source": "wotc\x00"},
        {"text_en__contains": "\x00"},
    ],
)
def test_a_lookup_in_the_address_that_no_list_can_take_is_a_400_not_a_500(editor_client, query):
    # Year 0 cannot be built into a date range; a number past 64 bits overflows SQLite's driver
    # and is refused by PostgreSQL, as a NUL in a text is.
    refused = editor_client.get("/admin/rulings/ruling/", query)
    assert refused.status_code == 400
    assert "/admin/rulings/ruling/" in refused.content.decode()  # the way back


def test_a_number_in_the_search_box_is_searched_whatever_its_size(editor_client):
    assert editor_client.get("/admin/rulings/ruling/", {"q": "9" * 30}).status_code == 200


def test_a_nul_in_the_card_pickers_search_finds_the_card_it_is_typed_beside(editor_client):
    # The picker orders the cards found by how close their names are to the term: built from
    # the term as typed, the NUL reached the database (PostgreSQL refuses it).
    found = card_picker(editor_client, "\x00Gandalf,").json()["results"]
    assert [result["text"] for result in found][:1] == ["Gandalf, Westward Voyager"]


@pytest.mark.parametrize("typed", ["éclair de génie", "Eclair de genie", "ÉCLAIR DE GÉNIE"])
def test_a_french_name_is_found_whatever_its_case_and_accents(editor_client, typed):
    """An editor's review: on SQLite, whose LIKE ignores the case of ASCII letters only,
    « éclair de génie » and "eclair de genie" found no « Éclair de génie »."""
    Card.objects.create(slug="insight", name_en="Flash of Insight", name_fr="Éclair de génie")
    picked = [found["text"] for found in card_picker(editor_client, typed).json()["results"]]
    assert picked[:1] == ["Flash of Insight"]
    listed = visible_text(editor_client.get("/admin/rulings/card/", {"q": typed}))
    assert "Flash of Insight" in listed


@pytest.mark.parametrize("typed", ["eclair de genie", "ÉCLAIR DE GÉNIE"])
def test_a_cards_rulings_are_found_by_its_name_whatever_its_case_and_accents(editor_client, typed):
    """An editor's review: « protection de tefeiri », « TÉFEIRI » found none of the 27
    rulings the rulings' list shows for « Protection de Téfeiri »."""
    card = Card.objects.create(
        slug="insight", name_en="Flash of Insight", name_fr="Éclair de génie"
    )
    Ruling.objects.create(card=card, published_at="2021-02-05", text_en="Look at the top cards.")

    listed = visible_text(editor_client.get("/admin/rulings/ruling/", {"q": typed}))

    assert "Flash of Insight" in listed


@pytest.mark.parametrize(
    ("url", "typed", "shown"),
    [
        ("/admin/terminology/lexiconentry/", "tresor", "Treasure token"),
        ("/admin/terminology/lexiconentry/", "JETON TRÉSOR", "Treasure token"),
        ("/admin/terminology/term/", "celerite", "Haste"),
        ("/admin/keywords/keyword/", "CÉLÉRITÉ", "Haste"),
    ],
)
def test_names_and_terms_are_found_whatever_their_case_and_accents(
    editor_client, url, typed, shown
):
    """An editor's review: « tresor », « TRÉSOR » found no « trésor », « celerite » no
    « Célérité »: SQLite's LIKE folds the case of ASCII letters only."""
    from keywords.models import Keyword
    from terminology.models import LexiconEntry, Term

    LexiconEntry.objects.create(french="jeton Trésor", english="Treasure token", aligned=9)
    Term.objects.create(english="Haste", french="Célérité", kind="keyword")
    Keyword.objects.create(
        slug="haste", name_en="Haste", name_fr="Célérité", kind="keyword_ability"
    )

    assert shown in visible_text(editor_client.get(url, {"q": typed}))


@pytest.mark.parametrize("typed", ["’", "-", "—"])
def test_punctuation_searched_alone_finds_only_what_holds_it(editor_client, typed):
    """A diff review: folded, « ’ » is nothing, which every name holds: all 2,994 lexicon
    entries were found."""
    from terminology.models import LexiconEntry

    LexiconEntry.objects.create(french="mal d’invocation", english="summoning sickness", aligned=9)
    LexiconEntry.objects.create(french="champ de bataille", english="battlefield", aligned=9)

    listed = visible_text(editor_client.get("/admin/terminology/lexiconentry/", {"q": typed}))

    assert "champ de bataille" not in listed


def test_rulings_of_one_card_and_date_are_told_apart_by_their_first_words(editor_client):
    """An editor's review: five rows « A Display of My Dark Power – 15 juin 2010 », and the
    messages and the history named each ruling « Tempt with Mayhem · 2024-06-07 »."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    for text in ("The copies are created before you cast it.", "Each opponent may copy it."):
        Ruling.objects.create(card=card, published_at="2024-06-10", text_en=text)

    listed = visible_text(editor_client.get("/admin/rulings/ruling/", {"q": "copies are created"}))

    assert "The copies are created before you cast it." in listed
    names = {str(ruling) for ruling in card.rulings.filter(published_at="2024-06-10")}
    assert len(names) == 2 and any(name.endswith("· Each opponent may copy it.") for name in names)


def test_a_keywords_defining_rule_is_picked_by_its_number(editor_client):
    """An editor's review: the field showed the rule's database id, « 799 », and typing
    « 701.46 » in it was « Sélectionnez un choix valide »."""
    from keywords.models import Keyword

    replicate = Keyword.objects.get(slug="replicate")
    page = editor_client.get(f"/admin/keywords/keyword/{replicate.pk}/change/").content.decode()
    assert "data-autocomplete-light-url" in page or "admin-autocomplete" in page

    found = editor_client.get(
        "/admin/autocomplete/",
        {"app_label": "keywords", "model_name": "keyword", "field_name": "rule", "term": "502.52"},
    ).json()["results"]

    assert found[0]["text"].startswith("502.52 ")


def test_the_rulings_source_is_named_and_filtered_as_the_pages_name_it(editor_client):
    """An editor's review: the list and its filter showed « wotc », and offered neither
    Scryfall nor the rulings of no stated source."""
    card = Card.objects.get(slug="tempt-with-mayhem")
    Ruling.objects.create(card=card, published_at="2024-06-11", text_en="Stated.", source="wotc")
    Ruling.objects.create(card=card, published_at="2024-06-11", text_en="Unstated.", source="")
    Ruling.objects.create(card=card, published_at="2024-06-11", text_en="Legacy.", source="dci")

    listed = visible_text(editor_client.get("/admin/rulings/ruling/", {"q": "Stated."}))
    unstated = visible_text(editor_client.get("/admin/rulings/ruling/", {"source": "-"}))

    assert "Wizards of the Coast" in listed and "Scryfall" in listed  # the row, the filter
    assert "Unstated." in unstated and "Stated. " not in unstated
    # A code typed before the form offered choices is still offered (a diff review).
    assert "?source=dci" in editor_client.get("/admin/rulings/ruling/").content.decode()
    legacy = visible_text(editor_client.get("/admin/rulings/ruling/", {"source": "dci"}))
    assert "Legacy." in legacy and "Unstated." not in legacy
