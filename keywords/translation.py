from modeltranslation.translator import TranslationOptions, register

from .models import GlossaryEntry, Keyword, Rule


@register(Rule)
class RuleTranslationOptions(TranslationOptions):
    fields = ("text", "examples")


@register(GlossaryEntry)
class GlossaryEntryTranslationOptions(TranslationOptions):
    fields = ("term", "definition")


@register(Keyword)
class KeywordTranslationOptions(TranslationOptions):
    fields = ("name", "summary", "notes")
