"""Reads shared by the translation workflow: which models, names, terms, memory, coverage."""

from collections.abc import Iterable
from dataclasses import dataclass

from django.apps import apps
from django.contrib.contenttypes.models import ContentType
from django.db.models import Count, Q
from django.urls import reverse
from django.utils.translation import gettext_lazy

from common.caching import ttl_cache
from provenance.models import FrenchProvenance, FrenchStatus, stale_french_q
from terminology.selectors import term_names, term_translations
from terminology.vocabulary import TermKind

from .diffing import DiffPiece, word_diff
from .memory import MemoryKey, key_hash
from .models import EnglishSource, MemoryEntry, PendingTranslation, TranslationRecord
from .names import KEYWORD, Name, NameMatcher, card_names, type_line_words

# Keyword abilities and ability words are names ("replicate" -> "duplication"). Keyword
# actions ("cast", "exile", "tap") are verbs that French conjugates: the engine translates
# them and the terminology check watches the result.
PROTECTED_KEYWORD_KINDS = ("keyword_ability", "ability_word")


def translated_models() -> list[type[FrenchProvenance]]:
    """Every concrete model whose French has a provenance, in app and model order."""
    models = [m for m in apps.get_models() if issubclass(m, FrenchProvenance)]
    return sorted(models, key=lambda m: (m._meta.app_label, m._meta.model_name))


def english_is_empty_q(model: type[FrenchProvenance]) -> Q:
    query = Q()
    for field in model.french_source_fields:
        query &= Q(**{f"{field}_en": ""}) | Q(**{f"{field}_en__isnull": True})
    return query


def translation_needed(obj: FrenchProvenance) -> bool:
    """Missing or stale French, on an object that has English to translate. Official French,
    even stale, is never machine-translated over: an editor reviews it."""
    has_english = any(text.strip() for text in obj.english_texts())
    stale = obj.is_french_stale and obj.fr_status != FrenchStatus.OFFICIAL
    return has_english and (obj.fr_status == FrenchStatus.MISSING or stale)


def translation_needed_q(model: type[FrenchProvenance]) -> Q:
    """translation_needed() in SQL: French missing or stale, and some English to translate."""
    return (Q(fr_status=FrenchStatus.MISSING) | stale_french_q()) & ~english_is_empty_q(model)


@ttl_cache(seconds=300)
def name_matcher() -> NameMatcher:
    """Every card name in the database, and every keyword name that has an official French.

    Built from 20,000+ cards, so kept for a few minutes; saving a card or keyword in this
    process clears it at once (machine_translation.signals).
    """
    Card = apps.get_model("rulings", "Card")
    Keyword = apps.get_model("keywords", "Keyword")
    names: list[Name] = []
    for english, french in Card.objects.values_list("name_en", "name_fr").iterator(chunk_size=5000):
        if english:
            names += card_names(english, french or "")
    keyword_terms = term_translations(kind=TermKind.KEYWORD)
    mined = {english.lower(): french for english, french in keyword_terms.items()}
    keywords = Keyword.objects.filter(kind__in=PROTECTED_KEYWORD_KINDS)
    for english, french in keywords.values_list("name_en", "name_fr"):
        french = french or mined.get((english or "").lower(), "")
        if english and french:  # no official French: the engine translates it
            names.append(Name(english, french, KEYWORD))
    return NameMatcher(names, ordinary_words=_ordinary_words())


def _ordinary_words() -> set[str]:
    """Words that are types, subtypes or keywords before they are one-word card names."""
    Card = apps.get_model("rulings", "Card")
    Keyword = apps.get_model("keywords", "Keyword")
    words = set(Keyword.objects.values_list("name_en", flat=True))
    words |= term_names()
    for type_line in Card.objects.values_list("type_line_en", flat=True).distinct():
        words |= type_line_words(type_line or "")
    return words


def memory_entries(keys: Iterable[MemoryKey]) -> dict[str, str]:
    """key hash -> remembered French, for the exact and pattern forms of `keys`."""
    hashes = set()
    for key in keys:
        hashes.add(key_hash(key.exact))
        if key.pattern:
            hashes.add(key_hash(key.pattern))
    found: dict[str, str] = {}
    hashes_list = sorted(hashes)
    for start in range(0, len(hashes_list), 500):  # stay under SQLite's variable limit
        chunk = hashes_list[start : start + 500]
        found.update(
            MemoryEntry.objects.filter(key_hash__in=chunk).values_list("key_hash", "french")
        )
    return found


