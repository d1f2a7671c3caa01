"""Cards and their dated rulings."""

from django.core.validators import MaxLengthValidator
from django.db import models
from django.db.models import F
from django.urls import reverse
from django.utils.text import Truncator
from django.utils.translation import gettext_lazy as _

from common.collation import CodePointOrder, collation_key
from keywords.models import Keyword
from provenance.models import FrenchPrinting, FrenchProvenance, FrenchStatus, name_source_field

# How a card's name joins its faces' names: "Fire // Ice" as the card data gives it, "Fire//Ice"
# as an editor may type it.
FACES_JOINED_BY = "//"


class Card(FrenchProvenance):
    """An oracle card: one per Scryfall oracle id, however many printings it has."""

    french_source_fields = ("type_line", "oracle_text")
    covered_texts = _("card texts (type line and rules text)")
    name_fields = ("name",)

    # Rulings belong to the oracle card, not a printing: cards are keyed on the oracle id.
    # It is empty only for demo cards whose id the seeds do not give; the importers fill it in.
    oracle_id = models.UUIDField(_("Scryfall oracle id"), unique=True, null=True, blank=True)
    slug = models.SlugField(_("slug"), max_length=200, unique=True)
    name = models.CharField(_("name"), max_length=200)
    name_fr_source = name_source_field()
    type_line = models.CharField(_("type line"), max_length=200, blank=True)
    oracle_text = models.TextField(_("oracle text"), blank=True)
    mana_cost = models.CharField(_("mana cost"), max_length=100, blank=True)
    # What each face prints in its corner, as the card data gives it: [{"power": "2",
    # "toughness": "2"}, {"loyalty": "3"}], one object per face ({} for a face with none);
    # [] for a card that prints none; None where no card data gave them (an editor's card, or
    # one imported before they were: import_cards fills them).
    stats = models.JSONField(
        _("power and toughness, loyalty, defense"),
        null=True,
        default=None,
        blank=True,
        editable=False,
    )
    keywords = models.ManyToManyField(
        Keyword, verbose_name=_("keywords"), blank=True, related_name="cards"
    )
    # The day the imported card data was built (MTGJSON meta.date): its Oracle text, formats
    # and rulings are as they stood then. None for a card no dated data gave (an editor's, the
    # demo's), or imported before this was recorded (import_cards fills it).
    data_of = models.DateField(_("date of the card data"), null=True, blank=True, editable=False)
    # The keyword names the card data gives (MTGJSON "keywords"), one per line. Kept so that
    # cards can be linked again to keywords a later rules import creates.
    keyword_names = models.TextField(
        _("keyword names in the card data"), blank=True, editable=False
    )
    # Where the official French was printed: the newest French printing (its set and the
    # set's release date). French printed beside an English that is not today's Oracle text
    # is older wording ("créature ou joueur" for "any target"): fr_outdated, shown as such.
    fr_set_code = models.CharField(_("set of the French printing"), max_length=12, blank=True)
    fr_released_on = models.DateField(_("release date of that set"), null=True, blank=True)
    fr_outdated = models.BooleanField(
        _("printed French of an older wording"),
        default=False,
        help_text=_("The English printed beside this French differs from today's Oracle text."),
    )
    # The type line printed beside that French named other types than today's (« Créature :
    # ondin et seigneur » for "Creature — Merfolk": Lords are no longer a creature type).
    fr_type_outdated = models.BooleanField(
        _("printed French type line of older types"),
        default=False,
        help_text=_("The type line printed beside this French differs from today's."),
    )
    # Alchemy's digital rebalancing of a card ("A-Falcon Abomination", MTGJSON isRebalanced):
    # an oracle card of its own, left out of the card list unless asked for.
    is_rebalanced = models.BooleanField(_("Alchemy rebalanced version"), default=False)
    # Format -> "Legal", "Banned", "Restricted" or "Not Legal", as the card data gives them
    # (MTGJSON "legalities"; formats the data leaves out are not listed).
    legalities = models.JSONField(_("format legalities"), default=dict, blank=True)
    # The distinct words of the flavor texts of its printings in each language, lower case,
    # sorted (MTGJSON flavorText): search reads them as everyday words of the language, so
    # that a word of a question no rules text uses (« je peux ») is no typo of a name
    # (« Peur »). Filled by the importer, which adds the words of the sets it reads; the flavor
    # texts themselves are not kept.
    flavor_words_en = models.TextField(
        _("words of its English flavor texts"), blank=True, default="", editable=False
    )
    flavor_words_fr = models.TextField(
        _("words of its French flavor texts"), blank=True, default="", editable=False
    )
    # The collation keys of the name each language's pages show (common.collation): the card
    # list pages through 20,000+ cards in that order, too many to sort in Python per request.
    # Filled on save, and by the importer, which writes in bulk.
    sort_name_en = models.TextField(editable=False, default="")
    sort_name_fr = models.TextField(editable=False, default="")

    class Meta:
        ordering = ["name_en"]
        indexes = [
            models.Index(fields=["name_en"], name="rulings_card_name_en_idx"),
            # Every card in name order (a keyword's cards), as the lists compare the names
            # (CodePointOrder), then by id: PostgreSQL reads the ids and names of Flying's 2,211
            # cards from here rather than from the cards' whole rows.
            models.Index(CodePointOrder("sort_name_en"), F("id"), name="rulings_card_sort_en_idx"),
            models.Index(CodePointOrder("sort_name_fr"), F("id"), name="rulings_card_sort_fr_idx"),
            # The card list leaves Alchemy's rebalanced versions out: these keep its pages
            # read from the index alone, as they were before the filter. In the list's order
            # (name, then id), with the type line a list may be narrowed by: "Creature" pages
            # and their count are read from the index too (3 ms, where scanning the cards'
            # whole rows took 30 ms a query). The name in the order the list compares it in
            # (CodePointOrder: the "C" collation on PostgreSQL, which would otherwise sort
            # every card for each page; the bare column on SQLite).
            models.Index(
                CodePointOrder("sort_name_en"),
                F("id"),
                F("type_line_en"),
                condition=models.Q(is_rebalanced=False),
                name="rulings_card_list_en_idx",
            ),
            models.Index(
                CodePointOrder("sort_name_fr"),
                F("id"),
                F("type_line_en"),
                condition=models.Q(is_rebalanced=False),
                name="rulings_card_list_fr_idx",
            ),
        ]
        verbose_name = _("card")
        verbose_name_plural = _("cards")

    def __str__(self) -> str:
        return self.name_en or self.name

    def get_absolute_url(self) -> str:
        return reverse("rulings:card-detail", kwargs={"slug": self.slug})

    def save(self, *args, **kwargs) -> None:
        self.sort_names_fill()
        if kwargs.get("update_fields") is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], "sort_name_en", "sort_name_fr"}
        super().save(*args, **kwargs)

    def sort_names_fill(self) -> None:
        """The keys of the names pages show: French pages show the English one when no
        French name is known."""
        english = self.name_en or self.name or ""
        self.sort_name_en = collation_key(english)
        self.sort_name_fr = collation_key(self.name_fr or english)

    def faces_stats(self, language: str) -> list[tuple[str, str, dict]]:
        """Each face's corner beside the face's name and that name's language, for a card
        of several faces (Delver of Secrets 1/1, Insectile Aberration 3/2: two lines of
        « Force/endurance » said not which was which); a card of one face, or whose name
        does not split into its faces, names none ("")."""
        stats = self.stats or []
        name, name_language = self.name_en or "", "en"
        if language == "fr" and self.name_fr:
            name, name_language = self.name_fr, "fr"
        faces = [face.strip() for face in name.split(FACES_JOINED_BY)]
        if len(stats) < 2 or len(faces) != len(stats):
            return [("", "", face) for face in stats]
        return [
            (face_name, name_language, face) for face_name, face in zip(faces, stats, strict=True)
        ]

    def french_printing(self, field: str) -> FrenchPrinting | None:
        if self.fr_status != FrenchStatus.OFFICIAL or not self.fr_set_code:
            return None
        # Each field was compared with today's as printed beside it: the rules text word for
        # word, the type line by the types it names (rulings.importing.wording).
        outdated = {"oracle_text": self.fr_outdated, "type_line": self.fr_type_outdated}
        return FrenchPrinting(self.fr_set_code, self.fr_released_on, outdated.get(field, False))


