"""The review screen's in-place form: an editor corrects the French of one text and stands by it."""

from django import forms
from django.core.validators import MaxLengthValidator
from django.utils.translation import gettext_lazy as _

from common.typed_text import clean_typed_text
from provenance.models import FrenchProvenance, fingerprint


def french_fix_prefix(key: str) -> str:
    """Each row's form has its own names and ids: "fix-<content type id>-<pk>"."""
    return "fix-" + key.replace(":", "-")


def _rows_for(obj: FrenchProvenance, name: str) -> int:
    """Tall enough to read the whole French (or English, when there is no French yet)."""
    text = getattr(obj, f"{name}_fr") or getattr(obj, f"{name}_en") or ""
    return min(14, max(3, len(text) // 40 + text.count("\n") + 1))


def _limits_of(model_field) -> list:
    """The model field's own checks (a ruling's length), which its admin form applies, but the
    length of a CharField, which the form's max_length checks already."""
    return [
        validator
        for validator in model_field.validators
        if not (
            isinstance(validator, MaxLengthValidator)
            and validator.limit_value == model_field.max_length
        )
    ]


class FrenchFixForm(forms.Form):
    """The French of every translated field of one object, with what the editor saw.

    The fingerprints of the English and French shown when the page was drawn travel with the
    form: if either changed before the save, the save is refused and the French typed is shown
    again, never silently dropped nor pinned to an English the editor has not read.
    """

    english_seen = forms.CharField(widget=forms.HiddenInput)
    french_seen = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, obj: FrenchProvenance, key: str, *args, **kwargs) -> None:
        kwargs.setdefault("prefix", french_fix_prefix(key))
        kwargs.setdefault(
            "initial",
            {
                "english_seen": obj.compute_en_fingerprint(),
                "french_seen": fingerprint(*obj.french_texts()),
                **{name: getattr(obj, f"{name}_fr") or "" for name in obj.french_source_fields},
            },
        )
        super().__init__(*args, **kwargs)
        self.obj = obj
        for name in obj.french_source_fields:
            model_field = obj._meta.get_field(f"{name}_fr")
            self.fields[name] = forms.CharField(
                label=obj._meta.get_field(name).verbose_name,
                required=False,
                strip=True,
                max_length=model_field.max_length,
                validators=_limits_of(model_field),
                widget=forms.Textarea(
                    attrs={"rows": _rows_for(obj, name), "lang": "fr", "class": "french-fix-text"}
                ),
            )
        clean_typed_text(self)

    def french(self) -> dict[str, str]:
        return {name: self.cleaned_data[name] for name in self.obj.french_source_fields}

    def clean(self) -> dict:
        cleaned = super().clean()
        if self.errors:
            return cleaned
        if cleaned["english_seen"] != self.obj.compute_en_fingerprint():
            raise forms.ValidationError(
                _(
                    "The English changed while you were writing: read it again, then save. "
                    "Your French is kept in the box."
                ),
                code="english_changed",
            )
        if (cleaned.get("french_seen") or "") != fingerprint(*self.obj.french_texts()):
            raise forms.ValidationError(
                _(
                    "Someone else saved another French for this text meanwhile: “%(french)s”. "
                    "Yours is kept in the box: save again to replace it."
                ),
                code="french_changed",
                params={"french": " / ".join(text for text in self.obj.french_texts() if text)},
            )
        if not any(cleaned.get(name) for name in self.obj.french_source_fields):
            raise forms.ValidationError(
                _("Write the French before saving: an empty French cannot be reviewed."),
                code="empty",
            )
        for name in self.obj.french_source_fields:
            if cleaned.get(name) and not (getattr(self.obj, f"{name}_en") or "").strip():
                # French with no English would be "reviewed" against nothing.
                self.add_error(
                    name,
                    _(
                        "There is no English here to translate: "
                        "French is only written for an English text."
                    ),
                )
        return cleaned

    def seen_now(self) -> "FrenchFixForm":
        """The same typed French, with the fingerprints of what the page now shows (after a
        refused save: a second click saves it, unless something changed yet again)."""
        data = self.data.copy()
        data[self.add_prefix("english_seen")] = self.obj.compute_en_fingerprint()
        data[self.add_prefix("french_seen")] = fingerprint(*self.obj.french_texts())
        refreshed = FrenchFixForm(self.obj, "", data, prefix=self.prefix)
        refreshed.full_clean()
        for error in self.non_field_errors():
            refreshed.add_error(None, error)
        return refreshed
