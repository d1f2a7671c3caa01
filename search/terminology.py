"""French game words mapped to their English terms, from the terminology mined from cards."""

import re
import threading

from terminology.selectors import term_pairs, terms_version

from .query import name_key

# "counter (noun)", "counter (verb)": the English word is "counter" either way.
_QUALIFIER = re.compile(r"\s*\([^)]*\)")

_lock = threading.Lock()
_cache: dict = {"version": None, "map": {}}


def french_to_english() -> dict[str, list[str]]:
    """{folded French term: [English terms]}; empty until card terminology is imported.

    Built once per process and rebuilt when the terms change, in this process or another
    (mine_terminology, the admin): each call costs one aggregate query on the small table.
    """
    version = terms_version()
    with _lock:
        if _cache["version"] != version:
            _cache["map"] = _build(term_pairs())
            _cache["version"] = version
        return _cache["map"]


def _build(pairs: list[tuple[str, str]]) -> dict[str, list[str]]:
    mapping: dict[str, list[str]] = {}
    for french, english in pairs:
        key = name_key(french)
        word = _QUALIFIER.sub("", english).strip()
        if key and word and word not in mapping.setdefault(key, []):
            mapping[key].append(word)
    return mapping
