"""Admin pieces shared by every translated model: the French status filter and review action."""

import copy

from django.contrib import admin, messages
from django.db import transaction
from django.db.models import QuerySet
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop, ngettext

from common.admin_history import record_change, record_inline_saves, with_values
from common.admin_lists import EditorListsMixin
from common.admin_widgets import KeysOnlyAutocompleteMixin
from common.dates import latest_today
from common.edit_conflicts import (
    EditConflictAdminMixin,
    EditConflictForm,
)
from common.typed_text import clean_typed_text

from .models import FrenchStatus, NameSource, stale_french_q
from .services import Reviewed, french_review


class FrenchStatusFilter(admin.SimpleListFilter):
    title = _("status of the French")  # "By status of the French", « Par statut du français »
    parameter_name = "french"

    def lookups(self, request, model_admin):
        return [*FrenchStatus.choices, ("stale", _("Stale (English changed since)"))]

    def queryset(self, request, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value == "stale":
            return queryset.filter(stale_french_q(queryset.model))
        if value in FrenchStatus.values:
            return queryset.filter(fr_status=value)
        return queryset


PROVENANCE_FIELDSET = (
    _("Provenance of the French"),
    {"fields": ("fr_status", "french_freshness", "fr_engine", "fr_translated_at")},
)

# What each provenance field means, under it on every translated model's form (and in the
# heading of a card's rulings): words for editors, on the form rather than the model's fields.
PROVENANCE_HELP = {
    "fr_status": _(
        "Official: what Wizards of the Coast printed or published, which only the imports "
        "write (refused for French typed here). Reviewed by an editor: French an editor read "
        "against the English and stands by. Machine translation: made by an engine, named in "
        "“Translation engine”. Missing: no French; the pages show the English."
    ),
    "french_freshness": _(
        "Whether this French was made from today's English. Stale: the English changed since; "
        "read the French again. “—”: French that is not compared with the English (missing, "
        "or printed on cards)."
    ),
    "fr_translated_at": _(
        "The day this French was made or last reviewed. A save that writes the French or "
        "marks it reviewed sets today's, unless you type another day."
    ),
}

# The tabbed forms open on English, the required and authoritative text (see the script).
ENGLISH_FIRST_JS = "js/admin-english-first.js"


def french_freshness(obj) -> str:
    """Whether the stored French still matches the stored English: a stale one is said out
    loud. Of the object as its form found it (FrenchProvenanceForm), not as typed: a refused
    save shows the form again, and French typed but never saved was called stale."""
    obj = getattr(obj, "as_stored", obj)
    if obj is None or obj.pk is None or obj.fr_status not in obj.stale_statuses:
        return "—"
    if not obj.is_french_stale:
        return str(_("Made from today's English."))
    review = reverse("admin:machine_translation_translationrecord_changelist")
    return format_html(
        '<strong class="errornote french-stale-warning">{}</strong> <a href="{}">{}</a>',
        _("Stale: the English has changed since this French was made. Read it again."),
        f"{review}?model={obj._meta.label_lower}&status=all&pk={obj.pk}",
        _("Compare with the English it was made from"),
    )


def record_french_from_form(obj, form) -> None:
    """Pin to the current English the French an editor stands by in this save.

    French typed by an editor is the editor's own: it is recorded as reviewed, unless the
    editor also chose a status by hand. A status chosen by hand is kept; choosing "reviewed",
    or "machine" while pasting the French, says that French matches the English of this save,
    so it is pinned to it and not shown as stale.
    """
    if not hasattr(obj, "french_source_fields") or not any(obj.french_texts()):
        return
    changed = set(form.changed_data)
    wrote_french = bool({f"{name}_fr" for name in obj.french_source_fields} & changed)
    # A date the editor typed in this save is the French's; otherwise it is made today.
    on = obj.fr_translated_at if "fr_translated_at" in changed else None
    if "fr_status" not in changed:
        if wrote_french:
            obj.set_french(FrenchStatus.REVIEWED, on=on)
    elif obj.fr_status == FrenchStatus.REVIEWED or (
        obj.fr_status == FrenchStatus.MACHINE and wrote_french
    ):
        obj.set_french(obj.fr_status, engine=obj.fr_engine, on=on)


def record_name_sources_from_form(obj, form) -> None:
    """A French name changed in this save is the editor's, unless the editor also chose where
    it comes from (an official name copied from the French rules, say)."""
    changed = set(form.changed_data)
    for field in getattr(obj, "name_fields", ()):
        if f"{field}_fr" in changed and f"{field}_fr_source" not in changed:
            setattr(obj, f"{field}_fr_source", NameSource.EDITOR)


class FrenchProvenanceForm(EditConflictForm):
    """An admin form of a translated model. Its text is read as typed_text reads it (a save
    that changes nothing changes nothing); a save made since the form was drawn is not undone
    (EditConflictForm). When this save sets the French, its status or its engine:

    - official French is what Wizards printed or published, and only the imports write it:
      an editor's French is reviewed (or machine, pasted from an engine), never official;
    - French saved as a machine translation names the engine that made it, since the page
      says who made the French;
    - French that is there has a status: "missing" beside a text said three different things
      on three pages.

    Older data is not checked on a save that leaves these alone, so it stays editable."""

    class Meta:
        help_texts = PROVENANCE_HELP

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        clean_typed_text(self)
        # Validating copies what was typed into the instance, saved or not: its freshness is
        # judged on this copy (french_freshness).
        self.instance.as_stored = copy.copy(self.instance)

    def clean(self) -> dict:
        cleaned = super().clean()
        obj = self.instance
        changed = set(self.changed_data)
        self._refuse_official_names(cleaned, changed)
        made_on = cleaned.get("fr_translated_at")
        if "fr_translated_at" in changed and made_on and made_on > latest_today():
            self.add_error("fr_translated_at", _("French cannot have been made after today."))
        fields = obj.french_source_fields
        if not {"fr_status", "fr_engine", *(f"{name}_fr" for name in fields)} & changed:
            return cleaned
        status = cleaned.get("fr_status", obj.fr_status)
        engine = cleaned.get("fr_engine", obj.fr_engine) or ""
        french = [cleaned.get(f"{name}_fr", getattr(obj, f"{name}_fr")) for name in fields]
        status_field = "fr_status" if "fr_status" in self.fields else None
        if "fr_status" in changed and status == FrenchStatus.OFFICIAL:
            self.add_error(status_field, OFFICIAL_ONLY_IMPORTED)
        # French typed with the status left alone is recorded as reviewed (record_french_from_form).
        if "fr_status" in changed and status == FrenchStatus.MISSING and any(french):
            self.add_error(
                status_field,
                _(
                    "This French is there: say where it comes from (reviewed, or machine "
                    "translation), or empty it."
                ),
            )
        if status == FrenchStatus.MACHINE and any(french) and not engine.strip():
            # A form without the engine's field (a card's rulings, one row each) says where it is.
            field = "fr_engine" if "fr_engine" in self.fields else None
            self.add_error(field, _("Name the engine that made this machine translation."))
        return cleaned

    def _refuse_official_names(self, cleaned: dict, changed: set[str]) -> None:
        for name in getattr(self.instance, "name_fields", ()):
            source = f"{name}_fr_source"
            if source in changed and cleaned.get(source) == NameSource.OFFICIAL:
                self.add_error(source, OFFICIAL_ONLY_IMPORTED)


OFFICIAL_ONLY_IMPORTED = _(
    "Official French is what Wizards printed or published: only the imports of the card data "
    "and of the rules write it. French an editor stands by is “Reviewed by an editor”."
)


# The most objects one "mark the French as reviewed" saves: 200 cards in 2.7 s on the full
# data, in one transaction (their change-log rows, one index write at the commit); an editor
# reviews what they read, a page or two of a list.
REVIEWED_AT_ONCE = 200


class FrenchProvenanceAdminMixin(
    KeysOnlyAutocompleteMixin, EditConflictAdminMixin, EditorListsMixin
):
    """Filter by French status and let an editor mark French as reviewed; a save made since
    the form was drawn is never overwritten silently, nor is a form altered by hand drawn
    again with a 500 (common.admin_widgets)."""

    actions = ["mark_french_reviewed"]
    form = FrenchProvenanceForm

    class Media:
        js = [ENGLISH_FIRST_JS]

    def get_readonly_fields(self, request, obj=None):
        return [*super().get_readonly_fields(request, obj), "french_freshness"]

    @admin.display(description=_("Up to date"))
    def french_freshness(self, obj) -> str:
        return french_freshness(obj)

    def construct_change_message(self, request, form, formsets, add=False):
        """The admin's message, with the texts the save replaced (common.admin_history)."""
        message = super().construct_change_message(request, form, formsets, add)
        return message if add else with_values(message, form)

    def save_model(self, request, obj, form, change) -> None:
        record_name_sources_from_form(obj, form)
        record_french_from_form(obj, form)
        super().save_model(request, obj, form, change)

    def save_formset(self, request, form, formset, change) -> None:
        for inline_form in formset.forms:
            if inline_form.has_changed() and not getattr(inline_form, "cleaned_data", {}).get(
                "DELETE"
            ):
                record_french_from_form(inline_form.instance, inline_form)
        super().save_formset(request, form, formset, change)
        record_inline_saves(request, formset)

    @admin.action(description=_("Mark the French as reviewed"), permissions=["change"])
    def mark_french_reviewed(self, request, queryset: QuerySet) -> None:
        """In one transaction, with its history: an editor's review of 18,554 cards saved
        each at once, 0.45 s a card (its index write), and a stop at the 1,338th left them
        changed and no history. At most REVIEWED_AT_ONCE: a request must end in time."""
        count = queryset.count()
        if count > REVIEWED_AT_ONCE:
            message = ngettext(
                "%(count)d item was selected: mark the French of %(most)d at most at once. "
                "Nothing was changed.",
                "%(count)d items were selected: mark the French of %(most)d at most at once. "
                "Nothing was changed.",
                count,
            )
            self.message_user(
                request, message % {"count": count, "most": REVIEWED_AT_ONCE}, messages.ERROR
            )
            return
        with transaction.atomic():
            outcomes = {obj: french_review(obj) for obj in queryset}
            marked = [obj for obj, outcome in outcomes.items() if outcome is Reviewed.MARKED]
            record_change(request, marked, gettext_noop("Marked the French as reviewed."))
        tell_what_was_reviewed(self, request, list(outcomes.values()))

    @admin.display(description=_("French"), ordering="fr_status")
    def french_status(self, obj) -> str:
        label = FrenchStatus(obj.fr_status).label
        return f"{label} ({_('stale')})" if obj.is_french_stale else str(label)


def tell_what_was_reviewed(modeladmin, request, outcomes: list[Reviewed]) -> None:
    """The messages of a "mark the French as reviewed": how many were marked, and why the
    others were not."""
    marked, official, without = (
        outcomes.count(outcome)
        for outcome in (Reviewed.MARKED, Reviewed.LEFT_OFFICIAL, Reviewed.NO_FRENCH)
    )
    said = [
        (
            ngettext(
                "%d French text marked as reviewed.", "%d French texts marked as reviewed.", marked
            ),
            marked,
            messages.SUCCESS,
        ),
        (
            ngettext(
                "%d item has official French that matches its English: it stays official.",
                "%d items have official French that matches their English: it stays official.",
                official,
            ),
            official,
            messages.INFO,
        ),
        (
            ngettext(
                "%d item has no French to review.", "%d items have no French to review.", without
            ),
            without,
            messages.WARNING,
        ),
    ]
    for place, (message, count, level) in enumerate(said):
        if count or not place:  # how many were marked, 0 too; the others when there are some
            modeladmin.message_user(request, message % count, level)
