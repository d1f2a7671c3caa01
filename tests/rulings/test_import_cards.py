"""import_cards: MTGJSON set files into one card per oracle id, with official French and rulings."""

from __future__ import annotations

import codecs
import datetime
import io
import uuid
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from keywords.models import Keyword, Rule, RulesEdition
from provenance.models import FrenchStatus, NameSource
from rulings.models import Card, Ruling
from rulings.services import card_keywords_link
from search.state import database_state
from tests.rulings.helpers import (
    GIGADROWSE_ORACLE_ID,
    card_entry,
    database_snapshot,
    set_file,
)

pytestmark = pytest.mark.django_db

ORACLE_A = "11111111-1111-4111-8111-111111111111"
ORACLE_B = "22222222-2222-4222-8222-222222222222"
PRINTED_GIGADROWSE = (
    "Duplication {U} (Quand vous jouez ce sort, copiez-le pour chaque fois que vous avez payé "
    "son coût de duplication. Vous pouvez choisir de nouvelles cibles pour ces copies.)\n"
    "Engagez le permanent ciblé."
)


def import_cards(*paths: Path | str, index: bool = False) -> str:
    out = io.StringIO()
    arguments = [str(path) for path in paths] + ([] if index else ["--no-index"])
    call_command("import_cards", *arguments, stdout=out, verbosity=1)
    return out.getvalue()


@pytest.fixture
def guildpact(shared_data: Path) -> Path:
    return shared_data / "mtgjson" / "GPT.json"


# --- Guildpact ----------------------------------------------------------------------------


@pytest.mark.shared_data
def test_gigadrowse_is_imported_as_gigatorpeur_with_its_official_french(guildpact: Path) -> None:
    import_cards(guildpact)

    card = Card.objects.get(oracle_id=GIGADROWSE_ORACLE_ID)
    assert (card.slug, card.name_en, card.name_fr) == ("gigadrowse", "Gigadrowse", "Gigatorpeur")
    assert (card.type_line_en, card.type_line_fr, card.mana_cost) == ("Instant", "Éphémère", "{U}")
    assert card.oracle_text_fr == PRINTED_GIGADROWSE
    assert card.oracle_text_en.startswith("Replicate {U} (When you cast this spell")
    assert card.fr_status == FrenchStatus.OFFICIAL
    assert not card.is_french_stale
    assert card.keyword_names == "Replicate"


@pytest.mark.shared_data
def test_guildpact_gives_one_card_per_oracle_id_and_its_rulings_without_a_source(
    guildpact: Path,
) -> None:
    output = import_cards(guildpact)

    assert Card.objects.count() == 165
    assert Ruling.objects.count() == 145
    # MTGJSON does not say who wrote a ruling: no source is invented.
    assert set(Ruling.objects.values_list("source", flat=True)) == {""}
    bureaucrats = Card.objects.get(name_en="Droning Bureaucrats")
    assert [r.published_at for r in bureaucrats.rulings.all()] == [datetime.date(2006, 2, 1)] * 3
    assert bureaucrats.stats == [{"power": "1", "toughness": "4"}]
    assert bureaucrats.data_of == datetime.date(2022, 4, 25)  # the file's meta.date
    assert Card.objects.get(oracle_id=GIGADROWSE_ORACLE_ID).stats == []
    assert "Cards created 165" in output and "Rulings created 145" in output


@pytest.mark.shared_data
def test_importing_the_same_file_again_adds_and_changes_nothing(guildpact: Path) -> None:
    import_cards(guildpact)
    before = database_snapshot()

    output = import_cards(guildpact)

    assert database_snapshot() == before
    assert "Cards created 0, updated 0" in output and "Rulings created 0" in output


