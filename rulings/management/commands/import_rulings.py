"""python manage.py import_rulings PATH_OR_URL [--no-index]"""

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from rulings import services
from rulings.importing.errors import CardDataError

SAMPLE_SIZE = 5


class Command(ImportCommand):
    help = (
        "Import Scryfall's rulings bulk file (a path or an https URL), keeping who wrote "
        "each ruling (wotc, scryfall). Rulings already imported from MTGJSON get their source; "
        "rulings for cards not in the database are counted, not created."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("source", help="path or https URL of the rulings JSON file")
        parser.add_argument(
            "--timeout", type=float, default=60.0, help="seconds to wait for a download"
        )

    def import_data(self, *args, source: str, timeout: float, **options) -> None:
        try:
            report = services.rulings_import(source=source, timeout=timeout)
        except CardDataError as error:
            raise CommandError(f"{error}. Nothing was imported.") from None
        self.say(report.summary())
        if report.unknown_oracle_ids:
            sample = ", ".join(sorted(report.unknown_oracle_ids)[:SAMPLE_SIZE])
            self.say(f"Unknown oracle ids, for example: {sample}")
