"""{{ ruling.source|ruling_source }}: a ruling's publisher as the search results name it."""

from django import template

from rulings.sources import ruling_source_label

register = template.Library()
register.filter("ruling_source", ruling_source_label)
