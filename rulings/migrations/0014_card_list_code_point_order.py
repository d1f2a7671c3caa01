"""The card list's indexes hold the name as the list compares it: in the "C" collation on
PostgreSQL, where an index in the database's collation could not give that order and every
card was sorted for each page (/fr/cards/?page=230: 41 ms, 3 ms from the index); on SQLite,
the same index as before, on the bare column."""

import common.collation
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("keywords", "0007_verbose_names"),
        ("rulings", "0013_card_list_type_in_index"),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name="card",
            name="rulings_card_list_en_idx",
        ),
        migrations.RemoveIndex(
            model_name="card",
            name="rulings_card_list_fr_idx",
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(
                common.collation.CodePointOrder("sort_name_en"),
                models.F("id"),
                models.F("type_line_en"),
                condition=models.Q(("is_rebalanced", False)),
                name="rulings_card_list_en_idx",
            ),
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(
                common.collation.CodePointOrder("sort_name_fr"),
                models.F("id"),
                models.F("type_line_en"),
                condition=models.Q(("is_rebalanced", False)),
                name="rulings_card_list_fr_idx",
            ),
        ),
    ]
