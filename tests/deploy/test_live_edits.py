"""A real multi-worker server follows edits: gunicorn with the production settings and two
workers, each keeping its searcher between requests, while rulings are edited.

Every new text is found exactly once, no removed text is found, and the workers do not pile up
descriptors of index files that commits deleted.
"""

import json
import os
import socket
import string
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit

from rulings.models import Ruling
from tests.deploy.test_production_server import HTTPS_PROXY, fetch

EDITS = 40
SEARCHES_PER_WORD = 6  # sequential connections, spread over both workers


def unique_word(number: int) -> str:
    """A made-up word per edit, letters only, that no card or rule contains."""
    letters = ""
    while True:
        number, digit = divmod(number, 26)
        letters += string.ascii_lowercase[digit]
        if not number:
            return f"zqvx{letters}wordle"


def ruling_refs(base_url: str, word: str) -> list[list[str]]:
    """What each of several requests answered: the refs of the rulings found for `word`."""
    query = urlencode({"q": word, "lang": "en", "type": "ruling"})
    answers = []
    for _ in range(SEARCHES_PER_WORD):
        status, _, body = fetch(f"{base_url}/api/search?{query}", HTTPS_PROXY)
        assert status == 200
        answers.append([hit["ref"] for hit in json.loads(body)["results"]])
    return answers


def search_on_each_worker(base_url: str, word: str) -> None:
    """One search served by each of the two workers, so that each reads the latest index.

    A connection left silent holds the worker that accepted it; the search sent meanwhile is
    served by the other one; then the held connection sends its own.
    """
    request = (
        f"GET /api/search?{urlencode({'q': word, 'lang': 'en'})} HTTP/1.0\r\n"
        "Host: 127.0.0.1\r\nX-Forwarded-Proto: https\r\n\r\n"
    )
    with socket.create_connection((urlsplit(base_url).hostname, urlsplit(base_url).port)) as held:
        time.sleep(0.5)  # time for one worker to accept it
        status, _, _ = fetch(f"{base_url}/api/search?{urlencode({'q': word})}", HTTPS_PROXY)
        assert status == 200
        held.sendall(request.encode())
        assert held.makefile("rb").readline().split()[1] == b"200"


def gunicorn_workers() -> list[int]:
    """The worker processes: children of the gunicorn master that this test process started."""
    children = _children(os.getpid())
    masters = [pid for pid in children if b"gunicorn" in _cmdline(pid)]
    return [worker for master in masters for worker in _children(master)]


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def descriptors(pid: int) -> tuple[int, list[str]]:
    """(open descriptors, the files since deleted among them) of a process."""
    opened, deleted = 0, []
    for link in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(link)
        except OSError:
            continue
        opened += 1
        if target.endswith(" (deleted)"):
            deleted.append(target)
    return opened, deleted


def test_workers_find_each_edit_once_no_old_text_and_keep_descriptors_bounded(
    production_server,
):
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    search_on_each_worker(production_server, "mayhem")  # both open their searcher first
    workers = gunicorn_workers()
    assert len(workers) == 2
    before = {pid: descriptors(pid) for pid in workers}

    old_word = None
    for number in range(EDITS):
        new_word = unique_word(number)
        ruling.text_en = f"The {new_word} ruling."
        ruling.save()  # commits, and updates the index this host's workers read
        for answer in ruling_refs(production_server, new_word):
            assert len(answer) == 1, (number, new_word, answer)
        if old_word:
            assert ruling_refs(production_server, old_word) == [[]] * SEARCHES_PER_WORD
        old_word = new_word

    search_on_each_worker(production_server, old_word)
    after = {pid: descriptors(pid) for pid in workers}
    print(f"\nopen descriptors per worker (opened, on deleted files), {EDITS} edits:")
    for pid in workers:
        print(f"  worker {pid}: before {before[pid]}, after {after[pid]}")
    for pid in workers:
        opened, deleted = after[pid]
        assert len(deleted) <= len(before[pid][1]), (pid, before[pid], after[pid])
        assert opened <= before[pid][0] + 4, (pid, before[pid], after[pid])
