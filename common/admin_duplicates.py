"""An admin form refusing what is already stored: it says so, with a link to the one there."""

from django import forms
from django.db.models import Model
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _


def refuse_as_already_there(form: forms.BaseForm, there: Model, message: str) -> None:
    """Add `message` to the form's errors, with a link to the admin page of `there`: the
    database refused such a second one with an error page, and nothing typed was kept."""
    meta = there._meta
    change = reverse(f"admin:{meta.app_label}_{meta.model_name}_change", args=[there.pk])
    form.add_error(None, format_html('{} <a href="{}">{}</a>', message, change, _("Open it")))
