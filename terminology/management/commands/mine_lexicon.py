"""python manage.py mine_lexicon PATH [PATH ...] [--no-index]"""

import time
from pathlib import Path

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from rulings.importing.errors import CardDataError
from terminology import services


class Command(ImportCommand):
    help = (
        "Mine the French -> English lexicon of the game (words and phrases of up to three "
        "words, verb forms included) from the French printings in MTGJSON set files, aligned "
        "sentence by sentence with their printed English. Entries of a French an editor "
        "changed, verified or rejected are kept; mined entries not found again are removed. "
        "The glossary entries it names in French are indexed: the search index is brought "
        "up to date after, as the importers do, unless --no-index."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("paths", nargs="+", type=Path, help="MTGJSON set files or archives")

    def import_data(self, *args, paths: list[Path], **options) -> None:
        start = time.monotonic()
        with self.progress(desc="mine_lexicon", unit=" sets") as bar:

            def advance(label: str) -> None:
                bar.set_postfix_str(label.rsplit(":", 1)[-1], refresh=False)
                bar.update()

            try:
                report = services.lexicon_mine(paths=paths, on_file=advance)
            except CardDataError as error:
                raise CommandError(f"{error}. Nothing was stored.") from None
        self.say(f"{report.summary()}\nIn {time.monotonic() - start:.0f} s.")
