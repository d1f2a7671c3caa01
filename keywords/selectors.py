"""Shared reads of the rules: which edition is shown, a rule with its subtree and history."""

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache

from django.db.models import Count, Max, Q, QuerySet, Sum
from django.utils.text import slugify

from common.collation import sorted_by_name, spaceless
from provenance.models import FrenchStatus
from provenance.presentation import shown_name
from rulings.models import Card, Ruling
from rulings.selectors import CARD_LIST_FIELDS, card_order

from .models import GlossaryEntry, Keyword, Rule, RulesEdition, glossary_slug
from .parsing.comprehensive_rules import parent_number
from .parsing.references import find_rule_references, glossary_citations


def edition_current() -> RulesEdition | None:
    """The edition shown by default: the one marked current, else the newest imported."""
    return RulesEdition.objects.filter(is_current=True).first() or RulesEdition.objects.first()


def edition_get(*, effective_date: date | None) -> RulesEdition | None:
    if effective_date is None:
        return edition_current()
    return RulesEdition.objects.filter(effective_date=effective_date).first()


def rule_get(*, number: str, edition: RulesEdition) -> Rule | None:
    return Rule.objects.filter(edition=edition, number=number).select_related("edition").first()


def rule_nearest_above(*, number: str, edition: RulesEdition) -> Rule | None:
    """The nearest rule above `number` that the edition holds ("704.5" for "704.5l"), where a
    reader who mistyped a letter finds the one meant; None if none."""
    above = parent_number(number)
    while above is not None:
        if (found := rule_get(number=above, edition=edition)) is not None:
            return found
        above = parent_number(above)
    return None


def rule_in_any_edition(*, number: str) -> Rule | None:
    """Rule `number` of the current edition, else of the newest edition that has it."""
    current = edition_current()
    rules = Rule.objects.filter(number=number).select_related("edition")
    if current is not None and (rule := rules.filter(edition=current).first()) is not None:
        return rule
    return rules.order_by("-edition__effective_date").first()


def rule_version_in(*, rule: Rule, edition: RulesEdition) -> Rule | None:
    """The same rule as `rule` in `edition`, whatever its number there (702.56a of 2026 is
    702.53a in 2009 and 502.52a in 2006); None if it did not exist then."""
    if rule.edition_id == edition.pk:
        return rule
    return next((v for v in rule_lineage(rule=rule) if v.edition_id == edition.pk), None)


def rule_neighbours(*, rule: Rule) -> tuple[Rule | None, Rule | None]:
    """The pages before and after `rule`'s, in reading order. For a rule, section or chapter:
    those of its kind (702.18 and 702.20 for 702.19, whose page holds its subrules). For a
    subrule: its neighbours under the same rule, then that rule before the first and the next
    rule after the last (704.5 before 704.5a, 704.6 after 704.5aa); the subrules of other rules
    made 704.1a the one before 704.5a, over 704.2 to 704.5."""
    if rule.kind != Rule.Kind.SUBRULE or rule.parent_id is None:
        return _around(rule, Rule.objects.filter(kind=rule.kind))
    parent = Rule.objects.select_related("edition").get(pk=rule.parent_id)
    previous, following = _around(rule, Rule.objects.filter(parent_id=parent.pk))
    if following is None:
        following = _around(parent, Rule.objects.filter(kind=parent.kind))[1]
    return previous or parent, following


def _around(rule: Rule, among) -> tuple[Rule | None, Rule | None]:
    """The paragraphs of `among` just before and after `rule` in its edition's order."""
    around = among.filter(edition_id=rule.edition_id).select_related("edition")
    previous = around.filter(sort_key__lt=rule.sort_key).order_by("-sort_key").first()
    following = around.filter(sort_key__gt=rule.sort_key).order_by("sort_key").first()
    return previous, following


def rule_cited_by(*, rule: Rule, descendants: Iterable[Rule]) -> list[Rule]:
    """The rules of the edition whose text refers to `rule` or to a paragraph under it, in
    rules order; references from inside the page's own rule do not count."""
    edition = rule.edition
    citations = _edition_citations(edition.pk, edition.content_sha256, edition.imported_at)
    own = {rule.number, *(d.number for d in descendants)}
    citing = {number for cited in own for number in citations.get(cited, ())} - own
    return list(
        Rule.objects.filter(edition=edition, number__in=citing)
        .select_related("edition")
        .order_by("sort_key")
    )


