"""A question names keywords, glossary entries and rule titles in any form of their words,
in English or French: "countered" is Counter, "poison counters" Poison Counter, "la règle
de la légende" Legend Rule, through the lexicon mined from the cards. Each is found where
the question names it, ahead of cards that only share its words."""

import pytest

from keywords.models import GlossaryEntry, Rule, RulesEdition
from rulings.models import Card, Ruling
from search.names import concept_key, concept_part_keys
from terminology.models import LexiconEntry

from .current_rules import current_edition, current_glossary, current_rules
from .relevance import api_search


def test_a_concept_is_keyed_by_the_set_of_its_stems():
    assert concept_key("Poison Counter", "en") == concept_key("poison counters", "en")
    assert concept_key("Counter", "en") == concept_key("countered", "en")
    assert concept_key("Legend Rule", "en") == concept_key("rule of the legend", "en")
    assert concept_key("the", "en") == ""
    assert concept_key("Bloquer", "fr") == concept_key("bloquées", "fr")
    # The words inside a longer name are keys of their own.
    assert concept_key("summoning sickness", "en") in concept_part_keys(
        "Summoning Sickness Rule", "en"
    )
    assert concept_part_keys("Counter", "en") == set()
    # A run of one word repeated is no part: "vs" is a little word, "team team" no concept.
    assert concept_part_keys("Team vs. Team Variant", "en") == set()


@pytest.fixture
def concepts_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_glossary(
        {
            "Counter": "To cancel a spell or ability so it doesn't resolve. See rule 701.6.",
            "Poison Counter": "A counter that may be given to a player. See rule 122.1f.",
            "Legend Rule": "A state-based action about legendary permanents. See rule 704.5j.",
            "Summoning Sickness Rule": "A creature can't attack unless under its controller's "
            "control continuously since their most recent turn began. See rule 302.6.",
        }
    )
    Rule.objects.create(edition=edition, number="701.6", kind="rule", text_en="Counter")
    Rule.objects.create(
        edition=edition,
        number="701.6a",
        kind="subrule",
        text_en="To counter a spell or ability means to cancel it, removing it from the stack.",
    )
    for number in range(1, 12):  # cards that share the words, and would rank first on them
        Card.objects.create(
            slug=f"card-{number}",
            name_en=f"Spell Graveyard Legend {number}",
            name_fr=f"Légende du cimetière {number}",
            type_line_en="Legendary Creature",
            oracle_text_en="When a spell is countered, return it from your graveyard. Poison "
            "counters and the legend rule, summoning sickness: they all are words here.",
            oracle_text_fr="Mal d'invocation, règle de la légende : des mots, ici.",
        )
    LexiconEntry.objects.create(french="règle", english="rule", aligned=40)
    LexiconEntry.objects.create(french="légende", english="legend", aligned=12)
    LexiconEntry.objects.create(french="mal d'invocation", english="summoning sickness", aligned=9)
    rebuild()


def many_cards(name: str, count: int, text: str) -> None:
    """`count` cards saying `text` ("Bear 0", "Bear 1" …): enough for its words to be as
    common as in the full data."""
    Card.objects.bulk_create(
        Card(slug=f"{name.lower()}-{n}", name_en=f"{name} {n}", oracle_text_en=text)
        for n in range(count)
    )


def first_refs(client, text: str, lang: str = "en") -> list[str]:
    answer = client.get("/api/search", {"q": text, "lang": lang}).json()
    return [hit["ref"] for hit in answer["results"]][:3]


def search_hits(client, text: str, lang: str) -> list[dict]:
    return client.get("/api/search", {"q": text, "lang": lang}).json()["results"]


@pytest.mark.usefixtures("concepts_indexed")
def test_a_verb_form_finds_its_concept_and_the_rule_that_defines_it(client):
    refs = first_refs(client, "countered")
    assert refs[:2] == ["701.6", "Counter"]


@pytest.mark.usefixtures("concepts_indexed")
def test_a_plural_inside_a_question_finds_the_glossary_entry(client):
    assert first_refs(client, "how many poison counters")[0] == "Poison Counter"


@pytest.mark.usefixtures("concepts_indexed")
def test_french_words_reach_the_english_concept_through_the_lexicon(client):
    assert first_refs(client, "la règle de la légende", "fr")[0] == "Legend Rule"
    assert first_refs(client, "mal d'invocation", "fr")[0] == "Summoning Sickness Rule"


@pytest.mark.usefixtures("concepts_indexed")
def test_a_french_run_reads_term_by_term_its_little_words_uncounted(client):
    """« arrive sur le champ de bataille » is six words, three of them little, and its English
    two terms of the lexicon: Enters the Battlefield, not the cards printing those words."""
    from search.indexer import rebuild

    edition = RulesEdition.objects.get(is_current=True)
    GlossaryEntry.objects.create(
        edition=edition,
        term_en="Enters the Battlefield",
        definition_en="A nontoken permanent enters the battlefield when it's moved there.",
    )
    many_cards("Herald", 11, "When this creature enters the battlefield, draw a card.")
    Card.objects.filter(slug__startswith="herald-").update(
        oracle_text_fr="Quand cette créature arrive sur le champ de bataille, piochez une carte."
    )
    LexiconEntry.objects.create(french="arrive", english="enters", aligned=30)
    LexiconEntry.objects.create(french="champ de bataille", english="battlefield", aligned=60)
    rebuild()
    question = "quand une créature arrive sur le champ de bataille"
    assert first_refs(client, question, "fr")[0] == "Enters the Battlefield"


def names_beside_concepts(text: str, concepts: frozenset[str], terminology: dict):
    """names_asked of `text`, told which names lie inside a longer concept it names."""
    from search.query_text import parse_user_query
    from search.question_concepts import concept_spans, inside_a_concept
    from search.question_names import names_asked

    query = parse_user_query(text)
    spans = concept_spans(query.words, terminology, lambda field: concepts, "fr")
    return names_asked(
        query, inside_a_concept=lambda key: inside_a_concept(key, query.words, spans)
    )


def test_a_name_typed_inside_a_longer_concept_the_question_names_is_a_word_of_it():
    """A French player's review: « phase de fin » gave the glossary's Phase first, a name
    that is half the question, before the Ending Phase the whole question names."""
    from search.query_text import parse_user_query
    from search.question_names import names_asked

    concepts, terminology = frozenset({"en:end phase", "en:phase"}), {"fin": ["end"]}
    assert "phase" in names_asked(parse_user_query("phase de fin")).the_question
    asked = names_beside_concepts("phase de fin", concepts, terminology)
    assert "phase" in asked.named and "phase" not in asked.the_question
    # Asked alone, or beside a word of no concept with it, the name is the question still.
    for text in ("phase", "phase dolphin"):
        assert "phase" in names_beside_concepts(text, concepts, terminology).the_question


@pytest.mark.usefixtures("concepts_indexed")
def test_a_word_the_lexicon_does_not_know_joins_the_words_it_reads_as_itself(client):
    # « marqueur » is read through the lexicon, « poison » is not in it: read as its own
    # English stem (as "additionnel" is "additional"), the two name Poison Counter.
    from search.indexer import rebuild

    LexiconEntry.objects.create(french="marqueur", english="counter", aligned=30)
    rebuild()
    assert first_refs(client, "combien de marqueurs poison", "fr")[0] == "Poison Counter"


@pytest.mark.usefixtures("concepts_indexed")
def test_without_the_lexicon_the_french_question_does_not_reach_it(client):
    from search.indexer import rebuild

    LexiconEntry.objects.all().delete()
    rebuild()
    assert "Summoning Sickness Rule" not in first_refs(client, "mal d'invocation", "fr")[:1]


@pytest.fixture
def two_rulings_indexed(db, search_index_dir):
    from rulings.models import Ruling
    from search.indexer import rebuild

    card = Card.objects.create(slug="echo", name_en="Echo Chamber", oracle_text_en="Draw.")
    # The same words as often in both, and the same length: only their order differs. The
    # scattered one is saved first, so it would win a tie.
    for text in (
        "A spell you cast isn't a copy, whatever the rule says.",
        "A copy of a spell isn't cast, whatever the rule says.",
    ):
        Ruling.objects.create(card=card, published_at="2024-06-07", text_en=text, source="wotc")
    rebuild()


