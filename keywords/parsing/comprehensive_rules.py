"""Parse the text of an official Comprehensive Rules edition into frozen dataclasses.

Layout of every edition from 2006 to 2026: a header with the effective date, a table of
contents (chapter and section titles), the numbered rules, the "Glossary" (term line,
definition lines, blank line between entries) and the "Credits", which are ignored. The
official French editions have the same layout in French words (languages.py).
"""

import datetime
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from .decoding import (
    RulesFormatError,
    check_characters_intact,
    decode_rules_bytes,
    normalise_newlines,
)
from .languages import RulesLanguage, rules_language

CHAPTER, SECTION, RULE, SUBRULE = "chapter", "section", "rule", "subrule"
KINDS = (CHAPTER, SECTION, RULE, SUBRULE)

# Subrule letters skip "l" and "o" (they read as 1 and 0); after "z" comes "aa" (704.5aa).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"

_CHAPTER = re.compile(r"([1-9])\.\s+(\D.*)")
_SECTION = re.compile(r"([1-9]\d\d)\.\s+(\D.*)")
# "100.1. text" (modern), "302.1 text" and "901.4.All" (typos), "100.1a text", "212.1b. text"
# (2006), "704.5aa text", and "606. 8b" / "702. 37a" (2006/2009 typos: a space after the dot).
_RULE = re.compile(
    r"(?P<section>[1-9]\d\d)\.(?:\s(?=\d+[a-z]))?(?P<rule>\d+)(?P<letters>[a-z]*)"
    r"(?:\.\s*|\s+)(?P<text>\S.*)"
)
_NUMBER = re.compile(r"(?P<section>[1-9]\d\d)(?:\.(?P<rule>\d+)(?P<letters>[a-z]*))?")


@dataclass(frozen=True)
class ParsedRule:
    """One numbered paragraph. For a chapter or a section, `text` is its title."""

    number: str
    text: str
    examples: tuple[str, ...]
    parent_number: str | None
    kind: str

    @property
    def examples_text(self) -> str:
        """The examples as Rule.examples stores them: one a line, white space folded."""
        return "\n".join(" ".join(example.split()) for example in self.examples)


@dataclass(frozen=True)
class ParsedGlossaryEntry:
    term: str
    definition: str


@dataclass(frozen=True)
class ParsedRulesDocument:
    effective_date: datetime.date
    rules: tuple[ParsedRule, ...]
    glossary: tuple[ParsedGlossaryEntry, ...]

    @property
    def rule_count(self) -> int:
        """Every numbered paragraph: chapters, sections, rules and subrules."""
        return len(self.rules)

    @property
    def example_count(self) -> int:
        return sum(len(rule.examples) for rule in self.rules)

    @property
    def glossary_count(self) -> int:
        return len(self.glossary)

    @property
    def kind_counts(self) -> dict[str, int]:
        """{"chapter": 9, "section": ..., "rule": ..., "subrule": ...}, every kind present."""
        counts = Counter(rule.kind for rule in self.rules)
        return {kind: counts[kind] for kind in KINDS}

    def get_rule(self, number: str) -> ParsedRule | None:
        return self._rules_by_number.get(number)

    # Not a field: it stays out of ==, hash and repr (cached_property writes __dict__ directly).
    @cached_property
    def _rules_by_number(self) -> dict[str, ParsedRule]:
        return {rule.number: rule for rule in self.rules}


@dataclass
class _Draft:
    """A paragraph being read: its text and examples can continue on following lines."""

    number: str
    kind: str
    lines: list[str]
    examples: list[list[str]] = field(default_factory=list)

    def add_line(self, line: str) -> None:
        # A continuation after an example belongs to that example, not to the rule.
        (self.examples[-1] if self.examples else self.lines).append(line)

    def freeze(self) -> ParsedRule:
        examples = tuple("\n".join(example) for example in self.examples)
        text = "\n".join(self.lines)
        return ParsedRule(self.number, text, examples, parent_number(self.number), self.kind)


