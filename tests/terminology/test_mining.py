"""Mining the English -> French terminology from printed cards."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from rulings.importing.mtgjson import ParsedCard, ParsedFrench, iter_cards
from terminology.mining import TermPair, mine_terminology
from terminology.mining.keywords import action_name, infinitives_of, is_keyword_name
from terminology.vocabulary import TermKind, french_stem

KEYWORD, CARD_TYPE, RULES_TERM = TermKind.KEYWORD, TermKind.CARD_TYPE, TermKind.RULES_TERM

ARCHIVE_NAME = "AUTRE04216-jsonSets_mtgjson-v5.2.0-20220425_579sets.tar.xz"

# Checked by hand on printed cards (SOURCES.md section 4 and the brief).
KNOWN_KEYWORDS = {
    "Replicate": "Duplication",
    "Ward": "Parade",
    "Flying": "Vol",
    "Trample": "Piétinement",
    "Haste": "Célérité",
    "Storm": "Déluge",
    "Scry": "Regard",
    "Kicker": "Kick",
    "Hexproof": "Défense talismanique",
    "Lifelink": "Lien de vie",
    "Deathtouch": "Contact mortel",
    "First strike": "Initiative",
    "Cycling": "Recyclage",
    "Convoke": "Convocation",
    "Menace": "Menace",
    "Prowess": "Prouesse",
    # Also in SOURCES.md's quick check.
    "Vigilance": "Vigilance",
    "Reach": "Portée",
    "Flash": "Flash",
    "Devoid": "Carence",
    "Buyback": "Rappel",
    "Madness": "Folie",
}
KNOWN_CARD_TYPES = {
    "Instant": "Éphémère",
    "Sorcery": "Rituel",
    "Creature": "Créature",
    "Artifact": "Artefact",
    "Enchantment": "Enchantement",
    "Land": "Terrain",
    "Planeswalker": "Planeswalker",
    "Legendary": "légendaire",
    "Tribal": "tribal",
    "Basic": "de base",
    "Snow": "neigeux",
}
KNOWN_RULES_TERMS = {
    "cast": "lancer",
    "counter (verb)": "contrecarrer",
    "counter (noun)": "marqueur",
    "token": "jeton",
    "battlefield": "champ de bataille",
    "tap": "engager",
    "untap": "dégager",
    "graveyard": "cimetière",
    "library": "bibliothèque",
    "stack": "pile",
    "damage": "blessures",
    "draw": "piocher",
    "sacrifice": "sacrifier",
    "exile": "exiler",
    "discard": "défausser",
    "target": "cible",
    "creature": "créature",
    "spell": "sort",
    "player": "joueur",
    "opponent": "adversaire",
    "mana": "mana",
    # "life" is printed "points de vie" ("gain 3 life" / "gagnez 3 points de vie").
    "life": "points de vie",
    "hand": "main",
}


def _card(
    english: str,
    french: str,
    keywords: tuple[str, ...] = (),
    type_line: str = "Creature — Bird",
    french_type: str = "Créature : oiseau",
    name: str = "Card",
) -> ParsedCard:
    return ParsedCard(
        oracle_id=f"oracle-{name}",
        name=name,
        type_line=type_line,
        oracle_text=english,
        mana_cost="",
        keywords=keywords,
        french=ParsedFrench(name=f"Carte {name}", type_line=french_type, text=french),
        rulings=(),
        set_code="TST",
    )


def _by_kind(pairs: list[TermPair], kind: str) -> dict[str, TermPair]:
    return {pair.english: pair for pair in pairs if pair.kind == kind}


# --- How votes are made -------------------------------------------------------------------


def test_a_keyword_list_pairs_with_the_french_list_part_by_part() -> None:
    cards = [
        _card("Flying, haste", "Vol, célérité", ("Flying", "Haste"), name="a"),
        _card(
            "Flying, haste\nWhen it dies, draw.",
            "Vol, célérité\nQuand…",
            ("Flying", "Haste"),
            name="b",
        ),
    ]
    keywords = _by_kind(mine_terminology(cards), KEYWORD)
    # Capitalised as at the start of a line, though printed after a comma.
    assert keywords["Flying"].french == "Vol"
    assert keywords["Haste"].french == "Célérité"
    assert (keywords["Haste"].count, keywords["Haste"].confidence) == (2, 1.0)


def test_a_keyword_cost_is_left_out_of_the_french_keyword() -> None:
    cards = [
        _card(
            f"Replicate {cost} (When you cast this spell, copy it…)\nTap target permanent.",
            f"Duplication {cost} (Quand vous lancez ce sort, copiez-le…)\nEngagez…",
            ("Replicate",),
            name=cost,
        )
        for cost in ("{U}", "{1}{R}")
    ]
    assert _by_kind(mine_terminology(cards), KEYWORD)["Replicate"].french == "Duplication"


def test_a_keyword_before_a_dash_pairs_with_the_french_before_the_dash() -> None:
    cards = [
        _card("Ward—Pay 3 life.", "Parade—Payez 3 points de vie.", ("Ward",), name="a"),
        _card("Ward {2}", "Parade {2}", ("Ward",), name="b"),
    ]
    ward = _by_kind(mine_terminology(cards), KEYWORD)["Ward"]
    assert (ward.french, ward.count) == ("Parade", 2)


def test_scry_inside_a_sentence_pairs_with_regard() -> None:
    cards = [
        _card("Scry 2.", "Regard 2.", ("Scry",), name="a"),
        _card(
            "When this enters the battlefield, scry 1.",
            "Quand cela arrive sur le champ de bataille, regard 1.",
            ("Scry",),
            name="b",
        ),
    ]
    assert _by_kind(mine_terminology(cards), KEYWORD)["Scry"].french == "Regard"


def test_confidence_is_the_winning_french_terms_share_of_the_votes() -> None:
    cards = [_card("Flying", "Vol", ("Flying",), name=str(n)) for n in range(3)]
    cards.append(_card("Flying", "Voler", ("Flying",), name="odd"))
    flying = _by_kind(mine_terminology(cards), KEYWORD)["Flying"]
    assert (flying.french, flying.count, flying.confidence) == ("Vol", 3, 0.75)


def test_a_spelled_out_ability_on_an_old_printing_is_not_a_keyword_vote() -> None:
    cards = [_card("Hexproof", "Défense talismanique", ("Hexproof",), name=str(n)) for n in "ab"]
    cards.append(
        _card(
            "Hexproof",
            "Thrun ne peut pas être la cible de sorts ou de capacités que vos adversaires "
            "contrôlent.",
            ("Hexproof",),
            name="old",
        )
    )
    assert _by_kind(mine_terminology(cards), KEYWORD)["Hexproof"].confidence == 1.0


@pytest.mark.parametrize(
    "name",
    ["Vol", "Au-delà", "Association d'âmes", "Recyclage de forêt", "Volonté du conseil"],
)
def test_keyword_names_may_join_their_words_with_de_du_des(name: str) -> None:
    assert is_keyword_name(name)


# What the votes of the full archive hold besides names (each lost to the real name).
@pytest.mark.parametrize(
    "phrase",
    [
        "VolSeuil",  # two keywords, the separator lost
        "Initiative  Lien de vie",
        "Affinité pour les artefacts",  # a keyword and its parameter
        "protection contre le noir",
        "Toutes les créatures gagnent",  # a clause
        "L'Algue",  # a card's name, with its article
        "V",
    ],
)
def test_phrases_and_names_run_together_are_not_keyword_names(phrase: str) -> None:
    assert not is_keyword_name(phrase)


@pytest.mark.parametrize(
    ("printed", "printed_words", "name"),
    [
        ("Meulez", {"meuler"}, "Meuler"),
        ("Meulez", set(), "Meulez"),  # -er, -ir or -re: no text says, no guess
        ("Proliférez", {"proliférer"}, "Proliférer"),
        ("Apprenez", set(), "Apprendre"),  # one infinitive only: no text needed
        ("Prenez", set(), "Prendre"),
        ("Détruisez", set(), "Détruire"),
        ("Détenez", set(), "Détenir"),
        ("Emmenez", set(), "Emmener"),
        ("Bannissez", {"bannir"}, "Bannir"),
        ("Glissez", {"glisser"}, "Glisser"),
        ("Glissez", set(), "Glissez"),
        ("Partez en expédition", {"partir"}, "Partir en expédition"),
        ("Mettez", {"mettre"}, "Mettre"),
        ("Aventurez-vous", set(), "Aventurez-vous"),  # a pronominal order, kept as printed
        ("Regard", set(), "Regard"),  # a noun: no order
        ("Monstruosité", set(), "Monstruosité"),
    ],
)
def test_a_keyword_action_printed_as_an_order_is_named_by_its_infinitive(
    printed: str, printed_words: set[str], name: str
) -> None:
    assert action_name(printed, printed_words.__contains__) == name


def test_the_regular_infinitive_comes_first() -> None:
    assert infinitives_of("Meulez") == ("Meuler", "Meulir", "Meulre")
    assert infinitives_of("Nez") == ("Ner", "Nir", "Nre")
    assert infinitives_of("ez") == ()


def test_reprints_with_the_same_wording_count_once_and_a_single_vote_is_not_enough() -> None:
    reprints = [_card("Storm", "Déluge", ("Storm",), name="same") for _ in range(5)]
    assert "Storm" not in _by_kind(mine_terminology(reprints), KEYWORD)


def test_cards_without_french_are_ignored() -> None:
    card = _card("Flying", "Vol", ("Flying",))
    english_only = ParsedCard(**{**card.__dict__, "french": None})
    assert mine_terminology([english_only, english_only]) == []


def test_card_types_are_aligned_once_known_words_are_taken_away() -> None:
    type_lines = [
        ("Instant", "Éphémère"),
        ("Creature — Elf", "Créature : elfe"),
        ("Legendary Creature — Elf", "Créature légendaire : elfe"),
    ]
    cards = [
        _card("", "", type_line=english, french_type=french, name=f"{english} {n}")
        for english, french in type_lines
        for n in range(2)
    ]
    types = {e: p.french for e, p in _by_kind(mine_terminology(cards), CARD_TYPE).items()}
    assert types == {"Instant": "Éphémère", "Creature": "Créature", "Legendary": "légendaire"}


@pytest.mark.parametrize("word", ["lancez", "lancer", "lancé", "lancée", "lance", "Lancez"])
def test_the_forms_of_a_french_verb_share_one_stem(word: str) -> None:
    assert french_stem(word) == "lanc"


# --- Guildpact alone ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def guildpact_terms(shared_data: Path) -> list[TermPair]:
    return mine_terminology(iter_cards(shared_data / "mtgjson" / "GPT.json"))


@pytest.mark.shared_data
def test_guildpact_alone_gives_replicate_duplication_and_the_spell_types(
    guildpact_terms: list[TermPair],
) -> None:
    assert _by_kind(guildpact_terms, KEYWORD)["Replicate"].french == "Duplication"
    types = _by_kind(guildpact_terms, CARD_TYPE)
    assert (types["Instant"].french, types["Sorcery"].french) == ("Éphémère", "Rituel")


@pytest.mark.shared_data
def test_guildpact_shows_the_2006_french_wording(guildpact_terms: list[TermPair]) -> None:
    # Printed in 2006, before Magic 2010 renamed things: spells were "joués", the
    # battlefield was "en jeu" and exile was "retirer de la partie". The miner reports
    # the cards it is given; the whole archive is needed for today's terms.
    rules = _by_kind(guildpact_terms, RULES_TERM)
    assert rules["cast"].french == "jouer"
    assert rules["battlefield"].french == "jeu"
    assert rules["exile"].french == "retirez"


# --- The 579-set archive ------------------------------------------------------------------


@pytest.fixture(scope="module")
def archive_terms(shared_data: Path) -> dict[str, dict[str, TermPair]]:
    cards = [c for c in iter_cards(shared_data / "mtgjson" / ARCHIVE_NAME) if c.french]
    start = time.perf_counter()
    pairs = mine_terminology(cards)
    seconds = time.perf_counter() - start
    by_kind = {kind: _by_kind(pairs, kind) for kind in (KEYWORD, CARD_TYPE, RULES_TERM)}
    # Shown with pytest -s.
    print(
        f"\nmined {len(cards)} French printings in {seconds:.1f} s: "
        + ", ".join(f"{len(v)} {k}" for k, v in by_kind.items())
    )
    return by_kind


@pytest.mark.slow
@pytest.mark.shared_data
def test_every_known_keyword_pair_is_found_on_the_archive(
    archive_terms: dict[str, dict[str, TermPair]],
) -> None:
    keywords = archive_terms[KEYWORD]
    found = {english: keywords[english].french for english in KNOWN_KEYWORDS if english in keywords}
    # Precision and recall on the known pairs: all of them, and nothing else.
    assert found == KNOWN_KEYWORDS
    assert all(keywords[english].confidence >= 0.9 for english in KNOWN_KEYWORDS)


@pytest.mark.slow
@pytest.mark.shared_data
def test_ward_is_parade_not_protection(archive_terms: dict[str, dict[str, TermPair]]) -> None:
    # A published list maps Ward to "Protection"; the cards say otherwise.
    keywords = archive_terms[KEYWORD]
    assert keywords["Ward"].french == "Parade"
    assert keywords["Protection"].french == "Protection"


@pytest.mark.slow
@pytest.mark.shared_data
def test_the_archive_gives_many_keywords_each_backed_by_a_clear_majority(
    archive_terms: dict[str, dict[str, TermPair]],
) -> None:
    keywords = archive_terms[KEYWORD].values()
    assert len(keywords) >= 190  # 198 measured
    assert all(pair.count >= 2 and pair.confidence > 0.5 for pair in keywords)


@pytest.mark.slow
@pytest.mark.shared_data
def test_card_types_are_found_on_the_archive(
    archive_terms: dict[str, dict[str, TermPair]],
) -> None:
    types = {english: pair.french for english, pair in archive_terms[CARD_TYPE].items()}
    assert {english: types.get(english) for english in KNOWN_CARD_TYPES} == KNOWN_CARD_TYPES


@pytest.mark.slow
@pytest.mark.shared_data
def test_rules_terms_are_found_on_the_archive(
    archive_terms: dict[str, dict[str, TermPair]],
) -> None:
    terms = {english: pair.french for english, pair in archive_terms[RULES_TERM].items()}
    assert {english: terms.get(english) for english in KNOWN_RULES_TERMS} == KNOWN_RULES_TERMS
