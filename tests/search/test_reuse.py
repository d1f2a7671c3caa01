"""A page of results found again (search.reuse) is the page a search computed anew would give,
after any edit; and it is found again after the edits that cannot change it."""

import pytest

from keywords.models import Keyword
from rulings.models import Card, Ruling
from search import indexer, reuse, searching
from search.results import Filters
from search.searching import search
from search.services import terminology

ASKED = [
    ("en", "replicate"),
    ("fr", "c'est quoi la duplication"),
    ("en", "gigadrowse"),
    ("en", "tempt with mayhem"),
    ("fr", "tentation du chaos"),
    ("en", "copy of a spell cast"),
    ("en", "zorblax"),
    ("en", "quuxified spell"),
    ("en", "Gandalf"),
    ("en", "702.56a"),
    ("en", "cr 702"),
    ("fr", "règle 502.52"),
]
QUESTIONS = [(lang, text, Filters()) for lang, text in ASKED] + [
    ("en", "copy", Filters(type="ruling")),
    ("en", "creature", Filters(type="card")),
    ("en", "replicate", Filters(source="wotc")),
]


@pytest.fixture
def live_demo(transactional_db, search_index_dir):
    """Demo data committed for real: each save reaches the index as on the site."""
    from django.core.management import call_command

    call_command("loaddata", "demo", verbosity=0)
    indexer.rebuild()


def page(lang: str, text: str, filters: Filters):
    results = search(text, lang=lang, filters=filters, terminology=terminology())
    return (
        results.total,
        results.type_counts,
        results.suggestion,
        [(more.card_slug, more.count) for more in results.more_rulings],
        # The order only as far as scores allow: see test_an_edit_to_a_small_index_...
        sorted(
            (hit.ref, hit.title, hit.snippet, hit.fr_status, hit.same_ruling_on)
            for hit in results.hits
        ),
    )


def computed_anew(monkeypatch, lang: str, text: str, filters: Filters):
    with monkeypatch.context() as context:
        context.setattr(searching, "kept_results", lambda *args: None)
        return page(lang, text, filters)


def edits():
    """Edits of every kind a page may or may not depend on, one after the other."""
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    card = Card.objects.get(slug="gigadrowse")

    def save_ruling(text: str):
        def edit():
            ruling.text_en = text
            ruling.save()

        return edit

    yield "a ruling says zorblax", save_ruling("Zorblax copies the spell.")
    yield "the same ruling says something else", save_ruling("Nothing of the kind.")
    yield (
        "an unrelated ruling added",
        lambda: Ruling.objects.create(
            card=card, published_at="2024-03-03", text_en="Quuxified answers."
        ),
    )
    yield (
        "a ruling about replicate added",
        lambda: Ruling.objects.create(
            card=card, published_at="2024-03-04", text_en="Replicate copies are not cast."
        ),
    )
    yield "a ruling deleted", lambda: Ruling.objects.filter(text_en__startswith="Quux").delete()
    yield "a card renamed", lambda: Card.objects.filter(pk=card.pk).first().save()
    keyword = Keyword.objects.first()

    def rename_keyword():
        keyword.name_fr = "Reduplication"
        keyword.save()

    yield "a keyword's French name changed", rename_keyword
    for number in range(6):  # enough saves for Whoosh to merge small segments
        yield f"unrelated save {number}", save_ruling(f"Unrelated text number {number}.")


def test_a_page_found_again_is_the_page_computed_anew_after_every_edit(live_demo, monkeypatch):
    # The demo index has 30-odd documents: let pages live however much it grows, so that
    # they are checked against every edit (on the full data, for 73 documents added).
    monkeypatch.setattr(reuse, "MAX_GROWTH", 10.0)
    for lang, text, filters in QUESTIONS:
        page(lang, text, filters)
    reused_before = reuse.kept_pages.found_again
    for name, edit in edits():
        edit()
        for lang, text, filters in QUESTIONS:
            found_again = page(lang, text, filters)
            assert found_again == computed_anew(monkeypatch, lang, text, filters), (name, text)
    # Most pages held across most edits: the rule is not "never".
    assert reuse.kept_pages.found_again - reused_before > len(QUESTIONS) * 3


def found_again_after_saving(text: str) -> int:
    """How many times "replicate"'s page, asked before, is found again after a ruling is saved
    with `text`."""
    page("en", "replicate", Filters())
    ruling = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    ruling.text_en = text
    ruling.save()
    before = reuse.kept_pages.found_again
    page("en", "replicate", Filters())
    return reuse.kept_pages.found_again - before


def test_a_page_is_found_again_after_an_edit_it_does_not_depend_on(live_demo, monkeypatch):
    monkeypatch.setattr(reuse, "MAX_GROWTH", 10.0)
    assert found_again_after_saving("Nothing of the kind.") == 1
    assert found_again_after_saving("Replicate, said again.") == 0  # the edit holds its word


def test_an_edit_to_a_small_index_makes_every_page_anew(live_demo):
    """A document more among 30 moves scores well past what a kept page may differ by: the
    order of equal-looking results must then be computed, not kept."""
    assert found_again_after_saving("Nothing of the kind.") == 0


