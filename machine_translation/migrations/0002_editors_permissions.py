"""Editors may review French (the review screen and its actions), follow the queue and read
the translation memory; the memory itself is rebuilt by a command, never edited by hand."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORS = "Editors"  # common.roles.EDITORS, kept literal here: common/roles.py says why
PERMISSIONS = [
    "view_translationrecord",
    "review_french",
    "view_pendingtranslation",
    "change_pendingtranslation",
    "delete_pendingtranslation",
    "view_memoryentry",
]


def grant(apps, schema_editor):
    # Permissions are normally created after all migrations ran; make them exist now.
    app_config = apps.get_app_config("machine_translation")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=EDITORS)
    group.permissions.add(
        *Permission.objects.filter(
            content_type__app_label="machine_translation", codename__in=PERMISSIONS
        )
    )


def revoke(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for group in Group.objects.filter(name=EDITORS):
        group.permissions.remove(
            *Permission.objects.filter(
                content_type__app_label="machine_translation", codename__in=PERMISSIONS
            )
        )


class Migration(migrations.Migration):
    dependencies = [
        ("machine_translation", "0001_initial"),
        ("rulings", "0002_editors_group"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
