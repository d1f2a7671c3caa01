"""Shared reads of the terminology."""

from django.db.models import Count, Max

from .models import Term


def terms_version() -> tuple:
    """Changes whenever a term is added, changed or deleted, in any process: a cache key."""
    summary = Term.objects.aggregate(rows=Count("pk"), latest=Max("updated_at"), last=Max("pk"))
    return summary["rows"], summary["latest"], summary["last"]


def term_pairs() -> list[tuple[str, str]]:
    """(French, English) of every term."""
    return list(Term.objects.values_list("french", "english"))
