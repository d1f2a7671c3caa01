"""A query whose words do not tell its language ("vol", « pile ») is read in the language of
the page it is asked on: on a French page, a French word the terminology reads as another
English word looks for that English in the English texts, not for the English word it spells."""

import pytest

from keywords.models import Keyword
from rulings.models import Card
from terminology.models import Term

# More cards than a word may be held by and still select on its own (search.query: common
# words only rank beside a rare one).
FLYERS = 120


@pytest.fixture
def flying_and_sarkhan_vol(db, search_index_dir):
    from search.indexer import rebuild

    Keyword.objects.create(slug="flying", name_en="Flying", name_fr="Vol", kind="keyword_ability")
    Term.objects.create(english="flying", french="vol", kind=Term.Kind.RULES_TERM)
    Card.objects.bulk_create(
        Card(slug=f"drake-{n}", name_en=f"Drake {n}", oracle_text_en="Flying")
        for n in range(FLYERS)
    )
    drake = Card.objects.get(slug="drake-0")
    drake.rulings.create(published_at="2020-01-01", text_en="A drake with flying can block.")
    sarkhan = Card.objects.create(slug="sarkhan-vol", name_en="Sarkhan Vol", oracle_text_en="X")
    sarkhan.rulings.create(published_at="2008-10-01", text_en="Sarkhan Vol's first ability.")
    rebuild()


def ruling_refs(client, text: str, lang: str) -> list[str]:
    found = client.get("/api/search", {"q": text, "lang": lang, "type": "ruling"}).json()
    return [result["ref"] for result in found["results"]]


@pytest.mark.usefixtures("flying_and_sarkhan_vol")
def test_a_french_word_on_a_french_page_reads_as_its_english_in_the_english_texts(client):
    """A French player's review: « vol » with the ruling filter gave Sarkhan Vol's rulings and
    none of Flying's, which "flying" gives."""
    assert "Drake 0#2020-01-01" in ruling_refs(client, "vol", "fr")
    # On an English page "vol" is the English texts' word: Sarkhan Vol.
    assert ruling_refs(client, "vol", "en") == ["Sarkhan Vol#2008-10-01"]
