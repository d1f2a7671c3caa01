"""Machine-translation engines, one module each, chosen by settings.MACHINE_TRANSLATION."""

from django.conf import settings
from django.utils.module_loading import import_string

from .base import TranslationBackend

# Short names for MACHINE_TRANSLATION_BACKEND; a dotted path to a class works too.
BACKENDS = {
    "none": "machine_translation.backends.none.NoneBackend",
    "libretranslate": "machine_translation.backends.libretranslate.LibreTranslateBackend",
    "deepl": "machine_translation.backends.deepl.DeepLBackend",
    "argos": "machine_translation.backends.argos.ArgosBackend",
}


def get_backend(*, interactive: bool = False) -> TranslationBackend:
    """The configured engine; `interactive` (an editor waiting) means a short timeout, no retry."""
    config = settings.MACHINE_TRANSLATION
    backend_class = import_string(BACKENDS.get(config["BACKEND"], config["BACKEND"]))
    return backend_class(
        timeout=config["INTERACTIVE_TIMEOUT"] if interactive else config["TIMEOUT"],
        max_retries=0 if interactive else config["MAX_RETRIES"],
        backoff=config["BACKOFF"],
        batch_size=config["BATCH_SIZE"],
        batch_characters=config["BATCH_CHARACTERS"],
        **config.get("OPTIONS", {}),
    )
