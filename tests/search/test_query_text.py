"""Parsing what visitors type: words, phrases and rule numbers, whatever the input."""

import functools
import re
import unicodedata
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from whoosh import fields, qparser, query
from whoosh.filedb.filestore import RamStorage
from whoosh.index import Index
from whoosh.query.ranges import RangeMixin

from search.analyzers import english_analyzer, french_analyzer, name_analyzer
from search.query_text import MAX_QUERY_LENGTH, UserQuery, normalise_rule_number, parse_user_query
from terminology.vocabulary import MINUS_SIGNS, NUMBER_WORD

# --- Rule numbers --------------------------------------------------------------------

RULE_NUMBER_FORMS = [
    ("702.56a", "702.56a"),
    ("702.56A", "702.56a"),
    ("702.56", "702.56"),
    ("702.56.", "702.56"),
    ("702.56a.", "702.56a"),
    ("100.1", "100.1"),
    ("#702.56a", "702.56a"),
    ("cr 702.56", "702.56"),
    ("CR 702.56a", "702.56a"),
    ("CR702.56", "702.56"),
    ("cr702.56a", "702.56a"),
    ("CR: 702.56", "702.56"),
    ("règle 702.56a", "702.56a"),
    ("Règle 702.56a", "702.56a"),
    ("regle 702.56a", "702.56a"),
    ("règles 702.56", "702.56"),
    ("rule 702.56a", "702.56a"),
    ("Rule 702.56a", "702.56a"),
    ("rules 702.56", "702.56"),
    ("§ 702.56", "702.56"),
    ("§702.56b", "702.56b"),
    ("R70256a", "702.56a"),
    ("r70256a", "702.56a"),
    ("#R70256a", "702.56a"),
    ("R1001", "100.1"),
    ("R7021", "702.1"),
    ("R702", "702"),
    # The anchors' R before a number written with its point: not section 702 and "19b".
    ("r702.19b", "702.19b"),
    ("R702.19", "702.19"),
    ("R 702.19b", "702.19b"),
    ("cr 702", "702"),
    ("rule 702", "702"),
    ("règle 702", "702"),
    ("section 702", "702"),
    ("702,56a", "702.56a"),  # a French decimal comma
    ("règle 702,56", "702.56"),
]


@pytest.mark.parametrize(("typed", "expected"), RULE_NUMBER_FORMS)
def test_normalise_rule_number(typed: str, expected: str) -> None:
    assert normalise_rule_number(typed) == expected


@pytest.mark.parametrize(("typed", "expected"), RULE_NUMBER_FORMS)
def test_rule_numbers_are_taken_out_of_the_words(typed: str, expected: str) -> None:
    parsed = parse_user_query(f"piétinement {typed} trample")
    assert parsed.rule_numbers == (expected,)
    assert parsed.words == ("piétinement", "trample")


@pytest.mark.parametrize(
    "typed",
    [
        "702",  # a section alone is a rule number to search (below), but names no rule here
        "1.5",
        "100.01",  # rules have no leading zeros
        "R2020",
        "R10",
        "7020.56",
        "702.5678",
        "702.56abc",
        "702.56a-c",  # several rules: normalise_rule_number names one
        "702.56\u017f",  # long s
        "100,200,300",  # a list of numbers
        "702, 56",
        "\u0667\u0660\u0662.\u0665\u0666",  # Arabic-Indic digits
        "crazy 702",
        "",
        "rule",
    ],
)
def test_not_one_rule_number(typed: str) -> None:
    assert normalise_rule_number(typed) is None


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("100 cartes", ("100", "cartes")),
        ("702 abilities", ("702", "abilities")),
        ("R2020", ("r2020",)),
    ],
)
def test_numbers_that_are_not_rules_stay_words(typed: str, words: tuple[str, ...]) -> None:
    parsed = parse_user_query(typed)
    assert parsed.words == words
    assert parsed.rule_numbers == ()


def test_rule_numbers_are_ascii() -> None:
    parsed = parse_user_query("702.56\u017f \u0667\u0660\u0662.\u0665\u0666")
    assert parsed.rule_numbers == ()
    assert parsed.words == ("702", "56\u017f", "\u0667\u0660\u0662", "\u0665\u0666")
    # NFC turns the Kelvin sign into K, a real letter.
    assert parse_user_query("R70256\u212a").rule_numbers == ("702.56k",)


