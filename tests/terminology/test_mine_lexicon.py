"""mine_lexicon: the French -> English lexicon mined from printed cards, stored and read."""

from __future__ import annotations

import io
import time
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from terminology.models import LexiconEntry, Term
from terminology.selectors import (
    french_printed_counts,
    lexicon_french_to_english,
    lexicon_version,
)
from tests.rulings.helpers import ARCHIVE_NAME, card_entry, database_snapshot, set_file

pytestmark = pytest.mark.django_db

SENTENCES = [
    ("Draw a card.", "Piochez une carte."),
    ("Draw two cards.", "Piochez deux cartes."),
    ("Target player draws a card.", "Le joueur ciblé pioche une carte."),
    ("Each opponent draws two cards.", "Chaque adversaire pioche deux cartes."),
    ("Destroy target creature.", "Détruisez la créature ciblée."),
    ("Destroy all creatures.", "Détruisez toutes les créatures."),
]


def mine(*paths: Path | str, verbosity: int = 1) -> str:
    out = io.StringIO()
    call_command(
        "mine_lexicon", *map(str, paths), stdout=out, stderr=io.StringIO(), verbosity=verbosity
    )
    return out.getvalue()


def _cards(sentences: list[tuple[str, str]], copies: int = 3) -> list[dict]:
    cards = []
    for n, (english, french) in enumerate(sentences):
        for copy in range(copies):
            number = 10 * n + copy
            oracle_id = f"00000000-0000-4000-8000-{number:012d}"
            french_card = (f"Sort {number}", "Rituel", french)
            cards.append(card_entry(f"Spell {number}", oracle_id, text=english, french=french_card))
    return cards


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    return set_file(tmp_path / "LEX.json", _cards(SENTENCES))


def _entries() -> dict[str, tuple[str, str, bool]]:
    return {
        f"{e.french} = {e.english}": (e.source, e.aligned, e.rejected)
        for e in LexiconEntry.objects.all()
    }


def test_mined_entries_are_stored_with_their_counts(cards: Path) -> None:
    output = mine(cards)

    draw = LexiconEntry.objects.get(french="piochez")
    assert draw.english == "draw"
    # "Piochez" is printed on six cards, always as "Draw".
    assert (draw.aligned, draw.cooccurrences, draw.french_count, draw.english_count) == (6, 6, 6, 6)
    assert (draw.score, draw.source, draw.rejected) == (1.0, LexiconEntry.Source.MINED, False)
    assert LexiconEntry.objects.get(french="pioche").english == "draws"
    assert "Read 18 printed French texts" in output


def test_the_command_is_silent_at_verbosity_0(cards: Path) -> None:
    assert mine(cards, verbosity=0) == ""
    assert LexiconEntry.objects.exists()


def test_the_index_is_brought_up_to_date_after_unless_asked_not_to(cards: Path) -> None:
    """An operator's review: mining names glossary entries in French, which the search
    indexes, and the command, the last of « Loading the real data », left a single host's index
    without them until the next rebuild. It ends as the importers do."""
    from search import storage

    mine(cards, "--no-index")
    assert storage.current_path() is None

    output = mine(cards)

    assert "Rebuilding: no index yet." in output
    assert storage.current_path() is not None
    assert "Index up to date" in mine(cards)


def test_mining_the_same_files_again_changes_nothing(cards: Path) -> None:
    mine(cards)
    before = database_snapshot()

    output = mine(cards)

    assert database_snapshot() == before
    assert "Entries created 0, updated 0" in output


def test_an_entry_an_editor_corrected_is_never_changed_by_mining_again(cards: Path) -> None:
    mine(cards)
    LexiconEntry.objects.filter(french="piochez").update(english="draws (sic)", source="editor")

    output = mine(cards)

    # Neither changed back nor joined by the mined pair: the editor's French is theirs.
    assert list(LexiconEntry.objects.filter(french="piochez").values_list("english", "source")) == [
        ("draws (sic)", "editor")
    ]
    assert "1 of French an editor changed, verified or rejected left as they are" in output


def test_a_rejected_entry_is_kept_and_never_brought_back(cards: Path) -> None:
    mine(cards)
    LexiconEntry.objects.filter(french="pioche").update(rejected=True, source="editor")

    mine(cards)

    assert list(
        LexiconEntry.objects.filter(french="pioche").values_list("rejected", flat=True)
    ) == [True]
    assert "pioche" not in lexicon_french_to_english()


