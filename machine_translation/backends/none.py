"""No engine (the default): French stays missing and waits in the queue, or in the memory."""

from django.utils.translation import gettext as _

from .base import TranslationBackend


class NoneBackend(TranslationBackend):
    name = "none"

    def unavailable_reason(self) -> str | None:
        # What becomes of the text (queued, or left as it was) is the caller's to say.
        return _("No machine translation engine is configured (MACHINE_TRANSLATION_BACKEND=none).")
