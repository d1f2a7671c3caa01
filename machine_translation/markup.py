"""What is sent to an engine: the text with protected names swapped for placeholder tags.

Engines receive a small XML-ish markup: the text, with &, < and > escaped, and a self-closing
tag ``<x id="0"/>`` for each protected name. DeepL keeps such tags with ``tag_handling=xml``
and LibreTranslate with ``format=html``; afterwards each tag is replaced by the official French
name. A translation that lost a tag is refused rather than published without the name.
"""

import html
import re
from dataclasses import dataclass

from .errors import NamesLost
from .names import Found, NameMatcher

PLACEHOLDER = '<x id="{}"/>'
# Engines may respace a tag or close it the long way: <x id="0"/>, < x id = "0" />, <x id="0"></x>.
PLACEHOLDER_PATTERN = re.compile(
    r"""<\s*x\s+id\s*=\s*["']?(\d+)["']?\s*/?\s*>(?:\s*<\s*/\s*x\s*>)?"""
)


@dataclass(frozen=True)
class Protected:
    markup: str
    found: tuple[Found, ...]


def escape(text: str) -> str:
    return html.escape(text, quote=False)


def protect(text: str, matcher: NameMatcher | None) -> Protected:
    """`text` as markup, each name the matcher knows swapped for a numbered placeholder."""
    found = tuple(matcher.find(text)) if matcher else ()
    parts, position = [], 0
    for number, name in enumerate(found):
        parts += [escape(text[position : name.start]), PLACEHOLDER.format(number)]
        position = name.end
    parts.append(escape(text[position:]))
    return Protected("".join(parts), found)


def restore(markup: str, found: tuple[Found, ...]) -> str:
    """Plain French text: placeholders replaced by official French names, escapes undone."""
    pieces = PLACEHOLDER_PATTERN.split(markup)
    texts, numbers = pieces[0::2], [int(n) for n in pieces[1::2]]
    missing = sorted(set(range(len(found))) - set(numbers))
    unknown = [n for n in numbers if n >= len(found)]
    if missing or unknown:
        lost = ", ".join(found[n].surface for n in missing) or f"unknown placeholder {unknown}"
        raise NamesLost(f"the engine did not keep the protected names: {lost}")
    out = [html.unescape(texts[0])]
    for number, text in zip(numbers, texts[1:], strict=True):
        out += [found[number].french, html.unescape(text)]
    return "".join(out)
