"""Every page in both languages, on the demo data, through real HTTP (Django's test client)."""

import pytest

from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")


@pytest.mark.parametrize(("accept", "expected"), [("fr-FR,fr;q=0.9", "/fr/"), ("en-GB", "/en/")])
def test_the_root_sends_visitors_to_their_browser_language(client, accept, expected):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE=accept)
    assert response.status_code == 302
    assert response["Location"] == expected


@pytest.mark.parametrize("language", ["fr", "en"])
def test_home_page_answers_in_each_language(client, language):
    response = client.get(f"/{language}/")
    assert response.status_code == 200
    assert f'<html lang="{language}">' in response.content.decode()


def test_the_language_switcher_links_to_the_same_page_in_the_other_language(client):
    page = client.get("/fr/keywords/replicate/").content.decode()
    # Through the choice of language, kept for the next visit (pages.languages).
    assert 'href="/i18n/choose/en/?next=/en/keywords/replicate/" hreflang="en"' in page
    assert client.get("/i18n/choose/en/?next=/en/keywords/replicate/")["Location"] == (
        "/en/keywords/replicate/"
    )


def test_replicate_keyword_page_in_french_shows_both_names_rules_and_example_card(client):
    response = client.get("/fr/keywords/replicate/")
    page, text = response.content.decode(), visible_text(response)
    assert "<h1>Duplication</h1>" in page
    assert "Duplication est un mot-clé qui représente deux capacités." in text
    assert "Replicate is a keyword that represents two abilities." in text
    assert 'href="/fr/cards/gigadrowse/">Gigatorpeur</a>' in page
    assert "La duplication est une capacité" in text


def cards_with_replicate(count: int) -> None:
    from keywords.models import Keyword

    cards = [
        Card(slug=f"replica-{n:03}", name_en=f"Replica {n:03}", oracle_text_en="Replicate {1}")
        for n in range(count)
    ]
    for card in cards:  # bulk_create calls no save(): do what it would, as the importer does
        card.en_fingerprint = card.compute_en_fingerprint()
        card.sort_names_fill()
    Keyword.objects.get(slug="replicate").cards.add(*Card.objects.bulk_create(cards))


def test_a_keyword_with_many_cards_lists_them_a_hundred_a_page(client):
    cards_with_replicate(150)  # and Gigadrowse, with the demo
    first = client.get("/en/keywords/replicate/")
    text = visible_text(first)
    assert "151 cards" in text and "Page 1 of 2" in text
    assert text.count("Replica ") == 100 - 1  # Gigadrowse comes first by name
    assert 'href="?cards_page=2#cards"' in first.content.decode()
    second = visible_text(client.get("/en/keywords/replicate/", {"cards_page": 2}))
    assert "Replica 149" in second and "Replica 098" not in second
    assert "Gigatorpeur" in visible_text(client.get("/fr/keywords/replicate/"))  # example card


@pytest.mark.parametrize("asked", ["0", "-1", "99", "abc", "1e9", "\uff12"])
def test_a_page_of_a_keywords_cards_that_does_not_exist_is_not_found(client, asked):
    """An English judge's review: `?cards_page=0` and `?cards_page=999` answered Flying's last
    page with 200, `abc` its first, each a copy under an address of its own; the card list
    answers 404 with where the list ends, and so does a keyword's list of cards now."""
    cards_with_replicate(150)
    response = client.get("/en/keywords/replicate/", {"cards_page": asked})
    assert response.status_code == 404
    text = visible_text(response)
    assert f"There is no page {asked}: the results end on page 2." in text
    assert "Replica 000" not in text and "Replicate is a keyword" in text  # the rest is there
    assert 'href="?cards_page=2#cards"' in response.content.decode()
    assert client.get("/en/keywords/replicate/", {"cards_page": "2"}).status_code == 200


