"""The "Editors" group: may add and change cards, rulings, keywords and rules; not users."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORS = "Editors"  # common.roles.EDITORS, kept literal here: common/roles.py says why
EDITABLE_MODELS = {
    "rulings": ["card", "ruling"],
    "keywords": ["keyword", "rule", "glossaryentry"],
}
READABLE_MODELS = {"keywords": ["rulesedition"]}


def _permissions(apps, models: dict[str, list[str]], actions: list[str]):
    Permission = apps.get_model("auth", "Permission")
    codenames = [f"{action}_{model}" for names in models.values() for model in names for action in actions]
    return Permission.objects.filter(
        content_type__app_label__in=list(models), codename__in=codenames
    )


def create_editors_group(apps, schema_editor):
    # Permissions are normally created after all migrations ran; make them exist now.
    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.get_or_create(name=EDITORS)
    group.permissions.add(*_permissions(apps, EDITABLE_MODELS, ["add", "change", "view"]))
    group.permissions.add(*_permissions(apps, READABLE_MODELS, ["view"]))


def remove_editors_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=EDITORS).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("keywords", "0001_initial"),
        ("rulings", "0001_initial"),
    ]

    operations = [migrations.RunPython(create_editors_group, remove_editors_group)]
