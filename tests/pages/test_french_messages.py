"""Every UI string has its French, and the committed .mo says what the .po says."""

import ast
import gettext
import re
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "locale" / "fr" / "LC_MESSAGES"


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


# The functions that mark a string for translation, and which of their arguments is the message.
MARKING = {
    **dict.fromkeys(["_", "gettext", "gettext_lazy", "gettext_noop"], 0),
    **dict.fromkeys(["ngettext", "ngettext_lazy"], 0),
    **dict.fromkeys(["pgettext", "pgettext_lazy", "npgettext", "npgettext_lazy"], 1),
}
NOT_THE_SITES_CODE = {".venv", "tests", "bench", "var", "static", "test-artifacts"}


def marked_messages() -> list[tuple[str, str | None, str, str]]:
    """(where, context, message, plural or "") of every literal string the site's Python
    marks for translation."""
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT).parts
        if parts[0] in NOT_THE_SITES_CODE or "migrations" in parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            at = MARKING.get(name)
            if at is None or len(node.args) <= at:
                continue
            message, context = node.args[at], node.args[0] if at else None
            if not _literal(message) or (context is not None and not _literal(context)):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            plural = node.args[at + 1] if "ngettext" in name and len(node.args) > at + 1 else None
            found.append(
                (
                    where,
                    context.value if context else None,
                    message.value,
                    plural.value if plural is not None and _literal(plural) else "",
                )
            )
    return found


def _literal(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def test_every_string_the_code_marks_is_in_the_catalog(catalog):
    """`makemessages` adds what the code marks; a string added by hand since it last ran was
    shown in English on the French pages (« Traduction automatique (stale) »)."""
    known = {(entry.msgctxt, entry.msgid, entry.msgid_plural or "") for entry in catalog}
    messages = marked_messages()
    assert len(messages) > 300  # the walk found the code
    assert [found for found in messages if found[1:] not in known] == []


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
