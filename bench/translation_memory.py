"""How much of the rulings a translation memory would translate, on the full data.

    .venv/bin/python bench/translation_memory.py            # the 579-set MTGJSON archive
    .venv/bin/python bench/translation_memory.py --from-db  # the rulings of var/ (import_cards)

Uses the memory's own key function (machine_translation.memory.memory_key) and the card
names of the same data. Prints the counts (rulings, distinct texts, sentences, distinct
sentences) and, with and without card-name normalisation, what one reviewed translation of
each distinct sentence covers:

* sentences: every occurrence after the first of a sentence comes from memory, so
  1 - distinct / total of all sentences;
* rulings, in publication order: rulings all of whose sentences were met in an earlier
  ruling (they need no engine and no editor once those were reviewed);
* rulings, in any order: rulings all of whose sentences occur in some other ruling too.
"""

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import BASE_DIR, CARD_ARCHIVE, django_on  # noqa: E402


@dataclass(frozen=True)
class Ruling:
    published_at: str
    text: str


@dataclass
class Data:
    rulings: list[Ruling]
    names: list[tuple[str, str]]  # (English, French or "") of every card
    ordinary_words: set[str]  # type-line words and keywords (see NameMatcher)


def from_archive(path: Path) -> Data:
    """Rulings (once per oracle card, however many printings) and card names."""
    from machine_translation.names import type_line_words
    from rulings.importing.mtgjson import iter_cards

    rulings: dict[str, dict[tuple[str, str], None]] = {}
    names: dict[str, tuple[str, str]] = {}
    ordinary: set[str] = set()
    for card in iter_cards(path):
        ordinary |= type_line_words(card.type_line) | set(card.keywords)
        seen = rulings.setdefault(card.oracle_id, {})
        for ruling in card.rulings:
            seen[(ruling.published_at.isoformat(), ruling.text)] = None
        french = card.french.name if card.french else ""
        if card.oracle_id not in names or (french and not names[card.oracle_id][1]):
            names[card.oracle_id] = (card.name, french)
    flat = [Ruling(date, text) for per_card in rulings.values() for date, text in per_card]
    return Data(flat, list(names.values()), ordinary)


def from_database() -> Data:
    """The rulings and cards of the project's database (var/, or GRIMOIRE_VAR_DIR)."""
    django_on(Path(os.environ.get("GRIMOIRE_VAR_DIR", BASE_DIR / "var")))
    from machine_translation.selectors import _ordinary_words
    from rulings.models import Card
    from rulings.models import Ruling as RulingModel

    rows = RulingModel.objects.values_list("published_at", "text_en").order_by("pk")
    rulings = [Ruling(date.isoformat(), text) for date, text in rows.iterator(chunk_size=5000)]
    names = [(en, fr or "") for en, fr in Card.objects.values_list("name_en", "name_fr")]
    return Data(rulings, names, _ordinary_words())


def keys_of(rulings: list[Ruling], matcher, normalise: bool) -> list[list[str]]:
    from machine_translation.memory import memory_key
    from machine_translation.sentences import split_sentences

    keyed = []
    for ruling in rulings:
        keys = []
        for segment in split_sentences(ruling.text):
            key = memory_key(segment.text, matcher if normalise else None)
            keys.append(key.pattern or key.exact)
        keyed.append(keys)
    return keyed


def coverage(keyed: list[list[str]], order: list[int]) -> dict[str, float]:
    total = sum(len(keys) for keys in keyed)
    occurrences = Counter(key for keys in keyed for key in keys)
    seen: set[str] = set()
    in_order = 0
    for index in order:
        keys = keyed[index]
        in_order += bool(keys) and all(key in seen for key in keys)
        seen.update(keys)
    # A key is found in another ruling when it occurs more often than in this ruling alone.
    elsewhere = sum(
        bool(keys) and all(occurrences[k] > Counter(keys)[k] for k in keys) for keys in keyed
    )
    return {
        "sentences": total,
        "distinct sentences": len(occurrences),
        "sentences from memory": 1 - len(occurrences) / total,
        "rulings covered, in publication order": in_order / len(keyed),
        "rulings covered, in any order": elsewhere / len(keyed),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from-db", action="store_true", help="read the rulings of var/")
    parser.add_argument("--archive", type=Path, default=CARD_ARCHIVE)
    args = parser.parse_args()

    from machine_translation.names import NameMatcher, card_names

    started = time.perf_counter()
    data = from_database() if args.from_db else from_archive(args.archive)
    rulings, names = data.rulings, data.names
    read = time.perf_counter() - started
    matcher = NameMatcher(
        (n for english, french in names for n in card_names(english, french)),
        ordinary_words=data.ordinary_words,
    )
    order = sorted(range(len(rulings)), key=lambda i: rulings[i].published_at)

    print(f"source: {'database' if args.from_db else args.archive.name} (read in {read:.0f} s)")
    print(f"rulings: {len(rulings):,}   distinct texts: {len({r.text for r in rulings}):,}")
    print(f"card names known: {len(names):,}\n")
    results = {}
    for normalise in (False, True):
        started = time.perf_counter()
        keyed = keys_of(rulings, matcher, normalise)
        results[normalise] = coverage(keyed, order)
        results[normalise]["seconds"] = time.perf_counter() - started
    print(f"| {'':40} | exact sentences | card names as slots |")
    print(f"|{'-' * 42}|-----------------|---------------------|")
    for label in results[False]:
        exact, slots = results[False][label], results[True][label]
        cell = (
            "{:>15.1%}"
            if isinstance(exact, float) and exact < 1 and label != "seconds"
            else "{:>15,.0f}"
        )
        if label == "seconds":
            cell = "{:>15.1f}"
        print(f"| {label:40} | {cell.format(exact)} | {cell.format(slots):>19} |")


if __name__ == "__main__":
    main()
