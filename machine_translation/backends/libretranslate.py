"""LibreTranslate's HTTP API: POST {url}/translate {"q": [...], "source": "en", "target": "fr"}.

Answers {"translatedText": [...]}, or {"error": ...} with a 4xx or 5xx status. Texts holding
placeholder tags are sent with "format": "html", which LibreTranslate documents as keeping
markup; plain texts are sent with "format": "text".
"""

import html

from django.utils.translation import gettext as _

from machine_translation.errors import TranslationError

from .base import TranslationBackend, post_json


class LibreTranslateBackend(TranslationBackend):
    name = "LibreTranslate"
    max_batch_size = 100

    def __init__(self, *, url: str = "", api_key: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.url = url.rstrip("/")
        self.api_key = api_key

    def unavailable_reason(self) -> str | None:
        return (
            None if self.url else _("%(setting)s is not set.") % {"setting": "LIBRETRANSLATE_URL"}
        )

    def translate_batch(self, texts: list[str]) -> list[str]:
        # Markup escapes "<" in text, so a "<" can only open a placeholder tag.
        has_tags = any("<" in text for text in texts)
        payload = {
            "q": texts if has_tags else [html.unescape(text) for text in texts],
            "source": "en",
            "target": "fr",
            "format": "html" if has_tags else "text",
        }
        if self.api_key:
            payload["api_key"] = self.api_key
        document = post_json(
            f"{self.url}/translate", payload, timeout=self.timeout, vendor=self.name
        )
        translated = document.get("translatedText") if isinstance(document, dict) else None
        if isinstance(translated, str):
            translated = [translated]
        if not isinstance(translated, list) or not all(isinstance(t, str) for t in translated):
            raise TranslationError(f"{self.name} answered without translatedText")
        return translated if has_tags else [html.escape(t, quote=False) for t in translated]
