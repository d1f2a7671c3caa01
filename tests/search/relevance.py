"""Mean reciprocal rank of a judged query set, computed through the search API."""

from collections import Counter
from collections.abc import Iterable

from .judged_queries import Judged


def api_search(client, text: str, lang: str = "en") -> dict:
    """The search API's answer to `text` asked in `lang`."""
    return client.get("/api/search", {"q": text, "lang": lang}).json()


def refs(client, text: str, lang: str = "en") -> list[str]:
    """The refs of the search API's results for `text` asked in `lang`, in order."""
    return [hit["ref"] for hit in api_search(client, text, lang)["results"]]


def reciprocal_rank(refs: list[str], expected: tuple[str, ...]) -> float:
    for position, ref in enumerate(refs, start=1):
        if ref in expected:
            return 1.0 / position
    return 0.0


def evaluate(client, judged: Iterable[Judged]) -> dict:
    """{"fr": mrr, "en": mrr, "misses": [(query, top refs)]} over the search API."""
    ranks: dict[str, list[float]] = {"fr": [], "en": []}
    misses = []
    for query in judged:
        data = client.get("/api/search", {"q": query.text, "lang": query.lang}).json()
        refs = [result["ref"] for result in data["results"]]
        rank = reciprocal_rank(refs, query.expected)
        ranks[query.lang].append(rank)
        if rank < 1 / 3:
            misses.append((query.lang, query.text, refs[:5]))
    mrr = {lang: sum(values) / len(values) for lang, values in ranks.items() if values}
    return mrr | {"misses": misses}


def stored_fields_read(monkeypatch) -> Counter[int]:
    """How many times each document's stored fields are read from now on, by docnum, through
    the live searcher (the index must be built already)."""
    from search.searchers import current_searcher

    read: Counter[int] = Counter()
    with current_searcher() as searcher:
        real = searcher.stored_fields

        def stored_fields(docnum):
            read[docnum] += 1
            return real(docnum)

        monkeypatch.setattr(searcher, "stored_fields", stored_fields)
    return read
