"""Discovery: Atom feeds of the newest rulings per language, the sitemap with hreflang
alternates, robots.txt, and the feed and OpenSearch links in every page head."""

import html
import re
import xml.etree.ElementTree as ET

import pytest
from django.utils import translation

from keywords.models import GlossaryEntry, Keyword, Rule, glossary_slug
from keywords.selectors import edition_current
from provenance.models import FrenchStatus
from rulings.models import Card, Ruling

pytestmark = pytest.mark.usefixtures("demo_data")

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def french(message: str) -> str:
    with translation.override("fr"):
        return translation.gettext(message)


def feed(client, language: str) -> ET.Element:
    response = client.get(f"/{language}/feeds/rulings.atom")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    return ET.fromstring(response.content)


def entries(root: ET.Element) -> list[ET.Element]:
    return root.findall(f"{ATOM}entry")


def summary(entry: ET.Element) -> str:
    """The entry's HTML summary, as a reader shows it: tags removed, entities decoded, white
    space folded (French typography's no-break spaces kept)."""
    text = re.sub(r"<[^>]+>", " ", entry.find(f"{ATOM}summary").text)
    return re.sub(r"[ \t\r\n]+", " ", html.unescape(text)).strip()


def entry_for(root: ET.Element, ruling: Ruling) -> ET.Element:
    wanted = f"#ruling-{ruling.pk}"
    [entry] = [e for e in entries(root) if e.find(f"{ATOM}link").get("href").endswith(wanted)]
    return entry


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_feed_lists_the_newest_rulings_first(client, language):
    root = feed(client, language)
    assert root.get(XML_LANG) == language
    newest = Ruling.objects.order_by("-published_at", "-pk")
    links = [e.find(f"{ATOM}link").get("href") for e in entries(root)]
    assert len(links) == newest.count() == 23
    assert links[0].endswith(f"/{language}/cards/{newest[0].card.slug}/#ruling-{newest[0].pk}")
    published = [e.find(f"{ATOM}published").text for e in entries(root)]
    assert published == sorted(published, reverse=True)


def test_the_french_feed_gives_machine_french_with_its_status_and_the_english(client):
    ruling = Ruling.objects.filter(fr_status=FrenchStatus.MACHINE, card__slug="tempt-with-mayhem")
    ruling = ruling.exclude(text_fr="").first()
    entry = entry_for(feed(client, "fr"), ruling)
    assert entry.get(XML_LANG) == "fr"
    assert entry.find(f"{ATOM}title").text.startswith("Tentation du chaos · ")
    text = summary(entry)
    assert ruling.text_fr.split()[0] in text
    assert french("Machine translation") in text
    assert french("The English original is the source of truth.") in text
    assert " ".join(ruling.text_en.split()) in text  # the authoritative English beside it


def test_the_french_feed_gives_english_marked_as_such_where_there_is_no_french(client):
    ruling = Ruling.objects.create(
        card=Card.objects.get(slug="gigadrowse"),
        published_at="2030-01-01",
        source="wotc",
        text_en="Only in English so far.",
    )
    entry = entry_for(feed(client, "fr"), ruling)
    assert entry.get(XML_LANG) == "en"
    text = summary(entry)
    assert french("No French translation yet: here is the English original.") in text
    assert "Only in English so far." in text
    assert entry.find(f"{ATOM}title").text == "Gigatorpeur · 1er janvier 2030"


def test_the_english_feed_gives_the_english_only(client):
    ruling = Ruling.objects.exclude(text_fr="").first()
    entry = entry_for(feed(client, "en"), ruling)
    assert entry.get(XML_LANG) == "en"
    assert ruling.text_fr not in summary(entry)
    assert " ".join(ruling.text_en.split()) in summary(entry)


