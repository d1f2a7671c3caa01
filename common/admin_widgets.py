"""The admin's pickers of related objects (autocomplete_fields), safe from keys typed by hand.

A form refused for another reason is drawn again with the values sent. Django's autocomplete
widget looks up the objects of those values to show them, and a value that is no key of the
related model ("bogus" for a rule's id, or a number of forty digits, sent by a form altered by
hand) made that lookup fail:
a 500 in place of the form and its message ("Select a valid choice"). The pickers here show
the objects of the values that are keys, and leave the others out, as they name nothing.
"""

from django.contrib.admin.widgets import AutocompleteSelect, AutocompleteSelectMultiple
from django.core.exceptions import ValidationError


class _KeysOnly:
    def optgroups(self, name, value, attr=None):
        return super().optgroups(name, [key for key in value if self._is_a_key(key)], attr)

    def _is_a_key(self, value) -> bool:
        remote = self.field.remote_field
        options = remote.model._meta
        target = options.get_field(getattr(remote, "field_name", None) or options.pk.name)
        try:
            # Its type, and its range: a number past 64 bits fails in the database's hands.
            target.run_validators(target.to_python(value))
        except ValidationError:
            return False
        return True


class KeysOnlyAutocompleteSelect(_KeysOnly, AutocompleteSelect):
    pass


class KeysOnlyAutocompleteSelectMultiple(_KeysOnly, AutocompleteSelectMultiple):
    pass


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
        return super().formfield_for_manytomany(db_field, request, **kwargs)
