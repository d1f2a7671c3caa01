"""Reading an import file from a local path or an https URL, with a timeout and a size cap.

Shared by the rules and rulings importers; each turns SourceError into its own error type.
Downloads use https only, redirects included: over plain http anyone on the way could
alter the file, and it would be imported as published.
"""

import re
import ssl
from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.parse import urlparse
from urllib.request import HTTPRedirectHandler, HTTPSHandler, Request, build_opener

# "https:", "http:", "file:"... At least two letters: "C:" is a Windows drive, not a scheme.
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+:")
HTTPS_REQUIRED = (
    "https is required to download an import file (over plain http, anyone on the way "
    "could alter it)"
)


class SourceError(Exception):
    """The file could not be read or downloaded; the message says why, for a user."""


def is_url(source: str) -> bool:
    """Whether `source` is a URL (whatever its scheme) rather than a local path.

    A local file whose name looks like a scheme ("notes:v2.txt") is given as "./notes:v2.txt".
    """
    return _SCHEME.match(source) is not None


def read_source(*, source: str, max_bytes: int, timeout: float, what: str) -> bytes:
    """The bytes of `source` (a path or an https URL); `what` names the expected file."""
    if is_url(source):
        _require_https(source)
        return _download(source, max_bytes=max_bytes, timeout=timeout, what=what)
    try:
        return Path(source).read_bytes()
    except OSError as error:
        raise SourceError(f"Cannot read {source}: {error.strerror or error}.") from None


def _require_https(url: str) -> None:
    parsed = urlparse(url)
    if parsed.scheme.lower() != "https" or not parsed.hostname:
        raise SourceError(f"Refusing {url}: {HTTPS_REQUIRED}. Give an https:// URL or a path.")


class _HttpsOnlyRedirects(HTTPRedirectHandler):
    """Follow a redirect only to another https URL."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if urlparse(newurl).scheme.lower() != "https":
            message = f"Refusing {req.full_url}: it redirects to {newurl}, and {HTTPS_REQUIRED}."
            raise SourceError(message)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _download(url: str, *, max_bytes: int, timeout: float, what: str) -> bytes:
    # The system's certificate authorities (or SSL_CERT_FILE), with hostname checks.
    opener = build_opener(HTTPSHandler(context=ssl.create_default_context()), _HttpsOnlyRedirects)
    request = Request(url, headers={"User-Agent": "Grimoire importer"})  # noqa: S310
    try:
        with opener.open(request, timeout=timeout) as response:  # https only, checked above
            data = response.read(max_bytes + 1)
    except HTTPError as error:
        raise SourceError(f"Downloading {url} failed: HTTP {error.code} {error.reason}.") from None
    except (URLError, OSError) as error:
        reason = getattr(error, "reason", None) or error
        raise SourceError(f"Downloading {url} failed: {reason}.") from None
    if len(data) > max_bytes:
        raise SourceError(f"{url} is larger than {max_bytes} bytes: not {what}.")
    return data
