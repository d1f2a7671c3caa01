"""What the index holds: one entry per kind of content, in the order that breaks ties.

Everything else is derived from KINDS: the schema's document types, the documents of a
rebuild, the saves and deletes that keep the index live and that the change log records, and
the tables that `rebuild_index --if-changed` watches. Indexing a new kind of content is one
entry here and its document builder in search/documents.py.
"""

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from django.db import models

from keywords.models import GlossaryEntry, Keyword, Rule, RulesEdition
from keywords.selectors import edition_current
from rulings.models import Card, Ruling

from . import documents


@dataclass(frozen=True)
class IndexedKind:
    type: str  # "card": the document type, the prefix of "card:42", the API's type filter
    model: type[models.Model]
    build: Callable[[models.Model], dict]  # the object's names, texts and filters
    related: tuple[str, ...] = ()  # what `build` reads from other tables, loaded with it
    # Reverse relations whose rows `build` counts (as `<name>_count`), counted with it.
    counted: tuple[str, ...] = ()
    # Reverse relations whose rows `build` reads (a rule's keywords: its French title), loaded
    # with it in one more query. Writing such a row changes the documents of the objects it
    # points to, before and after the write (pointed_to, search.signals).
    reads: tuple[str, ...] = ()
    # Rules and glossary entries of the current edition only: older editions are reached by
    # number, straight from the database.
    current_edition_only: bool = False
    # Reverse relations whose documents repeat this object's text (a ruling names its card).
    carried_by: tuple[str, ...] = ()

    def queryset(self) -> models.QuerySet:
        """Objects of this kind loaded with what their documents need."""
        counts = {f"{name}_count": models.Count(name) for name in self.counted}
        return (
            self.model._default_manager.select_related(*self.related)
            .prefetch_related(*self.reads)
            .annotate(**counts)
        )

    def indexed(self) -> models.QuerySet:
        """The objects of this kind that the index holds."""
        if self.current_edition_only:
            return self.queryset().filter(edition=edition_current())
        return self.queryset()

    def holds(self, obj: models.Model) -> bool:
        if not self.current_edition_only:
            return True
        edition = edition_current()
        return edition is not None and obj.edition_id == edition.pk


KINDS = (
    IndexedKind("keyword", Keyword, documents.keyword_document),
    IndexedKind(
        "rule",
        Rule,
        documents.rule_document,
        related=("edition", "parent"),
        reads=("defined_keywords",),
        current_edition_only=True,
        carried_by=("children",),  # a paragraph carries its rule's concept (in_concept)
    ),
    IndexedKind(
        "glossary",
        GlossaryEntry,
        documents.glossary_document,
        related=("edition",),
        current_edition_only=True,
    ),
    IndexedKind(
        "card", Card, documents.card_document, counted=("printings",), carried_by=("rulings",)
    ),
    IndexedKind("ruling", Ruling, documents.ruling_document, related=("card",)),
)

DOCUMENT_TYPES = tuple(kind.type for kind in KINDS)
INDEXED_MODELS = tuple(kind.model for kind in KINDS)
_KIND_OF = {kind.model: kind for kind in KINDS}
_KIND_NAMED = {kind.type: kind for kind in KINDS}
DOCUMENT_TYPE_OF = {kind.model: kind.type for kind in KINDS}


def models_affecting_index() -> tuple[type[models.Model], ...]:
    """The indexed models, and RulesEdition when some kind is limited to the current edition:
    making another edition current changes which rules and glossary entries are indexed."""
    scoping = (RulesEdition,) if any(kind.current_edition_only for kind in KINDS) else ()
    return INDEXED_MODELS + scoping


def kind_of(model: type[models.Model]) -> IndexedKind:
    return _KIND_OF[model]


def kind_named(document_type: str) -> IndexedKind:
    """The kind of a document type ("ruling"); KeyError for a type this version does not index."""
    return _KIND_NAMED[document_type]


