"""Error pages tell the visitor nothing about the server, and their links never leave the site."""

import re
from html.parser import HTMLParser
from urllib.parse import quote, unquote, urlsplit

import pytest

from tests.conftest import visible_text

pytestmark = pytest.mark.usefixtures("demo_data")

# Paths a browser would read as another site's address if a page linked to them as they are.
FOREIGN_LOOKING_PATHS = [
    "//evil.example/",
    "//evil.example/fr/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example/en/",
    "///evil.example/",
]


class LinkCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.links += [value for name, value in attrs if name in ("href", "src", "action")]


def links(response) -> list[str]:
    collector = LinkCollector()
    collector.feed(response.content.decode())
    return collector.links


def get_raw(client, path: str, **extra):
    """Request `path` as a WSGI server hands it to Django (percent-decoded), which the test
    client's URL parsing would otherwise read as a host name."""
    return client.get("/", PATH_INFO=unquote(path), **extra)


@pytest.fixture(autouse=True)
def production_errors(settings):
    settings.DEBUG = False


def test_the_404_page_shows_no_url_map_nor_server_path(client, settings):
    response = client.get("/fr/nothing/")
    assert response.status_code == 404
    page = response.content.decode()
    for leak in ("tried", "URLResolver", "URLPattern", "site-packages", str(settings.BASE_DIR)):
        assert leak not in page
    assert "Page introuvable" in page


def test_the_404_page_of_an_unknown_object_shows_no_exception_text(client):
    response = client.get("/en/cards/no-such-card/")
    assert response.status_code == 404
    assert "No Card matches" not in response.content.decode()


def test_a_card_or_keyword_not_found_offers_a_search_for_the_words_of_its_address(client):
    """A pages review: a card or keyword not found only said « Page introuvable »."""
    page = client.get("/fr/cards/lightning-blot/").content.decode()
    assert (
        '<a href="/fr/search/?q=lightning%20blot">Chercher «\u00a0lightning blot\u00a0»</a>' in page
    )
    page = client.get("/en/keywords/d%C3%A9fausser/").content.decode()
    assert '<a href="/en/search/?q=d%C3%A9fausser">Search for “défausser”</a>' in page
    # An address of no words offers no search, and its text is never markup.
    assert "Chercher" not in client.get("/fr/cards/---/").content.decode()
    page = client.get("/fr/cards/%3Cb%3Ebold%3Ci%3E/").content.decode()
    assert "<b>bold" not in page and "Chercher «\u00a0b bold i\u00a0»" in page
    # Decoded once, as the address was typed; few words, each short, said twice on the page.
    assert "Chercher «\u00a0A\u00a0»" not in client.get("/fr/cards/%2541/").content.decode()
    page = client.get("/fr/cards/" + "-".join(["x" * 500] * 20) + "/").content.decode()
    offer = re.search('<a href="/fr/search/\\?q=([^"]*)">Chercher «\u00a0([^<]*)\u00a0»</a>', page)
    assert offer[1] == "%20".join(["x" * 30] * 8) and offer[2] == " ".join(["x" * 30] * 8)


@pytest.mark.parametrize("path", FOREIGN_LOOKING_PATHS)
def test_links_on_a_404_page_only_point_at_this_site(client, path):
    response = get_raw(client, path)
    assert response.status_code == 404
    for link in links(response):
        if link == "#content":  # the skip link: this very page
            continue
        if link.startswith("http://testserver/"):  # the hreflang alternates, absolute
            continue
        assert link.startswith("/"), link
        assert not link.startswith(("//", "/\\")), link
        assert not urlsplit(link).scheme and not urlsplit(link).netloc, link