def test_mining_again_updates_counts_and_removes_what_is_no_longer_found(
    cards: Path, tmp_path: Path
) -> None:
    mine(cards)
    LexiconEntry.objects.create(french="lancez", english="cast", source="editor")
    fewer = set_file(tmp_path / "FEW.json", _cards(SENTENCES[:4], copies=4))

    mine(fewer)

    entries = _entries()
    assert entries["piochez = draw"] == ("mined", 8, False)  # four copies of two sentences
    assert "détruisez = destroy" not in entries  # the cards no longer print it
    assert entries["lancez = cast"] == ("editor", 0, False)  # the editor's stays


def test_a_bad_file_is_a_clear_error_and_stores_nothing(cards: Path, tmp_path: Path) -> None:
    truncated = tmp_path / "cut.json"
    truncated.write_bytes(cards.read_bytes()[:100])
    before = database_snapshot()

    with pytest.raises(CommandError, match=r"cut\.json: the JSON is truncated.*Nothing was stored"):
        mine(cards, truncated)

    assert database_snapshot() == before


def test_search_reads_the_english_of_folded_french_rejected_entries_left_out() -> None:
    LexiconEntry.objects.create(french="Mal d'invocation", english="summoning sickness")
    LexiconEntry.objects.create(french="lancez", english="cast", aligned=10)
    LexiconEntry.objects.create(french="lancez", english="roll", aligned=3)
    LexiconEntry.objects.create(french="lancé", english="cast", aligned=5)
    LexiconEntry.objects.create(french="champ", english="battlefield", rejected=True)

    assert lexicon_french_to_english() == {
        "mal d invocation": ["summoning sickness"],
        "lancez": ["cast", "roll"],
        "lance": ["cast"],
    }


def test_search_reads_on_how_many_cards_each_french_is_printed() -> None:
    Term.objects.create(english="Reach", french="Portée", kind="keyword", count=40)
    LexiconEntry.objects.create(french="portée", english="reach", aligned=2)
    LexiconEntry.objects.create(french="lancez", english="cast", aligned=10)
    LexiconEntry.objects.create(french="lancez", english="roll", aligned=3)
    LexiconEntry.objects.create(french="joueur passe", english="player skips")  # an editor's
    LexiconEntry.objects.create(french="champ", english="battlefield", aligned=9, rejected=True)

    assert french_printed_counts() == {"portee": 42, "lancez": 13, "joueur passe": 1}


def test_the_lexicon_version_changes_with_every_edit() -> None:
    entry = LexiconEntry.objects.create(french="lancez", english="cast")
    before = lexicon_version()

    time.sleep(0.001)
    entry.english = "cast (verb)"
    entry.save()

    assert lexicon_version() != before


# --- The 579-set archive ------------------------------------------------------------------

KNOWN_PAIRS = {
    "champ de bataille": "battlefield",
    "blessures de combat": "combat damage",
    "éphémère": "instant",
    "lancer": "cast",
    "lancez": "cast",
    "bloquer": "block",
    "défausser": "discard",
    "défaussez": "discard",
    "jeton Trésor": "Treasure token",
    "marqueur +1/+1": "+1/+1 counter",
    "cimetière": "graveyard",
    "piochez": "draw",
    # « Jouez un tour supplémentaire après celui-ci » / "Take an extra turn after this one".
    "tour supplémentaire": "extra turn",
    # « Quand … arrive sur le champ de bataille » / "When … enters the battlefield": "enters"
    # nearly always stands in "enters the battlefield", whose French no n-gram holds.
    "arrive": "enters",
    "blessures mortelles": "lethal damage",
}


@pytest.mark.slow
@pytest.mark.shared_data
def test_the_archive_gives_thousands_of_entries_with_the_game_terms(shared_data: Path) -> None:
    from search.names import name_key

    start = time.perf_counter()
    output = mine(shared_data / "mtgjson" / ARCHIVE_NAME)
    print(f"\n{output} ({time.perf_counter() - start:.0f} s with the test database)")  # pytest -s

    entries = list(LexiconEntry.objects.values_list("french", "english"))
    assert len(entries) >= 2500  # 2,765 measured
    assert sum(" " in french for french, _ in entries) >= 1500  # 1,827 measured
    found = dict(entries)
    assert {french: found.get(french) for french in KNOWN_PAIRS} == KNOWN_PAIRS
    # Search looks the French up by its name key: the selector's keys must be those.
    assert all(key == name_key(key) for key in lexicon_french_to_english())
