"""Every change to what the index holds is logged, in the transaction of the change and in the
order the changes commit, for the other hosts' `sync_index` to follow."""

import threading
import time
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.db import connection, transaction
from django.utils import timezone

from common.signals import bulk_written_send
from keywords.models import RulesEdition
from keywords.services import edition_activate
from rulings.models import Card, Ruling
from search import changelog, state
from search.models import IndexChange


def logged_since(position: int) -> list[tuple]:
    rows = changelog.after(position, limit=1000)
    return [(row.action, row.kind, row.object_id) for row in rows]


@pytest.fixture
def position(demo_data) -> int:
    return changelog.last_id()


def new_ruling(text: str = "New.", slug: str = "gigadrowse") -> Ruling:
    card = Card.objects.get(slug=slug)
    return Ruling.objects.create(card=card, published_at="2025-01-01", text_en=text)


def test_saving_and_deleting_a_ruling_logs_one_row_each(position):
    ruling = new_ruling()
    pk = ruling.pk
    ruling.text_en = "Edited."
    ruling.save()
    ruling.delete()
    assert logged_since(position) == [
        ("saved", "ruling", pk),
        ("saved", "ruling", pk),
        ("deleted", "ruling", pk),
    ]


def test_each_logged_change_bumps_the_counter_once(position):
    changes = state.database_state()["changes"]
    new_ruling()
    assert state.database_state()["changes"] == changes + 1


def test_a_rolled_back_save_logs_nothing(position):
    with transaction.atomic():
        new_ruling()
        transaction.set_rollback(True)
    assert logged_since(position) == []


def test_a_bulk_write_logs_every_object_of_its_kind(position):
    Ruling.objects.filter(source="wotc").update(source="scryfall")
    bulk_written_send(Ruling)
    assert logged_since(position) == [("all", "ruling", None)]


def test_a_bulk_write_of_data_the_index_does_not_hold_logs_nothing(position):
    from terminology.models import Term

    bulk_written_send(Term)
    assert logged_since(position) == []


def test_another_current_rules_edition_logs_every_rule_and_glossary_entry(position):
    older = RulesEdition.objects.create(effective_date="2001-01-01", source="test")
    assert logged_since(position) == [("all", "rule", None), ("all", "glossary", None)]
    created = changelog.last_id()
    edition_activate(edition=older)  # flags flipped with update(), announced as bulk writes
    assert {("all", "rule", None), ("all", "glossary", None)} <= set(logged_since(created))


def test_loaddata_logs_every_indexed_object_it_saves(db):
    call_command("loaddata", "demo", verbosity=0)
    logged = logged_since(0)
    assert {("saved", "ruling", pk) for pk in Ruling.objects.values_list("pk", flat=True)} <= set(
        logged
    )
    assert {("saved", "card", pk) for pk in Card.objects.values_list("pk", flat=True)} <= set(
        logged
    )


def test_a_change_committing_late_is_never_passed_by_a_later_one(transactional_db):
    """PostgreSQL draws ids when rows are inserted, not when they commit: without the
    counter's lock, the second writer below would commit a higher id while the first still
    held a lower one, and a follower reading in between would skip the first for ever."""
    call_command("loaddata", "demo", verbosity=0)
    position = changelog.last_id()
    first_saved, first_may_commit = threading.Event(), threading.Event()
    ids: dict[str, int] = {}

    def first() -> None:
        try:
            with transaction.atomic():
                ids["first"] = new_ruling("First, slow to commit.").pk
                first_saved.set()
                first_may_commit.wait(10)
        finally:
            connection.close()

    def second() -> None:
        first_saved.wait(10)
        try:
            ids["second"] = new_ruling("Second, quick.", slug="tempt-with-mayhem").pk
        finally:
            connection.close()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    first_saved.wait(10)
    time.sleep(0.5)  # the second writer has long drawn its id, were it not waiting
    seen_meanwhile = logged_since(position)
    first_may_commit.set()
    for thread in threads:
        thread.join(30)
    assert seen_meanwhile == []
    assert [row[2] for row in logged_since(position) if row[1] == "ruling"] == [
        ids["first"],
        ids["second"],
    ]


def age_rows(*, days: float, up_to: int) -> None:
    IndexChange.objects.filter(id__lte=up_to).update(
        logged_at=timezone.now() - timedelta(days=days)
    )


def test_pruning_deletes_old_rows_but_the_newest_of_them(position):
    new_ruling("Old.")
    old = changelog.last_id()
    new_ruling("Recent.")
    age_rows(days=8, up_to=old)
    older = IndexChange.objects.filter(id__lt=old).count()
    assert changelog.prune(older_than=timedelta(days=7)) == older > 0
    assert list(IndexChange.objects.order_by("id").values_list("id", flat=True)) == [
        old,
        changelog.last_id(),
    ]


def test_the_log_reaches_back_to_a_position_until_rows_after_it_are_pruned(position):
    new_ruling("Old.")
    new_ruling("Old too.")
    old = changelog.last_id()
    new_ruling("Recent.")
    assert changelog.reaches_back_to(position) and changelog.reaches_back_to(old)
    age_rows(days=8, up_to=old)
    changelog.prune(older_than=timedelta(days=7))
    assert changelog.reaches_back_to(old - 1) and changelog.reaches_back_to(old)
    assert not changelog.reaches_back_to(old - 2)
    assert not changelog.reaches_back_to(changelog.last_id() + 1)  # another database's index