def test_a_keyword_page_of_cards_is_read_as_their_ids_first(client):
    """Flying's 2,211 cards were sorted whole, on disk, for each page on PostgreSQL (28 ms):
    the query that skips to the page reads the cards' ids alone, then the page's cards."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    cards_with_replicate(150)
    with CaptureQueriesContext(connection) as queries:
        page = visible_text(client.get("/en/keywords/replicate/", {"cards_page": 2}))
    assert "Replica 149" in page and "Replica 098" not in page
    paged = [q["sql"] for q in queries if "OFFSET" in q["sql"] and "rulings_card" in q["sql"]]
    assert paged, [q["sql"] for q in queries]
    for sql in paged:
        assert sql.startswith('SELECT "rulings_card"."id" AS "pk" FROM'), sql


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_keywords_cards_are_read_in_name_order_from_an_index_on_postgresql(language):
    """The cards' names are compared in the "C" collation on PostgreSQL (common.collation): an
    index of every card in that order gives a keyword's first page without sorting, and its ids
    and names for a deep page without reading the cards' rows (Flying: 17 ms -> 5 ms)."""
    from django.db import connection

    from keywords.models import Keyword
    from keywords.selectors import keyword_cards
    from tests.databases import postgres_plan

    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's plan: SQLite compares the names as they are")
    cards = keyword_cards(keyword=Keyword.objects.get(slug="replicate"), language=language)
    plan = postgres_plan(cards.values_list("pk", flat=True)[:100])
    assert f"rulings_card_sort_{language}_idx" in plan, plan
    assert "Sort" not in plan, plan


def test_rule_references_in_rule_text_are_links_to_the_same_edition(client):
    from keywords.models import RulesEdition

    # A whole edition: an extract links only the rules it holds (test_extract_edition).
    RulesEdition.objects.filter(effective_date="2006-02-01").update(content_sha256="whole")
    page = client.get("/en/cr/502.52a").content.decode()
    assert 'href="/en/cr/409.1b?edition=2006-02-01"' in page


@pytest.mark.parametrize("language", ["fr", "en"])
def test_rule_permalink_shows_the_paragraph_and_its_edition(client, language):
    response = client.get(f"/{language}/cr/502.52")
    page = response.content.decode()
    assert response.status_code == 200
    assert 'id="R50252a"' in page
    assert "2006" in page


def test_an_unknown_rule_is_a_404_page_not_an_error(client):
    assert client.get("/fr/cr/999.99z").status_code == 404


def test_tempt_with_mayhem_in_french_dates_rulings_and_flags_machine_translation(client):
    response = client.get("/fr/cards/tempt-with-mayhem/")
    text = visible_text(response)
    assert "<h1>Tentation du chaos</h1>" in response.content.decode()
    assert text.count("7 juin 2024 · source : Wizards of the Coast") == 9
    # The engine's name, as recorded in English, set off as a name in the French sentence.
    engine = "par le moteur « AI translation (Grimoire demo data) »"
    assert f"Traduction générée automatiquement {engine}" in text
    assert "L’original anglais fait foi." in text
    # The English original is in the page itself, one click away at most.
    assert "Tempt with Mayhem can't target itself." in text


def test_the_engine_of_a_card_s_machine_translated_rulings_is_said_once_above_them(client):
    """A judge's review on a phone: each of Gandalf's fourteen rulings repeated two lines of
    « Traduction générée automatiquement… », a screen in all. Said once above them, each ruling
    keeps its badge; rulings of two engines say theirs each."""
    engine = (
        "Traduction générée automatiquement par le moteur « AI translation (Grimoire demo data) »"
    )
    machine = Ruling.objects.filter(card__slug="tempt-with-mayhem", fr_status="machine")
    text = visible_text(client.get("/fr/cards/tempt-with-mayhem/"))
    assert text.count(engine) == 1
    assert "Clarifications marquées « Traduction automatique » : " + engine in text
    assert text.count("Traduction automatique") == machine.count() + 1
    Ruling.objects.filter(pk=machine.first().pk).update(fr_engine="Another engine")
    text = visible_text(client.get("/fr/cards/tempt-with-mayhem/"))
    assert text.count(engine) == machine.count() - 1
    assert "Clarifications marquées" not in text


def test_an_engine_s_name_is_read_as_english_on_a_french_page(client):
    """A screen reader reads « AI translation (Grimoire demo data) » with an English voice."""
    page = client.get("/fr/cards/tempt-with-mayhem/").content.decode()
    assert 'moteur «\u00a0<span lang="en">AI translation (Grimoire demo data)</span>\u00a0»' in page


