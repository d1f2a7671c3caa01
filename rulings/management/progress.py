"""The progress bar of the commands that read MTGJSON set files, one step per set."""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from tqdm import tqdm

from rulings.importing.mtgjson import ParsedSet


@contextmanager
def set_progress(description: str, *, quiet: bool) -> Iterator[Callable[[ParsedSet], None]]:
    """Yields the callback to give the reader: it moves the bar on and names the set read."""
    # tqdm rewrites its line with "\r": it needs the raw stream, not Django's wrapper.
    with tqdm(desc=description, unit=" sets", file=sys.stderr, disable=quiet) as bar:

        def advance(parsed_set: ParsedSet) -> None:
            bar.set_postfix_str(parsed_set.code, refresh=False)
            bar.update()

        yield advance