def test_a_search_page_is_served_again_until_an_edit_changes_it(live_demo, client, monkeypatch):
    """The HTML page kept (search.reuse.rendered_pages) is served while its results are found
    again; an edit to what it shows, results or answer panel, shows on the next view."""
    monkeypatch.setattr(reuse, "MAX_GROWTH", 10.0)
    first = client.get("/en/search/", {"q": "tempt with mayhem"}).content.decode()
    served = reuse.rendered_pages.found_again
    unrelated = Ruling.objects.filter(card__slug="gandalf-westward-voyager").first()
    unrelated.text_en = "Nothing of the kind."
    unrelated.save()
    again = client.get("/en/search/", {"q": "tempt with mayhem"}).content.decode()
    assert again == first and reuse.rendered_pages.found_again == served + 1
    shown = Ruling.objects.filter(card__slug="tempt-with-mayhem").first()
    shown.text_en = "Zorblax: the edited ruling."
    shown.save()
    edited = client.get("/en/search/", {"q": "tempt with mayhem"}).content.decode()
    assert "Zorblax: the edited ruling." in edited
    assert reuse.rendered_pages.found_again == served + 1
    french = client.get("/fr/search/", {"q": "tempt with mayhem"}).content.decode()
    assert 'lang="fr"' in french and reuse.rendered_pages.found_again == served + 1


def test_a_question_asked_again_with_no_edit_since_is_not_planned_again(demo_index, monkeypatch):
    planned = []
    plan = searching.plan_query
    monkeypatch.setattr(searching, "plan_query", lambda *a, **k: planned.append(1) or plan(*a, **k))
    first = search("c'est quoi la duplication", lang="fr", terminology=terminology())
    again = search("c'est quoi la duplication", lang="fr", terminology=terminology())
    assert again is first and len(planned) == 1
    search("c'est quoi la duplication", lang="en", terminology=terminology())
    assert len(planned) == 2  # another language, another page


@pytest.mark.parametrize(("lang", "typed"), [("fr", "tentaton du chaos"), ("en", "zorblax")])
def test_a_page_offering_did_you_mean_or_nothing_is_served_again_before_any_edit(
    live_demo, monkeypatch, lang, typed
):
    """A query of typos costs its spelling work once, not at every request; after an edit,
    which may add or rename the name it suggests, it is computed anew."""
    monkeypatch.setattr(reuse, "MAX_GROWTH", 10.0)
    planned = []
    plan = searching.plan_query
    monkeypatch.setattr(searching, "plan_query", lambda *a, **k: planned.append(1) or plan(*a, **k))
    first = search(typed, lang=lang, terminology=terminology())
    assert first.suggestion is not None or not first.total
    assert search(typed, lang=lang, terminology=terminology()) is first and len(planned) == 1
    ruling = Ruling.objects.filter(card__slug="gandalf-westward-voyager").first()
    ruling.text_en = "Nothing of the kind."
    ruling.save()
    assert search(typed, lang=lang, terminology=terminology()) is not first


def test_an_answer_found_again_is_found_anew_once_its_version_changes(demo_index):
    """A keyword saved (renamed, say: the question may no longer name it) bumps its answer
    version: the answer kept with the results is found anew."""
    from search.answers import Answer

    results = search("replicate", lang="en", terminology=terminology())
    keyword = Keyword.objects.get(slug="replicate")
    found = []

    def find():
        found.append(1)
        return Answer("keyword", keyword)

    first = reuse.answered_again(results, Filters(), find)
    assert reuse.answered_again(results, Filters(), find) == first and len(found) == 1
    keyword.name_en = "Replicate again"
    keyword.save()
    answer, version = reuse.answered_again(results, Filters(), find)
    assert len(found) == 2 and version != first[1]
    reuse.answered_again(results, Filters(source="wotc"), find)
    assert len(found) == 3  # narrowed to some rulings: found every time


def test_the_pages_kept_drop_the_least_recently_used_first():
    pages = reuse.LeastRecentlyUsed(len, total=100, entries=2)
    pages.put(("asked", "first"), "a")
    pages.put(("asked", "second"), "b")
    assert pages.get(("asked", "first")) == "a"  # served again: now the most recent
    pages.put(("asked", "third"), "c")
    assert pages.get(("asked", "first")) == "a"
    assert pages.get(("asked", "second")) is None


def _reachable(root, depth: int) -> list:
    """The objects the garbage collector sees reachable from `root`, `depth` steps deep."""
    import gc

    seen, layer = {id(root): root}, [root]
    for _ in range(depth):
        layer = [found for obj in layer for found in gc.get_referents(obj) if id(found) not in seen]
        seen.update((id(found), found) for found in layer)
    return list(seen.values())


def test_a_kept_page_holds_a_digest_of_its_plan_not_the_query_tree(demo_index):
    """Thousands of pages are kept per worker, and every object they hold is walked by each
    full garbage collection, which delays the worker's next request: their query trees (a
    few hundred Whoosh queries each) made most of a 150 ms pause (bench/search.py)."""
    from whoosh.query import Query

    reuse.kept_pages.clear()
    for lang, text in ASKED:
        search(text, lang=lang, terminology=terminology())
    pages = list(reuse.kept_pages._entries.values())
    assert pages and all(isinstance(page.plan, bytes) for page in pages)
    held = [found for page in pages for found in _reachable(page, depth=6)]
    assert not [found for found in held if isinstance(found, Query)]


def test_pages_planned_alike_share_a_digest_and_others_do_not(demo_index):
    from search.query import plan_query
    from search.query_text import parse_user_query

    def digest(text: str) -> bytes:
        return reuse.plan_key(plan_query(parse_user_query(text)))

    assert digest("copy of a spell") == digest("copy of a spell")
    assert digest("copy of a spell") != digest("copy of spell")
    # Trees that differ only in a value Whoosh leaves out of its repr, an Or's minmatch.
    from whoosh.query import Or, Term

    terms = [Term("body_en", word) for word in ("copy", "spell", "cast")]
    assert reuse.plan_key(Or(terms, minmatch=2)) != reuse.plan_key(Or(terms, minmatch=3))
