"""Where a rules file comes from: a local path or an https URL, read with a timeout."""

from common.fetching import SourceError, read_source

# The official files are about 1 MB; anything far larger is not a rules text.
MAX_SOURCE_BYTES = 20 * 1024 * 1024


class RulesSourceError(Exception):
    """The rules file could not be read or downloaded; the message is shown to the user."""


def rules_source_read(*, source: str, timeout: float = 30.0) -> bytes:
    """The bytes of a local file or of an https URL; RulesSourceError with the reason."""
    try:
        return read_source(
            source=source, max_bytes=MAX_SOURCE_BYTES, timeout=timeout, what="a rules text"
        )
    except SourceError as error:
        raise RulesSourceError(str(error)) from None
