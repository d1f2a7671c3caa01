"""The MTGJSON reader: containers, merging of card entries, errors, the full archive."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import os
import subprocess
import sys
import tarfile
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from rulings.importing.errors import CardDataError
from rulings.importing.french_layout import with_english_line_breaks
from rulings.importing.mtgjson import (
    ParsedCard,
    ParsedRuling,
    iter_cards,
    iter_set_payloads,
    iter_sets,
    parse_set_payload,
)

BASE_DIR = Path(__file__).resolve().parents[2]
ARCHIVE_NAME = "AUTRE04216-jsonSets_mtgjson-v5.2.0-20220425_579sets.tar.xz"
GIGADROWSE_ORACLE_ID = "9cc64a91-82d2-4be1-812f-531863e99801"


@pytest.fixture(scope="module")
def guildpact_bytes(shared_data: Path) -> bytes:
    return (shared_data / "mtgjson" / "GPT.json").read_bytes()


@pytest.fixture(scope="module")
def guildpact(guildpact_bytes: bytes) -> dict[str, ParsedCard]:
    parsed = parse_set_payload("GPT.json", guildpact_bytes)
    return {card.name: card for card in parsed.cards}


def _set_file(cards: list[dict[str, Any]], code: str = "TST") -> bytes:
    """A minimal MTGJSON set file around ``cards``."""
    document = {
        "meta": {"version": "5.2.0"},
        "data": {"code": code, "name": "Test", "cards": cards},
    }
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


def _entry(name: str, oracle_id: str | None, **fields: Any) -> dict[str, Any]:
    identifiers = {"scryfallOracleId": oracle_id} if oracle_id else {}
    return {"name": name, "type": "Instant", "identifiers": identifiers, **fields}


def _french(name: str, text: str, type_: str = "Éphémère", **fields: Any) -> dict[str, Any]:
    return {"language": "French", "name": name, "text": text, "type": type_, **fields}


# --- Guildpact ----------------------------------------------------------------------------


@pytest.mark.shared_data
def test_guildpact_has_165_cards_each_with_its_own_oracle_id(guildpact_bytes: bytes) -> None:
    parsed = parse_set_payload("GPT.json", guildpact_bytes)
    assert (parsed.code, parsed.name) == ("GPT", "Guildpact")
    assert len(parsed.cards) == 165
    assert len({card.oracle_id for card in parsed.cards}) == 165
    assert parsed.skipped_without_oracle_id == 0
    assert all(card.set_code == "GPT" for card in parsed.cards)


@pytest.mark.shared_data
def test_every_guildpact_card_was_printed_in_french(guildpact: dict[str, ParsedCard]) -> None:
    assert all(card.french is not None for card in guildpact.values())


@pytest.mark.shared_data
def test_gigadrowse_reads_as_gigatorpeur_with_duplication_in_french(
    guildpact: dict[str, ParsedCard],
) -> None:
    card = guildpact["Gigadrowse"]
    assert card.oracle_id == GIGADROWSE_ORACLE_ID
    assert card.type_line == "Instant"
    assert card.mana_cost == "{U}"
    assert card.keywords == ("Replicate",)
    assert card.oracle_text.startswith("Replicate {U} (When you cast this spell")
    assert card.french is not None
    assert card.french.name == "Gigatorpeur"
    assert card.french.type_line == "Éphémère"
    assert card.french.text.startswith("Duplication {U}")


@pytest.mark.shared_data
def test_rulings_keep_their_date_and_text_and_have_no_invented_source(
    guildpact: dict[str, ParsedCard],
) -> None:
    rulings = guildpact["Leyline of the Void"].rulings
    assert len(rulings) == 4
    assert rulings[2] == ParsedRuling(
        published_at=date(2021, 3, 19),
        text="Tokens can still die while Leyline of the Void is on the battlefield.",
        source="",
    )
    # MTGJSON does not say who wrote a ruling; "wotc" would be an invention.
    all_rulings = [r for card in guildpact.values() for r in card.rulings]
    assert len(all_rulings) == 145
    assert {r.source for r in all_rulings} == {""}


# --- Containers ---------------------------------------------------------------------------


def _tar(path: Path, mode: str, members: dict[str, bytes]) -> Path:
    with tarfile.open(path, mode) as archive:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return path


def _containers(tmp_path: Path, data: bytes) -> dict[str, Path]:
    """The same set file as .json, .json.gz, .json.xz, in a folder and in archives."""
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "GPT.json").write_bytes(data)
    (folder / "README.md").write_text("not a set file")  # ignored beside the set files
    plain = tmp_path / "GPT.json"
    plain.write_bytes(data)
    gzipped = tmp_path / "GPT.json.gz"
    gzipped.write_bytes(gzip.compress(data))
    xzipped = tmp_path / "GPT.json.xz"
    xzipped.write_bytes(lzma.compress(data))
    members = {"sets/GPT.json": data, "MANIFEST.tsv": b"ignored\n"}
    return {
        "json": plain,
        "json.gz": gzipped,
        "json.xz": xzipped,
        "folder": folder,
        "tar.xz": _tar(tmp_path / "sets.tar.xz", "w:xz", members),
        "tar.gz": _tar(tmp_path / "sets.tar.gz", "w:gz", members),
    }


@pytest.mark.shared_data
@pytest.mark.parametrize("kind", ["json", "json.gz", "json.xz", "folder", "tar.xz", "tar.gz"])
def test_each_kind_of_container_yields_the_same_cards(
    tmp_path: Path, guildpact_bytes: bytes, kind: str
) -> None:
    expected = parse_set_payload("GPT.json", guildpact_bytes).cards
    path = _containers(tmp_path, guildpact_bytes)[kind]
    assert tuple(iter_cards(path)) == expected


def test_an_archive_member_is_labelled_with_the_archive_and_member_names(tmp_path: Path) -> None:
    archive = _tar(tmp_path / "sets.tar.xz", "w:xz", {"A.json": b"{}", "B.json": b"[]"})
    assert list(iter_set_payloads(archive)) == [
        ("sets.tar.xz:A.json", b"{}"),
        ("sets.tar.xz:B.json", b"[]"),
    ]


def test_a_folder_is_read_in_name_order(tmp_path: Path) -> None:
    for name in ("C.json", "A.json.gz", "B.json"):
        data = _set_file([], code=name.split(".")[0])
        (tmp_path / name).write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    assert [s.code for s in iter_sets(tmp_path)] == ["A", "B", "C"]


# --- Errors -------------------------------------------------------------------------------


@pytest.mark.shared_data
def test_truncated_json_is_reported_with_the_file_name(guildpact_bytes: bytes) -> None:
    with pytest.raises(CardDataError, match=r"^GPT\.json: the JSON is truncated"):
        parse_set_payload("GPT.json", guildpact_bytes[: len(guildpact_bytes) // 2])


@pytest.mark.shared_data
def test_utf16_bytes_are_reported_as_the_wrong_encoding(guildpact_bytes: bytes) -> None:
    utf16 = guildpact_bytes.decode("utf-8").encode("utf-16")
    with pytest.raises(CardDataError, match=r"^GPT\.json: the file is UTF-16 encoded"):
        parse_set_payload("GPT.json", utf16)


@pytest.mark.shared_data
def test_latin1_bytes_are_reported_as_not_utf8(guildpact_bytes: bytes) -> None:
    latin1 = guildpact_bytes.decode("utf-8").encode("latin-1", errors="replace")
    with pytest.raises(CardDataError, match=r"^GPT\.json: the file is not UTF-8 \(byte 0x"):
        parse_set_payload("GPT.json", latin1)


@pytest.mark.parametrize(
    "document",
    [
        [],
        {"meta": {}},
        {"meta": {}, "data": {"code": "X"}},
        {"meta": {}, "data": {"X": {"cards": []}}},  # AllPrintings.json's shape
        {"data": {"cards": []}},
    ],
)
def test_json_that_is_not_a_set_file_is_rejected_with_the_file_name(document: Any) -> None:
    with pytest.raises(CardDataError, match=r"^Keywords\.json: not an MTGJSON set file"):
        parse_set_payload("Keywords.json", json.dumps(document).encode())


def test_an_unknown_extension_is_rejected_with_the_path(tmp_path: Path) -> None:
    path = tmp_path / "GPT.csv"
    path.write_text("name,text\n")
    with pytest.raises(CardDataError, match=r"GPT\.csv: unknown file type"):
        list(iter_set_payloads(path))


def test_a_missing_path_is_reported(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"nowhere\.json: no such file"):
        list(iter_set_payloads(tmp_path / "nowhere.json"))


def test_a_folder_without_set_files_is_reported(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="holds no .json"):
        list(iter_set_payloads(tmp_path))


def test_a_damaged_gzip_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "GPT.json.gz"
    path.write_bytes(gzip.compress(b'{"meta": {}}')[:-6])
    with pytest.raises(CardDataError, match=r"^GPT\.json\.gz: cannot decompress"):
        list(iter_set_payloads(path))


def test_a_truncated_archive_is_reported(tmp_path: Path) -> None:
    archive = _tar(tmp_path / "sets.tar.xz", "w:xz", {"A.json": os.urandom(50_000)})
    archive.write_bytes(archive.read_bytes()[:20_000])
    with pytest.raises(CardDataError, match=r"sets\.tar\.xz: the archive is damaged or truncated"):
        list(iter_set_payloads(archive))


def test_a_ruling_with_a_bad_date_names_the_file_and_the_card() -> None:
    card = _entry("Shock", "11111111-1111-4111-8111-111111111111")
    card["rulings"] = [{"date": "19/03/2021", "text": "Shock deals 2 damage."}]
    with pytest.raises(CardDataError, match=r"^TST\.json: card #0 \(Shock\), ruling #0"):
        parse_set_payload("TST.json", _set_file([card]))


def test_a_card_without_a_type_names_the_file_and_the_card() -> None:
    card = _entry("Shock", "11111111-1111-4111-8111-111111111111")
    del card["type"]
    with pytest.raises(CardDataError, match=r'^TST\.json: card #0 \(Shock\): "type" is missing'):
        parse_set_payload("TST.json", _set_file([card]))


def test_a_card_without_a_name_names_the_file_and_the_card() -> None:
    card = _entry("Shock", "11111111-1111-4111-8111-111111111111")
    del card["name"]
    with pytest.raises(CardDataError, match=r'^TST\.json: card #0: "name" is missing'):
        parse_set_payload("TST.json", _set_file([card]))


@pytest.mark.parametrize("name", ["", "   "])
def test_a_card_with_an_empty_name_is_refused_like_a_missing_one(name: str) -> None:
    card = _entry(name, "11111111-1111-4111-8111-111111111111")
    with pytest.raises(CardDataError, match=r'^TST\.json: card #0: "name" is empty'):
        parse_set_payload("TST.json", _set_file([card]))


def test_a_meld_half_with_an_empty_face_name_is_refused() -> None:
    card = _entry("Bruna // Brisela", "11111111-1111-4111-8111-111111111111")
    card |= {"layout": "meld", "faceName": ""}
    with pytest.raises(CardDataError, match=r'"faceName" is empty'):
        parse_set_payload("TST.json", _set_file([card]))


# --- Merging entries into cards -----------------------------------------------------------

FIRE_ICE = "22222222-2222-4222-8222-222222222222"


def _fire_ice_faces() -> list[dict[str, Any]]:
    ruling = {"date": "2004-10-04", "text": "You choose which half to cast."}
    return [
        _entry(
            "Fire // Ice",
            FIRE_ICE,
            side="a",
            faceName="Fire",
            layout="split",
            manaCost="{1}{R}",
            text="Fire deals 2 damage divided as you choose among one or two targets.",
            rulings=[ruling],
            foreignData=[
                _french("Feu // Glace", "Feu inflige 2 blessures…", faceName="Feu"),
            ],
        ),
        _entry(
            "Fire // Ice",
            FIRE_ICE,
            side="b",
            faceName="Ice",
            layout="split",
            manaCost="{1}{U}",
            text="Tap target permanent.\nDraw a card.",
            keywords=["Draw"],
            rulings=[ruling],
            foreignData=[
                _french("Feu // Glace", "Engagez le permanent ciblé.\nPiochez une carte.")
            ],
        ),
    ]


def test_the_faces_of_a_split_card_make_one_card() -> None:
    (card,) = parse_set_payload("TST.json", _set_file(_fire_ice_faces())).cards
    assert card.name == "Fire // Ice"
    assert card.type_line == "Instant // Instant"
    assert card.mana_cost == "{1}{R} // {1}{U}"
    assert card.oracle_text == (
        "Fire deals 2 damage divided as you choose among one or two targets."
        "\n//\nTap target permanent.\nDraw a card."
    )
    assert card.keywords == ("Draw",)
    # Both faces repeat the same ruling: it is kept once.
    assert card.rulings == (ParsedRuling(date(2004, 10, 4), "You choose which half to cast."),)
    assert card.french is not None
    assert card.french.name == "Feu // Glace"
    assert card.french.type_line == "Éphémère // Éphémère"
    assert card.french.text == (
        "Feu inflige 2 blessures…\n//\nEngagez le permanent ciblé.\nPiochez une carte."
    )


def test_a_card_with_one_face_left_untranslated_has_no_french() -> None:
    faces = _fire_ice_faces()
    faces[1]["foreignData"] = []
    (card,) = parse_set_payload("TST.json", _set_file(faces)).cards
    assert card.french is None


def test_a_french_face_whose_type_is_a_sentence_gives_the_name_alone() -> None:
    """A pages review: Feu // Glace showed « Éphémère // Engagez le permanent ciblé. » and a
    text ending with the artist's name, as Commander 2011's French entry gives them. Its name
    is French all the same; its type line and text are not to be trusted."""
    faces = _fire_ice_faces()
    faces[1]["foreignData"] = [
        _french("Feu // Glace", "Piochez une carte. Franz Vohwinkel", "Engagez le permanent ciblé.")
    ]
    (card,) = parse_set_payload("TST.json", _set_file(faces)).cards
    assert card.french.name == "Feu // Glace"
    assert (card.french.type_line, card.french.text) == ("", "")


def test_a_back_faces_french_type_loses_its_stray_dash() -> None:
    """A pages review: « Créature : - humain et insecte » on Delver of Secrets' back face."""
    faces = _fire_ice_faces()
    faces[1]["foreignData"][0]["type"] = "Créature : - humain et insecte"
    (card,) = parse_set_payload("TST.json", _set_file(faces)).cards
    assert card.french.type_line == "Éphémère // Créature : humain et insecte"


