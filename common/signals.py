"""Writes Django sends no signal for, announced by the services that make them.

QuerySet.update(), bulk_create(), bulk_update() and raw SQL send no post_save: a service
writing that way sends `bulk_written` once per model written, inside the transaction that
wrote, so that whoever keeps something in step with the data (the search index and its change
counter) hears of it without the service knowing who listens.
"""

from django.db import models, router
from django.dispatch import Signal

# sender: the model whose rows were written; using: the database alias.
bulk_written = Signal()


def bulk_written_send(*written: type[models.Model], using: str | None = None) -> None:
    """Announce that rows of each of the `written` models were written in bulk."""
    for model in dict.fromkeys(written):
        bulk_written.send(sender=model, using=using or router.db_for_write(model))