@pytest.mark.shared_data
def test_a_demo_card_without_oracle_id_becomes_the_imported_card(
    demo_data, guildpact: Path
) -> None:
    demo = Card.objects.get(slug="gigadrowse")
    assert demo.oracle_id is None
    demo_rulings = set(Ruling.objects.values_list("pk", "text_en", "source"))

    output = import_cards(guildpact)

    card = Card.objects.get(oracle_id=GIGADROWSE_ORACLE_ID)
    assert (card.pk, card.slug) == (demo.pk, "gigadrowse")
    # Both French texts are official; the printed card's replaces the seed's.
    assert demo.oracle_text_fr.endswith("pour chaque copie.)\nEngagez le permanent ciblé.")
    assert card.oracle_text_fr == PRINTED_GIGADROWSE
    assert list(card.keywords.values_list("slug", flat=True)) == ["replicate"]
    assert Card.objects.count() == 3 + 164
    assert Card.objects.filter(oracle_id=None).count() == 2  # Gandalf, Tempt: not in 2006
    assert demo_rulings <= set(Ruling.objects.values_list("pk", "text_en", "source"))
    assert "1 matched by name" in output


@pytest.mark.shared_data
def test_guildpact_replicate_cards_are_linked_to_the_replicate_keyword(
    demo_data, guildpact: Path
) -> None:
    import_cards(guildpact)

    replicate = Keyword.objects.get(slug="replicate")
    assert replicate.cards.count() == 9


# --- French provenance ----------------------------------------------------------------------


def _stored_card(status: str, french_text: str = "Texte d'un éditeur.") -> Card:
    card = Card(
        oracle_id=uuid.UUID(ORACLE_A), slug="shock", name="Shock", name_en="Shock", name_fr=""
    )
    card.type_line_en, card.oracle_text_en = "Instant", "Shock deals 2 damage to any target."
    if status != FrenchStatus.MISSING:
        card.set_french(status, engine="test-engine", type_line="Éphémère", oracle_text=french_text)
    card.save()
    return card


def _shock_file(tmp_path: Path, english: str = "Shock deals 2 damage to any target.") -> Path:
    french = ("Choc", "Éphémère", "Le Choc inflige 2 blessures à n'importe quelle cible.")
    return set_file(
        tmp_path / "M19.json", [card_entry("Shock", ORACLE_A, text=english, french=french)]
    )


def test_a_cards_data_date_is_the_one_of_the_data_its_text_comes_from(tmp_path: Path) -> None:
    """A card read again from an undated file keeps no date its text no longer comes from."""
    card = ("Shock", ORACLE_A)
    dated = set_file(tmp_path / "A.json", [card_entry(*card)], built="2022-04-25")
    import_cards(dated)
    assert Card.objects.get(oracle_id=ORACLE_A).data_of == datetime.date(2022, 4, 25)
    undated = set_file(tmp_path / "B.json", [card_entry(*card, text="Shock deals 3 damage.")])
    import_cards(undated)
    assert Card.objects.get(oracle_id=ORACLE_A).data_of is None


def test_french_reviewed_by_an_editor_is_never_replaced(tmp_path: Path) -> None:
    _stored_card(FrenchStatus.REVIEWED)

    output = import_cards(_shock_file(tmp_path))

    card = Card.objects.get()
    assert (card.oracle_text_fr, card.fr_status) == ("Texte d'un éditeur.", "reviewed")
    assert card.name_fr == "Choc"  # the printed name fills an empty name
    assert "editor French kept on 1" in output


def test_a_machine_translation_gives_way_to_printed_french(tmp_path: Path) -> None:
    """It stood in for French no printing had; a printing with French now exists, printed
    with today's English."""
    _stored_card(FrenchStatus.MACHINE)
    english = "Shock deals 2 damage to any target."
    french = ("Choc", "Éphémère", "Le Choc inflige 2 blessures à n'importe quelle cible.")
    current = card_entry("Shock", ORACLE_A, text=english, printed=english, french=french)

    import_cards(set_file(tmp_path / "M19.json", [current]))

    card = Card.objects.get()
    assert card.oracle_text_fr == "Le Choc inflige 2 blessures à n'importe quelle cible."
    assert (card.fr_status, card.fr_engine, card.fr_set_code) == ("official", "", "TST")


@pytest.mark.parametrize("status", [FrenchStatus.MACHINE, FrenchStatus.REVIEWED])
def test_french_made_for_todays_english_stays_before_printed_french_of_older_wording(
    tmp_path: Path, status: str
):
    """The printing's English is not the card's today: a translation of today's may have
    been asked for instead of it, and an editor's French that matches it is no older
    wording."""
    _stored_card(status, french_text="Le Choc inflige 2 blessures à une cible.")
    french = ("Choc", "Éphémère", "Le Choc inflige 2 blessures à une cible.")
    older = card_entry(
        "Shock",
        ORACLE_A,
        text="Shock deals 2 damage to any target.",
        printed="Shock deals 2 damage to target creature or player.",
        french=french,
    )

    output = import_cards(set_file(tmp_path / "M19.json", [older]))

    card = Card.objects.get()
    assert (card.fr_status, card.fr_outdated) == (status, False)
    assert "editor French kept on 1" in output