def test_the_line_breaks_a_french_text_lost_come_back_where_the_english_has_them() -> None:
    """A pages review: about 380 cards showed « Lien de vieÀ chaque fois… » and « Enchanter :
    créatureVous contrôlez… », the lines of their French run together."""
    card = _entry(
        "Lifelinker",
        "44444444-4444-4444-8444-444444444444",
        type="Creature — Cleric",
        text="Lifelink\nWhenever this creature attacks, draw a card.\n+2: Untap it.",
        originalText="Lifelink\nWhenever this creature attacks, draw a card.\n+2: Untap it.",
        foreignData=[
            _french(
                "Lieur de vie",
                "Lien de vieÀ chaque fois que cette créature attaque, piochez une carte.+2 : "
                "Dégagez-la.",
                "Créature : clerc",
            )
        ],
    )
    (parsed,) = parse_set_payload("TST.json", _set_file([card])).cards
    assert parsed.french.text == (
        "Lien de vie\nÀ chaque fois que cette créature attaque, piochez une carte.\n+2 : "
        "Dégagez-la."
    )


@pytest.mark.parametrize(
    ("french", "english"),
    [
        # A missing space is no lost line: the English has no more lines.
        ("Kick{3} (Vous pouvez payer {3} de plus.)", "Kicker {3} (You may pay {3} more.)"),
        # One line joining two keywords, as the French printed it: no place ran together.
        ("Vol, lien de vie", "Flying\nLifelink"),
        # Fewer places run together than lines missing: which ones is not sure.
        ("Vol, lien de vieÀ chaque fois, piochez.", "Flying\nLifelink\nWhenever, draw."),
    ],
)
def test_a_french_text_keeps_its_lines_when_the_lost_ones_are_not_sure(
    french: str, english: str
) -> None:
    assert with_english_line_breaks(french, english) == french


