from django.contrib import admin
from modeltranslation.admin import TabbedTranslationAdmin, TranslationStackedInline

from provenance.admin import PROVENANCE_FIELDSET, FrenchProvenanceAdminMixin, FrenchStatusFilter

from .models import Card, Ruling


class RulingInline(TranslationStackedInline):
    model = Ruling
    extra = 1
    fields = ["published_at", "source", "text", "fr_status", "fr_engine", "fr_translated_at"]


@admin.register(Card)
class CardAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    list_display = ["name_en", "name_fr", "type_line_en", "french_status"]
    list_filter = [FrenchStatusFilter, "keywords"]
    search_fields = ["name_en", "name_fr", "oracle_text_en", "=oracle_id"]
    prepopulated_fields = {"slug": ["name_en"]}
    filter_horizontal = ["keywords"]
    # The import links keywords from the names the card data gives: shown, not edited.
    readonly_fields = ["keyword_names"]
    inlines = [RulingInline]
    fieldsets = [
        (None, {"fields": ["name", "slug", "oracle_id", "mana_cost", "type_line", "oracle_text"]}),
        (None, {"fields": ["keywords", "keyword_names"]}),
        PROVENANCE_FIELDSET,
    ]


@admin.register(Ruling)
class RulingAdmin(FrenchProvenanceAdminMixin, TabbedTranslationAdmin):
    list_display = ["card", "published_at", "source", "french_status"]
    list_filter = ["source", ("published_at", admin.DateFieldListFilter), FrenchStatusFilter]
    date_hierarchy = "published_at"
    search_fields = ["card__name_en", "card__name_fr", "text_en", "text_fr"]
    autocomplete_fields = ["card"]
    fieldsets = [
        (None, {"fields": ["card", "published_at", "source", "text"]}),
        PROVENANCE_FIELDSET,
    ]
