"""Every list is in the order of the names it shows, in the page's language: case and accents
ignored first (« abîme », « Aube », « Éclair », « Eclaireur », « Écume »)."""

import re

import pytest

from common.collation import collation_key, sorted_by_name
from keywords.models import GlossaryEntry, Keyword, RulesEdition
from rulings.models import Card

pytestmark = pytest.mark.django_db

# English name -> French name as printed ("" when no French printing is known).
CARDS = {
    "Foam": "Écume",
    "Scout": "Eclaireur",
    "Lightning": "Éclair",
    "Flash of Light": "Eclair",
    "Dawn": "Aube",
    "Azure": "Azur",
    "Abyss": "Abîme",
    "Zebra": "Zèbre",
    "Gandalf, Westward Voyager": "",
}
FRENCH_ORDER = [
    "Abîme",
    "Aube",
    "Azur",
    "Eclair",
    "Éclair",
    "Eclaireur",
    "Écume",
    "Gandalf, Westward Voyager",  # no French name: shown, and filed, under its English one
    "Zèbre",
]
ENGLISH_ORDER = sorted(CARDS, key=str.casefold)
KEYWORDS = {
    "Replicate": "Duplication",
    "Echo": "Écho",
    "Escape": "Échappée",
    "Embalm": "Embaumement",
    "Flying": "Vol",
    "Abandon": "",
}
FRENCH_KEYWORDS = ["Abandon", "Duplication", "Échappée", "Écho", "Embaumement", "Vol"]
ENGLISH_KEYWORDS = ["Abandon", "Echo", "Embalm", "Escape", "Flying", "Replicate"]


@pytest.fixture
def cards(db) -> list[Card]:
    # Created in neither order, so that the pages must sort them.
    return [
        Card.objects.create(slug=f"card-{n}", name_en=english, name_fr=french)
        for n, (english, french) in enumerate(sorted(CARDS.items(), key=lambda i: i[1][::-1]))
    ]


@pytest.fixture
def keywords(cards) -> list[Keyword]:
    created = []
    for english, french in sorted(KEYWORDS.items(), reverse=True):
        keyword = Keyword.objects.create(
            slug=english.lower(), name_en=english, name_fr=french, kind="keyword_ability"
        )
        keyword.cards.set(cards)
        created.append(keyword)
    return created


def names_in(html: str, css_class: str, tag: str = "a") -> list[str]:
    """The link texts of the list with `css_class`, in page order."""
    block = re.search(rf'<(?:ul|table|dl) class="{css_class}">(.*?)</(?:ul|table|dl)>', html, re.S)
    assert block, css_class
    return [
        re.sub(r"<[^>]+>", "", text).strip()
        for text in re.findall(rf"<{tag}\b[^>]*>(.*?)</{tag}>", block.group(1), re.S)
    ]


def test_the_collation_ignores_case_and_accents_first_then_tells_them_apart():
    names = ["Écume", "zèbre", "Eclaireur", "Éclair", "abîme", "Aube", "Eclair", "éclair"]
    assert sorted_by_name(names, str) == [
        "abîme", "Aube", "Eclair", "Éclair", "éclair", "Eclaireur", "Écume", "zèbre"
    ]  # fmt: skip
    # Python's own order: capitals first, accented capitals after "z".
    assert sorted(names)[:3] == ["Aube", "Eclair", "Eclaireur"]
    assert collation_key("Cœur") < collation_key("Coup") < collation_key("coureur")


def test_the_card_lists_file_each_language_by_its_own_names(client, cards):
    french = names_in(client.get("/fr/cards/").content.decode(), "card-list")
    english = names_in(client.get("/en/cards/").content.decode(), "card-list")
    assert french == FRENCH_ORDER
    assert english == ENGLISH_ORDER


def test_a_keywords_cards_are_in_the_order_of_the_pages_language(client, keywords):
    french = client.get("/fr/keywords/flying/").content.decode()
    english = client.get("/en/keywords/flying/").content.decode()
    assert _card_links(french) == FRENCH_ORDER
    assert _card_links(english) == ENGLISH_ORDER


