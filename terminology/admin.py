from django.contrib import admin, messages
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .models import Term


@admin.register(Term)
class TermAdmin(admin.ModelAdmin):
    list_display = ["english", "french", "kind", "count", "confidence", "source", "updated_at"]
    list_filter = ["kind", "source"]
    search_fields = ["english", "french"]
    fields = ["english", "kind", "french", "source", "count", "confidence", "updated_at"]
    readonly_fields = ["count", "confidence", "updated_at"]
    actions = ["mark_verified"]

    def save_model(self, request, obj: Term, form, change: bool) -> None:
        # A pair an editor typed or corrected is theirs: mining again must not undo it.
        # Unless the editor chose the source in the same save.
        edited = {"english", "french", "kind"} & set(form.changed_data)
        if edited and "source" not in form.changed_data:
            obj.source = Term.Source.EDITOR
        super().save_model(request, obj, form, change)

    @admin.action(description=_("Mark as verified by an editor"), permissions=["change"])
    def mark_verified(self, request, queryset: QuerySet[Term]) -> None:
        count = queryset.update(source=Term.Source.EDITOR, updated_at=timezone.now())
        self.message_user(
            request,
            ngettext(
                "%d term marked as verified by an editor.",
                "%d terms marked as verified by an editor.",
                count,
            )
            % count,
            messages.SUCCESS,
        )
