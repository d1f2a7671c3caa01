"""The judged queries on the full data: the newest Comprehensive Rules, the 579 MTGJSON sets
(with the terminology mined from them) and the demo data, imported once for this module in a
transaction that is rolled back at the end."""

from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import transaction

from search.indexer import rebuild
from tests.rulings.helpers import ARCHIVE_NAME

from .judged_queries import FULL
from .relevance import evaluate

pytestmark = [pytest.mark.slow, pytest.mark.shared_data, pytest.mark.django_db]

NEWEST_RULES = "MagicCompRules_20260807_LF.txt"


@pytest.fixture(scope="module")
def full_index(shared_data: Path, django_db_setup, django_db_blocker, tmp_path_factory) -> Path:
    index_dir = tmp_path_factory.mktemp("full-index")
    archive = str(shared_data / "mtgjson" / ARCHIVE_NAME)
    rules = str(shared_data / "comprehensive-rules" / NEWEST_RULES)
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("loaddata", "demo", verbosity=0)
        call_command("import_rules", rules, "--activate", "--no-index", verbosity=0)
        call_command("import_cards", archive, "--no-index", verbosity=0)
        call_command("mine_terminology", archive, "--no-index", verbosity=0)
        previous, settings.SEARCH_INDEX_DIR = settings.SEARCH_INDEX_DIR, index_dir
        try:
            rebuild()
            yield index_dir
        finally:
            settings.SEARCH_INDEX_DIR = previous
            transaction.set_rollback(True)


@pytest.fixture
def search_index_dir(full_index, settings) -> Path:
    """This module searches the full index instead of a fresh, empty one per test."""
    settings.SEARCH_INDEX_DIR = full_index
    return full_index


def test_the_full_judged_set_is_half_french_half_english():
    assert len(FULL) >= 40
    assert sum(query.lang == "fr" for query in FULL) == sum(query.lang == "en" for query in FULL)


def test_every_judged_query_finds_its_answer_in_the_top_three_on_the_full_data(client):
    report = evaluate(client, FULL)
    print(f"\nMRR full data: fr={report['fr']:.3f} en={report['en']:.3f}")
    assert report["misses"] == []
    assert report["fr"] >= 0.9 and report["en"] >= 0.9
    assert abs(report["en"] - report["fr"]) <= 0.05
