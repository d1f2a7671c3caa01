"""Split a text into sentences and put it back together, white space and line breaks kept.

Both sides of a translation are split the same way, so that an official or reviewed French
text can be remembered sentence by sentence when it has as many sentences as its English.
Pure functions: no database.
"""

import re
from dataclasses import dataclass

# A sentence ends with . ! or ?, then closing quotes or brackets, then a space and a capital,
# a digit, an opening quote or bracket, or a mana symbol ("{T}: Add {G}.").
_END = re.compile(r"[.!?]+[”\"»)’\]]*[ \t]+(?=[«“\"(\[{0-9A-ZÀ-ÖØ-Þ])")
_LINE_BREAK = re.compile(r"[ \t]*\n\s*")
# "e.g. Wizards", "i.e. the" are not sentence ends.
_ABBREVIATIONS = ("e.g.", "i.e.", "cf.", "vs.", "etc.", "Mr.", "Mrs.", "Dr.", "St.", "p.", "ex.")
_OPENING = "(«“["
_CLOSING = ")»”]"


@dataclass(frozen=True)
class Segment:
    """One sentence and the white space that follows it ("" for the last one)."""

    text: str
    after: str = ""


def split_sentences(text: str) -> list[Segment]:
    """The sentences of `text`, line by line; quotes and brackets are never split."""
    segments: list[Segment] = []
    lines = _LINE_BREAK.split((text or "").strip())
    breaks = _LINE_BREAK.findall((text or "").strip())
    for index, line in enumerate(lines):
        line_segments = _split_line(line)
        if not line_segments:
            continue
        if index < len(breaks):
            last = line_segments[-1]
            line_segments[-1] = Segment(last.text, breaks[index])
        segments.extend(line_segments)
    return segments


def join_segments(sentences: list[str], segments: list[Segment]) -> str:
    """`sentences` (one per segment, e.g. their translations) with the segments' spacing."""
    return "".join(
        sentence + segment.after for sentence, segment in zip(sentences, segments, strict=True)
    )


def _split_line(line: str) -> list[Segment]:
    segments, start = [], 0
    for match in _END.finditer(line):
        end = match.start() + len(match.group().rstrip(" \t"))
        candidate = line[start:end]
        if _is_abbreviation(candidate) or not _balanced(candidate):
            continue
        segments.append(Segment(candidate.strip(), line[end : match.end()]))
        start = match.end()
    rest = line[start:].strip()
    if rest:
        segments.append(Segment(rest))
    return segments


def _is_abbreviation(sentence: str) -> bool:
    return sentence.rstrip('”"»)’]').endswith(_ABBREVIATIONS)


def _balanced(sentence: str) -> bool:
    """No bracket or curly quote left open, and an even number of straight quotes."""
    depth = 0
    for char in sentence:
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            depth -= 1
    return depth <= 0 and sentence.count('"') % 2 == 0
