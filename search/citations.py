"""A glossary entry brings the rules it cites: "Legend Rule … See rule 704.5j."

The glossary names a concept the way players ask for it ("legend rule", "summoning
sickness"), and says which rules hold it; those rules, written in other words, rank far below
the entry or do not match at all. When an entry is among the first results, the rules it cites
are given a score just below its own: they follow it, are counted among the matches, and
every page still comes from one ranking. Of the rules an entry cites, those that hold more of
the question come first ("ten poison counters": the Poison Counter entry cites 122 and
704.5c; 704.5c, "ten or more poison counters", comes first), then the others in the order the
entry cites them.
"""

import numpy as np
from whoosh.query import Term
from whoosh.searching import Searcher

from keywords.models import GlossaryEntry
from keywords.parsing import glossary_citations

from .evaluation import Matches
from .grouping import held

CITING_RANKS = 10  # glossary entries among the first results bring the rules they cite
CITED_STEP = 1e-6  # each cited rule a hair below the one before


def with_cited_rules(searcher: Searcher, evaluator, matches: Matches) -> Matches:
    """`matches`, each rule cited by a glossary entry among the first results scoring just
    below that entry (the best matched first, then in the order the entry cites them),
    whether it matched or not."""
    window = matches.ranked(0, CITING_RANKS, evaluator.tie_order())
    glossary = evaluator.matches(Term("type", "glossary")).docnums
    is_entry = held(glossary, [docnum for _, docnum in window])
    wanted: dict[int, float] = {}
    for (score, docnum), entry in zip(window, is_entry, strict=True):
        if not entry:
            continue
        stored = searcher.stored_fields(docnum)
        cited_rules = best_matched_first(matches, _cited_docnums(evaluator, stored))
        # A retired term ("Totem Armor (Obsolete)": "… has been renamed. See rule 702.89,
        # “Umbra Armor.”") says what the game calls it now: the rules it cites are the answer,
        # and come before it.
        before = len(cited_rules) + 1 if _is_retired(stored) else 0
        for place, cited in enumerate(cited_rules, start=1):
            # Just below the entry; a rule cited by two entries keeps the higher place.
            at = score * (1 - CITED_STEP * (place - before))
            wanted[cited] = max(wanted.get(cited, 0.0), at)
    return matches.raised(wanted) if wanted else matches


def best_matched_first(matches: Matches, docnums: list[int]) -> list[int]:
    """The documents by their scores among `matches` (0 for one not matched), best first;
    the sort is stable, so equal scores keep the order given."""
    found = np.array(held(matches.docnums, docnums), dtype=bool)
    own = np.zeros(len(docnums))
    wanted = np.asarray(docnums, dtype=matches.docnums.dtype)[found]
    own[found] = matches.scores[np.searchsorted(matches.docnums, wanted)]
    return [docnums[i] for i in np.argsort(-own, kind="stable")]


def _is_retired(stored: dict) -> bool:
    """Whether a glossary entry is a term the glossary keeps for the cards that print it,
    "(Obsolete)" after its name."""
    return GlossaryEntry.is_retired_term(stored.get("ref", ""))


def _cited_docnums(evaluator, stored: dict) -> list[int]:
    definition = stored.get("body_en", "")
    found = []
    for number in glossary_citations(definition):
        found += evaluator.matches(Term("rule_number", number)).docnums.tolist()
    return found
