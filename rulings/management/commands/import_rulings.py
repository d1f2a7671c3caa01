"""python manage.py import_rulings PATH_OR_URL [--no-index]"""

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings import services
from rulings.importing.errors import CardDataError

SAMPLE_SIZE = 5


class Command(BaseCommand):
    help = (
        "Import Scryfall's rulings bulk file (a path or an https URL), keeping who wrote "
        "each ruling (wotc, scryfall). Rulings already imported from MTGJSON get their source; "
        "rulings for cards not in the database are counted, not created."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("source", help="path or https URL of the rulings JSON file")
        parser.add_argument(
            "--timeout", type=float, default=60.0, help="seconds to wait for a download"
        )
        parser.add_argument(
            "--no-index", action="store_true", help="do not rebuild the search index afterwards"
        )

    def handle(self, *args, source: str, timeout: float, no_index: bool, **options) -> None:
        quiet = options["verbosity"] == 0
        try:
            report = services.rulings_import(source=source, timeout=timeout)
        except CardDataError as error:
            raise CommandError(f"{error}. Nothing was imported.") from None
        if not quiet:
            self.stdout.write(report.summary())
            if report.unknown_oracle_ids:
                sample = ", ".join(sorted(report.unknown_oracle_ids)[:SAMPLE_SIZE])
                self.stdout.write(f"Unknown oracle ids, for example: {sample}")
        if not no_index:
            call_command("rebuild_index", quiet_progress=quiet, stdout=self.stdout)