def parse_rules_bytes(data: bytes, *, language: str = "en") -> ParsedRulesDocument:
    return parse_rules_text(decode_rules_bytes(data), language=language)


def parse_rules_text(text: str, *, language: str = "en") -> ParsedRulesDocument:
    """Parse a whole edition in `language` ("en", "fr"); RulesFormatError if it is not one,
    is incomplete or damaged."""
    words = rules_language(language)
    text = normalise_newlines(text)
    check_characters_intact(text)
    lines = [line.strip() for line in text.split("\n")]
    first_rule = _first_rule_line(lines)
    effective_date = words.read_date("\n".join(lines[:first_rule]))
    body_start = _body_start(lines, first_rule)
    glossary_start = _heading_after(lines, words.glossary, body_start)
    credits_start = _heading_after(lines, words.credits, glossary_start)
    rules = _parse_body(lines[body_start:glossary_start], words)
    _check_all_chapters_present(_contents_chapters(lines[:body_start]), rules)
    glossary = _parse_glossary(lines[glossary_start + 1 : credits_start])
    return ParsedRulesDocument(effective_date, rules, glossary)


def rule_sort_key(number: str) -> tuple[int, int, int, int, str]:
    """Order of the rules: "1" < "100" < "100.1" < "100.1a" < "100.2" < "100.10" < "2"."""
    if re.fullmatch(r"[1-9]", number):
        return (int(number), -1, -1, 0, "")
    match = _NUMBER.fullmatch(number)
    if not match:
        raise ValueError(f"{number!r} is not a rule number")
    section, rule, letters = match["section"], match["rule"], match["letters"] or ""
    # Shorter letter runs first, so "704.5z" < "704.5aa".
    return (int(section[0]), int(section), int(rule) if rule else -1, len(letters), letters)


def anchor_for(number: str) -> str:
    """HTML anchor of the hyperlinked CR sites: "702.56a" -> "R70256a"."""
    rule_sort_key(number)  # validates the number
    return "R" + number.replace(".", "")


def kind_of_number(number: str) -> str | None:
    """The kind of paragraph a number names: "7" a chapter, "702" a section, "702.9" a rule,
    "702.9a" and "704.5aa" subrules; None for what is none ("702.09", "702.9l", "70")."""
    if re.fullmatch(r"[1-9]", number):
        return CHAPTER
    match = _NUMBER.fullmatch(number)
    if match is None or (match["rule"] or "").startswith("0"):
        return None
    if not match["letters"]:
        return RULE if match["rule"] else SECTION
    try:
        subrule_letter_index(match["letters"])
    except ValueError:
        return None
    return SUBRULE


def parent_number(number: str) -> str | None:
    """ "100.1a" -> "100.1" -> "100" -> "1" -> None."""
    match = _NUMBER.fullmatch(number)
    if match is None:
        return None  # a chapter
    if match["letters"]:
        return f"{match['section']}.{match['rule']}"
    return match["section"] if match["rule"] else match["section"][0]


def subrule_letter_index(letters: str) -> int:
    """Position of a subrule's letters: "a" -> 1, "z" -> 24, "aa" -> 25; ValueError if invalid."""
    index = 0
    for letter in letters:
        position = SUBRULE_LETTERS.find(letter)
        if position < 0:
            raise ValueError(f"{letters!r} are not subrule letters")
        index = index * len(SUBRULE_LETTERS) + position + 1
    return index


def subrule_letters_at(index: int) -> str:
    """Inverse of subrule_letter_index: 1 -> "a", 25 -> "aa"."""
    letters = ""
    while index > 0:
        index, position = divmod(index - 1, len(SUBRULE_LETTERS))
        letters = SUBRULE_LETTERS[position] + letters
    return letters


def _first_rule_line(lines: list[str]) -> int:
    for index, line in enumerate(lines):
        if _RULE.match(line):
            return index
    raise RulesFormatError(
        'The file is not a Comprehensive Rules text: no numbered rule ("100.1. …") was found.'
    )


