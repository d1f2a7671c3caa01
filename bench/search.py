"""Search benchmark on the full data: latency of the search API, Whoosh against SQLite FTS5
(bm25) and a Django icontains scan on the same documents and queries, hostile queries, and
the full rebuild time.

    .venv/bin/python bench/search.py                 # prepares the full data in a temp folder
    .venv/bin/python bench/search.py --var-dir DIR   # reuses a folder prepared before

The index in the folder is rebuilt (the rebuild is timed) unless --no-rebuild; the FTS5
comparison writes its own database there too: copy a folder you want to keep as it is. The
hostile part runs 10,000 generated queries (see hostile_queries) in this process after the
API rounds, and reports p99, the slowest query and its text, wall and CPU.
"""

import argparse
import gc
import random
import re
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on, load_full_data, timed  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def queries() -> list[tuple[str, str]]:
    """The judged queries and the real players' questions of every set (long ones included)."""
    from tests.search.judged_queries import DEMO, FULL
    from tests.search.real_questions import REAL_QUESTION_SETS

    real = [question for questions in REAL_QUESTION_SETS.values() for question in questions]
    return [(judged.lang, judged.text) for judged in DEMO + FULL + real]


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
    from search.searching import search

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


LETTERS = "abcdefghijklmnopqrstuvwxyz"
ACCENTED = "éèêëàâäçîïôöùûüœæñß"
PUNCTUATION = "'-.:,;!?*~^()[]{}«»\"/\\#§%&+=<>|@"
# The commonest first letters of card and keyword names: a word starting so is compared with
# the most name words when typos are looked for.
NAME_PREFIXES = ["co", "re", "de", "st", "ma", "sh", "ca", "pr", "gr", "in", "fl", "ba"]
FRAGMENTS: list[str] = []  # tests.search.test_hostile_queries.HOSTILE_FRAGMENTS, once loaded


def hostile_queries(
    count: int,
    seed: int = 20261129,
    vocabulary: list[str] = (),
    phrases: list[str] = (),
    names: list[str] = (),
) -> list[str]:
    """Generated queries, one kind after another: Whoosh syntax and random junk (repeated up to
    the length cap), long random words (3-10 words of 64 letters, with accents, digits and
    punctuation), short misspelt-name-like words (typos and "did you mean" at their most
    costly), quoted phrases of random words, rule-number-like strings, and a soup of real words
    from the texts (posting lists no earlier question read), then quoted runs of words of the
    texts (the positions of every text holding all of a run's words are read), then card names
    back to back up to the length cap, as typed and with a typo in most words (each word a name
    word or one edit from one: names and spellings looked up at their most)."""
    # The test module imports the search package: only once Django is set up.
    from tests.search.test_hostile_queries import HOSTILE_FRAGMENTS

    FRAGMENTS[:] = HOSTILE_FRAGMENTS
    generator = random.Random(seed)
    kinds = [_syntax_soup, _long_words, _name_like_words, _quoted, _rule_numbers]
    if vocabulary:
        kinds.append(lambda g: _real_words(g, vocabulary))
    if phrases:
        kinds.append(lambda g: _real_phrases(g, phrases))
    if names:
        kinds.append(lambda g: _names_back_to_back(g, names))
        kinds.append(lambda g: _names_back_to_back(g, names, typo_share=0.7))
    return [kinds[n % len(kinds)](generator) for n in range(count)]


def _syntax_soup(generator: random.Random) -> str:
    alphabet = "abcdefghijklmnopqrstuvwxyzéèàç' -.:*?[]{}()\"^~"
    parts = generator.choices(FRAGMENTS, k=generator.randint(1, 8))
    parts += ["".join(generator.choices(alphabet, k=generator.randint(1, 12)))]
    generator.shuffle(parts)
    return " ".join(parts) * generator.choice([1, 1, 1, 20])


def _random_word(generator: random.Random, length: int) -> str:
    alphabet = LETTERS * 4 + ACCENTED + "0123456789"
    word = "".join(generator.choices(alphabet, k=length))
    if generator.random() < 0.3:  # punctuation inside or around the word
        at = generator.randint(0, length)
        word = word[:at] + generator.choice(PUNCTUATION) + word[at:]
    return word


