"""Trace each rule from one edition to the next, even when Wizards renumbered it; word diffs.

Pure functions: numbers and texts in, matches out (no database). A rule of the newer edition
is matched to at most one rule of the older edition, in four passes per kind, from chapters
down to subrules so that a paragraph's parent is matched before the paragraph itself:

1. identical text (a hash lookup): "702.55a" of 2020 is "702.56a" of 2025 word for word;
2. candidates by similarity: the rule with the same number, the children of the parent's
   match, and the older rules that share the rarest words (an inverted index, so a rule is
   compared with a handful of candidates, not with the thousands of the older edition);
3. the pairs at least as alike as their threshold are assigned greedily, most alike first
   (ties broken by number, so the result never depends on set order or the hash seed);
4. what is left is "added"; older rules nobody matched were removed.
"""

import difflib
import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .parsing.comprehensive_rules import KINDS, parent_number

ADDED, UNCHANGED, REWORDED = "added", "unchanged", "reworded"
RENUMBERED, RENUMBERED_AND_REWORDED = "renumbered", "renumbered_and_reworded"

# Similarity (see _similarity) from which two rules are the same rule. Chosen on the hardest
# pair, 2006 -> 2009 (the Magic 2010 rewrite: "play" -> "cast", new numbers), by reading
# samples of the pairs on each side: pairs from 0.5 to 0.6 are true ones ("Layer 6: Ability-
# adding effects…" 0.58, "A card's owner is…" 0.58); from 0.35 to 0.5 they are half true,
# half strangers ("A spell's type…" / "A noncopy spell's characteristics…" 0.48). With it,
# 685 of the 1,004 rules of 2006 live on in 2009; consecutive recent editions are matched
# almost entirely by identical text.
SIMILARITY_THRESHOLD = 0.5
# Under the match of its parent (702.56a under 702.55 -> 702.56), structure already agrees:
# 0.4 recovers the M10 rewrites of whole paragraphs without letting in unrelated ones.
SAME_PARENT_THRESHOLD = 0.4
# Titles and keyword names ("Linked Abilities" / "Static Abilities" score 0.5): with three
# words or fewer, only a near-identical title is the same paragraph.
SHORT_TEXT_THRESHOLD = 0.75
# An older subrule whose parent lives on elsewhere belongs to that lineage: "Kicker is a static
# ability that functions while the spell…" must not take Delve's "Delve is a static ability
# that functions while the spell…" (0.56). Moves between sections in the M10 rewrite score 0.6+
# when the parent is unmatched, so only a near-copy crosses lineages.
OTHER_LINEAGE_THRESHOLD = 0.7
_SHORT_WORDS = 3
# Ranking bonuses, never counted toward the threshold: prefer the candidate under the parent's
# match, then the candidate with the same number, when two candidates are about as alike.
_SAME_PARENT_BONUS = 0.1
_SAME_NUMBER_BONUS = 0.05
# Words shared by more older rules than this do not select candidates ("the", "spell").
_MAX_POSTING = 40
_RARE_WORDS_PER_RULE = 6
_CANDIDATES_SCORED = 8

# "Rule X now also says Y": the shorter text held whole in the longer one ("the 'can't'
# effect wins", 0.42 by ratio alone), minus a penalty so that containment alone (0.8 at best)
# ranks below a close rewording. Under 20 words, containment is chance ("Second, the active
# player gets priority.").
_MIN_CONTAINED_WORDS = 20
_CONTAINMENT_PENALTY = 0.2
# Letters and digits: "land." is "land", "_Magic_" (2009 italics) is "magic".
_WORD = re.compile(r"[^\W_]+")
# Curly and straight quotes are one character to a reader: the 2020 rules changed every
# "'" to "’" without rewording anything.
_PLAIN_QUOTES = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u201b": "'", "\u201c": '"', "\u201d": '"', "\u201f": '"'}
)


def plain_quotes(text: str) -> str:
    """`text` with straight quotes and apostrophes only, to compare wordings."""
    return text.translate(_PLAIN_QUOTES)


@dataclass(frozen=True)
class RuleVersion:
    """A paragraph as the matcher sees it: text and examples must both be equal for an
    identical match or "unchanged"; similarity compares the texts alone."""

    number: str
    kind: str
    text: str
    examples: str = ""

    @property
    def content(self) -> str:
        """Text and examples as compared: spaces and quote styles do not make a new wording."""
        return plain_quotes(" ".join(f"{self.text} {self.examples}".split()))


@dataclass(frozen=True)
class Match:
    number: str
    predecessor: str | None
    change: str
    similarity: float


def match_editions(older: Sequence[RuleVersion], newer: Sequence[RuleVersion]) -> dict[str, Match]:
    """Each rule number of `newer` -> its predecessor in `older` and what changed."""
    old_by_number = {rule.number: rule for rule in older}
    pairs: dict[str, tuple[str, float]] = {}  # new number -> (old number, similarity)
    texts = _TokenCache()
    for kind in KINDS:
        old_rules = [rule for rule in older if rule.kind == kind]
        new_rules = [rule for rule in newer if rule.kind == kind]
        pairs.update(_match_kind(old_rules, new_rules, pairs, texts))
    return {rule.number: _classify(rule, old_by_number, pairs.get(rule.number)) for rule in newer}


