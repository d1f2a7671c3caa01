"""Translate the queued texts: translation memory first, then the configured engine."""

import uuid

from django.core.management.base import CommandError, CommandParser

from common.commands import GrimoireCommand
from machine_translation import selectors, services
from machine_translation.backends import get_backend
from machine_translation.translating import translate_pending
from rulings.models import Card


class Command(GrimoireCommand):
    help = (
        "Translate the texts waiting in the queue (memory first, then the engine chosen by "
        "MACHINE_TRANSLATION_BACKEND). A failure leaves the text queued with its error."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--pending", action="store_true", help="Work through the queue.")
        parser.add_argument(
            "--enqueue",
            action="store_true",
            help="First queue every text whose French is missing or stale (after a bulk import).",
        )
        parser.add_argument("--limit", type=int, help="At most this many texts.")
        parser.add_argument(
            "--card",
            metavar="ORACLE_ID",
            help="Only this card and its rulings (oracle id or slug).",
        )

    def handle(self, *args, pending: bool, enqueue: bool, limit, card, **options) -> None:
        if not pending and not enqueue:
            raise CommandError("Say what to do: --pending (and/or --enqueue).")
        card_obj = self._card(card) if card else None
        if enqueue:
            queued = services.queue_missing_and_stale(card=card_obj)
            self.say(f"{queued} texts with missing or stale French are queued.")
        if pending:
            self._translate(limit=limit, card=card_obj)

    def _translate(self, *, limit, card) -> None:
        backend = get_backend()
        reason = backend.unavailable_reason()
        if reason and self.verbosity:
            self.stderr.write(self.style.WARNING(f"{reason} Only the translation memory is used."))
        total = len(selectors.pending_objects(limit=limit, card=card))
        with self.progress(total=total, unit="text", hidden=total == 0) as bar:
            report = translate_pending(backend=backend, limit=limit, card=card, progress=bar.update)
        self.say(
            f"{report.translated} translated ({report.from_memory_only} entirely from memory, "
            f"{report.flagged} flagged for terminology), {report.failed} failed and still queued."
        )
        said = reason if self.verbosity else None  # the warning above
        for error in report.errors:
            if error != said:
                self.stderr.write(self.style.ERROR(error))

    @staticmethod
    def _card(value: str) -> Card:
        try:
            card = Card.objects.filter(oracle_id=uuid.UUID(value)).first()
        except ValueError:  # not an oracle id: the demo cards have none, try the slug
            card = Card.objects.filter(slug=value).first()
        if card is None:
            raise CommandError(f"No card with oracle id or slug {value!r}.")
        return card
