from django.core.management.base import BaseCommand, CommandParser
from tqdm import tqdm

from search import indexer


class Command(BaseCommand):
    help = "Build a new search index from the database and swap it in for the live one."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--quiet-progress", action="store_true", help="no progress bar")

    def handle(self, *args, quiet_progress: bool = False, **options) -> None:
        with tqdm(desc="Indexing", unit=" docs", disable=quiet_progress) as bar:
            report = indexer.rebuild(progress=bar.update)
        message = f"Indexed {report.documents} documents in {report.seconds:.1f} s"
        self.stdout.write(self.style.SUCCESS(f"{message} ({report.path.name})."))
