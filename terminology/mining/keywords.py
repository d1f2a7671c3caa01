"""Keywords: a line of keyword abilities and its French list pair up part by part; a keyword
action alone in its clause ("..., scry 2.") pairs with the French clause ("..., regard 2.")."""

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator

from terminology.vocabulary import TermKind

from .cards import FRENCH_STOPWORDS, Sample, TermPair, capitalised, text_lines, winners

# A keyword's parameter: a cost or a number ("Replicate {U}", "Bushido 2", "Crew X").
_PARAMETER = re.compile(r"\s*(?:(?:\{[^}]+\})+|\d+|X)\s*$")
_LIST_SEPARATOR = re.compile(r"\s*[,;]\s+")
_DASH = re.compile(r"\s*[—–]\s*")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CLAUSE_START = re.compile(r"(?:, |: )")
# What a French keyword looks like: at most four words, letters only. Anything longer is
# an old printing that spelled the ability out ("Thrun ne peut pas être la cible...")
# or a text whose line break was lost ("Carenceengagez..."), not a keyword.
_FRENCH_KEYWORD = re.compile(r"[^\W\d_][^\W\d_'’ -]*(?:['’ -]+[^\W\d_]+){0,3}")
# A keyword's name joins its words with these only, never starts or ends with them:
# « Recyclage de forêt », « Association d'âmes », « Volonté du conseil ».
_NAME_LINKS = frozenset({"de", "des", "du", "d", "à", "au", "aux"})
_NAME_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")  # "Au-delà" is one word
# Keyword actions alone in their clause: "Scry 2", "then scry 1", "Mill two cards",
# "Proliferate"; and their French printing: "Regard 2", "Meulez deux cartes".
_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
    "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
}  # fmt: skip
_NUMBER = r"\d+|X|" + "|".join(_NUMBERS)
_ACTION_EN = re.compile(
    rf"(?:then\s+)?(?P<word>[^\W\d_][\w' -]*?)(?:\s+(?P<number>{_NUMBER}))?(?:\s+cards?)?",
    re.IGNORECASE,
)
_ACTION_FR = re.compile(
    rf"(?:puis\s+)?(?P<word>[^\W\d_][\w'’ -]*?)(?:\s+(?P<number>{_NUMBER}))?(?:\s+cartes?)?",
    re.IGNORECASE,
)
# French keyword actions are one or two words ("Regard", "Proliférez"); longer clauses
# are ordinary sentences that merely happen to line up.
_MAX_ACTION_WORDS = 2
MIN_KEYWORD_VOTES = 2


def mine_keywords(samples: list[Sample]) -> list[TermPair]:
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    surface: dict[str, Counter[str]] = defaultdict(Counter)
    english_surface: dict[str, Counter[str]] = defaultdict(Counter)
    for sample in samples:
        for english, french in _keyword_votes(sample):
            if not is_keyword_name(french):
                continue
            key = english.lower()
            votes[key][french.lower()] += 1
            surface[french.lower()][capitalised(french)] += 1
            english_surface[key][capitalised(english)] += 1
    pairs = winners(votes, surface, TermKind.KEYWORD, MIN_KEYWORD_VOTES)
    # Show the English keyword as cards spell it ("Level up", not "level up").
    return [
        TermPair(
            english=english_surface[p.english].most_common(1)[0][0],
            french=p.french,
            kind=p.kind,
            count=p.count,
            confidence=p.confidence,
        )
        for p in pairs
    ]


def is_keyword_name(french: str) -> bool:
    """Whether ``french`` reads as a keyword's name, not a phrase or two names run together.

    The rule comes from what the votes hold on the full archive besides the names: lists
    whose separator was lost (« VolSeuil », « Initiative  Lien de vie »), a keyword with its
    parameter or a clause (« Affinité pour les artefacts », « protection contre le noir »,
    « Toutes les créatures gagnent »), a card name (« L'Algue ») and a lone letter (« V »).
    """
    if not _FRENCH_KEYWORD.fullmatch(french) or "  " in french or _glued(french):
        return False
    words = [word.lower() for word in _NAME_WORD.findall(french)]
    if len(words[0]) < 2 or words[0] in FRENCH_STOPWORDS or words[-1] in FRENCH_STOPWORDS:
        return False
    # Inside, only the words that join a noun to its complement: "et", "ou", articles,
    # "pour", "contre" make a phrase.
    return all(word in _NAME_LINKS or word not in FRENCH_STOPWORDS for word in words[1:-1])


