"""The editors' side: the French review screen, the queue, and the translation memory."""

from urllib.parse import urlencode

from django.contrib import admin, messages
from django.core.exceptions import NON_FIELD_ERRORS, PermissionDenied
from django.core.paginator import Paginator
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop, ngettext

from common.admin_history import record_change, record_texts_changed
from common.admin_lists import EditorListsMixin
from common.pagination import page_asked
from provenance.admin import tell_what_was_reviewed
from provenance.models import FrenchStatus
from provenance.services import Reviewed

from . import selectors, services
from .backends import get_backend
from .forms import FrenchFixForm
from .models import MemoryEntry, PendingTranslation, TranslationRecord
from .translating import RunReport, translate_now

REVIEW_PAGE_SIZE = 25


def _status_choices() -> list[tuple[str, str]]:
    return [
        ("to_review", _("To review: machine or stale")),
        ("machine", str(FrenchStatus.MACHINE.label)),
        ("stale", _("Stale (English changed since)")),
        ("reviewed", str(FrenchStatus.REVIEWED.label)),
        ("official", str(FrenchStatus.OFFICIAL.label)),
        ("missing", str(FrenchStatus.MISSING.label)),
        ("all", _("All")),
    ]


@admin.register(TranslationRecord)
class FrenchReviewAdmin(admin.ModelAdmin):
    """The review screen: machine and stale French beside the English, for every model."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def changelist_view(self, request: HttpRequest, extra_context=None) -> HttpResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        models = {m._meta.label_lower: m for m in selectors.translated_models()}
        model = models.get(request.GET.get("model", ""), models.get("rulings.ruling"))
        if request.method == "POST" and "fix" in request.POST:
            return self._fix(request, models, model, extra_context)
        if request.method == "POST":
            return self._act(request, model)
        return self._listing(request, models, model, extra_context=extra_context)

    def _listing(
        self, request: HttpRequest, models: dict, model, *, bound=None, extra_context=None
    ) -> HttpResponse:
        """The list of texts with their French; `bound`: a refused in-place save, shown alone
        with what the editor typed and why it was refused. A page the list does not have is
        not found, as the card list's (common.pagination.page_asked)."""
        filters = _filters(request)
        objects = selectors.review_queryset(model, **filters)
        if bound is not None:
            filters["pk"] = bound.obj.pk
            objects = type(bound.obj).objects.filter(pk=bound.obj.pk)
        paginator = Paginator(objects, REVIEW_PAGE_SIZE)
        asked = "1" if bound is not None else request.GET.get("page")
        page = page_asked(paginator, asked)
        rows = selectors.review_rows(model, list(page.object_list)) if page else []
        can_fix = request.user.has_perms(
            ["machine_translation.review_french", _change_permission_of(model)]
        )
        forms = {}
        if can_fix:
            forms = {row.key: FrenchFixForm(row.obj, row.key) for row in rows}
            if bound is not None:
                forms = {key: bound for key in forms}
        context = {
            **self.admin_site.each_context(request),
            "title": _("Review French translations"),
            "opts": self.model._meta,
            "models": [(label, m._meta.verbose_name_plural) for label, m in models.items()],
            "model_label": model._meta.label_lower,
            "statuses": _status_choices(),
            "status": filters["status"],
            "flagged": filters["flagged"],
            "pk": filters["pk"],
            "q": filters["words"],
            "list_query": _list_query(model, filters),
            "paginator": paginator,
            "page": page,
            "rows": [(row, forms.get(row.key)) for row in rows],
            "actions": self._action_choices(),
            **(extra_context or {}),
        }
        if page is None:  # where the list ends, and a link there
            context |= {"page_missing": request.GET["page"], "last_page": paginator.num_pages}
        template = "machine_translation/review.html"
        return TemplateResponse(request, template, context, status=404 if page is None else 200)

    def _fix(self, request: HttpRequest, models: dict, listed_model, extra_context) -> HttpResponse:
        """One text's French, corrected in place and marked reviewed (or refused, kept)."""
        key = request.POST["fix"]
        found = selectors.review_objects([key])
        if not found:
            self.message_user(request, _("This text no longer exists."), messages.ERROR)
            return _back_to_list(request, listed_model)
        obj = found[0]
        if not request.user.has_perms(
            ["machine_translation.review_french", _change_permission(obj)]
        ):
            raise PermissionDenied
        with transaction.atomic():
            # Read again under the write lock: what the form checks is what gets saved over.
            obj = type(obj).objects.select_for_update().get(pk=obj.pk)
            form = FrenchFixForm(obj, key, request.POST)
            if form.is_valid():
                services.review_with_french(obj, form.french())
        if not form.is_valid():
            if form.has_error(NON_FIELD_ERRORS, "english_changed") or form.has_error(
                NON_FIELD_ERRORS, "french_changed"
            ):
                form = form.seen_now()
            self.message_user(
                request, _("The French was not saved: see why below."), messages.ERROR
            )
            model = models[obj._meta.label_lower]
            return self._listing(request, models, model, bound=form, extra_context=extra_context)
        # As a change form's save is recorded: the French before and after, and its status.
        status = obj._meta.get_field("fr_status").verbose_name  # lazy: stored untranslated
        record_texts_changed(request, obj, form, also=[status])
        self.message_user(
            request,
            _("The French of “%(text)s” is saved and marked as reviewed.") % {"text": obj},
            messages.SUCCESS,
        )
        return _back_to_list(request, listed_model)

    @staticmethod
    def _action_choices() -> list[tuple[str, str]]:
        return [
            ("translate_now", _("Translate now")),
            ("mark_reviewed", _("Mark the French as reviewed")),
            ("reset_machine", _("Reset to machine translation (translate again)")),
        ]

    def _act(self, request: HttpRequest, model) -> HttpResponse:
        objects = selectors.review_objects(request.POST.getlist("selected"))
        action = request.POST.get("action")
        if not objects or action not in dict(self._action_choices()):
            self.message_user(
                request, _("Choose an action and at least one text."), messages.WARNING
            )
            return _back_to_list(request, model)
        needed = {"machine_translation.review_french", *map(_change_permission, objects)}
        if not request.user.has_perms(needed):
            raise PermissionDenied
        if action == "mark_reviewed":
            self._mark_reviewed(request, objects)
        else:
            self._translate(request, objects, reset=action == "reset_machine")
        return _back_to_list(request, model)

    def _mark_reviewed(self, request: HttpRequest, objects) -> None:
        outcomes = {obj: services.french_review(obj) for obj in objects}
        marked = [obj for obj, outcome in outcomes.items() if outcome is Reviewed.MARKED]
        record_change(
            request, marked, gettext_noop("Marked the French as reviewed (review screen).")
        )
        tell_what_was_reviewed(self, request, list(outcomes.values()))

    def _translate(self, request: HttpRequest, objects, *, reset: bool) -> None:
        backend = get_backend(interactive=True)
        report, skipped = translate_now(objects, backend=backend, reset=reset)
        if report.translated:
            self.message_user(
                request,
                ngettext("%d text translated.", "%d texts translated.", report.translated)
                % report.translated,
                messages.SUCCESS,
            )
        # The memory translates without an engine; what needed one failed for want of it.
        no_engine = backend.unavailable_reason() if report.failed else None
        if no_engine:
            say_no_engine(self, request, report.failed, no_engine)
        else:
            self._say_what_failed(request, report)
        if skipped:
            self.message_user(
                request,
                ngettext(
                    "%d text left alone: official French, reviewed French (use reset) "
                    "or no English.",
                    "%d texts left alone: official French, reviewed French (use reset) "
                    "or no English.",
                    len(skipped),
                )
                % len(skipped),
                messages.WARNING,
            )

    def _say_what_failed(self, request: HttpRequest, report: RunReport) -> None:
        """The engine failed (a timeout, an error, French refused): what was queued, and
        what was left as it was."""
        errors = "; ".join(report.errors)
        queued = report.failed - report.left_as_they_were
        if queued:
            failure = ngettext(
                "%(count)d text could not be translated now and is queued for later: %(error)s",
                "%(count)d texts could not be translated now and are queued for later: %(error)s",
                queued,
            )
            self.message_user(request, failure % {"count": queued, "error": errors}, messages.ERROR)
        if report.left_as_they_were:
            unchanged = ngettext(
                "%(count)d text could not be translated now and was left as it was (its French "
                "is there and up to date, so it is not queued; ask again later): %(error)s",
                "%(count)d texts could not be translated now and were left as they were (their "
                "French is there and up to date, so they are not queued; ask again later): "
                "%(error)s",
                report.left_as_they_were,
            )
            count = report.left_as_they_were
            self.message_user(
                request, unchanged % {"count": count, "error": errors}, messages.ERROR
            )


