"""Card pages and the card list: mana symbols, printings and legalities, filters, and what is
said once (the French status, data not imported yet)."""

import datetime
import re

import pytest
from django.utils import translation

from provenance.models import FrenchStatus
from rulings.mana import mana_symbols
from rulings.models import Card, Printing, Ruling
from tests.conftest import visible_text

pytestmark = pytest.mark.django_db


def labels(cost: str, language: str) -> list[str]:
    with translation.override(language):
        return [part.label for part in mana_symbols(cost) if not isinstance(part, str)]


def test_each_mana_symbol_is_named_in_the_page_language():
    assert labels("{1}{R}", "en") == ["1 generic mana", "red mana"]
    assert labels("{1}{R}", "fr") == ["1 mana générique", "mana rouge"]
    assert labels("{2}{W/U}{B/P}{X}{C}", "fr") == [
        "2 manas génériques",
        "mana blanc ou mana bleu",
        "mana noir phyrexian",
        "X mana générique",
        "mana incolore",
    ]


def test_the_rarer_symbols_of_rule_107_are_named_too():
    """Hybrid Phyrexian and colourless hybrid mana, and the planar die's chaos symbol."""
    assert labels("{G/U/P}{C/W}{CHAOS}", "fr") == [
        "mana vert ou mana bleu phyrexian",
        "mana incolore ou mana blanc",
        "symbole du chaos",
    ]
    assert labels("{G/U/P}", "en") == ["Phyrexian green mana or blue mana"]


def test_an_unknown_symbol_is_named_by_its_own_text_and_faces_stay_apart():
    parts = mana_symbols("{HW} // {Z9}")
    assert [getattr(part, "label", part) for part in parts] == ["HW", " // ", "Z9"]
    # Two halves alike are no hybrid symbol of the game: not "white mana or white mana"; nor
    # a number or colourless after the colour, nor a number in a hybrid Phyrexian symbol
    # (a review: "{2/W/P}" raised KeyError, a 500 on any page showing it).
    odd = "{W/W}{G/G/P}{X/P}{W/C}{W/2}{1/2}{2/W/P}{W/2/P}"
    assert labels(odd, "en") == ["W/W", "G/G/P", "X/P", "W/C", "W/2", "1/2", "2/W/P", "W/2/P"]
    assert not any(part.is_known for part in mana_symbols(odd))


@pytest.fixture
def bolt(db) -> Card:
    card = Card.objects.create(
        slug="lightning-bolt",
        name_en="Lightning Bolt",
        name_fr="Foudre",
        mana_cost="{R}",
        type_line_en="Instant",
        oracle_text_en="Lightning Bolt deals 3 damage to any target.",
        legalities={"modern": "Legal", "vintage": "Restricted", "standard": "Not Legal"},
        fr_set_code="STA",
        fr_released_on=datetime.date(2021, 4, 23),
    )
    card.set_french(
        FrenchStatus.OFFICIAL,
        type_line="Éphémère",
        oracle_text="La Foudre inflige 3 blessures à n'importe quelle cible.",
    )
    card.save()
    Printing.objects.create(card=card, set_code="LEA", set_name="Limited Edition Alpha")
    Printing.objects.create(
        card=card,
        set_code="STA",
        set_name="Strixhaven Mystical Archive",
        released_on=datetime.date(2021, 4, 23),
    )
    return card


def test_the_mana_cost_is_named_symbols_keeping_its_text(client, bolt):
    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    assert re.search(
        r'<abbr class="mana mana-r" lang="fr" title="mana rouge" aria-label="mana rouge" '
        r'role="img" data-glyph="R"><span class="mana-text">\{R\}</span></abbr>',
        page,
    )
    assert "Coût de mana : {R}" in visible_text(client.get("/fr/cards/lightning-bolt/"))


def test_the_symbols_of_a_cards_text_and_rulings_are_drawn_and_named(client, db):
    """ "{T}: Add {G}." showed its braces: the symbols the game knows are drawn as in the
    mana cost and named in the page's language; a brace the game does not know stays as
    typed, and the text around them is escaped."""
    card = Card.objects.create(
        slug="llanowar-elves",
        name_en="Llanowar Elves",
        type_line_en="Creature — Elf Druid",
        oracle_text_en="{T}: Add {G}. <b>{SPIRAL}</b>",
    )
    card.set_french(FrenchStatus.OFFICIAL, oracle_text="{T} : Ajoutez {G}.")
    card.save()
    Ruling.objects.create(
        card=card, published_at="2024-01-05", text_en="Pay {2/W} or {E}.", source="wotc"
    )
    page = client.get("/fr/cards/llanowar-elves/").content.decode()
    # Named in the page's language, in the English text as in the French, and marked so.
    tap = 'lang="fr" title="symbole d’engagement" aria-label="symbole d’engagement" role="img"'
    assert page.count(tap) == 2
    assert 'class="mana mana-g" lang="fr" title="mana vert"' in page
    assert 'title="2 manas génériques ou mana blanc"' in page
    assert 'title="symbole d’énergie"' in page
    assert "&lt;b&gt;{SPIRAL}&lt;/b&gt;" in page
    # Digits of another script are no number of mana: "{²}" answered 500 (int("²")).
    Ruling.objects.create(
        card=card, published_at="2024-01-06", text_en="Pay {²} or {³/W}.", source="wotc"
    )
    page = client.get("/fr/cards/llanowar-elves/")
    assert page.status_code == 200 and "Pay {²} or {³/W}." in page.content.decode()
    english = client.get("/en/cards/llanowar-elves/").content.decode()
    assert 'title="tap symbol"' in english
    assert '<span class="mana-text">{T}</span></abbr>: Add <abbr' in english  # kept for copying


