from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RulingsConfig(AppConfig):
    """Cards (one per Scryfall oracle id) and their dated official rulings."""

    name = "rulings"
    verbose_name = _("Cards and rulings")
