"""Reading an import file from a local path or an http(s) URL, with a timeout and a size cap.

Shared by the rules and rulings importers; each turns SourceError into its own error type.
"""

from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.parse import urlparse
from urllib.request import Request, urlopen


class SourceError(Exception):
    """The file could not be read or downloaded; the message says why, for a user."""


def is_url(source: str) -> bool:
    return urlparse(source).scheme in ("http", "https")


def read_source(*, source: str, max_bytes: int, timeout: float, what: str) -> bytes:
    """The bytes of `source` (a path or an http(s) URL); `what` names the expected file."""
    if is_url(source):
        return _download(source, max_bytes=max_bytes, timeout=timeout, what=what)
    try:
        return Path(source).read_bytes()
    except OSError as error:
        raise SourceError(f"Cannot read {source}: {error.strerror or error}.") from None


def _download(url: str, *, max_bytes: int, timeout: float, what: str) -> bytes:
    request = Request(url, headers={"User-Agent": "Grimoire importer"})  # noqa: S310
    try:
        with urlopen(request, timeout=timeout) as response:  # noqa: S310 - http(s) only
            data = response.read(max_bytes + 1)
    except HTTPError as error:
        raise SourceError(f"Downloading {url} failed: HTTP {error.code} {error.reason}.") from None
    except (URLError, OSError) as error:
        reason = getattr(error, "reason", None) or error
        raise SourceError(f"Downloading {url} failed: {reason}.") from None
    if len(data) > max_bytes:
        raise SourceError(f"{url} is larger than {max_bytes} bytes: not {what}.")
    return data
