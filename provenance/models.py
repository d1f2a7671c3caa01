"""The provenance of French texts, shared by every translated model.

English is the authoritative text. Each translated object records where its French comes from
and a fingerprint of the English it was made from, so that a later change of the English shows
the French as stale instead of silently passing an outdated translation off as current.
"""

import hashlib
from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from django.db import models
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class FrenchStatus(models.TextChoices):
    OFFICIAL = "official", _("Official")
    REVIEWED = "reviewed", _("Reviewed by an editor")
    MACHINE = "machine", _("Machine translation")
    MISSING = "missing", _("Missing")


class NameSource(models.TextChoices):
    """Where a French name comes from. Names are never machine-translated: they are printed on
    cards or in the official rules, found on printed cards by the lexicon's alignment (right
    for most, but a statistic: "Adapt" -> "Adaptez", the imperative printed on cards), or
    entered by an editor."""

    OFFICIAL = "official", _("Official")
    MINED = "mined", _("Found on printed cards, not checked")
    EDITOR = "editor", _("Entered by an editor")


def name_source_field() -> models.CharField:
    """The `<name>_fr_source` field of a model with a translated name."""
    return models.CharField(
        _("source of the French name"),
        max_length=10,
        choices=NameSource.choices,
        default=NameSource.OFFICIAL,
        help_text=_("Set to “Entered by an editor” when the French name is changed here."),
    )


# French whose English source can change under it. Official French is printed by Wizards
# and stands as published.
FINGERPRINTED_STATUSES = (FrenchStatus.REVIEWED, FrenchStatus.MACHINE)


@dataclass(frozen=True)
class FrenchPrinting:
    """Where a printed French text comes from: a set, its release date, and whether the
    English printed beside it is an older wording than today's (then so is the French)."""

    set_code: str
    released_on: date | None
    outdated: bool


# Typography that does not change what the English says: a French translation made for
# "a spell's cost" stays right for "a spell’s cost". (The 2006 rules file has straight quotes
# where the seeds and later editions have curly ones, and hyphens for ranges such as 409.1f–h.)
_TYPOGRAPHY = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-"})


def fingerprint(*texts: str) -> str:
    """A stable fingerprint of English texts: field order matters; whitespace at the ends and
    the choice between straight and curly quotes or between dashes do not."""
    joined = "\x1f".join((text or "").strip().translate(_TYPOGRAPHY) for text in texts)
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()


def refingerprint(model, fields: tuple[str, ...]) -> int:
    """Recompute the stored fingerprints of `model`'s rows (a migration's historical model,
    whose translated `fields` are given) after a change of fingerprint(): French that was
    current stays current, French that was stale stays stale. Returns the rows changed."""
    changed = []
    english = [f"{name}_en" for name in fields]
    rows = model.objects.only("pk", "en_fingerprint", "fr_source_fingerprint", *english)
    for obj in rows.iterator(chunk_size=2000):
        new = fingerprint(*(getattr(obj, f"{name}_en") or "" for name in fields))
        if new == obj.en_fingerprint:
            continue
        if obj.fr_source_fingerprint and obj.fr_source_fingerprint == obj.en_fingerprint:
            obj.fr_source_fingerprint = new
        obj.en_fingerprint = new
        changed.append(obj)
    model.objects.bulk_update(changed, ["en_fingerprint", "fr_source_fingerprint"], batch_size=500)
    return len(changed)


def stale_french_q(model: "type[FrenchProvenance] | None" = None) -> Q:
    """Objects whose French was made from an older English text (the statuses `model` pins
    to its English; reviewed and machine French for any model)."""
    statuses = model.stale_statuses if model is not None else FINGERPRINTED_STATUSES
    return Q(fr_status__in=statuses) & ~Q(fr_source_fingerprint=F("en_fingerprint"))


