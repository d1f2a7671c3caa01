"""Real players' questions (tests/search/real_questions.py: the set the search was developed
beside, then the held-out collections) on the full data: MRR@10 in French and in English,
through Grimoire's search API and through SQLite FTS5 (bm25, every word of the question OR-ed,
the table bench/search.py builds), with each question's rank. Then the English questions against
the same questions in French (tests/search/translated_questions.py): what reading French
costs, apart from what the French questions ask.

    .venv/bin/python bench/real_questions.py --var-dir DIR   # a folder holding the full data
    .venv/bin/python bench/real_questions.py                 # prepares the full data first

DIR is only read (the FTS5 table is written to a temporary folder), but the search may create
files beside the index: point it at a copy of a folder you care about.
"""

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on, load_full_data  # noqa: E402

TOP = 10


def reciprocal_rank(refs: list[str], expected: tuple[str, ...]) -> tuple[float, int | None]:
    for position, ref in enumerate(refs[:TOP], start=1):
        if ref in expected:
            return 1.0 / position, position
    return 0.0, None


def grimoire_refs(client, lang: str, text: str) -> list[str]:
    data = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [result["ref"] for result in data["results"]][:TOP]


def fts5_match(text: str) -> str:
    """Every word of the question, quoted and OR-ed (as bench/search.py times FTS5)."""
    return " OR ".join(f'"{word}"' for word in re.findall(r"\w+", text.lower())) or '""'


def fts5_refs(connection, refs_by_doc_id: dict[str, str], text: str) -> list[str]:
    rows = connection.execute(
        "SELECT doc_id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?",
        (fts5_match(text), TOP),
    ).fetchall()
    return [refs_by_doc_id[doc_id] for (doc_id,) in rows]


def report(label: str, ranks: dict[str, list[float]]) -> str:
    mrr = {lang: sum(values) / len(values) for lang, values in ranks.items()}
    return f"{label:10} MRR@{TOP}: fr={mrr['fr']:.3f} en={mrr['en']:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--var-dir", type=Path, help="a folder already holding the full data")
    args = parser.parse_args()

    var_dir = django_on(args.var_dir)
    print(f"data folder: {var_dir}")
    if args.var_dir is None:
        from search.indexer import rebuild

        load_full_data()
        rebuild()

    from django.test import Client

    from bench.search import build_fts5
    from search.registry import all_documents
    from tests.search.real_questions import REAL_QUESTION_SETS

    client = Client()
    connection = build_fts5(Path(tempfile.mkdtemp(prefix="grimoire-fts5-")) / "fts5.sqlite3")
    refs_by_doc_id = {document["doc_id"]: document["ref"] for document in all_documents()}
    for name, questions in REAL_QUESTION_SETS.items():
        print(f"\n== {name.capitalize()} ==")
        ranked(questions, client, connection, refs_by_doc_id)
    print("\n== The English questions and their French versions ==")
    compared_in_french(client)


def compared_in_french(client) -> None:
    """Grimoire's MRR@10 on the English real questions and on the same questions in French
    (tests/search/translated_questions.py), and the questions whose two ranks differ."""
    from tests.search.translated_questions import TRANSLATED_QUESTIONS

    ranks = {"en": [], "fr": []}
    differing = []
    for english, french in TRANSLATED_QUESTIONS:
        positions = {}
        for question in (english, french):
            refs = grimoire_refs(client, question.lang, question.text)
            rr, positions[question.lang] = reciprocal_rank(refs, question.expected)
            ranks[question.lang].append(rr)
        if positions["en"] != positions["fr"]:
            differing.append((positions, french.text))
    print(f"{len(TRANSLATED_QUESTIONS)} questions, each in English and in French")
    print(report("Grimoire", ranks))
    print("\nrank in English / in French (- = not in the top 10), where they differ:")
    for positions, text in differing:
        print(f"  {positions['en'] or '-':>2} / {positions['fr'] or '-':>2}  {text[:90]}")


def ranked(questions, client, connection, refs_by_doc_id: dict[str, str]) -> None:
    """Each engine's MRR@10 on `questions`, and each question's ranks, worst first."""
    ranks = {"grimoire": {"fr": [], "en": []}, "fts5": {"fr": [], "en": []}}
    lines = []
    for question in questions:
        found = {
            "grimoire": grimoire_refs(client, question.lang, question.text),
            "fts5": fts5_refs(connection, refs_by_doc_id, question.text),
        }
        positions = {}
        for engine, refs in found.items():
            rr, positions[engine] = reciprocal_rank(refs, question.expected)
            ranks[engine][question.lang].append(rr)
        lines.append((positions["grimoire"] or TOP + 1, question, positions, found["grimoire"]))

    print(
        f"{len(questions)} questions: "
        f"{len(ranks['grimoire']['fr'])} French, {len(ranks['grimoire']['en'])} English"
    )
    print(report("Grimoire", ranks["grimoire"]))
    print(report("FTS5 bm25", ranks["fts5"]))
    print("\nrank (Grimoire / FTS5; - = not in the top 10), worst first:")
    for _, question, positions, top in sorted(lines, key=lambda line: -line[0]):
        shown = [str(positions[engine] or "-") for engine in ("grimoire", "fts5")]
        print(f"  {shown[0]:>2} / {shown[1]:>2}  [{question.lang}] {question.text[:90]}")
        if positions["grimoire"] is None:
            print(f"           expected {question.expected}; Grimoire's top 3: {top[:3]}")


if __name__ == "__main__":
    main()