def test_an_editors_french_that_is_the_printed_text_is_official(tmp_path: Path) -> None:
    """Printed French an editor edited, then put back, stayed « relu par un éditeur » for
    good: only the imports write official French."""
    _stored_card(
        FrenchStatus.REVIEWED, french_text="Le Choc inflige 2 blessures à n'importe quelle cible."
    )
    english = "Shock deals 2 damage to any target."
    french = ("Choc", "Éphémère", "Le Choc inflige 2 blessures à n'importe quelle cible.")
    current = card_entry("Shock", ORACLE_A, text=english, printed=english, french=french)

    output = import_cards(set_file(tmp_path / "M19.json", [current]))

    card = Card.objects.get()
    assert (card.fr_status, card.fr_set_code, card.fr_translated_at) == ("official", "TST", None)
    assert "editor French kept on 0" in output


@pytest.mark.parametrize("status", [FrenchStatus.OFFICIAL, FrenchStatus.MISSING])
def test_printed_french_replaces_official_or_missing_french(tmp_path: Path, status: str) -> None:
    _stored_card(status, french_text="Ancien texte officiel.")

    import_cards(_shock_file(tmp_path))

    card = Card.objects.get()
    assert card.oracle_text_fr == "Le Choc inflige 2 blessures à n'importe quelle cible."
    assert (card.fr_status, card.fr_engine, card.fr_translated_at) == ("official", "", None)
    assert card.fr_source_fingerprint == card.en_fingerprint


def test_new_english_from_the_data_shows_an_editors_french_as_stale(tmp_path: Path) -> None:
    _stored_card(FrenchStatus.REVIEWED)

    import_cards(_shock_file(tmp_path, english="Shock deals 2 damage to target creature."))

    card = Card.objects.get()
    assert card.oracle_text_en == "Shock deals 2 damage to target creature."
    assert card.oracle_text_fr == "Texte d'un éditeur."
    assert card.is_french_stale


# --- Merging printings ----------------------------------------------------------------------


def test_printings_in_several_sets_make_one_card_with_the_newest_french_and_every_ruling(
    tmp_path: Path,
) -> None:
    english_only = card_entry("Twin", ORACLE_A, rulings=[("2020-01-01", "Ruling one.")])
    newest_french = card_entry(
        "Twin",
        ORACLE_A,
        rulings=[("2020-01-01", "Ruling one."), ("2021-05-05", "Ruling two.")],
        french=("Jumeau", "Éphémère", "Texte récent."),
    )
    older_french = card_entry("Twin", ORACLE_A, french=("Jumeau", "Éphémère", "Texte ancien."))
    files = [
        set_file(tmp_path / "A.json", [english_only], "AAA", released="2022-01-01"),
        set_file(tmp_path / "B.json", [newest_french], "BBB", released="2021-06-01"),
        set_file(tmp_path / "C.json", [older_french], "CCC", released="2010-07-16"),
    ]

    import_cards(*files)

    card = Card.objects.get()
    assert card.oracle_text_fr == "Texte récent."
    assert (card.fr_set_code, card.fr_released_on) == ("BBB", datetime.date(2021, 6, 1))
    assert list(card.rulings.values_list("text_en", flat=True)) == ["Ruling one.", "Ruling two."]


def test_a_french_printing_named_in_french_wins_over_a_newer_one_giving_the_english_name(
    tmp_path: Path,
) -> None:
    """Commander 2019 prints Dusk // Dawn with a French text and its English name; Amonkhet,
    older, with « Crépuscule // Aube »: that one is the card's French, name and text."""
    named = card_entry("Dusk", ORACLE_A, french=("Crépuscule", "Rituel", "Texte d'Amonkhet."))
    english_named = card_entry("Dusk", ORACLE_A, french=("Dusk", "Rituel", "Texte de C19."))
    files = [
        set_file(tmp_path / "A.json", [named], "AKH", released="2017-04-28"),
        set_file(tmp_path / "B.json", [english_named], "C19", released="2019-08-23"),
    ]

    import_cards(*files)
    import_cards(files[1])  # the newer set alone, imported again: nothing changes

    card = Card.objects.get()
    assert (card.name_fr, card.oracle_text_fr, card.fr_set_code) == (
        "Crépuscule",
        "Texte d'Amonkhet.",
        "AKH",
    )