def _glued(french: str) -> bool:
    """A capital right after a small letter: two keywords whose separator was lost."""
    return any(a.islower() and b.isupper() for a, b in zip(french, french[1:], strict=False))


def _keyword_votes(sample: Sample) -> Iterator[tuple[str, str]]:
    if not sample.keywords:
        return
    english_lines = text_lines(sample.english_text)
    french_lines = text_lines(sample.french_text)
    if not english_lines or not french_lines:
        return
    # Lines pair up only when both texts have as many; otherwise only the first lines,
    # where keyword abilities are printed, are trusted to correspond.
    if len(english_lines) == len(french_lines):
        line_pairs = list(zip(english_lines, french_lines, strict=True))
    else:
        line_pairs = [(english_lines[0], french_lines[0])]
    keywords = sorted(sample.keywords, key=len, reverse=True)
    for english, french in line_pairs:
        found = _keyword_line(english, french, keywords)
        yield from found if found is not None else _keyword_actions(english, french, keywords)


def _match_keyword(part: str, keywords: list[str]) -> tuple[str, str] | None:
    """``(keyword as printed, the rest)`` when ``part`` starts with one of ``keywords``."""
    lowered = part.lower()
    for keyword in keywords:  # longest first: "Double strike" before "Strike"
        if lowered.startswith(keyword.lower()):
            rest = part[len(keyword) :]
            if not rest or not rest[0].isalnum():
                return part[: len(keyword)], rest
    return None


def _keyword_line(english: str, french: str, keywords: list[str]) -> list[tuple[str, str]] | None:
    """Votes from a line made only of keywords, or None when it is not such a line."""
    dashed = _DASH.split(english, maxsplit=1)
    if len(dashed) == 2:
        # "Ward—Pay 3 life.", "Suspend 4—{1}{U}", "Landfall — Whenever...": the keyword
        # is what precedes the dash, on both sides.
        match = _match_keyword(dashed[0], keywords)
        french_dashed = _DASH.split(french, maxsplit=1)
        if match is None or len(french_dashed) != 2:
            return None
        french_keyword = _french_keyword(match[0], match[1], french_dashed[0])
        return [(match[0], french_keyword)] if french_keyword else []
    english_parts = _LIST_SEPARATOR.split(english.rstrip("."))
    matches = [_match_keyword(part, keywords) for part in english_parts]
    if any(match is None for match in matches):
        return None
    french_parts = _LIST_SEPARATOR.split(french.rstrip("."))
    if len(french_parts) != len(english_parts):
        return []
    votes = []
    for match, french_part in zip(matches, french_parts, strict=True):
        assert match is not None  # checked above; narrows the type
        french_keyword = _french_keyword(match[0], match[1], french_part)
        if french_keyword:
            votes.append((match[0], french_keyword))
    return votes


def _french_keyword(english: str, english_rest: str, french_part: str) -> str | None:
    """The French keyword in ``french_part``, given the English one and what followed it."""
    french_part = french_part.strip()
    if not english_rest.strip():
        return french_part
    if _PARAMETER.fullmatch(english_rest):
        # "Replicate {U}" / "Duplication {U}": the same cost follows both.
        stripped = _PARAMETER.sub("", french_part).strip()
        return stripped if stripped != french_part else None
    # Words follow. "Enchant creature" is printed "Enchanter : créature". Otherwise a
    # one-word keyword is taken to be the first French word ("Protection contre le
    # rouge", "Affinité pour les artefacts"); the vote filters the rare wrong guesses.
    # Longer keywords ("Hexproof from", "Partner with") cannot be cut safely.
    head, colon, _ = french_part.partition(" :")
    if colon:
        return head.strip()
    first_word = french_part.split(" ", 1)[0]
    if " " in english or first_word.lower() in FRENCH_STOPWORDS:
        return None
    return first_word