def test_a_card_page_and_the_api_show_what_each_face_prints_in_its_corner(client, db):
    """A judge's review: no card page showed power and toughness, loyalty or defense."""
    Card.objects.create(
        slug="delver",
        name_en="Delver // Aberration",
        stats=[{"power": "1", "toughness": "*"}, {"defense": "5"}],
    )
    Card.objects.create(slug="ajani", name_en="Ajani", stats=[{"loyalty": "X"}])
    Card.objects.create(slug="shock", name_en="Shock", stats=[])
    Card.objects.create(slug="editors-card", name_en="Editor's Card")  # no card data read
    english = visible_text(client.get("/en/cards/delver/"))
    assert "Delver · Power/toughness: 1/* Aberration · Defense: 5" in english
    assert "Loyauté : X" in visible_text(client.get("/fr/cards/ajani/"))
    assert "card-stats" not in client.get("/en/cards/shock/").content.decode()
    assert client.get("/api/cards/ajani").json()["stats"] == [{"loyalty": "X"}]
    assert client.get("/api/cards/shock").json()["stats"] == []  # prints none
    assert client.get("/api/cards/editors-card").json()["stats"] is None  # not known


def test_each_face_s_corner_is_told_by_the_face_s_name(client, db):
    """A judge's review: Delver of Secrets showed two lines of « Force/endurance », 1/1 and
    3/2, without saying which face was which."""
    Card.objects.create(
        slug="delver",
        name_en="Delver of Secrets // Insectile Aberration",
        name_fr="Sondeur de secrets // Aberration insectoïde",
        stats=[{"power": "1", "toughness": "1"}, {"power": "3", "toughness": "2"}],
    )
    Card.objects.create(slug="fire-ice", name_en="Fire//Ice", stats=[{}, {"loyalty": "3"}])
    french = visible_text(client.get("/fr/cards/delver/"))
    assert "Sondeur de secrets · Force/endurance : 1/1" in french
    assert "Aberration insectoïde · Force/endurance : 3/2" in french
    page = client.get("/fr/cards/fire-ice/")
    assert '<span class="face-name" lang="en">Ice</span>' in page.content.decode()  # no French
    assert "Ice · Loyauté : 3" in visible_text(page)
    assert "Fire ·" not in visible_text(page)  # a face printing nothing is no line


def test_the_migration_makes_stats_no_card_data_gave_unknown(client, db):
    """A bot's review: migration 0018 gave every card [], "prints none": until the next
    import, Atraxa had no power and toughness in the API."""
    from importlib import import_module

    from django.apps import apps

    dated = Card.objects.create(slug="shock", name_en="Shock", data_of=datetime.date(2022, 4, 25))
    never_read = Card.objects.create(slug="atraxa", name_en="Atraxa")
    Card.objects.filter(pk__in=[dated.pk, never_read.pk]).update(stats=[])  # as 0018 left them

    import_module("rulings.migrations.0020_card_stats_unknown").unknown_where_never_read(apps, None)

    assert Card.objects.get(pk=dated.pk).stats == []
    assert Card.objects.get(pk=never_read.pk).stats is None


def test_a_card_page_says_the_date_of_the_card_data_its_text_comes_from(client, bolt):
    """A judge's review: text and legalities of an archive of 2022 were shown with no date (a
    card banned since showed "legal", an Oracle text reworded since its old words)."""
    bolt.data_of = datetime.date(2022, 4, 25)
    bolt.save()
    english = visible_text(client.get("/en/cards/lightning-bolt/"))
    assert "Text, formats and rulings as the card data of April 25, 2022 gave them" in english
    assert "As the card data of April 25, 2022 gives them." in english
    assert client.get("/api/cards/lightning-bolt").json()["data_of"] == "2022-04-25"
    # A card no dated data gave says nothing of a date.
    Card.objects.create(slug="editors-card", name_en="Editor's Card")
    assert "card-data-of" not in client.get("/en/cards/editors-card/").content.decode()
    assert client.get("/api/cards/editors-card").json()["data_of"] is None


def test_formats_of_card_data_of_no_known_date_say_a_newer_ban_may_be_missing(client, bolt):
    """A French player's review: with no date recorded (a database migrated, its cards not
    imported again), Fury showed « Moderne : légal », banned since 2023, as the imported data
    gives it, nothing saying that may be old."""
    english = visible_text(client.get("/en/cards/lightning-bolt/"))
    assert "of a date not recorded here: a newer ban may be missing." in english
    french = visible_text(client.get("/fr/cards/lightning-bolt/"))
    assert "d’une date non enregistrée ici : une interdiction plus récente peut manquer." in french


def test_a_card_page_does_not_date_an_editors_later_ruling_to_the_card_data(client, bolt):
    """An English judge's review: after an editor added a ruling of December 2026, the page
    still said « Text, formats and rulings as the card data of April 25, 2022 gives them »."""
    bolt.data_of = datetime.date(2022, 4, 25)
    bolt.save()
    Ruling.objects.create(card=bolt, published_at="2026-12-01", text_en="Added by an editor.")
    english = visible_text(client.get("/en/cards/lightning-bolt/"))
    assert (
        "Text, formats and rulings as the card data of April 25, 2022 gave them, and any "
        "ruling an editor has added since: a newer wording or ban is not here yet."
    ) in english
    assert "Added by an editor." in english
    french = visible_text(client.get("/fr/cards/lightning-bolt/"))
    assert (
        "Texte, formats et clarifications tels que les donnaient les données de cartes du "
        "25 avril 2022, et toute clarification ajoutée depuis par un rédacteur : une formulation"
    ) in french


