"""An index as an older version of Grimoire built it: without a field added since."""

from search import indexer, storage
from search.schema import build_schema


def rebuild_without(field_name: str, monkeypatch) -> None:
    """Rebuild the index with every field but `field_name`, which its documents lack too."""

    def older_schema():
        schema = build_schema()
        schema.remove(field_name)
        return schema

    documents = indexer.all_documents
    with monkeypatch.context() as patched:
        patched.setattr(storage, "build_schema", older_schema)
        patched.setattr(
            indexer,
            "all_documents",
            lambda **options: (
                {name: value for name, value in document.items() if name != field_name}
                for document in documents(**options)
            ),
        )
        indexer.rebuild()
