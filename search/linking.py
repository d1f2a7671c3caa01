"""A concept a question names in passing is brought among its first answers.

"Will this creature have summoning sickness again?", "… peut-il exiler un permanent qui a
protection contre le blanc ?": the question names a card or a situation, and a rule by its
name. Texts that repeat the question's words (a card's rulings) outscore the rule's own short
entry, which would land far down the list. Each concept named in passing whose name picks
something out (search.query.plan_query: several words, or a word that is not common) brings
the best of the documents it names (its keyword, glossary entry or rule) just below the first
result, the best of them first; every page still comes from one ranking.
"""

import numpy as np
from whoosh.query import Or, Prefix, Query, Term

from .citations import best_matched_first
from .documents import RULING_REF_AFTER_CARD
from .evaluation import Matches
from .grouping import held
from .names import name_key, tokens

LINKED_AT_MOST = 3  # concepts brought forward in one question
LINKED_STEP = 1e-6  # each a hair below the one before


def with_linked_concepts(
    evaluator,
    matches: Matches,
    linked: tuple[Term, ...],
    named: tuple[Term, ...] = (),
    paragraphs_of: tuple[Term, ...] = (),
    paragraph_words: tuple[Term, ...] = (),
    names_of_cards: tuple[str, ...] = (),
) -> Matches:
    """`matches` with the cards of `named` first, then the best document of each concept in
    `linked`, then the paragraph of each concept of `paragraphs_of` that `paragraph_words`
    rank best, each group in the order of its own scores; the rest follows. `names_of_cards`:
    the name keys of every card the question names, in passing or as what it asks."""
    if not (linked or named or paragraphs_of) or not len(matches):
        return matches
    cards = _best_of_each(evaluator, matches, named)
    concepts = [found for found in _best_of_each(evaluator, matches, linked) if found not in cards]
    paragraphs = [
        found
        for found in _best_paragraphs(evaluator, matches, paragraphs_of, paragraph_words)
        if found not in cards + concepts
    ]
    # Just below the first result: a name that is the question, or the text that holds most
    # of it, stays first (above it, the cards named lost more judged questions than they won).
    # Not another card first by the words of a card's name the question names, its name
    # sharing a word with it ("… casts Rhox Maulers on my creature?": Rhox Oracle, its text
    # saying "Rhox" and "creature"), nor a ruling of such a card ("… casts Mind Rot …": a ruling
    # of Mind Sculpt), nor a keyword or glossary entry named by words of it ("… casts Moonlight
    # Bargain …": Bargain): the cards named go above it.
    first_score, first = matches.ranked(0, 1, evaluator.tie_order())[0]
    leading = [first, *cards]
    if (
        names_of_cards
        and first not in cards
        and _first_by_words_of_a_name(evaluator.searcher, first, names_of_cards)
    ):
        named_cards = tuple(term for term in named if term.text in names_of_cards)
        leading = [*_best_of_each(evaluator, matches, named_cards), first, *cards]
    promoted = list(
        dict.fromkeys(leading + concepts[:LINKED_AT_MOST] + paragraphs[:LINKED_AT_MOST])
    )
    # The documents tied with the first (seven spiders that each say "Reach") go below them.
    below = first_score * (1 - LINKED_STEP * len(promoted))
    scores = np.minimum(matches.scores, below)
    for place, docnum in enumerate(promoted):
        scores[np.searchsorted(matches.docnums, docnum)] = first_score * (1 - LINKED_STEP * place)
    return Matches(matches.docnums, scores)


def _first_by_words_of_a_name(searcher, docnum: int, names_of_cards: tuple[str, ...]) -> bool:
    """Whether a document may be first by the words of a card's name the question names
    (`names_of_cards`, name keys): a card none of them names, or a ruling of one, whose name
    shares a word with one of them (its stem); a keyword or glossary entry whose name is words
    of one."""
    stored = searcher.stored_fields(int(docnum))
    kind = stored.get("type")
    fields = ("card_en", "card_fr") if kind == "ruling" else ("title_en", "title_fr")
    titles = [key for field in fields if (key := name_key(stored.get(field) or ""))]
    if kind in ("card", "ruling"):
        if any(title in names_of_cards for title in titles):
            return False
        return bool(_stems(names_of_cards) & _stems(titles))
    if kind in ("keyword", "glossary"):
        return any(f" {title} " in f" {name} " for title in titles for name in names_of_cards)
    return False


def _stems(names) -> set[str]:
    """The stems of the words of `names` (name keys), in either language, little words left
    out: "Stinging Shot" shares "sting" with Aether Sting, "Visions of Ruin" "vision" with
    Volcanic Vision."""
    return {stem for name in names for language in ("en", "fr") for stem in tokens(name, language)}


