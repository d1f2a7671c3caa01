"""Query strings whose bytes are not UTF-8.

Django decodes a query string's percent-escapes as UTF-8 with errors="replace": a Latin-1
"créature" (cr%E9ature) reaches a view as "cr\ufffdature" and would be searched as such, like
overlong forms (%C0%AF) and encoded surrogates (%ED%A0%80). Only the raw query string tells
them from a text that really holds U+FFFD (%EF%BF%BD), so it is read again here, byte by byte.
"""

from collections.abc import Callable
from urllib.parse import unquote_to_bytes

from django import forms
from django.core.exceptions import BadRequest, ValidationError
from django.core.handlers.wsgi import get_bytes_from_wsgi
from django.http import HttpRequest, QueryDict
from django.utils import translation
from django.utils.translation import gettext_lazy as _

NOT_UTF8 = _("Not valid UTF-8; the text must be sent as UTF-8, percent-encoded.")
NOT_UTF8_PARAMETER = _(
    "“%(name)s” is not valid UTF-8; the text must be sent as UTF-8, percent-encoded."
)


class ParameterRefused(BadRequest):
    """A request a view refuses for one of its parameters, saying why in the page's language:
    the 400 page shows the reason (pages.views.bad_request), which Django's own refusals,
    technical and in English, do not get."""


GIVEN_TWICE = _("Given more than once, with different values; give one.")
PARAMETER_GIVEN_TWICE = _("“%(name)s” is given more than once, with different values; give one.")


def given_different_values(query: QueryDict, name: str, read: Callable = str) -> bool:
    """Whether the query string gives `name` more than once with values that `read` tells
    apart (`?edition=2026-08-07&edition=2006-02-01`), of which Django would read the last alone;
    a value `read` refuses differs from all (OneValueEachForm does the same for a form)."""
    values = list(dict.fromkeys(query.getlist(name)))
    if len(values) < 2:
        return False
    try:
        first, *others = [read(value) for value in values]
    except (ValidationError, ValueError):
        return True
    return any(other != first for other in others)


def typed_as_is(**options) -> forms.Field:
    """A parameter its view reads as typed, declared in its form so that the form refuses a
    second value of it (OneValueEachForm): any text, unchanged, NUL included."""
    return forms.Field(required=False, **options)


class OneValueEachForm(forms.Form):
    """A form of query-string parameters, each of which is refused when given twice with
    values the form reads differently, each read alone as the form reads it, its own cleaning
    included (`set=mh2&set=MH2` is one set; `type=rule&type=card` is refused); parameters it
    does not read are left alone. A parameter the view reads as typed is declared all the
    same, as a `forms.Field` (typed_as_is), so that a second value of it is refused too."""

    def clean(self) -> dict:
        cleaned = super().clean()
        if isinstance(self.data, QueryDict):
            for name in self.fields:
                if self._read_differently(name):
                    self.errors.pop(name, None)  # one refusal: "bar" is not why `type` is
                    self.add_error(name, ValidationError(GIVEN_TWICE, code="given_twice"))
        return cleaned

    def _read_differently(self, name: str) -> bool:
        return given_different_values(self.data, name, lambda value: self._read_alone(name, value))

    def _read_alone(self, name: str, value: str) -> tuple:
        """(refused, reading) of `value` as this form reads it, every parameter given once."""
        alone = QueryDict(mutable=True)
        for other, given in self.data.lists():
            alone[other] = value if other == name else given[-1]
        form = type(self)(alone)
        if not form.is_valid() and name in form.errors:
            return True, None
        return False, form.cleaned_data.get(name)


def undecodable_parameters(request: HttpRequest) -> list[str]:
    """The names of the parameters whose name or value, percent-decoded, is not UTF-8, each
    once, in the order they come (a name that is not UTF-8 itself is given as Django reads it)."""
    # Bytes as they came: WSGI hands the query string over as Latin-1 text (PEP 3333), so
    # the raw UTF-8 some clients send unencoded stays what it was.
    raw = get_bytes_from_wsgi(request.META, "QUERY_STRING", "")
    names = []
    for field in raw.split(b"&"):
        name, _equals, value = field.partition(b"=")
        if not (_is_utf8(name) and _is_utf8(value)):
            readable = _percent_decoded(name).decode("utf-8", errors="replace")
            if readable not in names:
                names.append(readable)
    return names


def _is_utf8(part: bytes) -> bool:
    # Python's codec refuses overlong forms and surrogates, as UTF-8 itself does (RFC 3629).
    try:
        _percent_decoded(part).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _percent_decoded(part: bytes) -> bytes:
    """As a form encodes it: "+" is a space, a "%" without two hex digits stays as it is."""
    return unquote_to_bytes(part.replace(b"+", b" "))


def in_the_language_asked(url: str) -> str:
    """An API address in the language the request asked for (?lang=fr), as every address the
    API gives is: English is the default and takes no parameter."""
    if translation.get_language() != "fr":
        return url
    return f"{url}{'&' if '?' in url else '?'}lang=fr"
