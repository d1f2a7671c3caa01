"""Reads of the terminology, for the other apps: none of them reads Term itself."""

from django.db.models import Count, Max

from .models import LexiconEntry, Term
from .vocabulary import TermKind, lexicon_key


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


def lexicon_version() -> tuple:
    """Changes whenever a lexicon entry is added, changed or deleted: a cache key."""
    summary = LexiconEntry.objects.aggregate(
        rows=Count("pk"), latest=Max("updated_at"), last=Max("pk")
    )
    return summary["rows"], summary["latest"], summary["last"]


def lexicon_french_to_english() -> dict[str, list[str]]:
    """{folded French: [English]} of the lexicon, rejected entries left out.

    Keyed as search keys names ("Mal d'invocation" -> "mal d invocation"); an editor's
    entries come first, then the most often aligned.
    """
    mapping: dict[str, list[str]] = {}
    rows = LexiconEntry.objects.filter(rejected=False).order_by("source", "-aligned", "english")
    for french, english in rows.values_list("french", "english"):
        english_words = mapping.setdefault(lexicon_key(french), [])
        if english not in english_words:
            english_words.append(english)
    return mapping


def lexicon_refused_pairs() -> list[tuple[str, str]]:
    """(French, English) of every rejected entry: a reading an editor refused, which the
    search never makes, whether from the entry, a term or another form of the word."""
    return list(LexiconEntry.objects.filter(rejected=True).values_list("french", "english"))


def french_as_written() -> list[str]:
    """The French of every term and lexicon entry as printed, accents kept ("Défaussez")."""
    terms = Term.objects.values_list("french", flat=True)
    entries = LexiconEntry.objects.filter(rejected=False).values_list("french", flat=True)
    return [*terms, *entries]


def french_printed_counts() -> dict[str, int]:
    """{folded French: on how many printed cards} of the terms and the lexicon's entries (their
    cards, their aligned sentence pairs), keyed as lexicon_french_to_english(); at least 1, as
    an editor's entry may have no count."""
    counts: dict[str, int] = {}
    terms = Term.objects.values_list("french", "count")
    entries = LexiconEntry.objects.filter(rejected=False).values_list("french", "aligned")
    for french, printed in [*terms, *entries]:
        key = lexicon_key(french)
        counts[key] = counts.get(key, 0) + max(printed, 1)
    return counts