def test_subrule_range_is_expanded() -> None:
    assert parse_user_query("702.56a-c").rule_numbers == ("702.56a", "702.56b", "702.56c")


@pytest.mark.parametrize(
    ("typed", "numbers"),
    [
        ("704.5aa", ("704.5aa",)),
        ("cr 704.5AA", ("704.5aa",)),
        ("R7045aa", ("704.5aa",)),
        ("704.5y-aa", ("704.5y", "704.5z", "704.5aa")),
    ],
)
def test_two_letters_past_z_are_a_subrule(typed: str, numbers: tuple[str, ...]) -> None:
    """A judge's review: 704.5aa, a rule of the current edition, was searched as "704" and
    "5aa", 51 texts, where its page exists."""
    assert parse_user_query(typed).rule_numbers == numbers


def test_two_letters_the_rules_do_not_use_are_no_subrule() -> None:
    assert parse_user_query("704.5la").rule_numbers == ()
    assert parse_user_query("702.19bis").rule_numbers == ()


@pytest.mark.parametrize("dash", ["-", "\u2013", "\u2010", "\u2011"])
def test_a_range_with_the_dash_the_rules_print(dash: str) -> None:
    # The rules write "601.2b and 601.2f–h" with an en dash; judges paste it so.
    parsed = parse_user_query(f"rules 601.2b and 601.2f{dash}h")
    assert parsed.rule_numbers == ("601.2b", "601.2f", "601.2g", "601.2h")


@pytest.mark.parametrize(
    ("typed", "numbers"),
    [
        ("702.19b,702.19c", ("702.19b", "702.19c")),
        ("702.19b and c", ("702.19b", "702.19c")),
        ("CR 702.19b, c", ("702.19b", "702.19c")),
        ("601.2f, g et h ?", ("601.2f", "601.2g", "601.2h")),
        ("702.19b & c", ("702.19b", "702.19c")),
        ("702.19b,702.19c,702.19d", ("702.19b", "702.19c", "702.19d")),
        ("702.19b-d,702.19f", ("702.19b", "702.19c", "702.19d", "702.19f")),
        # The letter typed apart, last.
        ("702.19 b", ("702.19b",)),
        ("CR 601.2 f ?", ("601.2f",)),
        # In brackets or after a point (an English player's review: "702.19(b)" found 702.19
        # and then B.O.B. (Bevy of Beebles)).
        ("702.19(b)", ("702.19b",)),
        ("702.19 (b)", ("702.19b",)),
        ("702.19.b", ("702.19b",)),
        ("CR 702.19.B ?", ("702.19b",)),
        ("702.19.b.", ("702.19b",)),
    ],
)
def test_a_list_of_rules_as_judges_write_it(typed: str, numbers: tuple[str, ...]) -> None:
    parsed = parse_user_query(typed)
    assert parsed.rule_numbers == numbers
    assert parsed.words == ()


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        # A letter before the first is no subrule of the list: an article.
        ("702.19b and a creature", ("and", "a", "creature")),
        # A letter followed by a word is a word of the sentence.
        ("702.19b and I think", ("and", "i", "think")),
        ("702.19b et y a-t-il", ("et", "y", "a")),
        # An abbreviation's letters: no subrules.
        ("702.19b, e.g. copy", ("e", "g", "copy")),
        ("702.19b, i.e. this", ("i", "e", "this")),
    ],
)
def test_letters_after_a_rule_that_list_no_subrule(typed: str, words: tuple[str, ...]) -> None:
    parsed = parse_user_query(typed)
    assert parsed.rule_numbers == ("702.19b",)
    assert parsed.words == words


def test_a_letter_apart_before_another_word_is_a_word() -> None:
    parsed = parse_user_query("is 702.19 a rule")
    assert parsed.rule_numbers == ("702.19",)
    assert parsed.words == ("is", "a", "rule")


