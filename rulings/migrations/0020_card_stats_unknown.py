"""A card's stats are null where no card data gave them: 0018 gave every card [], which says
"prints none" (a bot read Atraxa as having no power and toughness until the next import)."""

from django.db import migrations, models


def unknown_where_never_read(apps, schema_editor):
    """[] on a card no dated card data gave (data_of, 0019, is filled by the same import that
    fills stats): never read, not "prints none"."""
    Card = apps.get_model("rulings", "Card")
    never_read = [
        pk
        for pk, stats in Card.objects.filter(data_of__isnull=True).values_list("pk", "stats")
        if stats == []
    ]
    for start in range(0, len(never_read), 500):
        Card.objects.filter(pk__in=never_read[start : start + 500]).update(stats=None)


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0019_card_data_of"),
    ]

    operations = [
        migrations.AlterField(
            model_name="card",
            name="stats",
            field=models.JSONField(
                blank=True,
                default=None,
                editable=False,
                null=True,
                verbose_name="power and toughness, loyalty, defense",
            ),
        ),
        migrations.RunPython(unknown_where_never_read, migrations.RunPython.noop),
    ]