def test_variants_in_one_set_make_one_card_and_lend_it_their_french() -> None:
    oracle_id = "33333333-3333-4333-8333-333333333333"
    promo = _entry("Shock", oracle_id, text="Shock deals 2 damage to any target.")
    regular = dict(promo, foreignData=[_french("Choc", "Le Choc inflige 2 blessures…")])
    parsed = parse_set_payload("TST.json", _set_file([promo, regular]))
    (card,) = parsed.cards
    assert card.french is not None and card.french.name == "Choc"


def test_cards_without_an_oracle_id_are_skipped_and_counted() -> None:
    cards = [
        _entry("Reversible", None),
        _entry("Reversible", None),
        _entry("Shock", "33333333-3333-4333-8333-333333333333"),
    ]
    parsed = parse_set_payload("SLD.json", _set_file(cards, code="SLD"))
    assert [card.name for card in parsed.cards] == ["Shock"]
    assert parsed.skipped_without_oracle_id == 2


def test_empty_rulings_are_skipped_and_counted() -> None:
    card = _entry("Shock", "33333333-3333-4333-8333-333333333333")
    card["rulings"] = [{"date": "2021-03-19", "text": ""}, {"date": "2021-03-19", "text": "ok"}]
    parsed = parse_set_payload("TST.json", _set_file([card]))
    assert [r.text for r in parsed.cards[0].rulings] == ["ok"]
    assert parsed.skipped_empty_rulings == 1


