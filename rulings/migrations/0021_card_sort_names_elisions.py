"""Card sort keys again: common.collation.collation_key now reads an elided word (l', d',
qu') as a word of its own (« À l'abattoir » files before « À la dérive »)."""

import re
import unicodedata

from django.db import migrations

# A copy of common.collation.collation_key as it is at this migration: a migration replays
# the same way whatever the code says later.
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "đ": "d", "ł": "l", "’": "'"})
_ELIDED = re.compile(r"\b(qu|[^\W\d_])'")


def _key(name, elided_apart=True):
    text = " ".join(unicodedata.normalize("NFC", name).split())
    accented = text.casefold().translate(_LIGATURES)
    letters = "".join(
        c for c in unicodedata.normalize("NFKD", accented) if not unicodedata.combining(c)
    )
    words = _ELIDED.sub(r"\1 ", letters) if elided_apart else letters
    primary = " ".join("".join(c for c in words if c.isalnum() or c.isspace()).split())
    return "\x01".join((primary, accented, text))


def fill_sort_names(apps, schema_editor):
    _fill(apps, elided_apart=True)


def fill_sort_names_as_before(apps, schema_editor):
    """Back to 0007's keys, which the code before this migration compares its lookups with."""
    _fill(apps, elided_apart=False)


def _fill(apps, *, elided_apart):
    Card = apps.get_model("rulings", "Card")
    changed = []
    names = Card.objects.only("name", "name_en", "name_fr", "sort_name_en", "sort_name_fr")
    for card in names.iterator(chunk_size=2000):
        english = card.name_en or card.name or ""
        keys = (_key(english, elided_apart), _key(card.name_fr or english, elided_apart))
        if keys != (card.sort_name_en, card.sort_name_fr):  # the names with an elision
            card.sort_name_en, card.sort_name_fr = keys
            changed.append(card)
    Card.objects.bulk_update(changed, ["sort_name_en", "sort_name_fr"], batch_size=1000)


class Migration(migrations.Migration):
    dependencies = [("rulings", "0020_card_stats_unknown")]

    operations = [migrations.RunPython(fill_sort_names, fill_sort_names_as_before)]