def test_tempt_with_mayhem_in_english_dates_rulings_the_english_way(client):
    text = visible_text(client.get("/en/cards/tempt-with-mayhem/"))
    assert text.count("June 7, 2024 · source: Wizards of the Coast") == 9


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_rulings_source_is_named_alike_on_the_card_the_home_and_the_search_pages(
    client, demo_index, language
):
    """The pages show the publisher, as the search results do, never the stored code."""
    named = {"fr": "source : Wizards of the Coast", "en": "source: Wizards of the Coast"}[language]
    search = client.get(f"/{language}/search/", {"q": "mayhem", "type": "ruling"})
    for response in (
        client.get(f"/{language}/cards/tempt-with-mayhem/"),
        client.get(f"/{language}/"),
        search,
        client.get(f"/{language}/feeds/rulings.atom"),
    ):
        assert named in visible_text(response)
        assert "wotc" not in visible_text(response)


def test_a_source_no_importer_writes_is_shown_as_the_editor_typed_it(client):
    card = Card.objects.get(slug="gigadrowse")
    Ruling.objects.create(
        card=card, published_at="2024-01-01", source="Judge's Corner", text_en="A."
    )
    assert "source: Judge's Corner" in visible_text(client.get("/en/cards/gigadrowse/"))


def test_stale_machine_french_is_shown_with_a_warning(client):
    page = client.get("/fr/cards/tempt-with-mayhem/").content.decode()
    assert "provenance-stale" in page


def test_gandalf_french_name_is_shown_as_missing_not_invented(client):
    response = client.get("/fr/cards/gandalf-westward-voyager/")
    # The English name, marked as English for screen readers.
    assert '<h1><span lang="en">Gandalf, Westward Voyager</span></h1>' in response.content.decode()
    text = visible_text(response)
    assert "Nom français : aucun connu" in text
    assert text.count("16 juin 2023 · source : Wizards of the Coast") == 14


def test_missing_french_text_shows_the_english_labelled_as_english(client):
    ruling = Ruling.objects.filter(card__slug="gigadrowse").first() or Ruling.objects.create(
        card=Card.objects.get(slug="gigadrowse"), published_at="2006-02-01", text_en="Plain."
    )
    text = visible_text(client.get("/fr/cards/gigadrowse/"))
    assert "Pas encore de traduction française : voici l’original anglais." in text
    assert ruling.text_en in text


def test_gigadrowse_shows_its_official_french_text(client):
    page = client.get("/fr/cards/gigadrowse/").content.decode()
    assert "Engagez le permanent ciblé." in page
    assert "provenance-official" in page


def test_a_ruling_with_a_script_tag_is_shown_as_text(client):
    card = Card.objects.get(slug="gigadrowse")
    Ruling.objects.create(
        card=card, published_at="2024-01-01", source="wotc", text_en="<script>alert(1)</script>"
    )
    for language in ("fr", "en"):
        page = client.get(f"/{language}/cards/gigadrowse/").content.decode()
        assert "<script>alert(1)</script>" not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("path", ["keywords/", "cards/", "cr/", "cr/5", "keywords/replicate/"])
def test_every_listing_page_answers_in_both_languages(client, language, path):
    assert client.get(f"/{language}/{path}").status_code == 200


def test_card_list_is_paginated_and_a_page_it_does_not_have_is_not_found(client):
    assert client.get("/en/cards/?page=1").status_code == 200
    assert client.get("/en/cards/?page=abc").status_code == 404
    assert client.get("/en/cards/?page=99999").status_code == 404


def test_the_menus_and_footer_are_rendered_once_per_language_and_kept(client):
    """They depend on the language alone: every later page, in the same language, reuses them."""
    from django.core.cache import cache
    from django.core.cache.utils import make_template_fragment_key

    for language, keywords in (("en", "Keywords"), ("fr", "Mots-clés")):
        key = make_template_fragment_key("site_navigation", [language])
        assert cache.get(key) is None
        first = client.get(f"/{language}/").content.decode()
        kept = cache.get(key)
        assert kept is not None and f">{keywords}</a>" in kept
        assert kept in first
        assert make_template_fragment_key("site_footer", [language]) in cache
        assert kept in client.get(f"/{language}/search/").content.decode()