def test_a_heading_between_dashes_is_no_ruling() -> None:
    """A pages review: Teferi's Protection showed "---------- The following rulings focus on
    the phasing keyword ----------" as a ruling dated 2017-08-25."""
    card = _entry("Shock", "33333333-3333-4333-8333-333333333333")
    heading = "---------- The following rulings focus on the phasing keyword ----------"
    card["rulings"] = [
        {"date": "2017-08-25", "text": heading},
        {"date": "2017-08-25", "text": "Phasing is -- as ever -- odd."},
    ]
    parsed = parse_set_payload("TST.json", _set_file([card]))
    assert [r.text for r in parsed.cards[0].rulings] == ["Phasing is -- as ever -- odd."]
    assert parsed.skipped_empty_rulings == 1


def test_a_french_entry_that_copies_the_english_card_is_not_french() -> None:
    # Commander 2016's Trial // Error and Neon Dynasty's Gloomshrieker have such entries.
    card = _entry("Shock", "33333333-3333-4333-8333-333333333333", text="Shock deals 2 damage.")
    card["foreignData"] = [_french("Shock", "Shock deals 2 damage.", type_="Instant")]
    (parsed,) = parse_set_payload("TST.json", _set_file([card])).cards
    assert parsed.french is None


def test_a_meld_half_is_named_after_its_own_face() -> None:
    # Each meld half has its own oracle id, but MTGJSON names it after the melded pair.
    card = _entry(
        "Bruna, the Fading Light // Brisela, Voice of Nightmares",
        "bce7e45d-b2c5-43aa-91a6-3a3c24f30850",
        layout="meld",
        side="a",
        faceName="Bruna, the Fading Light",
        foreignData=[_french("Bruna, la lumière pâlissante", "Vol, vigilance")],
    )
    (parsed,) = parse_set_payload("EMN.json", _set_file([card])).cards
    assert parsed.name == "Bruna, the Fading Light"
    assert parsed.french is not None and parsed.french.name == "Bruna, la lumière pâlissante"


