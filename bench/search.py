"""Search benchmark on the full data: latency of the search API, Whoosh against SQLite FTS5
(bm25) and a Django icontains scan on the same documents and queries, hostile queries, and
the full rebuild time.

    .venv/bin/python bench/search.py                 # prepares the full data in a temp folder
    .venv/bin/python bench/search.py --var-dir DIR   # reuses a folder prepared before
"""

import argparse
import random
import re
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on, load_full_data, timed  # noqa: E402
from tests.search.test_hostile_queries import HOSTILE_FRAGMENTS  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def queries() -> list[tuple[str, str]]:
    from tests.search.judged_queries import DEMO, FULL

    return [(judged.lang, judged.text) for judged in DEMO + FULL]


def api_latencies(client, lang_queries, rounds: int) -> list[float]:
    timings = []
    for _ in range(rounds):
        for lang, text in lang_queries:
            started = time.perf_counter()
            response = client.get("/api/search", {"q": text, "lang": lang})
            timings.append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200, (text, response.status_code)
    return timings


def whoosh_latencies(lang_queries) -> list[float]:
    from search.query import search

    timings = []
    for lang, text in lang_queries:
        started = time.perf_counter()
        search(text, lang=lang)
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def build_fts5(path: Path) -> sqlite3.Connection:
    from search.registry import all_documents

    path.unlink(missing_ok=True)
    connection = sqlite3.connect(path)
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(doc_id UNINDEXED, title_en, title_fr, body_en, "
        "body_fr, tokenize='unicode61 remove_diacritics 2')"
    )
    rows = (
        (
            d["doc_id"],
            d.get("title_en", "") + " " + d.get("card_en", ""),
            d.get("title_fr", "") + " " + d.get("card_fr", ""),
            d["body_en"],
            d["body_fr"],
        )
        for d in all_documents()
    )
    connection.executemany("INSERT INTO docs VALUES (?, ?, ?, ?, ?)", rows)
    connection.commit()
    return connection


def fts5_latencies(connection: sqlite3.Connection, lang_queries) -> list[float]:
    timings = []
    for _, text in lang_queries:
        words = re.findall(r"\w+", text.lower())
        match = " OR ".join(f'"{word}"' for word in words) or '""'
        started = time.perf_counter()
        connection.execute(
            "SELECT doc_id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 20", (match,)
        ).fetchall()
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def icontains_latencies(lang_queries) -> list[float]:
    from django.db.models import Q

    from keywords.models import Keyword, Rule
    from rulings.models import Card, Ruling

    fields = {
        Ruling: ["text_en", "text_fr"],
        Card: ["name_en", "name_fr", "oracle_text_en", "oracle_text_fr"],
        Rule: ["text_en", "text_fr"],
        Keyword: ["name_en", "name_fr", "summary_en", "summary_fr"],
    }
    timings = []
    for _, text in lang_queries:
        words = [word for word in re.findall(r"\w+", text) if len(word) > 2]
        started = time.perf_counter()
        for model, names in fields.items():
            condition = Q()
            for word in words:
                for name in names:
                    condition |= Q(**{f"{name}__icontains": word})
            list(model.objects.filter(condition).values_list("pk", flat=True)[:20])
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def hostile_queries(count: int, seed: int = 20261129) -> list[str]:
    generator = random.Random(seed)
    alphabet = "abcdefghijklmnopqrstuvwxyzéèàç' -.:*?[]{}()\"^~"
    made = []
    for _ in range(count):
        parts = generator.choices(HOSTILE_FRAGMENTS, k=generator.randint(1, 8))
        parts += ["".join(generator.choices(alphabet, k=generator.randint(1, 12)))]
        generator.shuffle(parts)
        made.append(" ".join(parts) * generator.choice([1, 1, 1, 20]))
    return made


def hostile_run(count: int) -> dict:
    from search.query import search

    timings = []
    for text in hostile_queries(count):
        started = time.perf_counter()
        search(text, lang="fr")
        timings.append((time.perf_counter() - started) * 1000)
    return {
        "count": count,
        "max_ms": max(timings),
        "p99_ms": percentile(timings, 0.99),
        "over_200ms": sum(t > 200 for t in timings),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--var-dir", type=Path, help="a folder already holding the full data")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--hostile", type=int, default=10_000)
    args = parser.parse_args()

    var_dir = django_on(args.var_dir)
    print(f"data folder: {var_dir}")
    if args.var_dir is None:
        load_full_data()
    from django.test import Client

    from search.indexer import rebuild

    timed("rebuild_index", lambda: print(f"  {rebuild().documents} documents"))
    lang_queries = queries()
    client = Client()
    api = api_latencies(client, lang_queries, args.rounds)
    print(
        f"search API over {len(api)} requests: p50 {percentile(api, 0.5):.1f} ms, "
        f"p95 {percentile(api, 0.95):.1f} ms, max {max(api):.1f} ms"
    )
    whoosh = whoosh_latencies(lang_queries)
    fts = fts5_latencies(build_fts5(var_dir / "fts5-bench.sqlite3"), lang_queries)
    scan = icontains_latencies(lang_queries)
    for label, timings in (
        ("whoosh search()", whoosh),
        ("sqlite fts5 bm25", fts),
        ("django icontains", scan),
    ):
        print(
            f"{label:18} median {statistics.median(timings):8.2f} ms  "
            f"p95 {percentile(timings, 0.95):8.2f} ms"
        )
    print(f"ratio fts5/whoosh (median): {statistics.median(fts) / statistics.median(whoosh):.2f}")
    print(
        f"ratio icontains/whoosh (median): "
        f"{statistics.median(scan) / statistics.median(whoosh):.2f}"
    )
    print("hostile queries:", hostile_run(args.hostile))


if __name__ == "__main__":
    main()
