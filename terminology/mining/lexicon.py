"""A French -> English lexicon of the game, learned from the printed card texts.

The evidence is the sentence pairs of every French printing and its printed English
(``parallel.py``: a card's lines and sentences, reminder text included, paired only where
both sides have as many). Their n-grams of one to three words (``ngrams.py``) are aligned
in three steps:

1. **Association.** Each French n-gram and each English n-gram are counted in the
   sentence pairs (a sentence counts once per card that prints it), and every pair of them
   gets its Dice coefficient, 2·both / (French + English). Pairs met fewer than
   MIN_TOGETHER times or under MIN_DICE are never linked, nor n-grams that (nearly) only
   occur inside one longer n-gram ("champ" inside "champ de bataille"), nor "+1/+1" with
   any other modifier than "+1/+1".
2. **Competitive linking** (Melamed, "Models of translational equivalence", 2000). Dice
   alone pairs every word with its neighbours ("ciblée" goes with "creature" nearly as
   well as with "target"). So, in each sentence pair, the best pair of n-grams is linked
   first, then the best among the words left, and no word is linked twice: "créature" takes
   "creature", leaving "target" to "ciblée". The order is the Dice with a pseudo-count (a
   pair met 3 times ranks below one met 300 times with the same score) times how well the
   pair's words go together one by one (``_word_support``), less the further apart the two
   stand in their sentences (OUT_OF_PLACE_DECAY).
3. **Reading the lexicon off the links**, as phrase-based translation extracts phrases: a
   French n-gram is translated, in a sentence pair, by the English n-gram its content
   words are linked to, when those links stay inside both ("jeton Trésor" reads "Treasure
   token" off jeton-token and Trésor-Treasure). Each French n-gram keeps the English it is
   read as most often, and a second one nearly as frequent (SECOND_CLOSE), when that is
   at least MIN_TOGETHER times and in at least MIN_SHARE of the sentence pairs where it
   could be read (an n-gram inside a longer linked unit, "tour" in "fin du tour", could
   not).

Each entry keeps its counts: the sentence pairs holding both, those where the English was
read off the links, the French and English counts, and the Dice coefficient.
"""

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from terminology.vocabulary import lexicon_key

from .ngrams import Ngram, ngrams
from .parallel import ParallelText, sentence_pairs

# Below this many sentence pairs (cards), a pair is noise.
MIN_TOGETHER = 3
# The weakest association worth linking: low, because a rare form of a common word ("lancé"
# against "cast") has a low Dice however faithful; competitive linking does the choosing.
MIN_DICE = 0.05
PSEUDO_COUNT = 4
MIN_SHARE = 0.5
SECOND_CLOSE = 0.8
SUBSUMED_SHARE = 0.97
# A pair of n-grams out of place in their sentences links less readily: by this factor per
# word between where the French stands and where the English does (seven words: half).
OUT_OF_PLACE_DECAY = 0.1


@dataclass(frozen=True)
class LexiconEntry:
    french: str  # as printed ("champ de bataille", "jeton Trésor")
    english: str
    key: str  # lexicon_key(french)
    together: int  # sentence pairs holding both
    aligned: int  # sentence pairs where the two were linked
    french_count: int  # sentence pairs holding the French
    english_count: int  # sentence pairs holding the English
    score: float  # Dice coefficient


def mine_lexicon(texts: Iterable[ParallelText]) -> list[LexiconEntry]:
    """The lexicon of the parallel texts: for each French n-gram, its English."""
    # A sentence printed on several cards counts once per card (reprints with the same
    # words are one card): the evidence of ten cards outweighs one card's.
    weights = Counter(pair for text in texts for pair in set(sentence_pairs(text)))
    corpus = _Corpus(weights)
    entries = corpus.aligned_entries()
    # A word left out for the longer n-gram it nearly always stands in is the term's only
    # when some entry reads it: "enters" in "enters the battlefield", whose French (« arrive
    # sur le champ de bataille ») is longer than any n-gram, was linked to nothing and
    # « arrive » read as nothing. Aligned again, such words are linked on their own.
    if corpus.keep_subsumed_by_terms_read():
        entries = corpus.aligned_entries()
    return entries


# One n-gram of a sentence: (id, start, end).
_Occurrence = tuple[int, int, int]


