"""python manage.py import_rules PATH_OR_URL [--activate] [--lang fr] [--no-index]"""

from django.core.management.base import CommandError, CommandParser

from common.commands import ImportCommand
from keywords import french_services, services, sources
from keywords.parsing import RulesFormatError
from terminology.services import names_from_lexicon


class Command(ImportCommand):
    help = (
        "Import an official Comprehensive Rules text file from a path or an https URL; with "
        "--lang fr, an official French edition, paired with the English edition of its date. "
        "Re-importing the same file changes nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("source", help="path or https URL of the rules .txt file")
        parser.add_argument(
            "--activate", action="store_true", help="make this edition the one shown by default"
        )
        parser.add_argument(
            "--lang",
            choices=("en", "fr"),
            default="en",
            help=(
                "the file's language (default en); fr: the official French of the English "
                "edition of the same date, which must be imported first"
            ),
        )
        parser.add_argument(
            "--timeout", type=float, default=30.0, help="seconds to wait for a download"
        )

    def import_data(
        self, *args, source: str, activate: bool, lang: str, timeout: float, **options
    ) -> None:
        if lang == "fr" and activate:
            raise CommandError(
                "--activate makes an English edition current; a French edition is shown with "
                "the English edition of its date."
            )
        steps = services.IMPORT_STEPS if lang == "en" else french_services.FRENCH_IMPORT_STEPS
        desc = "import_rules" if lang == "en" else "import_rules --lang fr"
        with self.progress(total=len(steps), desc=desc) as bar:

            def advance(step: str) -> None:
                bar.set_postfix_str(step)
                bar.update()

            try:
                data = sources.rules_source_read(source=source, timeout=timeout)
                report = self._import(lang, source, data, activate, advance)
            except (
                sources.RulesSourceError,
                RulesFormatError,
                french_services.EnglishEditionMissing,
            ) as error:
                raise CommandError(str(error)) from None
        self.say(report.summary())

    @staticmethod
    def _import(lang: str, source: str, data: bytes, activate: bool, advance):
        if lang == "fr":
            return french_services.edition_french_import(source=source, data=data, on_step=advance)
        report = services.edition_import(
            source=source, data=data, activate=activate, on_step=advance
        )
        names_from_lexicon()  # the new edition's glossary, as the lexicon names it
        return report
