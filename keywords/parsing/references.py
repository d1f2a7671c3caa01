"""Find the rule numbers quoted in a text ("rules 409.1b and 409.1f–h"), to turn them into links.

A span covers the number only ("409.1f–h"), never the word "rule": in a list each number
gets its own link. Sections and chapters ("rule 702", "section 6") are recognised only after
the word "rule(s)" or "section(s)"; alone, "702" or "6" is just a number ("20 life").
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .comprehensive_rules import subrule_letter_index, subrule_letters_at

# A range never spans more paragraphs than this; beyond it, "100.1-999" is not a range.
_MAX_RANGE = 60

_DASH = "[-\u2013\u2014]"  # hyphen, en dash (the official files), em dash
_RULE_NUMBER = r"[1-9]\d\d\.\d+[a-z]*"
_RANGE_END = rf"(?:{_DASH}(?P<end>{_RULE_NUMBER}|\d+[a-z]*|[a-z]+))?"
# Not part of a longer number, word, date ("2026.08.07"), price or fraction.
_BEFORE = r"(?<![\w.$€£/])"
_AFTER = r"(?![\w%/]|\.\d)"

_BARE = re.compile(rf"{_BEFORE}(?P<start>{_RULE_NUMBER}){_RANGE_END}{_AFTER}")
_PREFIX = re.compile(r"\b(?P<word>rules?|sections?)\s+", re.IGNORECASE)
# After "rule(s)": a rule, or a section ("rule 614"). After "section(s)": also a chapter ("6").
_SECTION_OR_RULE = r"[1-9]\d\d(?:\.\d+[a-z]*)?"
_RULE_ITEM = re.compile(rf"(?P<start>{_SECTION_OR_RULE}){_RANGE_END}{_AFTER}")
_SECTION_ITEM = re.compile(rf"(?P<start>{_SECTION_OR_RULE}|[1-9]){_RANGE_END}{_AFTER}")
_DOTTED_ITEM = re.compile(rf"(?P<start>{_RULE_NUMBER}){_RANGE_END}{_AFTER}")
# Between the items of a list: "409.1b and 409.1f–h", "118.8, 118.9, and 118.10". After a
# bare comma only a dotted number continues the list: in "rule 104, 100 cards" 100 is no rule.
_SEPARATOR = re.compile(r"(?P<word>,?\s+(?:and|or|through)\s+)|,\s+")
# An item's title in quotes, before the next: "See rules 701.42, “Meld,” and 730, “Merging
# with Permanents.”" (701.27g).
_TITLE = re.compile(r",\s+[“\"][^”\"]{1,80}[”\"]")
_NUMBER_PARTS = re.compile(r"(?P<section>[1-9]\d\d)(?:\.(?P<rule>\d+)(?P<letters>[a-z]*))?")


# A glossary citation: "See rule 704.5j.", "See rules 702.19 and 702.2", "(see rule 108.2a)".
_SEE = re.compile(r"\b[Ss]ee\s+(?=rules?\b)")
_CITATION_END = re.compile(r"\.(?:\s|$)|[;)]")


@dataclass(frozen=True)
class RuleReference:
    """text[start:end] quotes `numbers`; the first one is the link target."""

    start: int
    end: int
    numbers: tuple[str, ...]


def find_rule_references(text: str) -> list[RuleReference]:
    """Every rule reference of `text`, in order; spans never overlap."""
    # A number after "rule" is found twice (prefixed and bare), with the same span: keep one.
    candidates = sorted(
        [*_prefixed_references(text), *_bare_references(text)],
        key=lambda reference: (reference.start, -reference.end),
    )
    kept: list[RuleReference] = []
    for reference in candidates:
        if not kept or reference.start >= kept[-1].end:
            kept.append(reference)
    return kept


def _prefixed_references(text: str) -> Iterator[RuleReference]:
    for prefix in _PREFIX.finditer(text):
        item = _SECTION_ITEM if prefix["word"].lower().startswith("section") else _RULE_ITEM
        yield from _reference_list(text, prefix.end(), item)


def _reference_list(text: str, position: int, item: re.Pattern[str]) -> Iterator[RuleReference]:
    """Items from `position` on, as long as separators link them."""
    while match := item.match(text, position):
        yield _reference(match)
        title = _TITLE.match(text, match.end())
        separator = _SEPARATOR.match(text, title.end() if title else match.end())
        if separator is None:
            return
        # Items after the first are never chapters: "section 6, 2 players" is no list.
        position, item = separator.end(), _RULE_ITEM if separator["word"] else _DOTTED_ITEM


# A subrule's letter typed apart from its rule, last: "702.19 b", "cr 601.2 f ?". In lower
# case, one the rules use (not l, o): "107.3 X" asks about the X of rule 107.3. Not before
# another word: "is 702.19 a rule" holds the article a. Not after a decimal comma: « 100,5 g ».
_SPACED_SUBRULE = re.compile(
    r"(?<![\w.,])(?P<rule>[1-9][0-9]{2}\.[0-9]{1,3}) (?P<letter>[a-km-np-z])(?=\s*[?!.]?\s*$)"
)
# A subrule's letter in brackets or after a point: "702.19(b)", "702.19 (b)", "702.19.b". One
# the rules use (not l, o), not followed by a word or number ("702.19.b2" is none).
_BRACKETED_OR_DOTTED_SUBRULE = re.compile(
    r"(?<![\w.,])(?P<rule>[1-9][0-9]{2}\.[0-9]{1,3})"
    r"(?:\s?\((?P<bracketed>[a-km-np-zA-KM-NP-Z])\)|\.(?P<dotted>[a-km-np-zA-KM-NP-Z])(?!\w|\.\w))"
)


def subrule_letters_joined(text: str) -> str:
    """`text` with each subrule's letter typed apart from its rule joined to it, as people type
    a number they ask for (not as the rules cite one): "702.19 b", "702.19(b)", "702.19.b" ->
    "702.19b"."""
    text = _BRACKETED_OR_DOTTED_SUBRULE.sub(_subrule_joined, text)
    return _SPACED_SUBRULE.sub(r"\g<rule>\g<letter>", text)


def _subrule_joined(match: re.Match[str]) -> str:
    return match["rule"] + (match["bracketed"] or match["dotted"])


def _bare_references(text: str) -> Iterator[RuleReference]:
    return (_reference(match) for match in _BARE.finditer(text))


def _reference(match: re.Match[str]) -> RuleReference:
    """The whole match if its range expands; otherwise only its first number."""
    start = match["start"]
    numbers = expand_range(start, match["end"]) if match["end"] else (start,)
    if numbers is None:
        return RuleReference(match.start("start"), match.end("start"), (start,))
    return RuleReference(match.start(), match.end(), numbers)


def expand_range(start: str, end: str) -> tuple[str, ...] | None:
    """ "601.2f", "h" -> 601.2f, 601.2g, 601.2h; "119.7", "8"; "306", "311"; "903.6", "903.11".

    None when `end` cannot close a range that opens with `start`.
    """
    first = _NUMBER_PARTS.fullmatch(start)
    if first is None:
        return None  # a chapter: "sections 4-5" is not used by the rules
    if end.isalpha():
        return _letter_range(start, first["letters"], end)
    if end.isdigit():
        return _number_range(first, int(end))
    last = _NUMBER_PARTS.fullmatch(end)
    same_section = last is not None and last["section"] == first["section"] and last["rule"]
    if not same_section:
        return None
    if last["letters"] and last["rule"] == first["rule"]:
        return _letter_range(start, first["letters"], last["letters"])
    return None if last["letters"] else _number_range(first, int(last["rule"]))


def _letter_range(start: str, first_letters: str, last_letters: str) -> tuple[str, ...] | None:
    if not first_letters:
        return None
    stem = start.removesuffix(first_letters)
    try:
        indexes = range(subrule_letter_index(first_letters), subrule_letter_index(last_letters) + 1)
    except ValueError:
        return None  # "l" or "o": not subrule letters
    return _bounded(tuple(stem + subrule_letters_at(index) for index in indexes))


def _number_range(first: re.Match[str], last: int) -> tuple[str, ...] | None:
    """ "119.7–8" (rules of a section) or "306-311" (sections)."""
    if first["letters"]:
        return None  # "601.2a-3": not a form the rules use
    if first["rule"] is None:
        return _bounded(tuple(str(n) for n in range(int(first["section"]), last + 1)))
    numbers = range(int(first["rule"]), last + 1)
    return _bounded(tuple(f"{first['section']}.{n}" for n in numbers))


def _bounded(numbers: tuple[str, ...]) -> tuple[str, ...] | None:
    return numbers if 2 <= len(numbers) <= _MAX_RANGE else None


def glossary_citations(definition: str) -> list[str]:
    """The rule numbers a glossary definition cites ("See rule 704.5j."), in its order, each
    once: the numbers of each citation are read up to the end of its sentence."""
    numbers = []
    for see in _SEE.finditer(definition):
        sentence = _CITATION_END.split(definition[see.end() :], maxsplit=1)[0]
        numbers += [n for reference in find_rule_references(sentence) for n in reference.numbers]
    return list(dict.fromkeys(numbers))