@pytest.mark.usefixtures("two_rulings_indexed")
def test_words_that_stand_together_outrank_the_same_words_scattered(client):
    from rulings.models import Ruling

    together = Ruling.objects.get(text_en__startswith="A copy of a spell")
    answer = client.get("/api/search", {"q": "copy of a spell", "lang": "en"}).json()
    rulings = [hit["url"] for hit in answer["results"] if hit["type"] == "ruling"]
    assert len(rulings) == 2
    assert rulings[0].endswith(f"#ruling-{together.pk}")


def test_a_concept_that_leaves_words_another_concept_names_is_not_the_question():
    from search.question_concepts import concept_parts

    names = {"concept": frozenset({"en:cast spell", "en:copi"}), "concept_part": frozenset()}
    # "cast" and "spell" are most of the question and name Casting Spells; but "copy" names
    # Copy: the question is about both (a ruling answers it), neither is the question alone.
    question, in_passing, _ = concept_parts(
        ("is", "a", "copy", "of", "a", "spell", "cast"), {}, names.get
    )
    assert question == []
    assert {part.child.text for part in in_passing} == {"en:cast spell", "en:copi"}
    # A question that is only Casting Spells still is.
    question, _, _ = concept_parts(("casting", "a", "spell"), {}, names.get)
    assert [part.child.text for part in question] == ["en:cast spell"]
    # As is one whose word left out names nothing.
    question, _, _ = concept_parts(("spell", "cast", "twice"), {}, names.get)
    assert [part.child.text for part in question] == ["en:cast spell"]
    # Or only words inside a longer concept's name (first strike damage is no name).
    inside = {"concept": frozenset({"en:first strike"}), "concept_part": {"en:damag strike"}}
    question, _, _ = concept_parts(("first", "strike", "damage"), {}, inside.get)
    assert [part.child.text for part in question] == ["en:first strike"]


def test_a_concept_named_only_inside_a_longer_one_is_no_link_of_its_own():
    from whoosh.query import Term

    from search.question_concepts import concept_parts

    names = {"concept": frozenset({"en:counter poison", "en:poison"}), "concept_part": frozenset()}
    # "poison" is Poisonous too, but here a word of Poison Counter, which the question names.
    _, in_passing, no_link = concept_parts(("ten", "poison", "counters"), {}, names.get)
    assert Term("concept", "en:poison") in no_link
    assert Term("concept", "en:counter poison") not in no_link
    # Named on its own elsewhere in the question, it is.
    _, _, no_link = concept_parts(
        ("poison", "counters", "then", "one", "more", "poison", "creature"), {}, names.get
    )
    assert Term("concept", "en:poison") not in no_link


def test_a_word_no_concept_holds_is_still_read_inside_a_term_the_terminology_reads():
    """Runs holding a word that no concept key can hold are not read (a long question's
    runs are mostly such), unless a term of the terminology covers the word: « en jeu », a
    term that starts with a little word, is the battlefield though « jeu » alone is none."""
    from whoosh.query import Term

    from search.question_concepts import concept_parts
    from search.terminology import FrenchToEnglish

    names = {"concept": frozenset({"en:battlefield", "en:die"}), "concept_part": frozenset()}
    terminology = FrenchToEnglish({"en jeu": ["battlefield"], "meurt": ["dies"]})
    words = ("la", "creature", "en", "jeu", "meurt")
    _, in_passing, _ = concept_parts(words, terminology, names.get, read_in="fr")
    assert {part.child for part in in_passing} == {
        Term("concept", "en:battlefield"),
        Term("concept", "en:die"),
    }
    # Without the term, « jeu » is no word of a concept, and neither run holding it names one.
    _, in_passing, _ = concept_parts(
        words, FrenchToEnglish({"meurt": ["dies"]}), names.get, read_in="fr"
    )
    assert {part.child for part in in_passing} == {Term("concept", "en:die")}


@pytest.mark.usefixtures("concepts_indexed")
def test_little_words_do_not_make_a_concept_named_in_passing_the_question(client):
    # "sort" alone is one word of three that mean something: « d'un » and « est-elle » are
    # little words, and do not count. The rule that answers comes first.
    for french, english in (("sort", "spell"), ("copie", "copy"), ("lancée", "cast")):
        LexiconEntry.objects.create(french=french, english=english, aligned=50)
    edition = RulesEdition.objects.get()
    GlossaryEntry.objects.create(edition=edition, term_en="Spell", definition_en="A card.")
    Rule.objects.create(
        edition=edition, number="707.10", kind="rule", text_en="A copy of a spell isn't cast."
    )
    from search.indexer import rebuild

    rebuild()
    assert first_refs(client, "la copie d'un sort est-elle lancée ?", "fr")[:1] != ["Spell"]
    assert first_refs(client, "un sort", "fr")[:1] == ["Spell"]


@pytest.mark.usefixtures("concepts_indexed")
def test_a_one_word_card_name_inside_a_question_is_found_with_a_capital_or_none_needed(client):
    from search.indexer import rebuild

    Card.objects.create(slug="spellskite", name_en="Spellskite", oracle_text_en="Hexproof.")
    rebuild()
    question = "My opponent casts a spell, can Spellskite redirect Shock when targeted twice?"
    assert first_refs(client, question)[:1] == ["Spellskite"]
    # No text says "spellskite" but its name: in lower case it names the card all the same
    # (an everyday word does not: search/test_query_tree.py).
    assert first_refs(client, question.lower())[:1] == ["Spellskite"]


@pytest.mark.usefixtures("concepts_indexed")
def test_a_one_word_card_name_with_its_article_is_found_with_no_capital(client):
    """« La Massacreuse », typed in lower case: its one word beside the article is in no text
    but its name, as "spellskite" is; the rules came first, the card nowhere."""
    from search.indexer import rebuild

    Card.objects.create(
        slug="massacre-girl",
        name_en="Massacre Girl",
        name_fr="La Massacreuse",
        oracle_text_en="Menace.",
        oracle_text_fr="Menace.",
    )
    rebuild()
    question = "que se passe-t-il si mon adversaire lance la massacreuse sur ma creature"
    assert first_refs(client, question, "fr")[:1] == ["Massacre Girl"]


def test_another_form_of_a_printed_word_reads_as_its_english():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "contrecarrez": ["counter"],
            "engagez": ["tap"],
            "mal d invocation": ["summoning sickness"],
        }
    )
    assert english_for(printed, "contrecarrer") == ["counter"]  # as players ask
    assert english_for(printed, "engage") == ["tap"]
    assert english_for(printed, "mal") == []  # a word of a longer term is not the term
    assert english_for({"engagez": ["tap"]}, "engager") == []  # a plain dict: forms as given
    # A little word is no form of a printed word: « il » is none of « île » (keyed "ile").
    islands = FrenchToEnglish({"ile": ["island"]})
    assert english_for(islands, "iles") == ["island"]
    assert english_for(islands, "il") == []
    # Nor is it the accented word it folds to: « de » is not « dé » (die), whose key it shares.
    dice = FrenchToEnglish({"de": ["dice"], "des": ["soon"], "de a six faces": ["six-sided die"]})
    assert english_for(dice, "de") == []
    assert english_for(dice, "des") == []
    assert english_for(dice, "de a six faces") == ["six-sided die"]


