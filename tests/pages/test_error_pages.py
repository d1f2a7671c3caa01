"""Error pages tell the visitor nothing about the server."""

import pytest

pytestmark = pytest.mark.usefixtures("demo_data")


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