def _long_words(generator: random.Random) -> str:
    words = [_random_word(generator, 64) for _ in range(generator.randint(3, 10))]
    if generator.random() < 0.3:
        words.insert(generator.randint(0, len(words)), generator.choice(FRAGMENTS))
    return " ".join(words)


def _name_like_words(generator: random.Random) -> str:
    words = [
        generator.choice(NAME_PREFIXES)
        + "".join(generator.choices(LETTERS, k=generator.randint(3, 31)))
        for _ in range(generator.randint(1, 4))
    ]
    return " ".join(words)


def _quoted(generator: random.Random) -> str:
    phrases = [
        '"' + " ".join(_random_word(generator, generator.randint(1, 64)) for _ in range(3)) + '"'
        for _ in range(generator.randint(1, 4))
    ]
    return generator.choice(["«", '"', ""]).join(phrases)


def _rule_numbers(generator: random.Random) -> str:
    forms = [
        lambda: f"cr {generator.randint(100, 999)}",
        lambda: (
            f"{generator.randint(100, 999)}.{generator.randint(1, 300)}"
            f"{generator.choice(['', 'a', 'b', 'k', 'z'])}"
        ),
        lambda: f"R{generator.randint(100, 999)}{generator.randint(1, 99)}",
        lambda: f"règle {generator.randint(100, 999)}.{generator.randint(1, 99)}a-z",
        lambda: f"§{generator.randint(1, 9)}{generator.randint(0, 99):02d}",
        lambda: (
            f"{generator.randint(0, 9999)}.{generator.randint(0, 9999)}.{generator.randint(0, 9)}"
        ),
    ]
    return " ".join(generator.choice(forms)() for _ in range(generator.randint(1, 30)))


def _real_words(generator: random.Random, vocabulary: list[str]) -> str:
    return " ".join(generator.choices(vocabulary, k=generator.randint(3, 40)))


def _real_phrases(generator: random.Random, phrases: list[str]) -> str:
    return " ".join(
        f'"{phrase}"' for phrase in generator.choices(phrases, k=generator.randint(1, 4))
    )


def _names_back_to_back(generator: random.Random, names: list[str], typo_share: float = 0.0) -> str:
    from search.query_text import MAX_QUERY_LENGTH  # what a query is cut to

    typed = []
    while sum(len(name) + 1 for name in typed) < MAX_QUERY_LENGTH:
        name = generator.choice(names)
        typed.append(" ".join(_typo(generator, word, typo_share) for word in name.split()))
    return " ".join(typed)[:MAX_QUERY_LENGTH]


def _typo(generator: random.Random, word: str, share: float) -> str:
    """The word with one edit (a letter changed, left out, added, or two swapped), `share`
    of the time, when it has four letters or more."""
    if len(word) < 4 or generator.random() >= share:
        return word
    at = generator.randrange(1, len(word) - 1)
    edits = [
        lambda: word[:at] + generator.choice(LETTERS) + word[at + 1 :],
        lambda: word[:at] + word[at + 1 :],
        lambda: word[:at] + generator.choice(LETTERS) + word[at:],
        lambda: word[: at - 1] + word[at] + word[at - 1] + word[at + 1 :],
    ]
    return generator.choice(edits)()


def card_names(seed: int = 20261129) -> list[str]:
    """Every card's English and French name, shuffled."""
    from rulings.models import Card

    names = [name for pair in Card.objects.values_list("name_en", "name_fr") for name in pair]
    names = sorted({name for name in names if name})
    random.Random(seed).shuffle(names)
    return names


def _texts() -> list[str]:
    """The rulings' and card texts, in both languages."""
    from rulings.models import Card, Ruling

    pairs = [
        *Ruling.objects.values_list("text_en", "text_fr"),
        *Card.objects.values_list("oracle_text_en", "oracle_text_fr"),
    ]
    return [text for pair in pairs for text in pair if text]


def text_vocabulary(limit: int = 20_000, seed: int = 20261129) -> list[str]:
    """Distinct words of the rulings and card texts, in both languages."""
    words: set[str] = set()
    for text in _texts():
        words.update(re.findall(r"[^\W\d_]{3,}", text.lower()))
    ordered = sorted(words)
    random.Random(seed).shuffle(ordered)
    return ordered[:limit]


