"""Fixtures of the rules tests: the official files, an import helper, the ten editions once."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.apps import apps
from django.core.management import call_command
from django.db import transaction
from django.utils import translation

from keywords import services
from keywords.models import GlossaryEntry, Rule, RulesEdition
from provenance.models import FrenchStatus, NameSource
from tests.servers import LocalServer, serve_folder

RULES_DIR = "comprehensive-rules"
OLDEST = "MagicCompRules_20060201.txt"
NEWEST = "MagicCompRules_20260807_LF.txt"
# In date order but for 2020 and 2026-04, imported last: each then falls between two
# imported editions and re-links the newer one, as when an archive is filled in later.
IMPORT_ORDER = (
    OLDEST,
    "MagicCompRules_20090711.txt",
    "MagicCompRules_20250207.txt",
    "MagicCompRules_20251114.txt",
    "MagicCompRules_20260116.txt",
    "MagicCompRules_20260227_LF.txt",
    "MagicCompRules_20260619_LF.txt",
    NEWEST,
    "MagicCompRules_20200122.txt",
    "MagicCompRules_20260417_LF.txt",
)


@pytest.fixture(autouse=True)
def default_language() -> Iterator[None]:
    """A request to /fr/ leaves French active in the thread: the next test would build
    French URLs (reverse()) without asking for them."""
    yield
    translation.deactivate()


def rules_path(shared_data: Path, name: str) -> Path:
    return shared_data / RULES_DIR / name


def import_file(path: Path, *, activate: bool = False) -> services.ImportReport:
    return services.edition_import(source=path.name, data=path.read_bytes(), activate=activate)


def small_rules_text(
    *,
    rule: str = "These Magic rules apply to any Magic game with two or more players.",
    glossary: dict[str, str] | None = None,
    effective: str = "August 7, 2026",
) -> str:
    """A complete, tiny edition: one chapter, one section, one rule, a glossary, credits."""
    glossary = glossary or {"Active Player": "The player whose turn it is."}
    entries = "\n\n".join(f"{term}\n{definition}" for term, definition in glossary.items())
    return (
        f"Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of {effective}."
        "\n\nContents\n\n1. Game Concepts\nGlossary\nCredits\n\n1. Game Concepts\n\n"
        f"100. General\n\n100.1. {rule}\n\nGlossary\n\n{entries}\n\nCredits\n\nThanks.\n"
    )


def every_model_count() -> dict[str, int]:
    """Rows of every model of the project and of Django's apps."""
    return {model._meta.label: model._default_manager.count() for model in apps.get_models()}


@dataclass(frozen=True)
class AllEditions:
    reports: dict[str, services.ImportReport]


@contextmanager
def rolled_back_after(django_db_blocker) -> Iterator[None]:
    """Data written for a whole module, in a transaction rolled back after it, so that other
    modules see the database as pytest-django made it. Each test runs in a savepoint inside."""
    with django_db_blocker.unblock():
        atomic = transaction.atomic()
        atomic.__enter__()
        try:
            yield
        finally:
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


@pytest.fixture(scope="module")
def all_editions(django_db_setup, django_db_blocker, shared_data) -> AllEditions:
    """The demo data, then the ten editions imported once for the module; 2026-08 current."""
    with rolled_back_after(django_db_blocker):
        call_command("loaddata", "demo", verbosity=0)
        yield _import_all(shared_data)


def _import_all(shared_data: Path) -> AllEditions:
    reports = {}
    for name in IMPORT_ORDER:
        reports[name] = import_file(rules_path(shared_data, name), activate=name == NEWEST)
    assert RulesEdition.objects.get(is_current=True).effective_date.isoformat() == "2026-08-07"
    return AllEditions(reports)


@pytest.fixture
def https_server(shared_data, trusted_tls) -> Iterator[LocalServer]:
    """A local HTTPS server on 127.0.0.1 serving the rules folder, trusted by the test."""
    with serve_folder(shared_data / RULES_DIR, tls=trusted_tls) as server:
        yield server


@pytest.fixture
def http_server(shared_data) -> Iterator[LocalServer]:
    """A local plain HTTP server on 127.0.0.1 serving the rules folder."""
    with serve_folder(shared_data / RULES_DIR) as server:
        yield server


# A small glossary: an entry citing a rule, a retired term, a term holding a comma.
LEGEND_RULE = (
    "A state-based action that causes a player who controls two or more legendary permanents "
    "with the same name to put all but one into their owners’ graveyards. See rule 704.5j."
)
RULE_704_5J = (
    "If two or more legendary permanents with the same name are controlled by the same player, "
    "that player chooses one of them, and the rest are put into their owners’ graveyards."
)
APNAP = (
    "A system that determines the order by which players make choices if multiple players are "
    "instructed to make choices at the same time. See rule 101.4. This rule is modified for "
    "games using the shared team turns option; see rule 805.6."
)


@pytest.fixture
def glossary(db) -> RulesEdition:
    edition = RulesEdition.objects.create(  # a whole edition: it has a file's SHA-256
        effective_date="2026-08-07", source="test", content_sha256="0" * 64, is_current=True
    )
    Rule.objects.create(edition=edition, number="704.5j", kind="subrule", text_en=RULE_704_5J)
    Rule.objects.create(edition=edition, number="702.89", kind="rule", text_en="Umbra Armor")
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Legend Rule",
        term_fr="Règle de légende",
        term_fr_source=NameSource.EDITOR,
        definition_en=LEGEND_RULE,
        definition_fr="Une action basée sur un état… Voir la règle 704.5j.",
        fr_status=FrenchStatus.REVIEWED,
        fr_translated_at="2026-11-30",
    )
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Totem Armor (Obsolete)",
        definition_en=(
            "An obsolete keyword ability that has been renamed. See rule 702.89, “Umbra Armor.”"
        ),
    )
    GlossaryEntry.objects.create(
        edition=edition, term_en="Active Player, Nonactive Player Order", definition_en=APNAP
    )
    return edition
