"""Writes of the translation workflow: the queue, the memory, the records of reviews."""

from collections.abc import Iterator
from dataclasses import dataclass

from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from provenance.models import FINGERPRINTED_STATUSES, FrenchProvenance, FrenchStatus, fingerprint
from provenance.services import french_review  # noqa: F401 - the save feeds the memory
from terminology.selectors import term_translations
from terminology.vocabulary import TermKind

from . import selectors
from .memory import aligned_sentences, french_pattern, key_hash, memory_key
from .models import EnglishSource, MemoryEntry, PendingTranslation, TranslationRecord
from .names import NameMatcher
from .terminology_check import KeywordCheck, check_terminology

# French that can be learnt from: printed by Wizards, or read by an editor.
REMEMBERED_STATUSES = (FrenchStatus.OFFICIAL, FrenchStatus.REVIEWED)


def _identity(obj) -> dict:
    return {"content_type": ContentType.objects.get_for_model(obj), "object_id": obj.pk}


# --- Queue -------------------------------------------------------------------------------


def queue_add(obj: FrenchProvenance) -> None:
    PendingTranslation.objects.get_or_create(
        **_identity(obj), defaults={"queued_at": timezone.now()}
    )


def queue_remove(obj: FrenchProvenance) -> None:
    PendingTranslation.objects.filter(**_identity(obj)).delete()


def queue_fail(obj: FrenchProvenance, error: str) -> None:
    """The attempt failed: the object stays queued (or is queued), with the error and a count."""
    now = timezone.now()
    item, created = PendingTranslation.objects.get_or_create(
        **_identity(obj),
        defaults={"queued_at": now, "attempts": 1, "last_error": error, "last_attempt_at": now},
    )
    if not created:
        PendingTranslation.objects.filter(pk=item.pk).update(
            attempts=F("attempts") + 1, last_error=error, last_attempt_at=now
        )


def queue_missing_and_stale(*, card=None) -> int:
    """Queue every text whose French is missing or stale (after a bulk import, say)."""
    now = timezone.now()
    queued = 0
    for model in selectors.translated_models():
        objects = model.objects.filter(selectors.translation_needed_q(model))
        if card is not None:
            objects = _of_card(model, objects, card)
        content_type = ContentType.objects.get_for_model(model)
        ids = list(objects.values_list("pk", flat=True))
        items = [
            PendingTranslation(content_type=content_type, object_id=pk, queued_at=now) for pk in ids
        ]
        PendingTranslation.objects.bulk_create(items, batch_size=1000, ignore_conflicts=True)
        queued += len(ids)
    return queued


def _of_card(model, objects, card):
    label = model._meta.label
    if label == "rulings.Card":
        return objects.filter(pk=card.pk)
    if label == "rulings.Ruling":
        return objects.filter(card=card)
    return objects.none()


def workflow_forget(model: type[FrenchProvenance], pk: int) -> None:
    """The object was deleted: drop it from the queue, and its translation record."""
    identity = {"content_type": ContentType.objects.get_for_model(model), "object_id": pk}
    PendingTranslation.objects.filter(**identity).delete()
    TranslationRecord.objects.filter(**identity).delete()
    EnglishSource.objects.filter(**identity).delete()


# --- Reviews -----------------------------------------------------------------------------


def keep_english_source(obj: FrenchProvenance) -> None:
    """Before a save that changes the English under reviewed or machine French: keep the
    English that French was made from (the object itself keeps only its fingerprint)."""
    if obj.pk is None:
        return
    fields = [f"{name}_en" for name in obj.french_source_fields]
    stored = (
        type(obj)
        ._base_manager.filter(pk=obj.pk)
        .values(*fields, "fr_status", "fr_source_fingerprint")
    )
    before = stored.first()
    if before is None or before["fr_status"] not in FINGERPRINTED_STATUSES:
        return
    english = [before[field] or "" for field in fields]
    made_from = fingerprint(*english)
    if before["fr_source_fingerprint"] != made_from or made_from == obj.compute_en_fingerprint():
        return  # the French was already stale (its English is kept, or was never known)
    EnglishSource.objects.update_or_create(
        **_identity(obj),
        defaults={
            "fingerprint": made_from,
            "texts": dict(zip(obj.french_source_fields, english, strict=True)),
        },
    )


def review_with_french(obj: FrenchProvenance, french: dict[str, str]) -> None:
    """An editor wrote or corrected the French and stands by it against today's English."""
    obj.set_french(FrenchStatus.REVIEWED, **french)
    obj.save()


def review_learn(obj: FrenchProvenance, *, matcher: NameMatcher | None = None) -> None:
    """After an editor's review: remember its sentences and clear the terminology flags."""
    memory_learn(obj, matcher=matcher)
    TranslationRecord.objects.filter(**_identity(obj)).update(
        terminology_flags=[], needs_review=False
    )


# --- Memory ------------------------------------------------------------------------------


def memory_learn(obj: FrenchProvenance, *, matcher: NameMatcher | None = None) -> int:
    """Remember the sentences of `obj`'s official or reviewed French; returns entries written."""
    if obj.fr_status not in REMEMBERED_STATUSES or obj.is_french_stale:
        return 0
    entries = {e.key_hash: e for e in _learner(matcher).entries(obj)}
    _upsert(list(entries.values()))
    return len(entries)


