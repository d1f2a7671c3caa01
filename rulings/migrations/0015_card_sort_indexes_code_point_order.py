"""The indexes of every card in name order hold the name as the lists compare it (the "C"
collation on PostgreSQL, the bare column on SQLite), then the id: PostgreSQL reads a
keyword's cards in that order, or their ids and names, from the index rather than from the
cards' whole rows (Flying's deepest page: 17 ms -> 6 ms)."""

import common.collation
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("keywords", "0007_verbose_names"),
        ("rulings", "0014_card_list_code_point_order"),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name="card",
            name="rulings_card_sort_en_idx",
        ),
        migrations.RemoveIndex(
            model_name="card",
            name="rulings_card_sort_fr_idx",
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(
                common.collation.CodePointOrder("sort_name_en"),
                models.F("id"),
                name="rulings_card_sort_en_idx",
            ),
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(
                common.collation.CodePointOrder("sort_name_fr"),
                models.F("id"),
                name="rulings_card_sort_fr_idx",
            ),
        ),
    ]
