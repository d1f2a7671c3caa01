"""What an index folder holds, compared with what the database says it should hold."""

from collections import Counter
from pathlib import Path

from whoosh import index

from search.registry import all_documents
from search.schema import build_schema


def stored_documents(index_dir: Path) -> dict[str, dict]:
    """doc_id -> stored fields of every document in the index at `index_dir`; fails on a
    document indexed twice."""
    with index.open_dir(str(Path(index_dir) / "current")).searcher() as searcher:
        documents = list(searcher.all_stored_fields())
    twice = [doc_id for doc_id, n in Counter(d["doc_id"] for d in documents).items() if n > 1]
    assert not twice, f"indexed more than once: {twice[:10]}"
    return {document["doc_id"]: document for document in documents}


def database_documents() -> dict[str, dict]:
    """doc_id -> stored fields of every document the database says the index should hold."""
    schema = build_schema()
    stored = {name for name in schema.names() if schema[name].stored}
    return {
        document["doc_id"]: {name: value for name, value in document.items() if name in stored}
        for document in all_documents()
    }


def differences(index_dir: Path) -> dict[str, tuple]:
    """doc_id -> (in the index, in the database) wherever they differ."""
    indexed, expected = stored_documents(index_dir), database_documents()
    return {
        doc_id: (indexed.get(doc_id), expected.get(doc_id))
        for doc_id in indexed.keys() | expected.keys()
        if indexed.get(doc_id) != expected.get(doc_id)
    }