def test_the_type_line_says_where_its_french_comes_from_as_the_text_does(client, bolt):
    """The card records one French status for its type line and its text (the same printing):
    each shows its badge, « Éphémère » included."""
    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    type_line = page[page.index("<h2>Type</h2>") : page.index("<h2>Texte</h2>")]
    assert '<span class="badge">Officiel</span>' in type_line and "Éphémère" in type_line
    assert "imprimé dans STA, 2021" in type_line
    text = visible_text(client.get("/fr/cards/lightning-bolt/"))
    assert "La Foudre inflige 3 blessures" in text


def test_a_machine_translated_type_line_has_its_badge_and_the_engine_is_named_once(client, bolt):
    bolt.set_french(
        FrenchStatus.MACHINE,
        engine="DeepL",
        type_line="Instantané",
        oracle_text="La Foudre inflige 3 dégâts.",
    )
    bolt.save()
    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    type_line = page[page.index("<h2>Type</h2>") : page.index("<h2>Texte</h2>")]
    assert '<span class="badge">Traduction automatique</span>' in type_line
    assert "Instantané" in type_line and "DeepL" not in type_line
    engine = 'générée automatiquement par le moteur «\u00a0<span lang="en">DeepL</span>\u00a0»'
    assert page.count(engine) == 1


def test_printings_and_legalities_are_listed_from_the_card_data(client, bolt):
    text = visible_text(client.get("/fr/cards/lightning-bolt/"))
    assert "Modern : légal" in text and "Vintage : restreint" in text
    # In the order players read formats, not the data's.
    assert text.index("Standard : non légal") < text.index("Modern") < text.index("Vintage")
    assert "2 impressions" in text
    assert "STA Strixhaven Mystical Archive · 23 avril 2021" in text
    assert "LEA Limited Edition Alpha" in text  # no date in the data: none shown
    assert text.index("STA Strixhaven") < text.index("LEA Limited")  # newest first


def test_a_set_is_named_in_french_where_the_data_does_else_in_english_marked_so(client, bolt):
    """The card data names 28 sets in French; the others are named in English, which a French
    page marks for screen readers and browsers, as it does every English text it shows."""
    bolt.printings.filter(set_code="LEA").update(set_name_fr="Édition limitée Alpha")
    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    assert '<span lang="en">Strixhaven Mystical Archive</span>' in page
    assert "LEA</a> Édition limitée Alpha</li>" in page
    assert "Limited Edition Alpha" not in page
    english = client.get("/en/cards/lightning-bolt/").content.decode()
    assert '<span lang="en">Limited Edition Alpha</span>' in english
    assert "Édition limitée" not in english

    listed = client.get("/fr/cards/", {"set": "STA"}).content.decode()
    tag = '<span class="lang-tag name-tag" lang="fr">Anglais</span>'
    assert f'<span lang="en">Strixhaven Mystical Archive</span> {tag}</h1>' in listed
    listed = client.get("/fr/cards/", {"set": "LEA"}).content.decode()
    assert "<h1>Cartes · Édition limitée Alpha</h1>" in listed
    listed = client.get("/en/cards/", {"set": "STA"}).content.decode()
    assert '<span lang="en">Strixhaven Mystical Archive</span></h1>' in listed


def test_a_french_card_page_says_once_that_sets_without_french_names_are_named_in_english(
    client, bolt
):
    """A French reader's review: the English set names were marked for screen readers only."""
    said = "Les extensions que les données de cartes ne nomment qu’en anglais sont nommées"
    assert visible_text(client.get("/fr/cards/lightning-bolt/")).count(said) == 1
    bolt.printings.update(set_name_fr="Un nom français")
    assert said not in visible_text(client.get("/fr/cards/lightning-bolt/"))
    assert "named in English" not in visible_text(client.get("/en/cards/lightning-bolt/"))


def test_a_card_without_imported_data_says_so_once_and_calmly(client):
    Card.objects.create(slug="mystery", name_en="Mystery")
    page = client.get("/fr/cards/mystery/").content.decode()
    assert page.count("pas encore été importés") == 1
    assert 'class="missing"' not in page and "Formats" not in page


def test_a_card_with_no_rules_text_is_not_said_to_be_missing_it(client):
    Card.objects.create(slug="bears", name_en="Grizzly Bears", type_line_en="Creature — Bear")
    text = visible_text(client.get("/en/cards/bears/"))
    assert "Creature — Bear" in text and "imported" not in text


def names_listed(client, path: str, **params) -> list[str]:
    page = client.get(path, params).content.decode()
    listed = page[
        page.index('<ul class="card-list">') : page.index("</ul>", page.index("card-list"))
    ]
    return re.findall(r'<li><a href="[^"]+">(?:<span lang="en">)?([^<]+)(?:</span>)?</a>', listed)


@pytest.fixture
def shelf(bolt) -> None:
    for slug, name, type_line in [
        ("ach-hans-run", '"Ach! Hans, Run!"', "Enchantment"),
        ("a-falcon-abomination", "A-Falcon Abomination", "Creature — Zombie Bird"),
        ("falcon-abomination", "Falcon Abomination", "Creature — Zombie Bird"),
        ("abyss", "Abyss", "Enchantment"),
    ]:
        Card.objects.create(
            slug=slug, name_en=name, type_line_en=type_line, is_rebalanced=name.startswith("A-")
        )
    falcon = Card.objects.get(slug="falcon-abomination")
    Printing.objects.create(card=falcon, set_code="MID", set_name="Innistrad: Midnight Hunt")
    Ruling.objects.create(card=bolt, published_at="2004-10-04", text_en="It's an instant.")


