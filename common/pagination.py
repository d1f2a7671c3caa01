"""Pages of long lists read as their rows' identifiers first (the admin's change lists, the
card list, a keyword's cards), and the page numbers a list's address may ask for."""

import re

from django import forms
from django.core.exceptions import ValidationError
from django.core.paginator import EmptyPage, InvalidPage, Page, Paginator
from django.db.models import QuerySet

# A page number as an address writes it: ASCII digits, a minus at most (a page before the
# first). Python's int() reads any script's digits ("２", a full-width 2; "٢"), a plus and
# spaces around ("+2", " 2"), which gave page 2 other addresses of its own.
_PAGE_NUMBER = re.compile(r"-?[0-9]+")


def is_page_number(text: str) -> bool:
    """Whether `text` is written as a whole number in ASCII digits (in range or not)."""
    return _PAGE_NUMBER.fullmatch(text) is not None


class WholeNumberField(forms.IntegerField):
    """A whole number a parameter gives (`?year=`), in ASCII digits only, refused with
    Django's wording: `year=２０１９` was read as 2019, where `page=２` was refused."""

    def to_python(self, value):
        if value not in self.empty_values and not is_page_number(str(value)):
            raise ValidationError(self.error_messages["invalid"], code="invalid")
        return super().to_python(value)


class PageField(WholeNumberField):
    """A list's `?page=`, on the pages and in the API: a whole number, 1 or more."""

    def __init__(self, **kwargs) -> None:
        super().__init__(min_value=1, **kwargs)


class IdsFirstPaginator(Paginator):
    """A page read as the identifiers of its rows, then those rows. The database sorts narrow
    rows, or reads them from an index alone: the admin's last page of the rulings (offset
    45,000) sorted the whole of each ruling and its card, 760 ms; its identifiers alone, 55 ms.
    PostgreSQL sorted the card list's every card for a deep page rather than read the skipped
    cards' rows from the table (/fr/cards/?page=230, 33 ms); their identifiers are in the
    list's index (3 ms). The page keeps the list's order, which must be total, or two pages
    could share a row and miss another: the admin's orders end with the primary key (a card
    search's order by closeness too), the card list's and a keyword's cards' with the id."""

    def page(self, number):
        page = super().page(number)
        if isinstance(self.object_list, QuerySet) and isinstance(page.object_list, QuerySet):
            ids = list(page.object_list.values_list("pk", flat=True))
            page.object_list = self.object_list.filter(pk__in=ids)
        return page


def page_asked(paginator: Paginator, number: str | None) -> Page | None:
    """The page a list's ?page= names, the first when none is given; None when it names no
    page of the list (past the last, zero or less, not a number). Django's get_page() serves
    the last page for any of those, so that ?page=99999 answered the last page's cards under
    an address of its own."""
    if number is None or number == "":
        return paginator.page(1)
    if not is_page_number(number):  # Django's paginator reads "２" as 2
        return None
    try:
        return paginator.page(number)
    except (EmptyPage, InvalidPage):
        return None
