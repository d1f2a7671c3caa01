"""Power and toughness are one word: "-1/-1" is not "+1/+1", in the texts, the names, the
lexicon's keys and the words of a question alike."""

import pytest

from rulings.models import Card
from search.analyzers import english_analyzer, french_analyzer, name_analyzer
from search.names import name_key
from search.query_text import parse_user_query
from terminology.models import LexiconEntry
from terminology.vocabulary import lexicon_key

from .current_rules import current_rules
from .relevance import refs
from .test_analyzers import tokens


def test_power_and_toughness_are_one_token_in_every_analyzer():
    assert tokens(english_analyzer(), "two -1/-1 counters on a 2/2") == [
        "two",
        "-1/-1",
        "counter",
        "2/2",
    ]
    assert tokens(french_analyzer(), "deux marqueurs −1/−1 et +X/+0") == [
        "deux",
        "marqueur",
        "-1/-1",  # the minus sign folded
        "+x/+0",
    ]
    assert tokens(name_analyzer(), "+1/+1 Counter") == ["+1/+1", "counter"]
    # Any dash printed for a minus (French cards print « gagne —2/—0 »).
    assert tokens(french_analyzer(), "gagne —2/—0 et –1/–1") == ["gagn", "-2/-0", "-1/-1"]
    # Not inside a word, nor a run of slashes, nor a star (the query syntax's).
    assert tokens(english_analyzer(), "ab1/1 */* 12/25/2024 +1/+1/+1") == [
        "ab1",
        "1",
        "12",
        "25",
        "2024",
        "1",
        "1",
        "1",
    ]


def test_the_words_of_a_question_and_the_lexicons_keys_keep_them_apart():
    assert parse_user_query("My Chimera got a +2/+2 counter, then two -1/-1 counters").words == (
        "my",
        "chimera",
        "got",
        "a",
        "+2/+2",
        "counter",
        "then",
        "two",
        "-1/-1",
        "counters",
    )
    assert lexicon_key("Marqueur −1/−1") == name_key("marqueur -1/-1") == "marqueur -1/-1"
    assert lexicon_key("marqueur +1/+1") != lexicon_key("marqueur -1/-1")


@pytest.fixture
def counters_indexed(db, search_index_dir):
    from search.indexer import rebuild

    current_rules(
        {
            "704.5q": "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N "
            "+1/+1 and N -1/-1 counters are removed from it.",
        }
    )
    Card.objects.bulk_create(
        Card(
            slug=f"grower-{n}",
            name_en=f"Grower {n}",
            name_fr=f"Croisseur {n}",
            oracle_text_en="Put a +1/+1 counter on target creature.",
            oracle_text_fr="Mettez un marqueur +1/+1 sur une créature ciblée.",
        )
        for n in range(30)
    )
    Card.objects.create(
        slug="shrinker",
        name_en="Shrinker",
        name_fr="Rapetisseur",
        oracle_text_en="Put a -1/-1 counter on target creature.",
        oracle_text_fr="Mettez un marqueur -1/-1 sur une créature ciblée.",
    )
    LexiconEntry.objects.create(french="marqueur +1/+1", english="+1/+1 counter", aligned=900)
    LexiconEntry.objects.create(french="marqueur -1/-1", english="-1/-1 counter", aligned=200)
    rebuild()


@pytest.mark.usefixtures("counters_indexed")
def test_a_question_about_minus_counters_finds_the_texts_about_them(client):
    """Read as "1 1 counter", "-1/-1 counter" was as much any of the 30 cards putting +1/+1
    counters, and the one card putting -1/-1 counters came after them."""
    assert refs(client, "-1/-1 counter on target creature", "en")[0] == "Shrinker"
    assert refs(client, "marqueur -1/-1 sur une créature", "fr")[0] == "Shrinker"
    # Both kinds on one permanent: the rule saying what becomes of them.
    found = refs(client, "what happens with +1/+1 and -1/-1 counters on one creature", "en")
    assert found[0] == "704.5q"
