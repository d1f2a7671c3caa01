"""Template helpers of the search results page."""

import re

from django import template
from django.utils.formats import localize
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from keywords.rendering import titles_in_italics
from provenance.formatting import french_typography
from provenance.templatetags.provenance import name_marked, name_tag, name_tag_html
from rulings.rendering import symbols_drawn
from rulings.sources import ruling_source_label
from search.documents import UNKNOWN_SOURCE
from search.views import card_rulings_url, hit_url

register = template.Library()

# A dictionary rather than an included template per result: includes cost the page more
# than anything else in it.
TYPE_LABELS = {
    "keyword": _("Keyword"),
    "rule": _("Rule"),
    "card": _("Card"),
    "ruling": _("Ruling"),
    "glossary": _("Glossary"),
}


# The index's "unknown" stands for a ruling whose data names no publisher (search.documents).
UNKNOWN_SOURCE_LABEL = _("not stated in the data")


@register.simple_tag
def result_url(hit) -> str:
    return hit_url(hit)


@register.filter
def type_label(document_type: str) -> str:
    """A document type as the page's language names it ("Keyword", "Règle")."""
    return TYPE_LABELS.get(document_type, "")


@register.filter
def source_label(source: str) -> str:
    """A ruling source as the page's language names it, as the card pages do."""
    return UNKNOWN_SOURCE_LABEL if source == UNKNOWN_SOURCE else ruling_source_label(source)


@register.simple_tag
def type_count(results, document_type: str) -> int:
    """Matches of `document_type` under the other filters (SearchResults.type_counts)."""
    return results.type_counts.get(document_type, 0)


@register.simple_tag
def result_item(hit, language: str) -> SafeString:
    """One result of the list (its <li>), written here rather than in the template: the
    template's tags and conditions cost the page some 0.15 ms a result, this about 0.02. Every
    value is escaped as the template would escape it; the translated words are the template's
    own (a {% translate %} of a literal is not escaped, the values a {% blocktranslate %}
    takes are)."""
    french = language == "fr"
    title = _text(hit.title)
    if french and hit.title == hit.title_en:  # no French name: an English one, said as such
        title = f'<span lang="en">{title}</span>'
    html = [
        f'<li class="result result-{_text(hit.type)}">\n'
        f'      <h3><a href="{_text(hit_url(hit))}">{title}</a>'
    ]
    if french:
        html.append(_title_tag(hit))
    if french and hit.title != hit.title_en:
        html.append(f' <span class="secondary" lang="en">{_text(hit.title_en)}</span>')
    kind = _text(type_label(hit.type))
    if hit.type == "rule" and hit.title != hit.ref:  # a title of sentences needs the number
        kind = f'{kind} <span class="rule-number">{_text(hit.ref)}</span>'
    html.append(f'</h3>\n      <p class="result-meta"><span class="result-type">{kind}</span>')
    if french and hit.text_lang == "fr":
        if hit.fr_outdated:
            wording = gettext("printed text (%(printing)s), an older wording")
            printed = wording % {"printing": _text(hit.fr_outdated)}
            html.append(f' · <span class="provenance-outdated">{printed}</span>')
        elif hit.fr_status == "machine":
            machine = gettext("machine translation")
            html.append(f' · <span class="provenance-machine">{machine}</span>')
        elif hit.fr_status == "official":
            official = gettext("official text")
            html.append(f' · <span class="provenance-official">{official}</span>')
        elif hit.fr_status == "reviewed":
            reviewed = gettext("translation reviewed by an editor")
            html.append(f' · <span class="provenance-reviewed">{reviewed}</span>')
        else:  # French stored without a status (the admin now refuses that): not vouched for
            unknown = gettext("origin of the French not recorded")
            html.append(f' · <span class="provenance-unknown">{unknown}</span>')
        if hit.fr_stale:
            older = gettext("made for an older English text")
            html.append(f' · <span class="provenance-stale">{older}</span>')
    if hit.source:
        html.append(
            " · " + gettext("source: %(source)s") % {"source": _text(source_label(hit.source))}
        )
    if hit.year:
        html.append(f" · {_text(hit.year)}")
    html.append("</p>")
    if hit.snippet:  # a keyword with no summary, notes or reminder text has no text
        html.append(f'\n      <p class="snippet" lang="{_text(hit.text_lang)}">')
        if french and hit.text_lang == "en":
            # In the page's language, inside the English paragraph (as bilingual_text.html),
            # and a word apart: read aloud or copied, « AnglaisChrome Replicator… » ran on.
            html.append(f'<span class="lang-tag" lang="fr">{gettext("English")}</span> ')
        # French set as the pages set it (« lancée », {T} : Ajoutez), the data's spaces ordinary.
        snippet = french_typography(hit.snippet) if hit.text_lang == "fr" else hit.snippet
        # Underlined titles in italics, as the texts' own pages show them (« _Fléau_ »).
        html.append(f"{symbols_drawn(_lines_apart(titles_in_italics(snippet)))}</p>")
    if hit.same_ruling_on:
        html.append(_same_ruling(hit.same_ruling_on, french))
    html.append("\n    </li>")
    return mark_safe("".join(html))  # every value escaped above