def _body_start(lines: list[str], first_rule: int) -> int:
    """The chapter heading just above the first rule: the table of contents ends before it.

    Not "the second '1. Game Concepts'": the 2009 contents say "1. Game Concepts" but the body
    says "1. The Game", and a text without a table of contents must parse too. An excerpt of
    the rules without chapter headings (seed 000 quotes section 502.52 alone) starts at its
    first rule; a complete edition missing a chapter fails the table of contents check.
    """
    for index in range(first_rule - 1, -1, -1):
        if _CHAPTER.fullmatch(lines[index]):
            return index
    return first_rule


def _heading_after(lines: list[str], heading: str, start: int) -> int:
    for index in range(start + 1, len(lines)):
        if lines[index] == heading:
            return index
    raise RulesFormatError(
        f'The file looks truncated: there is no "{heading}" section after the rules. '
        "Download the complete text file again."
    )


def _parse_body(lines: list[str], words: RulesLanguage) -> tuple[ParsedRule, ...]:
    drafts = list(_drafts(lines, words))
    _check_unique(drafts)
    return tuple(draft.freeze() for draft in drafts)


def _drafts(lines: list[str], words: RulesLanguage) -> Iterator[_Draft]:
    current: _Draft | None = None
    for line in lines:
        if not line:
            continue
        if (example := words.example.fullmatch(line)) and current is not None:
            current.examples.append([example[1]])
        elif (started := _start_paragraph(line)) is not None:
            if current is not None:
                yield current
            current = started
        elif current is not None:
            current.add_line(line)
    if current is not None:
        yield current


def _start_paragraph(line: str) -> _Draft | None:
    """A draft if `line` opens a chapter, section, rule or subrule; otherwise None."""
    if match := _CHAPTER.fullmatch(line):
        return _Draft(match[1], CHAPTER, [match[2]])
    if match := _SECTION.fullmatch(line):
        return _Draft(match[1], SECTION, [match[2]])
    if match := _RULE.fullmatch(line):
        number = f"{match['section']}.{match['rule']}{match['letters']}"
        return _Draft(number, SUBRULE if match["letters"] else RULE, [match["text"]])
    return None


def _check_unique(drafts: list[_Draft]) -> None:
    repeated = [number for number, n in Counter(d.number for d in drafts).items() if n > 1]
    if repeated:
        raise RulesFormatError(f"Rule numbers appear twice in the rules: {', '.join(repeated)}.")


def _contents_chapters(header: list[str]) -> list[str]:
    """Chapter numbers listed in the table of contents ("1. Game Concepts" ...)."""
    return [match[1] for line in header if (match := _CHAPTER.fullmatch(line))]


def _check_all_chapters_present(contents: list[str], rules: tuple[ParsedRule, ...]) -> None:
    chapters = {rule.number for rule in rules if rule.kind == CHAPTER}
    missing = [number for number in contents if number not in chapters]
    if missing:
        raise RulesFormatError(
            f"The file looks truncated: chapter {', '.join(missing)} of the table of contents "
            "is missing from the rules. Download the complete text file again."
        )


def _parse_glossary(lines: list[str]) -> tuple[ParsedGlossaryEntry, ...]:
    entries = tuple(_glossary_entry(block) for block in _blocks(lines))
    if not entries:
        raise RulesFormatError("The Glossary is empty: the file looks truncated.")
    return entries


def _blocks(lines: list[str]) -> Iterator[list[str]]:
    """Runs of non-blank lines."""
    block: list[str] = []
    for line in [*lines, ""]:
        if line:
            block.append(line)
        elif block:
            yield block
            block = []


def _glossary_entry(block: list[str]) -> ParsedGlossaryEntry:
    # The term is the first line; the definition may have several lines ("1. …", "2. …").
    return ParsedGlossaryEntry(term=block[0], definition="\n".join(block[1:]))


def letter_the_rules_skip(number: str) -> str:
    """The subrule letter of `number` that the Comprehensive Rules never use ("l", "o": read
    as 1 and 0), or ""."""
    letters = number.rpartition(".")[2].lstrip("0123456789")
    skipped = [letter for letter in letters if letter not in SUBRULE_LETTERS]
    return skipped[0] if skipped else ""
