"""Name words near a typed word: the same as Whoosh finds, with less work."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from whoosh.support.levenshtein import distance

from search.searchers import current_searcher
from search.spellings import (
    MAX_TYPO_PREFIXES,
    Spellings,
    inner_letters,
    letter_set,
    letters_apart,
    letters_missing,
    typo_prefixes,
)

WORDS = st.text(alphabet="abcdeéo", max_size=12)


@given(word=WORDS, other=WORDS)
@settings(max_examples=500)
def test_letters_apart_never_exceed_the_edit_distance(word, other):
    assert letters_apart(word, other) <= distance(word, other)
    assert letters_apart(word, other) == letters_apart(other, word)


@given(word=st.text(alphabet="abcdeéoAp0\u0370", max_size=12), other=WORDS)
@settings(max_examples=500)
def test_letters_missing_never_exceed_letters_apart(word, other):
    """Counted on bits, never more than counted letter by letter: a word left out on it is
    one letters_apart leaves out too ("p" and "0", "A" and "\u0370" share a bit)."""
    assert letters_missing(letter_set(word), other) <= letters_apart(word, other)


def test_near_name_words_are_every_name_word_within_the_distance(demo_index):
    """Spellings.within gives every word of the field, among those of the typo prefixes and
    those whose third and fourth letters a typo in the first two leaves, within the distance
    (Whoosh's own distance, over every word of the index)."""
    found_some = set()
    with current_searcher() as searcher:
        reader = searcher.reader()
        for field_name in ("title_en", "title_fr"):
            vocabulary = list(reader.field_terms(field_name))
            for word in (
                *("gigadrows", "gigatorper", "gandlf", "tempt", "mayhm", "giggadrowse"),
                *("ggandalf", "agndalf", "gnadalf", "andalf", "xandalf", "iigadrowse"),
            ):
                maxdist = 1 if len(word) < 9 else 2
                expected = sorted(
                    text
                    for text in vocabulary
                    if (text[:2] in typo_prefixes(word) or text[2:4] in inner_letters(word))
                    and distance(text, word) <= maxdist
                )
                spellings = Spellings(searcher)  # a request looks up a few words only
                assert sorted(spellings.within(field_name, word, maxdist)) == expected, word
                found_some.update(expected)
    assert {"gigadrowse", "gigatorpeur", "gandalf", "tempt", "mayhem"} <= found_some


def _typos_in_the_first_two_letters(word: str) -> set[str]:
    """`word` with one typo in its first two letters, of each kind."""
    typos = {word[1] + word[0] + word[2:]}  # swapped
    for at in (0, 1):
        typos.add(word[:at] + word[at + 1 :])  # left out
        typos.add(word[:at] + "q" + word[at + 1 :])  # another key
        typos.add(word[:at] + "q" + word[at:])  # struck too
    return typos - {word}


def test_a_typo_in_the_first_two_letters_of_a_name_word_finds_it(demo_index):
    """A typo rarely starts a word, but it does ("ohort", "azcend", « prsistance »): any one
    typo in the first two letters of a name word finds it, one edit away."""
    with current_searcher() as searcher:
        for field_name in ("title_en", "title_fr"):
            for word in searcher.reader().field_terms(field_name):
                if len(word) < 5:
                    continue
                spellings = Spellings(searcher)
                for typed in _typos_in_the_first_two_letters(word):
                    assert word in spellings.within(field_name, typed, 1), (word, typed)


def test_the_typo_prefixes_are_the_words_own_and_its_common_slips():
    assert typo_prefixes("lanowar") == ("la", "ll", "al", "ln")
    assert typo_prefixes("llanowar") == ("ll", "la")
    assert typo_prefixes("ab") == ("ab",)
    assert len(typo_prefixes("abcd")) <= MAX_TYPO_PREFIXES


def test_did_you_mean_writes_the_names_accents(client, demo_data, search_index_dir):
    """The index folds accents away; a suggestion is written as the names write it."""
    from keywords.models import Keyword
    from search.indexer import rebuild

    Keyword.objects.create(
        slug="trample", name_en="Trample", name_fr="Piétinement", kind="keyword_ability"
    )
    rebuild()

    assert (
        client.get("/api/search", {"q": "piétinemment", "lang": "fr"}).json()["suggestion"]
        == "piétinement"
    )
    nothing = client.get("/api/search", {"q": "pietinemment", "lang": "fr", "type": "glossary"})
    assert nothing.json()["suggestion"] == "piétinement"


@pytest.fixture
def deathtouch_and_deadly_names(db, search_index_dir):
    """« mortl » is one edit from « mort » (in more names) and from « mortel » (in one)."""
    from keywords.models import Keyword
    from rulings.models import Card
    from search.indexer import rebuild

    Keyword.objects.create(
        slug="deathtouch", name_en="Deathtouch", name_fr="Contact mortel", kind="keyword_ability"
    )
    for number, name_fr in enumerate(("Mort subite", "Mort lente", "Nuit de la mort")):
        Card.objects.create(slug=f"card-{number}", name_en=f"Card {number}", name_fr=name_fr)
    Card.objects.create(slug="avacyn", name_en="Archangel Avacyn", name_fr="Archange d'Avacyn")
    # « avacin » is one edit from « avalin » too, which wins the tie (as often, as close).
    Card.objects.create(slug="avalin", name_en="Avalin Lancer", name_fr="Lancier d'Avalin")
    Card.objects.create(slug="elysian", name_en="Elysian Lancer", name_fr="Lancier d'Élysée")
    rebuild()


def corrected(text: str) -> tuple[str, ...]:
    from search.corrections import corrected_words
    from search.query_text import parse_user_query

    with current_searcher() as searcher:
        return corrected_words(Spellings(searcher), parse_user_query(text).words)


@pytest.mark.usefixtures("deathtouch_and_deadly_names")
def test_of_name_words_as_close_one_that_makes_a_name_with_its_neighbours_is_chosen(client):
    assert corrected("contact mortl") == ("contact", "mortel")
    assert corrected("mortl") == ("mort",)  # alone: the commonest
    answer = client.get("/api/search", {"q": "contact mortl", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "deathtouch"


@pytest.mark.usefixtures("deathtouch_and_deadly_names")
def test_a_misspelt_word_after_an_elided_article_is_corrected(client):
    assert corrected("que fait l'Archange d'Avacin")[-1] == "d'avacyn"
    answer = client.get("/api/search", {"q": "que fait l'Archange d'Avacin", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "Archangel Avacyn"


@pytest.mark.usefixtures("deathtouch_and_deadly_names")
def test_after_an_elided_article_did_you_mean_writes_the_names_accents_and_any_apostrophe(
    client,
):
    assert corrected("que fait l‘Archange d‘Avacin")[-1] == "d‘avacyn"
    answer = client.get("/api/search", {"q": "lancier d'Elisee", "lang": "fr"}).json()
    assert answer["suggestion"] == "lancier d'élysée"  # not « d'elysee »


def test_a_short_word_after_an_elided_article_reaches_the_texts_as_typed():
    from search.corrections import corrections_for_texts

    typed = ("est-ce", "que", "l'anje", "vole")  # « anje »: four letters, a typo or a word
    assert corrections_for_texts(typed, ("est-ce", "que", "l'ange", "vole"))[2] == "l'anje"


@pytest.fixture
def counterspell_and_foothills(db, search_index_dir):
    """« contresorte » is one edit from « contresort » (one name) and two from « contreforts »
    (three names)."""
    from rulings.models import Card
    from search.indexer import rebuild

    Card.objects.create(slug="counterspell", name_en="Counterspell", name_fr="Contresort")
    for number, english in enumerate(("Wooded Foothills", "Haunted Ridge", "Rugged Ridge")):
        Card.objects.create(
            slug=f"ridge-{number}", name_en=english, name_fr=f"Contreforts numéro {number}"
        )
    rebuild()


@pytest.mark.usefixtures("counterspell_and_foothills")
def test_of_the_name_words_within_the_distance_the_fewest_edits_away_is_chosen(client):
    assert corrected("contresorte") == ("contresort",)
    answer = client.get("/api/search", {"q": "contresorte", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "Counterspell"
    assert answer["suggestion"] == "contresort"


def test_a_misspelt_word_of_the_terms_is_the_closest_then_the_most_printed():
    from search.corrections import closest_term_word
    from search.terminology import FrenchToEnglish

    terms = FrenchToEnglish(
        {
            "marqueur poison": ["poison counter"],
            "marquer": ["mark"],
            "defaussez une carte": ["discard a card"],
            "defausser": [],  # rejected: no reading, no correction towards it
        },
        printed={"marqueur poison": 40, "marquer": 2},
        written=["Marqueur poison", "Défaussez une carte"],
    )
    assert closest_term_word(terms, "marqeur") == "marqueur"  # one edit; « marquer »: two
    assert closest_term_word(terms, "marqueur") is None  # a word of the terms, spelt right
    assert closest_term_word(terms, "defausez") == "defaussez"
    assert closest_term_word(terms, "defausse") == "defaussez"  # not the rejected « defausser »
    assert closest_term_word(terms, "zzzz") is None
    assert closest_term_word({}, "marqeur") is None  # a plain mapping has no words to offer
    assert terms.spelling.as_written["defaussez"] == "défaussez"


def test_a_word_misspelt_by_ear_is_the_word_of_the_terms_that_sounds_the_same():
    """A French player's review: « menasse » found nothing and offered nothing: two edits
    from « menace », one more than a word of seven letters is allowed."""
    from search.corrections import closest_term_word
    from search.sounds import french_sound
    from search.terminology import FrenchToEnglish

    for typed, printed in (
        ("menasse", "menace"),
        ("vijilance", "vigilance"),
        ("protecsion", "protection"),
        ("pietinnemant", "pietinement"),
        ("chato", "chateau"),
    ):
        assert french_sound(typed) == french_sound(printed), typed
    assert french_sound("menace") != french_sound("manse")
    terms = FrenchToEnglish(
        {"menace": ["menace"], "menacez": ["threaten"], "protection contre": ["protection from"]},
        printed={"menace": 300, "menacez": 2, "protection contre": 500},
    )
    assert closest_term_word(terms, "menasse") == "menace"  # the most printed of its sound
    assert closest_term_word(terms, "protecsion") == "protection"
    assert closest_term_word(terms, "zzzzzz") is None


@pytest.mark.usefixtures("demo_data", "search_index_dir")
def test_a_keyword_misspelt_by_ear_is_found_and_offered(client):
    from keywords.models import Keyword
    from search.indexer import rebuild
    from terminology.models import Term

    Keyword.objects.create(
        slug="menace", name_en="Menace", name_fr="Menace", kind="keyword_ability"
    )
    Term.objects.create(english="Menace", french="Menace", kind=Term.Kind.KEYWORD)
    rebuild()
    answer = client.get("/api/search", {"q": "menasse", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "menace"
    nothing = client.get("/api/search", {"q": "menasse", "lang": "fr", "type": "ruling"}).json()
    assert nothing["total"] == 0 and nothing["suggestion"] == "menace"


@pytest.fixture
def poison_counters_and_a_poison_card(db, search_index_dir):
    """The French for poison counters is in the lexicon only: no card's name says
    « marqueur »; one card's name says « poison »."""
    from rulings.models import Card
    from search.indexer import rebuild
    from terminology.models import LexiconEntry

    from .current_rules import current_glossary

    current_glossary({"Poison Counter": "A counter that may be given to a player. See 122.1f."})
    Card.objects.create(
        slug="vial",
        name_en="Vial of Poison",
        name_fr="Fiole de poison",
        oracle_text_en="Sacrifice Vial of Poison: Target creature gains deathtouch.",
        oracle_text_fr="Sacrifiez la Fiole de poison : La créature ciblée acquiert le contact "
        "mortel.",
    )
    LexiconEntry.objects.create(french="marqueur poison", english="poison counter", aligned=40)
    rebuild()


@pytest.mark.usefixtures("poison_counters_and_a_poison_card")
def test_a_typo_in_a_word_only_the_lexicon_holds_is_corrected_and_offered(client):
    answer = client.get("/api/search", {"q": "marqeur poison", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "Poison Counter"
    assert answer["suggestion"] == "marqueur poison"
    nothing = client.get("/api/search", {"q": "marqeur", "lang": "fr", "type": "rule"}).json()
    assert nothing["total"] == 0 and nothing["suggestion"] == "marqueur"


def test_did_you_mean_puts_each_corrected_word_where_it_was_typed():
    from search.did_you_mean import _in_place

    words, fixes = ("marqeurs", "1", "1"), ["marqueurs", "1", "1"]
    assert _in_place("Marqeurs +1/+1", words, fixes) == "marqueurs +1/+1"
    assert _in_place(
        "tempt with mahyem ?", ("tempt", "with", "mahyem"), ["tempt", "with", "mayhem"]
    ) == ("tempt with mayhem")
    # Words the query's reading changed (« réduit-il » is looked for as « réduit ») stay typed.
    assert _in_place("réduit-il le coüt", ("réduit", "le", "coüt"), ["réduit", "le", "coût"]) == (
        "réduit-il le coût"
    )
    # Words it cannot find in order: the words alone.
    assert _in_place("abc", ("xyz",), ["xy"]) == "xy"


@pytest.mark.usefixtures("poison_counters_and_a_poison_card")
def test_did_you_mean_keeps_what_was_typed_around_the_corrections(client):
    answer = client.get("/api/search", {"q": "Marqeur, poison ?", "lang": "fr"}).json()
    assert answer["suggestion"] == "marqueur, poison"


def test_a_name_holding_every_word_once_corrected_is_looked_for():
    """ "gandolf voyajer": no name holds both words as typed; Gandalf, Westward Voyager holds
    both once corrected, and is looked for as a whole name is (just below one typed right)."""
    from whoosh.query import And

    from search.query import build_query
    from search.query_text import parse_user_query

    def whole_names(query) -> set[tuple[str, ...]]:
        """The words of each part that looks for a name holding all of them."""
        found, parts = set(), [query]
        while parts:
            part = parts.pop()
            children = list(part.children()) if hasattr(part, "children") else []
            if isinstance(part, And) and all(c.fieldname == "title_en" for c in children):
                found.add(tuple(sorted(child.text for child in children)))
            parts += children
        return found

    typed = parse_user_query("gandolf voyajer")
    assert ("gandalf", "voyager") in whole_names(
        build_query(typed, corrected_words=("gandalf", "voyager"))
    )
    assert ("gandalf", "voyager") not in whole_names(build_query(typed))


@pytest.fixture
def path_to_exile_and_an_archangel(db, search_index_dir):
    from rulings.models import Card
    from search.indexer import rebuild

    Card.objects.create(slug="path", name_en="Path to Exile", name_fr="Chemin vers l'exil")
    Card.objects.create(slug="archangel", name_en="Archangel", name_fr="Archange")
    Card.objects.create(slug="avacyn", name_en="Archangel Avacyn", name_fr="Archange d'Avacyn")
    for number in range(3):
        Card.objects.create(
            slug=f"exile-{number}",
            name_en=f"Banisher {number}",
            name_fr=f"Bannisseur {number}",
            oracle_text_en="Exile target creature. Its controller's path ends.",
            oracle_text_fr="Exilez la créature ciblée. Son chemin vers l'exil est tracé.",
        )
    rebuild()


@pytest.mark.usefixtures("path_to_exile_and_an_archangel")
def test_an_elision_typed_without_its_apostrophe_is_read_as_one(client):
    assert corrected("chemin vers lexil") == ("chemin", "vers", "l'exil")
    assert corrected("mon Archange dAvacyn")[-1] == "d'avacyn"
    assert corrected("jai lexil") == ("j'ai", "l'exil")
    assert corrected("lexilx") == ("lexilx",)  # « exilx » is no word either
    answer = client.get("/api/search", {"q": "chemin vers lexil", "lang": "fr"}).json()
    assert answer["results"][0]["ref"] == "Path to Exile"
    assert answer["suggestion"] == "chemin vers l'exil"


@pytest.fixture
def gandalf_and_voyagers(db, search_index_dir):
    from rulings.models import Card
    from search.indexer import rebuild

    Card.objects.create(slug="gandalf", name_en="Gandalf, Westward Voyager")
    Card.objects.create(slug="drake", name_en="Voyager Drake")
    Card.objects.create(slug="grey", name_en="Gandalf the Grey")
    rebuild()


@pytest.mark.usefixtures("gandalf_and_voyagers")
def test_did_you_mean_offers_words_one_name_holds_once_corrected(client):
    """ "gandalf voyager" is no whole name, but one name holds both words."""
    answer = client.get("/api/search", {"q": "gandolf voyajer"}).json()
    assert answer["results"][0]["ref"] == "Gandalf, Westward Voyager"
    assert answer["suggestion"] == "gandalf voyager"
    # Words that no single name holds together are offered nothing.
    assert client.get("/api/search", {"q": "voyajer grey"}).json()["suggestion"] is None


@pytest.fixture
def ripple_and_resolving(db, search_index_dir):
    """« résous » is one edit from the keyword's name « Remous » (Ripple) and from the lexicon's
    « résout » (resolves), which the cards print."""
    from keywords.models import Keyword
    from search.indexer import rebuild
    from terminology.models import LexiconEntry

    from .current_rules import current_rules

    current_rules({"608.2": "If the spell or ability that resolves has targets, the player checks"})
    Keyword.objects.create(slug="ripple", name_en="Ripple", name_fr="Remous", kind="keyword")
    LexiconEntry.objects.create(french="résout", english="resolves", aligned=40)
    rebuild()


@pytest.mark.usefixtures("ripple_and_resolving")
def test_of_a_name_word_and_a_word_of_the_terms_as_close_the_one_starting_alike_is_chosen(client):
    """A verb's form the cards never print (they speak to « vous ») is read as the form they
    do: « je résous » resolves, and asks nothing about Ripple."""
    answer = client.get("/api/search", {"q": "si je résous un sort ciblé", "lang": "fr"}).json()
    assert [result["ref"] for result in answer["results"]] == ["608.2"]


@pytest.fixture
def kiki_jiki(db, search_index_dir):
    from rulings.models import Card
    from search.indexer import rebuild

    Card.objects.create(slug="kiki-jiki", name_en="Kiki-Jiki, Mirror Breaker")
    rebuild()


@pytest.mark.usefixtures("kiki_jiki")
def test_a_typo_in_a_part_of_a_hyphenated_word_is_corrected():
    """Each part no name or text holds is corrected as a word of its own; a word typed right
    is left as typed."""
    assert corrected("can kiki-jikki copy a legend") == ("can", "kiki-jiki", "copy", "a", "legend")
    assert corrected("can kiki-jiki copy a legend")[1] == "kiki-jiki"
    assert corrected("a mid-rulez change")[1] == "mid-rulez"  # no name word near
    # Parts past the longest name's words are no name: a soup of them is not looked up.
    soup = "-".join(["kiki", "jikki"] + ["word"] * 7)
    assert corrected(soup) == (soup,)


@pytest.fixture
def names_typed_with_slips(db, search_index_dir):
    from django.utils.text import slugify

    from rulings.models import Card
    from search.indexer import rebuild
    from terminology.models import LexiconEntry

    for name_en, name_fr in (
        ("Grixis", "Grixis"),
        ("Grixis Charm", "Charme de Grixis"),
        ("Conqueror's Pledge", "Serment du conquérant"),
        ("Pledge of Loyalty", "Serment de loyauté"),
        ("Cohort", ""),
        ("Hidden Peaks", "Sommets cachés"),
        ("Grapeshot", "Mitraille"),
        ("Glass of the Guildpact", "Vitrail de la guilde"),
        ("Recoil", "Reculade"),
    ):
        Card.objects.create(slug=slugify(name_en), name_en=name_en, name_fr=name_fr)
    # « chat » (cat) is one edit from "chatm", as "charm" is, and starts as it does for longer.
    LexiconEntry.objects.create(french="chat", english="cat", aligned=40)
    rebuild()


def _first(client, text: str, lang: str = "en") -> str:
    return client.get("/api/search", {"q": text, "lang": lang}).json()["results"][0]["ref"]


@pytest.mark.usefixtures("names_typed_with_slips")
def test_of_a_name_word_and_a_word_of_the_terms_as_close_the_one_making_a_name_is_chosen(client):
    answer = client.get("/api/search", {"q": "Grixis Chatm"}).json()
    assert answer["results"][0]["ref"] == "Grixis Charm"
    assert answer["suggestion"] == "grixis charm"


@pytest.mark.usefixtures("names_typed_with_slips")
def test_a_typo_before_a_possessive_is_corrected(client):
    assert corrected("conueror's pledge") == ("conqueror's", "pledge")
    assert _first(client, "Conueror's Pledge") == "Conqueror's Pledge"


@pytest.mark.usefixtures("names_typed_with_slips")
def test_a_typo_in_the_first_letters_is_corrected_in_a_name_not_in_an_everyday_word(client):
    """Typed alone, or making a name with its neighbours, a word with a slip in its first
    letters is the name's ("ohort", « commets » alone); in a question, where a word no name
    holds is mostly a word the texts lack, it is read as typed (« je commets un crime »)."""
    assert _first(client, "ohort") == "Cohort"
    assert corrected("commets") == ("sommets",)
    assert corrected("xrixis charm") == ("grixis", "charm")
    question = "est-ce que je commets un crime si je cible six créatures"
    assert "commets" in corrected(question)


@pytest.mark.usefixtures("names_typed_with_slips")
def test_a_word_written_with_a_letter_of_french_is_no_typo_of_an_english_name_word(client):
    """« reçois », folded « recois », is one edit from Recoil: written with a letter of French,
    it is French, and a typo of a French name's word if of any (Recoil came second)."""
    question = "après sa résolution, est-ce que je reçois la priorité pour recommencer ?"
    assert "reçois" in corrected(question)
    assert corrected("recois") == ("recoil",)  # without its cedilla, a typo as any


def test_a_word_corrected_keeps_its_capital_in_the_question():
    """Its capital names a card as the word typed right would (search.question_names): "…
    casts Excvaator on my creature?" gave Excavator nowhere among the first results."""
    from search.query import written_with_corrections

    typed = "Can I Excvaator it, or lance L’Imptioyable ?"
    words = ("can", "i", "excvaator", "it", "or", "lance", "l’imptioyable")
    corrected = ("can", "i", "excavator", "it", "or", "lance", "l’impitoyable")
    assert written_with_corrections(typed, words, corrected) == (
        "Can I Excavator it, or lance L'Impitoyable ?"
    )
    assert written_with_corrections("excvaator it", words[2:4], corrected[2:4]) == "excavator it"
    # The corrected reading of a question is written so, and its capital names the card.
    from search.query import _readings
    from search.query_text import parse_user_query
    from search.question_names import capitalised_name_words

    question = parse_user_query("What happens when my opponent casts Excvaator on my creature?")
    reading = tuple("excavator" if word == "excvaator" else word for word in question.words)
    _, corrected_reading = _readings(question, reading)
    assert "excavator" in capitalised_name_words(corrected_reading.raw)
    # A word typed twice is corrected where it was.
    words = ("le", "joueur", "cible", "l'engin", "de", "le", "sorcière")
    corrected = ("le", "joueur", "cible", "l'engin", "de", "la", "sorcière")
    typed = "Le joueur cible l'Engin de le sorcière"
    assert written_with_corrections(typed, words, corrected) == (
        "Le joueur cible l'Engin de la sorcière"
    )


@pytest.mark.usefixtures("names_typed_with_slips")
def test_a_word_typed_short_of_a_name_word_is_read_before_a_typo_in_its_first_letters(client):
    """« mitrail » begins « mitraille » and is one edit from « vitrail »: typos rarely start a
    word, a word's end is often left untyped."""
    assert corrected("mitrail") == ("mitraille",)
    assert _first(client, "mitrail", "fr") == "Grapeshot"


@pytest.fixture
def names_of_both_languages(db, search_index_dir):
    """The English "exile" and the French « exilé » in names; "blow" in more names than
    "block", which more texts say; "enchantment" in English names, « enchanté » in French."""
    from rulings.models import Card
    from search.indexer import rebuild

    from .current_rules import current_glossary

    current_glossary({"Block": "To declare a creature as a blocking creature. See rule 509."})
    for slug, english, french in (
        ("path-to-exile", "Path to Exile", "Chemin vers l'exil"),
        ("exiled-boggart", "Exiled Boggart", "Farfadet exilé"),
        ("exiled-doomsayer", "Exiled Doomsayer", "Prophète exilé"),
        ("enchantment-alteration", "Enchantment Alteration", "Altération d'enchantement"),
        ("enchanted-being", "Enchanted Being", "Être enchanté"),
        ("righteous-blow", "Righteous Blow", "Coup vertueux"),
        ("puncturing-blow", "Puncturing Blow", "Coup perforant"),
        ("knockout-blow", "Knockout Blow", "Coup assommant"),
    ):
        Card.objects.create(slug=slug, name_en=english, name_fr=french, oracle_text_en="X.")
    for number in range(5):
        Card.objects.create(
            slug=f"wall-{number}",
            name_en=f"Wall {number}",
            oracle_text_en="Defender. This creature can block an additional creature.",
        )
    rebuild()


@pytest.mark.usefixtures("names_of_both_languages")
@pytest.mark.parametrize(
    ("typed", "lang", "offered"),
    [
        ("exlie", "en", "exile"),  # offered « exilé », as French names write it
        ("path to exlie", "en", "path to exile"),
        ("exlie", "fr", "exilé"),
        ("enchantmen", "en", "enchantment"),  # read « enchanté » in the French names first
        ("blok", "en", "block"),  # read "blow", which more names hold
    ],
)
def test_a_typo_is_read_and_offered_in_the_question_s_language_or_the_page_s(
    client, typed, lang, offered
):
    """An English judge's review: on the English page, "exlie" offered « exilé », "creture"
    « créature », "blok" was searched as "blow"."""
    answer = client.get("/api/search", {"q": typed, "lang": lang, "type": "ruling"}).json()
    assert answer["suggestion"] == offered
