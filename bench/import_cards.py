"""Card import benchmark: the 579-set MTGJSON archive into a fresh temporary SQLite database.

Each step runs `manage.py` in its own process, so that the peak memory measured (the child's
ru_maxrss, from os.wait4) is that step's alone:

1. import_cards ARCHIVE           the full import, then the search index rebuild
2. import_cards ARCHIVE --no-index the same files again: must change nothing
3. mine_terminology ARCHIVE       terms from the French printings, French keyword names

    .venv/bin/python bench/import_cards.py                 # a new temporary folder
    .venv/bin/python bench/import_cards.py --var-dir DIR   # keep the database in DIR
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import BASE_DIR, CARD_ARCHIVE  # noqa: E402

INDEXED = re.compile(r"Indexed (\d+) documents in ([\d.]+) s")


@dataclass(frozen=True)
class Step:
    label: str
    seconds: float
    peak_mb: float
    output: str


def run(label: str, env: dict[str, str], *arguments: str) -> Step:
    """Run `manage.py arguments` in a child process; its wall time and peak resident memory."""
    command = [sys.executable, "manage.py", *arguments]
    started = time.perf_counter()
    child = subprocess.Popen(
        command, cwd=BASE_DIR, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    output = child.stdout.read().decode()
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        sys.exit(f"{label} failed ({child.returncode}):\n{output}")
    # Linux gives ru_maxrss in kilobytes.
    return Step(label, seconds, usage.ru_maxrss / 1024, output)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--var-dir", type=Path, help="where the database goes (kept)")
    options = parser.parse_args()
    var_dir = options.var_dir or Path(tempfile.mkdtemp(prefix="grimoire-bench-cards-"))
    var_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, GRIMOIRE_VAR_DIR=str(var_dir), PYTHONUNBUFFERED="1")
    env.pop("DATABASE_URL", None)
    env.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    print(f"database and index in {var_dir}; {os.cpu_count()} CPUs", flush=True)

    run("migrate", env, "migrate", "--noinput", "-v0")
    steps = [
        run("import_cards (579 sets) + index", env, "import_cards", str(CARD_ARCHIVE)),
        run("import_cards again, --no-index", env, "import_cards", str(CARD_ARCHIVE), "--no-index"),
        run(
            "mine_terminology (579 sets)", env, "mine_terminology", str(CARD_ARCHIVE), "--no-index"
        ),
    ]
    for step in steps:
        print(f"\n== {step.label}: {step.seconds:.1f} s, peak RSS {step.peak_mb:.0f} MB")
        print(step.output.strip())
    indexed = INDEXED.search(steps[0].output)
    if indexed:
        index_seconds = float(indexed[2])
        print(
            f"\nof the first step: import {steps[0].seconds - index_seconds:.1f} s, "
            f"index rebuild of {indexed[1]} documents {index_seconds:.1f} s"
        )
    size = (var_dir / "grimoire.sqlite3").stat().st_size / 1024 / 1024
    print(f"database file: {size:.0f} MB")


if __name__ == "__main__":
    main()
