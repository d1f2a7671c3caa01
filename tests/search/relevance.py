"""Mean reciprocal rank of a judged query set, computed through the search API."""

from collections.abc import Iterable

from .judged_queries import Judged


def api_search(client, text: str, lang: str = "en") -> dict:
    """The search API's answer to `text` asked in `lang`."""
    return client.get("/api/search", {"q": text, "lang": lang}).json()


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
