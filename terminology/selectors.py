"""Reads of the terminology, for the other apps: none of them reads Term itself."""

from django.db.models import Count, Max

from .models import Term
from .vocabulary import TermKind


def terms_version() -> tuple:
    """Changes whenever a term is added, changed or deleted, in any process: a cache key."""
    summary = Term.objects.aggregate(rows=Count("pk"), latest=Max("updated_at"), last=Max("pk"))
    return summary["rows"], summary["latest"], summary["last"]


def term_pairs() -> list[tuple[str, str]]:
    """(French, English) of every term."""
    return list(Term.objects.values_list("french", "english"))


def term_translations(*, kind: TermKind) -> dict[str, str]:
    """English -> French of every term of `kind`."""
    return dict(Term.objects.filter(kind=kind).values_list("english", "french"))


def term_names() -> set[str]:
    """The English of every term that names something (keywords, card types), not rules words."""
    return set(Term.objects.exclude(kind=TermKind.RULES_TERM).values_list("english", flat=True))
