"""Rebuild the translation memory from every official and reviewed French text."""

from django.core.management.base import BaseCommand, CommandParser
from tqdm import tqdm

from machine_translation.services import memory_rebuild


class Command(BaseCommand):
    help = (
        "Delete the translation memory and learn it again, sentence by sentence, from every "
        "official and reviewed French text whose sentences line up with its English."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--no-progress", action="store_true", help="No progress bar.")

    def handle(self, *args, no_progress: bool, **options) -> None:
        with tqdm(unit="text", disable=no_progress or None) as bar:
            report = memory_rebuild(progress=bar.update)
        self.stdout.write(
            f"{report.texts} official or reviewed texts read: {report.pairs} sentence pairs "
            f"learnt, {report.entries} memory entries. Refused: {report.outdated} official "
            f"pairs in outdated wording, {report.lost_keyword} missing a keyword, "
            f"{report.own_name} naming their own card."
        )
