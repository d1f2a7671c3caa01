"""Editors may add, change (correct, reject) and view lexicon entries; not delete them."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORS = "Editors"  # common.roles.EDITORS, kept literal here: common/roles.py says why


def grant_lexicon_to_editors(apps, schema_editor):
    # Permissions are normally created after all migrations ran; make them exist now.
    app_config = apps.get_app_config("terminology")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=EDITORS)
    codenames = [f"{action}_lexiconentry" for action in ("add", "change", "view")]
    group.permissions.add(
        *Permission.objects.filter(content_type__app_label="terminology", codename__in=codenames)
    )


def revoke_lexicon_from_editors(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name=EDITORS).first()
    if group is not None:
        group.permissions.remove(
            *Permission.objects.filter(
                content_type__app_label="terminology", codename__endswith="_lexiconentry"
            )
        )


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("terminology", "0003_lexicon"),
    ]

    operations = [migrations.RunPython(grant_lexicon_to_editors, revoke_lexicon_from_editors)]