def test_a_machine_translation_whose_engine_is_not_known_says_so(client):
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem", fr_status="machine").first()
    Ruling.objects.filter(pk=ruling.pk).update(fr_engine="")  # as older data may hold it
    text = visible_text(client.get("/fr/cards/tempt-with-mayhem/"))
    assert "Traduction générée automatiquement par un moteur non indiqué dans les données" in text
    assert "automatiquement par ," not in text


def test_english_names_on_french_pages_are_marked_as_english(client):
    from keywords.models import Keyword

    Keyword.objects.create(slug="kicker", name_en="Kicker", kind="keyword")
    page = client.get("/fr/").content.decode()
    assert '<a href="/fr/keywords/kicker/"><span lang="en">Kicker</span></a>' in page
    assert '<a href="/fr/keywords/replicate/">Duplication</a>' in page
    assert '<span lang="en">Kicker</span>' not in client.get("/en/").content.decode()


@pytest.mark.parametrize("path", ["/fr/", "/fr/keywords/"])
def test_the_keyword_lists_kept_rendered_show_a_change_at_once(client, path):
    """The keyword lists are cached rendered: an editor's rename, a new keyword and an import
    (a bulk write, which sends no save signal) each show on the next page."""
    from common.signals import bulk_written_send
    from keywords.models import Keyword

    assert "Duplication" in visible_text(client.get(path))
    replicate = Keyword.objects.get(slug="replicate")
    replicate.name_fr = "Réplique"
    replicate.save()
    assert "Réplique" in visible_text(client.get(path))
    Keyword.objects.create(slug="affinity", name_en="Affinity", kind="keyword")
    assert "Affinity" in visible_text(client.get(path))
    Keyword.objects.filter(slug="affinity").update(name_en="Bffinity")
    bulk_written_send(Keyword)
    assert "Bffinity" in visible_text(client.get(path))


@pytest.mark.parametrize("path", ["/fr/cr/502.52", "/fr/cr/5"])
def test_a_rule_page_kept_rendered_shows_a_change_at_once(client, path):
    """A rule page's text is cached rendered (a chapter is 2,000 paragraphs): the French an
    editor saves and a re-import's text (a bulk write) show on the next page, on the rule's
    page and on its chapter's."""
    from common.signals import bulk_written_send
    from keywords.models import Rule
    from provenance.models import FrenchStatus

    assert "Duplication est un mot-clé" in visible_text(client.get(path))
    rule = Rule.objects.get(number="502.52a")
    rule.set_french(FrenchStatus.REVIEWED, text="La duplication, relue par un éditeur.")
    rule.save()
    assert "La duplication, relue par un éditeur." in visible_text(client.get(path))
    Rule.objects.filter(pk=rule.pk).update(text_en="Replicate, as imported again.")
    bulk_written_send(Rule)
    assert "Replicate, as imported again." in visible_text(client.get(path))


def test_the_keyword_notes_show_a_set_name_in_italics(client):
    page = client.get("/fr/keywords/replicate/").content.decode()
    assert "Asphyxie de <em>Fléau</em>" in page
    assert "_Fléau_" not in page


def test_french_pages_write_the_first_of_the_month_1er(client):
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    Ruling.objects.filter(pk=ruling.pk).update(published_at="2024-06-01")
    french = visible_text(client.get("/fr/cards/tempt-with-mayhem/"))
    assert "1er juin 2024 · source : Wizards of the Coast" in french
    assert "7 juin 2024 · source : Wizards of the Coast" in french
    assert "June 1, 2024 · source: Wizards of the Coast" in visible_text(
        client.get("/en/cards/tempt-with-mayhem/")
    )


def test_large_counts_have_their_digits_grouped_in_each_language(client):
    Card.objects.bulk_create(Card(slug=f"token-{n}", name_en=f"Token {n}") for n in range(1000))
    assert "1,003 cards" in visible_text(client.get("/en/"))
    assert "1\xa0003 cartes" in client.get("/fr/").content.decode()
    assert "1,003 cards" in visible_text(client.get("/en/cards/"))
    assert "effective February 1, 2006" in visible_text(client.get("/en/"))  # a year stays whole