class _Side:
    """The n-grams of one language: ids, counts, printed forms."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.keys: list[str] = []
        self.count: list[int] = []
        self.parts: list[tuple[str, ...]] = []
        self.printed: list[Counter[str]] = []

    def add(self, ngrams: list[Ngram], weight: int) -> list[_Occurrence]:
        occurrences, seen = [], set()
        for ngram in ngrams:
            index = self.ids.get(ngram.key)
            if index is None:
                index = self.ids[ngram.key] = len(self.keys)
                self.keys.append(ngram.key)
                self.count.append(0)
                self.parts.append(ngram.parts)
                self.printed.append(Counter())
            if index not in seen:
                seen.add(index)
                self.count[index] += weight
            self.printed[index][ngram.printed] += weight
            occurrences.append((index, ngram.start, ngram.end))
        return occurrences

    def display(self, index: int) -> str:
        # Lower case when cards print it so ("sacrifice"), else as printed ("Trésor").
        printed = self.printed[index]
        lowered = [form for form in printed if form == form.lower()]
        return max(lowered or printed, key=printed.__getitem__)


class _Corpus:
    def __init__(self, pairs: Counter[tuple[str, str]]) -> None:
        self.french, self.english = _Side(), _Side()
        self.sentences: list[tuple[list[_Occurrence], list[_Occurrence]]] = []
        # Per sentence pair, the positions of the content words on each side (bit masks).
        self.content: list[tuple[int, int]] = []
        self.weights = list(pairs.values())
        for (english, french), weight in pairs.items():
            french_side = self.french.add(ngrams(french, french=True), weight)
            english_side = self.english.add(ngrams(english, french=False), weight)
            self.sentences.append((french_side, english_side))
            self.content.append((_content_mask(french_side), _content_mask(english_side)))
        # N-grams seen in fewer sentence pairs than a link needs are dropped at once.
        for index, (french_side, english_side) in enumerate(self.sentences):
            self.sentences[index] = (
                [o for o in french_side if self.french.count[o[0]] >= MIN_TOGETHER],
                [o for o in english_side if self.english.count[o[0]] >= MIN_TOGETHER],
            )
        self.together: dict[int, Counter[int]] = defaultdict(Counter)
        for (french_side, english_side), weight in zip(self.sentences, self.weights, strict=True):
            english_ids = {o[0] for o in english_side}
            for french_id in {o[0] for o in french_side}:
                row = self.together[french_id]
                for english_id in english_ids:
                    row[english_id] += weight
        # {side: {n-gram: the longer n-gram it (nearly) only stands in}}
        self.subsumed = {
            "french": _subsumed(self.french, [f for f, _ in self.sentences], self.weights),
            "english": _subsumed(self.english, [e for _, e in self.sentences], self.weights),
        }
        self.no_entry: frozenset[int] = frozenset()  # (keep_subsumed_by_terms_read)

    def aligned_entries(self) -> list[LexiconEntry]:
        aligned, available = self.links(self.associations())
        return self.entries(aligned, available)

    def keep_subsumed_by_terms_read(self) -> bool:
        """Keep left out only the n-grams whose words the last entries read (as their French
        or their English) in at least MIN_SHARE of their sentence pairs ("assign" in "assign
        the rest", not "enters", read in "Equipment enters" on 28 cards of 3,700); whether any
        is let in. A French one let in only takes its
        words from the others' links (« disent » takes "say", which was otherwise linked to
        « détruisent »); it still gives no entry."""
        changed = False
        for side, subsumed in self.subsumed.items():
            ngrams = self.french if side == "french" else self.english
            read_words: Counter[str] = Counter()  # sentence pairs where each word was read
            for read, links in self.read[side].items():
                for word in ngrams.parts[read]:
                    read_words[word] += links
            kept = {
                part: whole
                for part, whole in subsumed.items()
                if min(read_words[word] for word in ngrams.parts[part])
                >= MIN_SHARE * ngrams.count[part]
            }
            changed |= len(kept) < len(subsumed)
            if side == "french":
                # Let in to be linked, not to be read anew: « règles », always in « texte de
                # règles », was then read "word".
                let_in = subsumed.keys() - kept.keys()
                self.no_entry = frozenset(let_in - self.read["french"].keys())
            self.subsumed[side] = kept
        return changed

    def associations(self) -> dict[int, dict[int, float]]:
        """{French id: {English id: how strongly they go together}} of the pairs that may link.

        Dice over the sentence pairs, with a pseudo-count so that a pair seen three times
        ranks below an equal score on three hundred, times how well the pair's words go
        together one by one: in a sentence printed on many cards every n-gram meets every
        other as often ("suffisamment de blessures" and "blockers to destroy", in trample's
        old reminder text), and only its words tell "enough damage" from them.
        """
        scores: dict[int, dict[int, float]] = {}
        for french_id, row in self.together.items():
            if french_id in self.subsumed["french"] or self.french.count[french_id] < MIN_TOGETHER:
                continue
            kept = {}
            for english_id, both in row.items():
                if both < MIN_TOGETHER or english_id in self.subsumed["english"]:
                    continue
                if self._dice(french_id, english_id) < MIN_DICE:
                    continue
                if _modifiers(self.french.parts[french_id]) != _modifiers(
                    self.english.parts[english_id]
                ):
                    continue  # "+1/+1" is never "-1/-1"
                total = self.french.count[french_id] + self.english.count[english_id]
                support = self._word_support(french_id, english_id)
                if support is not None:
                    kept[english_id] = 2 * both / (total + PSEUDO_COUNT) * support
            if kept:
                scores[french_id] = kept
        return scores

    def _dice(self, french_id: int, english_id: int) -> float:
        both = self.together[french_id][english_id]
        return 2 * both / (self.french.count[french_id] + self.english.count[english_id])

    def _word_support(self, french_id: int, english_id: int) -> float | None:
        """How well the words of a pair of n-grams go together: for each content word, its
        best Dice with a word of the other side, averaged; the lower of the two sides.
        1 for two single words (their Dice is the pair's). None when a word goes with
        none of the other side's (MIN_DICE): "make all decisions" is not « décisions »."""
        french_words = [self.french.ids[w] for w in self.french.parts[french_id]]
        english_words = [self.english.ids[w] for w in self.english.parts[english_id]]
        if len(french_words) == len(english_words) == 1:
            return 1.0
        grid = [[self._dice(f, e) for e in english_words] for f in french_words]
        french_best = list(map(max, grid))
        english_best = list(map(max, zip(*grid, strict=True)))
        if min(french_best + english_best) < MIN_DICE:
            return None
        return min(sum(french_best) / len(french_best), sum(english_best) / len(english_best))

    def links(self, scores) -> tuple[Counter[tuple[int, int]], Counter[int]]:
        """Align each sentence pair, then read the French n-grams' English off the links.

        Returns how often each (French, English) pair was read off, and per French n-gram
        the sentence pairs where it could be read (read, or its words left unexplained).
        """
        aligned: Counter[tuple[int, int]] = Counter()
        tried: Counter[int] = Counter()
        for (french_side, english_side), content, weight in zip(
            self.sentences, self.content, self.weights, strict=True
        ):
            links = _competitive_links(french_side, english_side, scores)
            english_at = {(start, end): index for index, start, end in english_side}
            found: dict[int, set[int]] = defaultdict(set)
            for french_id, start, end in french_side:
                english_id = _projection(start, end, content, links, english_at)
                if english_id is not None:
                    found[french_id].add(english_id)
            for french_id, english_ids in found.items():
                tried[french_id] += weight
                for english_id in english_ids - {_UNEXPLAINED}:
                    aligned[french_id, english_id] += weight
        return aligned, tried

    def entries(self, aligned, tried) -> list[LexiconEntry]:
        best: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for (french_id, english_id), links in aligned.items():
            best[french_id].append((links, english_id))
        entries = []
        # {side: {n-gram read: the sentence pairs where it was}}
        self.read: dict[str, Counter[int]] = {"french": Counter(), "english": Counter()}
        for french_id, options in best.items():
            if french_id in self.no_entry:
                continue
            options.sort(reverse=True)
            top = options[0][0]
            for links, english_id in options[:2]:
                if links < MIN_TOGETHER or links < SECOND_CLOSE * top:
                    continue
                if links < MIN_SHARE * tried[french_id]:
                    continue
                entries.append(self._entry(french_id, english_id, links))
                self.read["french"][french_id] += links
                self.read["english"][english_id] += links
        return sorted(entries, key=lambda e: (e.key, -e.aligned))

    def _entry(self, french_id: int, english_id: int, links: int) -> LexiconEntry:
        french_count = self.french.count[french_id]
        english_count = self.english.count[english_id]
        both = self.together[french_id][english_id]
        return LexiconEntry(
            french=self.french.display(french_id),
            english=self.english.display(english_id),
            key=lexicon_key(self.french.display(french_id)),
            together=both,
            aligned=links,
            french_count=french_count,
            english_count=english_count,
            score=round(2 * both / (french_count + english_count), 3),
        )


# A link: (French start, French end, English start, English end), words [start, end).
_Link = tuple[int, int, int, int]
_UNEXPLAINED = -1


def _competitive_links(french_side, english_side, scores) -> list[_Link]:
    """Competitive linking (Melamed): the best-scored pair of n-grams is linked first, and
    no word is linked twice.

    A pair's score is its association weighed by how far apart the two stand, as in
    word-alignment models since IBM Model 2: a translation keeps roughly its sentence's order.
    The counts cannot tell the n-grams of a sentence printed on many cards apart, as they all
    meet as often; the reminders of deathtouch and trample linked « détruire » to "enough",
    which the cards print only in reminders that say « détruire » too, rather than to
    "destroy", which they print everywhere.
    """
    candidates = []
    french_length = max((end for _, _, end in french_side), default=1)
    english_length = max((end for _, _, end in english_side), default=1)
    for french in french_side:
        row = scores.get(french[0])
        if row is None:
            continue
        # Where the French stands, in English words from the sentence's start.
        french_place = (french[1] + french[2]) / 2 * english_length / french_length
        for english in english_side:
            order = row.get(english[0])
            if order is not None:
                apart = abs(french_place - (english[1] + english[2]) / 2)
                candidates.append((order * math.exp(-OUT_OF_PLACE_DECAY * apart), french, english))
    candidates.sort(reverse=True)
    french_used = english_used = 0
    links = []
    for _, (_, fs, fe), (_, es, ee) in candidates:
        french_mask, english_mask = (1 << fe) - (1 << fs), (1 << ee) - (1 << es)
        if not (french_used & french_mask or english_used & english_mask):
            french_used |= french_mask
            english_used |= english_mask
            links.append((fs, fe, es, ee))
    return links


def _projection(
    start: int, end: int, content: tuple[int, int], links: list[_Link], english_at
) -> int | None:
    """The English n-gram the French words [start, end) are linked to, when the links
    give one: _UNEXPLAINED when they do not, None when the words are part of a longer unit.

    Every content word of the French n-gram and of the English it reaches must be linked,
    and only to each other; the English must be one n-gram ("créature ciblée" / "target
    creature" is read off "La créature ciblée gagne" / "Target creature gets", "ciblée
    gagne" is not: "creature" lies between "target" and "gets").
    """
    inside = [link for link in links if link[0] < end and start < link[1]]
    if not inside:
        return _UNEXPLAINED
    if any(link[0] < start or link[1] > end for link in inside):
        return None
    english_start = min(link[2] for link in inside)
    english_end = max(link[3] for link in inside)
    french_covered = english_covered = 0
    for link in inside:
        french_covered |= _span_mask(link[0], link[1])
        english_covered |= _span_mask(link[2], link[3])
    french_content = content[0] & _span_mask(start, end)
    english_content = content[1] & _span_mask(english_start, english_end)
    if french_content & ~french_covered or english_content & ~english_covered:
        return _UNEXPLAINED
    return english_at.get((english_start, english_end), _UNEXPLAINED)


def _subsumed(
    side: _Side, sentences: list[list[_Occurrence]], weights: list[int]
) -> dict[int, int]:
    """The n-grams that (nearly) only occur inside one longer n-gram, with it: "champ" and
    "bataille" in "champ de bataille", "summoning" in "summoning sickness".

    They would tie with it for its translation; the longer n-gram is the term.
    """
    inside: dict[int, Counter[int]] = defaultdict(Counter)
    for occurrences, weight in zip(sentences, weights, strict=True):
        at = {(start, end): index for index, start, end in occurrences}
        pairs = {
            (at[part], whole)
            for whole, start, end in occurrences
            if end - start > 1
            for part in _parts(start, end)
            if part in at
        }
        for part, whole in pairs:
            inside[part][whole] += weight
    subsumed = {}
    for part, wholes in inside.items():
        whole, count = wholes.most_common(1)[0]
        if count >= SUBSUMED_SHARE * side.count[part]:
            subsumed[part] = whole
    return subsumed


def _parts(start: int, end: int) -> Iterator[tuple[int, int]]:
    return (
        (a, b) for a in range(start, end) for b in range(a + 1, end + 1) if (a, b) != (start, end)
    )


def _modifiers(parts: tuple[str, ...]) -> list[str]:
    return sorted(part for part in parts if "/" in part)


def _span_mask(start: int, end: int) -> int:
    return (1 << end) - (1 << start)


def _content_mask(occurrences: list[_Occurrence]) -> int:
    mask = 0
    for _, start, end in occurrences:
        if end - start == 1:  # a single word is always a content word
            mask |= 1 << start
    return mask
