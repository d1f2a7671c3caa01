from django.apps import AppConfig


class PagesConfig(AppConfig):
    """Site-wide pages: home, errors, language selection."""

    name = "pages"
