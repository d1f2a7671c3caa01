from django.apps import AppConfig


class PagesConfig(AppConfig):
    """Site-wide pages: home, errors, language selection."""

    name = "pages"

    def ready(self) -> None:
        from . import checks  # noqa: F401 - registers the checks
