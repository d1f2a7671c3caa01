"""The API's answer to parameters it refuses: one shape on every endpoint, whichever the
parameter, so that a bot reads every refusal the same way."""

from collections.abc import Iterable, Mapping

from django.http import JsonResponse


def invalid_parameters(fields: Mapping[str, Iterable]) -> JsonResponse:
    """The 400 naming each parameter refused and why, in the language active:
    {"error": "invalid parameters", "fields": {parameter: [messages]}}. `fields` may be a
    form's errors; messages may be lazy."""
    named = {name: [str(message) for message in messages] for name, messages in fields.items()}
    return JsonResponse({"error": "invalid parameters", "fields": named}, status=400)


# How much of what a bot typed an error message quotes back: a key of 6,000 characters came
# back whole.
ECHOED_CHARACTERS = 100


def echoed(typed: str) -> str:
    """What a bot typed, as an error message quotes it: in double quotes always (Python's
    repr chose single quotes, or double for "Serra's"), cut after ECHOED_CHARACTERS."""
    cut = typed if len(typed) <= ECHOED_CHARACTERS else typed[:ECHOED_CHARACTERS] + "…"
    return f'"{cut}"'
