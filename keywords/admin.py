from django.contrib import admin
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TabbedTranslationAdmin

from common.admin_lists import EditorListsMixin
from provenance.admin import (
    PROVENANCE_FIELDSET,
    FrenchProvenanceAdminMixin,
    FrenchProvenanceForm,
    FrenchStatusFilter,
)

from .models import GlossaryEntry, Keyword, Rule, RulesEdition
from .parsing.comprehensive_rules import kind_of_number, parent_number


@admin.register(RulesEdition)
class RulesEditionAdmin(EditorListsMixin, admin.ModelAdmin):
    list_display = ["effective_date", "is_current", "source", "imported_at"]
    readonly_fields = ["content_sha256", "imported_at"]


class RuleForm(FrenchProvenanceForm):
    """A rule's number, kind and parent agree, as an import makes them: an editor's 702.9zz
    of the kind chapter, with no parent, was listed among the chapters, and chapter 7's
    « next » led to it."""

    def clean(self) -> dict:
        cleaned = super().clean()
        number, kind, edition = (cleaned.get(name) for name in ("number", "kind", "edition"))
        if not (number and kind and edition):
            return cleaned
        named = kind_of_number(number)
        if named is None:
            self.add_error("number", _("A rule number is like 7, 702, 702.9 or 702.9a."))
        elif named != kind:
            label = Rule.Kind(named).label
            self.add_error(
                "kind",
                _("The kind of %(number)s is “%(kind)s”.") % {"number": number, "kind": label},
            )
        else:
            self._check_parent(number, edition, cleaned.get("parent"))
        return cleaned

    def _check_parent(self, number: str, edition, parent) -> None:
        wanted = parent_number(number)
        if parent is not None and wanted is None:
            self.add_error("parent", _("A chapter has no parent."))
        elif parent is not None and (parent.number, parent.edition_id) != (wanted, edition.pk):
            self.add_error(
                "parent",
                _("The parent of %(number)s is %(parent)s, of the same edition.")
                % {"number": number, "parent": wanted},
            )
        elif (
            parent is None
            and wanted
            and Rule.objects.filter(edition=edition, number=wanted).exists()
        ):
            self.add_error(
                "parent",
                _("%(parent)s, the parent of %(number)s, is in this edition: choose it.")
                % {"number": number, "parent": wanted},
            )


@admin.register(Rule)
class RuleAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    form = RuleForm
    list_display = ["number", "edition", "kind", "french_status"]
    list_filter = ["edition", "kind", "change", FrenchStatusFilter]
    search_fields = ["number", "text_en", "text_fr"]
    raw_id_fields = ["parent"]
    # Computed by the importer (keywords.history): shown, never typed.
    readonly_fields = ["predecessor", "change"]
    fieldsets = [
        (None, {"fields": ["edition", "number", "kind", "parent", "text", "examples"]}),
        (_("History"), {"fields": ["predecessor", "change"]}),
        PROVENANCE_FIELDSET,
    ]


@admin.register(GlossaryEntry)
class GlossaryEntryAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    list_display = ["term_en", "term_fr", "edition", "french_status"]
    list_filter = ["edition", FrenchStatusFilter]
    search_fields = ["term_en", "term_fr", "definition_en", "definition_fr"]
    folded_search_fields = ("term_en", "term_fr")
    fieldsets = [
        (None, {"fields": ["edition", "term", "term_fr_source", "definition"]}),
        PROVENANCE_FIELDSET,
    ]


@admin.register(Keyword)
class KeywordAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    list_display = ["name_en", "name_fr", "kind", "rule", "french_status"]
    list_filter = ["kind", FrenchStatusFilter]
    search_fields = ["name_en", "name_fr", "summary_en", "summary_fr"]
    folded_search_fields = ("name_en", "name_fr")
    prepopulated_fields = {"slug": ["name_en"]}
    # Found by its number ("701.46"), where a raw id field asked for the rule's database id.
    autocomplete_fields = ["rule"]
    fieldsets = [
        (
            None,
            {
                "fields": [
                    *("name", "name_fr_source", "slug", "kind", "rule"),
                    *("summary", "notes", "written_for"),
                ]
            },
        ),
        PROVENANCE_FIELDSET,
    ]
