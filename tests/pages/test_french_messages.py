"""Every UI string has its French, and the committed .mo says what the .po says."""

import gettext
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
