"""The public coverage page, and what readers see of stale French."""

import pytest
from django.utils import translation

from machine_translation.selectors import translation_coverage
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")


def test_coverage_counts_each_status_per_kind_of_text():
    # Labelled in the active language, which a test before may have left French.
    with translation.override("en"):
        rows = {row.label: row for row in translation_coverage()}
    rulings = rows["rulings"]
    assert (rulings.total, rulings.machine, rulings.stale, rulings.missing) == (23, 23, 1, 0)
    rules = rows["rules (text and examples)"]
    assert (rules.total, rules.official, rules.missing) == (5, 3, 2)
    assert rows[""].total == sum(row.total for label, row in rows.items() if label)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coverage_page_exists_in_both_languages(client, language):
    response = client.get(f"/{language}/translations/")
    assert response.status_code == 200
    page = visible_text(response)
    title = {"en": "Translation coverage", "fr": "Couverture de la traduction"}[language]
    assert title in page
    assert "23 (100.0 %)" in page if language == "en" else "23 (100,0 %)" in page


def test_the_french_coverage_page_names_statuses_and_texts_in_french(client):
    page = visible_text(client.get("/fr/translations/"))
    for label in ("Officiel", "Relu par un rédacteur", "Traduction automatique", "Manquant"):
        assert label in page
    assert "Clarifications" in page and "Textes de cartes" in page


def test_each_row_names_the_texts_it_counts_not_the_objects(client):
    """A pages review: « Mots-clés 324 : 0 officiel, 323 manquant » while a hundred keywords
    have official French names. The row counts their summaries; their names have a source
    of their own."""
    page = client.get("/fr/translations/").content.decode()
    table = page[page.index('<table class="coverage') : page.index("</table>")]
    assert "Résumés et notes des mots-clés" in table and ">Mots-clés<" not in table
    assert "Textes de cartes (ligne de type et texte de règles)" in table
    english = visible_text(client.get("/en/translations/"))
    assert "Keyword summaries and notes" in english and "Glossary definitions" in english


def test_every_page_links_to_the_coverage_page_from_its_footer(client):
    assert 'href="/fr/translations/"' in client.get("/fr/").content.decode()
    assert 'href="/en/translations/"' in client.get("/en/").content.decode()


def ruling_html(page: str, pk: int) -> str:
    start = page.index(f'id="ruling-{pk}"')
    return page[start : page.index("</article>", start)]


def test_stale_french_shows_a_warning_and_the_current_english_open_beside_it(client):
    page = client.get("/fr/cards/tempt-with-mayhem/").content.decode()
    stale = ruling_html(page, 17)  # the demo ruling whose English changed since its French
    # In the page's language; a notice, not an alert: it is there from the start.
    assert 'class="provenance provenance-stale" lang="fr"' in stale
    assert '<details class="text-en original" open lang="en">' in stale
    assert "Tempt with Mayhem can&#x27;t target itself. There are limits, after all." in stale
    assert "provenance-stale" not in ruling_html(page, 16)


def test_english_pages_mark_stale_french_as_outdated(client):
    page = client.get("/en/cards/tempt-with-mayhem/").content.decode()
    assert "Machine translation · outdated" in ruling_html(page, 17)


def test_large_counts_are_grouped_and_a_tiny_share_is_not_shown_as_nothing(client):
    from rulings.models import Card

    Card.objects.bulk_create(Card(slug=f"token-{n}", name_en=f"Token {n}") for n in range(2000))
    english = visible_text(client.get("/en/translations/"))
    assert "2,003" in english  # the cards, all missing French but one official
    assert "1 (< 0.1 %)" in english
    french = client.get("/fr/translations/")
    assert ">2\xa0003</td>" in french.content.decode()
    assert "1 (< 0,1 %)" in visible_text(french)
