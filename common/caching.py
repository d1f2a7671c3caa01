"""Caching of values that are costly to build and may be a little out of date."""

import functools
import time

# Parts of pages kept rendered in Django's cache (the keyword lists, a rule page's text, a
# keyword's rulings) are rendered anew when what they show changes, for their cache key holds
# its version, or after this long.
RENDERED_PARTS_SECONDS = 3600


def ttl_cache(*, seconds: float):
    """Cache a function of no argument for `seconds`; `.cache_clear()` forgets it."""

    def decorate(function):
        cached: dict[str, tuple[float, object]] = {}

        @functools.wraps(function)
        def wrapper():
            now = time.monotonic()
            # Read once: another thread may clear the cache between a test and a read.
            entry = cached.get("value")
            if entry is None or now - entry[0] > seconds:
                entry = cached["value"] = (now, function())
            return entry[1]

        wrapper.cache_clear = cached.clear
        return wrapper

    return decorate
