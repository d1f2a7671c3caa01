"""Settings the pages need, checked when Django starts (`manage.py check`, every server)."""

from django.conf import settings
from django.core.checks import Error, register
from django.http.request import split_domain_port, validate_host


@register()
def site_host_allowed(app_configs, **kwargs) -> list[Error]:
    """GRIMOIRE_SITE_HOST must be one of ALLOWED_HOSTS: the sitemaps and robots.txt answer as
    if the request named it, and Django refuses a host it does not allow (a 400 for each)."""
    host = settings.SITE_HOST
    if not host or validate_host(split_domain_port(host)[0], settings.ALLOWED_HOSTS):
        return []
    return [
        Error(
            f"GRIMOIRE_SITE_HOST ({host}) is not one of ALLOWED_HOSTS: the sitemaps and "
            "robots.txt would answer 400.",
            hint="Add it to ALLOWED_HOSTS, or set GRIMOIRE_SITE_HOST to one of them.",
            id="grimoire.E001",
        )
    ]
