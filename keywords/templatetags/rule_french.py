"""{% rule_bilingual rule "text" %}: a rule's text with the French to show, its own or, when
it has none, the official French of an older version of it (selectors.rules_earlier_french).

A page showing several rules passes them all at once as `earlier_french`, in its view or with
{% rules_earlier_french rules as earlier_french %}; without it, each rule looks on its own.
"""

from django import template
from django.conf import settings
from django.utils.html import format_html
from django.utils.module_loading import import_string

from common.dates import long_date
from keywords import selectors
from keywords.models import Rule
from keywords.rule_pages import keyword_titled
from provenance.formatting import french_typography
from provenance.models import FrenchStatus
from provenance.presentation import BilingualText
from provenance.templatetags.provenance import bilingual

register = template.Library()


@register.simple_tag
def rules_earlier_french(rules) -> dict[int, Rule]:
    return selectors.rules_earlier_french(rules=rules)


@register.inclusion_tag("keywords/includes/rule_bilingual.html", takes_context=True)
def rule_bilingual(context, rule: Rule, field: str, format: str = "rules") -> dict:
    if field == "text" and (named := keyword_titled(rule)):
        # A title in French by its keyword's official name, as the rule's page titles it.
        title = BilingualText(
            english=rule.text_en,
            french=named,
            status=FrenchStatus.OFFICIAL,
            stale=False,
            engine="",
            translated_at=None,
        )
        return _plain_bilingual(context, rule, field, format, text=title)
    older = _earlier_french(context, rule)
    if older is None or not getattr(older, f"{field}_fr"):
        return _plain_bilingual(context, rule, field, format)
    to_html = import_string(settings.GRIMOIRE_TEXT_FORMATTERS[format])
    return {
        "older": older,
        "older_link": format_html(
            '<a href="{}?edition={}">{}</a>',
            older.get_absolute_url(),
            older.edition.effective_date.isoformat(),
            older.number,
        ),
        "older_date": long_date(older.edition.effective_date),
        # References in the French are those of its own edition: "409.1b" of 2006.
        "french_html": french_typography(to_html(getattr(older, f"{field}_fr"), older)),
        "english_html": to_html(getattr(rule, f"{field}_en") or "", rule),
        "LANGUAGE_CODE": context.get("LANGUAGE_CODE", "en"),
    }


@register.inclusion_tag("keywords/includes/rule_bilingual.html", takes_context=True)
def entry_bilingual(context, entry, field: str, format: str = "glossary") -> dict:
    """A glossary definition, quiet about missing French when the page says it once."""
    return _plain_bilingual(context, entry, field, format)


def _plain_bilingual(context, obj, field: str, format: str, text=None) -> dict:
    # A page that counts its paragraphs without French says so once, at the top
    # (includes/missing_french_notice.html): each paragraph is then only its English.
    quiet = context.get("without_french") is not None
    shown = bilingual(context, obj, field, format, text=text)
    return shown | {"older": None, "quiet_missing": quiet}


def _earlier_french(context, rule: Rule) -> Rule | None:
    given = context.get("earlier_french")
    if given is None:
        given = selectors.rules_earlier_french(rules=[rule])
    return given.get(rule.pk)
