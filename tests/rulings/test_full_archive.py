"""The 579-set MTGJSON archive imported for real, once for this module, over the demo data.

The import is committed to nothing: it runs inside a transaction that is rolled back when the
module ends, and each test runs in a savepoint inside it (pytest-django's `db`).
"""

from __future__ import annotations

import io
import math
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

from keywords.models import Keyword
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling
from rulings.views import CARDS_PER_PAGE
from terminology.models import Term
from tests.conftest import visible_text
from tests.rulings.helpers import ARCHIVE_NAME, GIGADROWSE_ORACLE_ID, database_snapshot

pytestmark = [
    pytest.mark.slow,
    pytest.mark.full_import,
    pytest.mark.shared_data,
    pytest.mark.django_db,
]

# What the reader gives (tests/rulings/test_mtgjson_reader.py, checked with jq).
ORACLE_IDS = 23_738
# The reader gives 21,412 cards a French name; Zombie Assassin's, « zombie et assassin », is
# its type line's subtypes and no name (rulings/importing/french_names.py).
ORACLE_IDS_WITH_FRENCH = 21_411
# Of those, 2,859 only have French printings that give the name alone (no type line, no
# text): their name is official French, their text stays missing. One of them is Feu //
# Glace, whose only French printing (Commander 2011) gives a sentence for a type line.
ORACLE_IDS_WITH_FRENCH_TEXT = 18_553
DISTINCT_RULINGS = 45_043  # less Teferi's Protection's three headings
# The demo data the archive is imported over: Gandalf and Tempt with Mayhem (2023, 2024) are
# not in this 2022 archive and keep no oracle id; Gigadrowse is matched by name. Their 23
# rulings (the seeds') stay.
DEMO_CARDS_NOT_IN_ARCHIVE = 2
DEMO_RULINGS = 23

# Forty keywords checked by hand across eras, against printed French cards and a grep of the
# French card texts of this archive (see the closing note of issue 4). None: the archive
# gives no evidence the miner can use, so the keyword keeps no French name.
JUDGED_KEYWORDS = {
    # Evergreen
    "Flying": "Vol",
    "Trample": "Piétinement",
    "Haste": "Célérité",
    "Vigilance": "Vigilance",
    "Reach": "Portée",
    "Deathtouch": "Contact mortel",
    "Lifelink": "Lien de vie",
    "First Strike": "Initiative",
    "Double Strike": "Double initiative",
    "Defender": "Défenseur",
    "Flash": "Flash",
    "Hexproof": "Défense talismanique",
    "Menace": "Menace",
    # Keyword actions: printed « Regard 2 », a noun; and « Meulez trois cartes. », an order
    # whose infinitive names the action.
    "Scry": "Regard",
    "Mill": "Meuler",
    "Investigate": "Enquêter",
    "Fight": None,  # "se bat contre": a verb inside sentences, never a keyword line
    # 1995-2004
    "Cumulative Upkeep": "Entretien cumulatif",
    "Flanking": "Débordement",
    "Shadow": "Distorsion",
    "Buyback": "Rappel",
    "Cycling": "Recyclage",
    "Echo": "Écho",
    "Kicker": "Kick",
    "Madness": "Folie",
    "Flashback": "Flashback",
    "Threshold": "Seuil",
    "Storm": "Déluge",
    "Entwine": "Union",
    # 2005-2012
    "Replicate": "Duplication",
    "Convoke": "Convocation",
    "Dredge": "Dragage",
    "Suspend": "Suspension",
    # 2015-2021
    "Devoid": "Carence",
    "Prowess": "Prouesse",
    "Crew": "Pilotage",
    "Riot": "Émeute",
    "Foretell": "Prédiction",
    "Ward": "Parade",
    "Disturb": None,  # the archive's Midnight Hunt has no French printings
}


@dataclass(frozen=True)
class ImportRun:
    archive: Path
    output: str
    seconds: float


@pytest.fixture(scope="module")
def imported(shared_data: Path, django_db_setup, django_db_blocker) -> ImportRun:
    archive = shared_data / "mtgjson" / ARCHIVE_NAME
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("loaddata", "demo", verbosity=0)
        out = io.StringIO()
        started = time.perf_counter()
        call_command("import_cards", str(archive), "--no-index", stdout=out, verbosity=1)
        run = ImportRun(archive, out.getvalue(), time.perf_counter() - started)
        print(f"\nimport_cards, 579 sets: {run.seconds:.1f} s\n{run.output}")  # pytest -s
        yield run
        transaction.set_rollback(True)