def test_a_form_sent_without_its_token_gets_the_sites_own_page(db):
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    response = browser.post("/admin/login/?next=/admin/", {"username": "x", "password": "y"})
    assert response.status_code == 403
    page = response.content.decode()
    assert "The form could not be sent" in page
    assert "<style" not in page  # Django's own page has inline styles, which the CSP blocks
    french = browser.post("/admin/login/", HTTP_ACCEPT_LANGUAGE="fr")
    assert "Le formulaire n’a pas pu être envoyé" in french.content.decode()


def test_a_share_is_never_rounded_to_nothing_or_to_all():
    from django.utils import translation

    from pages.templatetags.numbers import share

    with translation.override("en"):
        assert [share(p) for p in (0, 0.01, 0.051, 12.345, 78.155, 99.96, 100)] == [
            "0.0\u00a0%",
            "<\u00a00.1\u00a0%",
            "0.1\u00a0%",  # rounded, not cut: 23 of 45,069 is not "0.0 %"
            "12.3\u00a0%",
            "78.2\u00a0%",
            ">\u00a099.9\u00a0%",
            "100.0\u00a0%",
        ]


def test_provenance_words_are_marked_in_the_page_language(client):
    """Screen readers read each label in its own language: « Anglais » on a French page is
    French, inside an English text; an English page's labels are English, inside the French."""
    import re

    gigadrowse = Card.objects.get(slug="gigadrowse")
    Ruling.objects.create(card=gigadrowse, published_at="2024-01-01", text_en="English only.")
    french = client.get("/fr/cards/gigadrowse/").content.decode()
    english = client.get("/en/cards/tempt-with-mayhem/").content.decode()

    assert '<span class="lang-tag" lang="fr">Anglais</span>' in french
    for label in re.findall(r'<p class="provenance [^"]*"[^>]*>', english):
        assert 'lang="en"' in label, label
    assert 'role="alert"' not in english


def test_the_home_page_counts_the_cards_the_card_list_lists(client):
    Card.objects.create(slug="a-gigadrowse", name_en="A-Gigadrowse", is_rebalanced=True)
    listed = Card.objects.filter(is_rebalanced=False).count()

    home = visible_text(client.get("/en/"))
    cards = visible_text(client.get("/en/cards/"))

    assert f"{listed} cards ·" in home
    assert f"{listed} cards" in cards and f"{listed + 1} cards" not in home


def test_the_language_switcher_names_each_language_in_itself(client):
    """Its name holds what it shows ("EN English"): a speech-control user says "click EN"
    (an accessibility review: the name was "English" alone)."""
    page = client.get("/fr/").content.decode()
    assert 'lang="en" rel="nofollow">EN<span class="visually-hidden"> English</span></a>' in page
    assert '<abbr title="Français">FR</abbr>' in page