def test_a_word_printed_only_inside_longer_terms_reads_as_the_english_they_share():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "devait mourir": ["die"],
            "devait quitter": ["leave"],
            "creature devait mourir": ["creature would die"],
            "controle devait mourir": ["controls would die"],
            "creature": ["creature"],
            "controle": ["controls"],
            "contact mortel": ["deathtouch"],
            "marqueur contact mortel": ["deathtouch counter"],
            "avec contact mortel": ["with deathtouch"],
            "marqueur": ["counter"],
        }
    )
    # The cards print « mourir » only after « devait »; players ask « mourir ».
    assert english_for(printed, "mourir") == ["die"]
    # « devait » stands in terms that read as different English: no reading.
    assert english_for(printed, "devait") == []
    # Two words that share the English are a term together, not each alone.
    assert english_for(printed, "contact") == []
    assert english_for(printed, "mortel") == []
    # One or two terms say too little (MIN_TERMS_INSIDE).
    few = FrenchToEnglish({"devait mourir": ["die"], "creature devait mourir": ["creature die"]})
    assert english_for(few, "mourir") == []


def test_a_word_no_card_prints_reads_as_the_rules_word_it_is_spelt_like():
    from search.terminology import FrenchToEnglish, english_for

    rules = frozenset({"static", "ability", "active", "player", "color", "identity"})
    printed = FrenchToEnglish({"capacite": ["ability"], "joueur": ["player"]}, rules_words=rules)
    # The rules' words, which no card prints: their French ending read as the English one.
    assert english_for(printed, "statique") == ["static"]
    assert english_for(printed, "actif") == ["active"]
    assert english_for(printed, "identite") == ["identity"]
    # Only a word of the rules, and only a word the cards do not read otherwise.
    assert english_for(printed, "magique") == []
    assert english_for(printed, "capacite") == ["ability"]
    assert english_for(FrenchToEnglish({}), "statique") == []  # no rules known


def test_a_noun_made_from_a_verb_reads_as_the_verb():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {"contrecarrez": ["counter"], "regenerez": ["regenerate"], "activation": ["activation"]}
    )
    # The cards print the verbs; players name the action.
    assert english_for(printed, "contrecarrement") == ["counter"]
    assert english_for(printed, "regeneration") == ["regenerate"]
    assert english_for(printed, "activation") == ["activation"]  # a term of its own keeps it
    # A noun whose verb the terms do not hold reads as nothing, nor does a word in -age.
    assert english_for(printed, "placement") == []
    assert english_for(FrenchToEnglish({"passez": ["skip"]}), "passage") == []


def test_a_present_participle_reads_as_its_verb():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "cible": ["target"],
            "ciblee": ["target"],
            "copiez": ["copy"],
            "meche": ["fuse"],
            "enfer": ["hell"],
            "porte": ["Gate"],
            "portee": ["Reach"],
        }
    )
    # « en ciblant cette fois le joueur 3 »: the cards print « cible », « ciblée » (as « ciblé »
    # reads) and « copiez », never « ciblant » or « copiant ».
    assert english_for(printed, "ciblant") == ["target"]
    assert english_for(printed, "copiant") == ["copy"]
    # No verb the terms hold: a noun shares the stem (« méchant », « mèche »), ends as an
    # infinitive does (« enfant », « enfer »), or is a feminine of its own (« portée », Reach).
    assert english_for(printed, "mechant") == []
    assert english_for(printed, "enfant") == []
    assert english_for(printed, "portant") == []


def test_another_form_of_a_term_of_several_words_reads_as_the_term():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "tour supplementaire": ["extra turn"],
            "blessures de combat": ["combat damage"],
            "carte ciblee": ["target card"],
            "cartes ciblees": ["target cards"],
            "main vide": ["empty hand"],
            "mains vides": ["no cards in hand"],
        }
    )
    # The cards print one form; players write another.
    assert english_for(printed, "tours supplementaires") == ["extra turn"]
    assert english_for(printed, "blessure de combat") == ["combat damage"]
    assert english_for(printed, "cartes ciblee") == ["target card", "target cards"]
    # Only the plural: « de sorte que » (so that) is no « de sort » (spell).
    assert (
        english_for(FrenchToEnglish({"cartes de sort": ["spell cards"]}), "cartes de sorte") == []
    )
    # Forms of terms that read as different English words: no guess.
    assert english_for(printed, "main vides") == []
    assert english_for(printed, "main vide") == ["empty hand"]  # the terms keep theirs
    assert english_for(printed, "combat de blessures") == []  # the words in their order


def test_a_noun_the_rules_english_spells_alike_reads_as_that_english_word():
    from search.terminology import FrenchToEnglish, english_for

    cards = {"remplacez": ["change"], "contrecarrez": ["counter"]}
    rules = frozenset({"replacement", "effect", "counter"})
    printed = FrenchToEnglish(cards, rules_words=rules)
    # « effet de remplacement »: the cards' « Remplacez la cible » is "Change the target".
    assert english_for(printed, "remplacement") == ["replacement"]
    assert english_for(FrenchToEnglish(cards), "remplacement") == ["change"]  # no rules known
    assert english_for(printed, "contrecarrement") == ["counter"]  # no English alike: the verb
    # One letter more in the English is another word: « réparation » is no "preparation".
    repair = FrenchToEnglish({"reparez": ["repair"]}, rules_words=frozenset({"preparation"}))
    assert english_for(repair, "reparation") == ["repair"]
    # An English word typed is itself, and a verb form keeps the cards' reading.
    assert english_for(printed, "replacement") == []
    assert english_for(printed, "remplacer") == ["change"]


def test_a_function_word_is_no_form_of_a_terms_word():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish({"moine": ["Monk"], "auras": ["auras"], "piochez": ["draw"]})
    # « au moins deux créatures »: the crude stem of « moins » is that of « moine ».
    assert english_for(printed, "moins") == []
    # A diff review: « une aura attachée à une créature » is the Aura of « auras ».
    assert english_for(printed, "aura") == ["auras"]
    assert english_for(FrenchToEnglish({"six": ["six"]}), "si") == []  # « si » is no « six »
    assert english_for(printed, "pioche") == ["draw"]  # a word's forms still read


def test_a_form_of_words_that_read_otherwise_has_no_reading():
    from search.terminology import FrenchToEnglish, english_for

    # « base » (de base: basic) and « bas » (le plus bas: lowest) share the stem of « basés »
    # (based), which the terms do not hold: a guess would be wrong either way.
    printed = FrenchToEnglish(
        {"base": ["basic"], "bas": ["lowest"], "creature": ["creature"], "creatures": ["creatures"]}
    )
    assert english_for(printed, "bases") == []
    assert english_for(printed, "base") == ["basic"]  # the words themselves keep theirs
    assert english_for(printed, "bas") == ["lowest"]
    # Forms that read as the same English word, inflected, still lend it to another form.
    assert english_for(printed, "creatur") == ["creature", "creatures"]


def test_a_form_the_longer_terms_mostly_read_otherwise_has_no_reading():
    from search.terminology import FrenchToEnglish, english_for, read_as_nothing

    # The cards print « passez » (skip); « passe » only inside longer terms, half of which
    # read it otherwise: a question's « qu'est-ce qui se passe » asks what happens.
    printed = FrenchToEnglish(
        {
            "passez": ["skip"],
            "joueur passe": ["player skips"],
            "adversaire passe": ["opponent skips"],
            "passe hors phase": ["phases out"],
            "passe au jour": ["becomes day"],
            "bloquez": ["block"],
            "bloque une creature": ["blocks a creature"],
            "attaque ou bloque": ["attacks or blocks"],
        }
    )
    assert english_for(printed, "passe") == []
    assert read_as_nothing(printed, "passe")  # a French word all the same
    assert english_for(printed, "passer") == ["skip"]  # no longer term holds it
    assert english_for(printed, "joueur passe") == ["player skips"]  # the terms keep theirs
    # Where the longer terms agree, the form keeps the reading of its stem.
    assert english_for(printed, "bloque") == ["block"]
    assert not read_as_nothing(printed, "bloque")
    assert not read_as_nothing(printed, "trample")  # no French word the terms know
    # Numbers and symbols belong to both languages, whatever terms hold them.
    signs = FrenchToEnglish({"marqueurs 1 1 entre": ["+1/+1 counters among"], "x": ["X"]})
    assert not read_as_nothing(signs, "1") and not read_as_nothing(signs, "x")