def with_cards_before_their_rulings(evaluator, matches: Matches, cards: tuple[str, ...]) -> Matches:
    """`matches` with each card the question names (`cards`, name keys) just above the best of
    its own rulings: the card's page shows them all, the one matched among them. "Does Ashes of
    the Abhorrent stop jump-start?" found first a ruling of the card that says nothing of
    jump-start (it matched "stop"), then the card."""
    if not cards or not len(matches):
        return matches
    named = evaluator.matches(Or([Term("name_exact", key) for key in cards])).docnums
    scores = matches.scores.copy()
    for card, ref in cards_among(evaluator.searcher, _held(matches, named)):
        rulings = _held(matches, evaluator.matches(rulings_of(ref)).docnums)
        if not len(rulings):
            continue
        best_ruling = scores[np.searchsorted(matches.docnums, rulings)].max()
        at = np.searchsorted(matches.docnums, card)
        if scores[at] <= best_ruling:
            scores[at] = np.nextafter(best_ruling * (1 + LINKED_STEP), np.inf)
    return Matches(matches.docnums, scores)


def cards_among(searcher, docnums) -> list[tuple[int, str]]:
    """(docnum, ref) of the cards among `docnums`, read from their stored fields (a few names:
    no list of all the cards is read)."""
    found = []
    for docnum in docnums:
        stored = searcher.stored_fields(int(docnum))
        if stored.get("type") == "card":
            found.append((int(docnum), stored["ref"]))
    return found


def rulings_of(card_ref: str) -> Query:
    """A card's rulings, by their refs: the card's English name, then RULING_REF_AFTER_CARD
    (search.documents)."""
    return Prefix("ref", card_ref + RULING_REF_AFTER_CARD)


def with_rules_cited_first(evaluator, matches: Matches, numbers: tuple[str, ...]) -> Matches:
    """`matches` with the rules a question cites by number first, in the order cited: "is
    702.19c relevant when blocking with two creatures" asks about 702.19c, which rulings
    repeating "blocking" and "creatures" outscored."""
    cited = [
        docnum
        for number in numbers
        for docnum in _held(matches, evaluator.matches(Term("rule_number", number)).docnums)
    ]
    return _first(matches, cited)


def with_symbols_defined_first(evaluator, matches: Matches, symbols: tuple[str, ...]) -> Matches:
    """`matches` with the rules and glossary entries that define the symbols a query writes
    first ("what does {Q} mean": 107.6 and Untap Symbol, before the cards printing {Q}), the
    best-scored first: a text that defines one symbol before one that lists twenty."""
    if not symbols:
        return matches
    defining = evaluator.matches(Or([Term("defines", symbol) for symbol in symbols]))
    among = np.asarray(held(matches.docnums, defining.docnums.tolist()), dtype=bool)
    defining = Matches(defining.docnums[among], defining.scores[among])
    return _first(matches, [docnum for _, docnum in defining.ranked(0, LINKED_AT_MOST)])


def _first(matches: Matches, docnums: list[int]) -> Matches:
    """`matches` with `docnums` (all among them) above the rest, in their order."""
    if not docnums:
        return matches
    docnums = list(dict.fromkeys(docnums))
    scores = matches.scores.copy()
    top = scores.max()
    for place, docnum in enumerate(docnums):
        scores[np.searchsorted(matches.docnums, docnum)] = top * (
            1 + LINKED_STEP * (len(docnums) - place)
        )
    return Matches(matches.docnums, scores)


def _held(matches: Matches, docnums: np.ndarray) -> np.ndarray:
    """Those of `docnums` among the sorted matches."""
    return docnums[held(matches.docnums, docnums.tolist())]


def _best_paragraphs(
    evaluator, matches: Matches, paragraphs_of: tuple[Term, ...], words: tuple[Term, ...]
) -> list[int]:
    """Of each concept's paragraphs among the matches (the documents holding a term of
    `paragraphs_of`), the one `words` score best, if any holds one of them, best first: a
    paragraph says a detail of its concept ("discard" in 514.1), not its name again (514.3
    says "cleanup step"). Each word's score is looked up for the few paragraphs, not summed
    over all it matches. Among the matches only: a request over its reading budget
    (search.evaluation) may have left a paragraph out of them, and one promoted from outside
    took the place of another document's score, or raised an IndexError past the last."""
    if not (paragraphs_of and words):
        return []
    paragraphs = _held(matches, evaluator.matches(Or(list(paragraphs_of))).docnums)
    scores = np.zeros(len(paragraphs))
    for word in words:
        found = evaluator.matches(word)
        holding = np.asarray(held(found.docnums, paragraphs.tolist()), dtype=bool)
        scores[holding] += found.scores[np.searchsorted(found.docnums, paragraphs[holding])]
    scored = Matches(paragraphs[scores > 0], scores[scores > 0])
    best: dict[int, float] = {}
    for term in paragraphs_of:
        of_concept = evaluator.restricted(scored, evaluator.matches(term))
        if len(of_concept):
            score, docnum = of_concept.ranked(0, 1, evaluator.tie_order())[0]
            best[docnum] = max(score, best.get(docnum, 0.0))
    return sorted(best, key=lambda docnum: -best[docnum])


