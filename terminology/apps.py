from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TerminologyConfig(AppConfig):
    """English -> French game terms, mined from printed cards and corrected by editors."""

    name = "terminology"
    verbose_name = _("Terminology")
