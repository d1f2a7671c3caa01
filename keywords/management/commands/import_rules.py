"""python manage.py import_rules PATH_OR_URL [--activate]"""

import sys

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from keywords import services, sources
from keywords.parsing import RulesFormatError


class Command(BaseCommand):
    help = (
        "Import an official Comprehensive Rules text file from a path or an https URL. "
        "Re-importing the same file changes nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("source", help="path or https URL of the rules .txt file")
        parser.add_argument(
            "--activate", action="store_true", help="make this edition the one shown by default"
        )
        parser.add_argument(
            "--timeout", type=float, default=30.0, help="seconds to wait for a download"
        )

    def handle(self, *args, source: str, activate: bool, timeout: float, **options) -> None:
        quiet = options["verbosity"] == 0
        # tqdm rewrites its line with "\r": it needs the raw stream, not Django's wrapper
        # (self.stderr), which would end each write with a newline and colour it as an error.
        # The raw stream is the one given to call_command(stderr=...), else sys.stderr.
        stream = options.get("stderr") or sys.stderr
        steps = len(services.IMPORT_STEPS)
        with tqdm(total=steps, desc="import_rules", file=stream, disable=quiet) as bar:
            report = self._import(source, activate, timeout, bar)
        if not quiet:
            self.stdout.write(report.summary())

    def _import(self, source: str, activate: bool, timeout: float, bar: tqdm):
        def advance(step: str) -> None:
            bar.set_postfix_str(step)
            bar.update()

        try:
            data = sources.rules_source_read(source=source, timeout=timeout)
            return services.edition_import(
                source=source, data=data, activate=activate, on_step=advance
            )
        except (sources.RulesSourceError, RulesFormatError) as error:
            raise CommandError(str(error)) from None
