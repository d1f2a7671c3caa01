"""Atom feeds of the newest rulings, one per language: /fr/feeds/rulings.atom, /en/feeds/…

The French feed gives the French text where it exists, with its status (official, reviewed,
machine translation, outdated) and the English original; where there is no French, it gives
the English, says so, and marks the entry xml:lang="en".
"""

import re
from datetime import UTC, datetime, time

from django.contrib.syndication.views import Feed
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.feedgenerator import Atom1Feed
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from common.dates import long_date
from provenance.formatting import plain_html
from provenance.presentation import bilingual_name, bilingual_text
from rulings.models import Ruling

FEED_LENGTH = 50

# What XML 1.0 cannot carry: the control characters but tab and line breaks, the surrogates
# and U+FFFE, U+FFFF. Forms drop them (common.typed_text); the data imported or written before
# may hold one, and Django's XML writer refuses the whole feed for it.
_NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    return _NOT_IN_XML.sub("", text)


class BilingualAtomFeed(Atom1Feed):
    """Atom, with the language of each entry's text on the entry (xml:lang)."""

    def write_items(self, handler) -> None:
        for item in self.items:
            language = item.get("text_language")
            handler.startElement("entry", {"xml:lang": language} if language else {})
            self.add_item_elements(handler, item)
            handler.endElement("entry")


class NewestRulingsFeed(Feed):
    feed_type = BilingualAtomFeed
    subtitle = _("The newest dated rulings on Magic: The Gathering cards.")
    author_name = "Grimoire"

    def title(self) -> str:
        return f"Grimoire · {gettext('Latest rulings')}"

    def link(self) -> str:
        return reverse("rulings:card-list")

    def items(self):
        return Ruling.objects.select_related("card").order_by("-published_at", "-pk")[:FEED_LENGTH]

    def item_title(self, ruling: Ruling) -> str:
        name = bilingual_name(ruling.card)
        card = name.french if _in_french() and name.french else name.english
        return xml_safe(f"{card} · {long_date(ruling.published_at)}")

    def item_description(self, ruling: Ruling) -> str:
        text = bilingual_text(ruling, "text")
        context = {
            "t": text,
            "english_html": plain_html(text.english),
            "french_html": plain_html(text.french) if text.french else "",
            "LANGUAGE_CODE": translation.get_language(),
            "ruling": ruling,
        }
        return xml_safe(render_to_string("pages/feed_ruling.html", context))

    def item_link(self, ruling: Ruling) -> str:
        return ruling.get_absolute_url()

    def item_pubdate(self, ruling: Ruling) -> datetime:
        return datetime.combine(ruling.published_at, time(), tzinfo=UTC)

    def item_updateddate(self, ruling: Ruling) -> datetime:
        return self.item_pubdate(ruling)

    def item_categories(self, ruling: Ruling) -> list[str]:
        return [xml_safe(ruling.source)] if ruling.source else []

    def item_extra_kwargs(self, ruling: Ruling) -> dict:
        has_french = bool(bilingual_text(ruling, "text").french)
        return {"text_language": "fr" if _in_french() and has_french else "en"}


def _in_french() -> bool:
    return translation.get_language() == "fr"
