"""Name words near a typed word: the same as Whoosh finds, with less work."""

from hypothesis import given, settings
from hypothesis import strategies as st
from whoosh.support.levenshtein import distance

from search.searchers import current_searcher
from search.spellings import Spellings, _letters_apart

WORDS = st.text(alphabet="abcdeéo", max_size=12)


@given(word=WORDS, other=WORDS)
@settings(max_examples=500)
def test_letters_apart_never_exceed_the_edit_distance(word, other):
    assert _letters_apart(word, other) <= distance(word, other)
    assert _letters_apart(word, other) == _letters_apart(other, word)


def test_near_name_words_are_those_whoosh_finds(demo_index):
    """Spellings.within gives what Whoosh's terms_within gives on the same segments."""
    found_some = False
    with current_searcher() as searcher:
        spellings = Spellings(searcher)
        reader = searcher.reader()
        for field_name in ("title_en", "title_fr"):
            for word in ("gigadrows", "gigatorper", "gandlf", "tempt", "mayhm", "giggadrowse"):
                maxdist = 1 if len(word) < 9 else 2
                expected = sorted(reader.terms_within(field_name, word, maxdist, prefix=2))
                assert sorted(spellings.within(field_name, word, maxdist)) == expected, word
                found_some |= bool(expected)
    assert found_some  # the typos above are near demo names: the comparison is not empty
