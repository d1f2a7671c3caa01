"""The process's searcher: closed when the process ends."""

import os
import subprocess
import sys

from django.conf import settings

from tests.conftest import BASE_DIR


def test_a_process_that_searched_closes_its_searcher_when_it_ends(demo_index):
    """Its files are closed, not left to the garbage collector, which warns of each."""
    code = (
        "import django; django.setup();"
        "from search.searching import search;"
        "print(search('replicate').total)"
    )
    environment = os.environ | {
        "SEARCH_INDEX_DIR": str(settings.SEARCH_INDEX_DIR),
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    process = subprocess.run(
        [sys.executable, "-X", "dev", "-W", "always::ResourceWarning", "-c", code],
        cwd=BASE_DIR,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    assert int(process.stdout) > 0
    assert "ResourceWarning" not in process.stderr


def test_searchers_closed_at_the_end_are_opened_again_by_a_later_search(demo_index):
    from search.searchers import close_searchers, searchers_open
    from search.searching import search

    assert search("replicate").total
    close_searchers()
    assert searchers_open() == 0
    assert search("replicate").total
    assert searchers_open() == 1
