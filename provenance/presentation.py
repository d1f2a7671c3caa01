"""What a page shows for one translated field: the English, the French, and how far to trust it.

Pages read French through here, never through modeltranslation's `obj.field` accessor, which
under French would answer with English when French is empty.
"""

from dataclasses import dataclass
from datetime import date

from .models import FrenchProvenance, FrenchStatus


@dataclass(frozen=True)
class BilingualText:
    english: str
    french: str
    status: str
    stale: bool
    engine: str
    translated_at: date | None

    @property
    def has_french(self) -> bool:
        return bool(self.french)

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
    status = obj.fr_status if french else FrenchStatus.MISSING
    return BilingualText(
        english=english,
        french=french,
        status=status,
        stale=bool(french) and obj.is_french_stale,
        engine=obj.fr_engine,
        translated_at=obj.fr_translated_at,
    )


def bilingual_name(obj, field: str = "name") -> BilingualText:
    """A French name is official (printed cards, official rules) or missing: never translated."""
    english = getattr(obj, f"{field}_en") or ""
    french = getattr(obj, f"{field}_fr") or ""
    status = FrenchStatus.OFFICIAL if french else FrenchStatus.MISSING
    return BilingualText(english, french, status, False, "", None)
