"""python manage.py import_rules PATH_OR_URL [--activate] [--no-index]"""

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from keywords import services, sources
from keywords.parsing import RulesFormatError


class Command(ImportCommand):
    help = (
        "Import an official Comprehensive Rules text file from a path or an https URL. "
        "Re-importing the same file changes nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("source", help="path or https URL of the rules .txt file")
        parser.add_argument(
            "--activate", action="store_true", help="make this edition the one shown by default"
        )
        parser.add_argument(
            "--timeout", type=float, default=30.0, help="seconds to wait for a download"
        )

    def import_data(self, *args, source: str, activate: bool, timeout: float, **options) -> None:
        steps = len(services.IMPORT_STEPS)
        with self.progress(total=steps, desc="import_rules") as bar:

            def advance(step: str) -> None:
                bar.set_postfix_str(step)
                bar.update()

            try:
                data = sources.rules_source_read(source=source, timeout=timeout)
                report = services.edition_import(
                    source=source, data=data, activate=activate, on_step=advance
                )
            except (sources.RulesSourceError, RulesFormatError) as error:
                raise CommandError(str(error)) from None
        self.say(report.summary())
