"""Shared reads of the rules: which edition is shown, and a rule with its subtree."""

from datetime import date

from django.db.models import QuerySet

from rulings.models import Ruling

from .models import Keyword, Rule, RulesEdition


def edition_current() -> RulesEdition | None:
    """The edition shown by default: the one marked current, else the newest imported."""
    return RulesEdition.objects.filter(is_current=True).first() or RulesEdition.objects.first()


def edition_get(*, effective_date: date | None) -> RulesEdition | None:
    if effective_date is None:
        return edition_current()
    return RulesEdition.objects.filter(effective_date=effective_date).first()


def rule_get(*, number: str, edition: RulesEdition) -> Rule | None:
    return Rule.objects.filter(edition=edition, number=number).select_related("edition").first()


def rule_descendants(*, rule: Rule) -> QuerySet[Rule]:
    """Every paragraph under `rule` in its edition, in rules order (702.56 -> 702.56a, b...)."""
    # Sort keys are paths: everything under 702.56 ("7.02.0056") starts with "7.02.0056.".
    prefix = rule.sort_key + "."
    return Rule.objects.filter(edition=rule.edition, sort_key__startswith=prefix).order_by(
        "sort_key"
    )


def rule_children(*, rule: Rule) -> QuerySet[Rule]:
    return rule.children.order_by("sort_key")


def chapters(*, edition: RulesEdition) -> QuerySet[Rule]:
    return Rule.objects.filter(edition=edition, kind=Rule.Kind.CHAPTER).order_by("sort_key")


def keyword_list() -> QuerySet[Keyword]:
    return Keyword.objects.select_related("rule", "rule__edition").order_by("name_en")


def keyword_rulings(*, keyword: Keyword, limit: int = 50) -> QuerySet[Ruling]:
    """The newest rulings on cards that have the keyword."""
    return (
        Ruling.objects.filter(card__keywords=keyword)
        .select_related("card")
        .order_by("-published_at", "card__name_en")[:limit]
    )