def test_the_longer_terms_count_as_many_times_as_cards_print_them():
    from search.terminology import FrenchToEnglish, english_for

    terms = {
        "passez": ["skip"],
        "joueur passe": ["player skips"],
        "adversaire passe": ["opponent skips"],
        "passe hors phase": ["phases out"],
    }
    # Two terms against one read « passe » as skip; printed on 8 and 3 cards against 11, not.
    assert english_for(FrenchToEnglish(terms), "passe") == ["skip"]
    printed = {"joueur passe": 8, "adversaire passe": 3, "passe hors phase": 11}
    assert english_for(FrenchToEnglish(terms, printed=printed), "passe") == []
    printed["adversaire passe"] = 4
    assert english_for(FrenchToEnglish(terms, printed=printed), "passe") == ["skip"]


@pytest.mark.parametrize(
    ("asked", "read_as"),
    [
        ("piochera", ["draw"]),  # the future
        ("piocheront", ["draw"]),
        ("bloquent", ["block"]),  # the present's third person plural
        ("attaquait", ["attack"]),  # the imperfect
        ("attaquaient", ["attack"]),
        ("declenchements", ["trigger"]),  # a plural noun keeps its reading
        ("lent", []),  # too short to lose an ending: no « l- »
        ("controliez", ["control"]),  # « que vous contrôliez »
        ("sacrifiiez", ["sacrifice"]),
        ("choisissant", ["choose"]),  # the present participle, as its verb (verb_of)
        ("lancee", ["cast"]),  # a feminine participle, folded as the keys are
        ("lancees", ["cast"]),
        ("infligee", ["dealt"]),  # the stem of the forms the cards print first
        ("infligera", ["deals"]),
        ("geant", []),  # too short to lose an ending: no « ge- »
        ("meurent", ["dies"]),  # a plural whose singular the cards print: « meurt »
        ("battent", ["fights"]),  # « bat »
        # Nouns of their own (a diff review): no verb the terms hold, nor one in the English.
        ("forcee", []),  # not « force » (power): no « forcez »
        ("parent", []),  # not « part » (anywhere)
        ("verre", []),  # not « vert » (green)
    ],
)
def test_the_forms_players_write_read_as_the_forms_the_cards_print(asked, read_as):
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "piochez": ["draw"],
            "bloquez": ["block"],
            "attaquez": ["attack"],
            "declenchement": ["trigger"],
            "l": ["L"],
            "controlez": ["control"],
            "sacrifiez": ["sacrifice"],
            "choisissez": ["choose"],
            "lancez": ["cast"],
            # Pooled under one stem, « infligées » (dealt) and « inflige » (deals) would read
            # as neither.
            "inflige": ["deals"],
            "infligees": ["dealt"],
            "ge": ["GE"],
            "meurt": ["dies"],
            "bat": ["fights"],
            "force": ["power"],
            "part": ["anywhere"],
            "vert": ["green"],
        }
    )
    assert english_for(printed, asked) == read_as


def test_a_reading_an_editor_refused_is_never_made_from_any_term_or_form():
    from search.terminology import FrenchToEnglish, english_for

    terms = {"recuperation": ["Scavenge"], "recuperez": ["scavenge"], "vide": ["void"]}
    refused = [("récupérer", "scavenge"), ("Vide", "Void"), ("lancer", "cast (verb)")]
    assert english_for(FrenchToEnglish(terms), "recuperer") == ["scavenge"]
    read = FrenchToEnglish(terms | {"lancer": ["cast", "roll"]}, refused=refused)
    assert english_for(read, "recuperer") == [] and english_for(read, "vide") == []
    assert english_for(read, "lancer") == ["roll"]  # the other reading stays
    qualified = FrenchToEnglish({"lancer": ["cast (verb)", "roll"]}, refused=refused)
    assert english_for(qualified, "lancer") == ["roll"]
    assert english_for(read, "recuperation") == ["Scavenge"]
    assert english_for(read, "recupere") == ["scavenge"]  # another form, not refused


def test_a_french_question_that_asks_what_happens_names_no_skip_nor_pass(
    db, search_index_dir, client
):
    """« qu'est-ce qui se passe » asks what happens: neither the Skip entry (the cards'
    « passez ») nor Pass (the English word "passe" would stem to) is its answer."""
    from search.indexer import rebuild

    current_glossary(
        {
            "Skip": "To skip a step, phase or turn is to proceed past it as though it didn't "
            "exist.",
            "Pass": "To decline to take an action when you have priority. See rule 117.3d.",
            "Blocking Creature": "A creature that blocks an attacking creature. See rule 509.1.",
        }
    )
    Card.objects.create(
        slug="wall", name_en="Stone Wall", oracle_text_en="Whenever this creature blocks, draw."
    )
    lexicon = {
        "passez": "skip",
        "joueur passe": "player skips",
        "adversaire passe": "opponent skips",
        "passe hors phase": "phases out",
        "passe au jour": "becomes day",
        "bloque": "blocks",
        "créature": "creature",
    }
    for french, english in lexicon.items():
        LexiconEntry.objects.create(french=french, english=english, aligned=10)
    rebuild()
    question = "qu'est-ce qui se passe quand une créature bloque ?"
    refs = [hit["ref"] for hit in search_hits(client, question, "fr")]
    assert refs[0] == "Blocking Creature" and not {"Skip", "Pass"} & set(refs), refs


def test_what_happens_names_no_skip_where_the_cards_print_it_otherwise_more_often(
    db, search_index_dir, client
):
    """The mined lexicon holds « passe » in three longer terms: « joueur passe » (player
    skips, 8 cards), « adversaire passe » (opponent skips, 3) and « passe hors phase » (phases
    out, 11). Counted by cards, « passe » has no reading of its own, and a question asked
    « que se passe-t-il … » is not about skipping."""
    from search.indexer import rebuild

    current_glossary(
        {
            "Skip": "To skip a step, phase or turn is to proceed past it as though it didn't "
            "exist.",
            "Blocking Creature": "A creature that blocks an attacking creature. See rule 509.1.",
        }
    )
    lexicon = [
        ("passez", "skip", 10),
        ("joueur passe", "player skips", 8),
        ("adversaire passe", "opponent skips", 3),
        ("passe hors phase", "phases out", 11),
        ("bloque", "blocks", 10),
        ("créature", "creature", 10),
    ]
    for french, english, aligned in lexicon:
        LexiconEntry.objects.create(french=french, english=english, aligned=aligned)
    rebuild()
    refs = [
        hit["ref"]
        for hit in search_hits(client, "que se passe-t-il quand une créature bloque ?", "fr")
    ]
    assert refs[0] == "Blocking Creature" and "Skip" not in refs, refs


def test_a_word_after_an_elided_article_reads_as_the_word():
    from search.terminology import FrenchToEnglish, english_for

    printed = FrenchToEnglish(
        {
            "adversaire": ["opponent"],
            "effet": ["effect"],
            "mal d invocation": ["summoning sickness"],
        }
    )
    assert english_for(printed, "l adversaire") == ["opponent"]  # « l'adversaire »
    assert english_for(printed, "qu adversaire") == ["opponent"]
    assert english_for(printed, "d effets") == ["effect"]  # another form, after « d' »
    assert english_for(printed, "mal d invocation") == ["summoning sickness"]
    assert english_for(printed, "l") == []
    assert english_for(printed, "la adversaire") == []  # « la » is no elision
    assert english_for(printed, "t effet") == []  # "t" is the {T} symbol, « c » {C}
    assert english_for(printed, "c effet") == []
    assert english_for(printed, "l adversaire puissant") == []  # words, not one elided word