def _best_of_each(evaluator, matches: Matches, terms: tuple[Term, ...]) -> list[int]:
    """The best match among the documents holding each term, best first, each once."""
    best: dict[int, float] = {}
    for term in terms:
        found = _best_naming(evaluator, matches, term)
        if found is not None:
            best[found[1]] = max(found[0], best.get(found[1], 0.0))
    return sorted(best, key=lambda docnum: -best[docnum])


def _best_naming(evaluator, matches: Matches, term: Term) -> tuple[float, int] | None:
    """(score, docnum) of the best match among the few documents that hold `term`: each is
    looked up in the sorted matches, never the matches in its list (they can be thousands)."""
    matched = _held(matches, evaluator.matches(term).docnums)
    if not len(matched):
        return None
    at = np.searchsorted(matches.docnums, matched)
    candidates = Matches(matched, matches.scores[at])
    return candidates.ranked(0, 1, evaluator.tie_order())[0]


# The first results, where a keyword's glossary entry may stand before the keyword itself.
TWINS_LOOKED_AT = 10


def with_keywords_before_their_entries(evaluator, matches: Matches) -> Matches:
    """`matches` with each keyword found below its own glossary entry among the first results
    moved into the entry's place, the entry right after it. The entry ("Ward: A keyword
    ability that … See rule 702.21, "Ward."") names the keyword and sends to its rule; the
    keyword's page holds that rule, its French name and its cards. The entry's definition
    repeats a question's words ("a keyword ability", "a creature") and outscored the keyword
    whose name is all the question names of it."""
    ranked = matches.ranked(0, TWINS_LOOKED_AT, evaluator.tie_order())
    docnums = [docnum for _, docnum in ranked]
    are_entries = held(evaluator.matches(Term("type", "glossary")).docnums, docnums)
    if not any(are_entries):  # most searches: the keywords' list is not read
        return matches
    keywords = evaluator.matches(Term("type", "keyword")).docnums
    moved: dict[int, float] = {}
    for place, ((score, docnum), is_an_entry) in enumerate(zip(ranked, are_entries, strict=True)):
        keyword = _keyword_named_by(evaluator, matches, keywords, docnum) if is_an_entry else None
        if keyword is not None and keyword not in docnums[:place]:
            moved[keyword] = score
            moved[docnum] = score * (1 - LINKED_STEP)
    if not moved:
        return matches
    scores = matches.scores.copy()
    for docnum, score in moved.items():
        scores[np.searchsorted(matches.docnums, docnum)] = score
    return Matches(matches.docnums, scores)


def _keyword_named_by(evaluator, matches: Matches, keywords: np.ndarray, entry: int) -> int | None:
    """The keyword among `matches` that the glossary entry is named after (a keyword's ref is
    its English name in lower case: search.documents)."""
    name = evaluator.searcher.stored_fields(entry)["ref"].lower()
    named = _held(matches, evaluator.matches(Term("ref", name)).docnums)
    are_keywords = held(keywords, named.tolist())
    return next(
        (int(docnum) for docnum, is_one in zip(named, are_keywords, strict=True) if is_one), None
    )


# A keyword action whose word the question uses as a noun ("+1/+1 counter", « marqueur ») is
# not what it asks about: the things its concept names take its place (Counters, rule 122, and
# the glossary's Counter, which defines both: search.word_senses), found or not (the rule titled
# "Counters" holds no "counter"), and the action's documents go right behind them.
def with_actions_not_asked_behind(evaluator, matches: Matches, nouns: tuple[str, ...]) -> Matches:
    """`matches` with the documents of the concepts in `nouns` (their keys) that are no
    keyword action where the best of the actions' stood, the best matched first, and the
    actions' documents after them; as they were where no action was found."""
    if not nouns:
        return matches
    actions = evaluator.matches(Or([Term("verb_of", key) for key in nouns])).docnums
    found = _held(matches, actions)
    if not len(found):
        return matches
    best = matches.scores[np.searchsorted(matches.docnums, found)].max()
    named = evaluator.matches(Or([Term("concept", key) for key in nouns])).docnums
    things = best_matched_first(matches, np.setdiff1d(named, actions).tolist())
    raised = matches.raised(
        {thing: best * (1 - LINKED_STEP * place) for place, thing in enumerate(things)}
    )
    behind = best * (1 - LINKED_STEP * (len(things) + 1))
    scores = raised.scores.copy()
    at = np.searchsorted(raised.docnums, found)
    scores[at] = np.minimum(scores[at], behind)
    return Matches(raised.docnums, scores)
