"""What a visitor or a bot may ask of the search: every parameter checked before use."""

from django import forms

from .query_text import MAX_QUERY_LENGTH
from .registry import DOCUMENT_TYPES
from .results import MAX_PAGE


class QueryField(forms.CharField):
    """Free text: control characters such as NUL are blanked, not refused (query_text
    neutralises everything else)."""

    def to_python(self, value):
        return super().to_python(value).replace("\x00", " ")


class SearchForm(forms.Form):
    q = QueryField(required=False, strip=True)
    type = forms.ChoiceField(required=False, choices=[("", "")] + [(t, t) for t in DOCUMENT_TYPES])
    source = forms.SlugField(required=False, max_length=40)
    year = forms.IntegerField(required=False, min_value=1993, max_value=2100)
    page = forms.IntegerField(required=False, min_value=1, max_value=MAX_PAGE)
    lang = forms.ChoiceField(required=False, choices=[("", ""), ("fr", "fr"), ("en", "en")])

    def clean_q(self) -> str:
        # Longer input is cut, not refused: query_text caps it again before analysis.
        return self.cleaned_data["q"][: MAX_QUERY_LENGTH * 4]
