"""Parameters whose bytes are not UTF-8 are told from the raw query string."""

import pytest
from django.test import RequestFactory

from common.query_strings import undecodable_parameters


def undecodable(path: str) -> list[str]:
    return undecodable_parameters(RequestFactory().get(path))


@pytest.mark.parametrize(
    "path",
    [
        "/?q=cr%C3%A9ature+volante",  # percent-encoded UTF-8, "+" for a space
        "/?q=créature",  # raw UTF-8, as some clients send it unencoded
        "/?q=%EF%BF%BD",  # U+FFFD itself, well encoded
        "/?q=100%&type=%zz&&=&page",  # stray percent signs, empty fields
        "/",
    ],
)
def test_utf8_query_strings_have_no_undecodable_parameter(path):
    assert undecodable(path) == []


@pytest.mark.parametrize(
    ("path", "names"),
    [
        ("/?q=cr%E9ature", ["q"]),  # Latin-1
        ("/?q=%C0%AF", ["q"]),  # an overlong "/"
        ("/?q=%ED%A0%80", ["q"]),  # an encoded surrogate
        ("/?q=vol&year=%FF&type=%FF&year=%FE", ["year", "type"]),
        ("/?%E9t%E9=1", ["\ufffdt\ufffd"]),
    ],
)
def test_parameters_that_are_not_utf8_once_decoded_are_named(path, names):
    assert undecodable(path) == names


def test_raw_bytes_that_are_not_utf8_are_named_too():
    request = RequestFactory().get("/", QUERY_STRING="q=cr\xe9ature")  # Latin-1, unencoded
    assert undecodable_parameters(request) == ["q"]
