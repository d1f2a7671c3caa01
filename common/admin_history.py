"""Every edit in an object's admin history, whichever page made it.

The admin records the saves of its own change forms, in the history of the page's object only.
Grimoire's other ways of changing French (the review screen, its actions, the list actions) and
the rows saved on another object's page (a ruling on its card's page) are recorded here, so
that an object's history says who changed it, when, and what.
"""

import json

from django.contrib.admin.models import ADDITION, CHANGE, LogEntry
from django.http import HttpRequest
from django.utils.text import capfirst


def record_change(request: HttpRequest, objects, message: str) -> None:
    """One entry per object: `request.user` changed it as `message` says."""
    saved = [obj for obj in objects if obj.pk is not None]
    if saved:
        LogEntry.objects.log_actions(request.user.pk, saved, CHANGE, message)


def record_inline_saves(request: HttpRequest, formset) -> None:
    """The rows a formset has just added or changed, each in its own history (in the form
    the admin writes its own entries, so that the history page names the fields)."""
    for obj in formset.new_objects:
        LogEntry.objects.log_actions(request.user.pk, [obj], ADDITION, json.dumps([{"added": {}}]))
    for obj, fields in formset.changed_objects:
        labels = [capfirst(str(obj._meta.get_field(name).verbose_name)) for name in fields]
        message = json.dumps([{"changed": {"fields": labels}}])
        LogEntry.objects.log_actions(request.user.pk, [obj], CHANGE, message)
