"""Names typed with other little words between their words: « l'Engin de la sorcière » for
Engin de sorcière, "path of exile" for Path to Exile (search.little_words)."""

import pytest

from rulings.models import Card

from .relevance import api_search as search


def card(name_en: str, text: str = "A creature.", name_fr: str | None = None) -> Card:
    slug = name_en.lower().replace(" ", "-").replace("'", "")
    return Card.objects.create(slug=slug, name_en=name_en, name_fr=name_fr, oracle_text_en=text)


@pytest.fixture
def names_with_little_words(db, search_index_dir):
    from search.indexer import rebuild

    card("Witch Engine", "{T}: Add {B}{B}{B}{B}.", name_fr="Engin de sorcière")
    card("Path to Exile", "Exile target creature.")
    card("Wrath of God", "Destroy all creatures. They can't be regenerated.")
    card("Time of Need", "Search your library for a legendary creature card.")
    card("Angel's Grace", "You can't lose the game this turn.")  # the same words as the next
    card("Angel of Grace", "Flash. Flying.")
    card("Archangel Avacyn", "Flash. Flying.", name_fr="Archange d'Avacyn")
    # Names print « la » and "the" between their words: each may stand for another.
    card("Battle Mastery", "Enchanted creature has double strike.", "Maîtrise de la bataille")
    card("Sword of the Animist", "Equipped creature gets +1/+1.")
    rebuild()


@pytest.mark.usefixtures("names_with_little_words")
@pytest.mark.parametrize(
    ("typed", "lang", "meant", "suggestion"),
    [
        (
            "Que se passe-t-il si j'active la capacité de l'Engin de la sorcière ?",
            "fr",
            "Witch Engine",
            "que se passe-t-il si j'active la capacité de l'engin de sorcière",
        ),
        ("engin de la sorcière", "fr", "Witch Engine", "engin de sorcière"),
        ("path of exile", "en", "Path to Exile", "path to exile"),
        ("wrath of the god", "en", "Wrath of God", "wrath of god"),
        ("Does Wrath of the God destroy indestructible creatures?", "en", "Wrath of God", None),
    ],
)
def test_a_name_typed_with_other_little_words_is_the_name(client, typed, lang, meant, suggestion):
    found = search(client, typed, lang)
    assert found["results"][0]["ref"] == meant
    if suggestion is not None:
        assert found["suggestion"] == suggestion


@pytest.mark.usefixtures("names_with_little_words")
@pytest.mark.parametrize(
    "typed",
    [
        "angel the grace",  # Angel's Grace or Angel of Grace: neither
        "at the time I need it",  # no name prints "I" between its words
        # written in lower case inside a longer question: words, as typed
        "que se passe-t-il si j'active la capacité de l'engin de la sorcière et le sacrifie",
    ],
)
def test_words_that_are_no_name_keep_their_little_words(client, typed):
    assert search(client, typed)["suggestion"] is None


@pytest.mark.usefixtures("names_with_little_words")
def test_a_name_with_other_little_words_inside_a_question_is_named_first(client):
    """Written with a capital inside a question, the name is the question's card: first,
    before the texts that hold more of the question's words."""
    found = search(client, "Can I cast Path of Exile on a creature with flash and flying?")
    assert found["results"][0]["ref"] == "Path to Exile"


@pytest.mark.usefixtures("names_with_little_words")
def test_no_typed_word_becomes_an_elided_article(client):
    """« d'Avacyn » is one word: « de » typed apart from « Avacyn » is not made « d »."""
    assert "d avacyn" not in (search(client, "archange de avacyn", "fr")["suggestion"] or "")


@pytest.mark.usefixtures("names_with_little_words")
def test_a_run_past_the_words_looked_at_for_names_is_not_half_mended():
    """Names are corrected among a question's first 16 words: a run that begins there and
    ends after is left as typed, not mended up to the 16th word ("path to the exile")."""
    from search.corrections import corrected_words
    from search.query_text import parse_user_query
    from search.searchers import current_searcher
    from search.spellings import Spellings

    filler = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    words = parse_user_query(f"{filler} path of the exile").words
    assert len(words) == 18
    written = frozenset({"path"})  # "Path" written with a capital
    with current_searcher() as searcher:
        typed = corrected_words(Spellings(searcher), words, capitalised=written)
        # Within the first 16 words, the same run is mended whole.
        mended = corrected_words(Spellings(searcher), words[4:], capitalised=written)
    assert typed[-4:] == ("path", "of", "the", "exile")
    assert mended[-4:] == ("path", "to", "", "exile")
