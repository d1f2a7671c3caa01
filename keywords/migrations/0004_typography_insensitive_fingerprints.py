"""Fingerprints of the English no longer change with the quote or dash style
(provenance.models.fingerprint): recompute the stored ones."""

from django.db import migrations

from provenance.models import refingerprint

TRANSLATED_FIELDS = {
    "Rule": ("text", "examples"),
    "GlossaryEntry": ("definition",),
    "Keyword": ("summary", "notes"),
}


def recompute(apps, schema_editor):
    for name, fields in TRANSLATED_FIELDS.items():
        refingerprint(apps.get_model("keywords", name), fields)


class Migration(migrations.Migration):
    dependencies = [("keywords", "0003_keyword_reminder_text")]

    operations = [migrations.RunPython(recompute, migrations.RunPython.noop)]
