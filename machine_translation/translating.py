"""Translate objects: memory first, then one engine request for the rest, then checks.

For each object, every sentence of every English field is looked up in the translation
memory (exact, then with card names as slots); the remaining sentences of a whole chunk of
objects go to the engine in one batched call, card and keyword names protected by
placeholders. The French is saved as machine translation with a record of how much came
from memory and of the terminology flags. When the engine fails, the objects that needed it
stay queued with the error: nothing an editor saved is lost or changed. So do the objects
whose engine French is refused (`output_check`: the English sent back, mostly English, markup
left in).
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from django.utils import timezone

from provenance.models import FrenchProvenance, FrenchStatus
from terminology.selectors import term_translations
from terminology.vocabulary import TermKind

from . import selectors, services
from .backends import TranslationBackend
from .errors import TranslationError
from .markup import Protected, protect, restore
from .memory import MemoryKey, fill_pattern, key_hash, memory_key
from .models import TranslationRecord
from .names import NameMatcher
from .output_check import check_engine_output
from .sentences import Segment, join_segments, split_sentences
from .terminology_check import check_terminology

# The engine label of French assembled entirely from remembered sentences.
MEMORY_ENGINE = "Grimoire translation memory"
CHUNK_SIZE = 50  # objects per engine call (the backend batches them further)


@dataclass
class _Sentence:
    segment: Segment
    key: MemoryKey
    french: str | None = None
    from_memory: bool = False
    protected: Protected | None = None


@dataclass
class _Plan:
    obj: FrenchProvenance
    fields: dict[str, list[_Sentence]]

    @property
    def sentences(self) -> list[_Sentence]:
        return [s for sentences in self.fields.values() for s in sentences]

    @property
    def needs_engine(self) -> bool:
        return any(s.french is None for s in self.sentences)


@dataclass
class RunReport:
    translated: int = 0
    from_memory_only: int = 0
    failed: int = 0
    flagged: int = 0
    errors: list[str] = field(default_factory=list)  # distinct messages, in order
    failed_objects: list = field(default_factory=list)  # what the engine could not translate
    left_as_they_were: int = 0  # of those, not queued: their French needs no translation


class Translator:
    """Translates objects with one engine, one name matcher and the memory."""

    def __init__(
        self,
        *,
        backend: TranslationBackend,
        matcher: NameMatcher | None = None,
        official_terms: dict[str, str] | None = None,
        use_memory: bool = True,
        forget_replaced: bool = False,
    ) -> None:
        self.backend = backend
        self.matcher = matcher if matcher is not None else selectors.name_matcher()
        if official_terms is None:
            official_terms = term_translations(kind=TermKind.RULES_TERM)
        self.official_terms = official_terms
        self.use_memory = use_memory
        # Reset: what the memory learnt from the French being replaced is forgotten once the
        # new French is there, not before (an engine that fails leaves the memory whole).
        self.forget_replaced = forget_replaced

    def run(
        self, objects: Iterable[FrenchProvenance], *, progress: Callable | None = None
    ) -> RunReport:
        report = RunReport()
        objects = list(objects)
        for start in range(0, len(objects), CHUNK_SIZE):
            chunk = objects[start : start + CHUNK_SIZE]
            self._run_chunk(chunk, report)
            if progress:
                progress(len(chunk))
        return report

    def _run_chunk(self, objects: list[FrenchProvenance], report: RunReport) -> None:
        plans = [self._plan(obj) for obj in objects]
        if self.use_memory:
            self._fill_from_memory(plans)
        engine_french, engine_error = self._ask_engine(plans)
        for plan in plans:
            try:
                if plan.needs_engine and engine_error:
                    raise engine_error
                self._apply(plan, engine_french, report)
            except TranslationError as error:
                services.queue_fail(plan.obj, str(error))
                report.failed += 1
                report.failed_objects.append(plan.obj)
                if str(error) not in report.errors:
                    report.errors.append(str(error))

    def _plan(self, obj: FrenchProvenance) -> _Plan:
        fields = {}
        for name, english in zip(obj.french_source_fields, obj.english_texts(), strict=True):
            fields[name] = [
                _Sentence(segment, memory_key(segment.text, self.matcher))
                for segment in split_sentences(english)
            ]
        return _Plan(obj, fields)

    def _fill_from_memory(self, plans: list[_Plan]) -> None:
        sentences = [s for plan in plans for s in plan.sentences]
        remembered = selectors.memory_entries(s.key for s in sentences)
        for sentence in sentences:
            exact = remembered.get(key_hash(sentence.key.exact))
            pattern = sentence.key.pattern and remembered.get(key_hash(sentence.key.pattern))
            if exact is not None:
                sentence.french = exact
            elif pattern:
                sentence.french = fill_pattern(pattern, sentence.key.cards)
            sentence.from_memory = sentence.french is not None

    def _ask_engine(self, plans: list[_Plan]) -> tuple[dict[str, str], TranslationError | None]:
        pending = [s for plan in plans for s in plan.sentences if s.french is None]
        for sentence in pending:
            sentence.protected = protect(sentence.segment.text, self.matcher)
        # The same markup (a sentence repeated, or the same with other card names) is sent once.
        markups = list(dict.fromkeys(s.protected.markup for s in pending))
        if not markups:
            return {}, None
        try:
            return dict(zip(markups, self.backend.translate(markups), strict=True)), None
        except TranslationError as error:
            return {}, error

    @transaction.atomic
    def _apply(self, plan: _Plan, engine_french: dict[str, str], report: RunReport) -> None:
        for sentences in plan.fields.values():
            self._accept_engine_output(sentences, engine_french)
        french = {
            name: join_segments([s.french for s in sentences], [s.segment for s in sentences])
            for name, sentences in plan.fields.items()
        }
        engine = self._engine_label(plan)
        if self.forget_replaced:
            services.memory_forget(plan.obj)
        plan.obj.set_french(FrenchStatus.MACHINE, engine=engine, **french)
        plan.obj.save()
        flags = self._flags(plan.obj, french)
        self._record(plan, engine, flags)
        services.queue_remove(plan.obj)
        report.translated += 1
        report.from_memory_only += not any(not s.from_memory for s in plan.sentences)
        report.flagged += bool(flags)

    @staticmethod
    def _accept_engine_output(sentences: list[_Sentence], engine_french: dict[str, str]) -> None:
        """Fill in a field's sentences from the engine, or raise: the one place engine output
        is accepted. English sent back, mostly English or markup left in is refused."""
        asked = [s for s in sentences if s.french is None]
        sent = [s.protected.markup for s in asked]
        received = [engine_french[markup] for markup in sent]
        check_engine_output(sent, received)
        for sentence, markup in zip(asked, received, strict=True):
            sentence.french = restore(markup, sentence.protected.found)

    def _engine_label(self, plan: _Plan) -> str:
        from_memory = [s.from_memory for s in plan.sentences]
        if all(from_memory):
            return MEMORY_ENGINE
        if any(from_memory):
            return f"{self.backend.name} + {MEMORY_ENGINE}"
        return self.backend.name

    def _flags(self, obj: FrenchProvenance, french: dict[str, str]) -> list[dict[str, str]]:
        flags = []
        for name, english in zip(obj.french_source_fields, obj.english_texts(), strict=True):
            for flag in check_terminology(english, french[name], self.official_terms):
                flags.append({"field": name, **flag.as_dict()})
        return flags

    @staticmethod
    def _record(plan: _Plan, engine: str, flags: list[dict[str, str]]) -> None:
        sentences = plan.sentences
        TranslationRecord.objects.update_or_create(
            content_type=ContentType.objects.get_for_model(plan.obj),
            object_id=plan.obj.pk,
            defaults={
                "engine": engine,
                "translated_at": timezone.now(),
                "sentence_count": len(sentences),
                "memory_sentence_count": sum(s.from_memory for s in sentences),
                "terminology_flags": flags,
                "needs_review": bool(flags),
            },
        )


def translate_pending(
    *, backend: TranslationBackend, limit: int | None = None, card=None, progress=None
) -> RunReport:
    """Work through the queue: objects that no longer need French just leave it."""
    objects = []
    for obj in selectors.pending_objects(limit=limit, card=card):
        if selectors.translation_needed(obj):
            objects.append(obj)
        else:
            services.queue_remove(obj)
    return Translator(backend=backend).run(objects, progress=progress)


def translate_now(
    objects: list[FrenchProvenance], *, backend: TranslationBackend, reset: bool = False
) -> tuple[RunReport, list[FrenchProvenance]]:
    """An editor asked: translate at once, or queue with the error when the engine fails.

    Returns the report and the objects left alone: official French always, reviewed French
    that is not stale unless `reset`, texts without English. `reset` also forgets what the
    memory learnt from the French it replaces and asks the engine afresh.
    """
    chosen = [obj for obj in objects if _may_translate(obj, reset=reset)]
    skipped = [obj for obj in objects if obj not in chosen]
    translator = Translator(backend=backend, use_memory=not reset, forget_replaced=reset)
    report = translator.run(chosen)
    # The queue keeps only texts that need French (translate_pending drops the others): an
    # editor's request for a text that has some is not queued, and says so.
    for obj in report.failed_objects:
        if not selectors.translation_needed(obj):
            services.queue_remove(obj)
            report.left_as_they_were += 1
    return report, skipped


def _may_translate(obj: FrenchProvenance, *, reset: bool) -> bool:
    if not any(text.strip() for text in obj.english_texts()):
        return False
    if obj.fr_status == FrenchStatus.OFFICIAL:
        return False
    if obj.fr_status == FrenchStatus.REVIEWED and not obj.is_french_stale:
        return reset
    return True
