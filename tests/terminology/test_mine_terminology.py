"""mine_terminology: terms mined from printed French cards, and French keyword names."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from keywords.models import Keyword
from terminology.models import Term
from tests.rulings.helpers import card_entry, database_snapshot, set_file

pytestmark = pytest.mark.django_db


def mine(*paths: Path) -> str:
    out = io.StringIO()
    call_command("mine_terminology", *map(str, paths), stdout=out, verbosity=1)
    return out.getvalue()


def _bird(number: int, english: str = "Flying", french: str = "Vol") -> dict:
    oracle_id = f"00000000-0000-4000-8000-{number:012d}"
    return card_entry(
        f"Bird {number}",
        oracle_id,
        text=english,
        type_line="Creature — Bird",
        keywords=(english,),
        french=(f"Oiseau {number}", "Créature : oiseau", french),
    )


@pytest.fixture
def birds(tmp_path: Path) -> Path:
    """Three cards printed "Flying" / "Vol": enough votes for the pair and the types."""
    return set_file(tmp_path / "BRD.json", [_bird(n) for n in range(3)])


def _keyword(name: str, name_fr: str = "") -> Keyword:
    return Keyword.objects.create(
        slug=name.lower(), name=name, name_en=name, name_fr=name_fr, kind="keyword_ability"
    )


def test_mined_pairs_are_stored_with_their_evidence(birds: Path) -> None:
    mine(birds)

    flying = Term.objects.get(english="Flying", kind=Term.Kind.KEYWORD)
    assert (flying.french, flying.count, flying.confidence) == ("Vol", 3, 1.0)
    assert flying.source == Term.Source.MINED
    creature = Term.objects.get(english="Creature", kind=Term.Kind.CARD_TYPE)
    assert creature.french == "Créature"


def test_a_keyword_without_a_french_name_gets_the_printed_one(birds: Path) -> None:
    flying = _keyword("Flying")

    output = mine(birds)

    flying.refresh_from_db()
    assert flying.name_fr == "Vol"
    assert "Flying = Vol" in output


def test_keywords_named_in_bulk_tell_other_hosts_their_index_is_out_of_date(birds: Path) -> None:
    from search.state import database_state

    _keyword("Flying")
    before = database_state()

    mine(birds)

    # bulk_update moves no row count: only the change counter tells `rebuild_index --if-changed`.
    assert database_state()["tables"] == before["tables"]
    assert database_state()["changes"] > before["changes"]


def test_a_french_name_already_there_is_never_replaced(birds: Path) -> None:
    flying = _keyword("Flying", name_fr="Vol (nom d'un éditeur)")

    mine(birds)

    flying.refresh_from_db()
    assert flying.name_fr == "Vol (nom d'un éditeur)"


def test_a_keyword_the_cards_say_nothing_about_keeps_no_french_name(birds: Path) -> None:
    haste = _keyword("Haste")

    mine(birds)

    haste.refresh_from_db()
    assert not haste.name_fr


def test_a_pair_verified_by_an_editor_is_never_changed_by_mining_again(birds: Path) -> None:
    mine(birds)
    Term.objects.filter(english="Flying").update(french="Vol (corrigé)", source="editor")
    flying = _keyword("Flying")

    output = mine(birds)

    term = Term.objects.get(english="Flying")
    assert (term.french, term.source) == ("Vol (corrigé)", Term.Source.EDITOR)
    flying.refresh_from_db()
    assert flying.name_fr == "Vol (corrigé)"  # the editor's pair names the keyword
    assert "1 verified by an editor left as they are" in output


def test_mining_the_same_files_again_changes_nothing(birds: Path) -> None:
    mine(birds)
    before = database_snapshot()

    output = mine(birds)

    assert database_snapshot() == before
    assert "Terms created 0, updated 0" in output


def test_mined_terms_no_longer_found_are_removed_but_an_editors_are_kept(
    birds: Path, tmp_path: Path
) -> None:
    mine(birds)
    Term.objects.create(english="Haste", french="Célérité", kind="keyword", source="editor")
    other = set_file(tmp_path / "HST.json", [_bird(n, "Reach", "Portée") for n in range(3)])

    mine(other)

    keywords = dict(Term.objects.filter(kind="keyword").values_list("english", "french"))
    assert keywords == {"Haste": "Célérité", "Reach": "Portée"}


def test_a_bad_file_is_a_clear_error_and_stores_nothing(birds: Path, tmp_path: Path) -> None:
    _keyword("Flying")
    truncated = tmp_path / "cut.json"
    truncated.write_bytes(birds.read_bytes()[:100])
    before = database_snapshot()

    with pytest.raises(CommandError, match=r"cut\.json: the JSON is truncated.*Nothing was stored"):
        mine(birds, truncated)

    assert database_snapshot() == before


@pytest.mark.shared_data
def test_guildpact_alone_gives_replicate_duplication(shared_data: Path) -> None:
    mine(shared_data / "mtgjson" / "GPT.json")

    replicate = Term.objects.get(english="Replicate", kind=Term.Kind.KEYWORD)
    # Seven of Guildpact's nine Replicate cards print it on a line the miner can pair.
    assert (replicate.french, replicate.count, replicate.confidence) == ("Duplication", 7, 1.0)


def test_a_keyword_is_never_named_with_a_phrase_or_two_names_run_together(
    tmp_path: Path, client
) -> None:
    from tests.conftest import visible_text

    # Old printings: a list whose separator was lost, a keyword with its parameter, a
    # clause. Three votes each, more than the real name gets.
    cards = [_bird(n, "Flying", "VolSeuil") for n in range(3)]
    cards += [_bird(n, "Flash", "Affinité pour les artefacts") for n in range(3, 6)]
    cards += [_bird(n, "Reach", "protection contre le noir") for n in range(6, 9)]
    cards += [_bird(n, "Reach", "Portée") for n in range(9, 11)]
    for name in ("Flying", "Flash", "Reach"):
        _keyword(name)

    mine(set_file(tmp_path / "OLD.json", cards))

    names = dict(Keyword.objects.values_list("name_en", "name_fr"))
    assert names == {"Flying": "", "Flash": "", "Reach": "Portée"}
    page = visible_text(client.get("/fr/keywords/"))
    for phrase in ("VolSeuil", "Affinité pour les artefacts", "protection contre le noir"):
        assert phrase not in page
    # French pages list the French name first, and say it was found by the lexicon.
    assert "Portée (relevé sur des cartes imprimées, non vérifié) Reach" in page