def _filters(request: HttpRequest) -> dict:
    """What the review list is narrowed to, as its address asks (selectors.review_queryset)."""
    status = request.GET.get("status", "to_review")
    pk = request.GET.get("pk", "")
    return {
        "status": status if status in selectors.REVIEW_STATUSES else "to_review",
        "flagged": request.GET.get("flagged") == "1",
        "pk": int(pk) if pk.isascii() and pk.isdigit() else None,  # not "²", which int() refuses
        "words": request.GET.get("q", "")[:200],
    }


def _list_query(model, filters: dict) -> str:
    """The list's address, its page aside: the links to other pages keep every filter,
    `pk` too (they dropped it)."""
    params = {"model": model._meta.label_lower, "status": filters["status"]}
    if filters["flagged"]:
        params["flagged"] = "1"
    if filters["words"]:
        params["q"] = filters["words"]
    if filters["pk"] is not None:
        params["pk"] = str(filters["pk"])
    return urlencode(params)


def _back_to_list(request: HttpRequest, model) -> HttpResponseRedirect:
    """After an action, to the page of the list the editor was on, or to its last page where
    the action emptied theirs (texts reviewed leave the texts to review): a page the list no
    longer has is not found."""
    params = request.GET.copy()
    objects = selectors.review_queryset(model, **_filters(request))
    paginator = Paginator(objects, REVIEW_PAGE_SIZE)
    if page_asked(paginator, params.get("page")) is None:
        params["page"] = paginator.num_pages
    return HttpResponseRedirect(f"{request.path}?{params.urlencode()}")


