"""The Comprehensive Rules as Grimoire stores them: editions, paragraphs, glossary, keywords."""

from django.core.validators import MaxLengthValidator, RegexValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _

from common.reversing import reverse_kept
from provenance.models import (
    FINGERPRINTED_STATUSES,
    FrenchPrinting,
    FrenchProvenance,
    FrenchStatus,
    name_source_field,
)

from .parsing.comprehensive_rules import rule_sort_key as parsed_rule_order

# The most characters an editor may save in a rule's text or examples, a glossary definition
# or a keyword's summary and notes (the longest of the full data: a rule of 2,872): notes of
# 220,000 pasted made a keyword's page 248 KB, a definition of 170,000 the glossary 516 KB.
# The same as a ruling's (rulings.models.RULING_MAX_LENGTH).
TEXT_MAX_LENGTH = 10_000


class RulesEdition(models.Model):
    """One official edition of the Comprehensive Rules, as Wizards published it."""

    effective_date = models.DateField(_("effective date"), unique=True)
    source = models.CharField(_("source file or URL"), max_length=500)
    content_sha256 = models.CharField(_("SHA-256 of the source text"), max_length=64, blank=True)
    is_current = models.BooleanField(_("shown by default"), default=False)
    imported_at = models.DateTimeField(_("imported at"), auto_now_add=True)
    # Bumped by every save and delete of one of its glossary entries (keywords.signals): the
    # glossary's links in rule texts are compiled once per process and version of it.
    glossary_version = models.PositiveIntegerField(default=0, editable=False)

    class Meta:
        ordering = ["-effective_date"]
        verbose_name = _("rules edition")
        verbose_name_plural = _("rules editions")
        constraints = [
            models.UniqueConstraint(
                fields=["is_current"], condition=Q(is_current=True), name="one_current_edition"
            )
        ]

    def __str__(self) -> str:
        return str(self.effective_date)

    def save(self, *args, **kwargs) -> None:
        """An edition saved again writes every field but glossary_version, which its glossary's
        signals alone write: an edition read before a glossary edit would write the older
        count back, and the next edit repeat a count whose compiled links are older."""
        if not self._state.adding and kwargs.get("update_fields") is None:
            kwargs["update_fields"] = [
                field.name
                for field in self._meta.concrete_fields
                if not field.primary_key and field.name != "glossary_version"
            ]
        super().save(*args, **kwargs)

    @property
    def is_extract(self) -> bool:
        """Whether only some of the edition's rules are held here: the demo data's 2006 rules,
        written from the seed documents. import_rules stores every rule of an edition with the
        SHA-256 of its file; a rule or glossary an extract lacks is unknown, not absent."""
        return not self.content_sha256


