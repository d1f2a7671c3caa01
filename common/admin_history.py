"""Every edit in an object's admin history, whichever page made it.

The admin records the saves of its own change forms, in the history of the page's object only.
Grimoire's other ways of changing French (the review screen, its actions, the list actions) and
the rows saved on another object's page (a ruling on its card's page) are recorded here, so
that an object's history says who changed it, when, and what.

A change of a text also keeps the text before and after it (`with_values`): an editor who
finds a ruling saved over by someone else reads in the history what it said, and can put it
back; the history page shows both (templates/admin/object_history.html).
"""

import json

from django import forms
from django.contrib.admin.models import ADDITION, CHANGE, LogEntry
from django.http import HttpRequest
from django.utils import translation
from django.utils.text import capfirst
from django.utils.translation import gettext


def record_change(request: HttpRequest, objects, message: str) -> None:
    """One entry per object: `request.user` changed it as `message` says. `message` is
    stored as written in the code, in English (gettext_noop), and shown in the reader's
    language (change_message_shown): a translated one was stored in the writer's, and the
    history read « Texte [en] » beside "Text [en]"."""
    saved = [obj for obj in objects if obj.pk is not None]
    if saved:
        LogEntry.objects.log_actions(request.user.pk, saved, CHANGE, message)


def record_texts_changed(request: HttpRequest, obj, form, also: list = ()) -> None:
    """An entry as the admin writes a change form's: the fields the form changed, named in
    the reader's language when shown, and the texts' values before and after (text_values),
    so that what a save replaced can be read and put back. `also`: other fields' labels, lazy:
    made text here, in the language the history stores (a French editor's « Statut du
    français » read so on an English page)."""
    fields = form.changed_data
    with translation.override(None):
        labels = [*(str(form.fields[name].label) for name in fields), *map(str, also)]
        changed = {"fields": labels, "values": text_values(form, fields)}
    LogEntry.objects.log_actions(request.user.pk, [obj], CHANGE, json.dumps([{"changed": changed}]))


def change_message_shown(entry: LogEntry) -> str:
    """An entry's message in the reader's language: the admin's structured ones as Django
    shows them, the plain ones Grimoire writes translated now."""
    message = entry.get_change_message()
    return gettext(message) if message == entry.change_message else message


def record_inline_saves(request: HttpRequest, formset) -> None:
    """The rows a formset has just added or changed, each in its own history (in the form
    the admin writes its own entries, so that the history page names the fields)."""
    for obj in formset.new_objects:
        LogEntry.objects.log_actions(request.user.pk, [obj], ADDITION, json.dumps([{"added": {}}]))
    forms_by_object = {id(form.instance): form for form in formset.forms}
    for obj, fields in formset.changed_objects:
        labels = [capfirst(str(obj._meta.get_field(name).verbose_name)) for name in fields]
        changed = {"fields": labels}
        if form := forms_by_object.get(id(obj)):
            changed["values"] = text_values(form, fields)
        message = json.dumps([{"changed": changed}])
        LogEntry.objects.log_actions(request.user.pk, [obj], CHANGE, message)


def with_values(message: list, form) -> list:
    """The admin's change message of a form's save (construct_change_message), its texts'
    values before and after added to the entry of the form's own object."""
    for entry in message:
        changed = entry.get("changed")
        if changed is not None and "name" not in changed:  # not an inline row's entry
            changed["values"] = text_values(form, form.changed_data)
    return message


def text_values(form, fields) -> dict[str, dict[str, str]]:
    """{label: {"old", "new"}} of the text fields among `fields`: dates, choices and links
    are named by the change message already; the texts are what a save replaces."""
    values = {}
    for name in fields:
        field = form.fields.get(name)
        if not isinstance(field, forms.CharField) or isinstance(field.widget, forms.HiddenInput):
            continue
        old, new = form.initial.get(name), form.cleaned_data.get(name)
        values[str(field.label or name)] = {"old": _text(old), "new": _text(new)}
    return values


def history_values(change_message: str) -> list[tuple[str, str, str]]:
    """(label, old, new) of the texts an entry's save replaced; [] for any other entry."""
    try:
        message = json.loads(change_message)
    except ValueError:
        return []
    if not isinstance(message, list):
        return []
    found = []
    for entry in message:
        changed = entry.get("changed") if isinstance(entry, dict) else None
        values = changed.get("values") if isinstance(changed, dict) else None
        if isinstance(values, dict):  # an entry written before values were kept has none
            found += [
                (label, value.get("old", ""), value.get("new", ""))
                for label, value in values.items()
                if isinstance(value, dict)
            ]
    return found


def _text(value) -> str:
    return "" if value is None else str(value)