def removed_numbers(older: Iterable[RuleVersion], matches: dict[str, Match]) -> list[str]:
    """Numbers of the older edition that no rule of the newer edition continues."""
    continued = {match.predecessor for match in matches.values()}
    return [rule.number for rule in older if rule.number not in continued]


def _classify(rule: RuleVersion, old_by_number: dict, pair: tuple[str, float] | None) -> Match:
    if pair is None:
        return Match(rule.number, None, ADDED, 0.0)
    old = old_by_number[pair[0]]
    same_text = old.content == rule.content
    if old.number == rule.number:
        change = UNCHANGED if same_text else REWORDED
    else:
        change = RENUMBERED if same_text else RENUMBERED_AND_REWORDED
    return Match(rule.number, old.number, change, pair[1])


def _match_kind(
    old_rules: list[RuleVersion],
    new_rules: list[RuleVersion],
    parent_pairs: dict,
    texts: "_TokenCache",
) -> dict[str, tuple[str, float]]:
    matcher = _KindMatcher(old_rules, parent_pairs, texts)
    matcher.match_identical(new_rules)
    matcher.match_similar([rule for rule in new_rules if rule.number not in matcher.pairs])
    return matcher.pairs


class _KindMatcher:
    """Matches the rules of one kind; `pairs` grows as rules are matched."""

    def __init__(
        self, old_rules: list[RuleVersion], parent_pairs: dict, texts: "_TokenCache"
    ) -> None:
        self.texts = texts
        self.old = {rule.number: rule for rule in old_rules}
        self.children: dict[str | None, list[str]] = defaultdict(list)
        for number in self.old:
            self.children[parent_number(number)].append(number)
        self.parent_pairs = parent_pairs
        self.parent_successors = {old: new for new, (old, _) in parent_pairs.items()}
        self.pairs: dict[str, tuple[str, float]] = {}
        self.taken: set[str] = set()

    def match_identical(self, new_rules: list[RuleVersion]) -> None:
        by_content: dict[str, list[str]] = defaultdict(list)
        for rule in self.old.values():
            by_content[_digest(rule.content)].append(rule.number)
        for rule in new_rules:
            free = [n for n in by_content.get(_digest(rule.content), ()) if n not in self.taken]
            if free:
                self._take(rule.number, self._preferred(rule, free), 1.0)

    def _preferred(self, rule: RuleVersion, numbers: list[str]) -> str:
        """Among identical texts ("General"), the same number, then the parent's match."""
        if rule.number in numbers:
            return rule.number
        parent = self._parent_match(rule)
        under_parent = [n for n in numbers if parent is not None and parent_number(n) == parent]
        return (under_parent or numbers)[0]

    def match_similar(self, new_rules: list[RuleVersion]) -> None:
        free = [rule for n, rule in self.old.items() if n not in self.taken]
        index = _WordIndex(free, self.texts)
        scored = [
            (similarity + self._bonus(rule, old_number), similarity, rule.number, old_number)
            for rule in new_rules
            for old_number, similarity in self._similar_candidates(rule, index)
        ]
        for _rank, similarity, new_number, old_number in sorted(scored, reverse=True):
            if new_number not in self.pairs and old_number not in self.taken:
                self._take(new_number, old_number, similarity)

    def _similar_candidates(
        self, rule: RuleVersion, index: "_WordIndex"
    ) -> list[tuple[str, float]]:
        """The candidates at least as alike as their threshold, with their similarity."""
        words = self.texts[rule.text].words
        numbers = index.candidates(words) | self._structural_candidates(rule)
        numbers -= self.taken
        # Ties broken by number: set order varies with the hash seed, results must not.
        by_overlap = sorted(
            numbers, key=lambda n: (-_jaccard(words, self.texts[self.old[n].text].words), n)
        )
        found = []
        for number in by_overlap[:_CANDIDATES_SCORED]:
            threshold = self._threshold(rule, number)
            similarity = _similarity(
                rule.text, self.old[number].text, floor=threshold, texts=self.texts
            )
            if similarity >= threshold:
                found.append((number, similarity))
        return found

    def _structural_candidates(self, rule: RuleVersion) -> set[str]:
        numbers = {rule.number} if rule.number in self.old else set()
        parent = self._parent_match(rule)
        if parent is not None:
            numbers.update(self.children.get(parent, ()))
        return numbers

    def _threshold(self, rule: RuleVersion, old_number: str) -> float:
        lengths = (
            len(self.texts[rule.text].tokens),
            len(self.texts[self.old[old_number].text].tokens),
        )
        if min(lengths) <= _SHORT_WORDS:
            return SHORT_TEXT_THRESHOLD
        if self._is_under_parent_match(rule, old_number):
            return SAME_PARENT_THRESHOLD
        if self._has_other_lineage(rule, old_number):
            return OTHER_LINEAGE_THRESHOLD
        return SIMILARITY_THRESHOLD

    def _has_other_lineage(self, rule: RuleVersion, old_number: str) -> bool:
        """The older rule's parent lives on as another paragraph than this rule's parent."""
        successor = self.parent_successors.get(parent_number(old_number) or "")
        return successor is not None and successor != parent_number(rule.number)

    def _is_under_parent_match(self, rule: RuleVersion, old_number: str) -> bool:
        parent = self._parent_match(rule)
        return parent is not None and parent_number(old_number) == parent

    def _bonus(self, rule: RuleVersion, old_number: str) -> float:
        bonus = _SAME_PARENT_BONUS if self._is_under_parent_match(rule, old_number) else 0.0
        return bonus + (_SAME_NUMBER_BONUS if old_number == rule.number else 0.0)

    def _parent_match(self, rule: RuleVersion) -> str | None:
        parent = parent_number(rule.number)
        pair = self.parent_pairs.get(parent) if parent else None
        return pair[0] if pair else None

    def _take(self, new_number: str, old_number: str, similarity: float) -> None:
        self.pairs[new_number] = (old_number, similarity)
        self.taken.add(old_number)


