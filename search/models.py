"""One small table: a counter of changes to the indexed data (see search/state.py)."""

from django.db import models
from django.utils.translation import gettext_lazy as _


class IndexState(models.Model):
    """A single row whose counter every save or delete of indexed data bumps, in the same
    transaction. An index records the value it was built from; `rebuild_index --if-changed`
    rebuilds only when the database has moved on (edits made on another host, say)."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1, editable=False)
    changes = models.BigIntegerField(_("changes to indexed data"), default=0)

    class Meta:
        verbose_name = _("search index state")
        verbose_name_plural = _("search index state")

    def __str__(self) -> str:
        return f"{self.changes} changes"