@pytest.mark.parametrize(
    ("typed", "number"), [("107.3 X", "107.3"), ("combien font 100,5 g", "100.5")]
)
def test_a_capital_or_a_decimal_commas_letter_apart_is_no_subrule(typed, number) -> None:
    """A diff review: "107.3 X" (the X of rule 107.3) found « no rule 107.3x »."""
    parsed = parse_user_query(typed)
    assert parsed.rule_numbers == (number,)
    assert parsed.words[-1] in ("x", "g")


@pytest.mark.parametrize(("typed", "section"), [("702", "702"), ("#100", "100"), (" 903 ", "903")])
def test_a_section_number_alone_asks_for_the_section(typed: str, section: str) -> None:
    parsed = parse_user_query(typed)
    assert parsed.rule_numbers == (section,)
    assert parsed.words == ()


@pytest.mark.parametrize(
    "typed", ["rule 7", "CR 7", "cr.7", "Chapter 7.", "chapitre 7", "§ 7", "rule 7 ?"]
)
def test_a_chapter_named_alone_asks_for_the_chapter(typed: str) -> None:
    parsed = parse_user_query(typed)
    assert (parsed.rule_numbers, parsed.words) == (("7",), ())


@pytest.mark.parametrize(
    ("typed", "words"),
    [("7", ("7",)), ("r7", ("r7",)), ("rule 7 cards", ("rule", "7", "cards"))],
)
def test_a_digit_without_the_word_or_in_a_question_is_no_chapter(typed, words) -> None:
    parsed = parse_user_query(typed)
    assert (parsed.rule_numbers, parsed.words) == ((), words)


@pytest.mark.parametrize(
    ("typed", "number", "words"),
    [("702.19.b2", "702.19", ("b2",)), ("702.19(l)", "702.19", ("l",))],
)
def test_a_letter_the_rules_skip_or_glued_to_more_is_no_subrule(typed, number, words) -> None:
    parsed = parse_user_query(typed)
    assert (parsed.rule_numbers, parsed.words) == ((number,), words)


def test_rule_number_in_a_pasted_link() -> None:
    parsed = parse_user_query("https://example.org/magic-rules/#R70256a")
    assert parsed.rule_numbers == ("702.56a",)


def test_several_rule_numbers_in_order_without_repeats() -> None:
    parsed = parse_user_query("702.56a, cr 100.1 et R70256a puis rule 702")
    assert parsed.rule_numbers == ("702.56a", "100.1", "702")
    assert parsed.words == ("et", "puis")


def test_quoted_rule_number() -> None:
    parsed = parse_user_query('"702.56a"')
    assert parsed.rule_numbers == ("702.56a",)
    assert parsed.phrases == ()


# --- Words and phrases ---------------------------------------------------------------


def test_plain_question() -> None:
    parsed = parse_user_query("  Comment  marche la\tDuplication ?\n")
    assert parsed == UserQuery(
        raw="Comment marche la Duplication ?",
        words=("comment", "marche", "la", "duplication"),
        phrases=(),
        rule_numbers=(),
        asks=True,
    )
    assert not parsed.is_empty