@pytest.mark.parametrize("path", ["/fr/keywords/replicate/", "/fr/cards/?type=Instant"])
def test_a_list_of_cards_reads_their_names_not_their_texts(client, path):
    """A page of a hundred cards sorted among thousands (Flying's 2,000) reads the names it
    shows: sorting the cards' whole rows, texts included, took 27 ms a page on the full data."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        assert "Gigatorpeur" in visible_text(client.get(path))
    listing = [q["sql"] for q in queries if 'ORDER BY "rulings_card"."sort_name_fr"' in q["sql"]]
    assert listing
    assert not [sql for sql in listing if "oracle_text" in sql], listing


def test_the_home_page_shows_the_keywords_on_the_most_cards(client):
    """A French player's review: the home page listed the first 24 names in alphabetical
    order (Abandon, Absorb …), not the keywords players meet."""
    from keywords.models import Keyword

    names = [f"Aaa Keyword {number:02}" for number in range(30)]
    Keyword.objects.bulk_create(
        Keyword(slug=f"aaa-{number:02}", name_en=name, kind="keyword_ability")
        for number, name in enumerate(names)
    )
    flying = Keyword.objects.create(slug="flying", name_en="Flying", kind="keyword_ability")
    flyers = Card.objects.bulk_create(
        Card(slug=f"flyer-{number}", name_en=f"Flyer {number}") for number in range(3)
    )
    flying.cards.add(*flyers)

    text = visible_text(client.get("/en/"))

    assert "Flying" in text and "Replicate" in text  # Gigadrowse has Replicate
    shown = [name for name in names if name in text]
    assert len(shown) == 24 - 2  # the others, by name
    assert "Every keyword" in text


def test_an_editor_signed_in_reaches_the_admin_form_of_a_page(editor_client):
    """An editor's review: from a card's page, nothing led to its admin page."""
    from django.test import Client

    from rulings.models import Card

    card = Card.objects.get(slug="tempt-with-mayhem")
    form = f'href="/admin/rulings/card/{card.pk}/change/"'
    assert form in editor_client.get("/fr/cards/tempt-with-mayhem/").content.decode()
    keyword = editor_client.get("/en/keywords/replicate/").content.decode()
    assert 'href="/admin/keywords/keyword/' in keyword

    rule = editor_client.get("/en/cr/502.52a").content.decode()
    assert 'href="/admin/keywords/rule/' in rule
    # Staff who may not change cards (a viewer) get no link.
    from django.contrib.auth.models import User

    viewer = Client()
    viewer.force_login(User.objects.create_user("viewer", password="x", is_staff=True))
    assert form not in viewer.get("/fr/cards/tempt-with-mayhem/").content.decode()

    anonymous = Client().get("/fr/cards/tempt-with-mayhem/")
    assert form not in anonymous.content.decode()
    assert "Cookie" not in anonymous.get("Vary", "")  # a visitor's page varies with no cookie


def page_title(response) -> str:
    page = response.content.decode()
    return page[page.index("<title>") + 7 : page.index("</title>")]


def test_a_keyword_and_its_glossary_entry_have_titles_of_their_own(client):
    """A screen reader's list of tabs, a browser's history: « Duplication » named two pages
    (WCAG 2.4.2); each title now says which list the page belongs to."""
    from keywords.models import GlossaryEntry, RulesEdition

    GlossaryEntry.objects.create(
        edition=RulesEdition.objects.get(), term_en="Replicate", term_fr="Duplication"
    )
    keyword = page_title(client.get("/fr/keywords/replicate/"))
    entry = page_title(client.get("/fr/cr/glossary/replicate/"))
    assert keyword == "Duplication · Mots-clés · Grimoire"
    assert entry == "Duplication · Glossaire · Grimoire"


def test_each_page_of_the_card_list_has_its_own_title(client):
    Card.objects.bulk_create(Card(slug=f"filler-{n}", name_en=f"Filler {n:03}") for n in range(70))
    assert page_title(client.get("/fr/cards/")) == "Cartes · Grimoire"
    assert page_title(client.get("/fr/cards/?page=2")) == "Cartes · page 2 · Grimoire"


def test_rulings_and_a_card_answer_are_headings_a_screen_reader_can_jump_to(client, demo_index):
    """Each ruling is headed by its date and source (h3 under the page's « N décisions »),
    and the card a search answers with by its name (h2, as a keyword's or a rule's answer)."""
    import re

    card_page = client.get("/fr/cards/tempt-with-mayhem/").content.decode()
    rulings = re.findall(r'<article class="ruling"[^>]*>\s*<h3 class="ruling-meta">', card_page)
    assert len(rulings) == Ruling.objects.filter(card__slug="tempt-with-mayhem").count() > 1
    answer = client.get("/fr/search/", {"q": "Tentation du chaos"}).content.decode()
    section = answer[answer.index('<section class="answer"') :]
    assert re.search(r'<h2 class="card-name"><a href="/fr/cards/tempt-with-mayhem/">', section)


def test_the_home_pages_latest_rulings_show_two_of_a_card_and_the_engine_once(client):
    """A pages review: the latest rulings were Tempt with Mayhem's eight, dated the same
    day, each repeating the engine that translated it."""
    import re

    page = client.get("/fr/").content.decode()
    latest = page[page.index("<h2>Dernières clarifications</h2>") :]
    cards = re.findall(r'<h3 class="ruling-meta">.*?<a href="(/fr/cards/[^"/]+/)"', latest)
    assert cards and max(cards.count(card) for card in cards) == 2
    assert len(set(cards)) == Card.objects.filter(rulings__isnull=False).distinct().count()
    assert latest.count("machine-said-once") == 1
    assert latest.count("Traduction générée automatiquement") == 1
