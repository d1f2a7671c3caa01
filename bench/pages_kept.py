"""What keeping every rule page rendered costs a process: each rule's page in English and
French through Django's test client, in this process, then the memory it holds and the
entries of the cache (settings.CACHES, GRIMOIRE_CACHE_ENTRIES), and whether chapter 7's page,
rendered first, is still kept at the end.

    .venv/bin/python bench/pages_kept.py --var-dir DIR   # a folder holding the full data
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402


def resident_mb() -> int:
    status = Path("/proc/self/status").read_text()
    return int(status.split("VmRSS:")[1].split()[0]) // 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--var-dir", type=Path, required=True)
    django_on(parser.parse_args().var_dir)
    from django.core.cache import caches
    from django.test import Client

    from keywords.models import Rule
    from keywords.selectors import edition_current

    client = Client()
    numbers = list(Rule.objects.filter(edition=edition_current()).values_list("number", flat=True))
    client.get("/en/cr/7")
    before, started = resident_mb(), time.perf_counter()
    for language in ("en", "fr"):
        for number in numbers:
            client.get(f"/{language}/cr/{number}")
    seconds = time.perf_counter() - started
    again = time.perf_counter()
    client.get("/en/cr/7")
    chapter_ms = (time.perf_counter() - again) * 1000
    print(f"{2 * len(numbers)} rule pages in {seconds:.0f} s")
    print(
        f"memory: {before} MB -> {resident_mb()} MB; cache entries: {len(caches['default']._cache)}"
    )
    print(f"/en/cr/7 afterwards: {chapter_ms:.0f} ms")


if __name__ == "__main__":
    main()