def test_what_is_kept_per_segment_sees_the_segments_an_edit_adds(
    transactional_db, search_index_dir, client
):
    """Counts, concept words and name words are kept per segment across searchers: an edit
    writes a new segment, and its words must count at once."""
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    GlossaryEntry.objects.create(
        edition=edition, term_en="Poison Counter", definition_en="A counter. See rule 122.1f."
    )
    rebuild()
    assert first_refs(client, "how many poison counters")[0] == "Poison Counter"  # kept now
    GlossaryEntry.objects.create(
        edition=edition, term_en="Bolster", definition_en="To put +1/+1 counters. See rule 701.32."
    )
    Card.objects.create(slug="gravecrawler", name_en="Gravecrawler", oracle_text_en="Undead.")
    assert first_refs(client, "bolstering")[0] == "Bolster"  # a concept of the new segment
    answer = client.get("/api/search", {"q": "gravecrawlr"}).json()
    assert answer["results"][0]["ref"] == "Gravecrawler"  # a name word of the new segment
    assert answer["suggestion"] == "gravecrawler"


def test_after_an_edit_a_question_counts_its_words_without_a_look_in_any_term_file(
    transactional_db, search_index_dir, client, monkeypatch
):
    """A save writes a small segment. The next searcher counts a question's words from what
    the process kept of the large segments, and from the small segment's counts read whole:
    not word by word in each segment's term file, as every save made each worker do."""
    from whoosh.reading import SegmentReader

    from search.indexer import rebuild

    for number in range(3):
        Card.objects.create(
            slug=f"crawler-{number}", name_en=f"Crawler {number}", oracle_text_en="Undead haste."
        )
    rebuild()
    question = {"q": "can an undead crawler with haste attack", "lang": "en"}
    client.get("/api/search", question)  # the large segment's counts, kept
    Card.objects.create(slug="gravecrawler", name_en="Gravecrawler", oracle_text_en="Undead haste.")
    looked_up = []
    real = SegmentReader.doc_frequency

    def doc_frequency(reader, fieldname, text):
        looked_up.append((fieldname, text))
        return real(reader, fieldname, text)

    monkeypatch.setattr(SegmentReader, "doc_frequency", doc_frequency)
    answer = client.get("/api/search", question).json()
    assert "Gravecrawler" in [hit["ref"] for hit in answer["results"]]  # the new segment counts
    assert looked_up == []


@pytest.fixture
def leeches_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    Rule.objects.create(
        edition=edition,
        number="115.1",
        kind="rule",
        text_en="Some spells and abilities require their controller to choose one or more "
        "targets for them. The targets are objects and/or players the spell or ability will "
        "affect. An activated ability may target the permanent it is an ability of.",
    )
    Card.objects.create(
        slug="putrid-leech",
        name_en="Putrid Leech",
        name_fr="Sangsue putride",
        oracle_text_en="Pay 2 life: Putrid Leech gets +2/+2 until end of turn.",
    )
    for number, kind in enumerate(["Imp", "Cyclops", "Warrior", "Goblin", "Raven"]):
        name = f"Putrid {kind}"  # one word of the named card's name, and its word in the text
        Card.objects.create(
            slug=f"putrid-{number}",
            name_en=name,
            oracle_text_en=f"Discard a card: {name} gains flying until end of turn.",
        )
    # Enough cards for the question's everyday words to be common, as in the full data:
    # they then only rank, and the rare words ("putrid", "activated") select.
    many_cards(
        "Filler", 150, "This ability can target a creature like the one it is an ability of."
    )
    rebuild()


@pytest.mark.usefixtures("leeches_indexed")
def test_cards_sharing_one_word_of_a_card_named_in_a_question_do_not_rank_up(client):
    """A card named in passing is found by its whole name; one word of it ("putrid") ranks
    up no other card whose name holds it, ahead of the rule the question asks about."""
    question = "Can an activated ability like the one of Putrid Leech target the Leech itself?"
    answer = client.get("/api/search", {"q": question, "lang": "en"}).json()
    refs = [hit["ref"] for hit in answer["results"]]
    assert refs[:2] == ["Putrid Leech", "115.1"], refs


@pytest.mark.usefixtures("concepts_indexed")
def test_a_concept_named_in_passing_follows_the_card_the_question_names(client, monkeypatch):
    """The cards share every word of the question and outscore the glossary entry, which
    the question names in passing: it is brought forward, just after the card named."""
    import search.linking
    import search.searching
    from search.reuse import kept_pages

    # The other cards' lower weight in a question naming one (search.searching) would bring
    # the entry up too: the link alone is measured here.
    monkeypatch.setattr(search.searching, "OTHER_CARDS_FACTOR", 1.0)
    question = (
        "My opponent took control of Spell Graveyard Legend 3 with a spell from the graveyard. "
        "Does it have summoning sickness again?"
    )
    named = "Spell Graveyard Legend 3"
    assert first_refs(client, question)[:2] == [named, "Summoning Sickness Rule"]
    monkeypatch.setattr(search.linking, "LINKED_AT_MOST", 0)
    kept_pages.clear()  # the page kept would be served again: computed anew, as changed
    assert "Summoning Sickness Rule" not in first_refs(client, question)


def linked_concepts(text: str) -> set[str]:
    """The concepts search.query.plan_query links in a question, as search() plans it."""
    from functools import partial

    from search.evaluation import field_vocabulary
    from search.query import plan_query
    from search.query_text import parse_user_query
    from search.searchers import current_searcher
    from search.spellings import Spellings

    with current_searcher() as searcher:
        planned = plan_query(
            parse_user_query(text),
            frequency=Spellings(searcher).frequency,
            document_count=searcher.doc_count(),
            vocabulary=partial(field_vocabulary, searcher),
        )
    return {term.text for term in planned.linked}


@pytest.mark.usefixtures("concepts_indexed")
def test_a_concept_inside_a_card_name_the_question_names_is_no_link(client):
    from search.indexer import rebuild

    Card.objects.create(slug="counter-legend", name_en="Counter Legend", oracle_text_en="Draw.")
    rebuild()
    question = "My opponent casts a spell with Counter Legend on the battlefield: what happens?"
    assert first_refs(client, question)[0] == "Counter Legend"
    assert "en:counter" not in linked_concepts(question)
    assert "en:counter" in linked_concepts(question.replace("what happens", "is it countered"))


@pytest.mark.usefixtures("concepts_indexed")
def test_a_concept_inside_the_card_name_a_question_is_about_is_no_link(client):
    """The card's name is most of the question, not a name in passing: the concept inside it
    is no link either ("how does madness interact with Leyline of the Void": no Void)."""
    from search.indexer import rebuild

    Card.objects.create(slug="counter-legend", name_en="Counter Legend", oracle_text_en="Draw.")
    rebuild()
    assert first_refs(client, "what happens with Counter Legend?")[0] == "Counter Legend"
    assert "en:counter" not in linked_concepts("what happens with Counter Legend?")
    # "happens" no word of what is asked: a word besides the name and "countered".
    assert "en:counter" in linked_concepts(
        "what happens to my spell if Counter Legend is countered?"
    )


def test_the_language_of_a_question_is_told_by_its_little_words():
    from search.names import question_language, without_little_words_of

    assert question_language(("peut-il", "être", "bloqué")) == "fr"
    assert question_language(("can", "it", "be", "blocked", "with", "the", "wall")) == "en"
    assert question_language(("flying",)) is None
    # "a" is English too, though « à » folds to it: "remove a counter" was read as French.
    assert question_language(("remove", "a", "counter")) is None
    assert question_language(("retirer", "à", "la", "créature")) == "fr"
    assert without_little_words_of("fr", ("peut-il", "être", "bloqué")) == (
        "peut",
        "etre",
        "bloque",
    )


def test_a_french_question_s_little_words_select_no_english_text(db, search_index_dir, client):
    """« il », « mon », « sur » are rare words of the English texts ("Cutthroat il-Dal"):
    read there, they would select and rank its card first for any French question."""
    from search.indexer import rebuild

    Card.objects.create(
        slug="cutthroat-il-dal",
        name_en="Cutthroat il-Dal",
        oracle_text_en="Shadow. Whenever Cutthroat il-Dal attacks, it gets +1/+0.",
    )
    Card.objects.create(
        slug="mur",
        name_en="Wall",
        name_fr="Mur",
        oracle_text_en="Defender.",
        oracle_text_fr="Défenseur. Le Mur peut bloquer une créature de plus.",
    )
    rebuild()
    answer = client.get(
        "/api/search", {"q": "mon mur peut-il bloquer une créature ?", "lang": "fr"}
    ).json()
    assert [hit["ref"] for hit in answer["results"]] == ["Wall"]
    # Asked in English, the same word is read in the English texts.
    answer = client.get("/api/search", {"q": "il-Dal shadow", "lang": "en"}).json()
    assert [hit["ref"] for hit in answer["results"]][:1] == ["Cutthroat il-Dal"]