def test_the_card_list_leaves_alchemy_rebalanced_cards_out_unless_asked(client, shelf):
    english = names_listed(client, "/en/cards/")
    assert english == [
        "Abyss",
        "&quot;Ach! Hans, Run!&quot;",
        "Falcon Abomination",
        "Lightning Bolt",
    ]
    assert "A-Falcon Abomination" in names_listed(client, "/en/cards/", alchemy="1")


@pytest.mark.parametrize("typed", ["creature", "CREATURE"])
def test_the_type_filter_takes_any_case_as_the_set_filter_does(client, shelf, typed):
    """An English judge's review: ?type=creature was a 400 (« creature is not one of the
    available choices ») where ?set=mid lists MID's cards."""
    assert names_listed(client, "/en/cards/", type=typed) == ["Falcon Abomination"]
    page = client.get("/en/cards/", {"type": typed}).content.decode()
    assert '<option value="Creature" selected>' in page  # the menu says which


def test_a_filter_given_twice_with_two_values_is_refused_not_read_as_the_last(client, shelf):
    """A French judge's review: ?type=instant&type=land listed the lands alone."""
    response = client.get("/en/cards/", {"type": ["Instant", "Land"]})
    assert response.status_code == 400
    assert "Given more than once, with different values; give one." in visible_text(response)
    assert names_listed(client, "/en/cards/", type=["creature", "Creature"]) == [
        "Falcon Abomination"
    ]
    # A diff review: one set in two cases was refused (the form reads both as MID); the
    # page, which the paginator reads, was not.
    assert client.get("/en/cards/", {"set": ["mid", "MID"]}).status_code == 200
    assert client.get("/en/cards/", {"page": ["1", "5"]}).status_code == 400


def test_the_card_list_reads_its_page_of_cards_in_one_query(
    client, shelf, django_assert_max_num_queries
):
    """Each name says where its French comes from: read with the names, not card by card (a
    page of 100 cards made 100 more queries)."""
    client.get("/fr/cards/")  # the session and the site's counts, read once
    more = [
        Card(
            slug=f"shelf-{n}",
            name_en=f"Shelf card {n}",
            name_fr=f"Carte {n}",
            name_fr_source="official",
        )
        for n in range(30)
    ]
    Card.objects.bulk_create(more)
    with django_assert_max_num_queries(8):
        assert len(names_listed(client, "/fr/cards/")) > 30


def test_the_card_list_sorts_in_the_page_language(client, shelf):
    assert names_listed(client, "/fr/cards/")[-1] == "Foudre"
    assert names_listed(client, "/fr/cards/")[:2] == ["Abyss", "&quot;Ach! Hans, Run!&quot;"]


def test_the_card_list_filters_by_type_set_and_rulings(client, shelf):
    assert names_listed(client, "/en/cards/", type="Creature") == ["Falcon Abomination"]
    assert names_listed(client, "/en/cards/", set="mid") == ["Falcon Abomination"]
    assert names_listed(client, "/en/cards/", rulings="1") == ["Lightning Bolt"]
    page = client.get("/en/cards/", {"set": "MID"}).content.decode()
    assert '<h1>Cards · <span lang="en">Innistrad: Midnight Hunt</span></h1>' in page


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_list_narrowed_by_type_is_read_from_an_index_holding_the_type_line(language):
    """The cards of a type, and their count, are found in the list's index, in its order: a
    "Creature" page scanned the cards' whole rows, 75 ms on the full data, where the index alone
    takes 12. (SQLite's plan: PostgreSQL plans by its statistics.)"""
    from django.db import connection

    from rulings import selectors

    if connection.vendor != "sqlite":
        pytest.skip("the plan asserted is SQLite's; PostgreSQL chooses by its statistics")
    cards = selectors.card_list(language=language, card_type="Creature")
    # The page in the language's name order; the count from either language's index.
    for queryset, order in ((cards[200:300], f"sort_name_{language}"), (cards.order_by(), None)):
        sql, params = queryset.query.sql_with_params()
        with connection.cursor() as cursor:
            cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
            plan = " ".join(str(row[-1]) for row in cursor.fetchall())
        index = re.search(r"USING (?:COVERING )?INDEX (\w+)", plan)
        assert index, plan
        with connection.cursor() as cursor:
            cursor.execute(f"PRAGMA index_info({index[1]})")
            columns = [row[2] for row in cursor.fetchall()]
        assert "type_line_en" in columns, (plan, columns)
        if order is not None:
            assert columns[0] == order, (plan, columns)
            assert "TEMP B-TREE" not in plan  # in the index's order, not sorted anew


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_card_list_is_read_in_its_order_from_its_index_on_postgresql(language):
    """PostgreSQL compares the list's names in the "C" collation (common.collation): an index
    in the database's collation cannot give that order, and every card was sorted for each
    page (/fr/cards/?page=230, 41 ms on the full data). Sorts and sequential scans are made
    dearer than anything else here, so the plan is the index's if the index can serve."""
    from django.db import connection

    from rulings import selectors
    from tests.databases import postgres_plan

    if connection.vendor != "postgresql":
        pytest.skip("SQLite's plan is asserted above")
    for card_type in ("", "Creature"):
        plan = postgres_plan(selectors.card_list(language=language, card_type=card_type)[:60])
        assert f"rulings_card_list_{language}_idx" in plan, plan
        assert "Sort" not in plan, plan


