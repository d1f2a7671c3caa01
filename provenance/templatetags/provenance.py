"""{% bilingual obj "field" %}: a translated text with its French status, in the page's language."""

from functools import cache

from django import template
from django.conf import settings
from django.utils.html import format_html, format_html_join
from django.utils.module_loading import import_string
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from provenance.formatting import french_typography
from provenance.models import NameSource
from provenance.presentation import BilingualText, bilingual_name, bilingual_text, shown_name

register = template.Library()


@cache
def _formatter(name: str):
    return import_string(settings.GRIMOIRE_TEXT_FORMATTERS[name])


@register.inclusion_tag("includes/bilingual_text.html", takes_context=True)
def bilingual(
    context,
    obj,
    field: str,
    format: str = "game_text",
    compact: bool = False,
    machine_said: bool = False,
    text: BilingualText | None = None,
    missing_said: bool = False,
) -> dict:
    """`compact`: the French status in its badge alone, the text below saying the rest (a
    card's type line, whose French has the status of the card's text: the machine engine and
    an older English are said once, under the text). `machine_said`: the engine and date of a
    machine translation are said above a list (machine_translation_shared), not under it;
    `missing_said`: that French is missing, likewise (missing_french_shared).
    `text`: what to show of `obj`'s field, when not its own English and French."""
    return {
        **bilingual_of(text or bilingual_text(obj, field), format, obj),
        "LANGUAGE_CODE": context.get("LANGUAGE_CODE", "en"),
        "compact": compact,
        "machine_said": machine_said,
        "missing_said": missing_said,
    }


def bilingual_of(text: BilingualText, format: str, obj) -> dict:
    """What the bilingual templates show of `text`: it, and its English and French as HTML
    (`obj`: whose text it is, for the formatter's links)."""
    to_html = _formatter(format)
    return {
        "t": text,
        "english_html": to_html(text.english, obj),
        "french_html": french_typography(to_html(text.french, obj)) if text.french else "",
    }


# Said once above a list from this many machine translations of one engine and day (or texts
# with no French): a card's fourteen rulings repeated two lines of it each, on a phone a screen
# in all.
MACHINE_SAID_ONCE_FROM = 2


@register.simple_tag
def machine_translation_shared(objects, field: str = "text"):
    """The French status of the machine translations among `objects` when there are several
    and all of one engine and day, for a list to say them once above (« Les clarifications
    marquées… »), each keeping its badge; else None."""
    machine = [text for text in (bilingual_text(obj, field) for obj in objects) if text.is_machine]
    if len(machine) < MACHINE_SAID_ONCE_FROM:
        return None
    if len({(text.engine, text.translated_at) for text in machine}) > 1:
        return None
    return machine[0]


@register.simple_tag
def missing_french_shared(objects, field: str = "text") -> bool:
    """Whether several of `objects` have no French yet, for a list to say it once above
    (a card's 25 rulings each said « Pas encore de traduction française »); each keeps its
    "English" tag."""
    missing = sum(not bilingual_text(obj, field).has_french for obj in objects)
    return missing >= MACHINE_SAID_ONCE_FROM


@register.inclusion_tag("includes/bilingual_name.html", takes_context=True)
def bilingual_name_tag(context, obj, field: str = "name") -> dict:
    return {"name": bilingual_name(obj, field), "LANGUAGE_CODE": context.get("LANGUAGE_CODE", "en")}


@register.simple_tag
def bilingual_name_of(obj, field: str = "name"):
    """The name's English, French and the French name's source, for a template to lay out."""
    return bilingual_name(obj, field)


@register.simple_tag
def name_in(obj, language: str, field: str = "name") -> str:
    """The name to show in `language`: French when it exists, else the English name."""
    return shown_name(obj, language, field)


@register.simple_tag
def name_marked(obj, language: str, field: str = "name") -> str:
    """name_in, for the body of a page: an English name shown on a French page is marked as
    English (lang="en"), so that screen readers say it as English."""
    name = bilingual_name(obj, field)  # read once: a card list shows a hundred names
    if language != "fr":
        return format_html("{}", name.english)
    if not name.french:
        return format_html('<span lang="en">{}</span>', name.english)
    return format_html("{}", name.french)


# A list of names on a French page says which are English and which French names are not
# official, in a word or two after each (the whole source in the tag's title): the same small
# tag (.lang-tag) as the « Anglais » before an English text.
SHORT_SOURCE_LABELS = {
    NameSource.MINED: _("found, not checked"),
    NameSource.EDITOR: _("entered by an editor"),
}


@register.simple_tag
def name_source_tags() -> SafeString:
    """The tags of the French name sources the lists tag (SHORT_SOURCE_LABELS), as data
    attributes (`data-mined-tag`, `data-mined-title`…) for static/js/suggest.js to tag its
    suggestions with, as name_tag_html tags a name."""
    sources = SHORT_SOURCE_LABELS.items()
    return format_html_join(
        " ",
        'data-{0}-tag="{1}" data-{0}-title="{2}"',
        ((source, label, NameSource(source).label) for source, label in sources),
    )


@register.simple_tag
def name_sources_legend(objects, field: str = "name") -> SafeString:
    """What each short tag of a list's French names means (« relevé, non vérifié » : Found on
    printed cards, not checked), for the tags among `objects`' names: the whole source is in
    each tag's title, which phones never show."""
    shown = {bilingual_name(obj, field).source for obj in objects}
    meanings = {source: str(NameSource(source).label).lower() for source in SHORT_SOURCE_LABELS}
    legends = [
        gettext("“%(tag)s”: %(meaning)s") % {"tag": short, "meaning": meanings[source]}
        for source, short in SHORT_SOURCE_LABELS.items()
        # « saisi par un éditeur » says it all: not « … » : saisi par un éditeur.
        if source in shown and str(short) != meanings[source]
    ]
    if not legends:
        return mark_safe("")
    return format_html(
        '<p class="name-sources-legend">{}.</p>',
        format_html_join(". ", "{}", ((legend,) for legend in legends)),
    )


def name_tag_html(*, french: bool, source: str | None) -> SafeString:
    """The tag after a name a French page shows: « Anglais » where it shows the English name
    (`french` false), the source of a French name that is not official; nothing otherwise."""
    if not french:
        return format_html(' <span class="lang-tag name-tag">{}</span>', gettext("English"))
    if source not in SHORT_SOURCE_LABELS:  # official, or a rule's status (said beside it)
        return mark_safe("")
    return format_html(
        ' <span class="lang-tag name-tag" title="{}">{}</span>',
        NameSource(source).label,
        SHORT_SOURCE_LABELS[source],
    )


@register.simple_tag
def name_tag(obj, language: str, field: str = "name") -> SafeString:
    """After name_marked in a list: on a French page, the tag saying the name shown is English,
    or where its French comes from when not official (name_tag_html)."""
    if language != "fr":
        return mark_safe("")
    name = bilingual_name(obj, field)
    return name_tag_html(french=bool(name.french), source=name.source)
