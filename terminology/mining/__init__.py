"""Mine the official English -> French Magic terminology from printed cards.

No glossary is trusted here (published lists are wrong: one maps Ward to "Protection").
The only evidence is Wizards' own French printings: for each card with a French
printing, its English Oracle text and type line are compared with the French ones.

Three kinds of terms, three methods, one module each:

* keywords (``keywords.py``): a line made only of keyword abilities ("Flying, haste") is
  printed as the same list in French ("Vol, célérité"), so the parts pair up one by one;
  keyword actions that appear inside a sentence ("Scry 2.") pair with the French sentence
  of the same shape ("Regard 2."). Each pairing is one vote.
* card types (``card_types.py``): the words of the type line before "—" are aligned by
  voting, first on one-word type lines ("Instant" / "Éphémère"), then by taking away the
  words already known ("Legendary Creature" / "Créature légendaire" leaves Legendary /
  légendaire).
* rules terms (``rules_terms.py``): the Dice association between an English term and
  French word n-grams over the cards' texts, French words reduced to a crude stem so that
  "lancez", "lancer" and "lancé" count as one.

``cards.py`` reads the printed cards for all three. Everything is pure and works on
``ParsedCard`` records; nothing is stored here (``terminology.services`` stores).
"""

from collections.abc import Iterable

from rulings.importing.mtgjson import ParsedCard

from .card_types import mine_card_types
from .cards import TermPair, samples
from .keywords import mine_keywords
from .rules_terms import mine_rules_terms

__all__ = ["TermPair", "mine_terminology"]


def mine_terminology(cards: Iterable[ParsedCard]) -> list[TermPair]:
    """Keyword, card-type and rules-term pairs, each list sorted by English term."""
    printed = samples(cards)
    return [*mine_keywords(printed), *mine_card_types(printed), *mine_rules_terms(printed)]
