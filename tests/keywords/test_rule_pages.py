"""A judge's rule pages: a heading with the title, permalinks as typed, an edition picker that
follows the rule, previous / next / cited by, folds, one notice for the missing French, the
glossary's letters and the contents.

The demo data, then the official editions of 2006, 2009 and 2026-08-07, imported once for the
module: Replicate is 502.52a in 2006, 702.53a in 2009 and 702.56a in 2026.
"""

import re

import pytest
from django.core.management import call_command

from keywords.models import Keyword, Rule
from provenance.models import NameSource
from tests.conftest import visible_text
from tests.keywords.conftest import NEWEST, OLDEST, import_file, rolled_back_after, rules_path

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("three_editions")]

M10 = "MagicCompRules_20090711.txt"


@pytest.fixture(scope="module")
def three_editions(django_db_setup, django_db_blocker, shared_data) -> None:
    with rolled_back_after(django_db_blocker):
        call_command("loaddata", "demo", verbosity=0)
        for name in (OLDEST, M10):
            import_file(rules_path(shared_data, name))
        import_file(rules_path(shared_data, NEWEST), activate=True)
        yield


def heading(response) -> str:
    return " ".join(
        re.sub(
            r"<[^>]+>", "", re.search(r"<h1[^>]*>(.*?)</h1>", response.content.decode(), re.S)[1]
        ).split()
    )


def section(page: str, css_class: str) -> str:
    start = page.index(f'class="{css_class}"')
    return page[start : page.index("</section>", start)]


# -- Heading ---------------------------------------------------------------------------------


def test_the_heading_carries_the_number_and_the_title_of_the_rule(client):
    assert heading(client.get("/en/cr/702.19")) == "702.19 Trample"
    assert heading(client.get("/en/cr/702")) == "702 Keyword Abilities"


def test_a_subrule_takes_the_title_of_its_rule(client):
    assert heading(client.get("/en/cr/702.19b")) == "702.19b Trample"


def test_a_rule_of_sentences_takes_the_title_of_its_section(client):
    assert heading(client.get("/en/cr/100.1")) == "100.1 General"


def test_the_french_heading_is_french_when_the_title_has_french(client):
    page = client.get("/fr/cr/502.52?edition=2006-02-01").content.decode()
    assert '<h1 class="rule-title">502.52 <span lang="fr">Duplication</span></h1>' in page


def test_an_english_title_on_a_french_page_says_it_is_english(client):
    rule = Rule.objects.get(edition__is_current=True, number="702")
    assert not rule.text_fr
    page = client.get("/fr/cr/702").content.decode()
    tag = '<span class="lang-tag name-tag" lang="fr">Anglais</span>'
    assert f'<h1 class="rule-title">702 <span lang="en">Keyword Abilities</span> {tag}</h1>' in page
    english = client.get("/en/cr/702").content.decode()
    assert '<h1 class="rule-title">702 <span lang="en">Keyword Abilities</span></h1>' in english


def test_only_an_official_keyword_name_titles_a_french_rule(client):
    rule = Rule.objects.get(edition__is_current=True, number="702.19")
    assert not rule.text_fr
    trample = Keyword.objects.get(rule=rule)
    trample.name_fr, trample.name_fr_source = "Piétinement", NameSource.OFFICIAL
    trample.save()
    assert heading(client.get("/fr/cr/702.19")) == "702.19 Piétinement"
    # A French judge's review: the keyword's page, the glossary entry citing it and the 404 of
    # an edition without it said "Trample"; the keyword's page counted one more paragraph
    # without French than the rule's page.
    shown = Rule.objects.filter(parent=rule).count()
    keyword_page = visible_text(client.get("/fr/keywords/trample/"))
    assert "702.19 Officiel Piétinement Original anglais (fait foi) Trample" in keyword_page
    assert f"{shown} paragraphes de cette page n’ont pas encore" in keyword_page
    cited = visible_text(client.get("/fr/cr/glossary/trample/"))
    assert "Règles qu’il cite 702.19 Officiel Piétinement" in cited
    deathtouch = Keyword.objects.get(rule__edition__is_current=True, rule__number="702.2")
    deathtouch.name_fr, deathtouch.name_fr_source = "Contact mortel", NameSource.OFFICIAL
    deathtouch.save()
    absent = client.get("/fr/cr/702.2?edition=2006-02-01&from=2026-08-07")  # not in 2006
    assert absent.status_code == 404
    assert "<title>702.2 Contact mortel · Grimoire</title>" in absent.content.decode()

    for source in (NameSource.MINED, NameSource.EDITOR):
        trample.name_fr_source = source
        trample.save()
        # A title has no room to say where the name comes from: the English is shown.
        assert heading(client.get("/fr/cr/702.19")) == "702.19 Trample Anglais"
        assert "Piétinement Original" not in visible_text(client.get("/fr/keywords/trample/"))