def test_the_back_face_hint_of_a_modal_dfc_is_not_french_rules_text() -> None:
    oracle_id = "44444444-4444-4444-8444-444444444444"
    front = _entry(
        "Emeria's Call // Emeria, Shattered Skyclave",
        oracle_id,
        layout="modal_dfc",
        side="a",
        type="Sorcery",
        text="Create two 4/4 white Angel Warrior creature tokens with flying.",
        foreignData=[
            _french(
                "Appel d'Éméria // Éméria, fort céleste fracassé",
                "Créez deux jetons de créature 4/4 blanche Ange et Guerrier avec le vol."
                "\nTerrain\n{T} : Ajoutez {W}.",
                type_="Rituel",
            )
        ],
    )
    back = _entry(
        "Emeria's Call // Emeria, Shattered Skyclave",
        oracle_id,
        layout="modal_dfc",
        side="b",
        type="Land",
        text="{T}: Add {W}.",
        foreignData=[
            _french(
                "Appel d'Éméria // Éméria, fort céleste fracassé",
                "{T} : Ajoutez {W}.\nRituel\n{4}{W}{W}{W}",
                type_="Terrain",
            )
        ],
    )
    (card,) = parse_set_payload("ZNR.json", _set_file([front, back])).cards
    assert card.french is not None
    assert card.french.text == (
        "Créez deux jetons de créature 4/4 blanche Ange et Guerrier avec le vol."
        "\n//\n{T} : Ajoutez {W}."
    )


# --- Escaped HTML in texts ------------------------------------------------------------------