@pytest.mark.parametrize(
    ("typed", "words", "phrases"),
    [
        # Words quoted inside a question are set apart, and still its words, where they
        # were typed: the phrase is looked for as written, the words as the question's.
        ('"lien de vie" trample', ("lien", "de", "vie", "trample"), ("lien de vie",)),
        ("« lien de vie » trample", ("lien", "de", "vie", "trample"), ("lien de vie",)),
        (
            "C'est quoi, la « valeur de mana » ?",
            ("c'est", "quoi", "la", "valeur", "de", "mana"),
            ("valeur de mana",),
        ),
        # A phrase keeps its t, as texts do; among the words, the inversion's modal goes.
        ('"va-t-il mourir" va-t-il', ("mourir",), ("va-t-il mourir",)),
        ('my opponent "floats" mana', ("my", "opponent", "floats", "mana"), ("floats",)),
        ("qui précisent « incolore », non", ("qui", "précisent", "incolore", "non"), ("incolore",)),
        ('"trample"', (), ("trample",)),
        ("“first strike” «double initiative»", (), ("first strike", "double initiative")),
        ('"unbalanced phrase', ("unbalanced", "phrase"), ()),
        ('"a" "b*" "" "  "', (), ("a", "b")),
        ('"(x) OR y:z"', (), ("x or y z",)),
    ],
)
def test_phrases(typed: str, words: tuple[str, ...], phrases: tuple[str, ...]) -> None:
    parsed = parse_user_query(typed)
    assert (parsed.words, parsed.phrases) == (words, phrases)


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("l'original qu’un", ("l'original", "qu’un")),
        ("mot-clé", ("mot-clé",)),
        ("Éphémère", ("éphémère",)),
        ("e\u0301phe\u0301me\u0300re", ("éphémère",)),  # decomposed accents, NFC
        ("dupli\u00adcation", ("duplication",)),  # soft hyphen
        ("\u200fdragon\u200e", ("dragon",)),  # RTL and LTR marks
        ("a\x00b", ("a", "b")),
        ("a\ud800b", ("ab",)),  # lone surrogate
        ("🐉 dragon 🔥", ("dragon",)),
        ("under_score", ("under", "score")),
        ("İstanbul", ("i̇stanbul",)),
        # The t of a French question is no word, nor is the subject after it; a {T} typed
        # as a word still is one.
        ("Reste-t-il au cimetière", ("reste", "au", "cimetière")),
        ("y a‐t‐elle", ("y", "a")),
        ("Y A-T-IL", ("y", "a")),
        ("a–t–on", ("a",)),  # en dashes
        ("a-t-on", ("a",)),
        ("t-il", ("t-il",)),  # no verb before it
        ("engagez t", ("engagez", "t")),
        ("vat-t-ils", ("vat",)),
        ("soit-t-ilot", ("soit-t-ilot",)),
    ],
)
def test_words(typed: str, words: tuple[str, ...]) -> None:
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("quelle différence entre vol et portée", ("quelle", "différence", "vol", "et", "portée")),
        ("Différences ENTRE exil et cimetière", ("différences", "exil", "et", "cimetière")),
        # « entre » elsewhere is the texts' "enters"
        ("quand une créature entre en jeu", ("quand", "une", "créature", "entre", "en", "jeu")),
        ("entre vol et portée", ("entre", "vol", "et", "portée")),
    ],
)
def test_entre_after_difference_frames_a_comparison_and_is_no_word(
    typed: str, words: tuple[str, ...]
):
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        (
            "Que se passe-t-il si la cible devient illégale ?",
            ("que", "se", "si", "la", "cible", "devient", "illégale"),
        ),
        (
            "qu'est-ce qui se passe quand un jeton meurt",
            ("qu'est-ce", "qui", "se", "quand", "un", "jeton", "meurt"),
        ),
        ("Que se passera-t-il ?", ("que", "se")),
        ("que s'est-il passé", ("que", "s'est")),
        # Passing priority is « passer » after any other word.
        ("je passe la priorité", ("je", "passe", "la", "priorité")),
        ("si les deux joueurs passent", ("si", "les", "deux", "joueurs", "passent")),
    ],
)
def test_se_passer_asks_what_happens_and_is_no_word(typed: str, words: tuple[str, ...]):
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        (
            "J'anime mon terrain grâce à l'Éveil de Vitu-Ghazi",
            ("j'anime", "mon", "terrain", "à", "l'éveil", "de", "vitu-ghazi"),
        ),
        (
            "il gagne 1 point de vie grace au Rejeton",
            ("il", "gagne", "1", "point", "de", "vie", "au", "rejeton"),
        ),
        # The keyword, Bestow's French name, stays.
        ("une créature avec grâce", ("une", "créature", "avec", "grâce")),
        ("la grâce, comment ça marche", ("la", "grâce", "comment", "ça", "marche")),
        # A name's: the noun after « de » or an article, an English name.
        ("lance Coup de grâce à mon tour", ("lance", "coup", "de", "grâce", "à", "mon", "tour")),
        ("cast Saving Grace a second time", ("cast", "saving", "grace", "a", "second", "time")),
    ],
)
def test_grace_a_is_thanks_to_and_no_word(typed: str, words: tuple[str, ...]):
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        # A French player's review: « coup » read as Bloodrush (« Coup de sang »), first.
        (
            "du coup est-ce que la créature meurt",
            ("du", "est-ce", "que", "la", "créature", "meurt"),
        ),
        ("Du Coup, je bloque", ("du", "je", "bloque")),
        # The noun stays: « Coup de sang », « un coup ».
        ("coup de sang", ("coup", "de", "sang")),
        ("un coup de grâce", ("un", "coup", "de", "grâce")),
    ],
)
def test_du_coup_is_so_and_no_word(typed: str, words: tuple[str, ...]):
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("Puis-je rediriger les blessures ?", ("rediriger", "les", "blessures")),
        ("Comment peut-il bloquer", ("comment", "bloquer")),
        ("Va-t-il au cimetière", ("au", "cimetière")),
        ("Dois-je sacrifier", ("sacrifier",)),
        ("PEUVENT-ILS attaquer", ("attaquer",)),
        # The question's own verb stays, without its subject (the terminology reads
        # « réduit », not « réduit-il »); and so does a modal that is not asking.
        ("Réduit-il le coût", ("réduit", "le", "coût")),
        ("Meurt-elle ?", ("meurt",)),
        ("bloque-t-on", ("bloque",)),
        ("Rendez-vous secret", ("rendez-vous", "secret")),
        ("Préparez-vous", ("préparez-vous",)),
        ("peut-être", ("peut-être",)),
        ("elle peut bloquer", ("elle", "peut", "bloquer")),
        ("puis piochez", ("puis", "piochez")),
        # Nothing else typed: looked for as typed.
        ("Peut-elle", ("peut-elle",)),
    ],
)
def test_a_french_inversion_leaves_the_verb_asked_without_its_subject(
    typed: str, words: tuple[str, ...]
):
    assert parse_user_query(typed).words == words


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("*e", ("e",)),
        ("fly*", ("fly",)),
        ("fl?ing", ("fl", "ing")),
        ("[a TO z]", ("a", "to", "z")),
        ("{a TO z}", ("a", "to", "z")),
        ("NOT NOT NOT", ("not", "not", "not")),
        (
            "a AND b OR c ANDNOT d ANDMAYBE e",
            ("a", "and", "b", "or", "c", "andnot", "d", "andmaybe", "e"),
        ),
        ("a:b", ("a", "b")),
        ("name:*", ("name",)),
        ("*:*", ()),
        ("flying^2", ("flying", "2")),
        ("^2", ("2",)),
        ("trample~", ("trample",)),
        ("trample~2", ("trample", "2")),
        ("~", ()),
        ("(((", ()),
        ("(a OR b))", ("a", "or", "b")),
        ("back\\slash", ("back", "slash")),
        ('r"regex.*"', ("r", "regex")),
        ("'single quoted'", ("single", "quoted")),
        ("-minus +plus", ("minus", "plus")),
        ("a<=b >c", ("a", "b", "c")),
    ],
)
def test_whoosh_syntax_is_neutralised(typed: str, words: tuple[str, ...]) -> None:
    parsed = parse_user_query(typed)
    # A word quoted alone inside the query is a phrase and one of the words too.
    phrases = tuple(phrase for phrase in parsed.phrases if phrase not in parsed.words)
    assert parsed.words + phrases == words