def test_the_api_gives_the_title_a_rule_is_known_by_as_its_pages_show_it(client):
    """A bot read 702.19's French as null where its pages, the search results and its
    keyword's page title it « Piétinement », Trample's official name."""
    trample = Keyword.objects.get(rule__edition__is_current=True, rule__number="702.19")
    trample.name_fr, trample.name_fr_source = "Piétinement", NameSource.OFFICIAL
    trample.save()
    french_trample = {"number": "702.19", "en": "Trample", "fr": "Piétinement"}
    assert client.get("/api/rules/702.19").json()["title"] == {
        **french_trample,
        "fr_status": "official",
    }
    assert client.get("/api/rules/702.19b").json()["title"] == {
        **french_trample,
        "fr_status": "official",
    }
    assert client.get("/api/rules/100.1").json()["title"] == {
        "number": "100",
        "en": "General",
        "fr": None,
        "fr_status": "missing",
    }
    replicate = client.get("/api/rules/502.52a", {"edition": "2006-02-01"}).json()["title"]
    assert replicate == {
        "number": "502.52",
        "en": "Replicate",
        "fr": "Duplication",
        "fr_status": "official",
    }
    # A bot author's review: the rule was the one result without the address of its page.
    assert client.get("/api/rules/702.19b", {"lang": "fr"}).json()["url"] == (
        "http://testserver/fr/cr/702.19b"
    )
    older = client.get("/api/rules/502.52a", {"edition": "2006-02-01"}).json()["url"]
    assert older == "http://testserver/en/cr/502.52a?edition=2006-02-01"
    trample.name_fr_source = NameSource.MINED
    trample.save()
    # As on the pages: a title has no room to say that a name was found on cards.
    assert client.get("/api/rules/702.19").json()["title"]["fr"] is None


def test_a_rule_page_has_one_canonical_address(client):
    current = Rule.objects.get(edition__is_current=True, number="702.56a").edition
    date = current.effective_date.isoformat()
    page = client.get(f"/en/cr/702.56a?edition={date}&from={date}").content.decode()
    assert '<link rel="canonical" href="http://testserver/en/cr/702.56a">' in page
    assert '<link rel="alternate" hreflang="fr" href="http://testserver/fr/cr/702.56a?' in page
    older = client.get("/en/cr/502.52a?edition=2006-02-01").content.decode()
    assert (
        '<link rel="canonical" href="http://testserver/en/cr/502.52a?edition=2006-02-01">' in older
    )


# -- Permalinks ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("/en/cr/704.5J", "/en/cr/704.5j"),
        ("/en/cr/704.5j/", "/en/cr/704.5j"),
        ("/fr/cr/704.5J/?edition=2026-08-07", "/fr/cr/704.5j?edition=2026-08-07"),
        ("/en/cr/702.56A/history/", "/en/cr/702.56a/history"),
    ],
)
def test_a_permalink_typed_by_hand_redirects_for_good_to_the_canonical_one(
    client, typed, canonical
):
    response = client.get(typed)
    assert (response.status_code, response["Location"]) == (301, canonical)
    assert client.get(canonical).status_code == 200


# -- Edition picker --------------------------------------------------------------------------


def test_the_edition_picker_says_which_edition_the_rule_is_read_in(client):
    page = client.get("/en/cr/702.56a").content.decode()
    assert '<input type="hidden" name="from" value="2026-08-07">' in page