@pytest.mark.parametrize("path", FOREIGN_LOOKING_PATHS + ["/fr/nothing/", "/nothing"])
def test_the_language_switcher_of_an_unknown_path_goes_to_each_home_page(client, path):
    page = get_raw(client, path, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert '<link rel="alternate" hreflang="en" href="http://testserver/en/">' in page
    assert '<link rel="alternate" hreflang="fr" href="http://testserver/fr/">' in page
    assert f'href="{switch_to("en", "/en/")}" hreflang="en"' in page


def switch_to(code: str, path: str) -> str:
    """The switcher's link to `path` in `code`, through the choice kept (pages.languages)."""
    return f"/i18n/choose/{code}/?next={quote(path, safe='/')}"


def test_the_language_switcher_keeps_the_page_and_its_query(client):
    page = client.get("/fr/cards/?page=2").content.decode()
    assert f'href="{switch_to("en", "/en/cards/?page=2")}" hreflang="en"' in page
    assert client.get(switch_to("en", "/en/cards/?page=2"))["Location"] == "/en/cards/?page=2"


def test_a_query_string_cannot_break_out_of_the_switcher_link(client):
    page = client.get('/fr/cards/?a="><script>x</script>').content.decode()
    assert "<script>x" not in page


def test_each_page_path_is_resolved_once_for_the_language_switcher(client, monkeypatch):
    """Kept per path and language: a page asked again resolves nothing for its switcher."""
    from pages import context_processors

    resolved = []
    real = context_processors.resolve
    monkeypatch.setattr(
        context_processors, "resolve", lambda path: resolved.append(path) or real(path)
    )
    context_processors._same_path_in.cache_clear()
    client.get("/en/search/", {"q": "one"})
    assert resolved == ["/en/search/", "/en/search/"]  # once for each language's link
    page = client.get("/en/search/", {"q": "two"}).content.decode()
    assert resolved == ["/en/search/", "/en/search/"]
    assert f'href="{switch_to("fr", "/fr/search/?q=two")}"' in page


NUL_PATHS = [
    "/api/cards/a%00b",
    "/api/keywords/a%00b",
    "/api/rules/702.1%00",
    "/api/glossary/a%00b",
    "/en/cards/a%00b/",
    "/fr/keywords/a%00b/",
    "/en/cr/glossary/a%00b/",
    "/fr/cr/702.1%00",
]


@pytest.mark.parametrize("path", NUL_PATHS)
def test_a_nul_in_an_address_is_a_404_never_a_database_error(
    client, django_assert_num_queries, path
):
    """PostgreSQL refuses a NUL in a text: the views would have asked it for one (a 500).
    No query is made (SQLite answered 404 anyway, reading the text up to the NUL)."""
    with django_assert_num_queries(0):
        response = get_raw(client, path)

    assert response.status_code == 404
    if path.startswith("/api/"):
        assert response["Content-Type"].startswith("application/json")
        assert "error" in response.json()
    elif path.startswith("/fr/"):
        assert 'lang="fr"' in response.content.decode()


def test_too_many_parameters_answer_a_page_of_the_site_in_its_language(client):
    """A hostile-input review: Django's bare English "Bad Request (400)" on a French page."""
    response = client.get("/fr/search/", QUERY_STRING="&".join(f"p{n}=1" for n in range(1001)))

    assert response.status_code == 400
    page = response.content.decode()
    assert "Requête refusée" in page and 'href="/fr/"' in page


def test_djangos_own_refusals_keep_the_pages_words_not_their_technical_english(client, db):
    """A diff review: the 400 page showed every BadRequest's message as the reason, Django's
    own included ("HTTP requests with the 'application/x-www-form-urlencoded' content type
    must be UTF-8 encoded.")."""
    response = client.post(
        "/admin/login/",
        data="username=x",
        content_type="application/x-www-form-urlencoded; charset=latin-1",
    )
    assert response.status_code == 400
    text = visible_text(response)
    assert "UTF-8 encoded" not in text and "too many parameters" in text


def test_an_editor_refused_an_action_reads_why_in_the_sites_language(client):
    from django.contrib.auth.models import Group, User

    from common.roles import EDITORS
    from rulings.models import Ruling

    editor = User.objects.create_user("claire", password="correct horse", is_staff=True)
    editor.groups.add(Group.objects.get(name=EDITORS))
    client.force_login(editor)
    ruling = Ruling.objects.order_by("pk").first()

    response = client.get(f"/admin/rulings/ruling/{ruling.pk}/delete/", HTTP_ACCEPT_LANGUAGE="fr")

    assert response.status_code == 403
    page = response.content.decode()
    assert "Action non autorisée" in page and 'href="/admin/"' in page


@pytest.mark.parametrize("method", ["post", "put", "delete", "patch", "options", "trace"])
@pytest.mark.parametrize(
    "path", ["/fr/", "/fr/cards/tempt-with-mayhem/", "/en/keywords/replicate/"]
)
def test_a_page_answers_only_get_and_head(client, method, path):
    """A hostile-input review: a POST got a 403 about a missing CSRF cookie, and OPTIONS or
    TRACE the whole page; the search page and the API said 405 already."""
    response = getattr(client, method)(path)

    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"
    assert client.head(path).status_code == 200


def test_the_language_switch_and_the_admin_still_take_forms(client):
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/en/"})
    assert response.status_code == 302
    assert client.post("/admin/login/", {"username": "x", "password": "y"}).status_code == 200


def test_production_logs_a_refusal_on_one_line_and_an_error_with_its_traceback(
    monkeypatch, capsys, settings
):
    """A diff review: an editor's 403 still logged a whole traceback in production."""
    import importlib
    import logging
    import sys

    from django.utils.log import configure_logging

    monkeypatch.setenv("SECRET_KEY", "k" * 60)
    monkeypatch.setenv("ALLOWED_HOSTS", "grimoire.example.org")
    base = sys.modules.pop("config.settings.base")  # read again from this environment
    sys.modules.pop("config.settings.prod", None)
    production = importlib.import_module("config.settings.prod")
    sys.modules["config.settings.base"] = base
    try:
        configure_logging(settings.LOGGING_CONFIG, production.LOGGING)
        try:
            raise PermissionError("not an editor's to do")
        except PermissionError:
            logging.getLogger("django.request").warning("Forbidden: /admin/x", exc_info=True)
            logging.getLogger("django.security.DisallowedHost").error("Bad host", exc_info=True)
            logging.getLogger("django.request").error("Internal Server Error", exc_info=True)
        logged = capsys.readouterr().err
    finally:
        configure_logging(settings.LOGGING_CONFIG, settings.LOGGING)
        sys.modules.pop("config.settings.prod", None)

    assert "WARNING django.request Forbidden: /admin/x" in logged
    assert "WARNING django.security.DisallowedHost Bad host" in logged
    assert logged.count("Traceback") == 1  # the 500's only
    assert logged.index("Internal Server Error") < logged.index("Traceback")


def test_the_500_page_marks_its_french_as_french_and_has_a_main_region(rf):
    """Its English and French sentences side by side, each read with its own voice (WCAG
    3.1.2); a skip to the content lands somewhere."""
    from django.views.defaults import server_error

    page = server_error(rf.get("/fr/")).content.decode()
    assert '<html lang="en">' in page and "<main>" in page
    assert '<span lang="fr">Une erreur est survenue</span>' in page
    assert '<span lang="fr">L\'erreur a été enregistrée\u00a0; réessayez' in page


def test_a_rule_not_found_offers_a_search_for_its_number_whole(client):
    """A pages review: /fr/cr/702.56?edition=1999-01-01 offered « Chercher « 702 56 » »,
    which found nothing; the number whole opens its rule."""
    page = client.get("/fr/cr/702.56", {"edition": "1999-01-01"}).content.decode()
    assert '<a href="/fr/search/?q=702.56">Chercher «\u00a0702.56\u00a0»</a>' in page
    page = client.get("/en/cards/mr.-house/").content.decode()
    assert "Search for “mr house”" in page  # a dot before no digit is no number's
