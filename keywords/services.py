"""Writes of the rules: import an edition, make one current, keep keywords and history in step."""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from django.db import connection, transaction
from django.db.models import Q, QuerySet
from django.utils import translation
from django.utils.text import slugify

from common.signals import bulk_written_send
from provenance.models import NameSource

from . import history
from .french_services import rules_french_carry_forward
from .models import GlossaryEntry, Keyword, Rule, RulesEdition, rule_sort_key
from .parsing import (
    ParsedGlossaryEntry,
    ParsedRule,
    ParsedRulesDocument,
    extract_keywords,
    parse_rules_bytes,
)
from .parsing.comprehensive_rules import KINDS, parent_number

IMPORT_STEPS = ("parse", "rules", "glossary", "history", "keywords")

StepCallback = Callable[[str], None]


@dataclass
class ImportReport:
    source: str
    effective_date: date | None = None
    already_imported: bool = False
    edition_created: bool = False
    rule_count: int = 0
    example_count: int = 0
    glossary_count: int = 0
    rules_created: int = 0
    rules_updated: int = 0
    glossary_created: int = 0
    glossary_updated: int = 0
    glossary_removed: int = 0
    keywords_created: int = 0
    keywords_repointed: int = 0
    activated: bool = False

    def summary(self) -> str:
        head = f"Comprehensive Rules effective {self.effective_date}"
        if self.already_imported:
            return f"{head}: already imported, nothing changed." + self._activation()
        return (
            f"{head}: {self.rule_count} rules, {self.example_count} examples, "
            f"{self.glossary_count} glossary entries. Rules created {self.rules_created}, "
            f"updated {self.rules_updated}; glossary entries created {self.glossary_created}, "
            f"updated {self.glossary_updated}, removed {self.glossary_removed}; "
            f"keywords created {self.keywords_created}, "
            f"repointed {self.keywords_repointed}." + self._activation()
        )

    def _activation(self) -> str:
        return " It is now the current edition." if self.activated else ""


# -- Importing an edition -------------------------------------------------------------------


def edition_import(
    *, source: str, data: bytes, activate: bool, on_step: StepCallback | None = None
) -> ImportReport:
    """Parse `data` and write its edition in one transaction; RulesFormatError writes nothing.

    An edition already stored for the same effective date (the demo's partial 2006 edition)
    is merged into: missing rules are added, English is updated, French is never touched.
    """
    step = on_step or (lambda name: None)
    report = ImportReport(source=source)
    digest = hashlib.sha256(data).hexdigest()
    same_file = RulesEdition.objects.filter(content_sha256=digest).first()
    if same_file is not None:
        return _already_imported(report, same_file, activate)
    document = parse_rules_bytes(data)
    step("parse")
    _count_document(report, document)
    # Write English explicitly: modeltranslation's plain `text` follows the active language.
    with translation.override("en"), transaction.atomic():
        edition = _edition_upsert(report, document, source=source, digest=digest)
        report.rules_created, report.rules_updated = _rules_write(edition, document.rules)
        step("rules")
        glossary_counts = _glossary_write(edition, document.glossary)
        report.glossary_created, report.glossary_updated, report.glossary_removed = glossary_counts
        step("glossary")
        edition_history_link(edition=edition)
        # New links may lead official French to paragraphs that kept its English.
        rules_french_carry_forward()
        step("history")
        if activate:
            _activate(edition)
            report.activated = True
        report.keywords_created, report.keywords_repointed = keywords_sync()
        glossary_names_from_keywords()
        step("keywords")
        # Bulk writes and raw SQL send no post_save: tell the search index and its hosts.
        bulk_written_send(RulesEdition, Rule, GlossaryEntry, Keyword)
    return report


def _already_imported(report: ImportReport, edition: RulesEdition, activate: bool) -> ImportReport:
    report.already_imported = True
    report.effective_date = edition.effective_date
    if activate and not edition.is_current:
        edition_activate(edition=edition)
        report.activated = True
    return report


def _count_document(report: ImportReport, document: ParsedRulesDocument) -> None:
    report.effective_date = document.effective_date
    report.rule_count = document.rule_count
    report.example_count = document.example_count
    report.glossary_count = document.glossary_count


def _edition_upsert(
    report: ImportReport, document: ParsedRulesDocument, *, source: str, digest: str
) -> RulesEdition:
    edition, created = RulesEdition.objects.update_or_create(
        effective_date=document.effective_date,
        defaults={"source": source[:500], "content_sha256": digest},
    )
    report.edition_created = created
    return edition


