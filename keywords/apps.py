from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class KeywordsConfig(AppConfig):
    """The Comprehensive Rules: editions, rule paragraphs, glossary and keywords."""

    name = "keywords"
    verbose_name = _("Rules and keywords")

    def ready(self) -> None:
        from . import signals  # noqa: F401 - connects the receivers
