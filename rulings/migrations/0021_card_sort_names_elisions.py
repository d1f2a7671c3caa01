"""Card sort keys again: common.collation.collation_key now reads an apostrophe as the end of
a word (« À l'abattoir » files before « À la dérive »)."""

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
    words = letters.replace("'", " ")
    primary = " ".join("".join(c for c in words if c.isalnum() or c.isspace()).split())
    return "\x01".join((primary, accented, text))


def fill_sort_names(apps, schema_editor):
    Card = apps.get_model("rulings", "Card")
    changed = []
    names = Card.objects.only("name", "name_en", "name_fr", "sort_name_en", "sort_name_fr")
    for card in names.iterator(chunk_size=2000):
        english = card.name_en or card.name or ""
        keys = (_key(english), _key(card.name_fr or english))
        if keys != (card.sort_name_en, card.sort_name_fr):  # the names with an apostrophe
            card.sort_name_en, card.sort_name_fr = keys
            changed.append(card)
    Card.objects.bulk_update(changed, ["sort_name_en", "sort_name_fr"], batch_size=1000)


class Migration(migrations.Migration):
    dependencies = [("rulings", "0020_card_stats_unknown")]

    operations = [migrations.RunPython(fill_sort_names, migrations.RunPython.noop)]