def test_switching_edition_follows_the_rule_not_the_number(client):
    response = client.get("/en/cr/702.56a?edition=2009-07-11&from=2026-08-07")
    assert (response.status_code, response["Location"]) == (
        302,
        "/en/cr/702.53a?edition=2009-07-11",
    )
    assert "Replicate is a keyword" in visible_text(client.get(response["Location"]))


def test_switching_edition_back_follows_the_rule_too(client):
    response = client.get("/en/cr/502.52a?edition=2026-08-07&from=2006-02-01")
    assert response["Location"] == "/en/cr/702.56a?edition=2026-08-07"


def test_a_number_with_an_edition_still_means_that_edition(client):
    """References in the 2009 rules name 2009 numbers: 702.56a of 2009 is Recover."""
    text = visible_text(client.get("/en/cr/702.56a?edition=2009-07-11"))
    assert "Recover" in text


def test_a_number_missing_from_an_edition_leads_to_its_ancestor_there(client):
    response = client.get("/en/cr/702.56a?edition=2006-02-01")
    assert (response.status_code, response["Location"]) == (
        302,
        "/en/cr/502.52a?edition=2006-02-01",
    )


def test_a_rule_that_did_not_exist_in_an_edition_is_a_404_that_says_so(client):
    """Not the bare "Page not found"; a 404 all the same, as the API answers (an English
    judge's review found a 200)."""
    added = Rule.objects.filter(edition__is_current=True, number="702.19c").get()
    assert added.predecessor_id is None or added.predecessor.edition.effective_date.year > 2006
    response = client.get("/en/cr/702.19c?edition=2006-02-01&from=2026-08-07")
    assert response.status_code == 404
    text = visible_text(response)
    assert (
        "Rule 702.19c of the rules of August 7, 2026 did not exist in the Comprehensive Rules "
        "effective February 1, 2006, under any number." in text
    )
    assert 'href="/en/cr/702.19c?edition=2026-08-07"' in response.content.decode()


def test_a_rule_no_edition_has_is_a_404_pointing_to_the_nearest_rule_above(client):
    """A judge's review: "702.19z" and "704.5l" gave the site's bare "Page not found"."""
    response = client.get("/en/cr/702.19z")
    assert response.status_code == 404
    text = visible_text(response)
    assert "Rule 702.19z not found" in text
    assert "letters skip" not in text
    page = response.content.decode()
    assert 'The nearest rule above it: <a href="/en/cr/702.19">702.19</a>.' in page
    assert '<a href="/en/search/?q=702.19z">' in page

    french = client.get("/fr/cr/704.5l").content.decode()
    assert "aucune règle ne finit par «\u00a0l\u00a0»" in french
    assert 'La règle la plus proche au-dessus\u00a0: <a href="/fr/cr/704.5">704.5</a>.' in french


def test_the_api_says_what_a_number_of_another_edition_is_numbered_in_the_one_asked(client):
    """The page of 502.52a (2006) redirects to 702.56a; the API answered a bare 404."""
    response = client.get("/api/rules/502.52a")
    assert response.status_code == 404
    assert response.json() == {
        "error": "rule 502.52a is numbered 702.56a in the 2026-08-07 edition",
        "in_this_edition": {"number": "702.56a", "api_url": "http://testserver/api/rules/702.56a"},
    }
    assert "in_this_edition" not in client.get("/api/rules/702.19z").json()
    french = client.get("/api/rules/502.52a", {"lang": "fr"}).json()["in_this_edition"]
    assert french["api_url"] == "http://testserver/api/rules/702.56a?lang=fr"


def test_an_edition_that_does_not_exist_is_still_a_404(client):
    assert client.get("/en/cr/702.56a?edition=2001-01-01").status_code == 404


