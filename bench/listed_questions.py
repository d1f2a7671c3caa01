"""The questions issue 13 lists as it was filed, each with the answer it names: their rank on
the full data, their first three results and "did you mean", through Grimoire's search API.

    .venv/bin/python bench/listed_questions.py --var-dir DIR   # a folder holding the full data

Before and after figures for a change are two runs, one at each commit (a git worktree).
The answers are those the issue names (rule 704.5c for "ten poison counters"), with the
rules one level above, and the glossary entries, keywords and cards whose own text answers,
as tests/search/real_questions.py judges.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402
from bench.real_questions import TOP, reciprocal_rank  # noqa: E402

# Not the Poison Counter entry: it only cites the rules ("See rule 122 … and rule 704.5c").
POISON = ("704.5c", "122.1f", "104.3d", "704.5", "122.1")
LEGEND = ("704.5j", "704.5", "Legend Rule")
REACH = ("702.9", "702.9b", "702.17", "702.17b", "flying", "reach", "Flying", "Reach")
SPLIT_SECOND = ("702.61", "702.61a", "702.61b", "split second", "Split Second", "Counterspell")
INSTANT = ("117.1a", "117.1", "304.1", "307.1", "Instant")
TEMPT = ("Tempt with Mayhem",)

LISTED = [
    ("en", "ten poison counters", POISON),
    ("en", "legend rule", LEGEND),
    ("fr", "la règle de la légende", LEGEND),
    ("en", "who has priority", ("117.3a", "117.3", "Priority")),
    # Rulings say it too: "Neither copying a spell nor reselecting its targets counts as
    # casting a spell." (Chef's Kiss), "These copies are not cast" (Second Guess).
    (
        "en",
        "does a copy of a spell count as cast",
        ("707.10", "Chef's Kiss#2021-06-18", "Second Guess#2012-05-01"),
    ),
    (
        "en",
        "My opponent attacks with a creature that has flying. Can my creature with reach block it?",
        REACH,
    ),
    (
        "fr",
        "Mon adversaire attaque avec une créature qui a le vol. Est-ce que ma créature avec la "
        "portée peut la bloquer ?",
        REACH,
    ),
    ("en", "If I cast Counterspell on a spell with split second, what happens?", SPLIT_SECOND),
    (
        "fr",
        "Est-ce que je peux répondre avec un Contresort à un sort qui a la seconde partagée ?",
        SPLIT_SECOND,
    ),
    ("fr", "défausser", ("701.9", "701.9a", "discard", "Discard")),
    ("fr", "jeton trésor", ("111.10a", "111.10", "Treasure", "Treasure Token")),
    ("fr", "marqueurs poison combien", POISON),
    ("fr", "quand est-ce que je peux lancer un éphémère", INSTANT),
    ("en", "tempt with mahyem", TEMPT),
    ("fr", "Tentaton du chaos", TEMPT),
    ("fr", "mitrail", ("Grapeshot",)),
    ("en", "702.19", ("702.19",)),
    ("fr", "flashback cimetière exil", ("flashback", "702.34", "702.34a", "Flashback")),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--var-dir", type=Path, required=True, help="a folder with the full data")
    args = parser.parse_args()
    django_on(args.var_dir)

    from django.test import Client

    client = Client()
    print("rank (- = not in the top 10)  [language] question  ->  first three; did you mean")
    for lang, text, answers in LISTED:
        data = client.get("/api/search", {"q": text, "lang": lang}).json()
        refs = [result["ref"] for result in data["results"]][:TOP]
        _, rank = reciprocal_rank(refs, answers)
        suggestion = f"; did you mean « {data['suggestion']} »" if data.get("suggestion") else ""
        print(f"  {rank or '-':>2}  [{lang}] {text[:70]}  ->  {refs[:3]}{suggestion}")


if __name__ == "__main__":
    main()
