"""The ten official editions imported once (see conftest.all_editions), then read back.

Every test of this module runs on the same imported data, in its own savepoint.
"""

import html
import json
import re
from pathlib import Path

import pytest

from keywords import services
from keywords.history import match_editions, removed_numbers
from keywords.models import GlossaryEntry, Keyword, Rule, RulesEdition, rule_sort_key
from keywords.parsing import extract_keywords, find_rule_references, parse_rules_bytes
from keywords.parsing.comprehensive_rules import parent_number
from provenance.models import FrenchStatus
from tests.conftest import visible_text
from tests.keywords.conftest import IMPORT_ORDER, NEWEST, rules_path
from tests.keywords.test_history import versions

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("all_editions")]

REPLICATE_LINE = [
    ("2006-02-01", "502.52a", ""),
    ("2009-07-11", "702.53a", "renumbered_and_reworded"),
    ("2020-01-24", "702.55a", "renumbered_and_reworded"),
    ("2025-02-07", "702.56a", "renumbered"),
    ("2025-11-14", "702.56a", "unchanged"),
    ("2026-01-16", "702.56a", "unchanged"),
    ("2026-02-27", "702.56a", "unchanged"),
    ("2026-04-17", "702.56a", "unchanged"),
    ("2026-06-19", "702.56a", "unchanged"),
    ("2026-08-07", "702.56a", "unchanged"),
]


def parsed(path: Path):
    return parse_rules_bytes(path.read_bytes())


def edition(day: str) -> RulesEdition:
    return RulesEdition.objects.get(effective_date=day)


# -- Import ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", IMPORT_ORDER)
def test_each_edition_holds_exactly_the_rules_examples_and_glossary_the_parser_reads(
    shared_data, name
):
    document = parsed(rules_path(shared_data, name))
    rules = Rule.objects.filter(edition__effective_date=document.effective_date)
    stored_kinds = {kind: rules.filter(kind=kind).count() for kind in document.kind_counts}
    examples = sum(
        len(Rule.split_examples(text)) for text in rules.values_list("examples_en", flat=True)
    )
    glossary = GlossaryEntry.objects.filter(edition__effective_date=document.effective_date)
    assert stored_kinds == document.kind_counts
    assert examples == document.example_count
    assert glossary.count() == document.glossary_count


def test_the_newest_edition_has_3318_rules_277_examples_and_739_glossary_entries(all_editions):
    report = all_editions.reports[NEWEST]
    assert (report.rule_count, report.example_count, report.glossary_count) == (3318, 277, 739)
    assert Rule.objects.filter(edition__effective_date="2026-08-07").count() == 3318


def test_every_rule_has_its_parent_and_its_sort_key():
    rules = Rule.objects.filter(edition__effective_date="2026-08-07").select_related("parent")
    for rule in rules:
        assert (rule.parent.number if rule.parent else None) == parent_number(rule.number)
        assert rule.sort_key == rule_sort_key(rule.number)


def test_reimporting_the_newest_file_changes_nothing(shared_data):
    def snapshot():
        return list(
            Rule.objects.order_by("pk").values_list("pk", "text_en", "predecessor_id", "change")
        ) + list(Keyword.objects.order_by("pk").values_list("pk", "rule_id", "kind"))

    before = snapshot()
    report = services.edition_import(
        source=NEWEST, data=rules_path(shared_data, NEWEST).read_bytes(), activate=True
    )
    assert report.already_imported
    assert snapshot() == before


def test_exactly_one_edition_is_current():
    assert list(RulesEdition.objects.filter(is_current=True)) == [edition("2026-08-07")]


def test_the_french_of_the_demo_502_52a_survives_the_import_of_the_real_2006_file():
    rule = Rule.objects.get(edition__effective_date="2006-02-01", number="502.52a")
    assert rule.fr_status == FrenchStatus.OFFICIAL
    assert rule.text_fr.startswith("Duplication est un mot-clé qui représente deux capacités.")
    assert "rules 409.1b and 409.1f-h" in rule.text_en


