"""Snippets are made from remembered word forms (search.highlighting._highlights); they must be
exactly what Whoosh's highlighter makes when it analyses the whole text again, its fragments
widened to whole words alike."""

import json
import re
from pathlib import Path

import pytest
from whoosh.highlight import Highlighter, set_matched_filter, top_fragments

from rulings.mana import SYMBOL
from search.analyzers import english_analyzer, french_analyzer
from search.highlighting import _highlights, highlighter, on_whole_words

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "demo.json"

# Elisions, typographic apostrophes, accents typed or not, ligatures, rule numbers, stop
# words and markup, in both languages.
WRITTEN_FRENCH = [
    "L’Abominable sylvin n’est qu’un jeton ; jusqu'à la fin du tour, c'est l'original.",
    "Quand vous lancez un éphémère, copiez-le (règle 702.56a). Les copies ne sont pas lancées.",
    "Œuvre d’Æther : « <b>dégagez</b> » la créature & piochez — puis défaussez-vous.",
    "Ephemere lancee, deluge : les cartes copiees restent sous le contrôle de son propriétaire.",
]
WRITTEN_ENGLISH = [
    "Urza's opponent can't counter it: it's the owner's <script>spell</script> & rule 702.19c.",
    "When a copy of a spell is put onto the stack, it isn't cast. Replicate — Æther, naïve.",
]


def whoosh_snippet(text: str, analyzer, words: frozenset, by: Highlighter) -> str:
    """Highlighter.highlight_hit's own steps for a field without stored offsets, a word
    matched inside a symbol marking the whole symbol."""
    tokens = analyzer(text, positions=True, chars=True, mode="index", removestops=False)
    tokens = by._merge_matched_tokens(whole_symbols(text, set_matched_filter(tokens, words)))
    fragments = on_whole_words(list(by.fragmenter.fragment_tokens(text, tokens)))
    return by.formatter.format(top_fragments(fragments, 2, by.scorer, by.order))


def whole_symbols(text: str, tokens):
    symbols = [match.span() for match in SYMBOL.finditer(text)]
    for token in tokens:
        if token.matched:
            around = [span for span in symbols if span[0] <= token.startchar < span[1]]
            if around:
                token.startchar, token.endchar = around[0]
        yield token


def demo_texts(language: str) -> list[str]:
    rows = json.loads(FIXTURES.read_text(encoding="utf-8"))
    texts = [row["fields"].get(f"text_{language}") for row in rows]
    return [text for text in texts if text]


def words_asked(texts: list[str], analyzer, stop_word: str) -> list[frozenset]:
    """Words of the texts' own vocabulary, a few at a time, some texts' words and a stop word
    (which Whoosh marks where the text holds it unstemmed)."""
    forms = sorted(
        {token.text for text in texts for token in analyzer(text, mode="index", removestops=False)}
    )
    return [frozenset(forms[start::97]) | {stop_word} for start in range(0, 97, 7)] + [
        frozenset(forms[:3])
    ]


@pytest.mark.parametrize(
    ("language", "analyzer_of", "written", "stop_word"),
    [
        ("en", english_analyzer, WRITTEN_ENGLISH, "the"),
        ("fr", french_analyzer, WRITTEN_FRENCH, "les"),
    ],
)
def test_snippets_are_whooshs_own(language, analyzer_of, written, stop_word):
    analyzer, by = analyzer_of(), highlighter()
    texts = written + demo_texts(language)
    compared = marked = 0
    for words in words_asked(texts, analyzer, stop_word):
        for text in texts:
            expected = whoosh_snippet(text, analyzer, words, by)
            assert _highlights(text, f"body_{language}", analyzer, words, by) == expected, text
            compared += 1
            marked += "<mark" in expected
    assert marked > compared / 4  # most comparisons mark something


def test_snippets_are_whooshs_own_over_the_comprehensive_rules(shared_data):
    """Every paragraph of the newest rules, each with words of its neighbours asked."""
    rules_file = sorted((shared_data / "comprehensive-rules").glob("MagicCompRules_2026*"))[-1]
    paragraphs = [
        line.strip()
        for line in rules_file.read_text(encoding="utf-8-sig", errors="replace").splitlines()
        if line.strip()
    ]
    analyzer, by = english_analyzer(), highlighter()
    for number, paragraph in enumerate(paragraphs):
        neighbour = paragraphs[(number + 1) % len(paragraphs)]
        words = frozenset(token.text for token in analyzer(neighbour, mode="index")) | {"the"}
        expected = whoosh_snippet(paragraph, analyzer, words, by)
        assert _highlights(paragraph, "body_en", analyzer, words, by) == expected, paragraph


def test_a_new_index_generations_equal_analyzer_keeps_the_word_forms():
    """Each index generation unpickles its own analyzers: the forms read before stay."""
    from search import highlighting

    by = highlighter()
    _highlights("Copies aren't cast.", "body_en", english_analyzer(), frozenset({"cast"}), by)
    forms = highlighting._forms_by_field["body_en"][1]
    assert forms.get("Copies") == "copi"
    _highlights("Nothing new.", "body_en", english_analyzer(), frozenset({"new"}), by)
    assert highlighting._forms_by_field["body_en"][1] is forms
    # Another analyzer for the field (another stemmer): its own forms.
    _highlights("Copies.", "body_en", french_analyzer(), frozenset({"copi"}), by)
    assert highlighting._forms_by_field["body_en"][1] is not forms