@lru_cache(maxsize=16)
def _edition_citations(
    edition_id: int, content_sha256: str, imported_at: datetime
) -> dict[str, frozenset[str]]:
    """Cited number -> numbers of the rules that cite it, read once per edition and file (a
    newly imported file changes the key)."""
    cited_by: dict[str, set[str]] = {}
    rules = Rule.objects.filter(edition_id=edition_id).values_list(
        "number", "text_en", "examples_en"
    )
    for number, text, examples in rules:
        for reference in find_rule_references(f"{text}\n{examples or ''}"):
            for cited in reference.numbers:
                cited_by.setdefault(cited, set()).add(number)
    return {cited: frozenset(numbers) for cited, numbers in cited_by.items()}


def rule_ancestors(*, rule: Rule) -> list[Rule]:
    """The rules above `rule`, the chapter first (702.19b -> 7, 702, 702.19)."""
    chain = []
    parent = rule.parent
    while parent is not None:
        chain.insert(0, parent)
        parent = parent.parent
    return chain


def rule_keywords(*, rules: Iterable[Rule]) -> list[Keyword]:
    """The keywords defined by any of `rules` (a rule page's rule and its ancestors)."""
    return list(Keyword.objects.filter(rule__in=list(rules)).select_related("rule__edition"))


def rule_keywords_any_edition(*, rule: Rule, ancestors: list[Rule]) -> list[Keyword]:
    """The keywords of a rule or of its ancestors; keywords point to the rules of one edition
    (the current one), so an older rule finds them through its newest version (Replicate's
    702.53a of 2009 through 702.56a)."""
    keywords = rule_keywords(rules=[rule, *ancestors])
    if keywords:
        return keywords
    keyword_rule = next((r for r in [rule, *ancestors] if r.kind == Rule.Kind.RULE), None)
    if keyword_rule is None or keyword_rule.edition.is_current:
        return []
    return rule_keywords(rules=[rule_lineage(rule=keyword_rule)[-1]])


def rule_descendants(*, rule: Rule) -> QuerySet[Rule]:
    """Every paragraph under `rule` in its edition, in rules order (702.56 -> 702.56a, b...)."""
    # Sort keys are paths: everything under 702.56 ("7.02.0056") starts with "7.02.0056.".
    prefix = rule.sort_key + "."
    return (
        Rule.objects.filter(edition=rule.edition, sort_key__startswith=prefix)
        .select_related("edition")
        .order_by("sort_key")
    )


def rule_children(*, rule: Rule) -> QuerySet[Rule]:
    return rule.children.order_by("sort_key")


def chapters(*, edition: RulesEdition) -> QuerySet[Rule]:
    return Rule.objects.filter(edition=edition, kind=Rule.Kind.CHAPTER).order_by("sort_key")


def edition_previous(*, edition: RulesEdition) -> RulesEdition | None:
    """The nearest older imported edition: the one the history of `edition` compares with."""
    return RulesEdition.objects.filter(effective_date__lt=edition.effective_date).first()


def rule_lineage(*, rule: Rule) -> list[Rule]:
    """The same rule through every imported edition, oldest first, whatever its numbers."""
    older: list[Rule] = []
    current = rule
    while current.predecessor_id is not None:
        current = Rule.objects.select_related("edition").get(pk=current.predecessor_id)
        older.insert(0, current)
    newer: list[Rule] = []
    current = rule
    # Matching is one to one: a rule has at most one successor in the next edition.
    while (following := _successor(current)) is not None:
        newer.append(following)
        current = following
    return [*older, rule, *newer]


def _successor(rule: Rule) -> Rule | None:
    return rule.successors.select_related("edition").order_by("edition__effective_date").first()


def rules_earlier_french(*, rules: Iterable[Rule]) -> dict[int, Rule]:
    """Rule id -> the older version of that rule whose official French was made for it, for
    each rule with no French of its own or with official French carried from there over a
    changed English (702.56a of 2026 -> 502.52a of 2006).

    The history links are followed one edition back at a time for all the rules together: a
    query per edition walked, whatever the number of rules.
    """
    wanted = {
        rule.pk: rule.predecessor_id
        for rule in rules
        if rule.predecessor_id is not None and _french_written_for_older_english(rule)
    }
    found: dict[int, Rule] = {}
    while wanted:
        older = Rule.objects.select_related("edition").in_bulk(set(wanted.values()))
        further = {}
        for rule_id, older_id in wanted.items():
            version = older.get(older_id)
            if version is None:
                continue  # deleted since the rule was read
            official = version.fr_status == FrenchStatus.OFFICIAL and version.text_fr
            if official and not version.is_french_stale:
                found[rule_id] = version
                continue
            if version.predecessor_id is not None:
                further[rule_id] = version.predecessor_id
        wanted = further
    return found