@pytest.mark.parametrize("typed", ["", "   ", "\x00\x01", "~", "(((", "*:*", "🐉", "\u200f", "«»"])
def test_empty_queries(typed: str) -> None:
    assert parse_user_query(typed).is_empty


def test_long_input_is_capped() -> None:
    parsed = parse_user_query("piétinement " * 1000)
    assert len(parsed.raw) <= MAX_QUERY_LENGTH
    assert parsed.raw.startswith("piétinement piétinement")
    assert parsed.words == ("piétinement",) * 16  # the 17th, cut by the cap, is dropped


def test_a_query_says_whether_it_was_cut_and_where_the_search_stopped() -> None:
    long = parse_user_query("Que se passe-t-il si " + "je lance une boule de feu " * 20)
    assert long.cut and len(long.raw) <= MAX_QUERY_LENGTH
    assert long.searched_up_to == " ".join(long.raw.split()[-6:])
    assert long.raw.endswith(long.searched_up_to)
    assert not parse_user_query("a" * MAX_QUERY_LENGTH).cut
    # Spaces and invisible characters collapsed or dropped are no text left out, even past
    # the part of a long input that is read at all; a word there is.
    assert not parse_user_query("  flying \u200b  " + " " * 500).cut
    assert not parse_user_query("flying").cut
    assert not parse_user_query(" " * 2000).cut
    assert not parse_user_query("flying" + " " * 2000 + "\u200b").cut
    assert parse_user_query("flying" + " " * 2000 + "trample").cut
    # Where it stopped, for a word of hundreds of letters: its end only.
    assert parse_user_query("x" * 1000).searched_up_to == "x" * 60


