"""Two people editing one object at once: the second save must not silently undo the first.

A form carries, in a hidden field, a fingerprint of the object as stored when the form was
drawn. At the save, the object as stored now is fingerprinted again: if another save came in
between, this one is refused, with who made the other one and when, and the form is shown again
with what the editor typed. The hidden field then holds the new fingerprint: saving again,
having read the other version, replaces it knowingly.
"""

import hashlib

from django import forms
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db import router, transaction
from django.db.models import QuerySet
from django.urls import reverse
from django.utils import formats, timezone
from django.utils.functional import cached_property
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

STATE_FIELD = "stored_state"


def locked_while_saving(request, queryset: QuerySet) -> QuerySet:
    """`queryset`, its rows locked until the save commits when `request` saves a form.

    The fingerprint check and the write must see the same version: two saves arriving at once
    would otherwise both read the old row, both pass the check, and the second would undo the
    first. PostgreSQL locks the rows read (the second save waits, then reads the first one's
    version and is refused); SQLite already runs one writing transaction at a time (its
    transactions are IMMEDIATE: config.settings.base) and has no row locks. Outside a
    transaction (the admin wraps each save in one) nothing is locked.
    """
    connection = transaction.get_connection(router.db_for_write(queryset.model))
    if request.method != "POST" or not connection.in_atomic_block:
        return queryset
    return queryset.select_for_update(of=("self",))


def stored_state(obj) -> str:
    """A fingerprint of every stored column of `obj` ("" for an object not saved yet)."""
    if obj is None or obj.pk is None:
        return ""
    values = [(field.attname, getattr(obj, field.attname)) for field in obj._meta.concrete_fields]
    return hashlib.sha256(repr(values).encode("utf-8")).hexdigest()


class EditConflictForm(forms.ModelForm):
    """A model form that refuses to overwrite a save made since it was drawn."""

    stored_state = forms.CharField(
        label=gettext_lazy("version opened"), widget=forms.HiddenInput, required=False
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields[STATE_FIELD].initial = stored_state(self.instance)

    def clean(self) -> dict:
        cleaned = super().clean()
        # Until _post_clean copies the form into it, the instance is the object as stored now.
        now = stored_state(self.instance)
        seen = cleaned.get(STATE_FIELD) or ""
        if now and seen and seen != now and self.has_changed():
            self.add_error(None, _conflict_message(self.instance))
            self.data = self.data.copy()
            self.data[self.add_prefix(STATE_FIELD)] = now  # a second save is a knowing one
        return cleaned

    @cached_property
    def changed_data(self) -> list[str]:
        # The fingerprint is not the editor's input: an inline row left alone stays unchanged,
        # and the history does not list it among the fields changed.
        return [name for name in super().changed_data if name != STATE_FIELD]


class EditConflictAdminMixin:
    """A ModelAdmin whose change form refuses to overwrite a save made since it was drawn
    (EditConflictForm): the form carries the stored object's fingerprint in a hidden field,
    and on a save the object is read again locked until the save commits."""

    form = EditConflictForm

    def get_object(self, request, object_id, from_field=None):
        """The object edited; on a save, read again locked until the save commits. The change
        list's queryset (get_queryset) is left unlocked."""
        obj = super().get_object(request, object_id, from_field)
        if obj is None or request.method != "POST":
            return obj
        # None if another editor deleted it meanwhile: the admin then says it no longer exists.
        return locked_while_saving(request, self.model._default_manager.filter(pk=obj.pk)).first()

    def get_fieldsets(self, request, obj=None):
        """The fieldsets, with the hidden fingerprint of the stored object: the admin draws
        only the fields its fieldsets name."""
        (title, options), *others = super().get_fieldsets(request, obj)
        return [(title, {**options, "fields": [*options["fields"], STATE_FIELD]}), *others]


def _conflict_message(obj) -> str:
    last = (
        LogEntry.objects.filter(
            content_type=ContentType.objects.get_for_model(obj), object_id=str(obj.pk)
        )
        .select_related("user")
        .order_by("-action_time")
        .first()
    )
    if last is None:
        saved_by = _("Someone saved “%(object)s” after you opened this page.") % {"object": obj}
    else:
        when = formats.date_format(timezone.localtime(last.action_time), "DATETIME_FORMAT")
        saved_by = _("%(user)s saved “%(object)s” on %(when)s, after you opened this page.") % {
            "user": last.user.get_username(),
            "object": obj,
            "when": when,
        }
    history = reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_history", args=[obj.pk])
    return format_html(
        '{} {} <a href="{}" target="_blank">{}</a> {}',
        saved_by,
        _("Your changes are not saved yet: they are still in the form below."),
        history,
        _("Read what was changed in the history"),
        _("(the texts before and after each save); save again to replace that version."),
    )