def test_the_archive_gives_one_card_per_oracle_id_and_every_distinct_ruling(
    imported: ImportRun,
) -> None:
    imported_cards = Card.objects.exclude(oracle_id=None)
    assert imported_cards.count() == ORACLE_IDS
    assert Card.objects.count() == ORACLE_IDS + DEMO_CARDS_NOT_IN_ARCHIVE
    assert imported_cards.exclude(name_fr="").exclude(name_fr=None).count() == (
        ORACLE_IDS_WITH_FRENCH
    )
    assert imported_cards.filter(fr_status=FrenchStatus.OFFICIAL).count() == (
        ORACLE_IDS_WITH_FRENCH_TEXT
    )
    assert Ruling.objects.count() == DISTINCT_RULINGS + DEMO_RULINGS
    assert Ruling.objects.filter(source="").count() == DISTINCT_RULINGS
    assert Card.objects.values("slug").distinct().count() == Card.objects.count()


def test_gigadrowse_keeps_its_page_and_gets_its_printed_french(imported: ImportRun) -> None:
    card = Card.objects.get(oracle_id=GIGADROWSE_ORACLE_ID)
    assert (card.pk, card.slug, card.name_fr) == (1, "gigadrowse", "Gigatorpeur")
    assert card.oracle_text_fr.startswith("Duplication {U} (Quand vous jouez ce sort")
    assert card.oracle_text_fr.endswith("pour ces copies.)\nEngagez le permanent ciblé.")
    assert card.fr_status == FrenchStatus.OFFICIAL


def test_importing_the_archive_again_adds_and_changes_nothing(imported: ImportRun) -> None:
    before = database_snapshot()

    out = io.StringIO()
    call_command("import_cards", str(imported.archive), "--no-index", stdout=out)

    assert database_snapshot() == before
    assert (
        f"created 0, updated 0 (of which 0 matched by name and given their oracle id), "
        f"unchanged {ORACLE_IDS}" in out.getvalue()
    )


def test_the_card_list_pages_through_every_card(client, imported: ImportRun) -> None:
    # Alchemy's rebalanced versions ("A-Falcon Abomination") are listed only when asked for.
    listed = Card.objects.filter(is_rebalanced=False).count()
    assert 0 < Card.objects.filter(is_rebalanced=True).count() < 100
    assert Card.objects.get(name_en="A-Falcon Abomination").is_rebalanced
    last = math.ceil(listed / CARDS_PER_PAGE)
    page = client.get("/en/cards/", {"page": last})

    assert page.status_code == 200
    assert f"Page {last} of {last}" in visible_text(page)


def test_a_card_page_shows_every_ruling_with_its_date_and_source(client, imported) -> None:
    page = visible_text(client.get("/fr/cards/teferis-protection/"))

    assert "Protection de Téfeiri" in page
    # 24: the data's three headings between dashes are no rulings.
    assert "24 clarifications" in page
    assert page.count("25 août 2017 · source : non précisée") == 24
    assert "The following rulings focus on" not in page


def test_the_api_gives_an_imported_cards_names_texts_and_rulings(client, imported) -> None:
    card = Card.objects.get(slug="teferis-protection")

    data = client.get(f"/api/cards/{card.oracle_id}").json()

    assert data["name"] == {
        "en": "Teferi's Protection",
        "fr": "Protection de Téfeiri",
        "fr_source": "official",
    }
    assert data["oracle_text"]["fr_status"] == "official"
    assert data["oracle_text"]["fr"].startswith("Jusqu'à votre prochain tour")
    assert len(data["rulings"]) == 24
    assert data["rulings"][0]["published_at"] == "2017-08-25"
    assert data["rulings"][0]["source"] is None
    assert data["rulings"][0]["text"]["fr_status"] == "missing"


KEYWORD_ACTIONS = {"Scry", "Mill", "Investigate", "Fight"}


def test_mining_the_archive_names_the_judged_keywords_in_french(imported: ImportRun) -> None:
    for name in JUDGED_KEYWORDS:
        if name != "Replicate":  # in the demo data, with its official French name
            kind = "keyword_action" if name in KEYWORD_ACTIONS else "keyword_ability"
            Keyword.objects.create(
                slug=name.lower().replace(" ", "-"), name=name, name_en=name, kind=kind
            )
    # An editor's French name is never replaced, even by a pair mined from the cards.
    Keyword.objects.filter(name_en="Flash").update(name_fr="Flash (nom choisi)")

    out = io.StringIO()
    # No index: what is checked is the names; the full data's index is built and searched by
    # tests/search/test_full_relevance.py (indexing it again here took seven of CI's minutes).
    call_command("mine_terminology", str(imported.archive), "--no-index", stdout=out)
    print(out.getvalue())

    names = dict(
        Keyword.objects.filter(name_en__in=JUDGED_KEYWORDS).values_list("name_en", "name_fr")
    )
    expected = JUDGED_KEYWORDS | {"Flash": "Flash (nom choisi)"}
    assert {name: names[name] or None for name in JUDGED_KEYWORDS} == expected
    terms = dict(Term.objects.filter(kind=Term.Kind.KEYWORD).values_list("english", "french"))
    assert len(terms) >= 190  # 198 measured
    assert terms["Flash"] == "Flash"
