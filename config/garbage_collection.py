"""Python's full garbage collections run between requests, not inside them.

A full collection (generation 2) walks every object the collector tracks. A worker holds tens
of thousands of them once its caches are warm, and a full collection then takes 20-50 ms on
the full data: a pause of whichever request it falls in. Among 10,000 generated hostile
queries, the slowest few were each a normal query plus such a pause (bench/search.py).

So a worker (gunicorn.conf.py) stops Python from starting full collections on its own, and
runs one itself after a response has been sent, once the middle generation has been
collected FULL_COLLECTION_AFTER times since the last: Python's own count. Python also waits
until the objects that reached the oldest generation since are a quarter of those there, so
this may collect more often than it would; over 765 search pages both ran one. The pause
delays the worker's next request in the queue rather than the answer of the one it falls in.
The young generations are collected as before (well under a millisecond each).

This is the generational collector of CPython 3.11-3.13. From 3.14 the collector is
incremental, its third threshold means nothing, and the policy leaves Python's own alone.
"""

import gc
import sys

# Python's own default: a full collection is considered after 10 of the middle generation.
FULL_COLLECTION_AFTER = 10
# Python compares its count of middle-generation collections with this threshold: so high
# that it is never reached between two requests (one request makes at most a few dozen).
NEVER = 1_000_000_000


GENERATIONAL = sys.version_info < (3, 14)


def collect_between_requests() -> None:
    """Leave full collections to collect_if_due(); the younger ones keep their thresholds."""
    if GENERATIONAL:
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, NEVER)


def collect_if_due() -> bool:
    """Run a full collection if the middle generation was collected FULL_COLLECTION_AFTER
    times since the last one (gc.get_count()[2] counts them). Whether it ran."""
    if not GENERATIONAL or gc.get_count()[2] < FULL_COLLECTION_AFTER:
        return False
    gc.collect()
    return True
