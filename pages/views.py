"""Site-wide pages: home, the error pages (never a bare 500, never an exception's text) and the
page of a locked-out login."""

import re

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.template import loader
from django.utils.functional import SimpleLazyObject

from common.caching import RENDERED_PARTS_SECONDS
from common.dates import day_parse
from common.query_strings import ParameterRefused
from keywords.models import RulesEdition
from keywords.selectors import edition_current, keywords_most_printed
from keywords.views import EditionNotHeld
from rulings.models import Card, Ruling
from rulings.selectors import latest_rulings

HOME_KEYWORDS = 24  # those the most cards have
HOME_RULINGS = 8
HOME_RULINGS_PER_CARD = 2  # as the first page of a search shows them (search.grouping)


def home(request: HttpRequest) -> HttpResponse:
    context = {
        "edition": edition_current(),
        # Read, sorted and rendered only when the cached list is gone (keywords.views).
        "keywords": SimpleLazyObject(
            lambda: keywords_most_printed(language=request.LANGUAGE_CODE, count=HOME_KEYWORDS)
        ),
        "cache_seconds": RENDERED_PARTS_SECONDS,
        "latest_rulings": latest_rulings(HOME_RULINGS, per_card=HOME_RULINGS_PER_CARD),
        # As the card list counts them: Alchemy's rebalanced versions ("A-" names) are
        # versions of cards listed already, shown there on demand.
        "card_count": Card.objects.filter(is_rebalanced=False).count(),
        "ruling_count": Ruling.objects.count(),
    }
    return render(request, "pages/home.html", context)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The way back, and a search for the words of the address: a card or keyword page not
    found (« /fr/cards/lightning-blot/ ») offers « Chercher « lightning blot » », as a rule
    not found does. The exception's text is for the logs: a Resolver404's holds the whole
    URL map. An edition of the rules not held says so, with the editions that are."""
    if isinstance(exception, EditionNotHeld):
        return _edition_not_held(request, exception.asked)
    return render(
        request, "404.html", {"search_text": words_of_the_address(request.path)}, status=404
    )


def _edition_not_held(request: HttpRequest, asked: str) -> HttpResponse:
    """A French judge's review: `/fr/cr/702.56a?edition=2009-07-11` said « Page introuvable »
    alone, where 2009's rules are not imported."""
    try:
        day = day_parse(asked)
    except ValueError:
        day = None
    # A page of one rule or one term offers the search for it, not a list's ("glossary").
    of_one_thing = request.resolver_match is not None and bool(request.resolver_match.kwargs)
    context = {
        "asked": asked,
        "day": day,
        "editions": RulesEdition.objects.all(),
        "search_text": words_of_the_address(request.path) if of_one_thing else "",
    }
    return render(request, "keywords/edition_not_held.html", context, status=404)


# The words searched for from an address not found: a slug is a name, not a paragraph.
MAX_ADDRESS_WORDS = 8
MAX_ADDRESS_WORD_LENGTH = 30


def words_of_the_address(path: str) -> str:
    """The words of the last part of a path (decoded already: request.path): "/fr/cards/
    lightning-blot/" -> "lightning blot"; a rule number whole, "/fr/cr/702.56" -> "702.56",
    which the search opens (read "702 56", it found nothing); "" when it holds none. Few and
    short: the page says them twice."""
    last = path.rstrip("/").rpartition("/")[2]
    words = re.findall(r"[^\W_]+(?:(?:'|\.(?=\d))[^\W_]+)*", last)[:MAX_ADDRESS_WORDS]
    return " ".join(word[:MAX_ADDRESS_WORD_LENGTH] for word in words)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    """A request Django refuses (a Host this site does not serve, too many parameters), or a
    view (ParameterRefused, which says why: a rule page's `?edition=` given twice): the page
    is rendered without the request, whose absolute addresses would raise again."""
    reason = str(exception) if isinstance(exception, ParameterRefused) else ""
    return HttpResponseBadRequest(loader.render_to_string("400.html", {"reason": reason}))


def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    """What an editor may not do (delete, manage accounts): said in the site's language, with
    the way back, where Django's page was a bare English "403 Forbidden"."""
    return render(request, "403.html", status=403)


def server_error(request: HttpRequest) -> HttpResponse:
    return render(request, "500.html", status=500)


def login_locked_out(request: HttpRequest, *args: object) -> HttpResponse:
    """What django-axes answers a locked-out login (AXES_LOCKOUT_CALLABLE): when to try again."""
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    return render(request, "pages/login_locked_out.html", {"minutes": minutes}, status=429)