def _rules_write(edition: RulesEdition, parsed_rules: tuple[ParsedRule, ...]) -> tuple[int, int]:
    """Bulk-create the missing rules, level by level so parents have ids; update English."""
    existing = {rule.number: rule for rule in Rule.objects.filter(edition=edition)}
    ids = {number: rule.pk for number, rule in existing.items()}
    changed: list[Rule] = []
    created = 0
    for kind in KINDS:
        new_rules = []
        for parsed in (rule for rule in parsed_rules if rule.kind == kind):
            parent_id = ids.get(parsed.parent_number) if parsed.parent_number else None
            if parsed.number in existing:
                if _rule_refresh(existing[parsed.number], parsed, parent_id):
                    changed.append(existing[parsed.number])
            else:
                new_rules.append(_rule_new(edition, parsed, parent_id))
        # bulk_create bypasses save(): sort_key and en_fingerprint are set in _rule_new.
        Rule.objects.bulk_create(new_rules, batch_size=500)
        created += len(new_rules)
        # Ids re-read rather than taken from bulk_create, which not every backend returns.
        ids.update(Rule.objects.filter(edition=edition, kind=kind).values_list("number", "id"))
    fields = ["text", "text_en", "examples", "examples_en", "parent", "kind", "en_fingerprint"]
    Rule.objects.bulk_update(changed, fields, batch_size=200)
    return created, len(changed)


def _rule_new(edition: RulesEdition, parsed: ParsedRule, parent_id: int | None) -> Rule:
    examples = parsed.examples_text
    rule = Rule(
        edition=edition,
        number=parsed.number,
        kind=parsed.kind,
        parent_id=parent_id,
        sort_key=rule_sort_key(parsed.number),
        text=parsed.text,
        text_en=parsed.text,
        examples=examples,
        examples_en=examples,
    )
    rule.en_fingerprint = rule.compute_en_fingerprint()
    return rule


def _rule_refresh(rule: Rule, parsed: ParsedRule, parent_id: int | None) -> bool:
    """Bring a stored rule's English and place in line with the file; its French stays."""
    wanted = {
        "text_en": parsed.text,
        "examples_en": parsed.examples_text,
        "parent_id": parent_id,
        "kind": parsed.kind,
    }
    if all(getattr(rule, name) == value for name, value in wanted.items()):
        return False
    for name, value in wanted.items():
        setattr(rule, name, value)
    rule.text, rule.examples = rule.text_en, rule.examples_en  # English is active here
    rule.en_fingerprint = rule.compute_en_fingerprint()
    return True


def _glossary_write(
    edition: RulesEdition, entries: tuple[ParsedGlossaryEntry, ...]
) -> tuple[int, int, int]:
    """Make the edition's glossary the file's: (created, updated, removed).

    Terms the file no longer has are deleted, so that a re-import never leaves a term of an
    earlier copy beside the current one; a term still there keeps its row and its French.
    """
    existing = {entry.term_en: entry for entry in GlossaryEntry.objects.filter(edition=edition)}
    new_entries, changed = [], []
    for parsed in entries:
        entry = existing.get(parsed.term)
        if entry is None:
            new_entries.append(_glossary_entry_new(edition, parsed))
        elif entry.definition_en != parsed.definition:
            entry.definition = entry.definition_en = parsed.definition
            entry.en_fingerprint = entry.compute_en_fingerprint()
            changed.append(entry)
    GlossaryEntry.objects.bulk_create(new_entries, batch_size=500)
    fields = ["definition", "definition_en", "en_fingerprint"]
    GlossaryEntry.objects.bulk_update(changed, fields, batch_size=200)
    wanted = {parsed.term for parsed in entries}
    gone = [entry.pk for term, entry in existing.items() if term not in wanted]
    GlossaryEntry.objects.filter(pk__in=gone).delete()
    return len(new_entries), len(changed), len(gone)


def _glossary_entry_new(edition: RulesEdition, parsed: ParsedGlossaryEntry) -> GlossaryEntry:
    entry = GlossaryEntry(
        edition=edition,
        term=parsed.term,
        term_en=parsed.term,
        definition=parsed.definition,
        definition_en=parsed.definition,
    )
    entry.en_fingerprint = entry.compute_en_fingerprint()
    return entry


# -- History --------------------------------------------------------------------------------