@pytest.mark.parametrize("query", [{}, {"type": "Enchantment"}, {"rulings": "1"}])
def test_a_card_list_page_is_read_as_its_cards_ids_first(client, shelf, query):
    """A deep page read the skipped cards' rows (SQLite) or sorted every card (PostgreSQL,
    /fr/cards/?page=230, 33 ms): the query that goes down to the page reads only ids, which
    the list's index holds (3 ms), then the page's cards by id."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    abysses = Card.objects.bulk_create(
        Card(slug=f"abyss-{n:02}", name_en=f"Abyss {n:02}", type_line_en="Enchantment")
        for n in range(70)
    )
    Ruling.objects.bulk_create(  # a second page of cards with rulings too
        Ruling(card=card, published_at="2004-10-04", text_en="It's an enchantment.")
        for card in abysses
    )
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/en/cards/", {**query, "page": 2})
    assert response.status_code == 200
    paged = [q["sql"] for q in queries if re.search(r"LIMIT \d+( OFFSET \d+)?$", q["sql"])]
    assert paged, [q["sql"] for q in queries]
    for sql in paged:
        assert sql.startswith('SELECT "rulings_card"."id" AS "pk" FROM'), sql


def test_a_bad_card_filter_is_a_400_with_a_message(client, shelf):
    response = client.get("/en/cards/", {"set": "<script>"})
    assert response.status_code == 400
    assert "Some filters were not understood" in response.content.decode()


def test_a_bad_card_filter_says_which_field_and_why(client, shelf):
    """Each refused filter is named with what is wrong (WCAG 3.3.1), its field marked invalid
    and tied to the message, and the page's title starts with « Erreur »."""
    response = client.get("/fr/cards/", {"type": "zzz", "set": "$$$$"})
    assert response.status_code == 400
    page = response.content.decode()
    text = visible_text(response)
    assert "Type (type) : Sélectionnez un choix valide. zzz n’en fait pas partie." in text
    assert "Code d’extension (set) : Un code d’extension ne contient que des lettres" in text
    assert re.search(r'<select id="card-type"[^>]* aria-invalid="true"', page)
    assert re.search(r'<input id="card-set"[^>]* aria-invalid="true"', page)
    assert page.count('aria-describedby="card-filter-errors"') == 2
    assert 'id="card-filter-errors"' in page
    assert re.search(r"<title>Erreur · Cartes · Grimoire</title>", page)
    good = client.get("/fr/cards/", {"type": "Creature"}).content.decode()
    assert "aria-invalid" not in good and "<title>Cartes · Créature · Grimoire</title>" in good


def test_the_title_and_heading_name_the_filters(client, bolt):
    """A pages review: the card list's title stayed « Cartes · Grimoire » whatever the
    filters, in a tab or a bookmark."""
    page = client.get("/fr/cards/", {"type": "instant", "set": "lea"}).content.decode()
    assert "<title>Cartes · Éphémère · LEA · Grimoire</title>" in page
    assert "<h1>Cartes · Éphémère · " in page
    english = client.get("/en/cards/", {"type": "Instant"}).content.decode()
    assert "<title>Cards · Instant · Grimoire</title>" in english


def test_a_card_with_text_but_no_type_line_shows_its_text_and_says_what_is_missing(client):
    Card.objects.create(slug="half", name_en="Half", oracle_text_en="Draw a card.")
    text = visible_text(client.get("/en/cards/half/"))
    assert "Draw a card." in text
    assert text.count("not been imported yet") == 1 and "type line of this card" in text


def test_the_card_api_gives_printings_and_legalities(client, bolt):
    bolt.oracle_id = "33333333-3333-4333-8333-333333333333"
    bolt.save()
    data = client.get(f"/api/cards/{bolt.oracle_id}").json()
    assert data["legalities"]["vintage"] == "Restricted" and data["is_rebalanced"] is False
    assert data["printings"] == [
        {
            "set": "STA",
            "set_name": "Strixhaven Mystical Archive",
            "set_name_fr": None,
            "released_on": "2021-04-23",
        },
        {
            "set": "LEA",
            "set_name": "Limited Edition Alpha",
            "set_name_fr": None,
            "released_on": None,
        },
    ]


def test_the_card_api_gives_each_ruling_its_id_and_address(client, bolt):
    """Two rulings of one day: a bot tells them apart and links each."""
    bolt.oracle_id = "33333333-3333-4333-8333-333333333333"
    bolt.save()
    for text in ("Bolt can target a planeswalker.", "Bolt deals 3 damage."):
        Ruling.objects.create(card=bolt, published_at="2024-01-05", source="wotc", text_en=text)
    data = client.get(f"/api/cards/{bolt.oracle_id}").json()
    assert data["url"] == "http://testserver/en/cards/lightning-bolt/"
    rulings = [r for r in data["rulings"] if r["published_at"] == "2024-01-05"]
    assert len({r["id"] for r in rulings}) == len({r["url"] for r in rulings}) == 2
    assert all(
        r["url"].startswith("http://testserver/en/cards/lightning-bolt/#ruling-") for r in rulings
    )


@pytest.mark.parametrize("asked", ["2", "99999", "0", "-1", "deux"])
def test_a_page_of_the_card_list_that_does_not_exist_is_not_found(client, shelf, asked):
    """Django's get_page() served the last page (or the first) under any of these addresses,
    a copy of it at each; the search answers 404 with where its results end, and so does the
    card list now."""
    response = client.get("/fr/cards/", {"type": "Creature", "page": asked})
    text = visible_text(response)
    assert response.status_code == 404
    assert f"Il n’y a pas de page {asked} : les résultats s’arrêtent à la page 1." in text
    assert 'href="?type=Creature&amp;page=1"' in response.content.decode()
    assert client.get("/fr/cards/", {"type": "Creature", "page": "1"}).status_code == 200
    assert client.get("/fr/cards/", {"type": "Creature"}).status_code == 200


