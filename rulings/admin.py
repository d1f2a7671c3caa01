import datetime
import re
from datetime import MAXYEAR, MINYEAR

from django import forms
from django.contrib import admin
from django.db import models
from django.db.models import Case, Max, Min, Q, Value, When
from django.utils.text import Truncator, capfirst
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TabbedTranslationAdmin, TranslationTabularInline

from common.admin_duplicates import refuse_as_already_there
from common.admin_lists import searchable
from common.collation import LEVELS, folded
from common.dates import latest_today
from common.edit_conflicts import HIDDEN_FIELDS, EditConflictFormSet, locked_while_saving
from provenance.admin import (
    PROVENANCE_FIELDSET,
    FrenchProvenanceAdminMixin,
    FrenchProvenanceForm,
    FrenchStatusFilter,
    french_freshness,
)
from provenance.models import FrenchStatus, fingerprint

from .models import Card, Ruling
from .selectors import ruling_sources_stored
from .sources import RULING_SOURCE_NAMES, ruling_source_label

# Magic: The Gathering was first published on 5 August 1993: no ruling is older.
FIRST_PUBLISHED = datetime.date(1993, 8, 5)


class RulingForm(FrenchProvenanceForm):
    """A ruling is dated the day it was published, between Magic's first release and today:
    a date after today would lead the newest rulings and the feeds until then. Checked when
    this save sets the date. A card has one ruling of a given date and English: saving the
    same one again (spaces aside) is refused here, with a link to it, rather than by the
    database. Its texts
    are at most RULING_MAX_LENGTH characters (the model's field says so)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if "source" in self.fields:
            self.fields["source"] = _source_field(self.instance.source if self.instance else "")

    def clean(self) -> dict:
        cleaned = super().clean()
        published_at = cleaned.get("published_at")
        if "published_at" in self.changed_data and published_at is not None:
            if published_at > latest_today():
                self.add_error("published_at", _("A ruling cannot be published after today."))
            elif published_at < FIRST_PUBLISHED:
                self.add_error(
                    "published_at",
                    _("A ruling cannot be older than Magic, first published on 5 August 1993."),
                )
        self._refuse_a_ruling_already_there(cleaned)
        return cleaned

    def _refuse_a_ruling_already_there(self, cleaned: dict) -> None:
        card_id = cleaned["card"].pk if cleaned.get("card") else self.instance.card_id
        text_en, published_at = cleaned.get("text_en"), cleaned.get("published_at")
        if not (card_id and text_en and published_at):
            return
        # A card has a few rulings of a date: compared word for word, spaces aside.
        of_that_date = Ruling.objects.filter(card_id=card_id, published_at=published_at)
        same = next(
            (
                ruling
                for ruling in of_that_date.exclude(pk=self.instance.pk).only("pk", "text_en")
                if same_words(ruling.text_en) == same_words(text_en)
            ),
            None,
        )
        if same is not None:
            message = _("This card already has this ruling, of the same date.")
            refuse_as_already_there(self, same, message)


def same_words(text: str) -> str:
    """What makes two rulings' English the same ruling: their words, whatever the spaces
    between them ("one  extra space" was a second ruling), the quotes or the dashes."""
    return fingerprint(" ".join((text or "").split()))


def _source_field(stored: str) -> forms.ChoiceField:
    """Who published a ruling, chosen among the codes the importers store and the search's
    filter reads (rulings.sources), or not stated. Typed freely, one publisher was stored four
    ways ("wotc", "WotC", "Wizards of the Coast", markup), which neither the source filter nor
    the pages read as one. A code stored before stays a choice, so that its ruling can be
    saved as it is."""
    choices = [("", _("Not stated")), *RULING_SOURCE_NAMES.items()]
    if stored and stored not in RULING_SOURCE_NAMES:
        choices.append((stored, stored))
    # Capitalised as a model's own fields are by Django (« Published on »).
    label = capfirst(Ruling._meta.get_field("source").verbose_name)
    return forms.ChoiceField(label=label, choices=choices, required=False)


class RulingFormSet(EditConflictFormSet):
    """A card's rulings in one save. Two rows typed in this save that are the same ruling
    (same date, same English) are refused, as a ruling already saved is: the database refused
    the second one with an error page, and nothing typed was kept. A row left alone is the
    ruling as saved, which the form of a row typed like it already names (RulingForm): the
    row was also said to be typed twice."""

    def clean(self) -> None:
        super().clean()
        rows: set[tuple] = set()
        for form in self.forms:
            cleaned = getattr(form, "cleaned_data", None)
            if not cleaned or not form.has_changed() or self._should_delete_form(form):
                continue
            text_en, published_at = cleaned.get("text_en"), cleaned.get("published_at")
            if not (text_en and published_at):
                continue
            row = (published_at, same_words(text_en))
            if row in rows:
                form.add_error(
                    None, _("This ruling is typed twice in this save, of the same date.")
                )
            rows.add(row)


class RulingInline(TranslationTabularInline):
    """A card's rulings, one row each: a card has up to 27, and stacked forms made its page
    ten thousand pixels tall. The engine and date of the French are on each ruling's own page.
    """

    model = Ruling
    form = RulingForm
    formset = RulingFormSet
    extra = 1
    # Far above any card's count, and a bound on what a form altered by hand may claim: asked
    # for 100,000 rows, Django drew the page again with its own cap of 2,000 (seven seconds).
    # More are refused, with Django's message ("Please submit at most 300 forms.").
    ROWS_AT_MOST = 300
    max_num = ROWS_AT_MOST
    show_change_link = True
    fields = ["published_at", "source", "text", "fr_status", "french_freshness", *HIDDEN_FIELDS]
    # Rows of a few lines each, narrow enough to fit beside the other columns.
    formfield_overrides = {
        models.TextField: {"widget": forms.Textarea(attrs={"rows": 4, "cols": 48})},
        models.CharField: {"widget": forms.TextInput(attrs={"size": 10})},
    }
    readonly_fields = ["french_freshness"]

    def get_formset(self, request, obj=None, **kwargs):
        kwargs.setdefault("absolute_max", self.ROWS_AT_MOST)
        return super().get_formset(request, obj, **kwargs)

    def get_queryset(self, request):
        """The card's rulings; on a save, locked until it commits (common.edit_conflicts)."""
        return locked_while_saving(request, super().get_queryset(request))

    @admin.display(description=_("Up to date"))
    def french_freshness(self, obj) -> str:
        return french_freshness(obj)


