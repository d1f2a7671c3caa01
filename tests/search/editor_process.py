"""Run as a separate process by the several-hosts tests: an editor creating, editing and
deleting rulings one save at a time, some in a transaction that stays open a moment (where,
without the change log's lock, another writer's later change would commit first)."""

import os
import sys
import time

import django


def main(card_slug: str, count: int, label: str) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
    django.setup()
    from django.db import transaction

    from rulings.models import Card, Ruling

    card = Card.objects.get(slug=card_slug)
    for number in range(count):
        ruling = Ruling.objects.create(
            card=card, published_at="2025-01-01", source="test", text_en=f"{label} {number} v0"
        )
        if number % 4 == 1:  # edited again and again: the last text must win
            for version in (1, 2, 3):
                ruling.text_en = f"{label} {number} v{version}"
                ruling.save()
        if number % 7 == 3:
            with transaction.atomic():
                ruling.text_en = f"{label} {number} slow"
                ruling.save()
                time.sleep(0.01)
        if number % 10 == 9:
            ruling.delete()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
