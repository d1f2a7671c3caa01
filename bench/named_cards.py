"""Cards named in passing inside a question: how often the card named comes first.

    .venv/bin/python bench/named_cards.py --var-dir DIR [--cards 300] [--seed 7]

Cards with a French name are drawn at random. Each is named inside a question of the same
words ("What happens when my opponent casts … on my creature?", « Que se passe-t-il si mon
adversaire lance … sur ma créature ? »), in six forms: as printed, in English and in French;
in lower case (the French without its accents too); and as printed with two letters swapped
inside its longest word (bench.typos, one kind of typo, past the first two letters). Each
question is asked once through the search API; the report gives, for each form, the share
whose first result is the card, and the questions that missed (their first three results).

bench/typos.py measures a name typed alone or as most of a question; here the name is a
third of the question, which asks about the card (search.question_names: a name named).
"""

import argparse
import random
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._setup import django_on  # noqa: E402
from bench.typos import with_a_typo  # noqa: E402

QUESTIONS = {
    "en": "What happens when my opponent casts {} on my creature?",
    "fr": "Que se passe-t-il si mon adversaire lance {} sur ma créature ?",
}
FIRST_LETTERS_KEPT = 2


def without_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(letter for letter in decomposed if unicodedata.category(letter) != "Mn")


def with_letters_swapped(name: str, rng: random.Random) -> str | None:
    """`name` with two neighbouring letters swapped in its longest word, past its first
    FIRST_LETTERS_KEPT letters; None for a name whose words are all too short."""
    words = name.split()
    longest = max(range(len(words)), key=lambda place: len(words[place]))
    word = words[longest]
    places = [
        place
        for place in range(FIRST_LETTERS_KEPT, len(word) - 1)
        if word[place].isalpha() and word[place + 1].isalpha() and word[place] != word[place + 1]
    ]
    if len(word) < 6 or not places:
        return None
    words[longest] = with_a_typo(word, "letters swapped", rng.choice(places), {}, rng)
    return " ".join(words)


FORMS = (
    "English, as printed",
    "English, lower case",
    "English, two letters swapped",
    "French, as printed",
    "French, lower case, no accents",
    "French, two letters swapped",
)


def forms(name_en: str, name_fr: str, rng: random.Random) -> dict[str, tuple[str, str | None]]:
    """(language, the name as typed, or None where the form cannot be made) by form."""
    typed = (
        ("en", name_en),
        ("en", name_en.lower()),
        ("en", with_letters_swapped(name_en, rng)),
        ("fr", name_fr),
        ("fr", without_accents(name_fr).lower()),
        ("fr", with_letters_swapped(name_fr, rng)),
    )
    return dict(zip(FORMS, typed, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--var-dir", type=Path, required=True, help="a folder with the full data")
    parser.add_argument("--cards", type=int, default=300, help="cards drawn (300)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    django_on(args.var_dir)

    from django.test import Client

    from rulings.models import Card

    client = Client()
    cards = list(
        Card.objects.exclude(name_fr__isnull=True)
        .exclude(name_fr="")
        .order_by("name_en")
        .values_list("name_en", "name_fr")
    )
    rng = random.Random(args.seed)
    rng.shuffle(cards)
    asked: dict[str, int] = {}
    missed: dict[str, list[str]] = {}
    for name_en, name_fr in cards[: args.cards]:
        for form, (lang, typed) in forms(name_en, name_fr, rng).items():
            if typed is None:
                continue
            question = QUESTIONS[lang].format(typed)
            results = client.get("/api/search", {"q": question, "lang": lang}).json()["results"]
            refs = [result["ref"] for result in results[:3]]
            asked[form] = asked.get(form, 0) + 1
            if refs[:1] != [name_en]:
                missed.setdefault(form, []).append(f"{question}  ->  {refs}")
    print(f"{args.cards} cards drawn (seed {args.seed}); the card named first:")
    for form in FORMS:
        count = asked[form]
        first = count - len(missed.get(form, ()))
        print(f"  {form:32} {first:4} of {count:4}  ({100 * first / count:.1f} %)")
    for form in FORMS:
        questions = missed.get(form, ())
        print(f"\n{form}, missed:")
        for line in questions:
            print(f"  {line}")


if __name__ == "__main__":
    main()
