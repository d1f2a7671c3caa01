"""What the miners read of a card printed in French, and the pairs they give back."""

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from rulings.importing.mtgjson import ParsedCard


@dataclass(frozen=True)
class TermPair:
    english: str
    french: str
    kind: str  # a terminology.vocabulary.TermKind
    # How many distinct (card, French wording) pairs support the pair (votes for keywords and card
    # types, cards where both terms occur for rules terms).
    count: int
    # Keywords and card types: the winning French term's share of the votes. Rules terms:
    # the Dice coefficient between the English term and the French one (1.0 = they always
    # occur together).
    confidence: float


@dataclass(frozen=True)
class Sample:
    """What the miner needs of one card printed in French, reprints counted once."""

    oracle_id: str
    english_text: str
    french_text: str
    english_type: str
    french_type: str
    keywords: tuple[str, ...]


def samples(cards: Iterable[ParsedCard]) -> list[Sample]:
    # A card reprinted ten times with the same French text is one piece of evidence, not
    # ten: otherwise the most reprinted cards would outvote everything else. A new French
    # wording of the card (older printings differ) is new evidence.
    seen: dict[Sample, None] = {}
    for card in cards:
        if card.french is None:
            continue
        sample = Sample(
            oracle_id=card.oracle_id,
            english_text=card.oracle_text,
            french_text=card.french.text,
            english_type=card.type_line,
            french_type=card.french.type_line,
            keywords=card.keywords,
        )
        seen[sample] = None
    return list(seen)


def capitalised(term: str) -> str:
    # Terms are shown as they start a card's line: "Défense talismanique", "First strike".
    return term[:1].upper() + term[1:]


def winners(
    votes: dict[str, Counter[str]], surface: dict[str, Counter[str]], kind: str, min_votes: int
) -> list[TermPair]:
    """One pair per English term: the French term with most votes, if it has enough."""
    pairs = []
    for english, counter in sorted(votes.items()):
        french_key, count = counter.most_common(1)[0]
        if count < min_votes:
            continue
        pairs.append(
            TermPair(
                english=english,
                french=surface[french_key].most_common(1)[0][0],
                kind=kind,
                count=count,
                confidence=round(count / counter.total(), 3),
            )
        )
    return pairs


# --- The lines of a card's text -------------------------------------------------------------

# Reminder text, possibly holding one level of parentheses ("« ciblé(e) »").
REMINDER_WITH_NESTING = re.compile(r"\([^()]*(?:\([^()]*\)[^()]*)*\)")
# Some French texts lost their line breaks after reminder text ("Carence (...)Ingestion
# (...)"): a letter glued to a closing parenthesis starts a new line.
_GLUED_LINE = re.compile(r"\)(?=[^\W\d_])")
# French function words: a French term may hold them inside ("champ de bataille") but
# neither start nor end with them, or every English term would pair with "de" and "la".
FRENCH_STOPWORDS = frozenset(
    """a à afin ainsi alors au aucun aucune autant autre autres aux avant avec ayant c ça
    ce ceci cela celle celles celui ces cet cette chacun chacune chaque comme d dans de
    des deux donc dont du elle elles en encore est et été être eu fois il ils j jusqu l
    la le les leur leurs lui m ma mais me même mêmes moins mon n ne ni non nos notre on
    ou où par pas peu peut peuvent plus pour puis qu que quel quelle qui s sa sans se ses
    si sinon soit son sont sous sur t ta te tel telle tes toi ton tous tout toute toutes
    un une vos votre vous y""".split()  # noqa: SIM905 - a word list reads better as text
)


def raw_lines(text: str) -> list[str]:
    lines = (line.strip() for line in _GLUED_LINE.sub(")\n", text).split("\n"))
    return [line for line in lines if line]


def text_lines(text: str) -> list[str]:
    # Reminder text is left out: it is a paraphrase, not the keyword itself.
    lines = (REMINDER_WITH_NESTING.sub("", line).strip() for line in raw_lines(text))
    return [line for line in lines if line]
