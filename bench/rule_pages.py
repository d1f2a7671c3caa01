"""The rules' chapter pages rendered anew: each chapter's page in English and French, as a
visitor gets it after an edit (the pages kept rendered are dropped first), through Django's
test client, in this process.

    .venv/bin/python bench/rule_pages.py --var-dir DIR   # a folder holding the full data

Chapter 7 (Additional Rules, 1,600 rules with the keywords') is the largest page. Each page
is rendered --runs times; the median and the slowest are printed, with its size.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402

CHAPTERS = range(1, 10)
LANGUAGES = ("en", "fr")


def render_times(client, path: str, runs: int) -> tuple[list[float], int]:
    """Milliseconds of each render of `path`, every cache cleared before it, and its size."""
    from django.core.cache import caches

    times, size = [], 0
    for _ in range(runs):
        for cache in caches.all():
            cache.clear()
        started = time.perf_counter()
        response = client.get(path)
        times.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{path} answered {response.status_code}: is the full data there?")
        size = len(response.content)
    return times, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--var-dir", type=Path, required=True, help="the full data's folder")
    parser.add_argument("--runs", type=int, default=5, help="renders of each page (5)")
    args = parser.parse_args()
    django_on(args.var_dir)
    from django.test import Client

    client = Client()
    client.get(f"/en/cr/{CHAPTERS[0]}")  # the process's first page: templates, the linker
    print(f"{'page':12} {'median ms':>10} {'slowest ms':>11} {'size KB':>8}")
    for language in LANGUAGES:
        for chapter in CHAPTERS:
            path = f"/{language}/cr/{chapter}"
            times, size = render_times(client, path, args.runs)
            median, slowest = statistics.median(times), max(times)
            print(f"{path:12} {median:10.0f} {slowest:11.0f} {size / 1024:8.0f}")


if __name__ == "__main__":
    main()
