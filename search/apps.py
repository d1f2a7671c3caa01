from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SearchConfig(AppConfig):
    """Bilingual full-text search over keywords, rules, glossary, cards and rulings."""

    name = "search"
    verbose_name = _("Search")

    def ready(self) -> None:
        from . import services, signals

        signals.register_signal_handlers()
        services.register_signal_handlers()