class _WordIndex:
    """Older rules by word, to find the few worth comparing with a newer rule."""

    def __init__(self, rules: list[RuleVersion], texts: "_TokenCache") -> None:
        self.words = {rule.number: texts[rule.text].words for rule in rules}
        self.postings: dict[str, set[str]] = defaultdict(set)
        for number, words in self.words.items():
            for word in words:
                self.postings[word].add(number)

    def candidates(self, words: frozenset[str]) -> set[str]:
        rare = sorted(
            (len(self.postings[w]), w)
            for w in words
            if 0 < len(self.postings.get(w, ())) <= _MAX_POSTING
        )
        found: set[str] = set()
        for _count, word in rare[:_RARE_WORDS_PER_RULE]:
            found |= self.postings[word]
        return found


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


@dataclass(frozen=True)
class _Tokens:
    tokens: tuple[str, ...]
    words: frozenset[str]
    counts: Counter


class _TokenCache(dict):
    """Each text tokenised once per matching, then dropped with it (no process-wide cache)."""

    def __missing__(self, text: str) -> _Tokens:
        tokens = tuple(_WORD.findall(text.lower()))
        self[text] = value = _Tokens(tokens, frozenset(tokens), Counter(tokens))
        return value


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _similarity(a: str, b: str, *, floor: float = 0.0, texts: "_TokenCache | None" = None) -> float:
    """difflib's ratio on words (order counts, so shuffled boilerplate scores lower), or, when
    one rule absorbed or shed sentences, how much of the shorter one the longer one holds.

    Below `floor` the answer is only "below": the words both texts share bound both measures
    from above, which spares most of difflib's quadratic work.
    """
    texts = _TokenCache() if texts is None else texts
    first, second = texts[a], texts[b]
    shorter = min(len(first.tokens), len(second.tokens))
    shared = (first.counts & second.counts).total()
    bound = 2 * shared / (len(first.tokens) + len(second.tokens) or 1)
    if shorter >= _MIN_CONTAINED_WORDS:
        bound = max(bound, shared / shorter - _CONTAINMENT_PENALTY)
    if bound < floor:
        return 0.0
    # autojunk would ignore frequent words in long rules (200+ words) and undercount them.
    matcher = difflib.SequenceMatcher(None, first.tokens, second.tokens, autojunk=False)
    if shorter < _MIN_CONTAINED_WORDS:
        return matcher.ratio()
    matched = sum(block.size for block in matcher.get_matching_blocks())
    return max(matcher.ratio(), matched / shorter - _CONTAINMENT_PENALTY)


# -- Word diff ------------------------------------------------------------------------------

EQUAL, INSERT, DELETE = "equal", "insert", "delete"
_DIFF_TOKEN = re.compile(r"\n|[^\s]+")


def word_diff(old: str, new: str) -> list[tuple[str, tuple[str, ...]]]:
    """The words of `new` against `old`: [("equal", words), ("delete", words), ("insert", …)].

    Line breaks are tokens ("\\n") so a rule's examples stay on their own lines.
    """
    a, b = _DIFF_TOKEN.findall(old or ""), _DIFF_TOKEN.findall(new or "")
    ops: list[tuple[str, tuple[str, ...]]] = []
    # Words are compared with plain quotes, shown as the newer text writes them.
    matcher = difflib.SequenceMatcher(
        None, [plain_quotes(w) for w in a], [plain_quotes(w) for w in b], autojunk=False
    )
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("delete", "replace"):
            ops.append((DELETE, tuple(a[i1:i2])))
        if tag in ("insert", "replace"):
            ops.append((INSERT, tuple(b[j1:j2])))
        if tag == "equal":
            ops.append((EQUAL, tuple(b[j1:j2])))
    return ops


def only_typography_changed(old: str, new: str) -> bool:
    """The same words once quotes are plain: no rewording to show."""
    return plain_quotes(" ".join(old.split())) == plain_quotes(" ".join(new.split()))
