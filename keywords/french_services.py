"""Writes of the official French rules: pair a French edition with its English, carry it on.

Wizards published French editions of the Comprehensive Rules. Each French paragraph is the
official French of the paragraph of the same number in the English edition of the same date:
it is recorded as official, dated with that edition, and pinned to the fingerprint of that
English. It is carried along the history (keywords.history) to the later paragraphs that
descend from it, still pinned to the English it translates: where that English is unchanged
the French is current, and where the English changed since it shows as stale (Rule's
stale_statuses) until an editor reviews it or a newer French edition replaces it.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from django.db import transaction

from common.signals import bulk_written_send
from provenance.models import FrenchStatus

from .models import Rule, RulesEdition
from .parsing import ParsedRule, parse_rules_bytes

FRENCH_IMPORT_STEPS = ("parse", "pair", "carry forward")
FRENCH_FIELDS = (
    "text_fr",
    "examples_fr",
    "fr_status",
    "fr_engine",
    "fr_translated_at",
    "fr_source_fingerprint",
)
_LISTED = 10  # paragraph numbers a summary lists before "…"


class EnglishEditionMissing(ValueError):
    """No English edition has the French edition's date; the message is shown to users."""


@dataclass
class FrenchImportReport:
    source: str
    effective_date: date | None = None
    paragraph_count: int = 0
    updated: int = 0
    unchanged: int = 0
    carried: int = 0
    carried_stale: int = 0
    kept_reviewed: list[str] = field(default_factory=list)
    unpaired: list[str] = field(default_factory=list)

    def summary(self) -> str:
        text = (
            f"Official French of the Comprehensive Rules effective {self.effective_date}: "
            f"{self.paragraph_count} paragraphs; French written {self.updated}, already there "
            f"{self.unchanged}; carried forward to {self.carried} later paragraphs, "
            f"{self.carried_stale} of them stale (their English changed since)."
        )
        if self.kept_reviewed:
            text += f" Reviewed French kept: {_numbers(self.kept_reviewed)}."
        if self.unpaired:
            text += f" No English paragraph of that number: {_numbers(self.unpaired)}."
        return text


def _numbers(numbers: list[str]) -> str:
    more = f" and {len(numbers) - _LISTED} more" if len(numbers) > _LISTED else ""
    return ", ".join(numbers[:_LISTED]) + more


def edition_french_import(
    *, source: str, data: bytes, on_step: Callable[[str], None] | None = None
) -> FrenchImportReport:
    """Record the official French of `data` on the English edition of its date, in one
    transaction; RulesFormatError or EnglishEditionMissing write nothing."""
    step = on_step or (lambda name: None)
    document = parse_rules_bytes(data, language="fr")
    step("parse")
    report = FrenchImportReport(source, document.effective_date, document.rule_count)
    edition = RulesEdition.objects.filter(effective_date=document.effective_date).first()
    if edition is None:
        raise EnglishEditionMissing(_missing_edition_message(document.effective_date))
    with transaction.atomic():
        _french_write(report, edition, document.rules)
        step("pair")
        report.carried, report.carried_stale = rules_french_carry_forward()
        step("carry forward")
        if report.updated or report.carried:
            # Bulk writes send no post_save: tell the search index and its hosts.
            bulk_written_send(Rule)
    return report


def _missing_edition_message(day: date) -> str:
    dates = RulesEdition.objects.order_by("effective_date").values_list("effective_date", flat=True)
    imported = ", ".join(str(other) for other in dates)
    return (
        f"These French rules are dated {day}, and no English edition of that date is imported "
        f"(imported: {imported or 'none'}). Each French paragraph is the translation of the "
        "English paragraph of the same date and number: import the English Comprehensive Rules "
        f"effective {day} first."
    )


def _french_write(
    report: FrenchImportReport, edition: RulesEdition, parsed_rules: tuple[ParsedRule, ...]
) -> None:
    existing = {rule.number: rule for rule in Rule.objects.filter(edition=edition)}
    changed = []
    for parsed in parsed_rules:
        rule = existing.get(parsed.number)
        if rule is None:
            report.unpaired.append(parsed.number)
        elif rule.fr_status == FrenchStatus.REVIEWED and not _says_the_same(rule, parsed):
            report.kept_reviewed.append(parsed.number)  # an editor's French is never replaced
        elif _french_set(
            rule, parsed.text, parsed.examples_text, edition.effective_date, rule.en_fingerprint
        ):
            changed.append(rule)
        else:
            report.unchanged += 1
    Rule.objects.bulk_update(changed, FRENCH_FIELDS, batch_size=200)
    report.updated = len(changed)


def _says_the_same(rule: Rule, parsed: ParsedRule) -> bool:
    """Whether an editor's French is the official text word for word (an edit undone, the
    official French marked reviewed): it is then the official French, and says so, as
    printed French an editor left as printed is the card import's."""
    return (rule.text_fr or "", rule.examples_fr or "") == (parsed.text, parsed.examples_text)


def _french_set(
    rule: Rule, text: str, examples: str, made_on: date | None, english_fingerprint: str
) -> bool:
    """Give `rule` official French made on `made_on`, translating the English whose
    fingerprint is given; False if it already had exactly that."""
    wanted = {
        "text_fr": text,
        "examples_fr": examples,
        "fr_status": FrenchStatus.OFFICIAL,
        "fr_engine": "",
        "fr_translated_at": made_on,
        "fr_source_fingerprint": english_fingerprint,
    }
    if all(getattr(rule, name) == value for name, value in wanted.items()):
        return False
    for name, value in wanted.items():
        setattr(rule, name, value)
    return True


def rules_french_carry_forward() -> tuple[int, int]:
    """Copy official French along the history to the later paragraphs, pinned to the English
    it translates (stale where that English changed).

    Editions are walked oldest first, so French goes on through every later edition. Returns
    the paragraphs written, and how many of them are stale.
    """
    editions = RulesEdition.objects.order_by("effective_date").values_list("pk", flat=True)
    written = [_carry_into(edition_id) for edition_id in list(editions)[1:]]
    return sum(len(rules) for rules in written), sum(
        rule.is_french_stale for rules in written for rule in rules
    )


def _carry_into(edition_id: int) -> list[Rule]:
    candidates = (
        Rule.objects.filter(edition_id=edition_id, predecessor__fr_status=FrenchStatus.OFFICIAL)
        .exclude(fr_status=FrenchStatus.REVIEWED)
        .select_related("predecessor")
    )
    changed = []
    for rule in candidates:
        older = rule.predecessor
        if older.text_fr and _may_replace(rule, older) and _carry(rule, older):
            changed.append(rule)
    Rule.objects.bulk_update(changed, FRENCH_FIELDS, batch_size=200)
    return changed


def _may_replace(rule: Rule, older: Rule) -> bool:
    """Missing and machine French give way; official French only to a French edition at least
    as recent (a re-import of the same one, or a newer one), and current French (made for
    this very English) never to stale French."""
    if rule.fr_status in (FrenchStatus.MISSING, FrenchStatus.MACHINE):
        return True
    if not rule.is_french_stale and older.fr_source_fingerprint != rule.en_fingerprint:
        return False
    if older.fr_translated_at is None:
        return False
    return rule.fr_translated_at is None or rule.fr_translated_at <= older.fr_translated_at


def _carry(rule: Rule, older: Rule) -> bool:
    return _french_set(
        rule,
        older.text_fr,
        older.examples_fr or "",
        older.fr_translated_at,
        english_fingerprint=older.fr_source_fingerprint,
    )
