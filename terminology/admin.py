from urllib.parse import urlencode

from django.contrib import admin, messages
from django.contrib.admin.views.main import ChangeList
from django.db.models import QuerySet
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop, ngettext

from common.admin_duplicates import refuse_as_already_there
from common.admin_history import record_change
from common.admin_lists import EditorListsMixin
from common.edit_conflicts import EditConflictAdminMixin, EditConflictForm

from .models import LexiconEntry, Term, UnreadWord
from .services import names_from_lexicon
from .vocabulary import lexicon_key


class LexiconEntryForm(EditConflictForm):
    """An entry whose French the search reads as another's (the same words, whatever their
    case, accents and apostrophe: « mal d’invocation », « mal d'invocation ») with the same
    English is that entry: refused, with a link to it. Saved twice, rejecting one of them left
    the other read."""

    def clean(self) -> dict:
        cleaned = super().clean()
        french = cleaned.get("french", self.instance.french)
        english = cleaned.get("english", self.instance.english)
        if not (french and english and {"french", "english"} & set(self.changed_data)):
            return cleaned
        alike = LexiconEntry.objects.filter(english__iexact=english).exclude(pk=self.instance.pk)
        same = next((e for e in alike if lexicon_key(e.french) == lexicon_key(french)), None)
        if same is not None:
            message = _("The lexicon already has this entry, written “%(french)s”.")
            refuse_as_already_there(self, same, message % {"french": same.french})
        return cleaned


class TermForm(EditConflictForm):
    """A term of the same English and kind as another, whatever their case ("CAST" beside
    "cast") is that term: refused, with a link to it. Both were kept, and the search read the
    second ("jouer" led with Cast)."""

    def clean(self) -> dict:
        cleaned = super().clean()
        english = cleaned.get("english", self.instance.english)
        kind = cleaned.get("kind", self.instance.kind)
        if not (english and kind and {"english", "kind"} & set(self.changed_data)):
            return cleaned
        alike = Term.objects.filter(english__iexact=english, kind=kind).exclude(pk=self.instance.pk)
        if (same := alike.first()) is not None:
            message = _("The terms already have this English, written “%(english)s”.")
            refuse_as_already_there(self, same, message % {"english": same.english})
        return cleaned


@admin.register(Term)
class TermAdmin(EditConflictAdminMixin, EditorListsMixin, admin.ModelAdmin):
    form = TermForm
    list_display = ["english", "french", "kind", "count", "confidence", "source", "updated_at"]
    list_filter = ["kind", "source"]
    search_fields = ["english", "french"]
    folded_search_fields = ("english", "french")
    fields = ["english", "kind", "french", "source", "count", "confidence", "updated_at"]
    readonly_fields = ["count", "confidence", "updated_at"]
    actions = ["mark_verified"]

    def save_model(self, request, obj: Term, form, change: bool) -> None:
        # A pair an editor typed or corrected is theirs: mining again must not undo it.
        # Unless the editor chose the source in the same save.
        edited = {"english", "french", "kind"} & set(form.changed_data)
        if edited and "source" not in form.changed_data:
            obj.source = Term.Source.EDITOR
        super().save_model(request, obj, form, change)

    @admin.action(description=_("Mark as verified by an editor"), permissions=["change"])
    def mark_verified(self, request, queryset: QuerySet[Term]) -> None:
        record_change(request, queryset, gettext_noop("Marked as verified by an editor."))
        count = queryset.update(source=Term.Source.EDITOR, updated_at=timezone.now())
        self.message_user(
            request,
            ngettext(
                "%d term marked as verified by an editor.",
                "%d terms marked as verified by an editor.",
                count,
            )
            % count,
            messages.SUCCESS,
        )


@admin.register(LexiconEntry)
class LexiconEntryAdmin(EditConflictAdminMixin, EditorListsMixin, admin.ModelAdmin):
    form = LexiconEntryForm
    list_display = ["french", "english", "aligned", "score", "source", "rejected", "updated_at"]
    list_filter = ["rejected", "source"]
    search_fields = ["french", "english"]
    folded_search_fields = ("french", "english")
    fields = [
        *("french", "english", "rejected", "source"),
        *("aligned", "cooccurrences", "french_count", "english_count", "score", "updated_at"),
    ]
    readonly_fields = [
        *("aligned", "cooccurrences", "french_count", "english_count", "score", "updated_at"),
    ]
    actions = ["mark_verified", "reject"]

    def save_model(self, request, obj: LexiconEntry, form, change: bool) -> None:
        # An entry an editor typed, corrected or rejected is theirs: mining must not undo
        # it. Unless the editor chose the source in the same save.
        edited = {"french", "english", "rejected"} & set(form.changed_data)
        if edited and "source" not in form.changed_data:
            obj.source = LexiconEntry.Source.EDITOR
        super().save_model(request, obj, form, change)
        names_from_lexicon()  # the French names of keyword actions and of the glossary follow it

    def delete_model(self, request, obj: LexiconEntry) -> None:
        super().delete_model(request, obj)
        names_from_lexicon()

    def delete_queryset(self, request, queryset: QuerySet[LexiconEntry]) -> None:
        super().delete_queryset(request, queryset)
        names_from_lexicon()

    @admin.action(description=_("Mark as verified by an editor"), permissions=["change"])
    def mark_verified(self, request, queryset: QuerySet[LexiconEntry]) -> None:
        record_change(request, queryset, gettext_noop("Marked as verified by an editor."))
        count = queryset.update(
            source=LexiconEntry.Source.EDITOR, rejected=False, updated_at=timezone.now()
        )
        names_from_lexicon()
        self.message_user(
            request,
            ngettext(
                "%d entry marked as verified by an editor.",
                "%d entries marked as verified by an editor.",
                count,
            )
            % count,
            messages.SUCCESS,
        )

    @admin.action(description=_("Reject: never use them"), permissions=["change"])
    def reject(self, request, queryset: QuerySet[LexiconEntry]) -> None:
        record_change(request, queryset, gettext_noop("Rejected: never used."))
        count = queryset.update(
            source=LexiconEntry.Source.EDITOR, rejected=True, updated_at=timezone.now()
        )
        names_from_lexicon()
        self.message_user(
            request,
            ngettext("%d entry rejected.", "%d entries rejected.", count) % count,
            messages.SUCCESS,
        )