def test_ten_thousand_characters_without_spaces() -> None:
    parsed = parse_user_query("x" * 10_000)
    assert parsed.words == ("x" * MAX_QUERY_LENGTH,)


def test_raw_keeps_case_and_punctuation() -> None:
    assert parse_user_query('Flash: "Lien de vie"?').raw == 'Flash: "Lien de vie"?'


def test_non_string_input_gives_an_empty_query() -> None:
    assert parse_user_query(None).is_empty  # type: ignore[arg-type]
    assert normalise_rule_number(702) is None  # type: ignore[arg-type]


# --- Property: nothing typed becomes expensive Whoosh syntax --------------------------

# A chapter ("§1", "rule 7"), a section, a rule, a subrule.
CANONICAL_RULE_NUMBER = re.compile(r"[1-9](?:[0-9][0-9](?:\.[1-9][0-9]{0,2}[a-z]{0,2})?)?")
SYNTAX_CHARACTERS = frozenset('*?[]{}():^~"\\')
WORD_PUNCTUATION = frozenset("'’‘-‐")
EXPENSIVE_QUERIES = (query.MultiTerm, RangeMixin, query.Every)
SYNTAX_FRAGMENTS = [
    "*", "?", "[", "]", "{", "}", "(", ")", ":", "^", "^2", "~", "~2", '"', "\\", "'",
    "AND", "OR", "NOT", "ANDNOT", "ANDMAYBE", "TO", " TO ", "*:*", "text:", "name:",
    "r\"", "/", "+", "-", "<", ">", ">=", "=", "|", "&", "’", "«", "»", "“", "”",
    "702.56a", "R70256a", "cr ", "règle ", "100.1", "702.56a-c", "l'", "qu’",
    " ", "  ", "\t", "\n", "\x00", "\u200f", "\u00ad", "\ud800", "\U0001f409",
    "é", "e\u0301", "İ", "ß", "Æ", "a", "z", "0", "9", "_",
]  # fmt: skip
queries = st.one_of(
    st.text(),
    st.lists(st.one_of(st.sampled_from(SYNTAX_FRAGMENTS), st.text(max_size=8)), max_size=40).map(
        "".join
    ),
)


@functools.cache
def small_index() -> Index:
    schema = fields.Schema(
        text_fr=fields.TEXT(analyzer=french_analyzer()),
        text_en=fields.TEXT(analyzer=english_analyzer()),
        name=fields.TEXT(analyzer=name_analyzer()),
    )
    storage = RamStorage()
    storage.create_index(schema)
    with storage.open_index().writer() as writer:
        writer.add_document(
            text_fr="Quand vous lancez l'Éphémère, copiez-le.",
            text_en="When you cast the spell, copy it.",
            name="Déluge",
        )
    return storage.open_index()


@functools.cache
def permissive_parser() -> qparser.QueryParser:
    """Whoosh's default syntax, plus every optional plugin that makes costly queries."""
    parser = qparser.MultifieldParser(["text_fr", "text_en", "name"], small_index().schema)
    parser.add_plugins(
        [
            qparser.FuzzyTermPlugin(),
            qparser.RegexPlugin(),
            qparser.GtLtPlugin(),
            qparser.PlusMinusPlugin(),
            qparser.EveryPlugin(),
        ]
    )
    return parser


def whoosh_text(parsed: UserQuery) -> str:
    return " ".join([*parsed.words, *(f'"{phrase}"' for phrase in parsed.phrases)])


def walk(node: query.Query) -> Iterator[query.Query]:
    yield node
    for child in node.children():
        yield from walk(child)


