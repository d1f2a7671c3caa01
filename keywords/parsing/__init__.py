"""Pure parsers for the official Comprehensive Rules text files: bytes or text in, frozen
dataclasses out. No Django, no database, no I/O."""

from .comprehensive_rules import (
    ParsedGlossaryEntry,
    ParsedRule,
    ParsedRulesDocument,
    anchor_for,
    parse_rules_bytes,
    parse_rules_text,
    rule_sort_key,
)
from .decoding import RulesFormatError, decode_rules_bytes
from .keyword_rules import ParsedKeyword, extract_keywords
from .references import RuleReference, find_rule_references, glossary_citations

__all__ = [
    "ParsedGlossaryEntry",
    "ParsedKeyword",
    "ParsedRule",
    "ParsedRulesDocument",
    "RuleReference",
    "RulesFormatError",
    "anchor_for",
    "decode_rules_bytes",
    "extract_keywords",
    "find_rule_references",
    "glossary_citations",
    "parse_rules_bytes",
    "parse_rules_text",
    "rule_sort_key",
]