def _keyword_actions(english: str, french: str, keywords: list[str]) -> list[tuple[str, str]]:
    """Votes for keyword actions alone in a clause: "..., scry 2." / "..., regard 2."."""
    english_sentences = _SENTENCE_END.split(english)
    french_sentences = _SENTENCE_END.split(french)
    if len(english_sentences) != len(french_sentences):
        return []
    lowered = {k.lower() for k in keywords}
    votes = []
    for english_sentence, french_sentence in zip(english_sentences, french_sentences, strict=True):
        english_match = _ACTION_EN.fullmatch(_last_clause(english_sentence))
        french_match = _ACTION_FR.fullmatch(_last_clause(french_sentence))
        if not english_match or not french_match:
            continue
        keyword = english_match["word"]
        same_number = _number(english_match["number"]) == _number(french_match["number"])
        if keyword.lower() in lowered and same_number:
            french_word = french_match["word"].strip()
            if len(french_word.split()) <= _MAX_ACTION_WORDS:
                votes.append((keyword, french_word))
    return votes


def _last_clause(sentence: str) -> str:
    return _CLAUSE_START.split(sentence.rstrip("."))[-1].strip()


def _number(word: str | None) -> int | str | None:
    if word is None or word.isdigit() or word == "X":
        return word
    return _NUMBERS[word.lower()]


# A keyword action is printed as an order (« Meulez deux cartes », « Proliférez »); the
# rules and the players name it by its infinitive (« meuler », « proliférer »). The order
# is the second person plural, whose ending tells the infinitive's, or the few it may be:
# « apprenez » apprendre, « détruisez » détruire, « détenez » détenir, « emmenez » emmener;
# « bannissez » bannir but « glissez » glisser; « meulez » meuler, « partez » partir,
# « mettez » mettre.
_IMPERATIVE_ENDINGS = (
    ("prenez", ("prendre",)),
    ("uisez", ("uire",)),
    ("tenez", ("tenir",)),
    ("venez", ("venir",)),
    ("enez", ("ener",)),
    ("issez", ("ir", "isser")),
    ("ez", ("er", "ir", "re")),
)


def infinitives_of(word: str) -> tuple[str, ...]:
    """The infinitives a French word printed as an order may be of, the likeliest first;
    none for a word that is no order (« Regard », « Monstruosité », « Aventurez-vous »)."""
    lowered = word.lower()
    for ending, infinitive_endings in _IMPERATIVE_ENDINGS:
        if lowered.endswith(ending) and len(lowered) >= len(ending) + (ending == "ez"):
            stem = word[: -len(ending)]
            return tuple(_cased_as(word, stem + end) for end in infinitive_endings)
    return ()


def _cased_as(word: str, infinitive: str) -> str:
    """« Prenez » -> « Prendre », its capital kept where the stem is empty."""
    return infinitive[:1].upper() + infinitive[1:] if word[:1].isupper() else infinitive


def action_name(printed: str, is_french: Callable[[str], bool]) -> str:
    """A keyword action's French name from its printing: its first word in the infinitive,
    the one infinitives_of() gives, or of several the first that `is_french` knows (the
    French texts print « partir », not « parter »). A printing that is no order, or whose
    infinitive no French text tells among several, is named as printed: a guess would be
    no word (« Glir »)."""
    first, _, rest = printed.partition(" ")
    candidates = infinitives_of(first)
    if len(candidates) == 1:
        infinitive = candidates[0]
    else:
        infinitive = next((word for word in candidates if is_french(word.lower())), None)
    if infinitive is None:
        return printed
    return f"{infinitive} {rest}" if rest else infinitive