def test_a_snippet_is_the_same_whatever_was_marked_before():
    """Every word is marked alike: Whoosh numbered each word by the order a formatter first
    met it ("match term3"), so a snippet kept from another page said otherwise than one made
    for this page, and the same search answered other bytes (another ETag) from each worker."""
    text = WRITTEN_ENGLISH[1]
    words = frozenset({"copi", "spell", "cast"})  # the index's stems
    fresh = _highlights(text, "body_en", english_analyzer(), words, highlighter())
    used = highlighter()
    _highlights(WRITTEN_ENGLISH[0], "body_en", english_analyzer(), frozenset({"spell"}), used)
    after_another = _highlights(text, "body_en", english_analyzer(), words, used)
    assert fresh == after_another
    assert fresh.count('<mark class="match">') == fresh.count("<mark") >= 3


def test_a_snippet_starts_and_ends_on_whole_words():
    """A French player's review: snippets ended inside a mana symbol (« Ajoutez {G ») and
    began inside a word ("s ability doesn't …")."""
    by = highlighter()
    text = "Terrain\n{T} : Ajoutez {C}.\n{G/U}, {T} : Ajoutez {G}{G}, {G}{U} ou {U}{U}. " * 4
    snippet = _highlights(text, "body_fr", french_analyzer(), frozenset({"ajout", "g"}), by)
    assert snippet.rstrip().endswith(("}", "}.", "}{U}.")), snippet
    text = " Urza's " + "wall " * 11 + "ability doesn't stop."  # "s" within the context
    snippet = _highlights(text, "body_en", english_analyzer(), frozenset({"abil"}), by)
    assert snippet.startswith("Urza&#x27;s wall"), snippet


def test_a_word_matched_inside_a_symbol_marks_the_whole_symbol():
    """A pages review: "1 b" marked the letters inside "{1}{B}", and the page then showed the
    braces round them as text, not the symbols."""
    text = "Recyclage {1}{B} ({1}{B}, défaussez-vous de cette carte : piochez une carte.)"
    snippet = _highlights(text, "body_fr", french_analyzer(), frozenset({"1", "b"}), highlighter())
    assert snippet.startswith('Recyclage <mark class="match">{1}{B}</mark> ('), snippet
    assert "{<mark" not in snippet
    assert '<mark class="match">{2/W}</mark>' in _highlights(
        "Pay {2/W} now.", "body_en", english_analyzer(), frozenset({"w"}), highlighter()
    )


def test_widened_fragments_never_show_the_same_text_twice():
    """A review of the widening: two fragments cut inside one run of symbols both widened
    onto it, and a snippet read "… {G}{G}{G}{G}{G}{G} … {G}{G}{G}{G}{G}{G} …"."""
    text = (
        "draw {G}{G}{G}{G}{G}{G}{G} {G}{G} draw draw a {G}{G}{G}{G} may may the the "
        "{G}{G}{G}{G} turn {G}{G}{G} {1}{U} may card end the {1}{U} pay {1}{U} a turn until "
        "{1}{U} {G}{G}{G}{G}{G}{G}{G} {G}{G}{G}{G}{G} {G}{G}{G}{G}{G} until {G}{G}{G} card "
        "end {G}{G}{G}{G}{G}{G}{G} may {G}{G} end {G}{G} until pay you the a {G}{G}{G}{G} may "
        "until a {G}{G} gets draw {G}{G}{G}{G}{G}{G}{G}{G} a until {1}{U} pay of may gets end "
        "you {G}{G} {G}{G}{G}{G} end the creature end {1}{U} {G}{G}{G}{G} turn "
        "{G}{G}{G}{G}{G}{G} end {G}{G}{G}{G}{G}"
    )
    words = frozenset({"g", "draw"})
    snippet = _highlights(text, "body_en", english_analyzer(), words, highlighter())
    pieces = [re.sub(r"<[^>]+>", "", piece) for piece in snippet.split(" … ")]
    at = 0
    for piece in pieces:  # each after the one before, none inside it
        at = text.find(piece, at)
        assert at != -1, snippet
        at += len(piece)
    assert not snippet.rstrip().endswith("{"), snippet


def test_a_snippet_says_where_the_text_goes_on_before_or_after_it():
    """A pages review: snippets began mid-sentence ("that restricts how a creature may be
    blocked…") with nothing to say the text began earlier."""
    by = highlighter()
    words = frozenset({"trampl"})
    before = "A creature with flying can block. " * 8
    after = " It deals the rest to the player. " * 8
    middle = _highlights(
        before + "Trample lets damage through." + after, "body_en", english_analyzer(), words, by
    )
    assert middle.startswith("…\u00a0") and middle.endswith("\u00a0…"), middle
    first = _highlights(
        "Trample lets damage through." + after, "body_en", english_analyzer(), words, by
    )
    assert first.startswith("<mark") and first.endswith("\u00a0…"), first
    whole = _highlights("Trample.", "body_en", english_analyzer(), words, by)
    assert whole == '<mark class="match">Trample</mark>.'