def test_the_modal_verb_of_a_french_question_selects_no_text(db, search_index_dir, client):
    """« Puis-je … ? » asks: the « puis » ("then") of the texts is not what is asked."""
    from search.indexer import rebuild

    Card.objects.create(
        slug="choc",
        name_en="Shock",
        name_fr="Choc",
        oracle_text_en="Shock deals 2 damage to any target.",
        oracle_text_fr="Le Choc inflige 2 blessures à n'importe quelle cible.",
    )
    Card.objects.create(
        slug="etude-attentive",
        name_en="Careful Study",
        name_fr="Étude attentive",
        oracle_text_en="Draw two cards, then discard two cards.",
        oracle_text_fr="Piochez deux cartes, puis défaussez-vous de deux cartes.",
    )
    rebuild()
    answer = client.get(
        "/api/search", {"q": "Puis-je rediriger les blessures ?", "lang": "fr"}
    ).json()
    assert [hit["ref"] for hit in answer["results"]] == ["Shock"]


@pytest.fixture
def stack_and_pile_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = RulesEdition.objects.create(
        effective_date="2026-08-07", source="test", is_current=True
    )
    GlossaryEntry.objects.create(
        edition=edition, term_en="Stack", definition_en="A zone. See rule 405."
    )
    GlossaryEntry.objects.create(
        edition=edition, term_en="Pile", definition_en="A group of cards. See rule 700.3."
    )
    Card.objects.create(slug="pile", name_en="Heap", name_fr="Pile", oracle_text_en="Draw.")
    LexiconEntry.objects.create(french="pile", english="stack", aligned=30)
    rebuild()


@pytest.mark.usefixtures("stack_and_pile_indexed")
def test_a_french_word_the_lexicon_reads_otherwise_names_no_english_name_like_it(client):
    """« la pile » is the stack: the glossary's English Pile is no answer to a French
    question. A French name spelled like the word still is, and in English "pile" is Pile."""
    refs = [hit["ref"] for hit in search_hits(client, "comment fonctionne la pile ?", "fr")]
    assert refs[0] == "Stack" and refs.index("Heap") < refs.index("Pile"), refs
    assert "Heap" in [hit["ref"] for hit in search_hits(client, "c'est quoi la pile ?", "fr")]
    assert first_refs(client, "how do piles work", "en")[0] == "Pile"


def test_a_word_of_no_telling_language_on_a_french_page_names_concepts_as_french(
    db, search_index_dir, client
):
    """A French player's review: « partie nulle » (a drawn game) gave the glossary's Party
    (the English stem of « partie ») before the texts on a game; on the English page,
    "party" is Party still."""
    from search.indexer import rebuild

    current_glossary(
        {
            "Party": "A set of up to four creatures: a Cleric, a Rogue, a Warrior and a Wizard.",
            "Draw": "A game that ends with no winner. See rule 104.4a.",
        }
    )
    Card.objects.create(
        slug="a-game", name_en="Game Night", oracle_text_en="The game is a draw.", type_line_en="X"
    )
    LexiconEntry.objects.create(french="partie", english="game", aligned=30)
    rebuild()
    assert "Party" not in [hit["ref"] for hit in search_hits(client, "partie nulle", "fr")]
    assert first_refs(client, "party", "en")[0] == "Party"


@pytest.mark.usefixtures("concepts_indexed")
def test_a_name_inside_a_longer_name_the_question_names_is_not_named_too(client):
    """« une Colère de Dieu » names Wrath of God, not also Temper (« Colère »)."""
    from search.indexer import rebuild

    Card.objects.create(slug="wrath", name_en="Wrath of God", name_fr="Colère de Dieu")
    Card.objects.create(slug="temper", name_en="Temper", name_fr="Colère")
    rebuild()
    question = "Que se passe-t-il si mon adversaire lance une Colère de Dieu sur mes créatures ?"
    refs = [hit["ref"] for hit in search_hits(client, question, "fr")]
    assert refs[0] == "Wrath of God" and "Temper" not in refs[:3], refs


@pytest.mark.usefixtures("concepts_indexed")
def test_a_linked_concept_comes_second_when_many_texts_tie_for_first(client):
    """Eleven cards say the same words and tie for first: the concept the question names in
    passing comes right after the first of them, not after all eleven. Asked as a question
    (a question mark, or a word that asks), a short question ranks the cards behind
    (search.searching.asks_briefly): the concept comes first."""
    question = "a spell returns from the graveyard, has it summoning sickness"
    refs = first_refs(client, question)
    assert refs[0].startswith("Spell Graveyard Legend") and refs[1] == "Summoning Sickness Rule"
    assert first_refs(client, question + "?")[0] == "Summoning Sickness Rule"
    assert first_refs(client, "when " + question)[0] == "Summoning Sickness Rule"


def test_a_french_word_the_lexicon_reads_reaches_english_texts_as_its_english(
    db, search_index_dir, client
):
    """« lancer un éphémère » is "cast an instant" in the English texts, not the English
    word "lancer", which would select a card about a lancer."""
    from search.indexer import rebuild

    Card.objects.create(
        slug="sky-lancer",
        name_en="Sky Knight",
        oracle_text_en="Flying. Whenever this lancer attacks, it gets +1/+0.",
    )
    Card.objects.create(
        slug="quicken",
        name_en="Quicken",
        oracle_text_en="The next sorcery you cast this turn can be cast as though it were an "
        "instant.",
    )
    LexiconEntry.objects.create(french="lancer", english="cast", aligned=50)
    LexiconEntry.objects.create(french="éphémère", english="instant", aligned=40)
    rebuild()
    refs = [hit["ref"] for hit in search_hits(client, "quand puis-je lancer un éphémère ?", "fr")]
    assert refs == ["Quicken"], refs


@pytest.fixture
def casting_instants_in_two_languages(db, search_index_dir):
    from search.indexer import rebuild

    current_rules({"117.1a": "A player may cast an instant spell any time they have priority."})
    Card.objects.create(
        slug="lost-lore",
        name_en="Lost Lore",
        name_fr="Savoir perdu",
        oracle_text_en="Draw two cards, then discard a card. Then you may cast an instant "
        "from your hand without paying its mana cost. Exile Lost Lore.",
        oracle_text_fr="Piochez deux cartes, puis défaussez-vous d'une carte. Ensuite, vous "
        "pouvez lancer un éphémère depuis votre main sans payer son coût de mana. Exilez le "
        "Savoir perdu.",
    )
    for number in range(8):  # other texts, so that the words are not in every document
        Card.objects.create(
            slug=f"bear-{number}",
            name_en=f"Bear {number}",
            oracle_text_en="A bear. Trample.",
            oracle_text_fr="Un ours. Piétinement.",
        )
    LexiconEntry.objects.create(french="lancer", english="cast", aligned=300)
    LexiconEntry.objects.create(french="éphémère", english="instant", aligned=300)
    rebuild()


@pytest.mark.usefixtures("casting_instants_in_two_languages")
def test_a_card_printed_in_both_languages_is_scored_on_one_of_its_texts(client):
    """Read in its French and, through the lexicon, in its English, the card scored twice
    what the rule, printed in English only, scores once."""
    answer = client.get(
        "/api/search", {"q": "quand est-ce que je peux lancer un éphémère", "lang": "fr"}
    ).json()
    assert [hit["ref"] for hit in answer["results"]][:2] == ["117.1a", "Lost Lore"]
    # In English, where each is read once, the rule comes first too.
    answer = client.get("/api/search", {"q": "when can I cast an instant", "lang": "en"}).json()
    assert [hit["ref"] for hit in answer["results"]][:2] == ["117.1a", "Lost Lore"]


