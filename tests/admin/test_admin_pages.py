"""The editors' admin: Grimoire's name, English-first forms, stale French said out loud, and a
card page that stays short and quick with 300+ keywords and many rulings."""

import re

import pytest

from keywords.models import Keyword
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")


@pytest.mark.parametrize(
    ("language", "name"), [("en", "Grimoire administration"), ("fr", "Administration de Grimoire")]
)
def test_the_admin_is_called_grimoire_in_both_languages(editor_client, language, name):
    response = editor_client.get("/admin/", HTTP_ACCEPT_LANGUAGE=language)
    page = response.content.decode()
    assert f"<title>{name}" in page or f"| {name}</title>" in page
    assert name in visible_text(response)
    assert "Django" not in visible_text(response)


def test_translated_forms_load_the_english_first_script(editor_client):
    # The browser test (tests/browser/test_editor_review.py) sees the English tab open.
    card = Card.objects.get(slug="tempt-with-mayhem")
    page = editor_client.get(f"/admin/rulings/card/{card.pk}/change/").content.decode()
    scripts = re.findall(r'<script src="([^"]+)"', page)
    assert any(src.endswith("js/admin-english-first.js") for src in scripts)


def reviewed_then_english_changed() -> Ruling:
    ruling = Ruling.objects.filter(fr_status=FrenchStatus.MACHINE).first()
    ruling.mark_french_reviewed()
    ruling.save()
    ruling.text_en += " This sentence came later."
    ruling.save()
    return ruling


def test_the_change_form_says_when_reviewed_french_is_stale(editor_client):
    ruling = reviewed_then_english_changed()
    page = visible_text(editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/change/"))
    assert "Reviewed by an editor" in page
    assert "Stale: the English has changed since this French was made." in page


def test_the_change_form_says_when_french_matches_todays_english(editor_client):
    ruling = Ruling.objects.filter(fr_status=FrenchStatus.MACHINE).first()
    ruling.mark_french_reviewed()
    ruling.save()
    page = visible_text(editor_client.get(f"/admin/rulings/ruling/{ruling.pk}/change/"))
    assert "Made from today's English." in page
    assert "Stale: the English has changed" not in page  # (the field's help says "Stale:")


def test_the_card_form_warns_of_a_stale_ruling_in_its_rows_in_french(editor_client):
    ruling = reviewed_then_english_changed()
    response = editor_client.get(
        f"/admin/rulings/card/{ruling.card_id}/change/", HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert "Périmé : l’anglais a changé depuis que ce français a été fait." in visible_text(
        response
    )


def test_the_card_form_picks_keywords_with_a_search_box_not_a_list_of_all(editor_client):
    for number in range(30):  # the full data has 327: a picker listed them all
        Keyword.objects.create(
            slug=f"quokka-{number}", name_en=f"Quokka {number}", kind="keyword_ability"
        )
    card = Card.objects.filter(keywords__isnull=False).first()
    page = editor_client.get(f"/admin/rulings/card/{card.pk}/change/").content.decode()
    select = re.search(r'<select name="keywords"[^>]*>(.*?)</select>', page, re.S)
    assert "admin-autocomplete" in select.group(0)
    assert select.group(1).count("<option") == card.keywords.count() < Keyword.objects.count()
    answer = editor_client.get(
        "/admin/autocomplete/",
        {"term": "repl", "app_label": "rulings", "model_name": "card", "field_name": "keywords"},
    )
    assert [item["text"] for item in answer.json()["results"]] == ["Replicate"]


def test_the_card_form_shows_its_rulings_as_rows_with_links(editor_client):
    card = Card.objects.get(slug="gandalf-westward-voyager")
    page = editor_client.get(f"/admin/rulings/card/{card.pk}/change/").content.decode()
    assert "tabular" in page
    for ruling in card.rulings.all():
        assert f"/admin/rulings/ruling/{ruling.pk}/change/" in page


def test_the_ruling_list_filters_by_year_published(editor_client):
    years = sorted({ruling.published_at.year for ruling in Ruling.objects.all()})
    page = visible_text(editor_client.get("/admin/rulings/ruling/"))
    assert "By year published" in page
    year = years[0]
    listed = visible_text(editor_client.get("/admin/rulings/ruling/", {"year": year}))
    expected = Ruling.objects.filter(published_at__year=year).count()
    assert f"{expected} ruling" in listed


def test_the_ruling_forms_card_search_offers_the_name_typed_first(editor_client):
    for slug, name_en, name_fr in (
        ("abomination-of-llanowar", "Abomination of Llanowar", "Abomination de Llanowar"),
        ("llanowar-elves", "Llanowar Elves", "Elfes de Llanowar"),
        ("llanowar", "Llanowar", ""),
    ):
        Card.objects.create(slug=slug, name_en=name_en, name_fr=name_fr)

    def offered(term: str) -> list[str]:
        answer = editor_client.get(
            "/admin/autocomplete/",
            {"term": term, "app_label": "rulings", "model_name": "ruling", "field_name": "card"},
        )
        return [item["text"] for item in answer.json()["results"]]

    assert offered("Llanowar Elves") == ["Llanowar Elves"]
    assert offered("llanowar") == ["Llanowar", "Llanowar Elves", "Abomination of Llanowar"]
    assert offered("elfes de llan")[0] == "Llanowar Elves"  # the French name counts too


def test_the_french_admin_names_its_fields_in_french(editor_client):
    from keywords.models import Rule

    rule = Rule.objects.order_by("pk").first()
    french = {"HTTP_ACCEPT_LANGUAGE": "fr"}
    page = visible_text(editor_client.get(f"/admin/keywords/rule/{rule.pk}/change/", **french))
    listing = visible_text(editor_client.get("/admin/rulings/ruling/", **french))
    assert "Édition :" in page and "Edition :" not in page
    assert "Par statut du français" in listing


@pytest.mark.parametrize("year", ["0", "10000", "²", "abc"])
def test_the_ruling_list_answers_a_year_no_date_holds_with_no_ruling(editor_client, year):
    # (A number past 64 bits is refused before any filter: tests/admin/test_change_lists.py.)
    listed = editor_client.get("/admin/rulings/ruling/", {"year": year})
    assert listed.status_code == 200
    assert "0 rulings" in visible_text(listed)


@pytest.mark.parametrize(
    "model",
    [
        "rulings/card",
        "rulings/ruling",
        "keywords/rule",
        "keywords/keyword",
        "keywords/glossaryentry",
    ],
)
def test_every_translated_form_says_what_its_provenance_fields_mean(editor_client, model):
    """An editor's review: « French status », « French made on » and « Up to date » said
    nothing of themselves, and « Official », offered in the menu, was refused after the save
    to an editor who chose it for their own French."""
    page = visible_text(editor_client.get(f"/admin/{model}/add/"))

    assert "Official: what Wizards of the Coast printed or published" in page
    assert "refused for French typed here" in page
    assert "The day this French was made or last reviewed." in page
    assert "Whether this French was made from today's English." in page


def test_admin_pages_name_the_sites_icon(editor_client):
    """An editor's review: each admin page asked for /favicon.ico, a 404."""
    page = editor_client.get("/admin/").content.decode()
    assert '<link rel="icon" href="/static/img/grimoire.svg"' in page
    assert "Grimoire" in page  # Django's own base_site, extended, still titles it