def test_a_ruling_with_markup_is_escaped_in_the_feed(client):
    Ruling.objects.create(
        card=Card.objects.get(slug="gigadrowse"),
        published_at="2030-02-02",
        text_en="<script>alert(1)</script> & more",
    )
    raw = client.get("/en/feeds/rulings.atom").content.decode()
    assert "<script>" not in raw
    summary_html = entries(ET.fromstring(raw))[0].find(f"{ATOM}summary").text
    assert "&lt;script&gt;" in summary_html and "<script>" not in summary_html


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_control_character_in_stored_data_does_not_take_the_feed_down(client, language):
    """Forms drop them (common.typed_text); a ruling imported or written before may hold one,
    and XML 1.0 cannot carry it: both feeds answered 500 for every visitor."""
    ruling = Ruling.objects.create(
        card=Card.objects.get(slug="gigadrowse"),
        published_at="2030-02-03",
        source="wotc\x07",
        text_en="Line one\x0bline two.",
        text_fr="Ligne un\x0bligne deux.",
        fr_status=FrenchStatus.REVIEWED,
    )
    entry = entry_for(feed(client, language), ruling)
    assert ("Line oneline two." if language == "en" else "Ligne unligne deux.") in summary(entry)


@pytest.mark.parametrize(
    "path",
    ["/fr/", "/en/", "/fr/keywords/replicate/", "/en/cards/gigadrowse/", "/fr/search/?q=x",
     "/fr/cr/502.52a", "/fr/no-such-page/"],
)  # fmt: skip
def test_every_page_head_links_the_feed_and_the_opensearch_description(client, path):
    page = client.get(path).content.decode()
    head = page.split("</head>")[0]
    language = path.split("/")[1]
    feed_link = re.search(r'<link rel="alternate" type="application/atom\+xml"[^>]*>', head)
    assert feed_link and f'href="/{language}/feeds/rulings.atom"' in feed_link.group(0)
    opensearch = re.search(r'<link rel="search" type="application/opensearchdescription\+xml"'
                           r'[^>]*href="([^"]+)"', head)  # fmt: skip
    assert opensearch
    description = client.get(opensearch.group(1))
    assert description.status_code == 200
    assert b"OpenSearchDescription" in description.content


def test_the_opensearch_description_speaks_the_sites_language(client):
    french = ET.fromstring(client.get("/fr/opensearch.xml").content)
    description = french.find("{http://a9.com/-/spec/opensearch/1.1/}Description").text
    assert description.startswith("Mots-clés, Règles complètes et clarifications officielles")
    english = client.get("/en/opensearch.xml").content.decode()
    assert "Keywords, Comprehensive Rules and official rulings" in english


def sitemap_urls(client) -> dict[str, dict[str, str]]:
    """Every <loc> of every section of the sitemap index, with its hreflang alternates."""
    index = ET.fromstring(client.get("/sitemap.xml").content)
    urls = {}
    for section in index.iter(f"{SITEMAP}loc"):
        response = client.get(section.text.removeprefix("http://testserver"))
        assert response.status_code == 200
        for url in ET.fromstring(response.content).iter(f"{SITEMAP}url"):
            location = url.find(f"{SITEMAP}loc").text.removeprefix("http://testserver")
            urls[location] = {
                link.get("hreflang"): link.get("href").removeprefix("http://testserver")
                for link in url.iter(f"{XHTML}link")
            }
    return urls


def test_the_sitemap_lists_every_keyword_rule_glossary_and_card_page_in_both_languages(client):
    urls = sitemap_urls(client)
    expected = ["/", "/keywords/", "/cr/", "/cards/", "/cr/glossary/"]
    expected += [f"/keywords/{slug}/" for slug in Keyword.objects.values_list("slug", flat=True)]
    expected += [f"/cards/{slug}/" for slug in Card.objects.values_list("slug", flat=True)]
    rules = Rule.objects.filter(edition=edition_current()).values_list("number", flat=True)
    expected += [f"/cr/{number}" for number in rules]
    terms = GlossaryEntry.objects.filter(edition=edition_current()).values_list(
        "term_en", flat=True
    )
    expected += [f"/cr/glossary/{glossary_slug(term)}/" for term in terms]
    assert len(rules) == 5
    assert sorted(urls) == sorted(f"/{lang}{path}" for path in expected for lang in ("en", "fr"))
    for path in expected:
        alternates = {"en": f"/en{path}", "fr": f"/fr{path}", "x-default": path}
        assert urls[f"/fr{path}"] == urls[f"/en{path}"] == alternates


