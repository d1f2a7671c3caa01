"""What the translation workflow keeps, apart from the translated models themselves.

Translated models (anything built on provenance.FrenchProvenance) are never given fields
here: each piece of state points at its object through a content type and an id.
"""

from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.utils.translation import gettext_lazy as _


class PendingTranslation(models.Model):
    """A text waiting for French: queued by a save, done by `manage.py translate --pending`."""

    content_type = models.ForeignKey(
        ContentType, verbose_name=_("kind of text"), on_delete=models.CASCADE
    )
    object_id = models.PositiveBigIntegerField(_("text id"))
    content_object = GenericForeignKey("content_type", "object_id")
    queued_at = models.DateTimeField(_("queued at"), db_index=True)
    attempts = models.PositiveIntegerField(_("failed attempts"), default=0)
    last_error = models.TextField(_("last error"), blank=True)
    last_attempt_at = models.DateTimeField(_("last attempt"), null=True, blank=True)

    class Meta:
        ordering = ["queued_at", "pk"]
        verbose_name = _("text waiting for translation")
        verbose_name_plural = _("texts waiting for translation")
        constraints = [
            models.UniqueConstraint(
                fields=["content_type", "object_id"], name="one_pending_translation_per_object"
            )
        ]

    def __str__(self) -> str:
        return f"{self.content_type.model} #{self.object_id}"


class TranslationRecord(models.Model):
    """How the current French of one object was made: engine, share from memory, flags."""

    content_type = models.ForeignKey(
        ContentType, verbose_name=_("kind of text"), on_delete=models.CASCADE
    )
    object_id = models.PositiveBigIntegerField(_("text id"))
    content_object = GenericForeignKey("content_type", "object_id")
    engine = models.CharField(_("engine"), max_length=100, blank=True)
    translated_at = models.DateTimeField(_("translated at"))
    sentence_count = models.PositiveIntegerField(_("sentences"), default=0)
    memory_sentence_count = models.PositiveIntegerField(_("sentences from memory"), default=0)
    # [{"field": "text", "english": "cast", "official": "lancer", "found": "jouez"}, ...]
    terminology_flags = models.JSONField(_("terminology flags"), default=list, blank=True)
    needs_review = models.BooleanField(_("needs review"), default=False, db_index=True)

    class Meta:
        verbose_name = _("French review")
        verbose_name_plural = _("French review")
        permissions = [("review_french", _("Can review French translations"))]
        constraints = [
            models.UniqueConstraint(
                fields=["content_type", "object_id"], name="one_translation_record_per_object"
            )
        ]

    def __str__(self) -> str:
        return f"{self.content_type.model} #{self.object_id}"

    @property
    def memory_share(self) -> float:
        """Share of the sentences that came from the translation memory (0 to 1)."""
        return self.memory_sentence_count / self.sentence_count if self.sentence_count else 0.0


class MemoryEntry(models.Model):
    """One English sentence and its official or reviewed French.

    A pattern entry has card names as numbered slots (⟨0⟩) on both sides, so that it serves
    every card; see machine_translation.memory.
    """

    class Origin(models.TextChoices):
        OFFICIAL = "official", _("Official")
        REVIEWED = "reviewed", _("Reviewed by an editor")

    # The key can be a long sentence: it is looked up by its SHA-256.
    key_hash = models.CharField(_("key"), max_length=64, unique=True)
    english = models.TextField(_("English"))
    french = models.TextField(_("French"))
    is_pattern = models.BooleanField(_("card names as slots"), default=False)
    origin = models.CharField(_("origin"), max_length=10, choices=Origin.choices)
    source_type = models.ForeignKey(
        ContentType,
        verbose_name=_("kind of the text learnt from"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
    )
    source_id = models.PositiveBigIntegerField(
        _("id of the text learnt from"), null=True, blank=True
    )
    source = GenericForeignKey("source_type", "source_id")
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    class Meta:
        ordering = ["english"]
        verbose_name = _("translation memory entry")
        verbose_name_plural = _("translation memory")
        indexes = [models.Index(fields=["source_type", "source_id"])]

    def __str__(self) -> str:
        return self.english[:80]


class EnglishSource(models.Model):
    """The English an object's reviewed or machine French was made from, kept when the English
    changes under it, so that an editor sees what changed since (the review screen's diff).

    One per object. Only a fingerprint is kept on the object itself; this is the text behind it,
    used only while its fingerprint is still the one the French was made from.
    """

    content_type = models.ForeignKey(
        ContentType, verbose_name=_("kind of text"), on_delete=models.CASCADE
    )
    object_id = models.PositiveBigIntegerField(_("text id"))
    content_object = GenericForeignKey("content_type", "object_id")
    fingerprint = models.CharField(_("fingerprint"), max_length=64)
    # {"text": "…"}: one entry per translated field of the object.
    texts = models.JSONField(_("English texts"), default=dict)
    kept_at = models.DateTimeField(_("kept at"), auto_now=True)

    class Meta:
        verbose_name = _("English the French was made from")
        verbose_name_plural = _("English the French was made from")
        constraints = [
            models.UniqueConstraint(
                fields=["content_type", "object_id"], name="one_english_source_per_object"
            )
        ]

    def __str__(self) -> str:
        return f"{self.content_type.model} #{self.object_id}"
