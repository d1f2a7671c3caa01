"""`sync_index` applies to this host's index the changes logged since its position, reading
each object back from the database, and rebuilds only when the log cannot say what changed.

These tests run in one transaction: the live index never hears of the saves (it writes after
the commit), as if they had been made on another host; only the change log tells.
"""

import io
import json
import shutil
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from common.signals import bulk_written_send
from keywords.models import Keyword, Rule, RulesEdition
from keywords.services import edition_activate
from rulings.models import Card, Ruling
from search import changelog, indexer, state, storage, sync
from search.models import IndexChange
from tests.search.index_contents import differences, stored_documents


def sync_index(*args: str) -> str:
    out = io.StringIO()
    call_command("sync_index", *args, stdout=out)
    return out.getvalue()


def position() -> int:
    return state.recorded_state(storage.current_path())["log"]


@pytest.fixture
def built(demo_data, search_index_dir):
    call_command("rebuild_index", verbosity=0)
    return search_index_dir


def new_ruling(text: str) -> Ruling:
    card = Card.objects.get(slug="gigadrowse")
    return Ruling.objects.create(card=card, published_at="2025-01-01", text_en=text)


def test_a_rebuild_records_the_last_change_it_holds(built):
    assert position() == changelog.last_id() > 0


def test_an_edit_made_elsewhere_is_applied_without_a_rebuild(built):
    live = storage.current_path()
    ruling = new_ruling("Made on another host.")
    assert differences(built)  # the index does not know yet
    assert "Applied 1 changes" in sync_index()
    assert storage.current_path() == live
    assert differences(built) == {}
    assert position() == changelog.last_id()
    assert stored_documents(built)[f"ruling:{ruling.pk}"]["body_en"] == "Made on another host."


def test_with_nothing_logged_the_index_is_up_to_date(built):
    assert sync_index().startswith("Index up to date")


def test_a_ruling_edited_several_times_ends_with_its_last_text(built):
    ruling = new_ruling("Version 0.")
    for version in (1, 2, 3):
        ruling.text_en = f"Version {version}."
        ruling.save()
    sync_index("--batch-size", "2")  # the edits land in different batches
    assert stored_documents(built)[f"ruling:{ruling.pk}"]["body_en"] == "Version 3."
    assert differences(built) == {}


def test_applying_the_same_changes_again_changes_nothing(built):
    start = position()
    kept, gone = new_ruling("Kept."), new_ruling("Deleted.")
    gone.delete()
    Ruling.objects.filter(source="wotc").first().delete()
    sync_index()
    # As if the follower had been killed after writing the index, before recording where.
    live = storage.current_path()
    state.record_state(live, state.recorded_state(live) | {"log": start})
    assert "Applied 4 changes" in sync_index()
    documents = stored_documents(built)
    assert f"ruling:{kept.pk}" in documents and f"ruling:{gone.pk}" not in documents
    assert differences(built) == {}


def test_renaming_a_card_reaches_the_rulings_that_name_it(built):
    card = Card.objects.get(slug="tempt-with-mayhem")
    card.name_en = "Tempt with Havoc"
    card.save()
    sync_index()
    assert differences(built) == {}
    rulings = [d for d in stored_documents(built).values() if d["type"] == "ruling"]
    assert "Tempt with Havoc" in {d["card_en"] for d in rulings}


def test_renaming_a_keyword_reaches_the_rule_it_titles(built):
    """A title rule without French of its own is titled by its keyword's official name."""
    Rule.objects.filter(number="502.52").update(text_fr="", fr_status="missing")
    call_command("rebuild_index", verbosity=0)
    keyword = Keyword.objects.get(slug="replicate")
    keyword.name_fr = "Réplique"
    keyword.save()
    sync_index()
    assert differences(built) == {}
    rule = next(d for d in stored_documents(built).values() if d.get("ref") == "502.52")
    assert rule["title_fr"] == "Réplique"
    # A diff review: the other hosts could not tell which rule a keyword left, or a deleted
    # keyword's: the log names both rules.
    keyword.rule = Rule.objects.get(number="502")
    keyword.save()
    sync_index()
    assert differences(built) == {}
    keyword.delete()
    sync_index()
    assert differences(built) == {}


