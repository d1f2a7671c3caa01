"""What build_query makes of a visitor's words: which parts select documents, which only rank."""

from functools import partial

import pytest
from whoosh.query import And, AndMaybe, Phrase, Term

from search.query import build_query, plan_query
from search.query_text import parse_user_query
from search.searchers import current_searcher
from search.spellings import near_spellings

DOCUMENTS = 10_000
# Document frequencies of an imaginary index: "spell" and "copy" are in a large share of it.
FREQUENCIES = {
    ("body_en", "spell"): 3_000,
    ("body_en", "copi"): 2_500,
    ("body_en", "replic"): 40,
    ("body_fr", "sort"): 3_000,
    ("body_fr", "copi"): 2_500,
}


def tree(text: str):
    return build_query(
        parse_user_query(text),
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0),
        document_count=DOCUMENTS,
    )


def leaves_of(query, kind) -> list:
    found = [query] if isinstance(query, kind) else []
    for child in query.children():
        found += leaves_of(child, kind)
    return found


def english_phrases(query) -> list[list[str]]:
    return [phrase.words for phrase in leaves_of(query, Phrase) if phrase.fieldname == "body_en"]


def test_a_phrase_of_common_words_is_matched_word_for_word_too():
    """Its pairs of neighbouring words make it cheap (search.evaluation): quoted, "copy spell"
    asks for the two words together, not anywhere in a text."""
    query = tree('"copy spell"')
    assert english_phrases(query) == [["copi", "spell"]]
    assert And([Term("body_en", "copi"), Term("body_en", "spell")], boost=2.0) not in leaves_of(
        query, And
    )


def test_a_phrase_with_a_rare_word_is_matched_word_for_word():
    assert english_phrases(tree('"replicate spell"')) == [["replic", "spell"]]


def test_common_words_only_rank_what_a_rare_word_selects():
    query = tree("replicate copy spell")
    assert isinstance(query, AndMaybe)
    assert Term("body_en", "replic") in leaves_of(query.a, Term)
    assert Term("body_en", "spell") not in leaves_of(query.a, Term)
    assert Term("body_en", "spell") in leaves_of(query.b, Term)


@pytest.mark.usefixtures("demo_index")
def test_a_word_of_a_name_is_taken_as_typed_and_a_misspelt_one_finds_the_name():
    with current_searcher() as searcher:
        near = near_spellings(searcher)
        assert near("title_fr", "gigatorpeur", 2) == []
        assert near("title_fr", "gigatorper", 2) == ["gigatorpeur"]


def test_a_word_no_text_holds_is_looked_for_as_its_correction():
    """« priorité » is printed on no French card: corrected to the name word "priority", the
    texts are searched for that word, the English texts included."""
    typed = parse_user_query("priorité du sort")
    query = build_query(
        typed,
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0) or 1,
        document_count=DOCUMENTS,
        corrected_words=("priority", "du", "sort"),
    )
    assert Term("body_en", "prioriti") in leaves_of(query, Term)


def test_in_a_question_only_long_words_are_read_as_their_corrections():
    """« faut » is on no French card, and one letter from the name word « faux » (« Faux
    pas »): read so, a question would look for the cards whose texts say « faux ». A long
    word's correction (« priorité » -> "priority") still reaches the texts."""
    typed = parse_user_query("est-ce qu'il faut avoir la priorité quand un sort est lancé")
    corrections = {"faut": "faux", "priorité": "priority"}
    query = build_query(
        typed,
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0) or 1,
        document_count=DOCUMENTS,
        corrected_words=tuple(corrections.get(word, word) for word in typed.words),
    )
    terms = {(leaf.fieldname, leaf.text) for leaf in leaves_of(query, Term)}
    assert ("body_en", "prioriti") in terms
    assert ("body_fr", "faux") not in terms and ("body_fr", "faut") in terms


def test_the_verb_of_a_french_inversion_is_read_through_the_terminology():
    """« réduit-il » asks whether it reduces: the lexicon reads « réduit », and the English
    texts are searched for "reduces"."""
    query = build_query(
        parse_user_query("Le Heaume réduit-il le coût du kicker ?"),
        terminology={"reduit": ["reduces"]},
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0) or 1,
        document_count=DOCUMENTS,
    )
    assert ("body_en", "reduc") in {(leaf.fieldname, leaf.text) for leaf in leaves_of(query, Term)}


