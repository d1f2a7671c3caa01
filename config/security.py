"""Security headers Django 5.2 does not set itself: Content-Security-Policy, Permissions-Policy.

Django's SecurityMiddleware already sends X-Content-Type-Options (SECURE_CONTENT_TYPE_NOSNIFF),
Referrer-Policy (SECURE_REFERRER_POLICY) and Cross-Origin-Opener-Policy
(SECURE_CROSS_ORIGIN_OPENER_POLICY); XFrameOptionsMiddleware sends X-Frame-Options.

The policy allows no inline script or style anywhere, the admin included: every script and
style sheet is a file under /static/. A view that needs another policy sets its own header,
which is kept.
"""

from collections.abc import Callable, Mapping

from django.conf import settings
from django.http import HttpRequest, HttpResponse

DEFAULT_CONTENT_SECURITY_POLICY: Mapping[str, str] = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
}

# Nothing on the site uses the camera, the microphone, geolocation or the rest.
DEFAULT_PERMISSIONS_POLICY: Mapping[str, str] = {
    feature: "()"
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
    )
}


def header_value(directives: Mapping[str, str], *, separator: str) -> str:
    return separator.join(f"{name} {value}".strip() for name, value in directives.items())


def permissions_value(features: Mapping[str, str]) -> str:
    return ", ".join(f"{feature}={allow}" for feature, allow in features.items())


class SecurityHeadersMiddleware:
    """Adds Content-Security-Policy and Permissions-Policy to every response.

    Settings: GRIMOIRE_CONTENT_SECURITY_POLICY and GRIMOIRE_PERMISSIONS_POLICY (dicts; the
    defaults above), GRIMOIRE_CSP_REPORT_ONLY (send Content-Security-Policy-Report-Only
    instead, to try a new policy on a live site without breaking it).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        csp = getattr(settings, "GRIMOIRE_CONTENT_SECURITY_POLICY", DEFAULT_CONTENT_SECURITY_POLICY)
        self.csp = header_value(csp, separator="; ")
        self.csp_header = (
            "Content-Security-Policy-Report-Only"
            if getattr(settings, "GRIMOIRE_CSP_REPORT_ONLY", False)
            else "Content-Security-Policy"
        )
        features = getattr(settings, "GRIMOIRE_PERMISSIONS_POLICY", DEFAULT_PERMISSIONS_POLICY)
        self.permissions = permissions_value(features)

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if self.csp:
            response.headers.setdefault(self.csp_header, self.csp)
        if self.permissions:
            response.headers.setdefault("Permissions-Policy", self.permissions)
        return response