def test_a_name_an_editor_entered_does_not_judge_the_stored_printing(tmp_path: Path) -> None:
    """The stored printing's name is the printed one; an editor's, English or not, says
    nothing of it: the next import keeps Amonkhet's text."""
    named = card_entry("Dusk", ORACLE_A, french=("Crépuscule", "Rituel", "Texte d'Amonkhet."))
    english_named = card_entry("Dusk", ORACLE_A, french=("Dusk", "Rituel", "Texte de C19."))
    newer = set_file(tmp_path / "B.json", [english_named], "C19", released="2019-08-23")
    import_cards(set_file(tmp_path / "A.json", [named], "AKH", released="2017-04-28"), newer)
    Card.objects.update(name_fr="Dusk", name_fr_source=NameSource.EDITOR)

    import_cards(newer)

    card = Card.objects.get()
    assert (card.name_fr, card.oracle_text_fr, card.fr_set_code) == (
        "Dusk",
        "Texte d'Amonkhet.",
        "AKH",
    )


def test_a_french_name_the_same_as_the_english_is_kept_when_no_printing_has_another(
    tmp_path: Path,
) -> None:
    import_cards(
        set_file(
            tmp_path / "A.json", [card_entry("Karn", ORACLE_A, french=("Karn", "Rituel", "Texte."))]
        )
    )

    assert Card.objects.get().name_fr == "Karn"


def test_a_french_printing_with_text_wins_over_an_earlier_one_with_only_the_name(
    tmp_path: Path,
) -> None:
    name_only = card_entry("Twin", ORACLE_A, french=("Jumeau", "", ""))
    full = card_entry("Twin", ORACLE_A, french=("Jumeau", "Éphémère", "Texte imprimé."))
    files = [set_file(tmp_path / "A.json", [name_only]), set_file(tmp_path / "B.json", [full])]

    import_cards(*files)

    card = Card.objects.get()
    assert (card.name_fr, card.oracle_text_fr, card.fr_status) == (
        "Jumeau",
        "Texte imprimé.",
        FrenchStatus.OFFICIAL,
    )


def test_a_french_name_alone_is_stored_and_the_french_text_stays_missing(tmp_path: Path) -> None:
    import_cards(
        set_file(tmp_path / "A.json", [card_entry("Twin", ORACLE_A, french=("Jumeau", "", ""))])
    )

    card = Card.objects.get()
    assert (card.name_fr, card.oracle_text_fr or "", card.fr_status) == ("Jumeau", "", "missing")


@pytest.mark.parametrize("order", [("A", "B"), ("B", "A")])
def test_cards_sharing_a_name_get_the_same_unique_slugs_whatever_the_file_order(
    tmp_path: Path, order: tuple[str, str]
) -> None:
    files = {
        "A": set_file(tmp_path / "A.json", [card_entry("Sly Spy", ORACLE_B)], "AAA"),
        "B": set_file(tmp_path / "B.json", [card_entry("Sly Spy", ORACLE_A)], "BBB"),
    }

    import_cards(*(files[name] for name in order))

    slugs = dict(Card.objects.values_list("oracle_id", "slug"))
    assert slugs == {uuid.UUID(ORACLE_A): "sly-spy", uuid.UUID(ORACLE_B): "sly-spy-22222222"}


def test_a_slug_taken_by_another_card_gets_the_oracle_id(tmp_path: Path) -> None:
    Card.objects.create(name="Twin", name_en="Twin", slug="twin", oracle_id=uuid.UUID(ORACLE_B))

    import_cards(set_file(tmp_path / "A.json", [card_entry("Twin", ORACLE_A)]))

    assert Card.objects.get(oracle_id=ORACLE_A).slug == "twin-11111111"


# --- Keywords -----------------------------------------------------------------------------


