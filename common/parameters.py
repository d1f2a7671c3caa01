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