@pytest.mark.parametrize(
    "asked", ["\uff12", "\u0662", "+2", " 2"], ids=["full-width", "arabic-indic", "plus", "space"]
)
def test_a_page_number_in_other_digits_than_ascii_is_no_page(client, shelf, monkeypatch, asked):
    """A bot author's review: `page=２` (a full-width 2) was read as page 2, another address
    of it (Python's int() reads any script's digits)."""
    monkeypatch.setattr("rulings.views.CARDS_PER_PAGE", 2)
    assert client.get("/en/cards/", {"page": "2"}).status_code == 200
    assert client.get("/en/cards/", {"page": asked}).status_code == 404


def test_a_card_or_keyword_address_typed_with_capitals_redirects_to_its_page(client, bolt):
    """A judge's review: /en/cards/Lightning-Bolt/ was a 404, where /en/cr/702.19B redirects."""
    from keywords.models import Keyword

    response = client.get("/en/cards/Lightning-Bolt/", {"from": "search"})
    assert (response.status_code, response["Location"]) == (
        301,
        "/en/cards/lightning-bolt/?from=search",
    )
    Keyword.objects.create(slug="trample", name_en="Trample", kind="keyword")
    response = client.get("/fr/keywords/Trample/")
    assert (response.status_code, response["Location"]) == (301, "/fr/keywords/trample/")
    assert client.get("/en/cards/No-Such-Card/").status_code == 404


def test_a_name_typed_as_an_address_redirects_to_its_page(client, bolt):
    """A French player's review: /fr/keywords/vol/ and /fr/cards/colere-de-dieu/ were a bare
    404. A name in either language, any case and accents, finds its card or keyword."""
    from keywords.models import Keyword

    ability = "keyword_ability"
    Keyword.objects.create(slug="flying", name_en="Flying", name_fr="Vol", kind=ability)
    Keyword.objects.create(slug="trample", name_en="Trample", name_fr="Piétinement", kind=ability)
    Keyword.objects.create(slug="afterlife", name_en="Afterlife", name_fr="Au-delà", kind=ability)
    Card.objects.create(slug="about-face", name_en="About Face", name_fr="Demi-tour")
    # A name may change (a mined French name replaced by the printed one): not permanent.
    for address, page in (
        ("/fr/cards/foudre/?from=x", "/fr/cards/lightning-bolt/?from=x"),
        ("/fr/cards/demi-tour/", "/fr/cards/about-face/"),  # a hyphen folds to nothing
        ("/fr/keywords/vol/", "/fr/keywords/flying/"),
        ("/fr/keywords/pietinement/", "/fr/keywords/trample/"),
        ("/fr/keywords/au-dela/", "/fr/keywords/afterlife/"),
    ):
        response = client.get(address)
        assert (response.status_code, response["Location"]) == (302, page), address
    response = client.get("/en/cards/LIGHTNING-BOLT/")  # its slug in capitals: permanent
    assert (response.status_code, response["Location"]) == (301, "/en/cards/lightning-bolt/")
    assert client.get("/fr/keywords/volee/").status_code == 404


def test_a_query_string_sent_raw_is_kept_as_sent_by_a_redirect(client, bolt):
    """A hostile-input review: « ?q=é » sent without percent-encoding (WSGI hands it to Django
    as Latin-1) came back as « ?q=%C3%83%C2%A9 », which reads « Ã© »."""
    raw = "q=é&from=été".encode().decode("latin-1")  # as a WSGI server passes raw bytes on
    response = client.get("/fr/cards/foudre/", QUERY_STRING=raw)

    assert response["Location"] == "/fr/cards/lightning-bolt/?q=%C3%A9&from=%C3%A9t%C3%A9"


def test_a_name_several_cards_have_lists_them_and_opens_none(client, db):
    """A review: six cards are named Everythingamajig; "Everythingamajig" gave whichever had
    the lowest id, another than its address's. A bot author's review: then it was the 404 of
    a name no card has, or, where one card's slug was the name in small letters, that card."""
    for slug in ("everythingamajig", "everythingamajig-2"):
        Card.objects.create(slug=slug, name_en="Everythingamajig")
    Card.objects.create(slug="a-demilich", name_en="A-Demilich", is_rebalanced=True)
    Card.objects.create(slug="demilich", name_en="Demilich")
    several = client.get("/api/cards/Everythingamajig")
    assert several.status_code == 300
    assert [c["api_url"] for c in several.json()["candidates"]] == [
        "http://testserver/api/cards/everythingamajig",
        "http://testserver/api/cards/everythingamajig-2",
    ]
    assert '2 cards answer to "Everythingamajig"' in several.json()["error"]
    assert client.get("/api/cards/everythingamajig").json()["name"]["en"] == "Everythingamajig"
    # No slug, but the name both cards bear: no page is the one.
    assert client.get("/en/cards/everything-a-majig/").status_code == 404
    # An Alchemy rebalancing is a version of its card, not another card named alike.
    assert client.get("/api/cards/DEMILICH").json()["name"]["en"] == "Demilich"