class CardForm(FrenchProvenanceForm):
    """A card of the same English name as another, whatever the case, is that card: refused,
    with a link to it. A second "Lightning Bolt" was kept, and a ruling's card picker and
    the search then showed two alike."""

    def clean(self) -> dict:
        cleaned = super().clean()
        name = cleaned.get("name_en")
        if name and "name_en" in self.changed_data:
            same = Card.objects.filter(name_en__iexact=name.strip()).exclude(pk=self.instance.pk)
            if (there := same.first()) is not None:
                message = _("A card already has this English name, written “%(name)s”.")
                refuse_as_already_there(self, there, message % {"name": there.name_en})
        return cleaned


@admin.register(Card)
class CardAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    form = CardForm
    list_display = ["name_en", "name_fr", "type_line_en", "french_status"]
    list_filter = [FrenchStatusFilter, "keywords"]
    search_fields = ["name_en", "name_fr", "oracle_text_en", "=oracle_id"]
    prepopulated_fields = {"slug": ["name_en"]}
    # 300+ keywords: a search box, not a page-long picker.
    autocomplete_fields = ["keywords"]
    # The import links keywords from the names the card data gives: shown, not edited.
    readonly_fields = ["keyword_names"]

    inlines = [RulingInline]
    fieldsets = [
        (
            None,
            {
                "fields": [
                    "name",
                    "name_fr_source",
                    "slug",
                    "oracle_id",
                    "mana_cost",
                    "type_line",
                    "oracle_text",
                ]
            },
        ),
        (None, {"fields": ["keywords", "keyword_names"]}),
        PROVENANCE_FIELDSET,
    ]

    def get_search_results(self, request, queryset, search_term):
        """A name that is the term, then names beginning with it, before names and texts that
        only contain it: an editor picking the card of a ruling types "Llanowar Elves" and is
        offered Llanowar Elves first, not Abomination of Llanowar. The change list's search
        results come in this order too (Django applies a search after the columns' order),
        then by id: a page is read by its ids (common.pagination), which needs a total order."""
        found, may_have_duplicates = super().get_search_results(request, queryset, search_term)
        term = searchable(search_term).strip()
        if not term:
            return found, may_have_duplicates
        # Names as their sort keys hold them, case and accents gone: SQLite's LIKE ignores
        # the case of ASCII letters only, so « éclair de génie » and "eclair de genie" did not
        # find « Éclair de génie ».
        name = folded(term)
        whole = Q(name_en__iexact=term) | Q(name_fr__iexact=term)
        start = Q(name_en__istartswith=term) | Q(name_fr__istartswith=term)
        if name:  # not for punctuation alone, whose key is empty
            found = found | queryset.filter(_sort_names("contains", name))
            whole |= _sort_names("startswith", name + LEVELS)
            start |= _sort_names("startswith", name)
        closeness = Case(When(whole, then=Value(0)), When(start, then=Value(1)), default=Value(2))
        return found.annotate(closeness=closeness).order_by(
            "closeness", "name_en", "pk"
        ), may_have_duplicates

    def save_model(self, request, obj: Card, form, change: bool) -> None:
        """English an editor changes under printed French leaves that French printed text of
        an older wording, as the import marks it (fr_outdated, fr_type_outdated): it was
        still shown as official and current, beside an English that no longer says the
        same (Lightning Bolt's « inflige 3 blessures » beside "deals 4 damage"). Not where the
        same save writes that French too: it is then the editor's."""
        if obj.fr_status == FrenchStatus.OFFICIAL:
            changed = set(form.changed_data)
            for field, flag in (("oracle_text", "fr_outdated"), ("type_line", "fr_type_outdated")):
                if f"{field}_en" in changed and f"{field}_fr" not in changed:
                    setattr(obj, flag, True)
        super().save_model(request, obj, form, change)