def text_phrases(limit: int = 20_000, seed: int = 20261129) -> list[str]:
    """Runs of two to five words that follow one another in the rulings and card texts: quoted,
    each text holding all of a run's words has its positions checked."""
    generator = random.Random(seed)
    phrases = []
    texts = _texts()
    for text in generator.sample(texts, k=min(limit, len(texts))):
        words = text.split()
        length = generator.randint(2, 5)
        if len(words) > length:
            start = generator.randrange(len(words) - length)
            phrases.append(" ".join(words[start : start + length]).replace('"', ""))
    return phrases


def hostile_run(
    count: int, vocabulary: list[str], phrases: list[str] = (), names: list[str] = ()
) -> dict:
    """Every query's time (wall and this process's CPU): p99, the slowest and its text.

    As in a gunicorn worker (config.garbage_collection), Python's full garbage collections run
    between queries, when due: they are timed apart (each delays the worker's next request,
    which waits in the queue meanwhile); any that still fell inside a query would be measured
    (the time in them, and the slowest query without one, are reported apart)."""
    from config.garbage_collection import collect_between_requests, collect_if_due
    from search.searching import search

    collecting: dict[str, float] = {}

    def collection(phase: str, info: dict) -> None:
        if info["generation"] < 2:
            return
        if phase == "start":
            collecting["since"] = time.perf_counter()
        else:
            collecting["ms"] += (time.perf_counter() - collecting.pop("since")) * 1000

    rows = []  # (wall ms, cpu ms, ms in full collections, text)
    between: list[float] = []  # ms in each full collection run between queries
    thresholds = gc.get_threshold()
    collect_between_requests()
    gc.callbacks.append(collection)
    try:
        for text in hostile_queries(count, vocabulary=vocabulary, phrases=phrases, names=names):
            collecting["ms"] = 0.0
            started, started_cpu = time.perf_counter(), time.process_time()
            search(text, lang="fr")
            wall = (time.perf_counter() - started) * 1000
            cpu = (time.process_time() - started_cpu) * 1000
            rows.append((wall, cpu, collecting["ms"], text))
            started = time.perf_counter()
            if collect_if_due():
                between.append((time.perf_counter() - started) * 1000)
    finally:
        gc.callbacks.remove(collection)
        gc.set_threshold(*thresholds)
    slowest = max(rows)
    slowest_cpu = max(rows, key=lambda row: row[1])
    uncollected = [row for row in rows if not row[2]]
    slowest_uncollected = max(uncollected) if uncollected else slowest
    return {
        "count": count,
        "p99_ms": round(percentile([row[0] for row in rows], 0.99), 1),
        "max_ms": round(slowest[0], 1),
        "slowest": slowest[3],
        "slowest_in_full_gc_ms": round(slowest[2], 1),
        "p99_cpu_ms": round(percentile([row[1] for row in rows], 0.99), 1),
        "max_cpu_ms": round(slowest_cpu[1], 1),
        "slowest_cpu": slowest_cpu[3],
        "queries_with_a_full_gc": len(rows) - len(uncollected),
        "full_gcs_between_queries": len(between),
        "longest_full_gc_between_queries_ms": round(max(between, default=0.0), 1),
        "max_ms_without_full_gc": round(slowest_uncollected[0], 1),
        "slowest_without_full_gc": slowest_uncollected[3],
        "over_50ms": sum(row[0] > 50 for row in rows),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--var-dir", type=Path, help="a folder already holding the full data")
    parser.add_argument("--rounds", type=int, default=5, help="API rounds of the judged queries")
    parser.add_argument("--hostile", type=int, default=10_000, help="generated hostile queries")
    parser.add_argument(
        "--no-rebuild", action="store_true", help="search the folder's index as it is"
    )
    args = parser.parse_args()

    var_dir = django_on(args.var_dir)
    print(f"data folder: {var_dir}")
    if args.var_dir is None:
        load_full_data()
    from django.test import Client

    from search.indexer import rebuild

    if not args.no_rebuild:
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
    vocabulary, phrases, names = text_vocabulary(), text_phrases(), card_names()
    gc.freeze()  # as a gunicorn worker does once warmed up (gunicorn.conf.py)
    for key, value in hostile_run(args.hostile, vocabulary, phrases, names).items():
        print(f"hostile queries, {key}: {value}")


if __name__ == "__main__":
    main()
