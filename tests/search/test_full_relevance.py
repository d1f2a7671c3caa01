"""The judged queries and the real players' questions (real_questions.py: the set the search was
developed beside, and the held-out collections it never met) on the full data: the
newest Comprehensive Rules, the 579 MTGJSON sets (with the terminology mined from them) and the
demo data, imported once for this module in a transaction that is rolled back at the end (one
module, so that the full data is imported and indexed once: about four minutes).

The real questions' MRR@10, French and English apart, is a measure, not a goal: its floors only
catch a collapse, and each question's rank is printed with `pytest -s`. Never tune the search
to these questions (see real_questions.py)."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import transaction

from search.indexer import rebuild
from search.searchers import current_searcher
from tests.rulings.helpers import ARCHIVE_NAME

from .judged_queries import FULL
from .real_questions import REAL_QUESTION_SETS
from .relevance import api_search, evaluate, reciprocal_rank
from .translated_questions import TRANSLATED_QUESTIONS

pytestmark = [pytest.mark.slow, pytest.mark.shared_data, pytest.mark.django_db]

NEWEST_RULES = "MagicCompRules_20260807_LF.txt"


@pytest.fixture(scope="module")
def full_index(shared_data: Path, django_db_setup, django_db_blocker, tmp_path_factory) -> Path:
    index_dir = tmp_path_factory.mktemp("full-index")
    archive = str(shared_data / "mtgjson" / ARCHIVE_NAME)
    rules = str(shared_data / "comprehensive-rules" / NEWEST_RULES)
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("loaddata", "demo", verbosity=0)
        call_command("import_rules", rules, "--activate", "--no-index", verbosity=0)
        call_command("import_cards", archive, "--no-index", verbosity=0)
        call_command("mine_terminology", archive, "--no-index", verbosity=0)
        previous, settings.SEARCH_INDEX_DIR = settings.SEARCH_INDEX_DIR, index_dir
        try:
            rebuild()
            yield index_dir
        finally:
            settings.SEARCH_INDEX_DIR = previous
            transaction.set_rollback(True)


@pytest.fixture
def search_index_dir(full_index, settings) -> Path:
    """This module searches the full index instead of a fresh, empty one per test."""
    settings.SEARCH_INDEX_DIR = full_index
    return full_index


def test_the_full_judged_set_is_half_french_half_english():
    assert len(FULL) >= 40
    assert sum(query.lang == "fr" for query in FULL) == sum(query.lang == "en" for query in FULL)


def test_every_judged_query_finds_its_answer_in_the_top_three_on_the_full_data(client):
    report = evaluate(client, FULL)
    print(f"\nMRR full data: fr={report['fr']:.3f} en={report['en']:.3f}")
    assert report["misses"] == []
    assert report["fr"] >= 0.9 and report["en"] >= 0.9
    assert abs(report["en"] - report["fr"]) <= 0.05


# --- Real players' questions ----------------------------------------------------------

TOP = 10
# Measured on this module's data (no mined lexicon) on 2026-12-03, after each card face of two
# words or more became a name (938acd2 gave fr=0.397 on the held-out set). Each floor is the
# figure minus 0.1, or minus one question's worth where that is more (the third held-out
# collection's six French questions: 0.17), to catch a collapse; it is not a target. The second
# and third held-out collections' on 2026-12-05, when they were added (the search of 66dd0e2);
# the fourth's on 2026-12-05 too, when it was added (the search of 56cc46f); the fifth's on
# 2026-12-07, when it was added (the search of c297f58).
MEASURED = {
    "developed beside": {"fr": 0.422, "en": 0.578},
    "held out": {"fr": 0.394, "en": 0.678},
    "held out, second collection": {"fr": 0.643, "en": 0.595},
    "held out, third collection": {"fr": 0.917, "en": 0.717},
    "held out, fourth collection": {"fr": 0.769, "en": 0.656},
    "held out, fifth collection": {"fr": 0.667, "en": 0.473},
}
SETS = REAL_QUESTION_SETS


def _floor(name: str, language: str) -> float:
    asked = sum(question.lang == language for question in SETS[name])
    return MEASURED[name][language] - max(0.1, 1 / asked)


FLOORS = {name: {language: _floor(name, language) for language in MEASURED[name]} for name in SETS}
ALL_REAL_QUESTIONS = [question for questions in SETS.values() for question in questions]
# Each set's least size and whether it is about half French, as the issue asked of a set; the
# third, fourth and fifth held-out collections are English mostly (the French pages within
# reach were used up).
SHAPES = {name: (60, True) for name in SETS} | {
    "held out, third collection": (30, False),
    "held out, fourth collection": (40, False),
    "held out, fifth collection": (25, False),
}


@pytest.mark.parametrize("name", SETS)
def test_the_real_questions_are_well_formed(name):
    questions = SETS[name]
    at_least, half_french = SHAPES[name]
    assert len(questions) >= at_least
    french = sum(question.lang == "fr" for question in questions)
    english = sum(question.lang == "en" for question in questions)
    assert french + english == len(questions)
    assert abs(french - english) <= 0.1 * len(questions) or not half_french
    assert len({(q.lang, q.text) for q in questions}) == len(questions)
    for question in questions:
        assert re.fullmatch(r"https://[^\s/]+\.[^\s/]+/\S*", question.source), question.source
        assert question.text.strip() and question.expected, question.text
        assert len(set(question.expected)) == len(question.expected), question.text


def test_every_english_real_question_but_one_has_its_french_version():
    """tests/search/translated_questions.py: the same questions asked in French (bench/
    real_questions.py compares the two), each keeping the English one's answers and source."""
    english = [question for question in ALL_REAL_QUESTIONS if question.lang == "en"]
    assert len(TRANSLATED_QUESTIONS) == len(english) - 1  # all but "Can I Frazzle Reality?"
    assert len({original.text for original, _ in TRANSLATED_QUESTIONS}) == len(TRANSLATED_QUESTIONS)
    for original, french in TRANSLATED_QUESTIONS:
        assert (original.lang, french.lang) == ("en", "fr")
        assert (french.expected, french.source) == (original.expected, original.source)
        assert french.text != original.text and french.note


