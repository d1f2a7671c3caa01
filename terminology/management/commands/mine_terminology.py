"""python manage.py mine_terminology PATH [PATH ...] [--no-index]"""

from pathlib import Path

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from rulings.importing.errors import CardDataError
from rulings.management.progress import set_progress
from terminology import services


class Command(ImportCommand):
    help = (
        "Mine English -> French keywords, card types and rules terms from the French "
        "printings in MTGJSON set files (the same files as import_cards: the database keeps "
        "one French printing per card, the miner needs them all). Terms verified by an "
        "editor are kept; mined terms not found again are removed. Keywords without a French "
        "name get the mined one; a French name already there is never replaced."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("paths", nargs="+", type=Path, help="MTGJSON set files or archives")

    def import_data(self, *args, paths: list[Path], **options) -> None:
        with set_progress(self, "mine_terminology") as advance:
            try:
                report = services.terminology_mine(paths=paths, on_set=advance)
            except CardDataError as error:
                raise CommandError(f"{error}. Nothing was stored.") from None
        self.say(report.summary())