class Rule(FrenchProvenance):
    """One numbered paragraph of an edition: chapter "7", section "702", rule, or subrule."""

    class Kind(models.TextChoices):
        CHAPTER = "chapter", _("Chapter")
        SECTION = "section", _("Section")
        RULE = "rule", _("Rule")
        SUBRULE = "subrule", _("Subrule")

    class Change(models.TextChoices):
        """What happened to the rule since the previous imported edition (keywords.history)."""

        ADDED = "added", _("Added")
        UNCHANGED = "unchanged", _("Unchanged")
        REWORDED = "reworded", _("Reworded")
        RENUMBERED = "renumbered", _("Renumbered")
        RENUMBERED_AND_REWORDED = "renumbered_and_reworded", _("Renumbered and reworded")

    french_source_fields = ("text", "examples")
    covered_texts = _("rules (text and examples)")
    # Official French of the rules translates one edition's English paragraph: carried along
    # the history to a paragraph whose English changed since, it shows as stale.
    stale_statuses = (FrenchStatus.OFFICIAL, *FINGERPRINTED_STATUSES)

    edition = models.ForeignKey(
        RulesEdition, verbose_name=_("edition"), on_delete=models.CASCADE, related_name="rules"
    )
    number = models.CharField(
        _("number"),
        max_length=20,
        validators=[
            RegexValidator(r"^[1-9](\d\d(\.\d+[a-z]{0,2})?)?$", _("A rule number such as 702.56a."))
        ],
    )
    kind = models.CharField(_("kind"), max_length=10, choices=Kind.choices)
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    # Sorts in rules order in SQL; see rule_sort_key().
    sort_key = models.CharField(max_length=40, editable=False, db_index=True)
    text = models.TextField(
        _("text"),
        help_text=_("For a chapter or section: its title."),
        validators=[MaxLengthValidator(TEXT_MAX_LENGTH)],
    )
    examples = models.TextField(
        _("examples"),
        blank=True,
        help_text=_("One example per line."),
        validators=[MaxLengthValidator(TEXT_MAX_LENGTH)],
    )
    # Set by the importer from keywords.history, for the nearest older imported edition.
    predecessor = models.ForeignKey(
        "self",
        verbose_name=_("predecessor"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="successors",
        help_text=_("The same rule in the previous imported edition, whatever its number."),
    )
    change = models.CharField(
        _("change since the previous edition"),
        max_length=24,
        choices=Change.choices,
        blank=True,
        help_text=_("Empty for the oldest imported edition."),
    )

    class Meta:
        ordering = ["edition", "sort_key"]
        verbose_name = _("rule")
        verbose_name_plural = _("rules")
        constraints = [
            models.UniqueConstraint(fields=["edition", "number"], name="unique_rule_per_edition")
        ]

    def __str__(self) -> str:
        return f"{self.number} ({self.edition})"

    def save(self, *args, **kwargs) -> None:
        self.sort_key = rule_sort_key(self.number)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        # Kept per process: a chapter's page links some 1,600 paragraphs (common.reversing).
        return reverse_kept("keywords:rule-detail", number=self.number)

    def page_url(self) -> str:
        """The rule's page in its own edition: `?edition=` for an older one only."""
        path = self.get_absolute_url()
        if self.edition.is_current:
            return path
        return f"{path}?edition={self.edition.effective_date.isoformat()}"

    @property
    def anchor(self) -> str:
        return "R" + self.number.replace(".", "")

    @staticmethod
    def split_examples(examples: str) -> list[str]:
        return [line for line in (examples or "").splitlines() if line.strip()]


def rule_sort_key(number: str) -> str:
    """The rules order as sortable text, with every descendant of a paragraph under its prefix.

    Chapter "7" -> "7", section "702" -> "7.02", rule "702.56" -> "7.02.0056", subrule
    "702.56a" -> "7.02.0056.1a" and "704.5aa" -> "7.04.0005.2aa" (after "704.5z").
    """
    chapter, section, rule, letter_count, letters = parsed_rule_order(number)
    parts = [str(chapter)]
    if section >= 0:
        parts.append(f"{section % 100:02d}")
    if rule >= 0:
        parts.append(f"{rule:04d}")
    if letters:
        parts.append(f"{letter_count}{letters}")
    return ".".join(parts)


class GlossaryEntry(FrenchProvenance):
    """A term of the Comprehensive Rules glossary."""

    french_source_fields = ("definition",)
    covered_texts = _("glossary definitions")
    name_fields = ("term",)

    edition = models.ForeignKey(
        RulesEdition, verbose_name=_("edition"), on_delete=models.CASCADE, related_name="glossary"
    )
    term = models.CharField(_("term"), max_length=200)
    term_fr_source = name_source_field()
    definition = models.TextField(_("definition"), validators=[MaxLengthValidator(TEXT_MAX_LENGTH)])

    class Meta:
        ordering = ["edition", "term_en"]
        verbose_name = _("glossary entry")
        verbose_name_plural = _("glossary entries")
        constraints = [
            models.UniqueConstraint(fields=["edition", "term_en"], name="unique_term_per_edition")
        ]

    def __str__(self) -> str:
        return self.term_en or self.term

    # After the names of the terms the game no longer uses, which the glossary keeps for the
    # cards that print them: "Totem Armor (Obsolete)".
    RETIRED_MARK = "(Obsolete)"

    @property
    def anchor(self) -> str:
        return glossary_anchor(self.term_en or self.term)

    @property
    def is_retired(self) -> bool:
        return self.is_retired_term(self.term_en or self.term)

    @classmethod
    def is_retired_term(cls, term: str) -> bool:
        return term.endswith(cls.RETIRED_MARK)

    @property
    def has_several_senses(self) -> bool:
        """The glossary numbers a term's senses: Counter, « 1. To cancel a spell… 2. A marker… »."""
        return (self.definition_en or self.definition or "").lstrip().startswith("1.")

    @property
    def slug(self) -> str:
        return glossary_slug(self.term_en or self.term)

    def get_absolute_url(self) -> str:
        """The entry's own page, in its edition."""
        return glossary_entry_url(self.slug, self.edition.effective_date.isoformat())

    def glossary_url(self) -> str:
        """The whole glossary of its edition, at the entry."""
        edition = self.edition.effective_date.isoformat()
        return f"{reverse('keywords:glossary')}?edition={edition}#{self.anchor}"


def glossary_entry_url(slug: str, edition_date: str) -> str:
    """The page of the entry of that slug in the edition of that date (YYYY-MM-DD)."""
    return reverse_kept("keywords:glossary-entry", term=slug) + f"?edition={edition_date}"


def glossary_anchor(term: str) -> str:
    """ "Active Player, Nonactive Player Order" -> "g-active-player-nonactive-player-order"."""
    return "g-" + glossary_slug(term)


def glossary_slug(term: str) -> str:
    """How the API names an entry: "Active Player, Nonactive Player Order" ->
    "active-player-nonactive-player-order"."""
    return slugify(term)


class Keyword(FrenchProvenance):
    """A keyword ability, keyword action or ability word, with its editorial summary."""

    class Kind(models.TextChoices):
        KEYWORD_ABILITY = "keyword_ability", _("Keyword ability")
        KEYWORD_ACTION = "keyword_action", _("Keyword action")
        ABILITY_WORD = "ability_word", _("Ability word")

    french_source_fields = ("summary", "notes")
    covered_texts = _("keyword summaries and notes")
    name_fields = ("name",)
    printed_fields = ("reminder_text", "reminder_card_text")

    slug = models.SlugField(_("slug"), max_length=120, unique=True)
    name = models.CharField(_("name"), max_length=120)
    name_fr_source = name_source_field()
    kind = models.CharField(_("kind"), max_length=20, choices=Kind.choices)
    rule = models.ForeignKey(
        Rule,
        verbose_name=_("defining rule"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="defined_keywords",
    )
    summary = models.TextField(
        _("editorial summary"), blank=True, validators=[MaxLengthValidator(TEXT_MAX_LENGTH)]
    )
    notes = models.TextField(
        _("notes"),
        blank=True,
        help_text=_("One note per line."),
        validators=[MaxLengthValidator(TEXT_MAX_LENGTH)],
    )
    # An editorial text speaks of the rules of its time: the seed's Replicate summary says
    # "as you play them" and "only Izzet cards", true of the 2006 rules only.
    written_for = models.DateField(
        _("summary and notes written for the rules of"),
        null=True,
        blank=True,
        help_text=_(
            "The effective date of the Comprehensive Rules the summary and the notes were "
            "written for; the page says when the rules shown are newer."
        ),
    )
    # The official reminder text, as printed on a card with the keyword: English and French
    # of one printing (rulings.importing.reminders chooses it; the card import writes it).
    # Printed by Wizards, so official or missing, like names: never machine-translated.
    reminder_text_en = models.TextField(_("reminder text (English)"), blank=True)
    reminder_text_fr = models.TextField(_("reminder text (French)"), blank=True)
    reminder_fr_outdated = models.BooleanField(
        _("French reminder of an older wording"),
        default=False,
        help_text=_("Newer printings or the Oracle text word the English reminder otherwise."),
    )
    reminder_card = models.ForeignKey(
        "rulings.Card",
        verbose_name=_("card printing the reminder text"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    reminder_set_code = models.CharField(_("set of that printing"), max_length=12, blank=True)
    reminder_released_on = models.DateField(_("release date of that set"), null=True, blank=True)
    # That printing's whole text as printed, to show the card as seed 000 shows Gigatorpeur.
    reminder_card_text_en = models.TextField(_("printed English of that card"), blank=True)
    reminder_card_text_fr = models.TextField(_("printed French of that card"), blank=True)
    reminder_card_outdated = models.BooleanField(
        _("that card's printed English is an older wording"), default=False
    )

    class Meta:
        ordering = ["name_en"]
        verbose_name = _("keyword")
        verbose_name_plural = _("keywords")

    def __str__(self) -> str:
        return self.name_en or self.name

    def get_absolute_url(self) -> str:
        return reverse("keywords:keyword-detail", kwargs={"slug": self.slug})

    def french_printing(self, field: str) -> FrenchPrinting | None:
        outdated = {
            "reminder_text": self.reminder_fr_outdated,
            "reminder_card_text": self.reminder_card_outdated,
        }
        if field not in outdated or not self.reminder_set_code:
            return None
        return FrenchPrinting(self.reminder_set_code, self.reminder_released_on, outdated[field])
