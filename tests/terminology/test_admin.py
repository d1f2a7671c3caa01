"""Editors correct mined terms in the admin; a corrected pair is theirs from then on."""

import pytest
from django.contrib.auth.models import Group

from common.roles import EDITORS
from terminology.models import LexiconEntry, Term

pytestmark = pytest.mark.django_db


@pytest.fixture
def ward() -> Term:
    return Term.objects.create(
        english="Ward", french="Protection", kind="keyword", count=3, confidence=0.6
    )


def _form(term: Term, **changes) -> dict:
    form = {"english": term.english, "kind": term.kind, "french": term.french}
    form["source"] = term.source
    return form | changes


def test_editors_may_add_change_and_view_terms_but_not_delete_them_and_see_unread_words() -> None:
    permissions = set(
        Group.objects.get(name=EDITORS)
        .permissions.filter(content_type__app_label="terminology")
        .values_list("codename", flat=True)
    )
    assert permissions == {
        *("add_term", "change_term", "view_term"),
        *("add_lexiconentry", "change_lexiconentry", "view_lexiconentry"),
        *("change_unreadword", "view_unreadword"),
    }


def test_a_french_term_corrected_by_an_editor_is_marked_as_verified(editor_client, ward) -> None:
    response = editor_client.post(
        f"/admin/terminology/term/{ward.pk}/change/", _form(ward, french="Parade")
    )

    assert response.status_code == 302, response.content.decode()[:2000]
    ward.refresh_from_db()
    assert (ward.french, ward.source) == ("Parade", Term.Source.EDITOR)


def test_an_editor_may_mark_mined_terms_as_verified(editor_client, ward) -> None:
    response = editor_client.post(
        "/admin/terminology/term/",
        {"action": "mark_verified", "_selected_action": [ward.pk]},
    )

    assert response.status_code == 302
    ward.refresh_from_db()
    assert ward.source == Term.Source.EDITOR


def test_a_term_of_the_same_english_in_another_case_is_refused(editor_client, ward) -> None:
    """An editor's review: "CAST = jouer" was kept beside "cast = lancer", and the search
    read it ("jouer" led with Cast)."""
    response = editor_client.post(
        "/admin/terminology/term/add/", _form(ward, english="WARD", french="Garde")
    )

    assert response.status_code == 200
    assert "already have this English, written “Ward”" in response.content.decode()
    assert Term.objects.filter(english__iexact="ward").count() == 1


def test_the_actions_of_the_terms_and_the_lexicon_write_history(editor_client, ward) -> None:
    """An editor's review: « Reject » and « Mark as verified » left no history."""
    from django.contrib.admin.models import LogEntry

    entry = LexiconEntry.objects.create(french="garde", english="ward", aligned=3)
    editor_client.post(
        "/admin/terminology/term/", {"action": "mark_verified", "_selected_action": [ward.pk]}
    )
    editor_client.post(
        "/admin/terminology/lexiconentry/", {"action": "reject", "_selected_action": [entry.pk]}
    )
    messages = {(log.content_type.model, log.change_message) for log in LogEntry.objects.all()}
    assert ("term", "Marked as verified by an editor.") in messages
    assert ("lexiconentry", "Rejected: never used.") in messages


def test_the_term_list_can_be_filtered_and_searched(editor_client, ward) -> None:
    page = editor_client.get("/admin/terminology/term/", {"kind": "keyword", "q": "Ward"})

    assert page.status_code == 200
    assert "Protection" in page.content.decode()


# --- The lexicon ----------------------------------------------------------------------


@pytest.fixture
def champ() -> LexiconEntry:
    return LexiconEntry.objects.create(french="champ", english="battlefield", aligned=3)


def _lexicon_form(entry: LexiconEntry, **changes) -> dict:
    form = {"french": entry.french, "english": entry.english, "source": entry.source}
    if entry.rejected:
        form["rejected"] = "on"
    return form | changes


