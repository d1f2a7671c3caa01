"""The seam every machine-translation engine plugs into: markup in, markup out, in batches.

A backend translates English markup (see machine_translation.markup) to French markup. This
base class cuts the texts into bounded batches and retries a batch with exponential backoff
when the vendor says "later" (429, 5xx, a timeout); every failure surfaces as one
TranslationError. Vendors are spoken to only in their own module.
"""

import http.client
import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

from machine_translation.errors import EngineUnavailable, TranslationError

# HTTP statuses that mean "try again later": too many requests, and server-side trouble.
RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})


class TranslationBackend:
    """Base class: subclasses set `name` and implement `translate_batch`."""

    name = ""  # shown to readers as the engine of a machine translation: "DeepL"
    max_batch_size = 50  # the vendor's own limit of texts per request

    def __init__(
        self,
        *,
        timeout: float = 20.0,
        max_retries: int = 3,
        backoff: float = 1.0,
        max_backoff: float = 30.0,
        batch_size: int = 25,
        batch_characters: int = 10_000,
    ) -> None:
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.batch_size = max(1, min(batch_size, self.max_batch_size))
        self.batch_characters = batch_characters

    def unavailable_reason(self) -> str | None:
        """Why this engine cannot translate here, or None when it can."""
        return None

    def translate(self, texts: list[str]) -> list[str]:
        """French markup for each English markup text, in the same order."""
        reason = self.unavailable_reason()
        if reason:
            raise EngineUnavailable(reason)
        translated: list[str] = []
        for batch in batches(texts, size=self.batch_size, characters=self.batch_characters):
            translated += self._with_retries(batch)
        return translated

    def translate_batch(self, texts: list[str]) -> list[str]:
        raise NotImplementedError

    def _with_retries(self, batch: list[str]) -> list[str]:
        for attempt in range(self.max_retries + 1):
            try:
                result = self.translate_batch(batch)
            except TranslationError as error:
                if not error.retryable or attempt == self.max_retries:
                    raise
                time.sleep(min(self.backoff * 2**attempt, self.max_backoff))
                continue
            if len(result) != len(batch):
                raise TranslationError(
                    f"{self.name} answered {len(result)} texts for {len(batch)} sent"
                )
            return result
        raise AssertionError("unreachable")  # the loop either returns or raises


def batches(texts: list[str], *, size: int, characters: int) -> Iterator[list[str]]:
    """Consecutive batches of at most `size` texts and (but for a lone long text) `characters`."""
    batch: list[str] = []
    length = 0
    for text in texts:
        if batch and (len(batch) == size or length + len(text) > characters):
            yield batch
            batch, length = [], 0
        batch.append(text)
        length += len(text)
    if batch:
        yield batch


def post_json(
    url: str, payload: dict, *, timeout: float, vendor: str, headers: dict | None = None
) -> Any:
    """POST `payload` as JSON and decode the JSON answer; failures become TranslationError."""
    request = urllib.request.Request(
        url,
        data=json.dumps(payload).encode("utf-8"),
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json",
            **(headers or {}),
        },
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read()
    except urllib.error.HTTPError as error:
        with error:
            detail = _error_detail(error.read())
        raise TranslationError(
            f"{vendor} answered HTTP {error.code}{detail}",
            retryable=error.code in RETRYABLE_STATUSES,
        ) from error
    except TimeoutError as error:
        raise TranslationError(
            f"{vendor} did not answer within {timeout:g} s", retryable=True
        ) from error
    except urllib.error.URLError as error:
        retryable = isinstance(error.reason, OSError)  # refused, reset, timed out
        raise TranslationError(
            f"{vendor} could not be reached: {error.reason}", retryable=retryable
        ) from error
    except (ConnectionError, http.client.HTTPException) as error:
        raise TranslationError(
            f"{vendor} closed the connection: {error}", retryable=True
        ) from error
    try:
        return json.loads(body)
    except ValueError as error:
        raise TranslationError(f"{vendor} answered something that is not JSON") from error


def _error_detail(body: bytes) -> str:
    """The vendor's own words: LibreTranslate says {"error": ...}, DeepL {"message": ...}."""
    try:
        document = json.loads(body)
    except ValueError:
        return ""
    if isinstance(document, dict):
        message = document.get("error") or document.get("message") or document.get("Message")
        if message:
            return f": {message}"
    return ""
