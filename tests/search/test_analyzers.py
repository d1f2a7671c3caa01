"""The Whoosh analyzers: tokens for French and English text and for names."""

import pickle

import pytest
from whoosh import fields, qparser
from whoosh.analysis import Analyzer
from whoosh.filedb.filestore import RamStorage
from whoosh.lang.stopwords import stoplists

from search.analyzers import (
    FRENCH_STOP_WORDS,
    english_analyzer,
    fold,
    french_analyzer,
    french_stem,
    name_analyzer,
)


def tokens(analyzer: Analyzer, text: str) -> list[str]:
    return [token.text for token in analyzer(text)]


def fr(text: str) -> list[str]:
    return tokens(french_analyzer(), text)


def en(text: str) -> list[str]:
    return tokens(english_analyzer(), text)


def name(text: str) -> list[str]:
    return tokens(name_analyzer(), text)


# --- French --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("c'est quoi la duplication", ["dupliqu"]),
        ("Comment marche le piétinement ?", ["pietin"]),
        ("qu'est-ce que c'est que l'aura", ["aur"]),
        ("est-ce que ça fonctionne", []),
        ("est-ce que je peux bloquer", ["bloqu"]),
        ("elle ne peut pas bloquer", ["peut", "bloqu"]),
        ("pourquoi combien où", []),
        ("que veut dire éphémère", ["ephemer"]),
        ("Quand vous lancez un sort, piochez une carte", ["lanc", "sort", "pioch", "cart"]),
        ("Sacrifiez une créature : elle gagne le vol", ["sacrif", "creatur", "gagn", "vol"]),
    ],
)
def test_french_sentences(text: str, expected: list[str]) -> None:
    assert fr(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("l'original", ["original"]),
        ("L'Original", ["original"]),
        ("l’original", ["original"]),
        ("qu’un", []),
        ("qu'un sort", ["sort"]),
        ("d'une carte", ["cart"]),
        ("jusqu'à la fin du tour", ["fin", "tour"]),
        ("lorsqu'il s'agit", ["agit"]),
        ("puisqu'elle n'importe", ["import"]),
        ("m'a t'a j'ai", []),
        # Inner apostrophes that are not elisions stay inside the word.
        ("aujourd’hui", ["aujourd'hu"]),
        ("aujourd'hui", ["aujourd'hu"]),
        # An elision typed with a space is still dropped.
        ("l original", ["original"]),
    ],
)
def test_french_elisions(text: str, expected: list[str]) -> None:
    assert fr(text) == expected


@pytest.mark.parametrize(
    "family",
    [
        ("lancé", "lancée", "lancer", "lancez", "lance", "lancées", "lançant", "lancee"),
        ("copie", "copies", "copier", "copié", "copiée", "copiez"),
        ("sacrifier", "sacrifiez", "sacrifie", "sacrifié", "sacrifiée", "sacrifiant"),
        ("éphémère", "ephemere", "Éphémère", "EPHEMERE", "éphémères"),
        ("Déluge", "deluge", "déluge"),
        ("capacité", "capacités", "capacite"),
        ("déclenchée", "déclenché", "déclencher", "declenche"),
        ("bloque", "bloquer", "bloqué", "bloquée", "bloquant"),
        ("exilé", "exiler", "exilez", "exil"),
        ("aura", "Auras"),
        ("chevalier", "chevaliers"),
    ],
)
def test_french_inflections_share_one_term(family: tuple[str, ...]) -> None:
    terms = {tuple(fr(word)) for word in family}
    assert len(terms) == 1, terms
    assert len(terms.pop()) == 1


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("chevalier", "cheval"),  # Knight, Horse
        ("guerrier", "guerre"),  # Warrior, war
        ("bouclier", "boucle"),  # shield, loop
    ],
)
def test_french_nouns_in_ier_keep_their_own_term(first: str, second: str) -> None:
    assert fr(first) != fr(second)


def test_french_decomposed_accents_fold_like_composed_ones() -> None:
    assert fr("e\u0301phe\u0301me\u0300re") == fr("éphémère") == ["ephemer"]


def test_french_ligatures_fold() -> None:
    assert fr("œuvre Æther") == fr("oeuvre aether") == ["oeuvr", "aeth"]


def test_typographic_ligatures_fold_in_both_languages() -> None:
    """A judge's review: "ﬁre", pasted from a PDF, found nothing."""
    assert en("ﬁre ﬂash eﬀect") == en("fire flash effect")
    assert fr("ﬁn de tour") == fr("fin de tour")


def test_french_keeps_symbols_and_rule_numbers() -> None:
    assert fr("{T} : ajoutez {C}. X") == ["t", "ajout", "c", "x"]
    assert fr("voir la règle 702.56a.") == ["voir", "regl", "702.56a"]


def test_french_splits_hyphens_and_underscores() -> None:
    assert fr("mot-clé") == ["mot", "cle"]
    assert fr("foo_bar") == ["foo", "bar"]


def test_french_stem_leaves_numbers_whole() -> None:
    assert french_stem("702.56a") == "702.56a"


# --- French stop list ----------------------------------------------------------------


def test_aura_survives_the_french_stop_list() -> None:
    assert "aura" not in FRENCH_STOP_WORDS
    assert fr("aura") == ["aur"]
    assert fr("Auras") == ["aur"]


def test_french_stop_list_differs_from_stock_only_on_purpose() -> None:
    stock = frozenset(stoplists["fr"])
    assert stock - FRENCH_STOP_WORDS == {"aura", "auras", "même", "c", "t"}
    assert {"quoi", "comment", "pourquoi", "quand", "marche", "fonctionne", "les"} <= (
        FRENCH_STOP_WORDS - stock
    )


