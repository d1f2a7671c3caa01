"""Rules of the edition after an extract (RulesEdition.is_extract: the demo data's 2006 rules,
stored without the SHA-256 of a file) were recorded as added when the extract lacked them:
whether they are new is not known, so their change is left empty, as history linking now
records it."""

from django.db import migrations


def unknown_instead_of_added(apps, schema_editor):
    RulesEdition = apps.get_model("keywords", "RulesEdition")
    Rule = apps.get_model("keywords", "Rule")
    for extract in RulesEdition.objects.filter(content_sha256=""):
        newer = (
            RulesEdition.objects.filter(effective_date__gt=extract.effective_date)
            .order_by("effective_date")
            .first()
        )
        if newer is not None:
            Rule.objects.filter(edition=newer, change="added").update(change="")


class Migration(migrations.Migration):
    dependencies = [("keywords", "0004_typography_insensitive_fingerprints")]

    operations = [migrations.RunPython(unknown_instead_of_added, migrations.RunPython.noop)]