def test_no_question_is_in_two_sets():
    asked = [(question.lang, question.text) for question in ALL_REAL_QUESTIONS]
    assert len(set(asked)) == len(asked)


def test_every_expected_ref_is_a_result_of_the_full_index(search_index_dir):
    with current_searcher() as searcher:
        missing = [
            (question.text, ref)
            for question in ALL_REAL_QUESTIONS
            for ref in question.expected
            if searcher.document_number(ref=ref) is None
        ]
    assert missing == []


@pytest.mark.parametrize("name", SETS)
def test_mrr_at_ten_on_real_questions_stays_above_its_floor(client, name):
    ranks: dict[str, list[float]] = {"fr": [], "en": []}
    for question in SETS[name]:
        data = client.get("/api/search", {"q": question.text, "lang": question.lang}).json()
        refs = [result["ref"] for result in data["results"]][:TOP]
        rank = reciprocal_rank(refs, question.expected)
        ranks[question.lang].append(rank)
        position = round(1 / rank) if rank else "-"
        print(f"{position:>3} [{question.lang}] {question.text[:100]}")
    mrr = {lang: sum(values) / len(values) for lang, values in ranks.items()}
    print(f"\nMRR@{TOP} on real questions, {name}: fr={mrr['fr']:.3f} en={mrr['en']:.3f}")
    assert mrr["fr"] >= FLOORS[name]["fr"]
    assert mrr["en"] >= FLOORS[name]["en"]


def test_a_short_french_word_no_card_prints_is_not_read_as_a_keyword(client):
    """« peux » is printed on no French card and is one letter from « peur » (Fear, in the
    names): a question about when an instant can be cast must not bring Fear up."""
    data = client.get(
        "/api/search", {"q": "quand est-ce que je peux lancer un éphémère", "lang": "fr"}
    ).json()
    refs = [result["ref"] for result in data["results"]][:TOP]
    assert refs and not {"fear", "702.36"} & set(refs)


def test_a_keyword_s_name_brings_its_rule_before_the_cards_named_with_its_word(client):
    """« vol » asks about flying: its rule comes before Sarkhan Vol and Sarpadian Empires,
    Vol. VII, whose names hold the word; "craterhoof" asks about Craterhoof Behemoth, which
    comes before its rulings (search.question_names.one_name_word_part)."""
    refs = [result["ref"] for result in api_search(client, "vol", "fr")["results"]]
    assert "702.9" in refs[:3]
    assert not {"Sarkhan Vol", "Sarpadian Empires, Vol. VII"} & set(refs[:3])
    refs = [result["ref"] for result in api_search(client, "craterhoof")["results"]]
    assert refs[0] == "Craterhoof Behemoth"


def test_a_short_french_query_names_what_its_english_reading_names(client):
    """A French player's review: « éphémère vs rituel » found Ephemerate (« Éphémérer ») and
    the cards that print both words, where "instant vs sorcery" finds Instant and Sorcery;
    « éphémère » alone found Ephemerate first."""

    def first(text: str, lang: str, count: int) -> list[str]:
        return [result["ref"] for result in api_search(client, text, lang)["results"]][:count]

    english = first("instant vs sorcery", "en", 4)
    assert {"Instant", "Sorcery"} <= set(english)
    assert first("éphémère vs rituel", "fr", 4) == english
    assert first("éphémère", "fr", 1) == ["Instant"]


def test_que_se_passe_t_il_opens_a_french_question_and_changes_nothing(client):
    """« que se passe-t-il » is "what happens": « que se passe-t-il quand un jeton meurt ? »
    found the rulings that say "pass" first, where the question without it finds the rule of
    tokens (search.query_text)."""

    def first(text: str) -> list[str]:
        return [result["ref"] for result in api_search(client, text, "fr")["results"]][:4]

    asked = first("quand un jeton meurt ?")
    assert "111" in asked
    assert first("que se passe-t-il quand un jeton meurt ?") == asked
    assert first("qu'est-ce qui se passe quand un jeton meurt ?") == asked


def test_a_french_word_of_the_rules_no_card_prints_reaches_its_rules(client):
    """A French review: « capacité statique », « joueur actif » found the generic Ability
    and Player first, « statique » and « actif » having no English reading
    (search.terminology.Cognates.by_ending)."""
    for question, entry in (
        ("capacité statique", "Static Ability"),
        ("joueur actif", "Active Player"),
    ):
        refs = [result["ref"] for result in api_search(client, question, "fr")["results"]]
        assert entry in refs[:3], (question, refs[:3])


def test_an_everyday_word_half_of_the_question_leaves_it_to_the_other_half(client):
    """An English review: "sacrificing a creature" and "my creature died" gave the glossary's
    Creature first, its name typed as printed; "creature", in half of all texts, is what they
    ask about least (search.question_names: EVERYDAY_SHARE, _is_the_question)."""
    for question, answers in (
        ("sacrificing a creature", {"701.21", "sacrifice", "Sacrifice"}),
        ("my creature died", {"Dies", "700.4"}),
    ):
        refs = [result["ref"] for result in api_search(client, question, "en")["results"]]
        assert refs[0] in answers, (question, refs[:3])
