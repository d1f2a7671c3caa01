"""python manage.py link_card_keywords"""

from django.core.management.base import BaseCommand

from rulings import services


class Command(BaseCommand):
    help = (
        "Link cards to the keywords their card data names (e.g. after import_rules created "
        "new keywords). Only adds links; never removes one."
    )

    def handle(self, *args, **options) -> None:
        created = services.card_keywords_link()
        if options["verbosity"]:
            self.stdout.write(f"Keyword links created: {created}.")