def test_a_name_one_card_bears_in_english_and_another_in_french_lists_both(client, db):
    """A bot's review: « Contemplation », the French name of Ponder, gave only the card whose
    English name it is, whatever the language asked, and a French bot the wrong card."""
    Card.objects.create(slug="ponder", name_en="Ponder", name_fr="Contemplation")
    Card.objects.create(slug="contemplation", name_en="Contemplation", name_fr="Méditation")
    several = client.get("/api/cards/CONTEMPLATION", {"lang": "fr"})
    assert several.status_code == 300
    candidates = several.json()["candidates"]
    assert [c["api_url"] for c in candidates] == [
        "http://testserver/api/cards/contemplation?lang=fr",
        "http://testserver/api/cards/ponder?lang=fr",
    ]
    # Its slug still opens the card whose address it is.
    assert client.get("/api/cards/contemplation").json()["name"]["en"] == "Contemplation"
    assert client.get("/api/cards/Méditation").json()["name"]["en"] == "Contemplation"


def test_the_card_api_finds_a_card_by_its_name_in_either_language(client, bolt):
    for typed in ("Lightning Bolt", "lightning bolt", "FOUDRE", "foudre", "Lightning-Bolt"):
        response = client.get(f"/api/cards/{typed}")
        assert response.status_code == 200, typed
        assert response.json()["name"]["en"] == "Lightning Bolt"
    assert client.get("/api/cards/Lightning Bolts").status_code == 404
    # A bot author's review: a 6,000-character key came back whole in the message.
    error = client.get(f"/api/cards/{'x' * 6000}").json()["error"]
    assert error == f'no card with oracle id, slug or name "{"x" * 100}…"'
    assert client.get("/api/cards/Serra's Guardian").json()["error"].endswith('"Serra\'s Guardian"')


def test_a_text_a_card_prints_in_neither_language_is_not_a_missing_translation(client, db):
    """A bot author's review: a vanilla creature's text read {"fr": null, "fr_status":
    "missing"} beside its official French type line: a bot said « no French translation »."""
    bears = Card.objects.create(
        slug="grizzly-bears",
        oracle_id="409f9b88-f03e-40b6-9883-68c14c37c0de",
        name_en="Grizzly Bears",
        name_fr="Ours brun",
        type_line_en="Creature — Bear",
        oracle_text_en="",
    )
    bears.set_french(FrenchStatus.OFFICIAL, type_line="Créature : ours", oracle_text="")
    bears.save()
    text = client.get("/api/cards/grizzly-bears").json()["oracle_text"]
    assert (text["en"], text["fr"], text["fr_status"]) == ("", "", None)
    # A diff review: a card with no French at all answered "missing" beside "".
    Card.objects.filter(pk=bears.pk).update(fr_status="missing", type_line_fr="")
    text = client.get("/api/cards/grizzly-bears").json()["oracle_text"]
    assert (text["fr"], text["fr_status"]) == ("", None)
    bears.oracle_text_en = "Vigilance"  # printed in English, not in French: missing
    bears.save()
    text = client.get("/api/cards/grizzly-bears").json()["oracle_text"]
    assert (text["fr"], text["fr_status"]) == (None, "missing")


def test_a_card_of_two_faces_is_found_by_its_whole_name_and_by_its_front_face(client, db):
    """A bot author's review: "Delver of Secrets", as players name it, and "Fire // Ice",
    whose slashes ended the address, found no card."""
    Card.objects.create(
        slug="delver-of-secrets-insectile-aberration",
        name_en="Delver of Secrets // Insectile Aberration",
        name_fr="Guetteur des secrets // Aberration insectile",
    )
    Card.objects.create(slug="fire-ice", name_en="Fire // Ice", name_fr="Feu // Glace")
    Card.objects.create(slug="fire-at-will", name_en="Fire at Will")
    for typed, english in (
        ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"),
        ("guetteur des secrets", "Delver of Secrets // Insectile Aberration"),
        ("Fire // Ice", "Fire // Ice"),
        ("fire%20%2F%2F%20ice", "Fire // Ice"),
        ("Feu // Glace/", "Fire // Ice"),
        ("Fire", "Fire // Ice"),
    ):
        response = client.get(f"/api/cards/{typed}")
        assert response.status_code == 200, typed
        assert response.json()["name"]["en"] == english, typed
    assert client.get("/api/cards/Insectile Aberration").status_code == 404  # front faces only
    response = client.get("/fr/cards/guetteur-des-secrets/")
    assert response["Location"] == "/fr/cards/delver-of-secrets-insectile-aberration/"


def test_an_alchemy_version_is_labelled_in_the_lists_beside_the_card_it_rebalances(client, db):
    """A judge's review: a keyword's cards mixed A-Phylath in beside Phylath, unlabelled."""
    from keywords.models import Keyword

    trample = Keyword.objects.create(slug="trample", name_en="Trample", kind="keyword")
    for slug, name, rebalanced in (("phylath", "Phylath", False), ("a-phylath", "A-Phylath", True)):
        card = Card.objects.create(slug=slug, name_en=name, is_rebalanced=rebalanced)
        card.keywords.add(trample)
    page = client.get("/en/keywords/trample/").content.decode()
    assert page.count('class="card-rebalanced-tag"') == 1
    assert 'A-Phylath</a> <span class="card-rebalanced-tag"' in page
    listed = client.get("/fr/cards/", {"alchemy": "1"}).content.decode()
    assert ">Alchimie</span>" in listed


def test_the_type_filter_is_in_the_alphabetical_order_of_the_page_language(client, db):
    """A pages review: « …, Éphémère, Terrain, Planeswalker, Rituel » on the French card list,
    the English order of Instant, Land, Planeswalker, Sorcery."""

    def offered(language: str) -> list[str]:
        page = client.get(f"/{language}/cards/").content.decode()
        select = page[page.index('name="type"') : page.index("</select>")]
        return re.findall(r'<option value="(\w*)"', select)[1:]

    assert offered("fr") == [
        "Artifact",  # Artefact
        "Battle",  # Bataille
        "Creature",  # Créature
        "Enchantment",  # Enchantement
        "Instant",  # Éphémère
        "Planeswalker",
        "Sorcery",  # Rituel
        "Land",  # Terrain
    ]
    assert offered("en") == sorted(offered("en"))