@pytest.fixture
def upkeep_in_both_languages(db, search_index_dir):
    """The cards say « entretien » and "upkeep"; the rule says "upkeep" only, in its title."""
    from search.indexer import rebuild

    edition = current_rules({"503.1": "The upkeep step has no turn-based actions."})
    Rule.objects.create(edition=edition, number="503", kind="section", text_en="Upkeep Step")
    for number in range(6):
        Card.objects.create(
            slug=f"echo-{number}",
            name_en=f"Echo Beast {number}",
            name_fr=f"Bête écho {number}",
            oracle_text_en="At the beginning of your upkeep, sacrifice this creature.",
            oracle_text_fr="Au début de votre entretien, sacrifiez cette créature.",
        )
    LexiconEntry.objects.create(french="entretien", english="upkeep", aligned=900)
    rebuild()


@pytest.mark.usefixtures("upkeep_in_both_languages")
def test_a_french_word_is_looked_for_in_the_english_names_of_its_reading(client):
    """« entretien » reads upkeep: as "upkeep" would, it finds the rule titled Upkeep Step
    before the cards that say the word in both their texts."""
    assert first_refs(client, "upkeep", "en")[0] == "503"
    assert first_refs(client, "entretien", "fr")[0] == "503"
    assert first_refs(client, "l'entretien", "fr")[0] == "503"


@pytest.fixture
def two_keywords_among_many_cards(db, search_index_dir):
    """« Vol » is printed on a hundred and twenty French cards: a common word of the texts."""
    from keywords.models import Keyword
    from search.indexer import rebuild

    Keyword.objects.create(slug="flying", name_en="Flying", name_fr="Vol", kind="keyword_ability")
    Keyword.objects.create(slug="reach", name_en="Reach", name_fr="Portée", kind="keyword_ability")
    for number in range(120):
        Card.objects.create(
            slug=f"bird-{number}",
            name_en=f"Bird {number}",
            oracle_text_en="Flying",
            oracle_text_fr="Vol",
        )
    rebuild()


@pytest.mark.usefixtures("two_keywords_among_many_cards")
@pytest.mark.parametrize(
    "question", ["vol et portée", "quelle différence entre vol et portée", "vol ou portée ?"]
)
def test_two_keywords_compared_in_french_are_both_among_the_first_results(client, question):
    """« entre » after « différence » is no word of the question (search.query_text): the
    two keywords are all it asks about, as "difference between flying and reach" in English."""
    answer = api_search(client, question, "fr")
    assert {"flying", "reach"} <= {result["ref"] for result in answer["results"][:3]}


@pytest.mark.usefixtures("concepts_indexed")
def test_a_word_quoted_inside_a_question_names_its_concept(client):
    """Quotes around one word of a question set it apart: it still names its concept, as
    typed bare, ahead of the cards whose texts hold the other words."""
    quoted, bare = 'my spell was "countered": where is it?', "my spell was countered: where is it?"
    assert first_refs(client, quoted)[0] == first_refs(client, bare)[0] == "701.6"


@pytest.fixture
def untapping_indexed(db, search_index_dir):
    from search.indexer import rebuild

    edition = current_glossary(
        {
            "Untap": "To rotate a permanent back to an upright position. See rule 701.26.",
            "Creature": "A card type. See rule 302.",
        }
    )
    Rule.objects.create(edition=edition, number="701.26", kind="rule", text_en="Tap and Untap")
    # Cards that say the question's words, and outscore the entry: so many that "untap" is
    # a common word, as in the full data, and picks nothing out on its own.
    many_cards("Untapper", 120, "Untap target creature. Untap each untapped creature you control.")
    # "creature" an everyday word: in most texts, as in the full data (half of them).
    many_cards("Bear", 200, "A creature with a bear.")
    rebuild()


@pytest.mark.usefixtures("untapping_indexed")
def test_a_concept_of_an_everyday_word_shares_no_question(client, monkeypatch):
    """Untap names two of the three words of "can I untap an untapped creature?", and
    Creature the third; but "creature", in most texts, names no subject of its own: the
    question is about Untap, which comes before the cards that repeat its words."""
    import search.query
    from search.reuse import kept_pages

    question = "Can I untap an untapped creature?"
    assert first_refs(client, question)[0] in ("Untap", "701.26")
    monkeypatch.setattr(search.query, "EVERYDAY_SHARE", 1.0)  # no word is everyday
    kept_pages.clear()
    assert first_refs(client, question)[0].startswith("Untapper")


@pytest.mark.usefixtures("untapping_indexed")
@pytest.mark.parametrize(
    "question",
    ["puis-je dégager une créature dégagée ?", "Est-ce que je peux dégager une créature dégagée ?"],
)
def test_a_concept_named_in_two_places_is_the_question(client, question):
    """« dégager » and « dégagée » name Untap apart, « créature » between them: together
    they are most of the question, as "untap an untapped" is in one run (« je peux », as
    "can I", is no part of what is asked)."""
    LexiconEntry.objects.create(french="dégager", english="untap", aligned=75)
    LexiconEntry.objects.create(french="dégagée", english="untapped", aligned=83)
    LexiconEntry.objects.create(french="créature", english="creature", aligned=900)
    assert first_refs(client, question, "fr")[0] in ("Untap", "701.26")


def test_a_concept_s_name_met_in_passing_is_named_as_a_concept_not_a_card():
    """Players write the game's terms with a capital (« ma Créature »): a capital inside a
    sentence names a card, but a keyword's, glossary entry's or rule title's name is read as
    the concept it is (search.question_concepts.concept_parts), not brought first as a card
    the question names."""
    from search.query_text import parse_user_query
    from search.question_names import names_asked

    question = parse_user_query("Dois-je repayer le Coût de mana de ma Créature chaque tour ?")
    assert "creature" in names_asked(question).named
    concepts = frozenset({concept_key("Creature", "en"), concept_key("Mana Cost", "en")})
    read = names_asked(question, concepts=concepts)
    assert "creature" not in read.named and "creature" in read.in_passing


def test_a_name_of_one_word_and_an_article_written_with_a_capital_is_named():
    """The Abyss, The Rack: the name's one word beside "the" is written with a capital inside
    the sentence, as a one-word name's is ("… mon Morguesort"); it was met in passing only,
    and on the full data six Abyssal cards came before it."""
    from search.query_text import parse_user_query
    from search.question_names import names_asked

    question = parse_user_query("Can I use Stifle on The Abyss?")
    assert "the abyss" in names_asked(question).named
    assert "the abyss" in names_asked(parse_user_query(question.raw.lower())).in_passing
    # Its article written with a capital too: players write the game's words so.
    token = names_asked(parse_user_query("Can I sacrifice the Warrior token this turn?"))
    assert "the warrior" not in token.named
    value = names_asked(parse_user_query("Est-ce que la Valeur de ma créature compte ?"))
    assert "la valeur" not in value.named


def test_a_french_name_is_named_by_the_capital_of_its_first_word():
    """A French name capitalises its first word only: « Marche » is a little word of
    questions (« comment ça marche »), and « L'Impitoyable » has its capital after the
    article; both were met in passing only."""
    from search.query_text import parse_user_query
    from search.question_names import names_asked

    question = "Que se passe-t-il si mon adversaire lance Marche des noyés sur ma créature ?"
    assert "marche des noyes" in names_asked(parse_user_query(question)).named
    question = "Que se passe-t-il si mon adversaire lance L'Impitoyable sur ma créature ?"
    assert "l impitoyable" in names_asked(parse_user_query(question)).named


@pytest.mark.usefixtures("untapping_indexed")
def test_a_capitalised_concept_name_is_not_brought_first_as_a_card(client):
    assert first_refs(client, "When do I untap my Creature in the turn?")[0] != "Creature"