def test_a_phrase_quoted_in_a_french_question_is_looked_for_in_english_as_its_reading():
    """« "distorsion" » is "shadow" in the English texts, as the word unquoted is: run through
    the English analyzer, it was a word no English text holds, and only the cards' French
    texts matched it, above the rule. A card found by both its texts counts its better one."""
    from whoosh.query import DisjunctionMax

    query = build_query(
        parse_user_query("C'est quoi le principe de la « distorsion » ?"),
        terminology={"distorsion": ["shadow"]},
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0) or 1,
        document_count=DOCUMENTS,
    )
    phrase = Term("body_en", "shadow", boost=2.0)
    assert DisjunctionMax([phrase, Term("body_fr", "distors", boost=2.0)]) in leaves_of(
        query, DisjunctionMax
    )
    # An English question's phrase, and a French word read as itself, are read as typed.
    assert Term("body_en", "distors", boost=2.0) in leaves_of(tree("« distorsion »"), Term)


def test_in_a_small_index_no_word_is_common():
    query = build_query(
        parse_user_query("copy spell"),
        frequency=lambda field, word: {("body_en", "spell"): 20, ("body_en", "copi"): 25}.get(
            (field, word), 0
        ),
        document_count=32,  # the demo data: 20 documents are most of it, yet few
    )
    # Both words select (only the pairs of neighbouring words merely rank).
    selecting = query.a if isinstance(query, AndMaybe) else query
    assert {Term("body_en", "spell"), Term("body_en", "copi")} <= set(leaves_of(selecting, Term))
    if isinstance(query, AndMaybe):
        assert {leaf.fieldname for leaf in leaves_of(query.b, Term)} <= {"pairs_en", "pairs_fr"}


def concept_scores(text: str, concepts: set[str], parts: set[str]) -> dict[str, float]:
    from whoosh.query import ConstantScoreQuery

    from search.names import concept_key

    known = {"concept": {concept_key(name, "en") for name in concepts}}
    known["concept_part"] = {concept_key(name, "en") for name in parts}
    query = build_query(
        parse_user_query(text),
        frequency=lambda field, word: FREQUENCIES.get((field, word), 0),
        document_count=DOCUMENTS,
        vocabulary=lambda field_name: frozenset(known.get(field_name, ())),
    )
    return {
        f"{part.child.fieldname}={part.child.text}": part.score
        for part in leaves_of(query, ConstantScoreQuery)
        if part.child.fieldname.startswith("concept")
    }


def test_a_question_that_is_part_of_a_longer_concept_name_scores_it_in_full():
    """ "summoning sickness" is all there is of Summoning Sickness Rule in the question: the
    half score that words inside a longer name get is for when a name is exactly them."""
    alone = concept_scores("summoning sickness", set(), {"summoning sickness"})
    assert alone == {"concept_part=en:sick summon": 50.0}
    both = concept_scores("summoning sickness", {"summoning sickness"}, {"summoning sickness"})
    assert both == {"concept=en:sick summon": 50.0, "concept_part=en:sick summon": 25.0}


def test_a_question_makes_the_same_tree_in_every_process():
    """The request's budget reads a tree's lists in its order: built from sets, whose order
    follows each process's hash seed, the same question lost different words in each worker
    (« engager le permanent ciblé »: 1,257 results in one, none in another)."""
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "import django; django.setup(); "
        "from search.query import build_query; from search.query_text import parse_user_query; "
        "print(build_query(parse_user_query('engager le permanent ciblé de mon adversaire'), "
        "terminology={'engager': ['tap'], 'cible': ['target']}))"
    )

    def tree_in_a_process(seed: int) -> str:
        environment = {
            "PYTHONHASHSEED": str(seed),
            "DJANGO_SETTINGS_MODULE": "config.settings.test",
            "PATH": "/usr/bin:/bin",
        }
        return subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parents[2],
            env=environment,
        ).stdout

    trees = {tree_in_a_process(seed) for seed in range(1, 6)}
    assert len(trees) == 1 and "name_exact" in trees.pop()


def test_a_name_after_an_elided_article_is_a_name_of_the_question():
    from search.names import name_key_ngrams
    from search.question_names import names_asked

    words = parse_user_query("Est-ce que l'Ange de Serra peut bloquer un dragon ?").words
    assert "ange de serra" in name_key_ngrams(words)
    assert "l ange de serra" in name_key_ngrams(words)  # a name that starts with one, too
    asked = names_asked(parse_user_query("Est-ce que l'Ange de Serra vole ?"))
    assert "ange de serra" in asked.the_question
    # Inside a word, an apostrophe is no elision: « aujourd'hui » stays whole.
    assert "hui" not in name_key_ngrams(("aujourd'hui",))


def test_a_name_before_a_possessive_is_a_name_of_the_question():
    """ "the untap symbol in Ryu, World Warrior's Hadoken ability": the possessive ends the
    name (Ryu alone, a legend's short name, was named); a possessive inside a name stays."""
    from search.names import name_key_ngrams

    words = parse_user_query("How does Ryu, World Warrior's Hadoken ability work?").words
    assert "ryu world warrior" in name_key_ngrams(words)
    assert "ryu world warrior s" in name_key_ngrams(words)
    words = parse_user_query("Can I untap Urza’s Saga?").words
    assert "urza s saga" in name_key_ngrams(words)
    assert "urza saga" not in name_key_ngrams(words)
    assert "urza" not in name_key_ngrams(words)  # the Vanguard card Urza came second


