"""Rules data the search tests build: the current edition and its glossary."""

from keywords.models import GlossaryEntry, RulesEdition


def current_glossary(entries: dict[str, str]) -> RulesEdition:
    """The current rules edition, holding these glossary entries (term: definition)."""
    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    for term, definition in entries.items():
        GlossaryEntry.objects.create(edition=edition, term_en=term, definition_en=definition)
    return edition
