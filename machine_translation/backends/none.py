"""No engine (the default): French stays missing and waits in the queue, or in the memory."""

from .base import TranslationBackend


class NoneBackend(TranslationBackend):
    name = "none"

    def unavailable_reason(self) -> str | None:
        return (
            "No machine translation engine is configured (MACHINE_TRANSLATION_BACKEND=none): "
            "the text stays queued until one is."
        )