@pytest.mark.usefixtures("concepts_indexed")
def test_only_the_runs_that_are_names_become_name_terms():
    """A long question has hundreds of runs of words; the tree looks up those that are names
    only (the others matched nothing, and cost a tenth of the question's time)."""
    from functools import partial

    from search.evaluation import field_vocabulary
    from search.query import plan_query
    from search.query_text import parse_user_query
    from search.searchers import current_searcher
    from search.spellings import Spellings

    question = "my opponent cast Spell Graveyard Legend 3 on my creature: does it counter it?"
    with current_searcher() as searcher:
        frequency = Spellings(searcher).frequency
        planned = plan_query(
            parse_user_query(question),
            frequency=frequency,
            document_count=searcher.doc_count(),
            vocabulary=partial(field_vocabulary, searcher),
        )
        names = {text for field, text in planned.tree.all_terms() if field == "name_exact"}
        assert "spell graveyard legend 3" in names
        assert all(frequency("name_exact", name) for name in names), names


@pytest.fixture
def ward_and_its_entry(db, search_index_dir):
    """The keyword Ward, its glossary entry, whose definition repeats the words of questions
    about it, and cards that say "ward"."""
    from keywords.models import Keyword
    from search.indexer import rebuild

    current_glossary(
        {
            "Ward": "A keyword ability that makes a creature harder to target: a spell or "
            "ability an opponent controls that targets it is countered unless its controller "
            "pays a cost. See rule 702.21.",
            "Target": "A spell or ability chooses the objects it will affect. See rule 115.",
        }
    )
    Keyword.objects.create(slug="ward", name_en="Ward", kind="keyword_ability")
    for number in range(3):
        Card.objects.create(
            slug=f"warded-{number}", name_en=f"Warded {number}", oracle_text_en="Ward {2}"
        )
    rebuild()


@pytest.mark.usefixtures("ward_and_its_entry")
@pytest.mark.parametrize(
    "question",
    ["how does a spell an opponent controls interact with ward?", "ward", "Ward target"],
)
def test_a_keyword_comes_in_the_place_of_its_glossary_entry(client, question):
    """The entry names the keyword and sends to its rule, which the keyword's page holds: the
    keyword comes first, the entry right after it, where the entry's words outscored it."""
    refs = [result["ref"] for result in api_search(client, question)["results"]]
    assert refs.index("ward") + 1 == refs.index("Ward")


@pytest.mark.usefixtures("ward_and_its_entry")
def test_a_glossary_entry_no_keyword_is_named_after_keeps_its_place(client):
    refs = [result["ref"] for result in api_search(client, "what is a target")["results"]]
    assert refs[0] == "Target"


def test_what_happens_frames_a_question_as_how_does_it_work():
    """An English judge's review: "what happens to a token that dies?" ranked first the
    rules that say "nothing happens" (901.9a, 701.63b, 701.27c); "happens" is no word of
    what is asked, as "work" in "how does flash work" is not."""
    from whoosh.query import Term

    from search.query import build_query
    from search.query_text import parse_user_query

    for question in ("what happens to a token that dies?", "what happened to my token"):
        leaves = list(build_query(parse_user_query(question)).leaves())
        texts = {leaf.text for leaf in leaves if leaf.fieldname in ("body_en", "pairs_en")}
        assert not any("happen" in text for text in texts), texts
        assert Term("body_en", "token") in leaves


def test_a_question_made_of_two_concepts_names_asks_about_both(db, search_index_dir, client):
    """ "sacrificing a creature": the glossary's Creature, typed as printed, came first, and
    Sacrifice, typed in another form and as common a word, was not even found. Each name is
    half of the question: both are what it asks."""
    from search.indexer import rebuild

    current_glossary(
        {
            "Creature": "A type of permanent. See rule 302, “Creatures.”",
            "Sacrifice": "To move a permanent you control to its owner's graveyard.",
        }
    )
    many_cards("Altar", 120, "Sacrifice a creature: Draw a card.")
    rebuild()
    refs = first_refs(client, "sacrificing a creature")
    assert {"Creature", "Sacrifice"} <= set(refs), refs
    # A concept that is a part of a card's name the question asks no more than that.
    assert first_refs(client, "sacrificing altar")[0].startswith("Altar")


def test_a_concept_and_a_detail_bring_the_concept_s_paragraph_that_says_the_detail(
    db, search_index_dir, client
):
    """An English review: "cleanup step discard" gave Cleanup Step, 514, then rulings that
    say "cleanup" and "discard"; 514.1, which says the detail and names no cleanup step,
    was not found. A rule paragraph carries its section's concept (the index's in_concept):
    of the paragraphs of the concepts a question names, the one its other words rank best
    comes among the first results. Not the paragraph that repeats the concept's name."""
    from search.indexer import rebuild

    edition = current_edition()
    section = Rule.objects.create(
        edition=edition, number="514", kind="section", text_en="Cleanup Step"
    )
    Rule.objects.create(
        edition=edition,
        number="514.1",
        kind="rule",
        parent=section,
        text_en="First, if the active player's hand contains more cards than their maximum "
        "hand size, they discard enough cards to reduce their hand size to that number.",
    )
    Rule.objects.create(
        edition=edition,
        number="514.3",
        kind="rule",
        parent=section,
        text_en="Normally, no player receives priority during the cleanup step, so no spells "
        "can be cast and no abilities can be activated.",
    )
    for number in range(6):  # rulings that say both words, and would rank first on them
        card = Card.objects.create(slug=f"looter-{number}", name_en=f"Looter {number}")
        Ruling.objects.create(
            card=card,
            published_at="2020-01-01",
            source="wotc",
            text_en="If you discard cards during the cleanup step, the cleanup step repeats.",
        )
    many_cards("Bear", 40, "Trample.")
    rebuild()
    refs = first_refs(client, "cleanup step discard")
    assert "514.1" in refs, refs
    # Without the detail, the concept's own documents: no paragraph is brought forward.
    assert "514.1" not in first_refs(client, "cleanup step")


@pytest.mark.parametrize(
    ("words", "linked"),
    [
        (("est-ce", "que", "je", "peux", "regarder", "les", "cartes", "du", "cimetière"), False),
        (("regardez", "la", "carte"), False),
        (("c'est", "quoi", "le", "regard"), True),  # the concept's own name
        (("regard",), True),
    ],
)
def test_a_french_word_names_no_concept_its_stem_alone_shares(words, linked):
    """A French player's review: « regarder » (look) stems as « Regard » (Scry) does, and a
    question about looking at one's graveyard gave Scry first on the full data; « porte »
    (Gate) gave Reach, « Portée ». A word the terminology reads otherwise than other forms of
    its stem names no concept by that stem alone."""
    from search.question_concepts import concept_parts
    from search.terminology import FrenchToEnglish

    terms = FrenchToEnglish({"regard": ["Scry"], "regardez": ["look"], "cartes": ["cards"]})
    scry = {concept_key("Regard", "fr"), concept_key("Scry", "en")}
    vocabulary = {"concept": frozenset(scry), "concept_part": frozenset()}
    question, in_passing, _ = concept_parts(words, terms, vocabulary.get, read_in="fr")
    named = {part.child.text for part in [*question, *in_passing]}
    assert bool(named & scry) == linked, named


def test_a_french_word_keeps_the_concept_its_forms_all_read_as():
    """« kické » (kicked) and « Kicker » (Kicker) share a stem and the English's family: the
    word still names the keyword by its French name."""
    from search.question_concepts import concept_parts
    from search.terminology import FrenchToEnglish

    terms = FrenchToEnglish({"kicker": ["Kicker"], "kicke": ["kicked"], "sort": ["spell"]})
    vocabulary = {"concept": frozenset({concept_key("Kicker", "fr")}), "concept_part": frozenset()}
    question, in_passing, _ = concept_parts(
        ("si", "le", "sort", "est", "kicke"), terms, vocabulary.get, read_in="fr"
    )
    assert concept_key("Kicker", "fr") in {part.child.text for part in [*question, *in_passing]}
