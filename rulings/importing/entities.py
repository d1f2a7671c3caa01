"""The HTML some MTGJSON texts carry, read back as the plain text they stand for.

MTGJSON's texts are plain text (the site escapes them when it shows them), yet a few French
ones were scraped from pages with their HTML escaped in: Riftmarked Knight's « débordement
&lt;I&gt;(À chaque fois…)&lt;/I&gt; » (Time Spiral Remastered: the reminder text in italics),
Undying Evil's « jusqu'à la fin du tour. &gt;(Quand elle meurt… » (Dark Ascension: the end of
an italics tag whose start was lost). Readers saw the codes.
"""

import html
import re

# A formatting tag, escaped, is the source page's markup, not the card's words; so is an
# escaped ">" just before a reminder text's parenthesis (Dark Ascension's, and its
# full-width form in the Asian printings). Only escaped tags are dropped: a ruling that
# writes "<spooky music>" (Unfinity) means it.
_ESCAPED_MARKUP = re.compile(r"&lt;/?(?:i|b|em|strong)&gt;|&gt;(?=[(（])", re.IGNORECASE)
# An entity ends with ";": "R&D", "Kharis & The Beholder" and "&33|<" (a flavor text in
# leet) hold none.
_ENTITY = re.compile(r"&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);", re.IGNORECASE)


def plain_text(text: str) -> str:
    """``text`` without the escaped markup it carried, its entities decoded ("&amp;": "&")."""
    if "&" not in text:  # nearly every text: nothing to read back
        return text
    return _ENTITY.sub(_decoded, _ESCAPED_MARKUP.sub("", text))


def _decoded(entity: re.Match[str]) -> str:
    return html.unescape(entity.group())  # an entity HTML does not know stays as written
