"""The JSON API for bots. Every error is JSON too."""

import functools

from django import forms
from django.http import HttpRequest, HttpResponse
from django.urls import re_path
from django.utils import translation
from django.views.decorators.csrf import csrf_exempt

from common.parameters import invalid_parameters
from common.query_strings import NOT_UTF8, OneValueEachForm, undecodable_parameters
from keywords import api as keyword_api
from pages.api import api_index
from rulings import api as ruling_api
from search import views as search_views
from search.forms import LANGUAGES, choices_of, one_of

API_LANGUAGES = LANGUAGES


class CommonParameters(OneValueEachForm):
    """What every endpoint reads (the index's `common_parameters`), refused as the search's
    own parameters are, with the search page's message."""

    lang = forms.ChoiceField(
        required=False, choices=choices_of(API_LANGUAGES), error_messages=one_of(API_LANGUAGES)
    )


def read_only(view):
    """An API view, answered in the language `?lang=` asks for (English by default): the same
    URL gives the same answer, whatever the Accept-Language header or the language cookie of
    whoever asks (they chose the language of the pages' URLs and of the error messages).

    It answers GET and HEAD only (require_safe) and changes nothing, so the CSRF check has
    nothing to protect: without it, a bot's POST learns from the 405 and its Allow header which
    methods there are, instead of a 403 about a cookie it never had."""

    @functools.wraps(view)
    def in_the_language_asked(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        lang = _language_asked(request)
        with translation.override(lang):
            if refused := _common_parameters_refused(request):
                response = invalid_parameters(refused)
            else:
                response = view(request, *args, **kwargs)
        response["Content-Language"] = lang
        return response

    return csrf_exempt(in_the_language_asked)


def _language_asked(request: HttpRequest) -> str:
    """`?lang=`; English without it, and where it names no language the API answers in, or
    two (that refusal is then said in English)."""
    asked = set(request.GET.getlist("lang"))
    lang = asked.pop() if len(asked) == 1 else "en"
    return lang if lang in API_LANGUAGES else "en"


def _common_parameters_refused(request: HttpRequest) -> dict[str, list]:
    """Every endpoint's refusals, by parameter: those that are not UTF-8 (common.query_strings:
    Django read them with U+FFFD for what it could not decode, and would have answered for text
    nobody sent), whichever they are, `lang=%E9` too; then a language it does not answer in,
    or two."""
    refused = {name: [NOT_UTF8] for name in undecodable_parameters(request)}
    common = CommonParameters(request.GET)
    if "lang" not in refused and not common.is_valid():
        refused |= common.errors
    return refused


# A trailing slash is taken as well (the pages' addresses end with one): the same answer, not
# a 404 nor a redirect a bot may not follow.
urlpatterns = [
    re_path(r"^$", read_only(api_index), name="api-index"),
    re_path(
        r"^rules/(?P<number>[^/]+)/?$", read_only(keyword_api.rule_detail), name="api-rule-detail"
    ),
    re_path(r"^glossary/?$", read_only(keyword_api.glossary_list), name="api-glossary-list"),
    re_path(r"^keywords/?$", read_only(keyword_api.keyword_list), name="api-keyword-list"),
    re_path(r"^cards/?$", read_only(ruling_api.card_list), name="api-card-list"),
    re_path(
        r"^glossary/(?P<term>[^/]+)/?$",
        read_only(keyword_api.glossary_detail),
        name="api-glossary-detail",
    ),
    re_path(
        r"^keywords/(?P<name>[^/]+)/?$",
        read_only(keyword_api.keyword_detail),
        name="api-keyword-detail",
    ),
    # A card's name may hold slashes: "Fire // Ice".
    re_path(
        r"^cards/(?P<key>.*[^/])/?$", read_only(ruling_api.card_detail), name="api-card-detail"
    ),
    re_path(r"^search/?$", read_only(search_views.search_api), name="api-search"),
    re_path(r"^suggest/?$", read_only(search_views.suggest_api), name="api-suggest"),
]
