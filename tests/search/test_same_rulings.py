"""A ruling that several cards share word for word is shown once among the first results,
naming the other cards, which move behind the other results."""

import datetime

import pytest

from rulings.models import Card, Ruling

from .relevance import stored_fields_read

SHARED = "If a spell with glimmerstep is countered, it goes to its owner's graveyard."
QUESTION = "glimmerstep countered graveyard"


@pytest.fixture
def shared_rulings(db, search_index_dir):
    """Three cards with the same ruling (one written with a curly apostrophe, as newer rulings
    are), and a fourth with its own. Equal scores rank by creation: Pale Glimmer's first."""
    from search.indexer import rebuild

    day = datetime.date(2024, 6, 7)
    for slug, name_en, name_fr, text in (
        ("pale-glimmer", "Pale Glimmer", "", SHARED),
        ("glimmer-tide", "Glimmer <b>Tide</b>", "Marée <i>scintillante</i>", SHARED),
        ("glimmer-rune", "Glimmer Rune", "", SHARED.replace("'", "’")),
        ("glimmer-wall", "Glimmer Wall", "", "Glimmerstep isn't countered by its own ability."),
    ):
        card = Card.objects.create(slug=slug, name_en=name_en, name_fr=name_fr)
        Ruling.objects.create(card=card, published_at=day, source="wotc", text_en=text)
    rebuild()


def api(client, **params) -> dict:
    return client.get("/api/search", {"q": QUESTION, "lang": "en", **params}).json()


def test_a_shared_ruling_is_shown_once_naming_the_other_cards(client, shared_rulings):
    answer = api(client)
    first = answer["results"][0]
    assert first["ref"] == "Pale Glimmer#2024-06-07"
    assert first["same_ruling_on"] == [
        {
            "card": {
                "en": "Glimmer <b>Tide</b>",
                "fr": "Marée <i>scintillante</i>",
                "fr_source": "official",
            },
            "url": "http://testserver/en/cards/glimmer-tide/#rulings",
            "api_url": "http://testserver/api/cards/glimmer-tide",
        },
        {
            "card": {"en": "Glimmer Rune", "fr": None, "fr_source": None},
            "url": "http://testserver/en/cards/glimmer-rune/#rulings",
            "api_url": "http://testserver/api/cards/glimmer-rune",
        },
    ]


def test_the_other_cards_rulings_come_after_every_other_result(client, shared_rulings):
    answer = api(client)
    cards = [hit["ref"].split("#")[0] for hit in answer["results"]]
    assert cards == ["Pale Glimmer", "Glimmer Wall", "Glimmer <b>Tide</b>", "Glimmer Rune"]
    assert answer["total"] == 4
    assert [hit["same_ruling_on"] for hit in answer["results"][1:]] == [[], [], []]


def test_asking_for_rulings_shows_each_of_them_in_order(client, shared_rulings):
    answer = api(client, type="ruling")
    cards = [hit["ref"].split("#")[0] for hit in answer["results"]]
    assert cards == ["Pale Glimmer", "Glimmer <b>Tide</b>", "Glimmer Rune", "Glimmer Wall"]
    assert all(hit["same_ruling_on"] == [] for hit in answer["results"])


def test_the_page_links_the_other_cards_in_the_pages_language(client, shared_rulings):
    english = client.get("/en/search/", {"q": QUESTION}).content.decode()
    assert (
        "The same ruling for 2 other cards: "
        '<a href="/en/cards/glimmer-tide/#rulings">Glimmer &lt;b&gt;Tide&lt;/b&gt;</a>, '
        '<a href="/en/cards/glimmer-rune/#rulings">Glimmer Rune</a>'
    ) in english
    french = client.get("/fr/search/", {"q": QUESTION}).content.decode()
    assert (
        "La même clarification pour 2 autres cartes\u00a0: "
        '<a href="/fr/cards/glimmer-tide/#rulings">Marée &lt;i&gt;scintillante&lt;/i&gt;</a>, '
        '<a href="/fr/cards/glimmer-rune/#rulings"><span lang="en">Glimmer Rune</span></a>'
        ' <span class="lang-tag name-tag">Anglais</span>'
    ) in french


def test_rulings_alike_but_for_their_cards_own_names_are_one(client, db, search_index_dir):
    from search.indexer import rebuild

    for name in ("Fire Covenant", "Flame Covenant"):
        card = Card.objects.create(slug=name.lower().replace(" ", "-"), name_en=name)
        Ruling.objects.create(
            card=card,
            published_at=datetime.date(2024, 6, 7),
            text_en=f"If {name}'s glimmerstep is countered, {name} stays in exile.",
        )
    rebuild()
    answer = api(client)
    assert [hit["ref"] for hit in answer["results"]] == [
        "Fire Covenant#2024-06-07",
        "Flame Covenant#2024-06-07",
    ]
    assert [card["card"]["en"] for card in answer["results"][0]["same_ruling_on"]] == [
        "Flame Covenant"
    ]


