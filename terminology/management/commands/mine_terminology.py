"""python manage.py mine_terminology PATH [PATH ...]"""

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from rulings.importing.errors import CardDataError
from rulings.importing.mtgjson import ParsedSet
from terminology import services


class Command(BaseCommand):
    help = (
        "Mine English -> French keywords, card types and rules terms from the French "
        "printings in MTGJSON set files (the same files as import_cards: the database keeps "
        "one French printing per card, the miner needs them all). Terms verified by an "
        "editor are kept; mined terms not found again are removed. Keywords without a French "
        "name get the mined one; a French name already there is never replaced."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="+", type=Path, help="MTGJSON set files or archives")

    def handle(self, *args, paths: list[Path], **options) -> None:
        quiet = options["verbosity"] == 0
        # tqdm rewrites its line with "\r": it needs the raw stream, not Django's wrapper.
        with tqdm(desc="mine_terminology", unit=" sets", file=sys.stderr, disable=quiet) as bar:

            def advance(parsed_set: ParsedSet) -> None:
                bar.set_postfix_str(parsed_set.code, refresh=False)
                bar.update()

            try:
                report = services.terminology_mine(paths=paths, on_set=advance)
            except CardDataError as error:
                raise CommandError(f"{error}. Nothing was stored.") from None
        if not quiet:
            self.stdout.write(report.summary())
