"""Names typed with a typo: how often search still finds the card or keyword, by where in the
word the typo falls, and what such a search costs.

    .venv/bin/python bench/typos.py --var-dir DIR [--names 600] [--seed 1]

Names are drawn at random among the cards (English and French names) and the keywords. In
one word of each (five letters or more) one typo is made at a random place, of one of the
four kinds people make: a key next to the right one (QWERTY for English names, AZERTY for
French ones), a letter left out, a neighbouring key struck too, two letters swapped. Each
typed name is asked through the search API alone, then inside a question ("how does … work?",
« comment marche … ? »), and the report says how often the name's own document is first and
among the first ten, by the typo's place in its word (first letter, second, later), by kind
and by language, with the time each search took (after the warm-up, each asked once).
"""

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402

ROWS = {
    "en": ("qwertyuiop", "asdfghjkl", "zxcvbnm"),
    "fr": ("azertyuiop", "qsdfghjklm", "wxcvbn"),
}
KINDS = ("neighbouring key", "letter left out", "key struck too", "letters swapped")
SHORTEST_WORD = 5
QUESTIONS = {"en": "how does {} work?", "fr": "comment marche {} ?"}


def neighbours(language: str) -> dict[str, str]:
    """Each letter's neighbours on the keyboard of the language: same row, and the rows above
    and below at about the same place."""
    rows = ROWS[language]
    near: dict[str, str] = {}
    for number, row in enumerate(rows):
        for place, letter in enumerate(row):
            around = row[max(0, place - 1) : place] + row[place + 1 : place + 2]
            for other in (number - 1, number + 1):
                if 0 <= other < len(rows):
                    around += rows[other][max(0, place - 1) : place + 1]
            near[letter] = around
    return near


def with_a_typo(word: str, kind: str, place: int, near: dict[str, str], rng) -> str | None:
    """`word` with one typo of `kind` at `place`; None where that typo is not possible there
    (a letter without keyboard neighbours, the last letter swapped with none)."""
    before, letter, after = word[:place], word[place], word[place + 1 :]
    if kind == "letter left out":
        return before + after
    if kind == "letters swapped":
        if not after or after[0] == letter:
            return None
        return before + after[0] + letter + after[1:]
    neighbour = rng.choice(near[letter.lower()]) if letter.lower() in near else None
    if neighbour is None:
        return None
    return before + (neighbour if kind == "neighbouring key" else letter + neighbour) + after


def place_of(place: int) -> str:
    return ("first letter", "second letter")[place] if place < 2 else "third letter or later"


def drawn_names(rng: random.Random, count: int) -> list[tuple[str, str, str]]:
    """(language, name as shown, ref of its document): a tenth keywords, the rest cards."""
    from keywords.models import Keyword
    from rulings.models import Card

    keywords = list(Keyword.objects.values_list("name_en", "name_fr"))
    cards = list(Card.objects.filter(is_rebalanced=False).values_list("name_en", "name_fr"))
    # A keyword's ref is its English name in lower case, a card's its English name.
    drawn = [(en, fr, en.lower()) for en, fr in rng.sample(keywords, count // 10)]
    drawn += [(en, fr, en) for en, fr in rng.sample(cards, count - count // 10)]
    names = []
    for name_en, name_fr, ref in drawn:
        names += [("en", name_en, ref)] + ([("fr", name_fr, ref)] if name_fr else [])
    return names


def typed_with_a_typo(name: str, language: str, near, rng) -> tuple[str, str, str] | None:
    """(the name with one typo in one of its words of SHORTEST_WORD letters or more, the typo's
    kind, its place in the word); None when the name has no such word or the typo drawn is
    not possible."""
    words = name.split(" ")
    long_words = [at for at, word in enumerate(words) if len(word) >= SHORTEST_WORD]
    if not long_words:
        return None
    at = rng.choice(long_words)
    kind, place = rng.choice(KINDS), rng.randrange(len(words[at]))
    typed = with_a_typo(words[at], kind, place, near[language], rng)
    if typed is None or typed.lower() == words[at].lower():
        return None
    return " ".join([*words[:at], typed, *words[at + 1 :]]), kind, place_of(place)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--var-dir", type=Path, required=True, help="a folder holding the data")
    parser.add_argument("--names", type=int, default=600, help="names drawn at random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--misses", action="store_true", help="print each name not found first")
    args = parser.parse_args()
    django_on(args.var_dir)

    from django.test import Client

    from search.services import warm_up

    warm_up()
    client = Client()
    client.get("/api/search", {"q": "warm up"})  # the first request imports the URLs
    rng = random.Random(args.seed)
    found = defaultdict(lambda: [0, 0, 0])  # {(form, facet): [asked, first, among ten]}
    times: dict[str, list[tuple[float, str]]] = defaultdict(list)
    near = {language: neighbours(language) for language in ROWS}
    for language, name, ref in drawn_names(rng, args.names):
        drawn = typed_with_a_typo(name, language, near, rng)
        if drawn is None:
            continue
        typed, kind, place = drawn
        for form, text in (("alone", typed), ("in a question", QUESTIONS[language].format(typed))):
            started = time.perf_counter()
            response = client.get("/api/search", {"q": text, "lang": language})
            times[form].append(((time.perf_counter() - started) * 1000, text))
            refs = [result["ref"] for result in response.json()["results"][:10]]
            if args.misses and refs[:1] != [ref]:
                print(f"{form:13} {place:21} {kind:16} {text!r} ({ref}): {refs[:3]}")
            for facet in ("all", place, kind, language):
                counts = found[(form, facet)]
                counts[0] += 1
                counts[1] += refs[:1] == [ref]
                counts[2] += ref in refs
    _report(found, times)


def _report(found, times) -> None:
    facets = ["all", "first letter", "second letter", "third letter or later", *KINDS, "en", "fr"]
    for form in ("alone", "in a question"):
        print(f"\nnames typed with one typo, {form}:")
        print(f"  {'':24} {'asked':>6} {'first':>7} {'in ten':>7}")
        for facet in facets:
            asked, first, among = found[(form, facet)]
            if asked:
                print(f"  {facet:24} {asked:6d} {first / asked:7.1%} {among / asked:7.1%}")
        ordered = sorted(times[form])
        took = [ms for ms, _ in ordered]
        print(
            f"  time: mean {statistics.mean(took):.1f} ms, p50 {took[len(took) // 2]:.1f},"
            f" p95 {took[int(len(took) * 0.95)]:.1f}, slowest {took[-1]:.1f} ms"
            f" ({ordered[-1][1]!r})"
        )


if __name__ == "__main__":
    main()