def test_a_lexicon_entry_corrected_by_an_editor_is_theirs(editor_client, champ) -> None:
    response = editor_client.post(
        f"/admin/terminology/lexiconentry/{champ.pk}/change/",
        _lexicon_form(champ, french="champ de bataille"),
    )

    assert response.status_code == 302, response.content.decode()[:2000]
    champ.refresh_from_db()
    assert (champ.french, champ.source) == ("champ de bataille", LexiconEntry.Source.EDITOR)


def test_an_editor_may_reject_lexicon_entries(editor_client, champ) -> None:
    response = editor_client.post(
        "/admin/terminology/lexiconentry/", {"action": "reject", "_selected_action": [champ.pk]}
    )

    assert response.status_code == 302
    champ.refresh_from_db()
    assert (champ.rejected, champ.source) == (True, LexiconEntry.Source.EDITOR)


def test_the_glossary_s_french_terms_follow_an_editor_s_lexicon(editor_client) -> None:
    """A glossary entry named from the lexicon loses its name when the entry is rejected, and
    takes an editor's correction."""
    from keywords.models import GlossaryEntry
    from provenance.models import NameSource
    from tests.search.current_rules import current_glossary

    current_glossary({"Main Phase": "See rule 505."})
    entry = LexiconEntry.objects.create(
        french="phase principal", english="main phase", aligned=57, score=1.0
    )
    editor_client.post(
        f"/admin/terminology/lexiconentry/{entry.pk}/change/",
        _lexicon_form(entry, french="phase principale"),
    )
    main = GlossaryEntry.objects.get(term_en="Main Phase")
    assert (main.term_fr, main.term_fr_source) == ("Phase principale", NameSource.MINED)
    editor_client.post(
        "/admin/terminology/lexiconentry/", {"action": "reject", "_selected_action": [entry.pk]}
    )
    main.refresh_from_db()
    assert main.term_fr == ""


def test_the_lexicon_is_searched_and_filtered_on_rejection(editor_client, champ) -> None:
    LexiconEntry.objects.create(french="éphémère", english="instant", rejected=True)

    found = editor_client.get("/admin/terminology/lexiconentry/", {"q": "battle"})
    rejected = editor_client.get("/admin/terminology/lexiconentry/", {"rejected__exact": "1"})

    assert "champ" in found.content.decode() and "éphémère" not in found.content.decode()
    assert "éphémère" in rejected.content.decode() and "champ" not in rejected.content.decode()


@pytest.mark.parametrize("typed", ["mal d’invocation", "Mal d'Invocation", "MAL D'INVOCATION"])
def test_an_entry_the_search_reads_as_another_is_refused_with_a_link(editor_client, typed):
    """An editor's review: « mal d’invocation » (a curly apostrophe) was saved beside « mal
    d'invocation » with the same English; rejecting one left the other read."""
    sickness = LexiconEntry.objects.create(
        french="mal d'invocation", english="summoning sickness", aligned=9
    )
    response = editor_client.post(
        "/admin/terminology/lexiconentry/add/",
        {"french": typed, "english": "Summoning sickness", "source": "editor"},
    )

    assert response.status_code == 200
    page = response.content.decode()
    assert "The lexicon already has this entry" in page
    assert f"/admin/terminology/lexiconentry/{sickness.pk}/change/" in page
    assert LexiconEntry.objects.count() == 1


def test_the_french_admin_names_lexicon_entries_in_correct_french(editor_client) -> None:
    """An editor's review: « Ajout de entrée du lexique », « 2996 lexique »."""
    LexiconEntry.objects.create(french="champ", english="battlefield", aligned=3)
    french = {"HTTP_ACCEPT_LANGUAGE": "fr"}

    added = editor_client.get("/admin/terminology/lexiconentry/add/", **french).content.decode()
    listed = editor_client.get("/admin/terminology/lexiconentry/", **french).content.decode()

    assert "de entrée" not in added and "Ajout de paire du lexique" in added
    assert "1 paire du lexique" in listed