def _keyword(name: str) -> Keyword:
    return Keyword.objects.create(
        slug=name.lower().replace(" ", "-"), name=name, name_en=name, kind="keyword_ability"
    )


def test_cards_are_linked_to_keywords_by_english_name_whatever_the_case(tmp_path: Path) -> None:
    first_strike = _keyword("First Strike")
    entry = card_entry("Knight", ORACLE_A, keywords=("First strike", "Unknown keyword"))

    import_cards(set_file(tmp_path / "A.json", [entry]))

    assert list(Card.objects.get().keywords.all()) == [first_strike]


def _keyword_defined_by(name: str, number: str, paragraphs: list[str]) -> Keyword:
    """A keyword and its defining rule, its paragraphs the subrules a, b, c…"""
    from tests.search.current_rules import current_edition

    edition = RulesEdition.objects.filter(is_current=True).first() or current_edition()
    rule = Rule.objects.create(edition=edition, number=number, kind="rule", text_en=name)
    for letter, text in zip("abcdefg", paragraphs, strict=False):
        Rule.objects.create(
            edition=edition, number=number + letter, kind="subrule", text_en=text, parent=rule
        )
    keyword = _keyword(name)
    keyword.rule = rule
    keyword.save()
    return keyword


def test_a_keyword_name_the_card_data_gives_and_a_defining_rule_writes_is_linked(
    tmp_path: Path,
) -> None:
    """The card data says "Swampwalk", "Forestwalk", "Totem armor"; the rules define Landwalk,
    written "[type]walk", and Umbra armor, once printed as "totem armor". A name two
    keywords' rules write links neither."""
    landwalk = _keyword_defined_by(
        "Landwalk",
        "702.14",
        ["Landwalk appears as “[type]walk.”", "A creature with swampwalk can't be blocked."],
    )
    umbra = _keyword_defined_by(
        "Umbra Armor",
        "702.89",
        ["Some older cards were printed with the ability “totem armor.”"],
    )
    _keyword_defined_by("Flanking", "702.25", ["Unlike swampwalk, …"])
    entries = [
        card_entry("Bog", ORACLE_A, keywords=("Forestwalk",)),
        card_entry("Eel Umbra", ORACLE_B, keywords=("Totem armor",)),
    ]
    swamp = card_entry("Bog Wraith", str(uuid.uuid4()), keywords=("Swampwalk",))

    import_cards(set_file(tmp_path / "A.json", [*entries, swamp]))

    assert list(Card.objects.get(name_en="Bog").keywords.all()) == [landwalk]
    assert list(Card.objects.get(name_en="Eel Umbra").keywords.all()) == [umbra]
    assert not Card.objects.get(name_en="Bog Wraith").keywords.exists()  # two rules write it


def test_linking_again_after_a_rules_import_links_the_new_keywords_only(tmp_path: Path) -> None:
    import_cards(
        set_file(tmp_path / "A.json", [card_entry("Bird", ORACLE_A, keywords=("Flying",))])
    )
    card = Card.objects.get()
    assert not card.keywords.exists()

    flying = _keyword("Flying")  # as import_rules would create it

    assert card_keywords_link() == 1
    assert list(card.keywords.all()) == [flying]
    assert card_keywords_link() == 0


def test_the_link_card_keywords_command_reports_the_links_it_made(tmp_path: Path) -> None:
    import_cards(
        set_file(tmp_path / "A.json", [card_entry("Bird", ORACLE_A, keywords=("Flying",))])
    )
    _keyword("Flying")
    out = io.StringIO()

    call_command("link_card_keywords", stdout=out)

    assert out.getvalue() == "Keyword links created: 1.\n"


# --- The search index ----------------------------------------------------------------------


@pytest.mark.shared_data
def test_the_search_index_is_rebuilt_once_after_the_import(client, guildpact: Path) -> None:
    output = import_cards(guildpact, index=True)

    assert "Indexed 310 documents" in output  # 165 cards and 145 rulings
    results = client.get("/api/search", {"q": "Gigatorpeur", "lang": "fr"}).json()["results"]
    assert results[0]["url"].endswith("/fr/cards/gigadrowse/")


