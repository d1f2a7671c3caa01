"""What a rule page shows around the text: its title, its folds, its notices, the glossary's
letters. Pure functions over rules already read (no query of their own), but for a title's
keywords (keyword_titled), read unless prefetched: a page of many titles prefetches them."""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import groupby

from provenance.models import NameSource

from .models import Keyword, Rule

# A rule of a section of keywords is its keyword's name ("Trample"), a chapter or section its
# title ("Game Concepts"): short, no sentence. Longer texts are rules, not titles.
_MAX_TITLE_WORDS = 6
# How a rule's text ends that is a sentence, not a title: "704.5 The state-based actions are
# as follows:".
SENTENCE_ENDS = (".", ":", ";")


def ends_as_a_sentence(text: str) -> bool:
    return text.rstrip().endswith(SENTENCE_ENDS)


@dataclass(frozen=True)
class RuleTitle:
    text: str
    lang: str


def is_title(rule: Rule) -> bool:
    """The paragraph is a heading of the rules ("702.19 Trample"), not a rule to read."""
    if rule.kind in (Rule.Kind.CHAPTER, Rule.Kind.SECTION):
        return True
    text = (rule.text_en or "").strip()
    return (
        rule.kind == Rule.Kind.RULE
        and bool(text)
        and len(text.split()) <= _MAX_TITLE_WORDS
        and not ends_as_a_sentence(text)
        and not rule.examples_en
    )


def rule_title(
    rule: Rule, ancestors: list[Rule], language: str, keywords: list[Keyword] = ()
) -> RuleTitle | None:
    """The title a rule is known by: its own, else its nearest titled ancestor's (702.19b ->
    "Trample", 100.1 -> "General"). In French: the French of that title, else the French name
    of the keyword it defines, when official (« Piétinement »; `keywords`: the keywords of
    that rule), else the English, marked as English."""
    titled = titled_rule(rule, ancestors)
    if titled is None:
        return None
    if language == "fr" and (french := french_title(titled, keywords)):
        return RuleTitle(french[0], "fr")
    return RuleTitle(titled.text_en, "en")


def titled_rule(rule: Rule, ancestors: list[Rule]) -> Rule | None:
    """The rule whose title `rule` is known by: itself when a title, else its nearest titled
    ancestor (702.19b -> 702.19, 100.1 -> 100); None when none is."""
    return next((r for r in [rule, *reversed(ancestors)] if is_title(r)), None)


def french_title(rule: Rule, keywords: Iterable[Keyword]) -> tuple[str, str] | None:
    """The French of a title rule and where it comes from: its text's French, else the
    official French name of the first of `keywords` (those the rule defines) that has one.
    Only an official name titles a rule: a mined or an editor's name is shown with its
    source on the keyword's page, and a title has no room to say it."""
    if rule.text_fr:
        return rule.text_fr, rule.fr_status
    official = (k for k in keywords if k.name_fr and k.name_fr_source == NameSource.OFFICIAL)
    named = next((keyword.name_fr for keyword in official), "")
    return (named, NameSource.OFFICIAL) if named else None


@dataclass
class Fold:
    """A paragraph right under the page's rule, with every paragraph under it; `title` when
    the paragraph is a title ("702.19 Trample"), shown in place of its text."""

    head: Rule
    title: RuleTitle | None
    body: list[Rule] = field(default_factory=list)


def folds(
    rule: Rule, descendants: list[Rule], language: str, keywords: list[Keyword] = ()
) -> list[Fold]:
    """The page's descendants grouped under its children: /cr/702 is 150 keywords, each one a
    fold of its subrules, instead of 1,300 paragraphs in a row."""
    by_rule: dict[int, list[Keyword]] = {}
    for keyword in keywords:
        by_rule.setdefault(keyword.rule_id, []).append(keyword)
    groups: list[Fold] = []
    for paragraph in descendants:
        if paragraph.parent_id == rule.pk or not groups:
            own = by_rule.get(paragraph.pk, [])
            title = rule_title(paragraph, [], language, own) if is_title(paragraph) else None
            groups.append(Fold(paragraph, title))
        else:
            groups[-1].body.append(paragraph)
    return groups


def shown_paragraphs(rule: Rule, folds: list[Fold]) -> list[Rule]:
    """The paragraphs whose text a rule page shows: titles stand in headings, not as text."""
    shown = [] if is_title(rule) else [rule]
    for fold in folds:
        shown += [*([] if fold.body and fold.title else [fold.head]), *fold.body]
    return shown


def keyword_titled(rule: Rule) -> str:
    """The official French name a title rule without French of its own shows, that of the
    keyword it defines (« Piétinement », 702.19), else "": its page, the search results, its
    keyword's page and the glossary entries citing it title it alike."""
    if rule.text_fr or not is_title(rule):
        return ""
    french = french_title(rule, rule.defined_keywords.all())
    return french[0] if french else ""


def without_french(rules: list[Rule], earlier_french: dict[int, Rule]) -> int:
    """How many of `rules` show no French at all: neither their own, nor an older version's,
    nor their keyword's name for a title."""
    return sum(
        1
        for r in rules
        if not any(r.french_texts()) and r.pk not in earlier_french and not keyword_titled(r)
    )


def initial(name: str) -> str:
    """The letter a name files under in an index: "Éclair" -> "E"; not a letter -> "#"."""
    first = unicodedata.normalize("NFKD", name.strip()[:1])[:1].upper()
    return first if "A" <= first <= "Z" else "#"


def by_initial(entries: list, name) -> list[tuple[str, list]]:
    """Entries already in collation order, in runs by initial: [("A", [...]), ("B", ...)]."""
    return [(letter, list(run)) for letter, run in groupby(entries, key=lambda e: initial(name(e)))]
