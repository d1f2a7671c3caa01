"""Rules data the search tests build: the current edition, its rules and its glossary."""

from keywords.models import GlossaryEntry, Rule, RulesEdition


def current_edition() -> RulesEdition:
    return RulesEdition.objects.create(effective_date="2026-08-07", source="test", is_current=True)


def current_rules(rules: dict[str, str]) -> RulesEdition:
    """The current rules edition, holding these subrules (number: English text)."""
    edition = current_edition()
    for number, text in rules.items():
        Rule.objects.create(edition=edition, number=number, kind="subrule", text_en=text)
    return edition


def current_glossary(entries: dict[str, str]) -> RulesEdition:
    """The current rules edition, holding these glossary entries (term: definition)."""
    edition = current_edition()
    for term, definition in entries.items():
        GlossaryEntry.objects.create(edition=edition, term_en=term, definition_en=definition)
    return edition