def assert_plain_word(word: str) -> None:
    assert word
    assert word == word.lower()  # upper-case Whoosh operators cannot survive
    if re.fullmatch(NUMBER_WORD, word):  # "+1/+1", "−1/−1", "−2": signs, digits, x, a slash
        assert set(word) <= set(f"+-{MINUS_SIGNS}/x0123456789"), word
        return
    for char in word:
        assert (
            char.isalnum()
            or char in WORD_PUNCTUATION
            or unicodedata.category(char) == "Mn"  # an accent NFC could not merge
        ), (word, char)
    assert word[0] not in WORD_PUNCTUATION
    assert word[-1] not in WORD_PUNCTUATION
    assert not SYNTAX_CHARACTERS & set(word)


@settings(
    max_examples=10_000,
    deadline=None,
    database=None,  # keeps no .hypothesis folder in the work tree
    suppress_health_check=[HealthCheck.too_slow],
)
@given(queries)
def test_user_text_never_becomes_query_syntax(typed: str) -> None:
    parsed = parse_user_query(typed)

    assert len(parsed.raw) <= MAX_QUERY_LENGTH
    assert sum(map(len, parsed.words)) <= MAX_QUERY_LENGTH
    assert sum(map(len, parsed.phrases)) <= MAX_QUERY_LENGTH
    for word in parsed.words:
        assert_plain_word(word)
    for phrase in parsed.phrases:
        for word in phrase.split(" "):
            assert_plain_word(word)
    for number in parsed.rule_numbers:
        assert CANONICAL_RULE_NUMBER.fullmatch(number), number

    whoosh_query = permissive_parser().parse(whoosh_text(parsed))
    expensive = [node for node in walk(whoosh_query) if isinstance(node, EXPENSIVE_QUERIES)]
    assert expensive == [], (typed, whoosh_query)


def test_the_permissive_parser_does_build_expensive_queries_from_raw_syntax() -> None:
    """Guards the property above: the parser would have turned raw input into them."""
    for raw in ["fly*", "[a TO z]", "trample~2", "*:*", "text_en:>a", 'r"reg.*"']:
        tree = permissive_parser().parse(raw)
        assert any(isinstance(node, EXPENSIVE_QUERIES) for node in walk(tree)), raw
        tree = permissive_parser().parse(whoosh_text(parse_user_query(raw)))
        assert not any(isinstance(node, EXPENSIVE_QUERIES) for node in walk(tree)), raw


@pytest.mark.parametrize(
    "typed",
    ["copier éphémère", '"lancez l’Éphémère"', '*e [a TO z] NOT NOT NOT a:b ^2 ~ ((( "x', "déluge"],
)
def test_parsed_queries_run_against_an_index(typed: str) -> None:
    index = small_index()
    with index.searcher() as searcher:
        searcher.search(permissive_parser().parse(whoosh_text(parse_user_query(typed))))


@pytest.mark.parametrize(
    ("typed", "asks"),
    [
        ("token dies?", True),
        ("token dies ?!", True),
        ("token dies\uff1f", True),
        ("how does deathtouch work", True),
        ("can i attack a planeswalker", True),
        ("What's the stack", True),
        ("peut on attaquer un planeswalker", True),
        ("combien de terrains par tour", True),
        ("les terrains sont-ils des sorts", True),
        ("Puis-je répondre", True),
        ("c'est quoi la duplication", True),
        ("qu'est-ce que la pile", True),
        ("Qu’est-ce que la pile", True),
        # Spoken French: the words of a statement, a subject and a modal opening them.
        ("je peux lancer un éphémère pendant le combat", True),
        ("on peut bloquer avec une créature engagée", True),
        ("il faut payer le coût d'équipement", True),
        # Words that ask nothing look up a name or a term.
        ("je lance un éphémère", False),
        ("On Thin Ice", False),
        ("token dies", False),
        ("lightning bolt", False),
        ("order of triggers", False),
        ("marqueur poison", False),
        ("Rendez-vous secret", False),
        ("", False),
    ],
)
def test_a_query_asks_a_question_with_or_without_its_question_mark(typed: str, asks: bool):
    assert parse_user_query(typed).asks is asks