@pytest.mark.parametrize("path", ["/fr/cr/702.56a", "/fr/cr/", "/fr/cr/glossary/"])
def test_an_edition_not_held_says_so_and_offers_those_that_are(client, path):
    """A French judge's review: /fr/cr/702.56a?edition=2012-01-01 said « Page introuvable »
    alone."""
    response = client.get(path, {"edition": "2012-01-01"})
    assert response.status_code == 404
    text = visible_text(response)
    assert "Aucune édition des Règles complètes en vigueur au 1er janvier 2012 n’est" in text
    assert "ici : 7 août 2026 (actuelle) 11 juillet 2009 1er février 2006" in text
    page = response.content.decode()
    assert f'<a href="{path}?edition=2009-07-11">11 juillet 2009</a>' in page
    assert f'<a href="{path}">7 août 2026</a>' in page
    wrong = visible_text(client.get(path, {"edition": "11/07/2009"}))
    assert "« 11/07/2009 » n’est pas une date écrite AAAA-MM-JJ" in wrong
    # A diff review: a list's page offered to search for « glossary » or « cr ».
    assert ("Chercher" in wrong) == (path == "/fr/cr/702.56a")


def test_an_edition_given_twice_with_two_days_is_refused_not_read_as_the_last(client):
    """A diff review: /cr/702.56a?edition=2006-02-01&edition=2009-07-11 showed 2009's rule,
    where the API refuses it; the rules' contents and the glossary read it so too."""
    twice = {"edition": ["2006-02-01", "2009-07-11"]}
    for path in ("/fr/cr/702.56a", "/fr/cr/", "/fr/cr/glossary/"):
        response = client.get(path, twice)
        assert response.status_code == 400, path
        assert (
            "Cette adresse n’a pas pu être lue\u00a0: «\u00a0edition\u00a0» est donné "
            "plusieurs fois, avec des valeurs différentes\u202f; n’en donnez qu’une."
        ) in response.content.decode()
    assert client.get("/api/rules/702.56a", twice).status_code == 400
    same_day = {"edition": ["2009-07-11", "2009-07-11"]}
    assert heading(client.get("/en/cr/702.53a", same_day)) == "702.53a Replicate"


# -- Navigation ------------------------------------------------------------------------------


def test_a_rule_links_to_the_rules_before_and_after_it(client):
    page = client.get("/en/cr/702.19").content.decode()
    assert '<a rel="prev" href="/en/cr/702.18?edition=2026-08-07">' in page
    assert '<a rel="next" href="/en/cr/702.20?edition=2026-08-07">' in page
    subrule = client.get("/en/cr/702.19b").content.decode()
    assert '<a rel="prev" href="/en/cr/702.19a?edition=2026-08-07">' in subrule


@pytest.mark.parametrize(
    ("number", "previous", "following"),
    [("704.5a", "704.5", "704.5b"), ("704.5aa", "704.5z", "704.6"), ("704.3", "704.2", "704.4")],
)
def test_a_subrule_links_to_its_neighbours_in_reading_order(client, number, previous, following):
    """A judge's review: « Précédente » on 704.5a led to 704.1a, past 704.2 to 704.5, and
    « Suivante » on 704.5aa to 704.6a, past 704.6."""
    page = client.get(f"/en/cr/{number}").content.decode()
    assert f'<a rel="prev" href="/en/cr/{previous}?edition=2026-08-07">' in page
    assert f'<a rel="next" href="/en/cr/{following}?edition=2026-08-07">' in page


def test_cited_by_lists_the_rules_that_refer_to_this_one(client):
    cited = section(client.get("/en/cr/510").content.decode(), "cited-by")
    # 702.19a: "(See rule 510, “Combat Damage Step.”)"
    assert '<a href="/en/cr/702.19a?edition=2026-08-07">702.19a</a>' in cited


def test_a_french_rule_page_agrees_with_its_rules_and_its_rule(client):
    """A French reader's review: « Règles complètes en vigueur au … (actuelle) », « Cité par »
    under « la règle »."""
    page = visible_text(client.get("/fr/cr/510"))
    assert "Règles complètes en vigueur au 7 août 2026 (actuelles)" in page
    assert "Citée par" in page and "Cité par" not in page


def test_cited_by_leaves_out_the_references_inside_the_rule_itself(client):
    page = client.get("/en/cr/702.19").content.decode()
    # 702.19c refers to 702.19b: a reference of the page to itself.
    cited = section(page, "cited-by") if 'class="cited-by"' in page else ""
    assert ">702.19c<" not in cited