def _french_written_for_older_english(rule: Rule) -> bool:
    if not any(rule.french_texts()):
        return True
    return rule.fr_status == FrenchStatus.OFFICIAL and rule.is_french_stale


@dataclass(frozen=True)
class EditionChanges:
    """What changed from `previous` to `edition`; removed rules belong to `previous`."""

    edition: RulesEdition
    previous: RulesEdition | None
    added: QuerySet[Rule]
    reworded: QuerySet[Rule]
    renumbered: QuerySet[Rule]
    removed: QuerySet[Rule]


def rules_held(*, edition: RulesEdition) -> int:
    """How many rules of the edition are held here (of an extract, a few)."""
    return Rule.objects.filter(edition=edition).count()


def edition_changes(*, edition: RulesEdition) -> EditionChanges:
    previous = edition_previous(edition=edition)
    rules = Rule.objects.filter(edition=edition).select_related("edition").order_by("sort_key")
    reworded = [Rule.Change.REWORDED, Rule.Change.RENUMBERED_AND_REWORDED]
    removed = Rule.objects.none()
    if previous is not None:
        removed = (
            Rule.objects.filter(edition=previous)
            .exclude(successors__edition=edition)
            .select_related("edition")
            .order_by("sort_key")
        )
    return EditionChanges(
        edition=edition,
        previous=previous,
        added=rules.filter(change=Rule.Change.ADDED),
        reworded=rules.filter(change__in=reworded).select_related("predecessor__edition"),
        renumbered=rules.filter(change=Rule.Change.RENUMBERED).select_related("predecessor"),
        removed=removed,
    )


def glossary_entries(*, edition: RulesEdition, language: str) -> list[GlossaryEntry]:
    """The edition's glossary in the collation order of the terms pages in `language` show:
    "APNAP Order" files under A with "Abandon", as in the rules, not before it."""
    entries = GlossaryEntry.objects.filter(edition=edition).select_related("edition")
    return sorted_by_name(entries, lambda entry: shown_name(entry, language, "term"))


def glossary_version() -> tuple:
    """Changes whenever glossary entries are imported, removed or edited (each edition counts
    its glossary's edits: keywords.signals), in any process: a cache key, two small queries."""
    edits = RulesEdition.objects.aggregate(edits=Sum("glossary_version"))["edits"]
    rows = GlossaryEntry.objects.aggregate(rows=Count("pk"), last=Max("pk"))
    return edits, rows["rows"], rows["last"]


def glossary_english_words() -> frozenset[str]:
    """The lower-case words of the current edition's English glossary terms ("replacement",
    "effect"): the rules' own vocabulary, which the cards rarely print."""
    edition = edition_current()
    if edition is None:
        return frozenset()
    terms = GlossaryEntry.objects.filter(edition=edition).values_list("term_en", "term")
    return frozenset(
        word for english, term in terms for word in re.findall(r"[a-z]+", (english or term).lower())
    )


def glossary_entry_find(*, edition: RulesEdition, name: str) -> GlossaryEntry | None:
    """The edition's entry of that slug ("legend-rule", its page's address; with the glossary
    page's "g-" too), English term or French term, whatever their case, accents and hyphens
    (SQLite's case-insensitive comparison folds ASCII letters only). The slug first, then
    English: a French term may be another's English one."""
    entries = GlossaryEntry.objects.filter(edition=edition).select_related("edition")
    wanted = name.strip()
    terms = list(entries.values_list("pk", "term_en", "term_fr"))
    # A slug loses the punctuation a term has ("Active Player, Nonactive Player Order"):
    # the edition's terms (about 700) are slugged to find it.
    slug = glossary_slug(wanted.removeprefix("g-"))
    pks = [pk for pk, term_en, _ in terms if slug and glossary_slug(term_en) == slug]
    if not pks:
        pks = _named_alike(terms, wanted)
    return entries.filter(pk=pks[0]).first() if pks else None