def test_the_progress_bar_is_written_to_stderr(tmp_path: Path, capsys) -> None:
    import_cards(set_file(tmp_path / "A.json", [card_entry("Twin", ORACLE_A)]))

    assert "import_cards: 1 sets" in capsys.readouterr().err


# --- Bad input ----------------------------------------------------------------------------


def _bad_files(tmp_path: Path, guildpact_bytes: bytes) -> dict[str, tuple[Path, str]]:
    text = guildpact_bytes.decode("utf-8")
    files = {
        "truncated": (guildpact_bytes[: len(guildpact_bytes) // 2], r"the JSON is truncated"),
        "utf16": (codecs.BOM_UTF16_LE + text.encode("utf-16-le"), r"UTF-16 encoded"),
        "latin1": (text.encode("latin-1", errors="replace"), r"not UTF-8"),
        "not_a_set": (b'[{"object": "ruling"}]', r"not an MTGJSON set file"),
    }
    paths = {}
    for name, (data, message) in files.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        paths[name] = (path, message)
    paths["unknown_format"] = (tmp_path / "cards.csv", r"unknown file type")
    paths["unknown_format"][0].write_text("name,text\n")
    paths["missing"] = (tmp_path / "nowhere.json", r"no such file or folder")
    return paths


@pytest.mark.shared_data
@pytest.mark.parametrize(
    "bad", ["truncated", "utf16", "latin1", "not_a_set", "unknown_format", "missing"]
)
def test_a_bad_file_is_a_clear_error_and_writes_nothing(
    demo_data, tmp_path: Path, guildpact: Path, bad: str
) -> None:
    path, message = _bad_files(tmp_path, guildpact.read_bytes())[bad]
    before = database_snapshot()

    # The good file comes first: it is read, but nothing of it is written either.
    with pytest.raises(CommandError, match=message) as raised:
        import_cards(guildpact, path)

    assert path.name in str(raised.value) and "Nothing was imported" in str(raised.value)
    assert database_snapshot() == before


@pytest.mark.parametrize("name", ["", " "])
def test_a_card_with_an_empty_name_is_refused_and_nothing_is_written(
    demo_data, tmp_path: Path, name: str
) -> None:
    good = set_file(tmp_path / "A.json", [card_entry("Shock", ORACLE_A)], code="A")
    nameless = set_file(tmp_path / "B.json", [card_entry(name, ORACLE_B)], code="B")
    before = database_snapshot()

    with pytest.raises(CommandError, match=r'B\.json: card #0: "name" is empty') as raised:
        import_cards(good, nameless)

    assert "Nothing was imported" in str(raised.value)
    assert database_snapshot() == before
    assert not Card.objects.filter(slug="card").exists()


def test_cards_changed_in_bulk_tell_other_hosts_their_index_is_out_of_date(
    tmp_path: Path,
) -> None:
    import_cards(_shock_file(tmp_path))
    before = database_state()

    import_cards(_shock_file(tmp_path, english="Shock deals 2 damage to target creature."))

    # The row counts did not move: only the change counter tells `rebuild_index --if-changed`.
    assert database_state()["tables"] == before["tables"]
    assert database_state()["changes"] == before["changes"] + 1


def test_printings_added_alone_tell_other_hosts_their_index_is_out_of_date(
    tmp_path: Path,
) -> None:
    """A card's document counts its printings (search.acronyms chooses by them): an import that
    only adds a set the card was printed in changes the document, once."""
    shock = card_entry("Shock", ORACLE_A)
    import_cards(set_file(tmp_path / "A.json", [shock], code="AAA"))
    before = database_state()

    added = import_cards(set_file(tmp_path / "B.json", [shock], code="BBB"))
    after = database_state()
    again = import_cards(tmp_path / "B.json")

    assert "Cards created 0, updated 0" in added and "Printings created 1" in added
    assert after["changes"] == before["changes"] + 1
    assert "Printings created 0" in again and database_state()["changes"] == after["changes"]


# --- Printings, legalities, Alchemy -------------------------------------------------------


@pytest.mark.shared_data
def test_gigadrowse_gets_its_guildpact_printing_and_its_legalities(guildpact: Path) -> None:
    import_cards(guildpact)

    card = Card.objects.get(oracle_id=GIGADROWSE_ORACLE_ID)
    printings = list(card.printings.values_list("set_code", "set_name", "released_on"))
    assert printings == [("GPT", "Guildpact", datetime.date(2006, 2, 3))]
    assert card.legalities["modern"] == "Legal" and "standard" not in card.legalities
    assert not card.is_rebalanced


def test_every_set_read_is_a_printing_and_the_newest_gives_the_legalities(tmp_path: Path) -> None:
    old = card_entry("Twin", ORACLE_A) | {"legalities": {"standard": "Legal"}}
    new = card_entry("Twin", ORACLE_A) | {"legalities": {"standard": "Banned"}}
    rebalanced = card_entry("A-Twin", ORACLE_B) | {"isRebalanced": True}
    files = [
        set_file(tmp_path / "B.json", [new, rebalanced], "BBB", released="2021-06-01"),
        set_file(tmp_path / "A.json", [old], "AAA", released="2010-07-16"),
    ]

    output = import_cards(*files)
    again = import_cards(*files)

    twin, alchemy = Card.objects.get(oracle_id=ORACLE_A), Card.objects.get(oracle_id=ORACLE_B)
    assert sorted(twin.printings.values_list("set_code", flat=True)) == ["AAA", "BBB"]
    assert twin.legalities == {"standard": "Banned"} and not twin.is_rebalanced
    assert alchemy.is_rebalanced
    assert "Printings created 3" in output and "Printings created 0" in again
    assert "Cards created 0, updated 0" in again


def test_a_sets_official_french_name_is_kept_where_the_data_gives_one(tmp_path: Path) -> None:
    """MTGJSON names 28 of its 579 sets in French ("translations"); the others have none,
    and none is made up."""
    fourth = set_file(
        tmp_path / "4ED.json",
        [card_entry("Twin", ORACLE_A)],
        "4ED",
        name="Fourth Edition",
        translations={"French": "Quatrième édition", "German": "Vierte Edition"},
    )
    odd = {"translations": ["Quatrième édition"]}  # not MTGJSON's shape: no French name read
    other = set_file(tmp_path / "OTH.json", [card_entry("Twin", ORACLE_A)], "OTH", **odd)

    import_cards(fourth, other)

    twin = Card.objects.get(oracle_id=ORACLE_A)
    names = sorted(twin.printings.values_list("set_code", "set_name", "set_name_fr"))
    assert names == [("4ED", "Fourth Edition", "Quatrième édition"), ("OTH", "OTH", "")]

    renamed = set_file(
        tmp_path / "4ED.json",
        [card_entry("Twin", ORACLE_A)],
        "4ED",
        name="Fourth Edition",
        translations={"French": "Quatrième Édition"},
    )
    assert "Printings created 0" in import_cards(renamed)
    assert twin.printings.get(set_code="4ED").set_name_fr == "Quatrième Édition"


# --- Flavor words -----------------------------------------------------------------------------


def test_the_words_of_every_printings_flavor_texts_are_kept_in_both_languages(
    tmp_path: Path,
) -> None:
    """They tell search which words of a question are everyday English or French: the cards'
    rules texts never say « je peux »."""
    old = card_entry("Twin", ORACLE_A, french=("Jumeau", "Éphémère", "Piochez une carte.")) | {
        "flavorText": "I can answer."
    }
    old["foreignData"][0]["flavorText"] = "« Je peux Répondre. »"
    new = card_entry("Twin", ORACLE_A) | {"flavorText": "Go, twin 2!"}
    plain = card_entry("Plain", ORACLE_B)
    files = [
        set_file(tmp_path / "A.json", [old], "AAA", released="2010-07-16"),
        set_file(tmp_path / "B.json", [new, plain], "BBB", released="2021-06-01"),
    ]

    import_cards(*files)

    twin = Card.objects.get(oracle_id=ORACLE_A)
    assert twin.flavor_words_en == "answer can go i twin"
    assert twin.flavor_words_fr == "je peux répondre"
    plain = Card.objects.get(oracle_id=ORACLE_B)
    assert plain.flavor_words_en == plain.flavor_words_fr == ""
    assert "Cards created 0, updated 0" in import_cards(*files)
    import_cards(files[1])  # one set again: the other's words stay
    assert Card.objects.get(oracle_id=ORACLE_A).flavor_words_fr == "je peux répondre"