def test_a_bulk_write_of_a_small_kind_is_applied_in_place(built):
    live = storage.current_path()
    Keyword.objects.update(summary_en="Rewritten in bulk.")
    bulk_written_send(Keyword)
    output = sync_index()
    assert "Applied 1 changes" in output and storage.current_path() == live
    assert differences(built) == {}


def test_another_current_rules_edition_replaces_the_indexed_rules_in_place(built):
    older = RulesEdition.objects.create(effective_date="2001-01-01", source="test")
    Rule.objects.create(edition=older, number="502.52", kind=Rule.Kind.RULE, text_en="Old rule.")
    live = storage.current_path()
    edition_activate(edition=older)
    assert "Applied" in sync_index() and storage.current_path() == live
    rules = [d for d in stored_documents(built).values() if d["type"] == "rule"]
    assert [rule["body_en"] for rule in rules] == ["Old rule."]
    assert differences(built) == {}


def test_a_bulk_write_of_more_documents_than_the_limit_is_a_rebuild(built, monkeypatch):
    monkeypatch.setattr(sync, "KIND_REINDEX_LIMIT", 10)
    Ruling.objects.filter(source="wotc").update(source="scryfall")
    bulk_written_send(Ruling)
    assert "Rebuilt: 23 documents changed in bulk (ruling)" in sync_index()
    assert differences(built) == {}
    assert position() == changelog.last_id()


def test_a_rebuild_asked_of_every_host_is_made_once(built):
    assert "asks every host to rebuild" in sync_index("--rebuild-everywhere")
    assert sync_index().startswith("Index up to date")


def test_an_index_with_other_fields_is_rebuilt(built, monkeypatch):
    monkeypatch.setattr(storage, "schema_is_current", lambda path: False)
    assert "Rebuilt: the index was built with other fields" in sync_index()


def test_an_index_that_does_not_record_its_position_is_rebuilt(demo_data):
    indexer.rebuild()
    assert "Rebuilt: the index does not say which change it holds" in sync_index()
    assert sync_index().startswith("Index up to date")


def test_without_an_index_sync_builds_one(demo_data):
    assert "Rebuilt: no index yet" in sync_index()
    assert differences(storage.root()) == {}


def age_rows(*, days: float, up_to: int) -> None:
    logged_at = timezone.now() - timedelta(days=days)
    IndexChange.objects.filter(id__lte=up_to).update(logged_at=logged_at)


def test_old_changes_are_pruned_and_an_index_behind_them_is_rebuilt(built, settings):
    settings.SEARCH_CHANGE_LOG_DAYS = 7
    behind = position()
    for number in range(3):
        new_ruling(f"Logged long ago {number}.")
    age_rows(days=8, up_to=changelog.last_id())
    new_ruling("Logged today.")
    output = sync_index()
    assert "Pruned" in output
    assert f"Rebuilt: the change log no longer reaches back to change {behind}" in output
    assert differences(built) == {}


def test_pruning_leaves_an_index_that_follows_the_recent_changes_alone(built, settings):
    settings.SEARCH_CHANGE_LOG_DAYS = 7
    age_rows(days=8, up_to=position())  # what this index already holds
    new_ruling("Logged today.")
    output = sync_index()
    assert "Pruned" in output and "Applied 1 changes" in output
    assert changelog.reaches_back_to(position())


def test_an_index_copied_to_another_host_follows_from_its_own_position(built, tmp_path, settings):
    other = tmp_path / "another-host"
    shutil.copytree(built, other, symlinks=True)
    ruling = new_ruling("After the copy.")
    sync_index()  # the first host
    settings.SEARCH_INDEX_DIR = other
    assert "Applied 1 changes" in sync_index()
    assert f"ruling:{ruling.pk}" in stored_documents(other)
    assert differences(other) == {}


def test_rebuild_index_if_changed_agrees_with_what_sync_applied(built):
    new_ruling("Followed.")
    sync_index()
    out = io.StringIO()
    call_command("rebuild_index", "--if-changed", stdout=out)
    assert out.getvalue().startswith("Index up to date")


def test_a_second_sync_while_one_runs_leaves_at_once(built):
    with storage.exclusive(wait=False) as got_it:
        assert got_it
        assert "another sync is running" in sync_index()


def test_the_position_is_recorded_in_the_build_folder(built):
    recorded = json.loads((storage.current_path() / state.STATE_FILE).read_text())
    assert recorded["log"] == changelog.last_id()
