"""Where a rules file comes from: a local path or an http(s) URL, read with a timeout."""

from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.parse import urlparse
from urllib.request import Request, urlopen

# The official files are about 1 MB; anything far larger is not a rules text.
MAX_SOURCE_BYTES = 20 * 1024 * 1024


class RulesSourceError(Exception):
    """The rules file could not be read or downloaded; the message is shown to the user."""


def rules_source_read(*, source: str, timeout: float = 30.0) -> bytes:
    """The bytes of a local file or of an http(s) URL; RulesSourceError with the reason."""
    if urlparse(source).scheme in ("http", "https"):
        return _download(source, timeout)
    try:
        return Path(source).read_bytes()
    except OSError as error:
        raise RulesSourceError(f"Cannot read {source}: {error.strerror or error}.") from None


def _download(url: str, timeout: float) -> bytes:
    request = Request(url, headers={"User-Agent": "Grimoire rules importer"})  # noqa: S310
    try:
        with urlopen(request, timeout=timeout) as response:  # noqa: S310 - http(s) only
            data = response.read(MAX_SOURCE_BYTES + 1)
    except HTTPError as error:
        raise RulesSourceError(
            f"Downloading {url} failed: HTTP {error.code} {error.reason}."
        ) from None
    except (URLError, OSError) as error:
        reason = getattr(error, "reason", None) or error
        raise RulesSourceError(f"Downloading {url} failed: {reason}.") from None
    if len(data) > MAX_SOURCE_BYTES:
        raise RulesSourceError(f"{url} is larger than {MAX_SOURCE_BYTES} bytes: not a rules text.")
    return data
