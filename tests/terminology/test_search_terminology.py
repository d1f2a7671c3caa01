"""The search reads French game words through the stored terminology."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from keywords.models import GlossaryEntry, RulesEdition
from rulings.models import Card
from search import services
from search.indexer import rebuild
from search.terminology import french_to_english
from terminology.models import LexiconEntry, Term

pytestmark = pytest.mark.django_db


def test_there_is_no_terminology_before_any_term_is_stored() -> None:
    assert french_to_english() == {}


def test_french_terms_map_to_english_words_folded_as_the_index_folds_them() -> None:
    Term.objects.create(english="Hexproof", french="Défense talismanique", kind="keyword")
    Term.objects.create(english="counter (verb)", french="contrecarrer", kind="rules_term")
    Term.objects.create(english="counter (noun)", french="marqueur", kind="rules_term")

    assert french_to_english() == {
        "defense talismanique": ["Hexproof"],
        "contrecarrer": ["counter"],
        "marqueur": ["counter"],
    }


def test_a_change_in_the_terms_is_seen_at_the_next_search() -> None:
    term = Term.objects.create(english="Ward", french="Protection", kind="keyword")
    assert "protection" in french_to_english()

    term.french = "Parade"
    term.save()
    assert set(french_to_english()) == {"parade"}

    term.delete()
    assert french_to_english() == {}


def test_a_french_query_finds_a_card_that_has_only_english_text(client) -> None:
    Card.objects.create(
        name="Storm Crow", name_en="Storm Crow", slug="storm-crow", oracle_text_en="Flying"
    )
    Term.objects.create(english="Flying", french="Vol", kind="keyword", count=2, confidence=1)
    rebuild()

    results = client.get("/api/search", {"q": "vol", "lang": "fr"}).json()["results"]

    assert [r["title_en"] for r in results] == ["Storm Crow"]


def test_the_rules_glossary_lends_its_english_words_to_french_nouns() -> None:
    Term.objects.create(english="change", french="remplacez", kind="rules_term")
    assert french_to_english().by_form("remplacement") == ["change"]

    edition = RulesEdition.objects.create(
        effective_date=datetime.date(2026, 8, 7), source="test", content_sha256="test-cognates"
    )
    GlossaryEntry.objects.create(edition=edition, term_en="Replacement Effect", definition_en="")

    # Read again at the next search: the glossary's import changed the version.
    assert french_to_english().by_form("remplacement") == ["replacement"]
    # And an editor's change to a term.
    entry = GlossaryEntry.objects.get(term_en="Replacement Effect")
    entry.term_en = "Substitution Effect"
    entry.save()
    assert french_to_english().by_form("remplacement") == ["change"]


@pytest.fixture
def mind_rot_indexed(db, search_index_dir) -> None:
    """A card whose text exists in English only."""
    Card.objects.create(
        name="Mind Rot",
        name_en="Mind Rot",
        slug="mind-rot",
        oracle_text_en="Each opponent discards.",
    )
    rebuild()


@pytest.mark.usefixtures("mind_rot_indexed")
def test_a_french_question_reaches_english_only_text_through_the_mined_lexicon(client) -> None:
    asked = {"q": "défaussez", "lang": "fr"}
    assert client.get("/api/search", asked).json()["results"] == []

    LexiconEntry.objects.create(french="défaussez", english="discard", aligned=9)
    LexiconEntry.objects.create(french="piochez", english="draw", aligned=9, rejected=True)
    assert french_to_english()["defaussez"] == ["discard"]
    assert "piochez" not in french_to_english()  # an editor rejected it

    results = client.get("/api/search", asked).json()["results"]
    assert [r["title_en"] for r in results] == ["Mind Rot"]


@pytest.mark.usefixtures("mind_rot_indexed")
def test_a_french_question_in_the_future_or_the_plural_reaches_the_english_text(client) -> None:
    """The cards speak to « vous » in the present; players write « il défaussera », « les
    adversaires défaussent », « il défaussait »."""
    LexiconEntry.objects.create(french="défaussez", english="discard", aligned=9)

    for asked in ("défaussera", "défaussent", "défaussait"):
        results = client.get("/api/search", {"q": asked, "lang": "fr"}).json()["results"]
        assert [r["title_en"] for r in results] == ["Mind Rot"], asked


@pytest.mark.usefixtures("mind_rot_indexed")
def test_an_editor_refuses_a_reading_made_through_another_form(editor_client) -> None:
    """The cards print « défaussez »; a question's « défausser » reads through it. An editor
    who rejects the pair « défausser » = "discard" (no entry of the lexicon holds it) stops
    that reading at the next search, and « défaussez » keeps its own."""
    LexiconEntry.objects.create(french="défaussez", english="discard", aligned=9)

    def found(french: str) -> list[str]:
        asked = {"q": french, "lang": "fr"}
        return [r["title_en"] for r in editor_client.get("/api/search", asked).json()["results"]]

    assert found("défausser") == ["Mind Rot"]
    refused = {"french": "défausser", "english": "Discard", "rejected": "on", "source": "editor"}
    response = editor_client.post("/admin/terminology/lexiconentry/add/", refused)
    assert response.status_code == 302, response.content.decode()[:2000]

    assert found("défausser") == [] and found("Défausser") == []
    assert found("défaussez") == ["Mind Rot"]


@pytest.mark.usefixtures("mind_rot_indexed")
def test_a_change_from_another_process_is_seen_within_the_time_to_live(client, monkeypatch) -> None:
    """Searches do not ask the database whether the terminology changed: a change no signal
    of this process announces (another process's, here an update()) is read after
    TERMINOLOGY_SECONDS, and the searches in between make no query on its tables."""
    LexiconEntry.objects.create(french="défaussez", english="discard", aligned=9)
    asked = {"q": "défaussez", "lang": "fr"}
    now = [1000.0]
    monkeypatch.setattr("common.caching.time.monotonic", lambda: now[0])
    assert len(client.get("/api/search", asked).json()["results"]) == 1

    # As another process's save would, but sending no signal here.
    LexiconEntry.objects.update(english="counter", updated_at=timezone.now())
    now[0] += services.TERMINOLOGY_SECONDS / 2
    with CaptureQueriesContext(connection) as queries:
        assert len(client.get("/api/search", asked).json()["results"]) == 1
    assert not [q for q in queries if "terminology_" in q["sql"]]

    now[0] += services.TERMINOLOGY_SECONDS
    assert client.get("/api/search", asked).json()["results"] == []
