"""English -> French game terms: keywords, card types and rules words."""

from django.db import models
from django.utils.translation import gettext_lazy as _

from .vocabulary import TermKind


class Term(models.Model):
    """One English term and its French, as printed on cards or as an editor corrected it."""

    Kind = TermKind  # the kinds the miner gives (terminology.vocabulary)

    class Source(models.TextChoices):
        MINED = "mined", _("Mined from printed cards")
        EDITOR = "editor", _("Verified by an editor")

    english = models.CharField(_("English"), max_length=100)
    french = models.CharField(_("French"), max_length=100)
    kind = models.CharField(_("kind"), max_length=20, choices=Kind.choices)
    count = models.PositiveIntegerField(
        _("cards"), default=0, help_text=_("How many printed cards support the pair.")
    )
    confidence = models.FloatField(
        _("confidence"),
        default=0.0,
        help_text=_(
            "Keywords and card types: the French term's share of the votes. Rules terms: how "
            "often the two terms occur together (Dice coefficient). 1 is certain."
        ),
    )
    source = models.CharField(
        _("source"),
        max_length=10,
        choices=Source.choices,
        default=Source.MINED,
        db_index=True,
        help_text=_("A pair verified by an editor is never changed by mining again."),
    )
    updated_at = models.DateTimeField(_("updated"), auto_now=True, db_index=True)

    class Meta:
        ordering = ["kind", "english"]
        verbose_name = _("term")
        verbose_name_plural = _("terms")
        constraints = [
            models.UniqueConstraint(fields=["english", "kind"], name="unique_term_per_kind")
        ]

    def __str__(self) -> str:
        return f"{self.english} = {self.french}"


class LexiconEntry(models.Model):
    """A French word or phrase of card text and its English, aligned on the printed cards."""

    Source = Term.Source

    french = models.CharField(_("French"), max_length=100, db_index=True)
    english = models.CharField(_("English"), max_length=100)
    aligned = models.PositiveIntegerField(
        _("aligned"),
        default=0,
        help_text=_("Sentence pairs of printed cards where the two were aligned."),
    )
    cooccurrences = models.PositiveIntegerField(
        _("together"), default=0, help_text=_("Sentence pairs holding both.")
    )
    french_count = models.PositiveIntegerField(
        _("French count"), default=0, help_text=_("Sentence pairs holding the French.")
    )
    english_count = models.PositiveIntegerField(
        _("English count"), default=0, help_text=_("Sentence pairs holding the English.")
    )
    score = models.FloatField(
        _("Dice"),
        default=0.0,
        help_text=_("How often the two occur together (Dice coefficient). 1 is always."),
    )
    source = models.CharField(
        _("source"),
        max_length=10,
        choices=Source.choices,
        default=Source.MINED,
        db_index=True,
        help_text=_(
            "An entry an editor changed, verified or rejected is never changed by mining "
            "again, nor are the other entries of its French."
        ),
    )
    rejected = models.BooleanField(
        _("rejected"),
        default=False,
        db_index=True,
        help_text=_(
            "A wrong pair, kept so that mining does not bring it back. The search never reads "
            "the French as this English, not even through another form of its word."
        ),
    )
    updated_at = models.DateTimeField(_("updated"), auto_now=True, db_index=True)

    class Meta:
        ordering = ["french", "english"]
        verbose_name = _("lexicon entry")
        verbose_name_plural = _("lexicon")
        constraints = [
            models.UniqueConstraint(fields=["french", "english"], name="unique_lexicon_pair")
        ]

    def __str__(self) -> str:
        return f"{self.french} = {self.english}"


class UnreadWord(models.Model):
    """A French word visitors searched that Grimoire reads as nothing: no term, no lexicon
    entry, no name, no word of the English texts nor of the French flavor texts. The editors'
    worklist of the game's French that the search is missing (« multijoueur », « horodatage »).

    Only the word is kept, with how many searches held it and on which days first and last:
    never the search it came in, nor who searched (terminology.unread_words)."""

    word = models.CharField(_("word"), max_length=40, unique=True)  # folded: its key
    typed = models.CharField(
        _("as typed"), max_length=40, help_text=_("As last typed, in lower case.")
    )
    searches = models.PositiveIntegerField(_("searches"), default=0, db_index=True)
    first_searched = models.DateField(_("first searched"))
    last_searched = models.DateField(_("last searched"))
    dismissed = models.BooleanField(
        _("dismissed"),
        default=False,
        db_index=True,
        help_text=_("An everyday word or a typo, which needs no term; still counted."),
    )

    class Meta:
        ordering = ["-searches", "word"]
        verbose_name = _("unread French word")
        verbose_name_plural = _("unread French words")

    def __str__(self) -> str:
        return self.typed