# -- History ---------------------------------------------------------------------------------


def test_each_edition_is_linked_to_the_edition_just_before_it():
    editions = list(RulesEdition.objects.order_by("effective_date"))
    for older, newer in zip(editions, editions[1:], strict=False):
        linked = set(
            Rule.objects.filter(edition=newer, predecessor__isnull=False).values_list(
                "predecessor__edition_id", flat=True
            )
        )
        assert linked == {older.pk}, newer


def test_the_oldest_edition_has_no_change_recorded():
    rules = Rule.objects.filter(edition__effective_date="2006-02-01")
    assert set(rules.values_list("change", flat=True)) == {""}


def test_stored_history_is_what_the_matcher_finds_for_consecutive_editions(shared_data):
    older = versions(rules_path(shared_data, "MagicCompRules_20260619_LF.txt"))
    newer = versions(rules_path(shared_data, NEWEST))
    expected = {number: m.change for number, m in match_editions(older, newer).items()}
    stored = dict(
        Rule.objects.filter(edition__effective_date="2026-08-07").values_list("number", "change")
    )
    assert stored == expected


def test_the_history_of_702_56a_reaches_502_52a_of_2006(client):
    data = client.get("/api/rules/702.56a").json()
    line = [(v["edition"], v["number"], v["change"]) for v in data["history"]]
    assert line == REPLICATE_LINE


def test_702_56_was_502_52_then_702_53_then_702_55():
    rule = Rule.objects.get(edition__effective_date="2026-08-07", number="702.56")
    numbers = []
    while rule is not None:
        numbers.append(rule.number)
        rule = rule.predecessor
    assert numbers[-4:] == ["702.56", "702.55", "702.53", "502.52"]
    assert len(numbers) == 10


def test_the_api_shows_the_replicate_rule_of_the_current_edition(client):
    response = client.get("/api/rules/702.56a")
    data = response.json()
    assert response["Content-Type"] == "application/json"
    assert data["number"] == "702.56a"
    assert data["edition"] == "2026-08-07"
    assert data["text_en"].startswith("Replicate is a keyword that represents two abilities.")
    assert "rules 601.2b and 601.2f–h" in data["text_en"]
    # The official French of 2006's 502.52a, carried along the history: "play" has become
    # "cast" since, so it is stale.
    assert data["text_fr"].startswith("Duplication est un mot-clé")
    assert (data["fr_status"], data["fr_stale"]) == ("official", True)
    assert data["children"] == []


@pytest.mark.parametrize(
    "typed",
    ["702.56A", "702.56a.", " 702.56a", "CR 702.56a", "§702.56a", "702.56 a", "702.56(a)"],
)
def test_the_api_reads_a_rule_number_as_people_write_it(client, typed):
    """A bot's review: the search read "702.56a." and "CR 702.56a", the rule API did not."""
    response = client.get(f"/api/rules/{typed}")
    assert response.status_code == 200 and response.json()["number"] == "702.56a"


@pytest.mark.parametrize("typed", ["702.56-a", "702.56 bis", "702.56a and b", "see 702.56a"])
def test_the_api_gives_no_other_rule_than_the_one_typed(client, typed):
    """A bot's review: "702.19-b" and "100.1 a" answered 200 with rule 702.19 and 100.1, the
    number before what the finder of citations read."""
    response = client.get(f"/api/rules/{typed}")
    assert response.status_code == 404 and "error" in response.json()


def test_the_api_answers_for_an_older_edition_and_lists_children(client):
    data = client.get("/api/rules/502.52?edition=2006-02-01&lang=fr").json()
    assert [child["number"] for child in data["children"]] == ["502.52a", "502.52b"]
    assert data["children"][0]["api_url"] == (
        "http://testserver/api/rules/502.52a?edition=2006-02-01&lang=fr"
    )
    assert data["text_fr"] == "Duplication"
    assert data["history"][-1] == {
        "edition": "2026-08-07",
        "number": "702.56",
        "change": "unchanged",
    }


