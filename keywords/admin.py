from django.contrib import admin
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TabbedTranslationAdmin

from common.admin_lists import EditorListsMixin
from provenance.admin import PROVENANCE_FIELDSET, FrenchProvenanceAdminMixin, FrenchStatusFilter

from .models import GlossaryEntry, Keyword, Rule, RulesEdition


@admin.register(RulesEdition)
class RulesEditionAdmin(EditorListsMixin, admin.ModelAdmin):
    list_display = ["effective_date", "is_current", "source", "imported_at"]
    readonly_fields = ["content_sha256", "imported_at"]


@admin.register(Rule)
class RuleAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
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