# What FrenchProvenance.save() may set whatever a caller's update_fields name: the English's
# fingerprint, and the status, engine, day and source fingerprint of French that was emptied.
FIELDS_SAVE_SETS = (
    "en_fingerprint",
    "fr_status",
    "fr_engine",
    "fr_translated_at",
    "fr_source_fingerprint",
)


class FrenchProvenance(models.Model):
    """Abstract: provenance of the French of the fields listed in `french_source_fields`.

    Names (card and keyword names, glossary terms) are not covered here: a name is never
    translated, and where its French comes from is recorded beside it, in the field
    `<name>_fr_source` of each of `name_fields` (NameSource).
    """

    french_source_fields: ClassVar[tuple[str, ...]] = ()
    # What those fields are, as the translation coverage page names them: a keyword's status
    # is its summary's, not its name's.
    covered_texts: ClassVar[str]
    name_fields: ClassVar[tuple[str, ...]] = ()
    # Other fields the review screen's search looks in (a ruling's card's names).
    review_search_also: ClassVar[tuple[str, ...]] = ()
    # Texts printed on cards, apart from the status above: official when French, else missing.
    printed_fields: ClassVar[tuple[str, ...]] = ()
    # The statuses whose French goes stale when the English changes under it.
    stale_statuses: ClassVar[tuple[str, ...]] = FINGERPRINTED_STATUSES

    fr_status = models.CharField(
        _("French status"),
        max_length=10,
        choices=FrenchStatus.choices,
        default=FrenchStatus.MISSING,
        db_index=True,
    )
    fr_engine = models.CharField(
        _("translation engine"),
        max_length=100,
        blank=True,
        help_text=_("For machine translations: the engine that produced the French."),
    )
    fr_translated_at = models.DateField(_("French made on"), null=True, blank=True)
    fr_source_fingerprint = models.CharField(
        _("fingerprint of the English the French was made from"), max_length=64, blank=True
    )
    en_fingerprint = models.CharField(
        _("fingerprint of the current English"), max_length=64, blank=True, editable=False
    )

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        self.en_fingerprint = self.compute_en_fingerprint()
        if not any(self.french_texts()):
            # French was emptied: say it is missing rather than keep a status with no text,
            # nor an engine and a day of French there is none of (the API gave both).
            self.fr_status, self.fr_engine, self.fr_translated_at = FrenchStatus.MISSING, "", None
            self.fr_source_fingerprint = ""
        if kwargs.get("update_fields") is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], *FIELDS_SAVE_SETS}
        super().save(*args, **kwargs)

    def french_printing(self, field: str) -> FrenchPrinting | None:
        """The printing `field`'s official French was read from, when it is known."""
        return None

    def english_texts(self) -> tuple[str, ...]:
        return tuple(getattr(self, f"{name}_en") or "" for name in self.french_source_fields)

    def french_texts(self) -> tuple[str, ...]:
        return tuple(getattr(self, f"{name}_fr") or "" for name in self.french_source_fields)

    def compute_en_fingerprint(self) -> str:
        return fingerprint(*self.english_texts())

    @property
    def is_french_stale(self) -> bool:
        return (
            self.fr_status in self.stale_statuses
            and self.fr_source_fingerprint != self.compute_en_fingerprint()
        )

    def set_french(self, status: str, *, engine: str = "", on=None, **french: str) -> None:
        """Record French texts and where they come from, pinned to the current English."""
        for name, text in french.items():
            if name not in self.french_source_fields:
                raise ValueError(f"{name!r} is not a translated field of {type(self).__name__}")
            setattr(self, f"{name}_fr", text)
        self.fr_status = status
        self.fr_engine = engine if status == FrenchStatus.MACHINE else ""
        self.fr_translated_at = on or timezone.localdate()
        self.fr_source_fingerprint = self.compute_en_fingerprint()

    def mark_french_reviewed(self) -> None:
        """An editor has read the French against the current English and stands by it."""
        self.set_french(FrenchStatus.REVIEWED)