def test_the_api_answers_404_json_for_an_unknown_number(client):
    response = client.get("/api/rules/702.999z")
    assert response.status_code == 404
    assert "error" in json.loads(response.content)


def test_the_titles_the_2009_rules_underline_are_in_italics(client):
    """A pages review read "_Magic_ tournaments" and "_Odyssey_TM" on the 2009 pages: the text
    file underlines the titles it could not print in italics."""
    page = client.get("/en/cr/100.5?edition=2009-07-11").content.decode()
    assert "Most <em>Magic</em> tournaments" in page
    page = client.get("/en/cr/107.8?edition=2009-07-11").content.decode()
    assert "<em>Odyssey</em>TM block cards" in page
    assert "_Magic_" not in page and "_Odyssey_" not in page
    # In the headings and contents too; plain in the page's title. A diff shows the text as
    # typed: its words are compared.
    page = client.get("/en/cr/101?edition=2009-07-11").content.decode()
    assert "<title>101 The Magic Golden Rules" in page
    assert '<span lang="en">The <em>Magic</em> Golden Rules</span></h1>' in page
    page = client.get("/en/cr/100?edition=2009-07-11").content.decode()
    assert "_Magic_" not in page
    page = client.get("/en/cr/?edition=2009-07-11").content.decode()
    assert "The <em>Magic</em> Golden Rules" in page and "_Magic_" not in page


def test_a_rules_history_links_the_histories_of_its_subrules(client):
    """A pages review: 702.56's history is its heading, "Replicate", ten times unchanged;
    what changed is in 702.56a's, which it did not link."""
    page = client.get("/fr/cr/702.56/history").content.decode()
    assert "Ses sous-règles ont chacune leur historique" in page
    for subrule in ("702.56a", "702.56b"):
        assert f'href="/fr/cr/{subrule}/history?edition=2026-08-07">{subrule}</a>' in page
    assert "sous-règles" not in client.get("/fr/cr/702.56a/history").content.decode()


def test_the_history_page_shows_each_edition_number_change_and_diff(client):
    response = client.get("/en/cr/702.56a/history")
    text = visible_text(response)
    page = response.content.decode()
    assert response.status_code == 200
    assert "Comprehensive Rules effective August 7, 2026" in text
    for number in ("502.52a", "702.53a", "702.55a", "702.56a"):
        assert f">{number}</a>" in page
    assert "Renumbered and reworded" in text
    # 2006 -> 2009: "play" became "cast".
    spoken = r'(?:<span class="visually-hidden"[^>]*>[^<]*</span>)?'  # "[removed]", "[added]"
    assert re.search(rf"<del>{spoken}[^<]*\bplay\b", page)
    assert re.search(rf"<ins>{spoken}[^<]*\bcast\b", page)


def test_the_history_page_of_an_older_edition_shows_the_whole_line(client):
    text = visible_text(client.get("/fr/cr/502.52a/history?edition=2006-02-01"))
    assert "702.56a" in text and "502.52a" in text


# -- Pages -----------------------------------------------------------------------------------


def _paragraph(page: str, anchor: str) -> str:
    start = page.index(f'id="{anchor}"')
    end = page.find('<div class="rule ', start)
    return page[start : end if end > 0 else len(page)]