@admin.register(UnreadWord)
class UnreadWordAdmin(EditorListsMixin, admin.ModelAdmin):
    """The French words visitors searched that nothing reads, most searched first: an editor
    adds the lexicon entry that reads one (its link opens the form with the word), or dismisses
    an everyday word or a typo. Words come from searches only: none is added here."""

    # What an editor acts on first, before the dates: the table is wider than the admin's box.
    list_display = [
        *("typed", "searches", "entries_of_the_word", "add_an_entry"),
        *("last_searched", "first_searched", "dismissed"),
    ]
    list_filter = ["dismissed", "last_searched"]
    search_fields = ["word", "typed"]
    folded_search_fields = ("word", "typed")
    ordering = ["dismissed", "-searches", "word"]
    fields = ["typed", "word", "searches", "first_searched", "last_searched", "dismissed"]
    readonly_fields = ["typed", "word", "searches", "first_searched", "last_searched"]
    actions = ["dismiss", "restore"]

    def has_add_permission(self, request) -> bool:
        return False

    def get_changelist(self, request, **kwargs):
        return WorklistChangeList

    @admin.display(description=_("entries of the word"))
    def entries_of_the_word(self, word: UnreadWord) -> str:
        """What the terms and the lexicon hold for the word itself, added since it was counted
        (WorklistChangeList)."""
        return ", ".join(getattr(word, "entries", ())) or "—"

    @admin.display(description=_("lexicon"))
    def add_an_entry(self, word: UnreadWord) -> str:
        address = reverse("admin:terminology_lexiconentry_add")
        return format_html(
            '<a href="{}?{}">{}</a>', address, urlencode({"french": word.typed}), _("Add an entry")
        )

    @admin.action(description=_("Dismiss: an everyday word or a typo"), permissions=["change"])
    def dismiss(self, request, queryset: QuerySet[UnreadWord]) -> None:
        count = _dismissed(request, queryset, True, gettext_noop("Dismissed: needs no term."))
        message = ngettext("%d word dismissed.", "%d words dismissed.", count)
        self.message_user(request, message % count, messages.SUCCESS)

    @admin.action(description=_("Restore to the worklist"), permissions=["change"])
    def restore(self, request, queryset: QuerySet[UnreadWord]) -> None:
        count = _dismissed(request, queryset, False, gettext_noop("Restored to the worklist."))
        message = ngettext("%d word restored.", "%d words restored.", count)
        self.message_user(request, message % count, messages.SUCCESS)


def _dismissed(request, queryset: QuerySet[UnreadWord], dismissed: bool, history: str) -> int:
    """Dismiss the words or restore them, each one's history saying so; how many changed
    (a word dismissed already is not dismissed again)."""
    changing = queryset.exclude(dismissed=dismissed)
    record_change(request, changing, history)
    return changing.update(dismissed=dismissed)


class WorklistChangeList(ChangeList):
    """The page's words, each with the terms' and the lexicon's entries of its French, read
    once for the page."""

    def get_results(self, request) -> None:
        super().get_results(request)
        entries = _entries_by_key()
        for word in self.result_list:
            word.entries = entries.get(word.word, [])


def _entries_by_key() -> dict[str, list[str]]:
    """{folded French: ["English", "English (rejected)"...]} of the terms and the lexicon."""
    found: dict[str, list[str]] = {}
    for french, english in Term.objects.values_list("french", "english"):
        found.setdefault(lexicon_key(french), []).append(english)
    entries = LexiconEntry.objects.values_list("french", "english", "rejected")
    for french, english, rejected in entries:
        shown = _("%(english)s (rejected)") % {"english": english} if rejected else english
        found.setdefault(lexicon_key(french), []).append(str(shown))
    return found
