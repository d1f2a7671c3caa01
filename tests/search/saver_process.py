"""Run as a separate process by the concurrency test: saves rulings one by one."""

import os
import sys

import django


def main(card_slug: str, count: int, label: str) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
    django.setup()
    from rulings.models import Card, Ruling

    card = Card.objects.get(slug=card_slug)
    for number in range(count):
        Ruling.objects.create(
            card=card, published_at="2025-01-01", source="test", text_en=f"{label} ruling {number}"
        )


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
