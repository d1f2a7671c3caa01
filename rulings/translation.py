from modeltranslation.translator import TranslationOptions, register

from .models import Card, Ruling


@register(Card)
class CardTranslationOptions(TranslationOptions):
    fields = ("name", "type_line", "oracle_text")


@register(Ruling)
class RulingTranslationOptions(TranslationOptions):
    fields = ("text",)