def test_a_cards_third_ruling_does_not_hide_another_cards_same_ruling(client, db, search_index_dir):
    """Pale Glimmer's third ruling ranks above Glimmer Rune's, and says the same: it moves
    behind for being a third ruling, so Glimmer Rune's is the one shown, naming Pale Glimmer."""
    from search.indexer import rebuild

    day = datetime.date(2024, 6, 7)
    pale = Card.objects.create(slug="pale-glimmer", name_en="Pale Glimmer")
    rune = Card.objects.create(slug="glimmer-rune", name_en="Glimmer Rune")
    for card, text in (
        (pale, "Glimmerstep countered graveyard."),
        (pale, "Glimmerstep countered, graveyard."),
        (pale, SHARED),
        (rune, SHARED),
    ):
        Ruling.objects.create(card=card, published_at=day, text_en=text)
    rebuild()
    hits = api(client)["results"]
    assert [hit["ref"] for hit in hits] == [
        "Pale Glimmer#2024-06-07",
        "Pale Glimmer#2024-06-07",
        "Glimmer Rune#2024-06-07",
        "Pale Glimmer#2024-06-07",
    ]
    assert [card["card"]["en"] for card in hits[2]["same_ruling_on"]] == ["Pale Glimmer"]
    assert hits[2]["snippet"] != hits[0]["snippet"]
    assert [hit["same_ruling_on"] for hit in (hits[0], hits[1], hits[3])] == [[], [], []]


@pytest.fixture
def a_ruling_on_sixty_cards(db, search_index_dir):
    """The same ruling on 60 cards, and 12 cards with rulings of their own: the shared one
    fills more than the first fifty results."""
    from search.indexer import rebuild

    day = datetime.date(2024, 6, 7)
    texts = [SHARED] * 60 + [
        f"Glimmerstep card {n} is countered like any other." for n in range(12)
    ]
    for number, text in enumerate(texts):
        card = Card.objects.create(slug=f"glimmer-{number}", name_en=f"Glimmer {number}")
        Ruling.objects.create(card=card, published_at=day, source="wotc", text_en=text)
    rebuild()


def test_repeats_crowding_the_first_results_leave_the_first_pages_to_the_others(
    client, a_ruling_on_sixty_cards
):
    """A judge's review: one suspend ruling on 46 cards filled "Thalia, Guardian of Thraben"'s
    first fifty results, so its first page showed it six times, and the next five pages
    nothing else."""
    first, second = api(client), api(client, page=2)
    hits = first["results"] + second["results"]
    sharing = [n for n, hit in enumerate(hits) if "its owner" in hit["snippet"]]
    # The shared ruling once, naming the 59 other cards, then the 12 others, then the repeats.
    assert sharing[0] < 13 and sharing[1:] == list(range(13, 20))
    assert len(hits[sharing[0]]["same_ruling_on"]) == 59
    # Every result is still on one page, once.
    pages = [api(client, page=n)["results"] for n in range(1, 9)]
    ids = [hit["id"] for page in pages for hit in page]
    assert len(ids) == len(set(ids)) == first["total"] == 72


def test_a_widened_window_reads_each_ruling_once(client, a_ruling_on_sixty_cards, monkeypatch):
    """The window doubles from 50 to 100 here (the 60 repeats crowd it): the rulings of the
    first 50, read to group them, are not read again (a common word's question read 657 stored
    rulings, each some 20 µs, where 400 were enough)."""
    read = stored_fields_read(monkeypatch)
    assert api(client)["total"] == 72
    assert len(read) == 72 and max(read.values()) == 1, read


@pytest.fixture
def a_card_below_the_first_page(db, search_index_dir):
    """Twelve cards with a ruling that says the question twice, then a card with three
    rulings that say it once: its rulings rank past the first page."""
    from search.indexer import rebuild

    day = datetime.date(2024, 6, 7)
    for number in range(12):
        card = Card.objects.create(slug=f"mirror-{number}", name_en=f"Mirror {number}")
        Ruling.objects.create(
            card=card, published_at=day, text_en=f"Legend rule {number}: the legend rule applies."
        )
    box = Card.objects.create(slug="mirror-box", name_en="Mirror Box")
    for number in range(3):
        Ruling.objects.create(
            card=box, published_at=day, text_en=f"Box {number}: the legend rule, and more words."
        )
    rebuild()


@pytest.mark.usefixtures("a_card_below_the_first_page")
def test_the_first_page_counts_more_rulings_only_of_the_cards_it_shows(client):
    """A judge's review: "legend rule" said "1 more ruling of Mirror Box further down" on a
    first page that showed none of Mirror Box's rulings."""
    first = client.get("/api/search", {"q": "legend rule", "lang": "en"}).json()
    shown = {hit["ref"].split("#")[0] for hit in first["results"]}
    assert "Mirror Box" not in shown
    assert first["more_rulings"] == []


def test_many_cards_with_the_same_ruling_are_listed_folded(client, a_ruling_on_sixty_cards):
    """A judge's review: "The same ruling for 45 other cards: …" filled a phone's screen."""
    page = client.get("/en/search/", {"q": QUESTION}).content.decode()
    assert (
        '<details class="same-ruling"><summary>The same ruling for 59 other cards:</summary>'
        in (page)
    )
