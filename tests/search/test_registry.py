"""One registry says what is indexed: the schema, the documents, the live index and the change
counter of `rebuild_index --if-changed` all follow it."""

import pytest

from keywords.models import GlossaryEntry, RulesEdition
from keywords.selectors import edition_current
from search import registry, schema, state
from search.forms import SearchForm


def test_the_document_types_are_the_registry_kinds_in_tie_order():
    assert registry.DOCUMENT_TYPES == ("keyword", "rule", "glossary", "card", "ruling")
    assert schema.DOCUMENT_TYPES is registry.DOCUMENT_TYPES
    choices = [value for value, _ in SearchForm().fields["type"].choices if value]
    assert choices == list(registry.DOCUMENT_TYPES)


def test_the_models_affecting_the_index_are_the_indexed_ones_and_the_rules_editions():
    assert registry.models_affecting_index() == (*registry.INDEXED_MODELS, RulesEdition)


@pytest.mark.usefixtures("demo_data")
def test_the_change_counter_watches_the_tables_of_every_model_affecting_the_index():
    tables = state.database_state()["tables"]
    assert set(tables) == {model._meta.label_lower for model in registry.models_affecting_index()}


@pytest.mark.usefixtures("demo_data")
def test_every_document_carries_the_type_id_and_tie_order_of_its_kind():
    GlossaryEntry.objects.create(  # the demo has no glossary
        edition=edition_current(), term="Ante", term_en="Ante", definition_en="Cards put at risk."
    )
    for rank, kind in enumerate(registry.KINDS):
        obj = kind.indexed().first()
        document = registry.build_document(obj)
        assert document["type"] == kind.type
        assert document["doc_id"] == f"{kind.type}:{obj.pk}"
        assert document["tie_order"] == rank * 10**12 + obj.pk


@pytest.mark.usefixtures("demo_data")
def test_a_rebuild_indexes_what_each_kind_says_it_indexes():
    documents = list(registry.all_documents())
    assert len(documents) == registry.count_documents()
    assert len(documents) == sum(kind.indexed().count() for kind in registry.KINDS)
