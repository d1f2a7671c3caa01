"""Rebuild the translation memory from every official and reviewed French text."""

from common.commands import GrimoireCommand
from machine_translation.services import memory_rebuild


class Command(GrimoireCommand):
    help = (
        "Delete the translation memory and learn it again, sentence by sentence, from every "
        "official and reviewed French text whose sentences line up with its English."
    )

    def handle(self, *args, **options) -> None:
        with self.progress(unit="text") as bar:
            report = memory_rebuild(progress=bar.update)
        self.say(
            f"{report.texts} official or reviewed texts read: {report.pairs} sentence pairs "
            f"learnt, {report.entries} memory entries. Refused: {report.outdated} official "
            f"pairs in outdated wording, {report.lost_keyword} missing a keyword, "
            f"{report.own_name} naming their own card."
        )
