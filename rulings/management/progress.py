"""The progress bar of the commands that read MTGJSON set files, one step per set."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from common.commands import GrimoireCommand
from rulings.importing.mtgjson import ParsedSet


@contextmanager
def set_progress(
    command: GrimoireCommand, description: str
) -> Iterator[Callable[[ParsedSet], None]]:
    """Yields the callback to give the reader: it moves the bar on and names the set read."""
    with command.progress(desc=description, unit=" sets") as bar:

        def advance(parsed_set: ParsedSet) -> None:
            bar.set_postfix_str(parsed_set.code, refresh=False)
            bar.update()

        yield advance
