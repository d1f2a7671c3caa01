"""The authentication backends of the test settings (config/settings/test.py)."""

from axes.backends import AxesStandaloneBackend
from django.http import HttpRequest


class ClientLoginAxesBackend(AxesStandaloneBackend):
    """django-axes, accepting the test client's login helper too.

    Client.login() calls authenticate() without a request, which AxesStandaloneBackend refuses
    (it needs the visitor's address). Such a login is given a request from the test client's
    own address; every login through real HTTP goes through axes unchanged.
    """

    def authenticate(self, request: HttpRequest | None, *args, **kwargs):
        if request is None:
            request = HttpRequest()
            request.META["REMOTE_ADDR"] = "127.0.0.1"
        return super().authenticate(request, *args, **kwargs)
