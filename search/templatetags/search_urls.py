from django import template

from search.views import hit_url

register = template.Library()


@register.simple_tag
def result_url(hit) -> str:
    return hit_url(hit)