def test_every_reference_of_rule_601_2_and_its_subrules_is_a_link(client):
    page = client.get("/en/cr/601.2").content.decode()
    rules = [Rule.objects.get(edition__effective_date="2026-08-07", number="601.2")]
    rules += list(Rule.objects.filter(parent=rules[0]))
    checked = 0
    for rule in rules:
        paragraph = _paragraph(page, rule.anchor)
        for reference in find_rule_references(rule.text_en):
            quoted = html.escape(rule.text_en[reference.start : reference.end], quote=False)
            link = (
                f'<a class="rule-ref" href="/en/cr/{reference.numbers[0]}?edition=2026-08-07">'
                f"{quoted}</a>"
            )
            assert link in paragraph, (rule.number, quoted)
            checked += 1
        in_examples = find_rule_references(rule.examples_en)
        assert paragraph.count('class="rule-ref"') == len(find_rule_references(rule.text_en)) + len(
            in_examples
        )
    assert checked == 16


def test_rule_601_2_links_its_two_ranges_and_its_rules():
    text = Rule.objects.get(edition__effective_date="2026-08-07", number="601.2").text_en
    quoted = [text[r.start : r.end] for r in find_rule_references(text)]
    assert quoted == ["601.2a–d", "601.2f–h", "601.3", "733"]


def test_the_chapter_page_carries_the_anchors_of_old_hyperlinked_cr_links(client):
    page = client.get("/en/cr/7").content.decode()
    assert 'id="R70256a"' in page and 'id="R702"' in page


def test_a_subrule_with_two_letters_has_its_permalink(client):
    response = client.get("/en/cr/704.5aa")
    assert response.status_code == 200
    assert 'id="R7045aa"' in response.content.decode()


def test_the_rules_index_carries_chapter_and_section_anchors(client):
    page = client.get("/en/cr/").content.decode()
    assert 'id="R7"' in page and 'id="R702"' in page


def test_glossary_terms_in_rule_text_link_to_their_entries(client):
    page = client.get("/en/cr/601.2a").content.decode()
    link = '<a class="glossary-term" href="/en/cr/glossary/continuous-effect/?edition=2026-08-07">'
    assert link + "continuous effects</a>" in page


def test_the_glossary_page_has_an_anchor_per_term(client):
    page = client.get("/en/cr/glossary/").content.decode()
    assert page.count("<dt id=") == 739
    assert 'id="g-continuous-effect"' in page
    assert 'id="g-active-player-nonactive-player-order"' in page


def test_every_glossary_link_of_a_rule_page_opens_the_page_of_an_entry(client):
    glossary = client.get("/en/cr/glossary/").content.decode()
    entry_pages = set(re.findall(r'<dt id="[^"]+" lang="en"><a href="([^"]+)"', glossary))
    page = client.get("/en/cr/6").content.decode()
    linked = set(re.findall(r'class="glossary-term" href="([^"]+)"', page))
    assert len(linked) > 20
    assert linked <= entry_pages
    for url in sorted(linked)[:5]:
        assert client.get(url).status_code == 200


def test_the_changes_page_lists_added_removed_and_reworded_rules(client, shared_data):
    older = versions(rules_path(shared_data, "MagicCompRules_20260619_LF.txt"))
    newer = versions(rules_path(shared_data, NEWEST))
    matches = match_editions(older, newer)
    added = [n for n, m in matches.items() if m.change == "added"]
    reworded = [n for n, m in matches.items() if m.change.endswith("reworded")]
    response = client.get("/en/cr/changes/2026-08-07/")
    text = visible_text(response)
    assert response.status_code == 200
    assert "Comprehensive Rules effective August 7, 2026" in text
    assert "Compared with the edition effective June 19, 2026" in text
    assert f"{len(added)} rules added" in text
    assert f"{len(reworded)} reworded" in text
    for number in added + reworded:
        assert f">{number}</a>" in response.content.decode()


def test_the_changes_page_lists_the_removed_rules(client, shared_data):
    older = versions(rules_path(shared_data, "MagicCompRules_20250207.txt"))
    newer = versions(rules_path(shared_data, "MagicCompRules_20251114.txt"))
    removed = removed_numbers(older, match_editions(older, newer))
    page = client.get("/en/cr/changes/2025-11-14/").content.decode()
    section = page[page.index('id="removed"') : page.index('id="reworded"')]
    assert removed
    for number in removed:
        assert f'href="/en/cr/{number}?edition=2025-02-07">{number}</a>' in section


