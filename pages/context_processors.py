from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url


def site(request: HttpRequest) -> dict:
    """The same page in every language, for the language switcher and hreflang links."""
    path = request.get_full_path()
    alternates = [
        {"code": code, "name": name, "url": translate_url(path, code)}
        for code, name in settings.LANGUAGES
    ]
    return {"alternate_pages": alternates}