def edition_history_link(*, edition: RulesEdition) -> None:
    """Link `edition` to the nearest older imported edition, and the next newer one to it.

    Importing 2020 after 2009 and 2025 re-links 2025 to 2020: each edition's predecessors are
    always in the edition just before it among those imported.
    """
    older = RulesEdition.objects.filter(effective_date__lt=edition.effective_date).first()
    newer = (
        RulesEdition.objects.filter(effective_date__gt=edition.effective_date)
        .order_by("effective_date")
        .first()
    )
    _history_link(older, edition)
    if newer is not None:
        _history_link(edition, newer)


_VERSION_FIELDS = ("id", "number", "kind", "text_en", "examples_en", "predecessor_id", "change")


def _history_link(older: RulesEdition | None, newer: RulesEdition) -> None:
    new_rows = list(Rule.objects.filter(edition=newer).values_list(*_VERSION_FIELDS))
    matches, old_ids = {}, {}
    if older is not None:
        old_rows = list(Rule.objects.filter(edition=older).values_list(*_VERSION_FIELDS))
        old_ids = {row[1]: row[0] for row in old_rows}
        matches = history.match_editions(_versions(old_rows), _versions(new_rows))
    updates = []
    for pk, number, *_texts, predecessor_id, change in new_rows:
        match = matches.get(number)
        wanted_id = old_ids.get(match.predecessor) if match else None
        wanted_change = match.change if match else ""
        if older is not None and older.is_extract and wanted_change == Rule.Change.ADDED:
            wanted_change = ""  # the extract may lack it: whether it is new is unknown
        if (wanted_id, wanted_change) != (predecessor_id, change):
            updates.append((wanted_id, wanted_change, pk))
    _rules_set_history(updates)


def _rules_set_history(updates: list[tuple[int | None, str, int]]) -> None:
    """(predecessor id, change, rule id) rows in one executemany.

    bulk_update() writes a CASE per field and batch: about a second per 3,000 rules on SQLite,
    where a prepared UPDATE run 3,000 times takes milliseconds.
    """
    if not updates:
        return
    quote = connection.ops.quote_name
    table = quote(Rule._meta.db_table)
    predecessor = quote(Rule._meta.get_field("predecessor").column)
    change, pk = quote(Rule._meta.get_field("change").column), quote(Rule._meta.pk.column)
    sql = f"UPDATE {table} SET {predecessor} = %s, {change} = %s WHERE {pk} = %s"  # noqa: S608
    with connection.cursor() as cursor:
        cursor.executemany(sql, updates)


def _versions(rows: list[tuple]) -> list[history.RuleVersion]:
    return [
        history.RuleVersion(number, kind, text or "", examples or "")
        for _, number, kind, text, examples, *_ in rows
    ]


# -- Current edition and keywords -----------------------------------------------------------


def edition_activate(*, edition: RulesEdition) -> tuple[int, int]:
    """Make `edition` the one shown by default and point keywords at its rules."""
    with transaction.atomic():
        _activate(edition)
        counts = keywords_sync()
        # update() and bulk writes send no signal, and no row count moves.
        bulk_written_send(RulesEdition, Keyword)
        return counts


def _activate(edition: RulesEdition) -> None:
    # Clear the old flag first: the "one_current_edition" constraint is checked per statement.
    RulesEdition.objects.filter(is_current=True).exclude(pk=edition.pk).update(is_current=False)
    RulesEdition.objects.filter(pk=edition.pk).update(is_current=True)
    edition.is_current = True


@dataclass(frozen=True)
class _Definition:
    name: str
    kind: str
    rule_id: int


def keywords_sync() -> tuple[int, int]:
    """Create the keywords the editions define and point each at its defining rule.

    The rule is the one of the current edition, or of the newest edition that still defines
    the keyword. Names, summaries, notes and French of existing keywords are left alone.
    Returns (created, repointed).
    """
    definitions = _keyword_definitions()
    existing = {keyword.slug: keyword for keyword in Keyword.objects.all()}
    created = [
        _keyword_new(slug, definition)
        for slug, definition in definitions.items()
        if slug not in existing
    ]
    Keyword.objects.bulk_create(created, batch_size=500)
    repointed = [
        keyword
        for slug, keyword in existing.items()
        if slug in definitions and _keyword_repoint(keyword, definitions[slug])
    ]
    Keyword.objects.bulk_update(repointed, ["rule", "kind"], batch_size=500)
    return len(created), len(repointed)


