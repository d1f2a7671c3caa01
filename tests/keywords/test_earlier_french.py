"""A rule whose official French was written for an older English shows it labelled with the
version it was written for.

The demo data (2006's 502.52a with its official French, from seed 000), then the English
editions of 2006 and 2026-08-07, imported once for the module: 702.56a of 2026 descends from
502.52a, reworded ("play" became "cast").
"""

import html
import re

import pytest
from django.core.management import call_command

from keywords import selectors
from keywords.models import Rule, RulesEdition
from tests.conftest import visible_text
from tests.keywords.conftest import NEWEST, OLDEST, import_file, rolled_back_after, rules_path

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("demo_2006_2026")]

LABEL_FR = (
    "traduction officielle de 502.52a (règles du 1er février 2006), "
    "écrite pour un texte anglais plus ancien : sa formulation et ses numéros de règles ont "
    "pu changer depuis"
)
LABEL_EN = (
    "official French of 502.52a (rules of February 1, 2006), written for an older English text: "
    "its wording and its rule numbers may have changed since"
)
FRENCH_502_52A = "Duplication est un mot-clé qui représente deux capacités."
ENGLISH_702_56A = "As an additional cost to cast this spell, you may pay [cost] any number of times"


@pytest.fixture(scope="module")
def demo_2006_2026(django_db_setup, django_db_blocker, shared_data) -> None:
    with rolled_back_after(django_db_blocker):
        call_command("loaddata", "demo", verbosity=0)
        import_file(rules_path(shared_data, OLDEST))
        import_file(rules_path(shared_data, NEWEST), activate=True)
        yield


def block(page: str, css_class: str, rule_anchor: str = "R70256a") -> str:
    """The HTML of the first element with `css_class` inside the rule's paragraph."""
    paragraph = page[page.index(f'id="{rule_anchor}"') :]
    return paragraph[paragraph.index(css_class) :]


def test_702_56a_carries_the_2006_french_as_stale_official_french():
    rule = Rule.objects.get(edition__is_current=True, number="702.56a")
    assert rule.predecessor.number == "502.52a"
    assert (rule.fr_status, rule.is_french_stale) == ("official", True)
    assert rule.text_fr.startswith(FRENCH_502_52A)


def test_a_rule_with_no_french_shows_the_older_official_french_too(client):
    rule = Rule.objects.get(edition__is_current=True, number="702.56a")
    rule.set_french("missing", text="", examples="")
    rule.save()
    assert rule.fr_status == "missing"
    page = client.get("/fr/cr/702.56a")
    assert f"Officiel {LABEL_FR} {FRENCH_502_52A}" in visible_text(page)
    # Typeset as the rule's own French is (a pages review: « n'importe », « copie. » Payer »).
    french = block(page.content.decode(), 'lang="fr"')
    assert "n’importe quelle copie.\u00a0» Payer" in french and "n'importe" not in french


def test_the_api_says_which_older_rule_the_french_was_made_for(client):
    """A bot's review: /api/rules/702.56a?lang=fr said "official" and stale, nothing more,
    where the page says « traduction officielle de 502.52a (règles du 1er février 2006) »:
    that French cites the rules by 2006's numbers (« 409.1b »)."""
    data = client.get("/api/rules/702.56a", {"lang": "fr"}).json()
    earlier = data["earlier_french"]
    assert (earlier["number"], earlier["edition"]) == ("502.52a", "2006-02-01")
    assert earlier["text_fr"].startswith(FRENCH_502_52A)
    assert client.get("/api/rules/702.19b").json()["earlier_french"] is None


def test_the_french_page_of_702_56a_shows_the_2006_official_french_labelled(client):
    response = client.get("/fr/cr/702.56a")
    text = visible_text(response)
    assert response.status_code == 200
    assert f"Officiel {LABEL_FR} {FRENCH_502_52A}" in text
    assert "Anglais actuel (fait foi) Replicate is a keyword" in text
    assert ENGLISH_702_56A in text


def test_the_french_and_the_english_are_marked_with_their_language(client):
    page = client.get("/fr/cr/702.56a").content.decode()
    french = block(page, 'class="text-fr" lang="fr"')
    assert french.index(FRENCH_502_52A) < french.index('lang="en"')  # French inside lang="fr"
    english = block(page, 'class="text-en original" open lang="en"')
    assert re.search(r"<summary lang=\"fr\">Anglais actuel \(fait foi\)</summary>", english)
    assert english.index("As an") < english.index("</details>")


def test_the_older_french_links_to_its_own_rule_and_edition(client):
    page = client.get("/fr/cr/702.56a").content.decode()
    assert '<a href="/fr/cr/502.52a?edition=2006-02-01">502.52a</a>' in page
    # Its references are those of 2006: 409.1b then, 601.2b now.
    assert 'href="/fr/cr/409.1b?edition=2006-02-01"' in block(page, 'lang="fr"')


def test_the_english_page_labels_it_in_english(client):
    response = client.get("/en/cr/702.56a")
    text = visible_text(response)
    assert f"{LABEL_EN} {FRENCH_502_52A}" in text
    summary = block(response.content.decode(), "<summary")
    # No link inside the summary, a button to screen readers (an accessibility review): the
    # older rule's link comes first in the folded text.
    head = summary[: summary.index("</summary>")]
    assert head == '<summary lang="en">French · official, written for an older English text'
    assert "<a " not in head


def test_the_keyword_page_shows_it_beside_the_french_carried_forward(client):
    text = visible_text(client.get("/fr/keywords/replicate/"))
    assert f"702.56a Officiel {LABEL_FR} {FRENCH_502_52A}" in text
    # 702.56 and 702.56b kept 2006's English word for word: that French is theirs.
    assert "702.56 Officiel Duplication Original anglais (fait foi) Replicate" in text
    assert "702.56b Officiel Si un sort a plusieurs occurrences de duplication" in text


def test_the_keyword_answer_panel_shows_it(client):
    from search.indexer import rebuild

    rebuild()
    page = client.get("/fr/search/", {"q": "c'est quoi la duplication"}).content.decode()
    answer = page[page.index('class="answer"') :]
    answer_text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", answer)).split())
    assert f"702.56a Officiel {LABEL_FR} {FRENCH_502_52A}" in answer_text


def test_a_rule_with_its_own_french_shows_it_without_the_label(client):
    text = visible_text(client.get("/fr/cr/502.52a?edition=2006-02-01"))
    assert f"Officiel {FRENCH_502_52A}" in text
    assert "traduction officielle de" not in text


def test_the_french_of_a_whole_section_is_found_in_one_query_per_older_edition(
    django_assert_max_num_queries,
):
    section = Rule.objects.get(edition__is_current=True, number="702")
    rules = [section, *selectors.rule_descendants(rule=section)]
    with django_assert_max_num_queries(RulesEdition.objects.count() - 1):
        found = selectors.rules_earlier_french(rules=rules)
    assert {rule.number for rule in rules if rule.pk in found} == {"702.56a"}