def test_escaped_italics_in_a_french_text_are_dropped_and_its_reminder_reads_plain() -> None:
    # Riftmarked Knight's French, as Time Spiral Remastered's file gives it, shortened.
    card = _entry(
        "Riftmarked Knight",
        "a20093c6-b8b4-4051-808f-febd030f7fe4",
        type="Creature — Human Rebel Knight",
        text="Protection from black; flanking (Whenever a creature without flanking blocks…)",
        foreignData=[
            _french(
                "Chevalier marqué par les failles",
                "Protection contre le noir ; débordement &lt;I&gt;(À chaque fois qu'une "
                "créature sans le débordement bloque…)&lt;/I&gt;\nSuspension 3 — {1}{W}{W}",
                type_="Créature : humain et rebelle et chevalier",
            )
        ],
    )
    (parsed,) = parse_set_payload("TSR.json", _set_file([card])).cards
    assert parsed.french is not None
    assert parsed.french.text == (
        "Protection contre le noir ; débordement (À chaque fois qu'une "
        "créature sans le débordement bloque…)\nSuspension 3 — {1}{W}{W}"
    )


def test_the_escaped_end_of_a_lost_tag_before_a_reminder_is_dropped() -> None:
    # Undying Evil's French in Dark Ascension's file: « &gt; » is all that is left of <I>.
    card = _entry(
        "Undying Evil",
        "3ceaeb1b-8b25-453d-ac09-e466cfdd9c77",
        text="Target creature gains undying until end of turn. (When it dies, …)",
        foreignData=[
            _french(
                "Mal immortel",
                "La créature ciblée acquiert la survivance jusqu'à la fin du tour. "
                "&gt;(Quand elle meurt, …)",
            )
        ],
    )
    (parsed,) = parse_set_payload("DKA.json", _set_file([card])).cards
    assert parsed.french is not None
    assert parsed.french.text.endswith("jusqu'à la fin du tour. (Quand elle meurt, …)")


def test_entities_are_decoded_and_ampersands_and_angle_brackets_meant_as_text_are_kept() -> None:
    card = _entry(
        "Look at Me, I'm R&D",
        "55555555-5555-4555-8555-555555555555",
        text="As Look at Me, I'm R&D enters, choose a number &amp; a &quot;letter&quot;.",
        flavorText="r3@d 7#][5 &33|<",
        rulings=[
            {"date": "2022-10-07", "text": "It just died. <sad trombone noises>"},
            {"date": "2022-10-07", "text": "It is &lt;spooky music&gt; a keyword &#8230;"},
            {"date": "2022-10-07", "text": "Look for &unknown; as written."},
        ],
    )
    (parsed,) = parse_set_payload("UNF.json", _set_file([card])).cards
    assert parsed.name == "Look at Me, I'm R&D"
    assert parsed.oracle_text == ('As Look at Me, I\'m R&D enters, choose a number & a "letter".')
    assert parsed.flavor_texts == (("en", "r3@d 7#][5 &33|<"),)
    assert [ruling.text for ruling in parsed.rulings] == [
        "It just died. <sad trombone noises>",
        "It is <spooky music> a keyword …",
        "Look for &unknown; as written.",
    ]


# --- The 579-set archive ------------------------------------------------------------------

# Run in a fresh interpreter so that ru_maxrss is this streaming's peak, not the test
# session's.
_STREAM_AND_COUNT = """
import json, re, resource, sys, time
from pathlib import Path
from rulings.importing.mtgjson import iter_sets

def peak_rss_mb():
    # Not ru_maxrss: Linux carries the parent's high-water mark over fork and exec, so a
    # test session that already holds a big import would be counted here. VmHWM is this
    # process's own peak.
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024)
    except OSError:
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)

start = time.perf_counter()
counts = dict(sets=0, cards=0, skipped=0, empty_rulings=0)
oracle_ids, french, rulings = set(), set(), set()
entity = re.compile(r"&(#[0-9]+|[a-z]+);", re.IGNORECASE)
escaped = 0  # French texts still holding an HTML entity (three did: TSR's and DKA's)
for parsed in iter_sets(Path(sys.argv[1])):
    counts["sets"] += 1
    counts["skipped"] += parsed.skipped_without_oracle_id
    counts["empty_rulings"] += parsed.skipped_empty_rulings
    for card in parsed.cards:
        counts["cards"] += 1
        oracle_ids.add(card.oracle_id)
        if card.french is not None:
            french.add(card.oracle_id)
            escaped += bool(entity.search(card.french.name + card.french.text))
        rulings.update((card.oracle_id, r.published_at, r.text) for r in card.rulings)
counts.update(
    oracle_ids=len(oracle_ids),
    french=len(french),
    rulings=len(rulings),
    escaped_french=escaped,
    seconds=round(time.perf_counter() - start, 1),
    peak_rss_mb=peak_rss_mb(),
)
print(json.dumps(counts))
"""