def test_the_x_default_address_sends_visitors_to_their_language(client):
    response = client.get("/cards/gigadrowse/", HTTP_ACCEPT_LANGUAGE="fr-FR,fr;q=0.9")
    assert response.status_code == 302
    assert response["Location"] == "/fr/cards/gigadrowse/"


def test_robots_txt_points_at_the_sitemap(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert "Sitemap: http://testserver/sitemap.xml" in response.content.decode()


@pytest.mark.parametrize("path", ["/sitemap.xml", "/sitemap-cards.xml"])
def test_a_sitemap_page_is_built_once_then_kept(client, path, django_assert_num_queries):
    # A page of 10,000 card addresses took 600 ms to build, at every request.
    first = client.get(path, {"p": "1"})
    with django_assert_num_queries(0):
        again = client.get(path, {"p": "1", "anything": "else"})
    assert again.status_code == 200
    assert again.content == first.content


@pytest.mark.parametrize("page", ["0", "x", "\x00", "99999999999999999999", "2", "999999"])
def test_a_sitemap_page_number_that_is_none_is_a_404_counting_nothing(
    client, page, django_assert_num_queries
):
    assert client.get("/sitemap-cards.xml").status_code == 200  # its count of pages, kept
    with django_assert_num_queries(0):
        assert client.get("/sitemap-cards.xml", {"p": page}).status_code == 404


def test_the_sitemaps_name_the_sites_host_whatever_port_a_request_names(
    client, settings, django_assert_num_queries
):
    """A hostile-input review: each port named in the Host header (which ALLOWED_HOSTS lets
    through) built a copy of its own, 1.8 MB and 600 ms each."""
    settings.SITE_HOST = "grimoire.example.org"
    settings.ALLOWED_HOSTS = ["grimoire.example.org", "testserver"]

    first = client.get("/sitemap-cards.xml", HTTP_HOST="testserver:1234")
    with django_assert_num_queries(0):
        again = client.get("/sitemap-cards.xml", HTTP_HOST="testserver:5678")

    assert first.status_code == again.status_code == 200
    assert again.content == first.content
    assert b"<loc>http://grimoire.example.org/" in first.content
    assert b"testserver" not in first.content
    robots = client.get("/robots.txt", HTTP_HOST="testserver:1234").content.decode()
    assert "Sitemap: http://grimoire.example.org/sitemap.xml" in robots


def test_the_sitemap_index_is_one_copy_whatever_its_page_number(client):
    # The index has no pages: ?p=1..999999 made as many copies, each built anew.
    from django.core.cache import cache

    client.get("/sitemap.xml")
    kept = [key for key in cache._cache if "sitemap" in key]
    for page in ("2", "3", "x"):
        assert client.get("/sitemap.xml", {"p": page}).status_code == 200
    assert [key for key in cache._cache if "sitemap" in key] == kept


def test_a_site_host_not_allowed_is_an_error_at_start(settings):
    """A diff review: with GRIMOIRE_SITE_HOST outside ALLOWED_HOSTS, every sitemap and
    robots.txt answered 400, and nothing said why."""
    from django.core.checks import run_checks

    from pages.checks import site_host_allowed

    settings.SITE_HOST, settings.ALLOWED_HOSTS = "grimoire.example.org", ["testserver"]
    [error] = site_host_allowed(None)
    assert error.id == "grimoire.E001" and "grimoire.example.org" in error.msg
    assert "grimoire.E001" in {found.id for found in run_checks()}  # registered: Django runs it
    settings.ALLOWED_HOSTS = [".example.org"]
    assert site_host_allowed(None) == []
    settings.SITE_HOST = ""
    assert site_host_allowed(None) == []