class Printing(models.Model):
    """A set the card was printed in, as the imported card data names and dates it."""

    card = models.ForeignKey(
        Card, verbose_name=_("card"), on_delete=models.CASCADE, related_name="printings"
    )
    set_code = models.CharField(_("set code"), max_length=12)
    set_name = models.CharField(_("set name"), max_length=200, blank=True)
    # Official, as the card data gives it; most sets have none there (28 of 579).
    set_name_fr = models.CharField(_("French set name"), max_length=200, blank=True, default="")
    released_on = models.DateField(_("release date of the set"), null=True, blank=True)

    class Meta:
        ordering = ["card", "released_on", "set_code"]
        verbose_name = _("printing")
        verbose_name_plural = _("printings")
        constraints = [
            models.UniqueConstraint(fields=["card", "set_code"], name="unique_printing_per_set")
        ]
        indexes = [models.Index(fields=["set_code"], name="rulings_printing_set_idx")]

    def __str__(self) -> str:
        return f"{self.card} · {self.set_code}"


# The longest official ruling has 1,505 characters: a text of 110,000 pasted by mistake made
# the French feed 270 KB. On the field, so that every form writing a ruling refuses longer: the
# admin's and the review screen's, which let 50,000 through.
RULING_MAX_LENGTH = 10_000


class Ruling(FrenchProvenance):
    """A dated ruling on a card, with the source that published it (wotc, scryfall...)."""

    french_source_fields = ("text",)
    covered_texts = _("rulings")
    review_search_also = ("card__name_en", "card__name_fr")

    card = models.ForeignKey(
        Card, verbose_name=_("card"), on_delete=models.CASCADE, related_name="rulings"
    )
    published_at = models.DateField(_("published on"), db_index=True)
    source = models.CharField(
        _("source"),
        max_length=40,
        blank=True,
        db_index=True,
        help_text=_("Who published it, e.g. wotc or scryfall; empty when the data does not say."),
    )
    text = models.TextField(_("text"), validators=[MaxLengthValidator(RULING_MAX_LENGTH)])

    class Meta:
        ordering = ["card", "published_at", "pk"]
        verbose_name = _("ruling")
        verbose_name_plural = _("rulings")
        constraints = [
            # The same ruling text on the same card and date is one ruling, whatever the
            # number of printings or files it was read from.
            models.UniqueConstraint(
                fields=["card", "published_at", "en_fingerprint"], name="unique_ruling_per_card"
            )
        ]

    def __str__(self) -> str:
        """The card, the date and the English's first words: a card has several rulings of a
        date (Tempt with Mayhem, five of 2024-06-07), which the admin's messages, history
        and lists named alike. Unquoted: the admin's messages quote the name whole."""
        return f"{self.card} · {self.published_at} · {Truncator(self.text_en or '').words(8)}"

    def get_absolute_url(self) -> str:
        return f"{self.card.get_absolute_url()}#ruling-{self.pk}"
