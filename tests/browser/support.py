"""Helpers of the browser tests."""

import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


def outside_the_browser_loop(function: Callable[[], T]) -> T:
    """Run ORM code while Playwright's event loop runs in this thread: in a thread of its own,
    on a connection closed afterwards (none is left open when the test database is dropped)."""
    from django.db import connections

    def run() -> T:
        try:
            return function()
        finally:
            connections.close_all()

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(run).result()


def search_box(page):
    """The site's search box, by its role and label as a screen reader finds it: a combobox
    (a text box with a list of suggestions), labelled « Recherche » or "Search"."""
    return page.get_by_role("combobox", name=re.compile(r"^(Recherche|Search)$"))
