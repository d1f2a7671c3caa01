"""Admin pieces shared by every translated model: the French status filter and review action."""

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .models import FrenchStatus, stale_french_q
from .services import french_review


class FrenchStatusFilter(admin.SimpleListFilter):
    title = _("French status")
    parameter_name = "french"

    def lookups(self, request, model_admin):
        return [*FrenchStatus.choices, ("stale", _("Stale (English changed since)"))]

    def queryset(self, request, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value == "stale":
            return queryset.filter(stale_french_q())
        if value in FrenchStatus.values:
            return queryset.filter(fr_status=value)
        return queryset


PROVENANCE_FIELDSET = (
    _("Provenance of the French"),
    {"fields": ("fr_status", "fr_engine", "fr_translated_at")},
)


def mark_reviewed_if_editor_wrote_french(obj, form) -> None:
    """French typed by an editor is the editor's own: record it as reviewed.

    Unless the editor also chose a status by hand (for example pasting a machine translation
    and leaving it marked as machine).
    """
    if not hasattr(obj, "french_source_fields") or "fr_status" in form.changed_data:
        return
    french_fields = {f"{name}_fr" for name in obj.french_source_fields}
    if french_fields & set(form.changed_data) and any(obj.french_texts()):
        obj.mark_french_reviewed()


class FrenchProvenanceAdminMixin:
    """Filter by French status and let an editor mark French as reviewed."""

    actions = ["mark_french_reviewed"]

    def save_model(self, request, obj, form, change) -> None:
        mark_reviewed_if_editor_wrote_french(obj, form)
        super().save_model(request, obj, form, change)

    def save_formset(self, request, form, formset, change) -> None:
        for inline_form in formset.forms:
            if inline_form.has_changed() and not getattr(inline_form, "cleaned_data", {}).get(
                "DELETE"
            ):
                mark_reviewed_if_editor_wrote_french(inline_form.instance, inline_form)
        super().save_formset(request, form, formset, change)

    @admin.action(description=_("Mark the French as reviewed"), permissions=["change"])
    def mark_french_reviewed(self, request, queryset: QuerySet) -> None:
        reviewed = sum(french_review(obj) for obj in queryset)
        skipped = queryset.count() - reviewed
        self.message_user(
            request,
            ngettext(
                "%d French text marked as reviewed.",
                "%d French texts marked as reviewed.",
                reviewed,
            )
            % reviewed,
            messages.SUCCESS,
        )
        if skipped:
            self.message_user(
                request,
                ngettext(
                    "%d item has no French to review.",
                    "%d items have no French to review.",
                    skipped,
                )
                % skipped,
                messages.WARNING,
            )

    @admin.display(description=_("French"), ordering="fr_status")
    def french_status(self, obj) -> str:
        label = FrenchStatus(obj.fr_status).label
        return f"{label} ({_('stale')})" if obj.is_french_stale else str(label)
