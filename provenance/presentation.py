"""What a page shows for one translated field: the English, the French, and how far to trust it.

Pages read French through here, never through modeltranslation's `obj.field` accessor, which
under French would answer with English when French is empty.
"""

from dataclasses import dataclass
from datetime import date

from .models import FrenchPrinting, FrenchProvenance, FrenchStatus, NameSource


@dataclass(frozen=True)
class BilingualText:
    english: str
    french: str
    status: str
    stale: bool
    engine: str
    translated_at: date | None
    # Printed French: the set it was printed in. Outdated when the English printed beside it
    # is not today's text: shown as « texte imprimé (M10, 2009) », never as plain official.
    printing: FrenchPrinting | None = None
    # The English printed beside the French on the same card, not today's text of the game:
    # of an older wording too when the French is (a keyword's reminder text).
    english_printed: bool = False

    @property
    def has_french(self) -> bool:
        return bool(self.french)

    @property
    def outdated(self) -> bool:
        return self.printing is not None and self.printing.outdated

    @property
    def printed_in(self) -> str:
        """ "M10, 2009": the set and year of the printing, as the pages show them."""
        if self.printing is None:
            return ""
        released = self.printing.released_on
        return f"{self.printing.set_code}, {released.year}" if released else self.printing.set_code

    @property
    def is_machine(self) -> bool:
        return self.status == FrenchStatus.MACHINE

    @property
    def status_label(self) -> str:
        return str(FrenchStatus(self.status).label)


def bilingual_text(obj: FrenchProvenance, field: str) -> BilingualText:
    """The English and French of `field`; French missing is reported as missing."""
    english = getattr(obj, f"{field}_en") or ""
    french = getattr(obj, f"{field}_fr") or ""
    if field in obj.printed_fields:
        return printed_text(english, french, obj.french_printing(field))
    # A text printed in neither language (a vanilla creature's) lacks no French, nor has any
    # to vouch for: no status. A bot read "missing" beside an official type line.
    status = obj.fr_status if french else (FrenchStatus.MISSING if english else "")
    printing = obj.french_printing(field) if french and status == FrenchStatus.OFFICIAL else None
    return BilingualText(
        english=english,
        french=french,
        status=status,
        stale=bool(french) and obj.is_french_stale,
        engine=obj.fr_engine,
        translated_at=obj.fr_translated_at,
        printing=printing,
    )


def printed_text(english: str, french: str, printing: FrenchPrinting | None) -> BilingualText:
    """Text printed on a card: its French is official, or missing, never translated."""
    status = FrenchStatus.OFFICIAL if french else FrenchStatus.MISSING
    printing = printing if french else None
    return BilingualText(english, french, status, False, "", None, printing, english_printed=True)


@dataclass(frozen=True)
class BilingualName:
    """A name in English and French, and where the French comes from (NameSource; empty when
    the French is missing). A name is never translated."""

    english: str
    french: str
    source: str

    @property
    def is_official(self) -> bool:
        return self.source == NameSource.OFFICIAL

    @property
    def source_label(self) -> str:
        return str(NameSource(self.source).label) if self.source else ""


def bilingual_name(obj, field: str = "name") -> BilingualName:
    """The English and French of a name, with the French name's source (official when the
    model records none)."""
    english = getattr(obj, f"{field}_en") or ""
    french = getattr(obj, f"{field}_fr") or ""
    source = getattr(obj, f"{field}_fr_source", NameSource.OFFICIAL) if french else ""
    return BilingualName(english, french, source)


def shown_name(obj, language: str, field: str = "name") -> str:
    """The name a page in `language` shows: the French one when it exists, else the English."""
    name = bilingual_name(obj, field)
    return name.french if language == "fr" and name.french else name.english