def _card_links(html: str) -> list[str]:
    return [
        re.sub(r"<[^>]+>", "", text).strip()
        for text in re.findall(r'<li><a href="/\w\w/cards/[^"]+">(.*?)</a>', html)
    ]


def test_the_keyword_list_and_the_home_page_file_keywords_by_the_names_they_show(client, keywords):
    french_list = client.get("/fr/keywords/").content.decode()
    # French first, each keyword's French name linked (or "none known"), then its English.
    rows = re.findall(r"<tr>\s*(.*?)</tr>", french_list, re.S)[1:]
    assert [_first_cell(row) for row in rows] == [
        KEYWORDS[name] or "aucun connu" for name in _english_of(FRENCH_KEYWORDS)
    ]
    english_list = client.get("/en/keywords/").content.decode()
    rows = re.findall(r"<tr>\s*(.*?)</tr>", english_list, re.S)[1:]
    assert [_first_cell(row) for row in rows] == ENGLISH_KEYWORDS
    assert names_in(client.get("/fr/").content.decode(), "keyword-cloud") == FRENCH_KEYWORDS
    assert names_in(client.get("/en/").content.decode(), "keyword-cloud") == ENGLISH_KEYWORDS


def _first_cell(row: str) -> str:
    cell = re.search(r"<td[^>]*>(.*?)</td>", row, re.S).group(1)
    return re.sub(r"<[^>]+>", "", cell).strip()


def _english_of(french_names: list[str]) -> list[str]:
    by_french = {french or english: english for english, french in KEYWORDS.items()}
    return [by_french[name] for name in french_names]


def test_the_glossary_files_terms_by_the_page_languages_term(client):
    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    for english, french in [
        ("Exile", "Exil"),
        ("APNAP Order", "Ordre AJANA"),
        ("Abandon", ""),
        ("Echo", "Écho"),
        ("Emblem", "Emblème"),
    ]:
        GlossaryEntry.objects.create(
            edition=edition, term_en=english, term_fr=french, definition_en="..."
        )
    french = client.get("/fr/cr/glossary/").content.decode()
    english = client.get("/en/cr/glossary/").content.decode()
    assert _terms(french) == ["Abandon", "Écho", "Emblème", "Exil", "Ordre AJANA"]
    assert _terms(english) == ["Abandon", "APNAP Order", "Echo", "Emblem", "Exile"]


def _terms(html: str) -> list[str]:
    return [
        re.sub(r"</?a\b[^>]*>", "", re.split(r"<span", term)[0]).strip()
        for term in re.findall(r'<dt id="[^"]*" lang="\w\w">(.*?)</dt>', html, re.S)
    ]


def test_an_elided_article_is_a_word_of_its_own():
    """A pages review: every « À la … » came before « À l'abattoir » and « À l'assaut »."""
    names = ["À la dérive", "À l’abattoir", "À l'assaut", "Abattre", "À bas"]
    assert sorted_by_name(names, str) == [
        "À bas", "À l’abattoir", "À l'assaut", "À la dérive", "Abattre"
    ]  # fmt: skip


def test_the_migration_writes_the_keys_of_elided_names_and_back():
    """Migration rulings/0021 rewrites the stored keys as collation_key now makes them, and
    back as 0007 made them (an apostrophe dropped) for the code before it."""
    from importlib import import_module

    from django.apps import apps

    migration = import_module("rulings.migrations.0021_card_sort_names_elisions")
    eye = Card.objects.create(slug="eye", name_en="The Eye of Vecna", name_fr="L'Œil de Vecna")
    saga = Card.objects.create(slug="saga", name_en="Urza's Saga")
    now = {card.pk: (card.sort_name_en, card.sort_name_fr) for card in (eye, saga)}

    migration.fill_sort_names_as_before(apps, None)
    eye.refresh_from_db()
    assert eye.sort_name_fr.startswith("loeil de vecna\x01")
    migration.fill_sort_names(apps, None)

    for card in Card.objects.filter(pk__in=now):
        assert (card.sort_name_en, card.sort_name_fr) == now[card.pk]
    assert now[eye.pk][1].startswith("l oeil de vecna\x01")
    assert now[saga.pk][0].startswith("urzas saga\x01")
