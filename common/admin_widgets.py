"""The admin's pickers of related objects (autocomplete_fields), safe from keys typed by hand.

A form refused for another reason is drawn again with the values sent. Django's autocomplete
widget looks up the objects of those values to show them, and a value that is no key of the
related model ("bogus" for a rule's id, or a number of forty digits, sent by a form altered
by hand) made that lookup fail: a 500 in place of the form and its message ("Select a valid
choice"). The pickers here show the objects of the values that are keys, and leave the
others out, as they name nothing. A list of keys (a card's keywords) is checked the same way
before Django looks them up: forty digits failed in SQLite's hands there too.
"""

from django import forms
from django.contrib.admin.widgets import AutocompleteSelect, AutocompleteSelectMultiple
from django.core.exceptions import ValidationError
from django.db import models


def reads_as_a_key(target: models.Field, value) -> bool:
    """Whether `value` is a value of the related model's key field `target`: of its type and
    in its range (a number past 64 bits is refused before the database sees it)."""
    try:
        target.run_validators(target.to_python(value))
    except ValidationError:
        return False
    return True


def _key_field(model: type[models.Model], name: str | None) -> models.Field:
    options = model._meta
    return options.get_field(name or options.pk.name)


class _KeysOnly:
    def optgroups(self, name, value, attr=None):
        remote = self.field.remote_field
        target = _key_field(remote.model, getattr(remote, "field_name", None))
        return super().optgroups(name, [key for key in value if reads_as_a_key(target, key)], attr)


class KeysOnlyAutocompleteSelect(_KeysOnly, AutocompleteSelect):
    pass


class KeysOnlyAutocompleteSelectMultiple(_KeysOnly, AutocompleteSelectMultiple):
    pass


class KeysOnlyModelMultipleChoiceField(forms.ModelMultipleChoiceField):
    """Django's, refusing a value that is no key with its own message before any lookup."""

    def _check_values(self, value):
        target = _key_field(self.queryset.model, self.to_field_name)
        for key in value if isinstance(value, list | tuple) else ():
            if not reads_as_a_key(target, key):
                raise ValidationError(
                    self.error_messages["invalid_pk_value"],
                    code="invalid_pk_value",
                    params={"pk": key},
                )
        return super()._check_values(value)


class KeysOnlyAutocompleteMixin:
    """For a ModelAdmin: its autocomplete_fields drawn with the pickers above."""

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name in self.get_autocomplete_fields(request):
            kwargs.setdefault(
                "widget",
                KeysOnlyAutocompleteSelect(db_field, self.admin_site, using=kwargs.get("using")),
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        if db_field.name in self.get_autocomplete_fields(request):
            kwargs.setdefault(
                "widget",
                KeysOnlyAutocompleteSelectMultiple(
                    db_field, self.admin_site, using=kwargs.get("using")
                ),
            )
            kwargs.setdefault("form_class", KeysOnlyModelMultipleChoiceField)
        return super().formfield_for_manytomany(db_field, request, **kwargs)
