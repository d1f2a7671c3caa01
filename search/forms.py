"""What a visitor or a bot may ask of the search: every parameter checked before use."""

import unicodedata
from collections.abc import Iterable

from django import forms
from django.core.exceptions import ValidationError
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from common.pagination import PageField, WholeNumberField
from common.query_strings import NOT_UTF8, NOT_UTF8_PARAMETER, OneValueEachForm, typed_as_is

from .documents import RULING_SOURCES
from .query_text import MAX_QUERY_LENGTH
from .registry import DOCUMENT_TYPES
from .results import MAX_PAGE


class QueryField(forms.CharField):
    """Free text: control characters (NUL, a tab) are blanked and invisible format ones (a
    zero-width space, a soft hyphen inside a pasted name) dropped, not refused, and the text
    stripped after: a query of them alone is an empty one, not « Aucun résultat pour «  » »
    (query_text neutralises everything else)."""

    def to_python(self, value):
        text = "".join(_visible(char) for char in super().to_python(value))
        return text.strip() if self.strip else text


def _visible(char: str) -> str:
    category = unicodedata.category(char)
    return " " if category == "Cc" else "" if category == "Cf" else char


def one_of(values: Iterable[str]) -> dict:
    """Error messages for a choice that name what is taken, which Django's do not."""
    # Formatted when shown, in the language then active; Django fills in %(value)s.
    message = format_lazy(_("“%(value)s” is not one of: {choices}."), choices=", ".join(values))
    return {"invalid_choice": message}


def choices_of(values: Iterable[str]) -> list[tuple[str, str]]:
    return [("", "")] + [(value, value) for value in values]


# What /api/suggest answers besides its JSON: what a browser's address bar reads.
SUGGESTION_FORMATS = ("opensearch",)

# The languages of the pages and of every API answer (`?lang=`), in the order messages list them.
LANGUAGES = ("en", "fr")


class SearchForm(OneValueEachForm):
    # The labels name the parameters on the search page when one is not understood.
    q = QueryField(label=_("Search text"), required=False, strip=True)
    type = forms.ChoiceField(
        label=_("Type"),
        required=False,
        choices=choices_of(DOCUMENT_TYPES),
        error_messages=one_of(DOCUMENT_TYPES),
    )
    # As the index files them, in lower case: another case is refused, with the values taken.
    source = forms.ChoiceField(
        label=_("Source of rulings"),
        required=False,
        choices=choices_of(RULING_SOURCES),
        error_messages=one_of(RULING_SOURCES),
    )
    year = WholeNumberField(label=_("Year"), required=False, min_value=1993, max_value=2100)
    page = PageField(label=_("Page"), required=False, max_value=MAX_PAGE)
    lang = forms.ChoiceField(
        label=_("Language"),
        required=False,
        choices=choices_of(LANGUAGES),
        error_messages=one_of(LANGUAGES),
    )

    def clean_q(self) -> str:
        # Longer input is cut, not refused: query_text caps it again before analysis, and
        # says so (UserQuery.cut). Spaces collapsed first: a run of them is no text left out.
        return " ".join(self.cleaned_data["q"].split())[: MAX_QUERY_LENGTH * 4]


class SuggestForm(OneValueEachForm):
    """The suggestions' parameters: `q`, read as typed and cut by search.views.suggest_api."""

    q = typed_as_is()

    format = forms.ChoiceField(
        required=False,
        choices=choices_of(SUGGESTION_FORMATS),
        error_messages=one_of(SUGGESTION_FORMATS),
    )


class SearchPageForm(SearchForm):
    """The search page's: a page past those served is not refused but answered as one past
    the last, which links to the last (search.views). The parameters that are not UTF-8
    (common.query_strings) are refused, each by its name: Django read them with U+FFFD for
    what it could not decode, which is not what was meant."""

    page = PageField(label=_("Page"), required=False)

    def __init__(self, data, *, undecodable: Iterable[str] = ()) -> None:
        super().__init__(data)
        self.undecodable = tuple(undecodable)

    def clean(self) -> dict:
        super().clean()
        for name in self.undecodable:
            if name in self.fields:
                self.add_error(name, ValidationError(NOT_UTF8, code="not_utf8"))
            else:  # not read, but spoiling how the rest was (common.query_strings)
                refused = ValidationError(
                    NOT_UTF8_PARAMETER, code="not_utf8", params={"name": name}
                )
                self.add_error(None, refused)
        return self.cleaned_data
