"""Fingerprints of the English no longer change with the quote or dash style
(provenance.models.fingerprint): recompute the stored ones."""

from django.db import migrations

from provenance.models import refingerprint

TRANSLATED_FIELDS = {"Card": ("type_line", "oracle_text"), "Ruling": ("text",)}


def recompute(apps, schema_editor):
    for name, fields in TRANSLATED_FIELDS.items():
        refingerprint(apps.get_model("rulings", name), fields)


class Migration(migrations.Migration):
    dependencies = [("rulings", "0008_card_list_indexes")]

    operations = [migrations.RunPython(recompute, migrations.RunPython.noop)]