def glossary_names_from_keywords() -> int:
    """Give each glossary entry without a French term the French name of the keyword of the
    same English name, from where that name comes: a pages review found « Piétinement » on
    Trample's keyword and rule pages and « Nom français : aucun connu » on its glossary entry.
    A term the mined lexicon gave follows its keyword's name when it changes (an editor
    corrects it); an official or an editor's term is never replaced. Returns how many entries
    were named."""
    with translation.override("en"):
        named_keywords = {
            keyword.name_en.lower(): keyword
            for keyword in Keyword.objects.exclude(name_fr="").exclude(name_fr=None)
            if keyword.name_en
        }
        named = []
        for entry in glossary_entries_renamable():
            keyword = named_keywords.get(entry.term_en.lower())
            if keyword is None or not names_its_entry(keyword, entry):
                continue
            name = (keyword.name_fr, keyword.name_fr_source)
            if (entry.term_fr, entry.term_fr_source) != name:
                entry.term_fr, entry.term_fr_source = name
                named.append(entry)
    return glossary_terms_store(named)


def names_its_entry(keyword: Keyword, entry: GlossaryEntry) -> bool:
    """Whether a keyword's French name names its glossary entry: not an action's, a verb, for
    an entry of several senses (Counter: to cancel a spell, and a marker; Exile: to exile,
    and the zone, « exil »)."""
    return not (keyword.kind == Keyword.Kind.KEYWORD_ACTION and entry.has_several_senses)


def glossary_entries_renamable() -> QuerySet[GlossaryEntry]:
    """The glossary entries a naming from the keywords or the lexicon may name: those whose
    French term was found on cards, and those without one that no editor emptied (an editor's
    empty term is theirs: the name came back at the next naming)."""
    no_term = Q(term_fr="") | Q(term_fr__isnull=True)
    return GlossaryEntry.objects.filter(
        Q(term_fr_source=NameSource.MINED) | (no_term & ~Q(term_fr_source=NameSource.EDITOR))
    ).exclude(term_en=None)


def glossary_terms_store(entries: list[GlossaryEntry]) -> int:
    """Write the French terms given to `entries`, and tell the search (bulk_update sends no
    signal); returns how many."""
    GlossaryEntry.objects.bulk_update(entries, ["term_fr", "term_fr_source"], batch_size=500)
    if entries:
        bulk_written_send(GlossaryEntry)
    return len(entries)


def _keyword_definitions() -> dict[str, _Definition]:
    """slug -> definition, the current edition first, then the others newest first."""
    editions = sorted(
        RulesEdition.objects.all(),
        key=lambda edition: (not edition.is_current, -edition.effective_date.toordinal()),
    )
    definitions: dict[str, _Definition] = {}
    for edition in editions:
        for slug, definition in _edition_keywords(edition).items():
            definitions.setdefault(slug, definition)
    return definitions


def _edition_keywords(edition: RulesEdition) -> dict[str, _Definition]:
    rows = Rule.objects.filter(edition=edition).values_list("id", "number", "kind", "text_en")
    ids = {number: pk for pk, number, _, _ in rows}
    # extract_keywords reads a parsed document; rebuild the little of it that it needs.
    rules = tuple(
        ParsedRule(number, text or "", (), parent_number(number), kind)
        for _, number, kind, text in rows
    )
    document = ParsedRulesDocument(edition.effective_date, rules, ())
    found: dict[str, _Definition] = {}
    for keyword in extract_keywords(document):
        name = keyword.name[:1].upper() + keyword.name[1:]  # ability words are listed lowercase
        slug = slugify(name)[:120]
        if slug:
            found.setdefault(slug, _Definition(name, keyword.kind, ids[keyword.rule_number]))
    return found


def _keyword_new(slug: str, definition: _Definition) -> Keyword:
    # French names stay missing: they come from printed cards, never from a guess.
    keyword = Keyword(
        slug=slug,
        name=definition.name,
        name_en=definition.name,
        kind=definition.kind,
        rule_id=definition.rule_id,
    )
    keyword.en_fingerprint = keyword.compute_en_fingerprint()
    return keyword


def _keyword_repoint(keyword: Keyword, definition: _Definition) -> bool:
    if (keyword.rule_id, keyword.kind) == (definition.rule_id, definition.kind):
        return False
    keyword.rule_id, keyword.kind = definition.rule_id, definition.kind
    return True
