"""The errors of machine translation: one type for callers to catch, whatever the vendor."""


class TranslationError(Exception):
    """A text could not be translated now; `retryable` says if trying again may help."""

    def __init__(self, message: str, *, retryable: bool = False) -> None:
        super().__init__(message)
        self.retryable = retryable


class EngineUnavailable(TranslationError):
    """No engine is configured, or the configured one cannot run on this machine."""


class NamesLost(TranslationError):
    """The engine dropped or mangled a placeholder that stood for a protected name."""


class OutputRefused(TranslationError):
    """The engine answered, but not with French: the English sent back, or markup left in."""