def _title_tag(hit) -> str:
    """On a French page, the tag after the title (provenance.name_tag_html): where a French
    name comes from when it is not official; « Anglais » after an English name, unless the
    English snippet below already starts with it (one tag a result) or the title is a rule's
    number."""
    if hit.title_lang == "fr":
        return name_tag_html(french=True, source=hit.title_fr_source)
    if (hit.type == "rule" and hit.title == hit.ref) or (hit.snippet and hit.text_lang == "en"):
        return ""
    return name_tag_html(french=False, source="")


# A card's type line and each line of its text run on in a two-line snippet: a separator
# keeps "Sorcery" and "Destroy target creature" from reading as one sentence. A line that
# starts with a mode's bullet ("• Destroy target artifact") is set apart by its bullet.
_LINE_BREAKS = re.compile(r"\s*\n\s*(•?)")
LINE_SEPARATOR = '<span class="line-break"> / </span>'
# Two faces' texts (the card import joins them with a line "//"), as their names are joined:
# « … from your hand.) // Create four … », not « … hand.) / // / Create … ».
_FACES_APART = re.compile(r"\s*\n//\n\s*")


def _lines_apart(snippet: str) -> str:
    """The snippet (HTML, its text escaped) with each line break shown as a separator."""
    faces_apart = _FACES_APART.sub(" // ", snippet.strip())
    return _LINE_BREAKS.sub(lambda line: f" {line[1]}" if line[1] else LINE_SEPARATOR, faces_apart)


# More cards than this with the same ruling are listed folded: forty-five names filled a
# phone's screen under one result.
SAME_RULING_SHOWN_OPEN = 5


def _same_ruling(cards, french: bool) -> str:
    """The line "The same ruling for 2 other cards: A, B", each card linked to its rulings;
    folded under that line when they are many."""
    language = "fr" if french else "en"
    links = [
        f'<a href="{_text(card_rulings_url(card.slug))}">{name_marked(card, language)}</a>'
        f"{name_tag(card, language)}"
        for card in cards
    ]
    said = ngettext(
        "The same ruling for %(count)s other card:",
        "The same ruling for %(count)s other cards:",
        len(cards),
    ) % {"count": _text(len(cards))}
    if len(cards) <= SAME_RULING_SHOWN_OPEN:
        return f'\n      <p class="same-ruling">{said} {", ".join(links)}</p>'
    return (
        f'\n      <details class="same-ruling"><summary>{said}</summary> {", ".join(links)}'
        "</details>"
    )


def _text(value) -> str:
    """A value as {{ value }} shows it: localized, then escaped."""
    value = localize(value)
    return conditional_escape(value if isinstance(value, str) else str(value))
