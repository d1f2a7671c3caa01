"""Caching of values that are costly to build and may be a little out of date."""

import functools
import time


def ttl_cache(*, seconds: float):
    """Cache a function of no argument for `seconds`; `.cache_clear()` forgets it."""

    def decorate(function):
        cached: dict[str, tuple[float, object]] = {}

        @functools.wraps(function)
        def wrapper():
            now = time.monotonic()
            if "value" not in cached or now - cached["value"][0] > seconds:
                cached["value"] = (now, function())
            return cached["value"][1]

        wrapper.cache_clear = cached.clear
        return wrapper

    return decorate