@pytest.fixture(scope="module")
def archive_counts(shared_data: Path) -> dict[str, int]:
    env = dict(os.environ, PYTHONPATH=str(BASE_DIR))
    result = subprocess.run(
        [sys.executable, "-c", _STREAM_AND_COUNT, str(shared_data / "mtgjson" / ARCHIVE_NAME)],
        capture_output=True,
        text=True,
        check=True,
        cwd=BASE_DIR,
        env=env,
    )
    counts = json.loads(result.stdout)
    print(f"\n579-set archive: {counts}")  # shown with pytest -s: time and peak memory
    return counts


# The expected figures were checked independently with jq over the archive extracted to
# /tmp (cat *.json | jq ...):
# - 579 set files; 59,634 card entries (`.data.cards | length`, summed);
# - 10 entries without identifiers.scryfallOracleId (SLD's reversible cards);
# - 51,975 distinct (data.code, scryfallOracleId): one ParsedCard per oracle card per set;
# - 23,738 distinct scryfallOracleId (SOURCES.md's 23,711 counts distinct names: meld
#   halves and Un-cards make the two differ);
# - 21,414 oracle ids with a French foreignData entry, of which 2 (Gloomshrieker, NEO, and
#   Karfell Kennel-Master, KHM) only have entries that copy the English card: 21,412;
# - 45,043 distinct (scryfallOracleId, date, text) among rulings with a non-empty text
#   (SOURCES.md's 45,080 counts by card name); 6 ruling entries have an empty text, and 18
#   are a heading between dashes (Teferi's Protection's three, on each of its printings).
@pytest.mark.slow
@pytest.mark.shared_data
def test_the_579_set_archive_streams_into_the_expected_counts(
    archive_counts: dict[str, int],
) -> None:
    assert archive_counts["sets"] == 579
    assert archive_counts["cards"] == 51_975
    assert archive_counts["skipped"] == 10
    # Six empty texts (Wandering Archaic), and Teferi's Protection's three headings on each
    # of its six printings.
    assert archive_counts["empty_rulings"] == 24
    assert archive_counts["oracle_ids"] == 23_738
    assert archive_counts["french"] == 21_412
    assert archive_counts["rulings"] == 45_043
    assert archive_counts["escaped_french"] == 0


@pytest.mark.slow
@pytest.mark.shared_data
def test_streaming_the_archive_keeps_memory_bounded(archive_counts: dict[str, int]) -> None:
    # Measured: ~140 MB, of which ~65 MB is xz's decoding dictionary and ~30 MB the
    # counting sets above. Holding the 238 MB of unpacked JSON, let alone its parsed
    # objects (several GB), would blow far past this bound.
    assert archive_counts["peak_rss_mb"] < 220


def test_each_face_keeps_what_it_prints_in_its_corner() -> None:
    """A judge's review: card pages showed no power and toughness, loyalty or defense,
    which the card data has."""
    bear = _entry("Grizzly Bears", "33333333-3333-4333-8333-333333333333", power="2", toughness="2")
    walker = _entry(
        "Ajani", "44444444-4444-4444-8444-444444444444", type="Legendary Planeswalker — Ajani",
        loyalty="X",
    )  # fmt: skip
    spell = _entry("Shock", "55555555-5555-4555-8555-555555555555")
    flip = [
        _entry("Delver // Aberration", "66666666-6666-4666-8666-666666666666", side="a",
               faceName="Delver", layout="transform", power="1", toughness="*"),
        _entry("Delver // Aberration", "66666666-6666-4666-8666-666666666666", side="b",
               faceName="Aberration", layout="transform", defense="5"),
    ]  # fmt: skip
    cards = parse_set_payload("TST.json", _set_file([bear, walker, spell, *flip])).cards
    stats = {card.name: card.stats for card in cards}
    assert stats["Grizzly Bears"] == ((("power", "2"), ("toughness", "2")),)
    assert stats["Ajani"] == ((("loyalty", "X"),),)
    assert stats["Shock"] == ()
    assert stats["Delver // Aberration"] == (
        (("power", "1"), ("toughness", "*")),
        (("defense", "5"),),
    )
