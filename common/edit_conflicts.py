"""Two people editing one object at once: the second save must not silently undo the first.

A form carries, in hidden fields, a fingerprint of the object as stored when the form was
drawn, and the values it was drawn with. What an editor changed is what differs from those
values, not from the object as stored now: a card's page sends back every ruling's row, and
a row left alone is no change, even when another editor changed that ruling meanwhile.

At the save, the object as stored now is fingerprinted again. If another save came in between
and the editor changed something, this save is refused, with who made the other one and when,
and the form is shown again with what the editor typed, and the stored values in the fields
the editor left alone. The hidden field then holds the new fingerprint: saving again, having
read the other version, replaces it knowingly, in the fields the editor changed only. A form
the editor left alone is never refused, and never writes back the values it was drawn with.
"""

import copy
import datetime
import decimal
import hashlib
import json
import uuid

from django import forms
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import router, transaction
from django.db.models import Model, QuerySet
from django.forms.formsets import DELETION_FIELD_NAME
from django.urls import reverse
from django.utils import formats, timezone
from django.utils.functional import cached_property
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

STATE_FIELD = "stored_state"
OPENED_FIELD = "opened_values"
HIDDEN_FIELDS = (STATE_FIELD, OPENED_FIELD)
# The version a row is sent back with once the editor was told its object was deleted.
DELETED_MEANWHILE = "deleted"


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
    """A model form that refuses to overwrite a save made since it was drawn, and counts as
    changed only what the editor changed."""

    refused: str | None = None  # why the save was refused (EditConflictFormSet)
    stored_state = forms.CharField(
        label=gettext_lazy("version opened"), widget=forms.HiddenInput, required=False
    )
    opened_values = forms.CharField(
        label=gettext_lazy("values opened"), widget=forms.HiddenInput, required=False
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields[STATE_FIELD].initial = stored_state(self.instance)
        self.fields[OPENED_FIELD].initial = json.dumps(self._stored_values())

    def clean(self) -> dict:
        cleaned = super().clean()
        # Until _post_clean copies the form into it, the instance is the object as stored now.
        now = stored_state(self.instance)
        seen = cleaned.get(STATE_FIELD) or ""
        if not (now and seen and seen != now):
            return cleaned
        if self._opened_values() is not None:  # else what the editor changed is not known
            self._take_stored_values_where_left_alone(cleaned)
        if self.has_changed():
            self.refused = _conflict_message(self.instance)
            self.add_error(None, self.refused)
            self.data[self.add_prefix(STATE_FIELD)] = now  # a second save is a knowing one
        return cleaned

    @cached_property
    def changed_data(self) -> list[str]:
        """The fields the editor changed: where what is sent differs from what the form was
        drawn with; from what is stored, for a field the form was drawn without (a formset's
        own: a row's DELETE box, its id) or in a form drawn before they were sent. The hidden
        fields are not the editor's input: an inline row left alone stays unchanged, and the
        history does not list them among the fields changed."""
        opened = self._opened_values() or {}
        return [
            name
            for name, field in self.fields.items()
            if name not in HIDDEN_FIELDS
            and (
                _differs(field, opened[name], self[name].data)
                if name in opened
                else self[name]._has_changed()
            )
        ]

    def _stored_values(self) -> dict:
        """Each field's value as the form draws it from the object as stored now."""
        return {
            name: _as_sent(self.get_initial_for_field(field, name))
            for name, field in self.fields.items()
            if name not in HIDDEN_FIELDS
        }

    def _opened_values(self) -> dict | None:
        if not self.is_bound:
            return None
        try:
            opened = json.loads(self.data.get(self.add_prefix(OPENED_FIELD)) or "null")
        except (ValueError, RecursionError):  # not JSON, or nested past what json reads
            return None
        return opened if isinstance(opened, dict) else None

    def _take_stored_values_where_left_alone(self, cleaned: dict) -> None:
        """The fields the editor left alone keep the values stored now: they are not saved
        (the instance holds those values already), and the form shows them again, in place
        of the ones it was drawn with, which would undo the other save."""
        stored, opened = self._stored_values(), self._opened_values() or {}
        self.data = self.data.copy()
        for name in stored:
            if name in self.changed_data:
                continue
            cleaned.pop(name, None)
            opened[name] = stored[name]
            initial = self.get_initial_for_field(self.fields[name], name)
            _send(self.data, self.add_prefix(name), self.fields[name].widget, initial)
        self.data[self.add_prefix(OPENED_FIELD)] = json.dumps(opened)


def _as_sent(value):
    """A field's value as JSON holds it: a related object as its key, a date as ISO."""
    if isinstance(value, Model):
        return value.pk
    if isinstance(value, list | tuple | QuerySet):
        return [_as_sent(item) for item in value]
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, decimal.Decimal | uuid.UUID):
        return str(value)
    return value


def _differs(field: forms.Field, opened, data) -> bool:
    """Whether the value sent differs from the one the form was drawn with (_as_sent). A
    value the form cannot have been drawn with (altered by hand: a number for a list of
    keys) is no value drawn: the field counts as changed."""
    try:
        return field.has_changed(_drawn(field, opened), data)
    except (ValidationError, TypeError, ValueError):
        return True


def _drawn(field: forms.Field, opened):
    if opened is None or isinstance(field, forms.ModelChoiceField | forms.MultipleChoiceField):
        return opened  # keys, as the fields compare them
    if isinstance(field, forms.DateTimeField | forms.SplitDateTimeField):
        return datetime.datetime.fromisoformat(opened)
    if isinstance(field, forms.DateField):
        return datetime.date.fromisoformat(opened)
    if isinstance(field, forms.TimeField):
        return datetime.time.fromisoformat(opened)
    return field.to_python(opened)


