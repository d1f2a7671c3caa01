"""python manage.py import_cards PATH [PATH ...] [--no-index]"""

from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings import services
from rulings.importing.errors import CardDataError
from rulings.management.progress import set_progress


class Command(BaseCommand):
    help = (
        "Import cards, official French and rulings from MTGJSON set files (.json, .json.gz, "
        ".json.xz, a folder of them, or a .tar.xz/.tar.gz archive). One card per Scryfall "
        "oracle id. Every file is read and checked before anything is written; re-importing "
        "the same files changes nothing. French reviewed or written by an editor is kept."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="+", type=Path, help="MTGJSON set files or archives")
        parser.add_argument(
            "--no-index", action="store_true", help="do not rebuild the search index afterwards"
        )

    def handle(self, *args, paths: list[Path], no_index: bool, **options) -> None:
        quiet = options["verbosity"] == 0
        with set_progress("import_cards", quiet=quiet) as advance:
            try:
                report = services.cards_import(paths=paths, on_set=advance)
            except CardDataError as error:
                raise CommandError(f"{error}. Nothing was imported.") from None
        if not quiet:
            self.stdout.write(report.summary())
        if not no_index:
            call_command("rebuild_index", quiet_progress=quiet, stdout=self.stdout)
