"""An editor's form sent back altered by hand (a browser's developer tools, a script) is
refused with a message or saved as a form drawn without the altered part: never a server
error, never a half save."""

import pytest

from keywords.models import Keyword
from rulings.models import Card, Ruling
from tests.admin.test_editor_flow import change_form, ruling_form

pytestmark = pytest.mark.usefixtures("demo_data")

# Nested deeper than Python's recursion limit lets json read.
DEEPLY_NESTED = "[" * 5000


def card_change(client) -> tuple[str, dict[str, list[str]]]:
    card = Card.objects.get(slug="tempt-with-mayhem")
    url = f"/admin/rulings/card/{card.pk}/change/"
    return url, change_form(client, url)


@pytest.mark.parametrize(
    "opened",
    [DEEPLY_NESTED, '{"keywords": 5}', '{"oracle_text_en": []}'],
    ids=["nested too deep", "a number for a list", "a list for a text"],
)
def test_a_card_saved_with_altered_opened_values_saves_what_the_editor_typed(editor_client, opened):
    url, form = card_change(editor_client)
    form["opened_values"] = [opened]
    form["oracle_text_en"] = ["Typed by the editor."]

    response = editor_client.post(url, form)

    assert response.status_code == 302, response.content.decode()[:2000]
    assert Card.objects.get(slug="tempt-with-mayhem").oracle_text_en == "Typed by the editor."


def test_a_ruling_row_with_altered_opened_values_is_no_server_error(editor_client):
    url, form = card_change(editor_client)
    form["rulings-0-opened_values"] = [DEEPLY_NESTED]
    form["rulings-0-text_en"] = ["A row typed again."]

    assert editor_client.post(url, form).status_code == 302
    assert Ruling.objects.filter(text_en="A row typed again.").exists()


@pytest.mark.parametrize("key", ["bogus", "9" * 40, "-1"])
def test_a_keyword_whose_rule_is_not_a_key_is_refused_with_a_message(editor_client, key):
    keyword = Keyword.objects.get(slug="replicate")
    url = f"/admin/keywords/keyword/{keyword.pk}/change/"
    form = change_form(editor_client, url) | {"rule": [key]}

    response = editor_client.post(url, form)

    assert response.status_code == 200
    assert "Select a valid choice" in response.content.decode()
    assert Keyword.objects.get(slug="replicate").rule_id == keyword.rule_id


@pytest.mark.parametrize("key", ["bogus", "9" * 40])
def test_a_ruling_of_no_card_key_is_refused_with_a_message(editor_client, key):
    form = ruling_form(Card.objects.get(slug="tempt-with-mayhem")) | {"card": key}

    response = editor_client.post("/admin/rulings/ruling/add/", form)

    assert response.status_code == 200
    assert "Select a valid choice" in response.content.decode()
    assert not Ruling.objects.filter(text_en=form["text_en"]).exists()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("keywords", "bogus", "“bogus” is not a valid value."),
        ("keywords", "9" * 40, f"“{'9' * 40}” is not a valid value."),
        # Django would draw the page again with its cap of 2,000 rows (some seven seconds).
        ("rulings-TOTAL_FORMS", "100000", "Please submit at most 300 forms."),
    ],
    ids=["a keyword that is no key", "a keyword key past 64 bits", "100,000 ruling rows"],
)
def test_a_card_page_altered_by_hand_is_refused_with_a_message(
    editor_client, field, value, message
):
    url, form = card_change(editor_client)
    form[field] = [value]
    form["oracle_text_en"] = ["Not saved."]

    response = editor_client.post(url, form)

    assert response.status_code == 200
    assert message in response.content.decode()
    assert Card.objects.get(slug="tempt-with-mayhem").oracle_text_en != "Not saved."