def test_a_keyword_rule_links_to_its_keyword_page(client):
    page = client.get("/fr/cr/702.56a").content.decode()
    assert '<a href="/fr/keywords/replicate/">Page du mot-clé\u00a0: Duplication</a>' in page


# -- Long pages ------------------------------------------------------------------------------


def test_a_section_folds_each_rule_with_its_subrules(client):
    page = client.get("/en/cr/702").content.decode()
    fold = page[page.index('<details class="rule-fold" id="R70219">') :]
    fold = fold[: fold.index("</details>")]
    assert (
        '<summary><h2 class="rule-number">702.19 <span lang="en">Trample</span></h2></summary>'
        in fold
    )
    assert 'id="R70219b"' in fold
    assert "<details open" not in page


def test_a_rule_page_shows_its_subrules_unfolded(client):
    page = client.get("/en/cr/702.19").content.decode()
    assert "<details" not in page.split("<main", 1)[1].split('class="cited-by"')[0]


@pytest.mark.parametrize("path", ["/en/cr/702", "/fr/cr/702.19", "/en/cr/1", "/fr/cr/glossary/"])
def test_headings_go_down_one_level_at_a_time(client, path):
    main = client.get(path).content.decode().split("<main", 1)[1]
    levels = [int(level) for level in re.findall(r"<h([1-6])\b", main)]
    assert levels[0] == 1
    assert all(b - a <= 1 for a, b in zip(levels, levels[1:], strict=False)), levels


def test_the_french_page_says_once_that_the_french_is_missing(client):
    page = client.get("/fr/cr/702.19").content.decode()
    shown = Rule.objects.filter(parent__edition__is_current=True, parent__number="702.19")
    assert page.count("notice-missing-french") == 1
    assert f"{shown.count()} paragraphes de cette page n’ont pas encore de traduction" in page
    assert "voici l’original anglais" not in page
    assert page.count('<div class="text-en" lang="en">') >= shown.count()


def test_a_count_of_thousands_of_paragraphs_is_grouped_as_french_groups_digits(client):
    """A French reader's review: « 1419 paragraphes de cette page… », where French writes
    « 1 419 », as the site's other counts do."""
    page = client.get("/fr/cr/7").content.decode()
    [count] = re.findall(r"([\d\u202f\u00a0]+) paragraphes de cette page", page)
    assert int(re.sub(r"\D", "", count)) >= 1000
    assert re.fullmatch(r"\d{1,3}(?:[\u202f\u00a0]\d{3})+", count), count


def test_the_english_page_has_no_notice_of_missing_french(client):
    assert "notice-missing-french" not in client.get("/en/cr/702.19").content.decode()


def test_the_glossary_has_a_letter_index(client):
    page = client.get("/en/cr/glossary/").content.decode()
    index = page[
        page.index('class="letter-index"') : page.index("</nav>", page.index("letter-index"))
    ]
    assert '<a href="#letter-A">A</a>' in index
    assert '<section class="glossary-letter" id="letter-A">' in page
    assert '<span class="secondary">Q</span>' in index  # no term starts with Q
    assert "letter-Q" not in page


def test_the_contents_number_each_chapter_once_and_mark_english_titles(client):
    page = client.get("/fr/cr/").content.decode()
    assert '<ol class="rules-tree">' not in page
    assert '>1. <span lang="en">Game Concepts</span></a>' in page
    assert '>100. <span lang="en">General</span></a>' in page


def test_the_french_contents_say_once_that_their_titles_are_in_english(client):
    """The titles were in English with lang="en" alone: nothing a reader sees said so."""
    page = client.get("/fr/cr/").content.decode()
    headings = Rule.objects.filter(
        edition__is_current=True, kind__in=(Rule.Kind.CHAPTER, Rule.Kind.SECTION)
    )
    assert page.count("notice-missing-french") == 1
    assert f"{headings.count()} titres de cette page n’ont pas encore de traduction" in page
    assert "notice-missing-french" not in client.get("/en/cr/").content.decode()


# -- History ---------------------------------------------------------------------------------


