"""A card's text, a ruling, a reminder text as HTML: escaped, in paragraphs, with the game's
symbols drawn ("{T}: Add {G}." shows the tap symbol and a green mana symbol)."""

from django.utils.html import escape, format_html, linebreaks
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from .mana import SYMBOL, ManaSymbol, symbol


def symbol_html(part: ManaSymbol | str) -> SafeString:
    """A symbol as a named image whose "{R}" text stays in the page for copying; text as text."""
    if isinstance(part, str):
        return format_html("{}", part)
    # Named in the page's language, also inside a text in the other one (lang="en"), so
    # that a screen reader says the name in the voice of its language.
    return format_html(
        '<abbr class="mana {}" lang="{}" title="{}" aria-label="{}" role="img" data-glyph="{}">'
        '<span class="mana-text">{}</span></abbr>',
        part.css,
        get_language(),
        part.label,
        part.label,
        part.glyph,
        part.text,
    )


def game_text_html(text: str, obj: object = None) -> SafeString:
    """Paragraphs and line breaks, every symbol rulings.mana knows drawn; another brace (a
    half mana "{HW}", an editor's "{sic}") stays as typed. The text is escaped first, the
    symbols' markup built by format_html (symbols_drawn)."""
    return mark_safe(linebreaks(symbols_drawn(escape(text or ""))))  # noqa: S308 - escaped


def symbols_drawn(html: str) -> SafeString:
    """HTML already escaped (a search snippet, its matches marked) with each symbol the game
    knows drawn, as in the card's own page; another brace stays as it is. A symbol's code
    holds no character that escaping changes, so its text reads the same escaped or not."""
    return mark_safe(  # noqa: S308 - `html` was escaped; each symbol's markup by format_html
        SYMBOL.sub(lambda match: _drawn_if_known(symbol(match[1]), match[0]), html)
    )


def _drawn_if_known(part: ManaSymbol, typed: str) -> str:
    return symbol_html(part) if part.is_known else typed
