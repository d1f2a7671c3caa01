"""DeepL API v2: POST {url}/v2/translate with "Authorization: DeepL-Auth-Key <key>".

Sends {"text": [...], "source_lang": "EN", "target_lang": "FR", "tag_handling": "xml"} and
reads {"translations": [{"detected_source_language": "EN", "text": ...}]}. With XML tag
handling DeepL keeps the placeholder tags in place. 429 (too many requests) and 5xx are
retried; 456 (quota exceeded) and 403 (bad key) are not. The free API lives at
https://api-free.deepl.com, the pro one at https://api.deepl.com (DEEPL_API_URL).
"""

from django.utils.translation import gettext as _

from machine_translation.errors import TranslationError

from .base import TranslationBackend, post_json


class DeepLBackend(TranslationBackend):
    name = "DeepL"
    max_batch_size = 50  # DeepL's limit of texts per request

    def __init__(self, *, url: str = "https://api-free.deepl.com", auth_key: str = "", **kwargs):
        super().__init__(**kwargs)
        self.url = url.rstrip("/")
        self.auth_key = auth_key

    def unavailable_reason(self) -> str | None:
        return (
            None if self.auth_key else _("%(setting)s is not set.") % {"setting": "DEEPL_AUTH_KEY"}
        )

    def translate_batch(self, texts: list[str]) -> list[str]:
        payload = {"text": texts, "source_lang": "EN", "target_lang": "FR", "tag_handling": "xml"}
        document = post_json(
            f"{self.url}/v2/translate",
            payload,
            timeout=self.timeout,
            vendor=self.name,
            headers={"Authorization": f"DeepL-Auth-Key {self.auth_key}"},
        )
        try:
            return [item["text"] for item in document["translations"]]
        except (KeyError, TypeError) as error:
            raise TranslationError(f"{self.name} answered without translations") from error
