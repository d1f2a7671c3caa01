"""The keywords an edition defines: keyword abilities, keyword actions and ability words.

Since 2009 keyword actions are rules 701.2+ and keyword abilities 702.2+, each rule's text
being the keyword ("702.56. Replicate"). In 2006 the keyword abilities were 502.2+ and there
were no keyword actions (Scry was the keyword ability 502.36). The sections are found by
their titles, so either numbering works. Ability words are listed in one rule, "The ability
words are adamant, addendum, …" (207.2c from 2020 to 2026, 206.2c in 2009, none in 2006).
"""

import re
from dataclasses import dataclass

from .comprehensive_rules import RULE, SECTION, ParsedRule, ParsedRulesDocument, rule_sort_key

KEYWORD_ABILITY, KEYWORD_ACTION, ABILITY_WORD = "keyword_ability", "keyword_action", "ability_word"

_SECTION_KINDS = {"keyword abilities": KEYWORD_ABILITY, "keyword actions": KEYWORD_ACTION}
_ABILITY_WORD_LIST = re.compile(r"The ability words are (?P<words>[^.]+)\.")


@dataclass(frozen=True)
class ParsedKeyword:
    name: str
    kind: str
    rule_number: str


def extract_keywords(document: ParsedRulesDocument) -> list[ParsedKeyword]:
    """Keyword abilities and actions in rules order, then the ability words as listed."""
    keywords = [
        ParsedKeyword(rule.text, kind, rule.number)
        for section, kind in _keyword_sections(document)
        for rule in _keyword_rules(document, section)
    ]
    keywords.sort(key=lambda keyword: rule_sort_key(keyword.rule_number))
    return keywords + _ability_words(document)


def _keyword_sections(document: ParsedRulesDocument) -> list[tuple[str, str]]:
    """(section number, kind) of "Keyword Abilities" and "Keyword Actions"."""
    return [
        (rule.number, _SECTION_KINDS[rule.text.casefold()])
        for rule in document.rules
        if rule.kind == SECTION and rule.text.casefold() in _SECTION_KINDS
    ]


def _keyword_rules(document: ParsedRulesDocument, section: str) -> list[ParsedRule]:
    # x.1 is the general rule of the section ("Most abilities describe exactly…").
    return [
        rule
        for rule in document.rules
        if rule.kind == RULE and rule.parent_number == section and rule.number != f"{section}.1"
    ]


def _ability_words(document: ParsedRulesDocument) -> list[ParsedKeyword]:
    for rule in document.rules:
        if match := _ABILITY_WORD_LIST.search(rule.text):
            return [ParsedKeyword(word, ABILITY_WORD, rule.number) for word in _split(match)]
    return []


def _split(match: re.Match[str]) -> list[str]:
    """ "a, b, and c" -> [a, b, c]; "a and b" -> [a, b]."""
    words = re.split(r",\s*(?:and\s+)?|\s+and\s+", match["words"])
    return [word.strip() for word in words if word.strip()]
