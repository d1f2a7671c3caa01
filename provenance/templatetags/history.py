"""The admin history's texts before and after each save (common.admin_history)."""

from django import template

from common.admin_history import change_message_shown, history_values

register = template.Library()


@register.filter
def replaced_texts(change_message: str) -> list[tuple[str, str, str]]:
    """(label, old, new) of each text a history entry's save replaced."""
    return history_values(change_message or "")


@register.simple_tag
def change_message(entry) -> str:
    """A history entry's message in the reader's language (common.admin_history)."""
    return change_message_shown(entry)
