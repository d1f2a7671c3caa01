"""A link from a public page to the admin form of what it shows, for an editor signed in."""

from django import template
from django.conf import settings
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _

register = template.Library()


@register.simple_tag(takes_context=True)
def edit_link(context, obj) -> str:
    """« Modifier dans l'administration » for a visitor who may change `obj`. Only a request
    carrying a session cookie reads who it is: the others' pages do not vary with the cookie
    (Vary: Cookie), which shared caches would then keep one copy per visitor of."""
    request = context.get("request")
    if request is None or obj is None or settings.SESSION_COOKIE_NAME not in request.COOKIES:
        return ""
    meta = obj._meta
    if not request.user.has_perm(f"{meta.app_label}.change_{meta.model_name}"):
        return ""
    url = reverse(f"admin:{meta.app_label}_{meta.model_name}_change", args=[obj.pk])
    return format_html(
        '<p class="edit-link"><a href="{}">{}</a></p>', url, _("Edit in the administration")
    )