def _sort_names(lookup: str, value: str) -> Q:
    """Cards whose sort key (common.collation) in either language matches `value`."""
    return Q(**{f"sort_name_en__{lookup}": value}) | Q(**{f"sort_name_fr__{lookup}": value})


class PublishedYearFilter(admin.SimpleListFilter):
    """Rulings of one year. Replaces the date hierarchy, whose list of years read every one of
    45,000 rulings through SQLite's date function (120 ms a page); this reads two index ends."""

    title = _("year published")
    parameter_name = "year"

    def lookups(self, request, model_admin):
        span = Ruling.objects.aggregate(first=Min("published_at"), last=Max("published_at"))
        if span["first"] is None:
            return []
        years = range(span["last"].year, span["first"].year - 1, -1)
        return [(str(year), str(year)) for year in years]

    def queryset(self, request, queryset):
        """The rulings of the year asked; none for what no date can hold (?year=0 or twenty
        digits, which made the year lookup raise, a 500; "²" passed isdigit() and broke int())."""
        value = self.value()
        if not value:
            return queryset
        if not re.fullmatch(r"[0-9]{1,4}", value) or not MINYEAR <= int(value) <= MAXYEAR:
            return queryset.none()
        return queryset.filter(published_at__year=int(value))


class SourceFilter(admin.SimpleListFilter):
    """Who published the rulings, named as the pages name them, and those of no stated source
    (most of the card data's): the filter offered the codes stored, « wotc » alone."""

    title = _("source")
    parameter_name = "source"
    NOT_STATED = "-"

    def lookups(self, request, model_admin):
        # And the codes stored that no publisher's name stands for (typed before the form
        # offered choices), as the ruling's form keeps them.
        stored = ruling_sources_stored()
        others = sorted(code for code in stored if code and code not in RULING_SOURCE_NAMES)
        known = [*RULING_SOURCE_NAMES.items(), *((code, code) for code in others)]
        return [*known, (self.NOT_STATED, _("Not stated"))]

    def queryset(self, request, queryset):
        value = self.value()
        if value is None:
            return queryset
        return queryset.filter(source="" if value == self.NOT_STATED else value)


@admin.register(Ruling)
class RulingAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    form = RulingForm
    list_display = ["card", "published_at", "english_start", "publisher", "french_status"]
    list_filter = [
        SourceFilter,
        PublishedYearFilter,
        ("published_at", admin.DateFieldListFilter),
        FrenchStatusFilter,
    ]
    search_fields = ["card__name_en", "card__name_fr", "text_en", "text_fr"]
    autocomplete_fields = ["card"]
    list_select_related = ["card"]
    fieldsets = [
        (None, {"fields": ["card", "published_at", "source", "text"]}),
        PROVENANCE_FIELDSET,
    ]

    @admin.display(description=_("source"), ordering="source")
    def publisher(self, ruling: Ruling) -> str:
        return ruling_source_label(ruling.source) if ruling.source else "—"

    @admin.display(description=_("English"), ordering="text_en")
    def english_start(self, ruling: Ruling) -> str:
        """The English's first words: a card's rulings of one date are told apart."""
        return Truncator(ruling.text_en or "").words(14)

    def get_search_results(self, request, queryset, search_term):
        """The rulings of the cards named, whatever the case and accents typed (« protection
        de tefeiri », « TÉFEIRI »), through the cards' sort keys, as the card list finds them."""
        found, may_have_duplicates = super().get_search_results(request, queryset, search_term)
        name = folded(searchable(search_term).strip())
        if name:
            of_cards = Card.objects.filter(_sort_names("contains", name)).values("pk")
            found = found | queryset.filter(card__in=of_cards)
        return found, may_have_duplicates
