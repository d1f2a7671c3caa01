"""python manage.py link_card_keywords"""

from common.commands import GrimoireCommand
from rulings import services


class Command(GrimoireCommand):
    help = (
        "Link cards to the keywords their card data names (e.g. after import_rules created "
        "new keywords). Only adds links; never removes one."
    )

    def handle(self, *args, **options) -> None:
        created = services.card_keywords_link()
        self.say(f"Keyword links created: {created}.")
