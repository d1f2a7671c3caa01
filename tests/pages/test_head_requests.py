"""HEAD answers like GET, without a body: crawlers and link checkers ask it."""

import uuid

import pytest

from rulings.models import Card

pytestmark = pytest.mark.usefixtures("demo_index")


@pytest.mark.parametrize(
    "path",
    [
        "/fr/search/?q=duplication",
        "/en/search/?q=replicate",
        "/api/search?q=replicate",
        "/api/rules/502.52a",
        "/api/cards/{gigadrowse}",
        "/robots.txt",
        "/fr/opensearch.xml",
        "/en/opensearch.xml",
    ],
)
def test_head_answers_like_get_without_a_body(client, path):
    oracle_id = uuid.uuid4()  # the demo cards have none
    Card.objects.filter(slug="gigadrowse").update(oracle_id=oracle_id)
    path = path.format(gigadrowse=oracle_id)
    got = client.get(path)
    head = client.head(path)
    assert got.status_code == 200
    assert head.status_code == 200
    assert head["Content-Type"] == got["Content-Type"]
    assert head.content == b""
