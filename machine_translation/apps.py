from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class MachineTranslationConfig(AppConfig):
    """French for every translated text: queue, translation memory, terminology, engines."""

    name = "machine_translation"
    verbose_name = _("Translation workflow")

    def ready(self) -> None:
        from .signals import register_signal_handlers

        register_signal_handlers()
