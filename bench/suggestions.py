"""Names suggested as one types (search.suggestions) on a data folder: how many letters of a
name bring it among the suggestions, and what a suggestion costs.

    .venv/bin/python bench/suggestions.py --var-dir DIR [--names 400] [--seed 1]

Names are drawn at random among the keywords, the glossary terms and the cards (English and
French names alike). For each, its first 2, 3, ... letters are typed, as a visitor would, and
the script reports after how many letters the name is among the suggestions (and first among
them), and, for names of two words or more, after how many letters of another of their words
("bolt" for Lightning Bolt); each prefix is timed as it is asked (after the warm-up, each
once), then as many strings of random letters and spaces (mean, p50, p95, slowest).
"""

import argparse
import random
import statistics
import string
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402

LONGEST_TYPED = 12  # letters typed at most before a name counts as not suggested


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--var-dir", type=Path, required=True, help="a folder holding the data")
    parser.add_argument("--names", type=int, default=400, help="names drawn at random")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    django_on(args.var_dir)

    from search.services import warm_up
    from search.suggestions import name_suggestions

    warm_up()
    rng = random.Random(args.seed)
    names = _names(rng, args.names)
    letters_needed, letters_first, prefix_times = [], [], []
    for kind, lang, name in names:
        needed = first = None
        for length in range(2, min(len(name), LONGEST_TYPED) + 1):
            started = time.perf_counter()
            titles = [s.title for s in name_suggestions(name[:length], lang)]
            prefix_times.append((time.perf_counter() - started) * 1000)
            if needed is None and name in titles:
                needed = length
            if titles[:1] == [name]:
                first = length
                break
        letters_needed.append((kind, needed))
        letters_first.append((kind, first))
    _report_letters(letters_needed, letters_first)
    _report_inner_words(rng, names, name_suggestions)
    noise = [
        ("".join(rng.choice(string.ascii_lowercase + " ") for _ in range(rng.randint(2, 8))), "en")
        for _ in range(len(prefix_times))
    ]
    _report_times("the names' prefixes, as typed", prefix_times)
    _report_times("random letters", _times(name_suggestions, noise))


def _names(rng: random.Random, count: int) -> list[tuple[str, str, str]]:
    """(kind, language, name) drawn at random: a third keywords and glossary terms, the rest
    cards (the site holds 23,000 cards and 1,000 terms)."""
    from keywords.models import GlossaryEntry, Keyword
    from keywords.selectors import edition_current
    from rulings.models import Card

    terms = [("keyword", "en", k.name_en) for k in Keyword.objects.all()]
    terms += [("keyword", "fr", k.name_fr) for k in Keyword.objects.all() if k.name_fr]
    edition = edition_current()
    terms += [("glossary", "en", g.term_en) for g in GlossaryEntry.objects.filter(edition=edition)]
    cards = list(Card.objects.filter(is_rebalanced=False).values_list("name_en", "name_fr"))
    chosen_cards = rng.sample(cards, min(len(cards), count - count // 3))
    drawn = rng.sample(terms, min(len(terms), count // 3))
    for name_en, name_fr in chosen_cards:
        use_french = bool(name_fr) and rng.random() < 0.5
        drawn.append(("card", "fr" if use_french else "en", name_fr if use_french else name_en))
    return drawn


def _report_letters(needed: list, first: list) -> None:
    print(f"Letters typed before the name is suggested (of {len(needed)} names drawn):")
    for kind in ("keyword", "glossary", "card"):
        found = [n for k, n in needed if k == kind]
        leading = [n for k, n in first if k == kind]
        if not found:
            continue
        listed = [n for n in found if n is not None]
        ahead = [n for n in leading if n is not None]
        print(
            f"  {kind:8} {len(found):4}: listed within {LONGEST_TYPED} letters "
            f"{len(listed) / len(found):6.1%} (median {_median(listed)} letters); "
            f"first {len(ahead) / len(found):6.1%} (median {_median(ahead)} letters)"
        )


def _report_inner_words(rng: random.Random, names: list, suggest) -> None:
    """Names of two words or more typed from another word than their first ("bolt" for
    Lightning Bolt): after how many letters of that word the name is listed."""
    needed = []
    for _, lang, name in names:
        words = [word for word in name.split() if len(word) >= 3]
        if len(words) < 2 or not name.startswith(words[0]):
            continue
        word = rng.choice(words[1:])
        needed.append(
            next(
                (
                    length
                    for length in range(3, min(len(word), LONGEST_TYPED) + 1)
                    if name in [s.title for s in suggest(word[:length], lang)]
                ),
                None,
            )
        )
    listed = [n for n in needed if n is not None]
    print(
        f"  typed from another word of the name ({len(needed)} names of two words or more): "
        f"listed {len(listed) / max(len(needed), 1):6.1%} (median {_median(listed)} letters)"
    )


def _median(values: list[int]) -> str:
    return f"{statistics.median(values):g}" if values else "-"


def _times(suggest, asked: list[tuple[str, str]]) -> list[float]:
    times = []
    for text, lang in asked:
        started = time.perf_counter()
        suggest(text, lang)
        times.append((time.perf_counter() - started) * 1000)
    return times


def _report_times(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    p50, p95 = ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.95)]
    print(
        f"{label} ({len(times)} asked): mean {statistics.mean(times):.2f} ms, p50 {p50:.2f}, "
        f"p95 {p95:.2f}, slowest {ordered[-1]:.2f} ms"
    )


if __name__ == "__main__":
    main()