def memory_forget(obj: FrenchProvenance) -> int:
    """Forget what was learnt from `obj` (its French is being thrown away)."""
    content_type = ContentType.objects.get_for_model(obj)
    deleted, _ = MemoryEntry.objects.filter(source_type=content_type, source_id=obj.pk).delete()
    return deleted


@dataclass
class MemoryBuild:
    texts: int = 0  # official or reviewed texts read
    pairs: int = 0  # sentence pairs learnt
    outdated: int = 0  # official pairs refused: outdated wording ("jouez" for "cast")
    lost_keyword: int = 0  # official pairs refused: a keyword of the English is not in the French
    own_name: int = 0  # pairs refused: the French names its card where the English does not
    entries: int = 0  # memory entries written (exact and pattern, duplicates merged)


@transaction.atomic
def memory_rebuild(*, progress=None) -> MemoryBuild:
    """Delete the whole memory and learn again from every official, then reviewed, French.

    Reviewed French is learnt last, so that an editor's sentence wins over the same English
    sentence in an official text (where a printed card may use outdated wording).
    """
    MemoryEntry.objects.all().delete()
    learner = _learner()
    entries: dict[str, MemoryEntry] = {}
    texts = 0
    for obj in _remembered_objects():
        texts += 1
        entries.update((entry.key_hash, entry) for entry in learner.entries(obj))
        if progress:
            progress()
    MemoryEntry.objects.bulk_create(entries.values(), batch_size=1000)
    return MemoryBuild(
        texts, learner.pairs, learner.outdated, learner.lost_keyword, learner.own_name, len(entries)
    )


def _remembered_objects() -> Iterator[FrenchProvenance]:
    for status in REMEMBERED_STATUSES:
        for model in selectors.translated_models():
            objects = model.objects.filter(fr_status=status).order_by("pk")
            for obj in objects.iterator(chunk_size=2000):
                if not obj.is_french_stale:
                    yield obj


def _learner(matcher: NameMatcher | None = None) -> "_Learner":
    return _Learner(
        matcher or selectors.name_matcher(),
        term_translations(kind=TermKind.RULES_TERM),
        KeywordCheck(term_translations(kind=TermKind.KEYWORD)),
    )


@dataclass
class _Learner:
    """Turns an object's aligned sentences into memory entries, refusing the misleading ones."""

    matcher: NameMatcher
    official_terms: dict[str, str]
    keywords: KeywordCheck
    pairs: int = 0
    outdated: int = 0
    lost_keyword: int = 0
    own_name: int = 0

    def entries(self, obj: FrenchProvenance) -> Iterator[MemoryEntry]:
        source = {"source_type": ContentType.objects.get_for_model(obj), "source_id": obj.pk}
        card = _own_card(obj)
        for english, french in zip(obj.english_texts(), obj.french_texts(), strict=True):
            for english_sentence, french_sentence in aligned_sentences(english, french):
                if self._refused(english_sentence, french_sentence, obj, card):
                    continue
                self.pairs += 1
                yield from self._sentence_entries(english_sentence, french_sentence, obj, source)

    def _refused(self, english: str, french: str, obj, card) -> bool:
        # Printed French from before Magic 2010 says "jouez" where today's English says
        # "cast": official, but wrong for the current English. An editor's review is trusted.
        if obj.fr_status == FrenchStatus.OFFICIAL:
            if check_terminology(english, french, self.official_terms):
                self.outdated += 1
                return True
            if self.keywords.missing(english, french):
                self.lost_keyword += 1
                return True
        # Old printings name their own card where the Oracle text says "this spell"
        # ("Ne jouez la Frappe chaotique que..."): remembered, it would name that card
        # in the French of every other card with the same sentence.
        if (
            card is not None
            and card.name_fr
            and card.name_fr in french
            and card.name_en not in english
        ):
            self.own_name += 1
            return True
        return False

    def _sentence_entries(self, english, french, obj, source) -> Iterator[MemoryEntry]:
        key = memory_key(english, self.matcher)
        origin = obj.fr_status
        yield MemoryEntry(
            key_hash=key_hash(key.exact), english=key.exact, french=french, origin=origin, **source
        )
        pattern = french_pattern(french, key.cards) if key.pattern else None
        if pattern:
            yield MemoryEntry(
                key_hash=key_hash(key.pattern),
                english=key.pattern,
                french=pattern,
                is_pattern=True,
                origin=origin,
                **source,
            )


def _own_card(obj: FrenchProvenance):
    """The card a text belongs to: the card itself, or a ruling's card."""
    label = obj._meta.label
    if label == "rulings.Card":
        return obj
    if label == "rulings.Ruling":
        return obj.card
    return None


def _upsert(entries: list[MemoryEntry]) -> None:
    MemoryEntry.objects.bulk_create(
        entries,
        batch_size=500,
        update_conflicts=True,
        unique_fields=["key_hash"],
        update_fields=[
            "english",
            "french",
            "is_pattern",
            "origin",
            "source_type",
            "source_id",
            "updated_at",
        ],
    )
