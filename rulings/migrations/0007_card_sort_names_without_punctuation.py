"""Card sort keys again: common.collation.collation_key now reads punctuation only at the
second level (« "Ach! Hans, Run!" » files under A)."""

import unicodedata

from django.db import migrations

# A copy of common.collation.collation_key as it is at this migration: a migration replays
# the same way whatever the code says later.
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "đ": "d", "ł": "l", "’": "'"})


def _key(name):
    text = " ".join(unicodedata.normalize("NFC", name).split())
    accented = text.casefold().translate(_LIGATURES)
    letters = "".join(
        c for c in unicodedata.normalize("NFKD", accented) if not unicodedata.combining(c)
    )
    primary = " ".join("".join(c for c in letters if c.isalnum() or c.isspace()).split())
    return "\x01".join((primary, accented, text))


def fill_sort_names(apps, schema_editor):
    Card = apps.get_model("rulings", "Card")
    cards = []
    for card in Card.objects.only("name", "name_en", "name_fr").iterator(chunk_size=2000):
        english = card.name_en or card.name or ""
        card.sort_name_en = _key(english)
        card.sort_name_fr = _key(card.name_fr or english)
        cards.append(card)
    Card.objects.bulk_update(cards, ["sort_name_en", "sort_name_fr"], batch_size=1000)


class Migration(migrations.Migration):
    dependencies = [("rulings", "0006_card_printings_legalities")]

    operations = [migrations.RunPython(fill_sort_names, migrations.RunPython.noop)]
