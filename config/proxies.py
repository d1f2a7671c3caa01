"""The visitor's address behind the reverse proxy, for django-axes (AXES_CLIENT_IP_CALLABLE).

gunicorn leaves REMOTE_ADDR as the proxy's address; the proxy appends the address it saw to
X-Forwarded-For. Only what a trusted proxy appended counts: anything further left was written by
the visitor and can be forged.
"""

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str | None:
    """The nearest address in X-Forwarded-For that is not a trusted proxy, when the connection
    comes from one (settings.GRIMOIRE_TRUSTED_PROXIES); else the connection's address."""
    peer = request.META.get("REMOTE_ADDR") or ""
    if not _is_trusted_peer(peer):
        return peer
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
    for address in reversed([a.strip() for a in forwarded if a.strip()]):
        if address in settings.GRIMOIRE_TRUSTED_PROXIES:
            continue
        return address if _is_ip(address) else peer
    return peer or None


def _is_trusted_peer(peer: str) -> bool:
    # As gunicorn: "*" trusts every peer, and a UNIX socket (no IP address) is always trusted.
    proxies = settings.GRIMOIRE_TRUSTED_PROXIES
    return "*" in proxies or peer in proxies or not _is_ip(peer)


def _is_ip(address: str) -> bool:
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return False
    return True