def pending_objects(*, limit: int | None = None, card=None) -> list[FrenchProvenance]:
    """The queued objects, oldest first; only a card and its rulings when `card` is given."""
    items = PendingTranslation.objects.select_related("content_type")
    if card is not None:
        items = items.filter(_card_q(card))
    items = list(items[:limit] if limit else items)
    by_type: dict[ContentType, list[int]] = {}
    for item in items:
        by_type.setdefault(item.content_type, []).append(item.object_id)
    loaded = {
        (content_type.pk, pk): obj
        for content_type, ids in by_type.items()
        for pk, obj in content_type.model_class()._base_manager.in_bulk(ids).items()
    }
    gone = [item.pk for item in items if (item.content_type_id, item.object_id) not in loaded]
    PendingTranslation.objects.filter(pk__in=gone).delete()  # deleted since it was queued
    return [
        loaded[key] for item in items if (key := (item.content_type_id, item.object_id)) in loaded
    ]


def _card_q(card) -> Q:
    Card = apps.get_model("rulings", "Card")
    Ruling = apps.get_model("rulings", "Ruling")
    card_type = ContentType.objects.get_for_model(Card)
    ruling_type = ContentType.objects.get_for_model(Ruling)
    ruling_ids = Ruling.objects.filter(card=card).values("pk")
    return Q(content_type=card_type, object_id=card.pk) | Q(
        content_type=ruling_type, object_id__in=ruling_ids
    )


COVERAGE_HEADINGS = {
    "official": FrenchStatus.OFFICIAL.label,
    "reviewed": FrenchStatus.REVIEWED.label,
    "machine": FrenchStatus.MACHINE.label,
    "missing": FrenchStatus.MISSING.label,
    "stale": gettext_lazy("Stale (English changed since)"),
}


@dataclass(frozen=True)
class Coverage:
    """How much of one kind of text has French, and of what kind."""

    label: str
    total: int
    official: int
    reviewed: int
    machine: int
    missing: int
    stale: int

    def cells(self) -> list[tuple[str, int, float]]:
        """(status, count, percent of total) in the order the coverage page shows them."""
        counts = [
            (name, getattr(self, name))
            for name in ("official", "reviewed", "machine", "missing", "stale")
        ]
        return [(name, n, 100 * n / self.total if self.total else 0.0) for name, n in counts]

    def labelled_cells(self) -> list[tuple[str, str, int, float]]:
        """cells() with each column's heading, shown beside the figure on phones."""
        return [(name, COVERAGE_HEADINGS[name], *rest) for name, *rest in self.cells()]


def translation_coverage() -> list[Coverage]:
    """One row per translated model, then a row of totals (labelled "")."""
    rows = [_coverage(model) for model in translated_models()]
    totals = {
        field: sum(getattr(row, field) for row in rows)
        for field in ("total", "official", "reviewed", "machine", "missing", "stale")
    }
    return [*rows, Coverage(label="", **totals)]


def _coverage(model: type[FrenchProvenance]) -> Coverage:
    def status(value: str) -> Count:
        return Count("pk", filter=Q(fr_status=value))

    counts = model.objects.aggregate(
        total=Count("pk"),
        official=status(FrenchStatus.OFFICIAL),
        reviewed=status(FrenchStatus.REVIEWED),
        machine=status(FrenchStatus.MACHINE),
        missing=status(FrenchStatus.MISSING),
        stale=Count("pk", filter=stale_french_q(model)),
    )
    return Coverage(label=str(model.covered_texts), **counts)


# --- The editors' review screen -------------------------------------------------------

REVIEW_STATUSES = ("to_review", "machine", "stale", "reviewed", "official", "missing", "all")


def review_queryset(
    model: type[FrenchProvenance],
    *,
    status: str,
    flagged: bool,
    pk: int | None = None,
    words: str = "",
):
    """The objects of `model` the review screen lists ("to_review": machine or stale French;
    `pk`: that object only, as linked from its change form; `words`: those whose English or
    French, or name (a ruling's card's), hold them)."""
    objects = model.objects.all()
    if pk is not None:
        objects = objects.filter(pk=pk)
    if words.strip():
        objects = objects.filter(_holding(model, words.strip()))
    if status == "to_review":
        objects = objects.filter(Q(fr_status=FrenchStatus.MACHINE) | stale_french_q(model))
    elif status == "stale":
        objects = objects.filter(stale_french_q(model))
    elif status in FrenchStatus.values:
        objects = objects.filter(fr_status=status)
    if flagged:
        content_type = ContentType.objects.get_for_model(model)
        flagged_ids = TranslationRecord.objects.filter(content_type=content_type, needs_review=True)
        objects = objects.filter(pk__in=flagged_ids.values("object_id"))
    return objects.order_by("pk")


