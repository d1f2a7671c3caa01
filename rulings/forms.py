"""What a visitor may ask of the card list: every parameter checked before use."""

from django import forms
from django.utils.translation import gettext_lazy as _

from common.collation import collation_key
from common.pagination import PageField
from common.query_strings import OneValueEachForm, typed_as_is

# The letters of the card list's letter bar: names file under them folded (« Éclair » under e).
LETTERS = "abcdefghijklmnopqrstuvwxyz"

# The card types a list can be narrowed to, as the English type lines spell them.
CARD_TYPES = {
    "Artifact": _("Artifact"),
    "Battle": _("Battle"),
    "Creature": _("Creature"),
    "Enchantment": _("Enchantment"),
    "Instant": _("Instant"),
    "Land": _("Land"),
    "Planeswalker": _("Planeswalker"),
    "Sorcery": _("Sorcery"),
}


class AnyCaseChoiceField(forms.ChoiceField):
    """A choice written in any case ("creature", "CREATURE"), as the set code is taken: read,
    and shown chosen in the menu, as the choice it names."""

    def to_python(self, value):
        return self._choice_named(super().to_python(value))

    def prepare_value(self, value):
        return self._choice_named(value)

    def _choice_named(self, value):
        if not isinstance(value, str):
            return value
        folded = value.casefold()
        return next((key for key, _label in self.choices if key.casefold() == folded), value)


class CardFilterForm(OneValueEachForm):
    # Read by the view's paginator (common.pagination.page_asked: past the last is a 404).
    page = typed_as_is(label=_("Page"))
    type = AnyCaseChoiceField(
        label=_("Type"),
        required=False,
        choices=[("", _("any type"))] + list(CARD_TYPES.items()),
    )
    set = forms.RegexField(
        label=_("Set code"),
        required=False,
        max_length=12,
        regex=r"^[0-9A-Za-z]+$",
        error_messages={"invalid": _("A set code is letters and digits only, such as MH2.")},
    )
    rulings = forms.BooleanField(label=_("with rulings only"), required=False)
    alchemy = forms.BooleanField(label=_("Alchemy rebalanced versions too"), required=False)
    # The letter bar's links: the list from the page where that letter's names begin.
    letter = AnyCaseChoiceField(
        label=_("Letter"), required=False, choices=[("", ""), *((c, c) for c in LETTERS)]
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # In the alphabetical order of the page's language: « …, Éphémère, Planeswalker,
        # Rituel, Terrain », not the English order of « Éphémère, Terrain, Planeswalker ».
        by_label = sorted(CARD_TYPES.items(), key=lambda item: collation_key(str(item[1])))
        self.fields["type"].choices = [("", _("any type")), *by_label]

    def clean_set(self) -> str:
        return self.cleaned_data["set"].upper()


class CardPageForm(OneValueEachForm):
    """The API's card index's `?page=` (rulings.api.card_list), refused with the search's
    wording for the same check."""

    page = PageField(required=False)
