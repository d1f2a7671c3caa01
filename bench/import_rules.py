"""Comprehensive Rules import benchmark, on a fresh temporary SQLite database: parsing the
newest edition, importing it alone, then all ten editions in date order, then the history
matching on its own. (The tests check what the imports do; their times are measured here.)

    .venv/bin/python bench/import_rules.py
"""

import shutil
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import NEWEST_RULES, SHARED_DATA, django_on  # noqa: E402

RULES_DIR = SHARED_DATA / "comprehensive-rules"


def import_seconds(path: Path, *, activate: bool = False) -> tuple[float, object]:
    from keywords import services

    data = path.read_bytes()
    started = time.perf_counter()
    report = services.edition_import(source=path.name, data=data, activate=activate)
    return time.perf_counter() - started, report


def parse_seconds(path: Path) -> float:
    from keywords.parsing import parse_rules_bytes

    data = path.read_bytes()
    started = time.perf_counter()
    parse_rules_bytes(data)
    return time.perf_counter() - started


def fresh_database() -> None:
    from django.core.management import call_command

    call_command("flush", interactive=False, verbosity=0)


def history_seconds(paths: list[Path]) -> tuple[float, Counter]:
    """The pure matcher over the nine consecutive pairs, without the database."""
    from keywords.history import RuleVersion, match_editions
    from keywords.parsing import parse_rules_bytes

    editions = []
    for path in paths:
        document = parse_rules_bytes(path.read_bytes())
        editions.append(
            [RuleVersion(r.number, r.kind, r.text, "\n".join(r.examples)) for r in document.rules]
        )
    changes: Counter = Counter()
    started = time.perf_counter()
    for older, newer in zip(editions, editions[1:], strict=False):
        changes.update(match.change for match in match_editions(older, newer).values())
    return time.perf_counter() - started, changes


def main() -> None:
    var_dir = django_on(None)
    from django.core.management import call_command
    from django.db import connections

    from keywords.models import GlossaryEntry, Rule

    call_command("migrate", verbosity=0)
    paths = sorted(RULES_DIR.glob("MagicCompRules_*.txt"))
    rows: list[tuple[str, float]] = []

    rows.append(("parsing the newest edition alone (no DB)", parse_seconds(NEWEST_RULES)))
    newest, report = import_seconds(NEWEST_RULES, activate=True)
    rows.append(("newest edition (2026-08-07)", newest))
    fresh_database()
    per_file = [import_seconds(path, activate=path == NEWEST_RULES)[0] for path in paths]
    rows.append((f"all {len(paths)} editions, in date order", sum(per_file)))
    rows.append(("  slowest single edition", max(per_file)))
    matching, changes = history_seconds(paths)
    rows.append(("history matching alone (9 pairs, no DB)", matching))

    print(f"\nDatabase: SQLite in {var_dir}")
    print(f"{'step':<44}{'seconds':>9}")
    for label, seconds in rows:
        print(f"{label:<44}{seconds:>9.2f}")
    print(
        f"\n2026-08-07: {report.rule_count} rules, {report.example_count} examples, "
        f"{report.glossary_count} glossary entries"
    )
    print(f"stored: {Rule.objects.count()} rules, {GlossaryEntry.objects.count()} glossary entries")
    print("changes over the nine pairs: " + ", ".join(f"{k} {v}" for k, v in changes.most_common()))
    connections.close_all()
    shutil.rmtree(var_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