def _holding(model: type[FrenchProvenance], words: str) -> Q:
    texts = [*model.french_source_fields, *model.name_fields]
    fields = [f"{name}_{language}" for name in texts for language in ("en", "fr")]
    found = Q()
    for field in [*fields, *model.review_search_also]:
        found |= Q(**{f"{field}__icontains": words})
    return found


@dataclass(frozen=True)
class ReviewField:
    label: str
    english: str
    french: str
    # Stale French whose English source was kept: that English turned into today's.
    diff: list[DiffPiece] | None = None


@dataclass(frozen=True)
class ReviewRow:
    obj: FrenchProvenance
    key: str  # "content type id:pk", the value of the row's checkbox
    fields: list[ReviewField]
    status_label: str
    status: str
    stale: bool
    # Stale French: whether the English it was made from is known (then each field has a diff).
    source_known: bool
    record: "TranslationRecord | None"
    pending: "PendingTranslation | None"
    admin_url: str


def review_rows(model: type[FrenchProvenance], objects: list[FrenchProvenance]) -> list[ReviewRow]:
    content_type = ContentType.objects.get_for_model(model)
    ids = [obj.pk for obj in objects]
    records = {
        r.object_id: r
        for r in TranslationRecord.objects.filter(content_type=content_type, object_id__in=ids)
    }
    pending = {
        p.object_id: p
        for p in PendingTranslation.objects.filter(content_type=content_type, object_id__in=ids)
    }
    sources = english_sources(content_type, [obj for obj in objects if obj.is_french_stale])
    return [
        ReviewRow(
            obj=obj,
            key=f"{content_type.pk}:{obj.pk}",
            fields=_review_fields(obj, sources.get(obj.pk)),
            status_label=str(FrenchStatus(obj.fr_status).label),
            status=obj.fr_status,
            stale=obj.is_french_stale,
            source_known=obj.pk in sources,
            record=records.get(obj.pk),
            pending=pending.get(obj.pk),
            admin_url=reverse(
                f"admin:{content_type.app_label}_{content_type.model}_change", args=[obj.pk]
            ),
        )
        for obj in objects
    ]


def english_sources(content_type: ContentType, stale: list[FrenchProvenance]) -> dict:
    """pk -> {field: English} the stale French of each object was made from, where kept.

    A kept English counts only while its fingerprint is the one the French was made from."""
    kept = EnglishSource.objects.filter(
        content_type=content_type, object_id__in=[obj.pk for obj in stale]
    )
    made_from = {obj.pk: obj.fr_source_fingerprint for obj in stale}
    return {
        source.object_id: source.texts
        for source in kept
        if made_from.get(source.object_id) == source.fingerprint
    }


def _review_fields(obj: FrenchProvenance, source: dict[str, str] | None) -> list[ReviewField]:
    fields = []
    for name, english, french in zip(
        obj.french_source_fields, obj.english_texts(), obj.french_texts(), strict=True
    ):
        before = None if source is None else source.get(name, "")
        if english or french or before:
            label = str(obj._meta.get_field(name).verbose_name)
            diff = None if before is None else word_diff(before, english)
            fields.append(ReviewField(label, english, french, diff))
    return fields


def review_objects(keys: Iterable[str]) -> list[FrenchProvenance]:
    """The objects behind the review screen's "content type id:pk" checkbox values."""
    wanted: dict[int, list[int]] = {}
    for key in keys:
        type_id, _, pk = key.partition(":")
        if type_id.isdigit() and pk.isdigit():
            wanted.setdefault(int(type_id), []).append(int(pk))
    objects = []
    models = {ContentType.objects.get_for_model(m).pk: m for m in translated_models()}
    for type_id, pks in wanted.items():
        model = models.get(type_id)
        if model is not None:
            objects += list(model.objects.filter(pk__in=pks).order_by("pk"))
    return objects
