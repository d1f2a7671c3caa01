"""The public translation coverage page."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from .models import MemoryEntry, PendingTranslation
from .selectors import translation_coverage


def coverage(request: HttpRequest) -> HttpResponse:
    rows = translation_coverage()
    context = {
        "rows": rows[:-1],
        "totals": rows[-1],
        "pending_count": PendingTranslation.objects.count(),
        "memory_count": MemoryEntry.objects.filter(is_pattern=False).count(),
    }
    return render(request, "machine_translation/coverage.html", context)
