"""The admin's change lists as any address may ask for them: the search box, the filters in the
query string and the page number.

Django's admin searches each word of the box in every search field, all words required: a word
typed twice is the same condition twice. "a a a …" (500 words, 1,000 characters) took 3.1 s on
the 45,000 rulings, and past 999 words SQLite refused the query (its expression tree is at most
1,000 deep): a 500 on every change list and on the card picker of the ruling form. A ruling
pasted whole, 150 different words, takes 150 ms: words are taken once each, and a search of more
different words than any text holds is refused with a 400 that says why. So is a query string
that is not UTF-8 (common.query_strings), as the API refuses it: Django read "%C0%AF" as U+FFFD
and searched for that.

Django's admin also takes any lookup on a model's own fields from the address. What the
database cannot take is refused before it is asked (a NUL, which PostgreSQL refuses in a text;
a number past 64 bits, which neither database holds; a regular expression), and what Django
cannot build ("?published_at__year=0": no date has year 0) answers a 400 too, not a 500.
"""

import logging
import re

from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.utils.text import smart_split, unescape_string_literal
from django.utils.translation import gettext as _

from common.collation import folded
from common.pagination import IdsFirstPaginator
from common.query_strings import NOT_UTF8_PARAMETER, ParameterRefused, undecodable_parameters

logger = logging.getLogger(__name__)

# The longest official ruling has 149 different words: the box takes them all.
MAX_SEARCH_WORDS = 200
# A whole number in a lookup's value ("?id__in=1,2"), and the largest both databases hold.
_NUMBER = re.compile(r"[-+]?[0-9]+")
LARGEST_NUMBER = 2**63 - 1


def searchable(term: str) -> str:
    """The search box's text as it is searched: a NUL is a space, as in the site's search
    (SQLite reads a pattern up to its NUL, so "\\x00zz" listed every ruling; PostgreSQL
    refuses it)."""
    return term.replace("\x00", " ")


def search_words(term: str) -> list[str]:
    """The words of the search box as the admin reads them ("quoted words" are one), each once
    (searchable: a NUL is a space)."""
    words = {}
    for bit in smart_split(searchable(term)):
        text = unquoted(bit)
        # As icontains compares: ASCII letters in any case; others as typed, which SQLite's
        # LIKE tells apart ("É" is not "é").
        words.setdefault(text.lower() if text.isascii() else text, bit)
    return list(words.values())


def unquoted(word: str) -> str:
    quoted = word[0] in "\"'" and len(word) > 1 and word[0] == word[-1]
    return unescape_string_literal(word) if quoted else word


def search_refusal(term: str) -> str | None:
    """Why the admin will not search `term`, or None."""
    count = len(search_words(term))
    if count > MAX_SEARCH_WORDS:
        return _("The search has %(count)d different words; it takes at most %(most)d.") % {
            "count": count,
            "most": MAX_SEARCH_WORDS,
        }
    return None


class EditorListsMixin:
    """For every ModelAdmin of Grimoire: the search box, the filters and the pages above."""

    paginator = IdsFirstPaginator

    def changelist_view(self, request: HttpRequest, extra_context=None) -> HttpResponse:
        refusal = self._list_refusal(request)
        if refusal is not None:
            return self._refused(request, refusal)
        try:
            return super().changelist_view(request, extra_context)
        except (ValueError, OverflowError) as error:  # a lookup Django cannot build
            logger.info("change list refused for %s: %r", request.get_full_path(), error)
            return self._refused(request, _("A filter of the address cannot be applied."))

    # Short texts (names, terms) also found whatever their case and accents, compared in
    # Python: SQLite's LIKE folds the case of ASCII letters only, and « tresor », « TRÉSOR »
    # found no « trésor », « celerite » no « Célérité ». For tables of a few thousand rows.
    folded_search_fields: tuple[str, ...] = ()

    def get_search_results(self, request, queryset, search_term):
        """Each word once (search_words); the card picker, which skips changelist_view, gets
        the site's 400 page, which says why."""
        if refusal := search_refusal(search_term):
            raise ParameterRefused(refusal)
        words = search_words(search_term)
        found, may_have_duplicates = super().get_search_results(request, queryset, " ".join(words))
        if self.folded_search_fields and words:
            found = found | queryset.filter(pk__in=self._folded_matches(queryset, words))
        return found, may_have_duplicates

    def _folded_matches(self, queryset, words: list[str]) -> list[int]:
        """The rows whose folded_search_fields hold every word, case and accents aside. None
        for words that fold to nothing (punctuation: « ’ », "-"), which every text holds: the
        database's search looks for them as typed."""
        wanted = [word for word in (folded(unquoted(word)) for word in words) if word]
        if len(wanted) < len(words):
            return []
        rows = queryset.values_list("pk", *self.folded_search_fields)
        return [
            pk
            for pk, *texts in rows.iterator()
            if all(any(word in folded(text or "") for text in texts) for word in wanted)
        ]

    def lookup_allowed(self, lookup, value, request=None):
        """No regular expression from the address: Django runs SQLite's in Python, and one
        built to backtrack ("(.*)*$x" over the rulings' texts) held a worker past its 30 s
        timeout. The admin answers 400."""
        if lookup.endswith(("__regex", "__iregex")):
            return False
        return super().lookup_allowed(lookup, value, request)

    @staticmethod
    def _list_refusal(request: HttpRequest) -> str | None:
        if undecodable := undecodable_parameters(request):
            return " ".join(NOT_UTF8_PARAMETER % {"name": name} for name in undecodable)
        for name, values in request.GET.lists():
            # The search box is text: its numbers are looked for, not compared.
            numbers = values if name != "q" else ()
            if any("\x00" in text for text in (name, *values)):
                return _("“%(name)s” holds a NUL character, which no text here does.") % {
                    "name": searchable(name)
                }
            if any(_past_largest(value) for value in numbers):
                return _("“%(name)s” holds a number larger than any stored here.") % {"name": name}
        return search_refusal(request.GET.get("q", ""))

    def _refused(self, request: HttpRequest, refusal: str) -> HttpResponse:
        context = {
            **self.admin_site.each_context(request),
            "title": _("List not shown"),
            "opts": self.model._meta,
            "refusal": refusal,
        }
        return TemplateResponse(request, "admin/list_refused.html", context, status=400)


def _past_largest(value: str) -> bool:
    """Whether a lookup's value holds a whole number no database column here can hold
    ("?id__in=99999999999999999999": SQLite's driver overflows, PostgreSQL refuses it)."""
    return any(abs(int(number)) > LARGEST_NUMBER for number in _NUMBER.findall(value))
