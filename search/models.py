"""Counters of changes to the indexed data: one for the whole index (search/state.py), one per
answer panel (search/answer_versions.py); and the ordered log of those changes that every
host's index follows (search/changelog.py)."""

from django.db import IntegrityError, models, transaction
from django.db.models import F, QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class IndexState(models.Model):
    """A single row whose counter every save or delete of indexed data bumps, in the same
    transaction. An index records the value it was built from; `rebuild_index --if-changed`
    rebuilds only when the database has moved on (edits made on another host, say)."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1, editable=False)
    changes = models.BigIntegerField(_("changes to indexed data"), default=0)
    # Changes that any answer panel may show (a rule, a keyword, an import): every cached
    # panel is rendered again. Edits to one card or its rulings bump AnswerVersion instead.
    answers = models.BigIntegerField(_("changes shown by every answer"), default=0)

    class Meta:
        verbose_name = _("search index state")
        verbose_name_plural = _("search index state")

    def __str__(self) -> str:
        return f"{self.changes} changes"


class AnswerVersion(models.Model):
    """How many times what one answer panel shows has changed: a card's panel (the card and
    its rulings) or a keyword's (its cards' rulings among the rest). Bumped in the same
    transaction as the change (search/answer_versions.py), so a rendered panel is cached per
    version and an edit to one card's ruling leaves every other panel cached."""

    kind = models.CharField(_("kind of answer"), max_length=20)
    object_id = models.BigIntegerField(_("object id"))
    version = models.BigIntegerField(_("version"), default=0)

    class Meta:
        verbose_name = _("answer version")
        verbose_name_plural = _("answer versions")
        constraints = [
            models.UniqueConstraint(fields=["kind", "object_id"], name="one_version_per_answer")
        ]

    def __str__(self) -> str:
        return f"{self.kind}:{self.object_id} v{self.version}"


class IndexChange(models.Model):
    """One change to the indexed data, in the order the changes committed: an object saved or
    deleted, every object of a kind (a bulk write, another current rules edition), or the
    whole index. Written in the transaction of the change (search/changelog.py); each host's
    `sync_index` applies the rows after the last one its index holds."""

    class Action(models.TextChoices):
        SAVED = "saved", _("saved")
        DELETED = "deleted", _("deleted")
        ALL = "all", _("every object of the kind")
        REBUILD = "rebuild", _("the whole index")

    id = models.BigAutoField(primary_key=True)
    kind = models.CharField(_("kind"), max_length=20, blank=True)  # "ruling"; "" for REBUILD
    object_id = models.BigIntegerField(_("object id"), null=True, blank=True)
    action = models.CharField(_("action"), max_length=10, choices=Action)
    logged_at = models.DateTimeField(_("logged at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("index change")
        verbose_name_plural = _("index changes")

    def __str__(self) -> str:
        return f"{self.id}: {self.action} {self.kind}:{self.object_id or '*'}"


def bump(rows: QuerySet, field: str, **identity) -> None:
    """Add one to `field` of the row that `identity` names, in the current transaction of the
    rows' database; a missing row (a new or flushed database) is created at 1, or bumped if
    another process created it in between."""
    if rows.filter(**identity).update(**{field: F(field) + 1}):
        return
    try:
        with transaction.atomic(using=rows.db):
            rows.create(**identity, **{field: 1})
    except IntegrityError:
        rows.filter(**identity).update(**{field: F(field) + 1})
