"""What every management command does the same way.

One way to quieten a command, Django's own: at `-v 0` (verbosity 0) there is no progress bar
and no message but errors. Importers end by bringing the search index up to date, unless
`--no-index`.
"""

import sys

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser
from tqdm import tqdm


class GrimoireCommand(BaseCommand):
    """A command with a progress bar and messages, both silenced by `-v 0`."""

    def execute(self, *args, **options):
        self.verbosity = options["verbosity"]
        # tqdm rewrites its line with "\r": it needs the raw stream, not Django's wrapper
        # (self.stderr), which would end each write with a newline and colour it as an error.
        # The raw stream is the one given to call_command(stderr=...), else sys.stderr.
        self.progress_stream = options.get("stderr") or sys.stderr
        return super().execute(*args, **options)

    def progress(self, *, hidden: bool = False, **tqdm_options) -> tqdm:
        """A progress bar on stderr; none at `-v 0` or when `hidden`."""
        disable = hidden or self.verbosity == 0
        return tqdm(file=self.progress_stream, disable=disable, **tqdm_options)

    def say(self, message: str, style=None) -> None:
        """A message on stdout, unless `-v 0`; errors go to stderr whatever the verbosity."""
        if self.verbosity:
            self.stdout.write(message, style)


class LazyProgress:
    """A command's progress bar that appears only once something is counted: a sync that
    rebuilds shows one, a sync applying a few changes none."""

    def __init__(self, command: GrimoireCommand, description: str) -> None:
        self.command, self.description, self.bar = command, description, None

    def __call__(self, count: int) -> None:
        if self.bar is None:
            self.bar = self.command.progress(desc=self.description, unit=" docs")
        self.bar.update(count)

    def __enter__(self) -> "LazyProgress":
        return self

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.close()


class ImportCommand(GrimoireCommand):
    """An importer: `import_data()` writes, then the search index is brought up to date.

    After any rebuild under way, and only when the database changed since the index was
    brought up to it: `rebuild_index --if-changed --wait`, which applies the change log in
    place where it says what changed and is small (a few keywords, the glossary's French
    names), and rebuilds for a bulk import or when the log cannot say.
    """

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--no-index",
            action="store_true",
            help=(
                "leave the search index as it is (for several imports in a row: the last "
                "one, or `rebuild_index --if-changed`, brings it up to date)"
            ),
        )

    def handle(self, *args, no_index: bool, **options) -> None:
        self.import_data(*args, **options)
        if not no_index:
            call_command(
                "rebuild_index",
                "--if-changed",
                "--wait",
                verbosity=self.verbosity,
                stdout=self.stdout,
                stderr=self.progress_stream,
            )

    def import_data(self, *args, **options) -> None:
        raise NotImplementedError
