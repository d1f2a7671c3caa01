"""Shared set-up for the benchmarks: Django on a throw-away data folder, and the full data."""

import os
import sys
import tempfile
import time
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("GRIMOIRE_SHARED_DATA", BASE_DIR.parent / "shared" / "data"))
NEWEST_RULES = SHARED_DATA / "comprehensive-rules" / "MagicCompRules_20260807_LF.txt"
CARD_ARCHIVE = (
    SHARED_DATA / "mtgjson" / "AUTRE04216-jsonSets_mtgjson-v5.2.0-20220425_579sets.tar.xz"
)


def django_on(var_dir: Path | None) -> Path:
    """Start Django with its database and index in `var_dir` (a new temporary one if None)."""
    var_dir = var_dir or Path(tempfile.mkdtemp(prefix="grimoire-bench-"))
    os.environ["GRIMOIRE_VAR_DIR"] = str(var_dir)
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    sys.path.insert(0, str(BASE_DIR))
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS.append("testserver")  # Django's test client, used to time the API
    return var_dir


def timed(label: str, action) -> float:
    started = time.perf_counter()
    action()
    seconds = time.perf_counter() - started
    print(f"{label}: {seconds:.1f} s", flush=True)
    return seconds


def load_full_data() -> None:
    """Demo data + the newest Comprehensive Rules + the 579 MTGJSON sets + terminology."""
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("loaddata", "demo", verbosity=0)
    timed(
        "import_rules (newest)",
        lambda: call_command("import_rules", str(NEWEST_RULES), "--activate", "--no-index"),
    )
    timed(
        "import_cards (579 sets)",
        lambda: call_command("import_cards", str(CARD_ARCHIVE), "--no-index"),
    )
    timed(
        "mine_terminology",
        lambda: call_command("mine_terminology", str(CARD_ARCHIVE), "--no-index"),
    )
