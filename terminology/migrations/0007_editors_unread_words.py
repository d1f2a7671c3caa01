"""Editors may view the unread French words and change them (dismiss, restore); words come
from searches only, so nobody adds one, and deleting one would only reset its count."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORS = "Editors"  # common.roles.EDITORS, kept literal here: common/roles.py says why
CODENAMES = ("change_unreadword", "view_unreadword")


def grant_unread_words_to_editors(apps, schema_editor):
    # Permissions are normally created after all migrations ran; make them exist now.
    app_config = apps.get_app_config("terminology")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=EDITORS)
    group.permissions.add(
        *Permission.objects.filter(content_type__app_label="terminology", codename__in=CODENAMES)
    )


def revoke_unread_words_from_editors(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name=EDITORS).first()
    if group is not None:
        group.permissions.remove(
            *Permission.objects.filter(
                content_type__app_label="terminology", codename__endswith="_unreadword"
            )
        )


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("terminology", "0006_unread_words"),
    ]

    operations = [
        migrations.RunPython(grant_unread_words_to_editors, revoke_unread_words_from_editors)
    ]