@pytest.fixture
def a_long_shelf(db) -> None:
    """Seventy names under A, a French name under É, then seventy under M: three pages."""
    for n in range(70):
        Card.objects.create(slug=f"aa-{n}", name_en=f"Aardvark {n:02}", type_line_en="Creature")
    Card.objects.create(
        slug="lightning", name_en="Lightning", name_fr="Éclair", type_line_en="Instant"
    )
    for n in range(70):
        Card.objects.create(slug=f"mm-{n}", name_en=f"Mammoth {n:02}", type_line_en="Creature")


def test_the_letter_bar_opens_the_page_where_a_letters_names_begin(client, a_long_shelf):
    """A pages review: 395 pages of cards with only « Précédente » and « Suivante », where
    the glossary has an A-Z bar."""
    page = client.get("/fr/cards/", {"type": "Creature"}).content.decode()
    assert '<a href="?type=Creature&amp;letter=m">M</a>' in page
    response = client.get("/fr/cards/", {"type": "Creature", "letter": "m"})
    assert response.status_code == 302
    assert response["Location"] == "/fr/cards/?type=Creature&page=2"
    assert names_listed(client, "/fr/cards/", type="Creature", page="2")[10] == "Mammoth 00"
    # Folded: « Éclair » files under e, in a French list only; no Z: the page of the end.
    assert client.get("/fr/cards/", {"letter": "e"})["Location"] == "/fr/cards/?page=2"
    assert client.get("/en/cards/", {"letter": "e"})["Location"] == "/en/cards/?page=2"
    assert client.get("/en/cards/", {"letter": "l"})["Location"] == "/en/cards/?page=2"
    assert client.get("/en/cards/", {"letter": "a"})["Location"] == "/en/cards/"
    assert client.get("/en/cards/", {"letter": "z"})["Location"] == "/en/cards/?page=3"
    refused = client.get("/en/cards/", {"letter": "<b>"})
    assert refused.status_code == 400 and "<b>" not in refused.content.decode()


def test_a_letter_after_every_name_opens_the_last_page_not_one_past_it(client, db):
    """A review of the letter bar: with 120 names before Z, two full pages, ?letter=z asked
    for a third page, a 404."""
    for n in range(120):
        Card.objects.create(slug=f"aa-{n}", name_en=f"Aardvark {n:03}")
    assert client.get("/en/cards/", {"letter": "z"})["Location"] == "/en/cards/?page=2"
    assert client.get("/en/cards/", {"letter": "Z"})["Location"] == "/en/cards/?page=2"


@pytest.mark.parametrize(
    "address",
    ["/fr/cards/loeil-de-vecna/", "/fr/cards/l-oeil-de-vecna/", "/en/cards/urzas-saga/"],
)
def test_a_name_with_an_elision_is_found_typed_with_or_without_its_apostrophe(client, db, address):
    """A review of the elided words in the sort keys: « L'Œil de Vecna » files as
    "l oeil de vecna", and an address writes it « loeil »; "Urza's" stays "urzas"."""
    Card.objects.create(slug="eye-of-vecna", name_en="The Eye of Vecna", name_fr="L'Œil de Vecna")
    Card.objects.create(slug="urza-s-saga", name_en="Urza's Saga")
    response = client.get(address)
    assert response.status_code == 302, response.status_code
    assert response["Location"].endswith(("/cards/eye-of-vecna/", "/cards/urza-s-saga/"))


def test_rulings_with_no_french_say_so_once_above_the_list(client, bolt):
    """A pages review: a card's 25 rulings each repeated « Pas encore de traduction
    française : voici l'original anglais. »; each keeps its "English" tag."""
    for day in (1, 2, 3):
        Ruling.objects.create(
            card=bolt, published_at=datetime.date(2021, 4, day), text_en=f"Ruling {day}."
        )

    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    rulings = page[page.index('<section class="rulings"') :]

    assert rulings.count("missing-said-once") == 1
    assert "Pas encore de traduction française" not in rulings
    assert rulings.count('<span class="lang-tag" lang="fr">Anglais</span>') == 3


def test_a_single_ruling_with_no_french_says_so_itself(client, bolt):
    Ruling.objects.create(card=bolt, published_at=datetime.date(2021, 4, 1), text_en="Only.")

    page = client.get("/fr/cards/lightning-bolt/").content.decode()
    rulings = page[page.index('<section class="rulings"') :]

    assert "missing-said-once" not in rulings
    assert rulings.count("Pas encore de traduction française") == 1


def test_a_cards_keywords_are_named_as_the_keyword_list_names_them(client, demo_data):
    """A bot's review: a card's keywords were bare English names (["Replicate"]), the one name
    of the API without its French, its source or its address."""
    card = client.get("/api/cards/gigadrowse", {"lang": "fr"}).json()
    listed = client.get("/api/keywords", {"lang": "fr"}).json()["keywords"]
    assert card["keywords"] == [item for item in listed if item["slug"] == "replicate"]
    (replicate,) = card["keywords"]
    assert replicate["name"] == {"en": "Replicate", "fr": "Duplication", "fr_source": "official"}
    assert replicate["api_url"] == "http://testserver/api/keywords/replicate?lang=fr"
