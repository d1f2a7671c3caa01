"""The addresses the JSON API gives its results, cut from templates, are those reversed one by
one (search.views.Addresses)."""

import pytest
from django.test import RequestFactory
from django.urls import NoReverseMatch, clear_script_prefix, set_script_prefix
from django.utils import translation

from search.views import Addresses, api_url_of, card_rulings_url, page_url

RESULTS = [
    ("card", "tempt-with-mayhem"),
    ("ruling", "tempt-with-mayhem#ruling-24"),
    ("ruling", "tempt-with-mayhem#"),
    ("keyword", "replicate"),
    ("rule", "702.56a"),
    ("rule", "7"),
    ("glossary", "Active Player, Nonactive Player Order"),
    # Letters a template does not take: reversed, quoted or refused as before.
    ("card", "Tempt-With-Mayhem"),
    ("card", "Tempt With Mayhem"),
    ("ruling", "tempt-with-mayhem#décision 2"),
    ("keyword", "Réplique"),
    ("rule", "702.56A"),
    ("rule", "702.56a/"),
    ("glossary", "!!!"),
]


def _answer(address, *args):
    """address(*args), or NoReverseMatch where Django refuses the value."""
    try:
        return address(*args)
    except NoReverseMatch:
        return NoReverseMatch


def _absolute(request, path):
    return request.build_absolute_uri(path) if isinstance(path, str) else path


@pytest.mark.parametrize("prefix", ["/", "/grimoire/"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_address_is_the_one_reversed(language, prefix):
    request = RequestFactory().get("/api/search", secure=True)
    set_script_prefix(prefix)
    try:
        with translation.override(language):
            addresses = Addresses(request)
            for kind, slug in RESULTS:
                page = _absolute(request, _answer(page_url, kind, slug))
                api = _absolute(request, _answer(api_url_of, kind, slug))
                assert _answer(addresses.page, kind, slug) == page
                assert _answer(addresses.api, kind, slug) == api
            for card in ("tempt-with-mayhem", "Tempt-With-Mayhem", "Tempt With Mayhem"):
                expected = _absolute(request, _answer(card_rulings_url, card))
                assert _answer(addresses.card_rulings, card) == expected
    finally:
        clear_script_prefix()


def test_a_ruling_s_addresses_in_french():
    request = RequestFactory().get("/api/search")
    with translation.override("fr"):
        addresses = Addresses(request)
        assert addresses.page("ruling", "tempt-with-mayhem#ruling-24") == (
            "http://testserver/fr/cards/tempt-with-mayhem/#ruling-24"
        )
        assert addresses.api("ruling", "tempt-with-mayhem#ruling-24") == (
            "http://testserver/api/cards/tempt-with-mayhem?lang=fr"
        )