@pytest.mark.parametrize("word", ["quoi", "comment", "pourquoi", "quand", "marche", "fonctionne"])
def test_french_question_words_are_dropped(word: str) -> None:
    assert fr(word) == []
    assert fr(word.upper()) == []


def test_french_stop_words_apply_to_unaccented_input() -> None:
    assert fr("ou ça marche") == fr("où ca marche") == []


@pytest.mark.parametrize("word", ["sort", "carte", "même", "si", "tout", "chaque", "autre"])
def test_french_game_words_survive(word: str) -> None:
    assert len(fr(word)) == 1


# --- English -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("How does flash work?", ["flash"]),
        ("what's a copy effect", ["copi", "effect"]),
        ("opponent's creature can't block", ["oppon", "creatur", "can't", "block"]),
        ("opponent’s creature can’t block", ["oppon", "creatur", "can't", "block"]),
        ("copy copies copied copying", ["copi", "copi", "copi", "copi"]),
        (
            "Phased out face down under your control until end of turn",
            ["phase", "out", "face", "down", "under", "control", "until", "end", "turn"],
        ),
        ("If no other player has the same name", ["if", "no", "other", "player", "same", "name"]),
        ("Æther Vial", ["aether", "vial"]),
        ("See rule 702.56a.", ["see", "rule", "702.56a"]),
        ("X damage to each opponent", ["x", "damag", "each", "oppon"]),
    ],
)
def test_english(text: str, expected: list[str]) -> None:
    assert en(text) == expected


@pytest.mark.parametrize(
    "family",
    [
        ("sacrifice", "sacrificed", "sacrificing", "sacrifices", "Sacrificed"),
        ("add", "added", "adding", "adds"),
        ("block", "blocked", "blocking", "blocks"),
        ("slice", "sliced", "slicing"),
    ],
)
def test_english_inflections_share_one_term(family: tuple[str, ...]) -> None:
    """Snowball read "sacrificed" as "sacrif" and "added" as "ad": a creature sacrificed,
    the mana added, missed every text saying "sacrifice" and "add"."""
    terms = {tuple(en(word)) for word in family}
    assert len(terms) == 1, terms


def test_english_verbs_keep_their_own_doubling() -> None:
    assert en("nodded tapped") == en("nod tap")


@pytest.mark.parametrize(
    "word", ["what", "how", "why", "when", "where", "does", "the", "can", "will"]
)
def test_english_question_words_are_dropped(word: str) -> None:
    assert en(word.capitalize()) == []


# --- Names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Urza's Saga", ["urza", "s", "saga"]),
        ("Lim-Dûl le Nécromancien", ["lim", "dul", "le", "necromancien"]),
        ("Æthersnipe", ["aethersnipe"]),
        ("L’Original", ["l", "original"]),
        ("Quand marche", ["quand", "marche"]),
        ("Sorcières", ["sorcieres"]),
    ],
)
def test_names_are_folded_but_neither_stemmed_nor_stopped(text: str, expected: list[str]) -> None:
    assert name(text) == expected


def test_fold() -> None:
    # The analyzers lowercase before folding, so only lowercase input matters.
    assert fold("éphémère’s œuvre") == "ephemere's oeuvre"


# --- Pickling and use in an index ----------------------------------------------------

SAMPLE = "L'Éphémère copie d’un sort : jusqu'à la fin du tour, opponent's X"


@pytest.mark.parametrize("factory", [english_analyzer, french_analyzer, name_analyzer])
def test_analyzers_pickle(factory) -> None:  # noqa: ANN001 - a factory function
    analyzer = factory()
    restored = pickle.loads(pickle.dumps(analyzer))
    assert tokens(restored, SAMPLE) == tokens(analyzer, SAMPLE)
    assert tokens(restored, SAMPLE)


def test_analyzers_survive_an_index_round_trip() -> None:
    schema = fields.Schema(
        key=fields.ID(stored=True),
        text_fr=fields.TEXT(analyzer=french_analyzer()),
        text_en=fields.TEXT(analyzer=english_analyzer()),
        name=fields.TEXT(analyzer=name_analyzer()),
    )
    storage = RamStorage()
    storage.create_index(schema)
    with storage.open_index().writer() as writer:
        writer.add_document(
            key="copy",
            text_fr="Quand vous lancez l’Éphémère, copiez-le.",
            text_en="When you cast the spell, copy it.",
            name="Déluge de l'Original",
        )
    index = storage.open_index()  # the schema, analyzers included, is unpickled here
    with index.searcher() as searcher:
        for field, query in [
            ("text_fr", "copier ephemere lance"),
            ("text_en", "copies casting"),
            ("name", "deluge original"),
        ]:
            parsed = qparser.QueryParser(field, index.schema).parse(query)
            assert [hit["key"] for hit in searcher.search(parsed)] == ["copy"], field


def test_short_texts_analysed_once_give_what_the_analyzer_gives() -> None:
    """search.names.tokens keeps the tokens of short texts per process: the same tokens as a
    fresh analysis, a list the caller may change without changing what is kept."""
    from search.names import SHORT_TEXT, _analyzers, _short_text_tokens, tokens

    _short_text_tokens.cache_clear()
    for text, analyzer in (
        ("Contrecarrez le sort", "fr"),
        ("blocks", "en"),
        ("l'Abominable sylvin", "name"),
        ("x" * (SHORT_TEXT + 1), "en"),
    ):
        fresh = [token.text for token in _analyzers()[analyzer](text)]
        first = tokens(text, analyzer)
        first.append("changed")
        assert tokens(text, analyzer) == fresh
    assert _short_text_tokens.cache_info().hits == 3  # the long text is not kept
    assert _short_text_tokens.cache_info().currsize == 3
