"""Argos Translate, offline, when the argostranslate package and its en→fr model are installed.

Neither can be installed without the internet (the model is downloaded by argospm), so on a
machine without them this backend says so instead of translating. Argos knows no markup: the
text between placeholder tags is translated piece by piece and the tags put back in place.
"""

import html
import re

from machine_translation.errors import TranslationError

from .base import TranslationBackend

INSTALL_HINT = "pip install argostranslate, then argospm update && argospm install translate-en_fr"
_TAG = re.compile(r"(<x id=\"\d+\"/>)")


class ArgosBackend(TranslationBackend):
    name = "Argos Translate"
    max_batch_size = 1000  # local: no request size to respect

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._translation = None

    def unavailable_reason(self) -> str | None:
        try:
            import argostranslate.translate  # noqa: F401 - only to know whether it is there
        except ImportError:
            return f"Argos Translate is not installed: {INSTALL_HINT}."
        if self._english_to_french() is None:
            return f"Argos Translate has no English→French model installed: {INSTALL_HINT}."
        return None

    def translate_batch(self, texts: list[str]) -> list[str]:
        translation = self._english_to_french()
        try:
            return [self._translate_markup(translation, text) for text in texts]
        except Exception as error:  # Argos raises what its model runtime raises
            raise TranslationError(f"{self.name} failed: {error}") from error

    def _english_to_french(self):
        if self._translation is None:
            import argostranslate.translate

            languages = {
                lang.code: lang for lang in argostranslate.translate.get_installed_languages()
            }
            if "en" in languages and "fr" in languages:
                self._translation = languages["en"].get_translation(languages["fr"])
        return self._translation

    @staticmethod
    def _translate_markup(translation, markup: str) -> str:
        pieces = []
        for piece in _TAG.split(markup):
            if _TAG.fullmatch(piece) or not piece.strip():
                pieces.append(piece)
                continue
            text = html.unescape(piece)
            french = translation.translate(text.strip())
            lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
            pieces.append(html.escape(lead + french + trail, quote=False))
        return "".join(pieces)
