"""Pages and API answers travel gzip-compressed to the clients that accept it, and are the same
once decompressed: a phone reading a chapter of the rules, a bot reading the API."""

import gzip

import pytest

pytestmark = pytest.mark.usefixtures("demo_index")

GZIP = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br"}


@pytest.mark.parametrize(
    "path",
    ["/fr/cr/5", "/en/search/?q=replicate", "/fr/keywords/replicate/", "/api/search?q=replicate"],
)
def test_a_client_accepting_gzip_gets_the_same_answer_compressed(client, path):
    plain = client.get(path)
    compressed = client.get(path, **GZIP)

    assert compressed.status_code == plain.status_code == 200
    assert compressed["Content-Encoding"] == "gzip"
    assert "Content-Encoding" not in plain
    assert "Accept-Encoding" in plain["Vary"] and "Accept-Encoding" in compressed["Vary"]
    assert gzip.decompress(compressed.content) == plain.content
    assert len(compressed.content) < len(plain.content) / 2
    assert int(compressed["Content-Length"]) == len(compressed.content)


def test_the_etag_of_a_compressed_answer_gets_a_304(client):
    first = client.get("/api/search?q=replicate", **GZIP)
    assert first["ETag"].startswith('W/"')

    again = client.get("/api/search?q=replicate", HTTP_IF_NONE_MATCH=first["ETag"], **GZIP)

    assert again.status_code == 304 and again.content == b""


def test_an_api_error_never_claims_an_encoding_its_body_lacks(client):
    """The HTML error pages are turned into JSON (config.api_errors) before compression: the
    page's gzip encoding is never copied onto the JSON that replaces it (too short to compress)."""
    response = client.get("/api/no-such-endpoint", **GZIP)

    assert response.status_code == 404
    assert "Content-Encoding" not in response
    assert response.json() == {"error": "not found"}


def test_a_post_to_the_admin_login_keeps_working_compressed(client):
    """The login page holds a CSRF token: compressed, it still posts (the token, masked afresh in
    every answer, is read from the decompressed form)."""
    client = type(client)(enforce_csrf_checks=True)
    page = client.get("/admin/login/", **GZIP)
    assert page["Content-Encoding"] == "gzip"
    html = gzip.decompress(page.content).decode()
    token = html.split('name="csrfmiddlewaretoken" value="', 1)[1].split('"', 1)[0]

    answer = client.post(
        "/admin/login/",
        {"csrfmiddlewaretoken": token, "username": "nobody", "password": "wrong"},
        **GZIP,
    )

    assert answer.status_code == 200  # the form again, with its error: not a CSRF refusal (403)
    assert "Please enter the correct username" in gzip.decompress(answer.content).decode()