def _send(data, key: str, widget: forms.Widget, value) -> None:
    """Put `value` into the form's data as a browser sends it from `widget`."""
    if isinstance(widget, forms.MultiWidget):
        parts = widget.decompress(value)
        for suffix, part_widget, part in zip(
            widget.widgets_names, widget.widgets, parts, strict=False
        ):
            _send(data, key + suffix, part_widget, part)
    elif isinstance(widget, forms.CheckboxInput):
        if value:
            data[key] = "on"
        else:
            data.pop(key, None)
    elif isinstance(value, list | tuple | QuerySet):
        data.setlist(key, [str(_as_sent(item)) for item in value])
    else:
        shown = widget.format_value(_as_sent(value) if isinstance(value, Model) else value)
        if isinstance(shown, list):  # a choice's widget: the values chosen
            data.setlist(key, shown)
        else:
            data[key] = "" if shown is None else str(shown)


class EditConflictFormSet(forms.BaseInlineFormSet):
    """Inline rows that refuse to overwrite a save made since they were drawn. A row ticked
    for deletion counts too: Django leaves out the errors of the rows it deletes, and a row
    another editor changed meanwhile was deleted without a word.

    A row whose object someone deleted since stays deleted when the editor left it alone.
    One the editor typed in is refused, saying so on the row, and saving again saves the rest
    without it. Django refused such a row on its hidden key, which the page does not show: it
    said "Please correct the error below." with no error to read, save after save."""

    def _construct_form(self, i, **kwargs):
        form = super()._construct_form(i, **kwargs)
        # A row sent with the key of a stored object that is gone: Django gives it a new,
        # empty instance, which it does not save (save_existing_objects). Its key is no choice
        # any longer. (A stored row sent without its key is altered by hand: Django refuses it.)
        form.deleted_meanwhile = (
            self.is_bound
            and i < self.initial_form_count()
            and form.instance.pk is None
            and _key_sent(form) is not None
        )
        if form.deleted_meanwhile:
            key = self.model._meta.pk.name
            form.fields[key] = forms.CharField(required=False, widget=forms.HiddenInput)
        return form

    def get_queryset(self):
        """The objects stored now; once the rows are built, each row's own object, or a
        stand-in for one deleted since. The admin draws the rows beside this list in order
        (zip): with an object gone, each row after it was drawn beside the next row's object,
        and the last row was not drawn at all, so that saving again lost its values."""
        stored = super().get_queryset()
        if not self.is_bound or "forms" not in self.__dict__:  # the rows are being built
            return stored
        by_key = {obj.pk: obj for obj in stored}
        return [
            _stand_in(form) if form.deleted_meanwhile else by_key.get(form.instance.pk)
            for form in self.initial_forms
        ]

    def full_clean(self) -> None:
        # Before clean() marks the rows it refuses as told (DELETED_MEANWHILE).
        left_alone = (
            [
                form
                for form in self.forms
                if getattr(form, "deleted_meanwhile", False) and not self._typed_in(form)
            ]
            if self.is_bound
            else []
        )
        super().full_clean()
        for form in left_alone:
            # Nothing of it is saved: its object is gone and the editor left it alone. It was
            # checked against a new, empty object (a source that object does not offer, the
            # same ruling deleted and added again), which refused the whole save.
            form.errors.clear()

    def clean(self) -> None:
        super().clean()
        for form in self.forms:
            if getattr(form, "deleted_meanwhile", False) and self._typed_in(form):
                form.add_error(None, _deleted_meanwhile_message())
                form.data = form.data.copy()  # a second save is a knowing one
                form.data[form.add_prefix(STATE_FIELD)] = DELETED_MEANWHILE
            refused = getattr(form, "refused", None)
            if refused and self.can_delete and self._should_delete_form(form):
                raise forms.ValidationError(refused)

    def _typed_in(self, form) -> bool:
        """Whether the editor changed a field of the row's own (not its key, its parent's key
        or its DELETE box), and was not told already that its object is gone."""
        if self.can_delete and self._should_delete_form(form):
            return False
        if _sent(form, STATE_FIELD) == DELETED_MEANWHILE:
            return False
        formset_fields = {self.model._meta.pk.name, self.fk.name, DELETION_FIELD_NAME}
        return any(name not in formset_fields for name in form.changed_data)


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
        return [(title, {**options, "fields": [*options["fields"], *HIDDEN_FIELDS]}), *others]


def _deleted_meanwhile_message() -> str:
    return _(
        "Someone deleted what this row holds after you opened this page: what you typed in "
        "it is not saved. To keep it, copy it into an empty row; save again to save the rest "
        "without this row."
    )


def _stand_in(form: forms.ModelForm) -> Model:
    """The object a row held before someone deleted it, to draw the row beside: as a stored
    row, which the admin's script gives no "remove" button. Without one, the row was drawn as
    a new row; removing it renumbered the rows after it, and a ruling typed into an empty row
    took the deleted one's place and was dropped with it."""
    stand_in = copy.copy(form.instance)  # the form's own is left unsaved, as Django wants
    stand_in.pk = _key_sent(form)
    return stand_in


def _key_sent(form: forms.ModelForm):
    """The key a row was sent with, None if it has none or one no key can be."""
    key = form.instance._meta.pk
    try:
        return key.to_python(_sent(form, key.name)) if _sent(form, key.name) else None
    except ValidationError:  # altered by hand
        return None


def _sent(form: forms.Form, name: str) -> str | None:
    return form.data.get(form.add_prefix(name)) if form.is_bound else None


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
