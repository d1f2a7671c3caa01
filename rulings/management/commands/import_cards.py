"""python manage.py import_cards PATH [PATH ...] [--no-index]"""

from pathlib import Path

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from rulings import services
from rulings.importing.errors import CardDataError
from rulings.management.progress import set_progress


class Command(ImportCommand):
    help = (
        "Import cards, official French and rulings from MTGJSON set files (.json, .json.gz, "
        ".json.xz, a folder of them, or a .tar.xz/.tar.gz archive). One card per Scryfall "
        "oracle id. Every file is read and checked before anything is written; re-importing "
        "the same files changes nothing. French reviewed or written by an editor is kept."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("paths", nargs="+", type=Path, help="MTGJSON set files or archives")

    def import_data(self, *args, paths: list[Path], **options) -> None:
        with set_progress(self, "import_cards") as advance:
            try:
                report = services.cards_import(paths=paths, on_set=advance)
            except CardDataError as error:
                raise CommandError(f"{error}. Nothing was imported.") from None
        self.say(report.summary())