def test_the_history_shows_a_change_of_quotes_alone_as_no_rewording(client):
    """Editions imported before quotes were compared plainly still say "reworded"."""
    rule = Rule.objects.get(edition__is_current=True, number="702.56a")
    Rule.objects.filter(pk=rule.predecessor_id).update(text_en='It\'s "Replicate".')
    Rule.objects.filter(pk=rule.pk).update(
        text_en="It\u2019s \u201cReplicate\u201d.", examples_en="", change="reworded"
    )
    page = client.get("/en/cr/702.56a/history").content.decode()
    current = page[page.index('class="version shown"') :]
    current = current[: current.index("</li>")]
    assert "Same words, new quotation marks" in current
    assert "<ins>" not in current and "<del>" not in current


def test_the_french_history_says_its_rules_are_quoted_in_english(client):
    """A French reader's review: the diffs of 2009 and 2020 are English, and nothing said so."""
    said = "Ce qui a changé d’une édition à l’autre est montré dans le texte anglais"
    response = client.get("/fr/cr/702.56a/history")
    assert '<div class="diff" lang="en">' in response.content.decode()
    assert said in visible_text(response)
    assert "shown in the English" not in visible_text(client.get("/en/cr/702.56a/history"))
    # A rule new in the newest edition has one version and no diff: nothing to say of it.
    added = Rule.objects.filter(edition__is_current=True, change="added").first()
    response = client.get(f"/fr/cr/{added.number}/history")
    assert '<div class="diff"' not in response.content.decode()
    assert said not in visible_text(response)


@pytest.mark.parametrize("change", ["renumbered", "renumbered_and_reworded"])
def test_the_history_says_a_rule_renumbered_with_the_same_words_was_renumbered(client, change):
    """A judge's review: 502.52 -> 702.56, with the same words, said "Same words, new quotation
    marks", where the database and the API say renumbered."""
    rule = Rule.objects.get(edition__is_current=True, number="702.56a")
    old = Rule.objects.get(pk=rule.predecessor_id)
    Rule.objects.filter(pk=rule.pk).update(
        text_en=old.text_en, examples_en=old.examples_en, change=change
    )
    page = client.get("/en/cr/702.56a/history").content.decode()
    current = page[page.index('class="version shown"') :]
    current = current[: current.index("</li>")]
    assert '<span class="change change-renumbered">Renumbered</span>' in current
    assert "Same words" not in current and "<ins>" not in current


def test_a_keyword_rule_of_an_older_edition_links_to_its_keyword_page_too(client):
    page = client.get("/fr/cr/702.53a?edition=2009-07-11").content.decode()
    assert '<h1 class="rule-title">702.53a <span lang="fr">Duplication</span></h1>' in page
    assert '<a href="/fr/keywords/replicate/">Page du mot-clé\u00a0: Duplication</a>' in page


def test_the_keyword_page_says_once_that_its_rules_have_no_french(client):
    page = client.get("/fr/keywords/trample/").content.decode()
    rules = page[
        page.index('class="rules"') : page.index("</section>", page.index('class="rules"'))
    ]
    assert rules.count("notice-missing-french") == 1
    assert "voici l’original anglais" not in rules


def test_french_dates_of_the_editions_say_1er(client):
    page = client.get("/fr/cr/502.52a?edition=2006-02-01").content.decode()
    assert "Règles complètes en vigueur au 1er février 2006" in page
    assert '<option value="2006-02-01" selected>1er février 2006</option>' in page


def test_the_french_glossary_says_once_how_many_definitions_have_no_french(client):
    page = client.get("/fr/cr/glossary/").content.decode()
    assert page.count("notice-missing-french") == 1
    assert "définitions de ce glossaire n’ont pas encore de traduction française" in page
    assert "voici l’original anglais" not in page


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_chapter_page_reads_its_titles_french_in_one_query(
    client, language, django_assert_max_num_queries
):
    """A diff review: each of /cr/7's 500 titles read its keywords on its own (14 queries ->
    538), to show its keyword's French name."""
    client.get(f"/{language}/cr/")  # the session and the site's counts, read once
    with django_assert_max_num_queries(25):
        assert client.get(f"/{language}/cr/7").status_code == 200