def test_the_french_changes_page_heads_its_lists_and_says_the_rules_are_english(client):
    """A pages review: the lists of several rules were headed « Ajoutée », « Supprimée »,
    and their English said nowhere that it was English."""
    text = visible_text(client.get("/fr/cr/changes/2026-08-07/"))
    for heading in ("Règles ajoutées", "Règles supprimées", "Règles reformulées"):
        assert heading in text
    assert "Règles renumérotées, même texte" in text
    assert "Les règles sont citées dans leur texte anglais, qui fait foi" in text


def test_the_changes_page_of_the_m10_rewrite_is_paginated(client):
    first = client.get("/en/cr/changes/2009-07-11/").content.decode()
    assert 'href="?added_page=2#added"' in first
    second = client.get("/en/cr/changes/2009-07-11/?added_page=2")
    assert second.status_code == 200


def test_the_changes_page_of_the_oldest_edition_says_there_is_nothing_to_compare(client):
    assert "nothing to compare" in visible_text(client.get("/en/cr/changes/2006-02-01/"))


def test_the_changes_page_of_an_unknown_edition_is_a_404(client):
    assert client.get("/en/cr/changes/2001-01-01/").status_code == 404


# -- Keywords --------------------------------------------------------------------------------


def test_every_keyword_of_the_current_edition_points_to_its_defining_rule(shared_data):
    current = edition("2026-08-07")
    for parsed_keyword in extract_keywords(parsed(rules_path(shared_data, NEWEST))):
        name = parsed_keyword.name[:1].upper() + parsed_keyword.name[1:]
        keyword = Keyword.objects.select_related("rule").get(name_en=name)
        assert keyword.rule.edition_id == current.pk
        assert keyword.rule.number == parsed_keyword.rule_number
        assert keyword.kind == parsed_keyword.kind


def test_replicate_points_to_702_56_of_the_current_edition_and_keeps_its_french():
    keyword = Keyword.objects.select_related("rule__edition").get(slug="replicate")
    assert keyword.rule.number == "702.56"
    assert keyword.rule.edition.effective_date.isoformat() == "2026-08-07"
    assert keyword.name_fr == "Duplication"
    assert keyword.summary_fr


def test_keywords_have_no_invented_french_names():
    named = Keyword.objects.exclude(name_fr__isnull=True).exclude(name_fr="")
    assert list(named.values_list("slug", flat=True)) == ["replicate"]


def test_activating_an_edition_repoints_the_keywords_to_its_rules():
    services.edition_activate(edition=edition("2009-07-11"))
    replicate = Keyword.objects.select_related("rule__edition").get(slug="replicate")
    assert (replicate.rule.number, str(replicate.rule.edition)) == ("702.53", "2009-07-11")
    scry = Keyword.objects.select_related("rule").get(slug="scry")
    assert (scry.kind, scry.rule.number) == ("keyword_action", "701.16")
    services.edition_activate(edition=edition("2006-02-01"))
    scry.refresh_from_db()
    assert (scry.kind, scry.rule.number) == ("keyword_ability", "502.36")


def test_a_keyword_gone_from_the_current_rules_points_to_the_newest_edition_defining_it():
    # Substance (502.49 in 2006) left the rules with the 2009 rewrite.
    keyword = Keyword.objects.select_related("rule__edition").get(slug="substance")
    assert (keyword.rule.number, str(keyword.rule.edition)) == ("502.49", "2006-02-01")


def test_the_keyword_page_shows_the_current_rules_of_replicate(client):
    text = visible_text(client.get("/en/keywords/replicate/"))
    assert "702.56a" in text and "Comprehensive Rules effective August 7, 2026" in text