def kinds_changed_by(model: type[models.Model]) -> tuple[IndexedKind, ...]:
    """The kinds whose documents may all have changed when rows of `model` are written in
    bulk: its own kind, or for RulesEdition every kind limited to the current edition (which
    edition is current decides which rules are indexed, and their documents name it)."""
    if model in _KIND_OF:
        return (_KIND_OF[model],)
    return tuple(kind for kind in KINDS if kind.current_edition_only)


def with_carrying_kinds(kinds: Iterable[IndexedKind]) -> set[IndexedKind]:
    """`kinds` and the kinds whose documents repeat or read their rows (a card's rulings name
    it; a rule reads its keywords)."""
    found = set(kinds)
    for kind in list(found):
        found |= {
            kind_of(kind.model._meta.get_field(name).related_model) for name in kind.carried_by
        }
        found |= {reader for reader in KINDS if kind.model in _models_read_by(reader)}
    return found


def carried_objects(
    model: type[models.Model], pks: Iterable[int], using: str = "default"
) -> list[tuple[type, int]]:
    """(model, primary key) of the objects whose documents repeat the text of these objects:
    the rulings of these cards, as they are now."""
    found = []
    for name in kind_of(model).carried_by:
        relation = model._meta.get_field(name)  # a reverse relation: Card.rulings
        related = relation.related_model._default_manager.using(using).filter(
            **{f"{relation.field.name}__in": list(pks)}
        )
        found += [(relation.related_model, pk) for pk in related.values_list("pk", flat=True)]
    return found


def models_read() -> set[type[models.Model]]:
    """The models some kind's documents read through `reads` (Keyword, for the rules)."""
    return {model for kind in KINDS for model in _models_read_by(kind)}


def pointed_to(obj: models.Model) -> list[tuple[type, int]]:
    """(model, primary key) of the indexed objects whose documents read `obj` as it is (its
    fields, not the database's): the rule a keyword points to as its defining rule."""
    found = []
    for kind in KINDS:
        for name in kind.reads:
            relation = kind.model._meta.get_field(name)  # Rule.defined_keywords
            if isinstance(obj, relation.related_model):
                pk = getattr(obj, relation.field.attname)  # keyword.rule_id
                if pk is not None:
                    found.append((kind.model, pk))
    return found


def _models_read_by(kind: IndexedKind) -> set[type[models.Model]]:
    return {kind.model._meta.get_field(name).related_model for name in kind.reads}


def document_id(obj: models.Model) -> str:
    return f"{DOCUMENT_TYPE_OF[type(obj)]}:{obj.pk}"


def tie_order(obj: models.Model) -> int:
    """Where a document ranks among documents of equal score: by kind in the order of KINDS,
    then by primary key. Not the index's own document order, which a parallel rebuild
    shuffles and a live update changes."""
    return DOCUMENT_TYPES.index(DOCUMENT_TYPE_OF[type(obj)]) * 10**12 + obj.pk


def build_document(obj: models.Model) -> dict:
    kind = kind_of(type(obj))
    identity = {"doc_id": document_id(obj), "type": kind.type, "tie_order": tie_order(obj)}
    document = kind.build(obj) | identity
    # The bodies again, read as pairs of neighbouring words (search.schema).
    return document | {
        "pairs_en": document.get("body_en", ""),
        "pairs_fr": document.get("body_fr", ""),
    }


def document_for(obj: models.Model) -> dict | None:
    """The document of `obj`, or None when it should not be in the index."""
    return build_document(obj) if kind_of(type(obj)).holds(obj) else None


def queryset_for(model: type[models.Model]) -> models.QuerySet:
    """The queryset that loads `model` with what its document needs."""
    return kind_of(model).queryset()


def all_documents(batch_size: int = 2000) -> Iterator[dict]:
    """Every document of the site, streamed in batches to keep memory flat."""
    for kind in KINDS:
        for obj in kind.indexed().order_by("pk").iterator(chunk_size=batch_size):
            yield build_document(obj)


def count_documents() -> int:
    return sum(kind.indexed().count() for kind in KINDS)
