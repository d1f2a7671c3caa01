"""The content apps know nothing of search: they announce bulk writes (common.signals) and
search listens, as it listens to their saves."""

import ast
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parent.parent


def imported_modules(package: str) -> set[str]:
    modules = set()
    for path in (BASE_DIR / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                modules.add(node.module or "")
    return modules


@pytest.mark.parametrize("package", ["keywords", "rulings", "terminology", "provenance", "common"])
def test_content_apps_import_nothing_from_search(package):
    assert {m for m in imported_modules(package) if m.split(".")[0] == "search"} == set()