def say_no_engine(model_admin, request: HttpRequest, count: int, reason: str) -> None:
    """No engine can be asked here: asking again changes nothing until the operator sets
    one up, unlike a vendor that did not answer in time."""
    message = ngettext(
        "%(count)d text could not be translated: %(reason)s Asking again will not help "
        "until the site's operator sets up an engine: MACHINE_TRANSLATION_BACKEND "
        "(libretranslate, deepl or argos) and its settings. Meanwhile a text without French "
        "waits in the queue, and French already there stays as it is.",
        "%(count)d texts could not be translated: %(reason)s Asking again will not help "
        "until the site's operator sets up an engine: MACHINE_TRANSLATION_BACKEND "
        "(libretranslate, deepl or argos) and its settings. Meanwhile a text without French "
        "waits in the queue, and French already there stays as it is.",
        count,
    )
    model_admin.message_user(request, message % {"count": count, "reason": reason}, messages.ERROR)


def _change_permission(obj) -> str:
    return _change_permission_of(type(obj))


def _change_permission_of(model) -> str:
    return f"{model._meta.app_label}.change_{model._meta.model_name}"


def admin_link(obj) -> str:
    """A link to the admin page of `obj` (a text waiting, a memory's source), or "—" when it
    is gone: rows named "ruling #45083" could not be reached."""
    if obj is None:
        return "—"
    url = reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])
    return format_html('<a href="{}">{}</a>', url, obj)


@admin.register(PendingTranslation)
class PendingTranslationAdmin(EditorListsMixin, admin.ModelAdmin):
    list_display = ["text", "content_type", "queued_at", "attempts", "short_error"]
    list_filter = ["content_type", ("last_error", admin.EmptyFieldListFilter)]
    readonly_fields = [
        "content_type",
        "object_id",
        "queued_at",
        "attempts",
        "last_error",
        "last_attempt_at",
    ]
    actions = ["translate_selected"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description=gettext_lazy("text"))
    def text(self, obj: PendingTranslation) -> str:
        return admin_link(obj.content_object)

    @admin.display(description=gettext_lazy("last error"))
    def short_error(self, obj: PendingTranslation) -> str:
        return obj.last_error[:120]

    @admin.action(description=gettext_lazy("Translate now"), permissions=["change"])
    def translate_selected(self, request: HttpRequest, queryset) -> None:
        objects = [item.content_object for item in queryset if item.content_object is not None]
        backend = get_backend(interactive=True)
        report, _skipped = translate_now(objects, backend=backend)
        level = messages.ERROR if report.failed else messages.SUCCESS
        message = _("%(done)d translated, %(failed)d still queued.") % {
            "done": report.translated,
            "failed": report.failed,
        }
        # The memory translates without an engine; what needed one failed for want of it,
        # which the review screen says alike.
        no_engine = backend.unavailable_reason() if report.failed else None
        if no_engine:
            self.message_user(request, message, level)
            say_no_engine(self, request, report.failed, no_engine)
        else:
            self.message_user(request, " ".join([message, *report.errors]), level)


@admin.register(MemoryEntry)
class MemoryEntryAdmin(EditorListsMixin, admin.ModelAdmin):
    list_display = ["english", "french", "is_pattern", "origin", "learnt_from", "updated_at"]
    list_filter = ["origin", "is_pattern"]
    search_fields = ["english", "french"]
    readonly_fields = [
        "key_hash",
        "english",
        "is_pattern",
        "origin",
        "learnt_from",
        "source_type",
        "source_id",
        "updated_at",
    ]

    @admin.display(description=gettext_lazy("learnt from"))
    def learnt_from(self, obj: MemoryEntry) -> str:
        return admin_link(obj.source)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
