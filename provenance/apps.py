from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ProvenanceConfig(AppConfig):
    """Where every French text comes from: official, reviewed, machine or missing."""

    name = "provenance"
    verbose_name = _("Provenance of French texts")
