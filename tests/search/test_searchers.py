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


def test_the_threads_of_a_process_share_its_searcher(demo_index):
    """The development server (`make run`) answers each request in a new thread: each would
    otherwise open the index and read its posting lists again (124 ms a search at the median
    on the full data, against 5.7 under gunicorn)."""
    import threading

    from search.searchers import current_searcher

    used = []

    def search_in_a_thread():
        with current_searcher() as searcher:
            used.append(searcher)

    for _ in range(3):
        thread = threading.Thread(target=search_in_a_thread)
        thread.start()
        thread.join()
    with current_searcher() as searcher:
        used.append(searcher)
    assert all(each is used[0] for each in used)


def test_the_development_server_opens_one_searcher_for_all_its_requests(
    live_server, transactional_db, search_index_dir
):
    """Django's live server, like `runserver`, answers each request in a thread of its own."""
    from urllib.request import urlopen

    from django.core.management import call_command

    from search.indexer import rebuild
    from search.searchers import close_searchers, searchers_open

    call_command("loaddata", "demo", verbosity=0)
    rebuild()
    close_searchers()
    for word in ("replicate", "gigadrowse", "mayhem", "gandalf"):
        with urlopen(f"{live_server.url}/api/search?q={word}", timeout=10) as response:
            assert response.status == 200
    assert searchers_open() == 1
