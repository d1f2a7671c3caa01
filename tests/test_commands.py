"""Every command is quietened one way, Django's `-v 0`: no progress bar, no message but
errors. Every importer ends by bringing the search index up to date, unless `--no-index`."""

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from search import storage
from tests.keywords.conftest import small_rules_text
from tests.rulings.helpers import card_entry, set_file

pytestmark = pytest.mark.django_db

RULINGS_SAMPLE = Path(__file__).parent / "rulings" / "data" / "scryfall_rulings_sample.json"
IMPORTERS = ["import_rules", "import_cards", "import_rulings", "mine_terminology"]
COMMANDS = [
    *IMPORTERS,
    "rebuild_index",
    "translate",
    "build_translation_memory",
    "link_card_keywords",
]


@pytest.fixture
def arguments(tmp_path: Path) -> dict[str, list[str]]:
    rules = tmp_path / "rules.txt"
    rules.write_text(small_rules_text(), encoding="utf-8")
    cards = set_file(
        tmp_path / "A.json", [card_entry("Shock", "00000000-0000-4000-8000-0000000000aa")]
    )
    return {
        "import_rules": [str(rules), "--activate"],
        "import_cards": [str(cards)],
        "import_rulings": [str(RULINGS_SAMPLE)],
        "mine_terminology": [str(cards)],
        "rebuild_index": [],
        "translate": ["--enqueue"],
        "build_translation_memory": [],
        "link_card_keywords": [],
    }


def run(*args: str, **options) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command(*args, stdout=out, stderr=err, **options)
    return out.getvalue(), err.getvalue()


@pytest.mark.usefixtures("demo_data")
@pytest.mark.parametrize("command", COMMANDS)
def test_at_verbosity_0_a_command_writes_nothing(command, arguments):
    assert run(command, *arguments[command], verbosity=0) == ("", "")


@pytest.mark.usefixtures("demo_data")
@pytest.mark.parametrize("command", COMMANDS)
def test_at_verbosity_1_a_command_says_what_it_did(command, arguments):
    out, _ = run(command, *arguments[command], verbosity=1)
    assert out.strip()


@pytest.mark.parametrize("command", IMPORTERS)
def test_every_importer_ends_by_bringing_the_index_up_to_date(command, arguments):
    out, _ = run(command, *arguments[command])
    assert "Rebuilding: no index yet." in out
    assert storage.current_path() is not None


@pytest.mark.parametrize("command", IMPORTERS)
def test_with_no_index_an_importer_leaves_the_index_alone(command, arguments):
    out, _ = run(command, *arguments[command], "--no-index")
    assert "Index" not in out
    assert storage.current_path() is None


def test_an_import_that_changed_nothing_does_not_rebuild(arguments):
    run("import_rules", *arguments["import_rules"])
    built = storage.current_path()
    out, _ = run("import_rules", *arguments["import_rules"])
    assert "already imported" in out and "Index up to date" in out
    assert storage.current_path() == built


def test_the_progress_bar_of_an_import_goes_to_stderr(arguments):
    _, err = run("import_rules", *arguments["import_rules"], "--no-index")
    assert "import_rules: 100%" in err


@pytest.mark.usefixtures("demo_data")
def test_the_deprecated_quiet_progress_is_verbosity_0():
    with pytest.warns(DeprecationWarning, match="use -v 0"):
        assert run("rebuild_index", "--quiet-progress") == ("", "")
    assert storage.current_path() is not None