def glossary_cited_rules(*, entry: GlossaryEntry) -> list[tuple[str, Rule | None]]:
    """(number, rule) of each rule the definition cites ("See rule 704.5j."), in its order,
    from the entry's edition; None for a number the edition does not hold."""
    numbers = glossary_citations(entry.definition_en or entry.definition)
    rules = Rule.objects.filter(edition=entry.edition, number__in=numbers)
    held = {rule.number: rule for rule in rules.select_related("edition")}
    return [(number, held.get(number)) for number in numbers]


def keyword_named(name: str) -> Keyword | None:
    """A keyword by its English name (any case), its slug, or its French name, then by either
    name whatever its case, accents and hyphens (« PIÉTINEMENT », « Pie\u0301tinement », as
    macOS sends it; « au dela »): SQLite's case-insensitive comparison folds ASCII letters
    only. The English name and the slug first: a French name may be another keyword's English
    one."""
    wanted = name.strip()
    keywords = Keyword.objects.select_related("rule__edition")
    found = (
        keywords.filter(Q(name_en__iexact=wanted) | Q(slug=slugify(wanted))).first()
        or keywords.filter(name_fr__iexact=wanted).first()
    )
    if found is not None:
        return found
    pks = _named_alike(keywords.order_by("pk").values_list("pk", "name_en", "name_fr"), wanted)
    return keywords.filter(pk=pks[0]).first() if pks else None


def _named_alike(names: Iterable[tuple[int, str, str | None]], wanted: str) -> list[int]:
    """The ids of (id, English name, French name) whose English, then French, name is
    `wanted` whatever its case, accents and hyphens (common.collation.spaceless)."""
    key = spaceless(wanted)
    if not key:
        return []
    names = list(names)
    english = [pk for pk, name_en, _ in names if spaceless(name_en) == key]
    return english + [pk for pk, _, name_fr in names if name_fr and spaceless(name_fr) == key]


def keywords_most_printed(*, language: str, count: int) -> list[Keyword]:
    """The `count` keywords the most cards have (Flying, Trample, Haste …: the ones players
    meet), in the collation order of the names pages in `language` show."""
    keywords = Keyword.objects.annotate(printed=Count("cards")).order_by("-printed", "name_en")
    return sorted_by_name(keywords[:count], lambda keyword: shown_name(keyword, language))


def keyword_list(*, language: str) -> list[Keyword]:
    """Every keyword in the collation order of the names pages in `language` show."""
    keywords = Keyword.objects.select_related("rule", "rule__edition")
    return sorted_by_name(keywords, lambda keyword: shown_name(keyword, language))


def keyword_cards(*, keyword: Keyword, language: str) -> QuerySet[Card]:
    """The keyword's cards in name order (Flying alone has 2,000: paginate), with only what a
    list shows: sorting Flying's whole rows (their texts) took 27 ms a page, their names 5."""
    return keyword.cards.order_by(*card_order(language=language)).only(*CARD_LIST_FIELDS)


def keyword_example_card(*, keyword: Keyword):
    """The card whose printing gave the keyword its reminder text, as seed 000 shows
    Gigatorpeur with « Duplication {U} (...) »; else a card with the keyword, one with printed
    French first."""
    if keyword.reminder_card is not None:
        return keyword.reminder_card
    cards = keyword.cards.order_by("name_en")
    return cards.exclude(name_fr="").exclude(name_fr__isnull=True).first() or cards.first()


def keyword_rulings(*, keyword: Keyword, limit: int = 50) -> list[Ruling]:
    """The newest rulings that speak of the keyword, on cards that have it. A card's other
    rulings (of its back face, of an intervening "if") say nothing of the keyword: Flying's
    page listed them. The name is looked for as a word, in its usual forms ("flash" is not
    "flashback"; "exploit" finds "exploits" and "exploited"): the database finds the
    candidates, Python the words, the same way on SQLite and PostgreSQL."""
    name = keyword.name_en or keyword.name
    if not name:
        return []
    speaks_of = re.compile(rf"\b{re.escape(name)}(?:s|es|d|ed|ing)?\b", re.IGNORECASE)
    candidates = (
        Ruling.objects.filter(card__keywords=keyword, text_en__icontains=name)
        .select_related("card")
        .order_by("-published_at", "card__name_en", "pk")
    )
    found = []
    for ruling in candidates.iterator(chunk_size=200):
        if speaks_of.search(ruling.text_en):
            found.append(ruling)
            if len(found) == limit:
                break
    return found
