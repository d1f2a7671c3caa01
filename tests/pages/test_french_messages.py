"""Every UI string has its French, and the committed .mo says what the .po says."""

import gettext
import re
from pathlib import Path

import polib
import pytest

LOCALE = Path(__file__).resolve().parents[2] / "locale" / "fr" / "LC_MESSAGES"


@pytest.fixture(scope="module")
def catalog() -> polib.POFile:
    return polib.pofile(str(LOCALE / "django.po"))


def test_every_ui_string_is_translated_into_french(catalog):
    missing = [entry.msgid for entry in catalog.untranslated_entries()]
    guessed = [entry.msgid for entry in catalog.fuzzy_entries()]
    assert (missing, guessed) == ([], [])


def test_the_compiled_messages_match_the_translations(catalog):
    with (LOCALE / "django.mo").open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for entry in catalog.translated_entries():
        if entry.msgid_plural:
            continue
        key = f"{entry.msgctxt}\x04{entry.msgid}" if entry.msgctxt else entry.msgid
        assert compiled._catalog.get(key) == entry.msgstr, entry.msgid


# French typography: no line may break before « : » « ; » « ? » « ! » nor inside guillemets.
# The interface's French carries a no-break space before the colon and inside « », a narrow
# one before ; ? ! (the French of the data, printed cards and official rules, is shown as
# published).
BREAKING_SPACE = re.compile(r" [:;?!]| »|« ")


def test_the_interface_french_never_breaks_a_line_before_its_punctuation(catalog):
    texts = [
        text
        for entry in catalog.translated_entries()
        for text in [entry.msgstr, *entry.msgstr_plural.values()]
    ]
    assert [text for text in texts if BREAKING_SPACE.search(text)] == []


@pytest.mark.usefixtures("demo_data")
def test_a_french_page_keeps_its_title_and_colon_together(client):
    page = client.get("/fr/").content.decode()
    assert "Grimoire\u00a0: les règles" in page
    assert "Grimoire : les règles" not in page