def test_a_french_term_asked_weighs_as_many_words_as_its_english():
    """« Hydrofouet et le contact mortel »: the keyword's French name has two words where
    "deathtouch" has one, and came before the card, which "Hydrolash and deathtouch" gives
    first."""
    from search.question_names import exact_name_parts

    def weight(french: dict[str, list[str]]) -> float:
        question = parse_user_query("Hydrofouet et le contact mortel")
        asked, _, _ = exact_name_parts(question, french)
        leaves = [leaf for part in asked for leaf in part.leaves()]
        return next(leaf.boost for leaf in leaves if leaf.text == "contact mortel")

    assert weight({"contact mortel": ["deathtouch"]}) == 3.0  # as "deathtouch", one word
    assert weight({}) == 4.0  # a name of two words, the terminology reading it as none


def test_an_everyday_word_half_of_the_question_is_no_name_it_asks():
    """ "sacrificing a creature" gave the glossary's Creature first: its name, typed as
    printed, is half of the question. "creature", in half of all texts, names no subject of
    its own: it is a name in passing there. Typed alone, it is still the question; and a name
    of no everyday word is the question at half ("trample deathtouch")."""
    from search.question_names import names_asked, share_holding

    frequencies = {
        ("body_en", "creatur"): DOCUMENTS // 2,
        ("body_en", "sacrific"): 500,
        ("body_en", "bear"): 80,
    }
    share = partial(share_holding, lambda field, word: frequencies.get((field, word), 0))
    assert share(DOCUMENTS, "creature") == 0.5
    assert share(DOCUMENTS, "sacrifice") == 0.05
    assert share(100, "bear") == 0  # held by too few texts to be common in any index
    names = {"creature", "sacrifice", "trample", "deathtouch"}
    in_the_full_data = partial(share, DOCUMENTS)

    def asked(text: str, share_of_texts=in_the_full_data):
        query = parse_user_query(text)
        return names_asked(query, is_a_name=names.__contains__, share_of_texts=share_of_texts)

    assert asked("sacrificing a creature").the_question == ()
    assert "creature" in asked("sacrificing a creature").in_passing
    assert asked("sacrificing a creature", share_of_texts=None).the_question == ("creature",)
    assert asked("creature").the_question == ("creature",)
    assert set(asked("trample deathtouch").the_question) == {"trample", "deathtouch"}


def test_a_card_s_name_of_common_words_in_lower_case_is_named_only_in_passing():
    """ "does first strike deal damage twice" ranked the card Deal Damage second: a name of
    two words was named plainly. Of common words only ("deal" and "damage" are in thousands
    of texts), typed in lower case, it is only in passing; written with a capital, or with a
    word few texts hold ("mana leak"), quoted, or a concept's ("face down"), it is still
    named."""
    from search.question_names import names_asked

    shares = {"deal": 0.05, "damage": 0.2, "mana": 0.3, "leak": 0.001, "face": 0.05, "down": 0.1}
    names = {"deal damage", "mana leak", "face down"}

    def named(text: str) -> tuple[str, ...]:
        return names_asked(
            parse_user_query(text),
            concepts=frozenset({"en:down face"}),
            is_a_name=names.__contains__,
            share_of_texts=lambda word: shares.get(word, 0.0),
        ).named

    assert named("does first strike deal damage twice") == ()
    assert named("does first strike Deal Damage twice") == ("deal damage",)
    assert named('does first strike "deal damage" twice') == ("deal damage",)
    # The capital that opens a sentence says nothing of a name.
    assert named("Deal damage twice with first strike?") == ()
    assert named("does mana leak counter a spell with split second") == ("mana leak",)
    assert named("can I turn a face down creature face up") == ("face down",)


def test_a_one_word_name_no_text_says_is_named_in_lower_case_an_everyday_word_is_not():
    """ "brainstorm" is in no text but as a name; "redirect" in 500 of 10,000; "pass" names a
    glossary entry, which concepts read in any form."""
    frequencies = {
        ("name_exact", "brainstorm"): 1,
        ("name_exact", "redirect"): 1,
        ("name_exact", "pass"): 1,
        ("body_en", "redirect"): 500,
    }
    planned = plan_query(
        parse_user_query("can i pass after brainstorm to redirect the damage"),
        frequency=lambda field, word: frequencies.get((field, word), 0),
        document_count=DOCUMENTS,
        vocabulary=lambda field_name: frozenset({"en:pass"} if field_name == "concept" else ()),
    )
    assert {term.text for term in planned.named} == {"brainstorm"}
