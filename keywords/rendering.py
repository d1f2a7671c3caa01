"""Rule text as HTML: escaped, with every reference to another rule turned into a link."""

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .parsing.references import find_rule_references


def link_rule_references(text: str, *, edition_date: str) -> SafeString:
    """Escape `text` and link each rule reference to its permalink in the same edition.

    References are resolved in the edition of the text they appear in: "rule 409.1b" in the
    2006 rules means the 2006 numbering.
    """
    parts: list[str] = []
    cursor = 0
    for reference in find_rule_references(text):
        parts.append(escape(text[cursor : reference.start]))
        url = reverse("keywords:rule-detail", kwargs={"number": reference.numbers[0]})
        parts.append(
            format_html(
                '<a class="rule-ref" href="{}?edition={}">{}</a>',
                url,
                edition_date,
                text[reference.start : reference.end],
            )
        )
        cursor = reference.end
    parts.append(escape(text[cursor:]))
    return mark_safe("".join(parts))  # noqa: S308 - every piece above is escaped


def _edition_date(rule) -> str:
    return rule.edition.effective_date.isoformat() if rule is not None else ""


def rule_text_html(text: str, rule=None) -> SafeString:
    lines = [
        link_rule_references(line, edition_date=_edition_date(rule)) for line in text.splitlines()
    ]
    return mark_safe("".join(format_html("<p>{}</p>", line) for line in lines if line))  # noqa: S308


def examples_html(text: str, rule=None) -> SafeString:
    items = [
        format_html(
            '<p class="example">{}</p>',
            link_rule_references(line, edition_date=_edition_date(rule)),
        )
        for line in text.splitlines()
        if line.strip()
    ]
    return mark_safe("".join(items))  # noqa: S308 - built with format_html
