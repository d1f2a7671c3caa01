"""Turn what a visitor typed into plain words, quoted phrases and rule numbers.

Nothing typed here ever reaches Whoosh as query syntax: words keep only letters,
digits and inner apostrophes or hyphens, so wildcards, ranges, field prefixes,
boosts, fuzzy marks, groups and quotes cannot survive. Words are lowercased,
which also disarms Whoosh's upper-case operators (AND, OR, NOT, ANDNOT, ANDMAYBE,
TO); the analyzers lowercase anyway, so nothing is lost. ``raw`` keeps the case
and punctuation as typed, for display.

Comprehensive Rules numbers are recognised in the forms people paste or type:
"702.56a", "702.56.", "CR 702.56", "règle 702.56a", "rule 702", "R70256a" (the
anchors of hyperlinked rules sites), "702.56a-c" (a range of subrules), "702.56(a)" and
"702.56.a" (a subrule as some write it), and a chapter named alone ("rule 7", « chapitre 7 »).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from keywords.parsing.comprehensive_rules import subrule_letter_index, subrule_letters_at
from keywords.parsing.references import subrule_letters_joined
from terminology.vocabulary import NUMBER_WORD

from .symbols import symbols_written

MAX_QUERY_LENGTH = 200
# A query cut at MAX_QUERY_LENGTH: the search page shows its last words searched.
WORDS_SHOWN_WHERE_CUT = 6
SHOWN_WHERE_CUT = 60
# A word character: input past _MAX_INPUT_SCAN that holds one held words left unsearched.
_WORD = re.compile(r"\w")
# Rule numbers searched for in one query: a range names one per letter ("702.56a-z": 26), and
# each costs the search a look at every rule under it. Later ones are dropped.
MAX_RULE_NUMBERS = 26
# Look at most at this much input, so a megabyte of pasted text costs no more
# than a short query. Input made mostly of invisible characters may come out
# shorter than MAX_QUERY_LENGTH; that is no loss.
_MAX_INPUT_SCAN = MAX_QUERY_LENGTH * 8

# Format (RTL/LTR marks, zero-width joiners, BOM, soft hyphen), surrogate,
# private-use and unassigned code points: none can be part of a word.
_DROPPED_CATEGORIES = frozenset({"Cf", "Cs", "Co", "Cn"})

# ASCII digits and letters only ([0-9], not \d): a rule number is canonical ASCII,
# and the prefix alone is case-insensitive, because under re.IGNORECASE [a-z]
# also matches "ſ" and the Kelvin sign.
_SECTION = r"(?P<section>[1-9][0-9][0-9])"
# The point, or the comma of French decimals (« 702,19 »).
# A range's dash: a hyphen, or the en dash the rules print ("601.2f–h").
_DASH = r"[-‐‑–]"
# A subrule's letters: one, or two past "z" (704.5aa).
_LETTERS = r"[a-zA-Z]{1,2}"
_RULE = rf"[.,](?P<rule>[0-9]{{1,3}})(?P<sub>{_LETTERS})?(?:{_DASH}(?P<last>{_LETTERS}))?"
# Neither glued to a word or number before, nor followed by one after ("100,200,300" is a list).
_BEFORE = r"(?<![\w.,])"
_AFTER = r"\.?(?!\w|[.,][0-9])"
# "cr", "rule(s)", "règle(s)"/"regle(s)", "section", "§", and the "r" of the anchors
# ("r702.19b" is 702.19b, not section 702 and a word "19b"), optionally followed by ".", ":"
# or "#"; with a prefix a bare section ("cr 702") is a rule number too.
_PREFIX = r"(?:(?i:cr|rules?|r[èe]gles?|section|chapters?|chapitres?|r)(?![^\W\d_])|§)\s*[.:#]?\s*"
_RULE_NUMBER_PATTERN = re.compile(
    rf"{_BEFORE}{_PREFIX}{_SECTION}(?:{_RULE})?{_AFTER}"
    # Anchor style: "R70256a", "#R70256a": the first three digits are the section.
    rf"|(?<!\w)#?[rR](?P<anchor>[1-9][0-9]{{2,5}})(?P<anchor_sub>{_LETTERS})?(?!\w)"
    # Bare: a section alone ("100") is too ambiguous, so the rule part is required.
    rf"|{_BEFORE}#?(?P<bare_section>[1-9][0-9][0-9])"
    rf"[.,](?P<bare_rule>[0-9]{{1,3}})(?P<bare_sub>{_LETTERS})?(?:{_DASH}(?P<bare_last>{_LETTERS}))?"
    rf"{_AFTER}"
)
# A list of rules as judges paste it: "702.19b,702.19c" (no space after the comma), and the
# letters of one rule's subrules after the first ("702.19b and c", "601.2f, g et h"), each
# followed by the end, a stop or the next of the list, not by a word ("702.19b and I think")
# nor by an abbreviation's point ("613.1a, e.g. a copy").
_NEXT_IN_LIST = r"(?:\s*(?:,|&|\b(?:and|or|et|ou)\b)\s*)"
_GLUED_LIST = re.compile(
    rf"(?<![\w.])([1-9][0-9]{{2}}\.[0-9]{{1,3}}(?:[a-zA-Z](?:{_DASH}[a-zA-Z])?)?),"
    r"(?=[1-9][0-9]{2}\.[0-9])"
)
_SUBRULE_LIST = re.compile(
    r"(?<![\w.,])(?P<rule>[1-9][0-9]{2}[.,][0-9]{1,3})(?P<first>[a-zA-Z])"
    rf"(?P<letters>(?:{_NEXT_IN_LIST}[a-zA-Z](?!\.\w)"
    r"(?=\s*(?:$|[,.;:?!)]|&|\b(?:and|or|et|ou)\b)))+)"
)
_SINGLE_LETTER = re.compile(r"(?<![a-zA-Z])[a-zA-Z](?![a-zA-Z])")
# A query that is only a section's number ("702") asks for the section, read as "cr 702" is;
# in a longer query a number of three digits may be a quantity ("100 cartes").
_SECTION_ALONE = re.compile(r"#?[1-9][0-9]{2}")
# A chapter's number asked for alone, with the word that makes it one ("rule 7", "cr 1",
# « chapitre 7 »): in a question a digit is a quantity ("can I mulligan to 7"), and alone
# without a word it may be one too. Not "r7": no anchor names a chapter.
_CHAPTER_ALONE = re.compile(
    r"(?:(?i:cr|rules?|r[èe]gles?|sections?|chapters?|chapitres?)(?![^\W\d_])|§)\s*[.:#]?\s*"
    r"(?P<chapter>[1-9])\s*[.?!]?"
)

# Straight, typographic and French double quotes all open and close phrases;
# they pair up in order, and an unpaired last one is simply dropped.
_QUOTES = '"“”«»„‟'
_PHRASE_PATTERN = re.compile(rf"[{_QUOTES}]([^{_QUOTES}]*)[{_QUOTES}]")

# A word: letters and digits, joined by single inner apostrophes or hyphens. A
# letter may carry combining accents that NFC could not merge into it.
_LETTER = r"[^\W_][\u0300-\u036f]*"
_WORD_PATTERN = re.compile(rf"{NUMBER_WORD}|(?:{_LETTER})+(?:['’‘\-‐](?:{_LETTER})+)*")
# The t of French questions (« va-t-il », « y a-t-il », « a-t-on »): no word. Left in, it is
# the {T} symbol to the analyzers, and a rare word that selects texts. A quoted phrase keeps
# it, as the texts do.
_EUPHONIC_T = re.compile(r"(?<=\w)[\-‐–]t[\-‐–](?=(?:il|elle|on|ils|elles)\b)", re.IGNORECASE)
# The modal verb of a French question's inversion (« puis-je », « peut-il », « dois-je »,
# « va-t-il »): it asks, as "can" and "does" do (search.analyzers), and is no word of what is
# asked. Left in, « puis » is the "then" of thousands of texts, and « peut » ranks first the
# cards that say it most. The question's own verb stays (below).
_QUESTION_MODAL = re.compile(
    r"(?:peu[tx]|puis|peuvent|pouvez|pouvons|doi[st]|doivent|devez|devons"
    r"|vais|va|vas|vont|allez|allons)[\-‐](?:je|tu|il|elle|on|nous|vous|ils|elles)",
    re.IGNORECASE,
)
# The subject pronoun of any other inversion (« réduit-il », « meurt-il », « bloque-t-elle »):
# the verb is the word asked, and the terminology reads the verb alone (« réduit » is
# "reduces"; « réduit-il » is no term). Not « -vous » nor « -nous », which also end names and
# imperatives (« Rendez-vous secret », « Préparez-vous à l'impact »). Nor after a lone t
# (« t-il »: no verb), which would be left as the {T} symbol.
_INVERTED_SUBJECT = re.compile(r"(?<!^t)(?<=\w)[\-‐](?:je|tu|il|elle|on|ils|elles)$", re.IGNORECASE)
# « entre » after « différence » frames a comparison, as "between" does in English (a little
# word there: search.analyzers), and is no word of what is asked: left in, « quelle différence
# entre vol et portée » had a third word, and « vol » was no longer half the question. Elsewhere
# it stays, as the texts' "enters" (« quand une créature entre sur le champ de bataille »).
_COMPARED = frozenset({"différence", "différences", "difference", "differences"})
_BETWEEN = "entre"
# « se passer » is "to happen" (« que se passe-t-il si… », « qu'est-ce qui se passe quand… »,
# « que s'est-il passé »): it asks, as "what happens" does in English (a little word there:
# search.analyzers), and is no word of what is asked. Left in, « passe » was a word the
# texts select by, and French questions opening with it found rulings that say "pass" (and
# « passe » is still « je passe », passing priority, after any other word).
_HAPPENS = re.compile(r"pass(?:e|ent|era|erait|eront|eraient|é|ée|er)", re.IGNORECASE)
_HAPPENS_AFTER = frozenset({"se", "s'est", "s’est", "s'était", "s’était"})
# « grâce à » is "thanks to" (« j'anime mon terrain grâce à l'Éveil de Vitu-Ghazi », « il
# gagne un point de vie grâce au Rejeton »): a preposition, no word of what is asked. Left in,
# « grâce » named the keyword Bestow, whose French name it is, among the first answers. Not
# the noun, after an article or « de » (« une créature avec grâce », « … lance Coup de grâce à
# mon tour »), nor an English name's word ("cast Saving Grace a second time").
_THANKS = frozenset({"grâce", "grace"})
_THANKS_BEFORE = frozenset({"à", "au", "aux"})
_GRACE_A_NOUN_AFTER = frozenset({"de", "la", "sa", "ma", "ta", "une", "cette", "sans"})
# « du coup » is "so", the filler of spoken French (« du coup est-ce que la créature meurt »):
# no word of what is asked. Left in, « coup » read as Bloodrush (« Coup de sang ») and the
# keyword came first (a French player's review). No card's name or text says « du coup ».
_SO = ("du", "coup")


# A query asks a question when it ends with a question mark (the full-width one of some
# phone keyboards too, an exclamation after it: "?!"), opens with a word that asks ("how does
# deathtouch work", "can i attack a planeswalker", « peut on attaquer un planeswalker »,
# « combien de terrains par tour ») or inverts its subject (« les terrains sont-ils des
# sorts »): players type the same question with or without its question mark.
QUESTION_MARKS = ("?", "\uff1f")
_ASKING_WORDS = """
    how what whats what's when why who whom whose which where can could cannot can't do does
    did don't doesn't is isn't are aren't was were will won't would should shall may might must
    comment pourquoi quand que qu quoi koi quel quelle quels quelles combien qui où est-ce
    est-ce-que peut peuvent puis-je peut-on dois doit faut
"""
_OPENERS = frozenset(_ASKING_WORDS.split())
_ASKING_ANYWHERE = frozenset({"est-ce", "quoi", "koi"})  # « c'est quoi », « qu'est-ce »
# Spoken French asks with the words of a statement: « je peux lancer un éphémère pendant le
# combat », « on peut bloquer avec une créature engagée » (a French player's review: with its
# question mark it found 506.7f, without it the card Melee). A subject pronoun opening the
# query, then a modal verb, asks as « puis-je » does.
_SUBJECTS = frozenset({"je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"})
_MODALS = frozenset(
    {
        *("peux", "peut", "peuvent", "pouvez", "pouvons", "pourrais", "pourrait"),
        *("dois", "doit", "doivent", "devez", "devons", "devrais", "devrait", "faut"),
    }
)


def _asks(text: str, typed_words: list[str]) -> bool:
    """Whether `text` asks a question (QUESTION_MARKS, _OPENERS): `typed_words`, its words as
    typed, inversions and all."""
    if text.rstrip().rstrip("!").rstrip().endswith(QUESTION_MARKS):
        return True
    folded = [word.lower().replace("’", "'") for word in typed_words]
    if not folded:
        return False
    first = folded[0].split("'")[0] if folded[0].startswith("qu'") else folded[0]
    return (
        first in _OPENERS
        or (first in _SUBJECTS and len(folded) > 1 and folded[1] in _MODALS)
        or any(word.split("'")[-1] in _ASKING_ANYWHERE for word in folded)
        or any(_QUESTION_MODAL.fullmatch(word) or _INVERTED_SUBJECT.search(word) for word in folded)
    )


@dataclass(frozen=True)
class UserQuery:
    """A visitor's query, split into parts that are safe to hand to the search layer."""

    raw: str
    words: tuple[str, ...]
    phrases: tuple[str, ...]
    rule_numbers: tuple[str, ...]
    # The symbols written in braces ("{Q}" -> "q"), which the words also hold as letters.
    symbols: tuple[str, ...] = ()
    asks: bool = False  # it asks a question (_asks), with or without its question mark
    # Typed longer than MAX_QUERY_LENGTH characters: only `raw`, its beginning, was searched
    # (the search page and the API say so).
    cut: bool = False

    @property
    def is_empty(self) -> bool:
        """True when there is nothing to search for."""
        return not (self.words or self.phrases or self.rule_numbers)

    @property
    def searched_up_to(self) -> str:
        """The last words searched of a query `cut`: where the search stopped reading (their
        last SHOWN_WHERE_CUT characters, for a word of hundreds of letters)."""
        return " ".join(self.raw.split()[-WORDS_SHOWN_WHERE_CUT:])[-SHOWN_WHERE_CUT:]


def _question_words(text: str) -> list[str]:
    """The words of text typed outside quotes, « -t- » of an inversion a hyphen."""
    return _words(_EUPHONIC_T.sub("-", text))


def parse_user_query(raw: str) -> UserQuery:
    """Parse raw user input; never raises, whatever the input."""
    given = raw if isinstance(raw, str) else ""
    typed = _visible_text(given)
    text = _capped(typed)
    rule_numbers: list[str] = []
    phrases: list[str] = []
    words: list[str] = []
    quoted: list[tuple[int, list[str]]] = []  # each phrase: where it was typed, its words
    # Text outside quotes and text inside them alternate in the split result.
    for index, part in enumerate(_PHRASE_PATTERN.split(text)):
        if index % 2 == 0:
            remainder = _extract_rule_numbers(_rule_lists_spelled_out(part), rule_numbers)
            words.extend(_question_words(remainder))
        elif (numbers := _rule_numbers_in(part.strip())) is not None:
            rule_numbers.extend(numbers)
        elif phrase_words := _words(part):
            phrases.append(" ".join(phrase_words))
            quoted.append((len(words), _question_words(part)))
    if _SECTION_ALONE.fullmatch(text):
        rule_numbers, words = [text.lstrip("#")], []
    elif chapter := _CHAPTER_ALONE.fullmatch(text):
        rule_numbers, words = [chapter["chapter"]], []
    if words:  # words set apart inside a question (« incolore »), not a phrase looked up
        words = _with_quoted_words(words, quoted)
    asked = [
        _INVERTED_SUBJECT.sub("", word)
        for before, word, after in zip(["", *words], words, [*words[1:], ""], strict=False)
        if not _QUESTION_MODAL.fullmatch(word)
        and not (word.lower() == _BETWEEN and before.lower() in _COMPARED)
        and not (_HAPPENS.fullmatch(_INVERTED_SUBJECT.sub("", word)) and _says_it_happens(before))
        and not _says_thanks_to(before, word, after)
        and (before.lower(), word.lower()) != _SO
    ]
    return UserQuery(
        raw=text,
        words=tuple(asked or words),  # « peut-il » alone is looked for as typed
        phrases=tuple(_unique(phrases)),
        rule_numbers=tuple(_unique(rule_numbers)[:MAX_RULE_NUMBERS]),
        symbols=symbols_written(text, tuple(words)),
        asks=_asks(text, words),
        cut=len(text) < len(typed) or _WORD.search(given, _MAX_INPUT_SCAN) is not None,
    )


def word_places(raw: str, words: tuple[str, ...]) -> list[int] | None:
    """Where each of a query's words starts in the text typed, found in the order typed
    (compared in lower case, as the words are); None when some word is not found so."""
    typed, places, position = raw.lower(), [], 0
    for word in words:
        found = typed.find(word, position)
        if found < 0:
            return None
        places.append(found)
        position = found + len(word)
    return places


def _says_thanks_to(before: str, word: str, after: str) -> bool:
    """Whether `word` is the « grâce » of « grâce à », "thanks to"."""
    return (
        word.lower() in _THANKS
        and after.lower() in _THANKS_BEFORE
        and before.lower() not in _GRACE_A_NOUN_AFTER
    )


def _says_it_happens(before: str) -> bool:
    """Whether the word before a form of « passer » makes it « se passer », "to happen"
    (« se », « s'est », and their inversions: « s'est-il »)."""
    return _INVERTED_SUBJECT.sub("", before).lower() in _HAPPENS_AFTER


def _with_quoted_words(words: list[str], quoted: list[tuple[int, list[str]]]) -> list[str]:
    """The words, each quoted phrase's put back where it was typed: quotes inside a question
    set words apart ("my opponent "floats" some mana", « C'est quoi, la « valeur de mana » ? »);
    they are still words of the question, whose concepts and names they name. Looked for only
    as written, « valeur de mana » found the French texts and never the English term that
    the terminology reads it as ("mana value"), and "replicating a spell" found nothing."""
    for place, phrase_words in reversed(quoted):
        words[place:place] = phrase_words
    return words


def normalise_rule_number(token: str) -> str | None:
    """The canonical number ("702.56a") of one rule reference, or None.

    Accepts every form parse_user_query recognises; a range ("702.56a-c") names
    several rules and gives None.
    """
    numbers = _rule_numbers_in(_clean(token if isinstance(token, str) else ""))
    if numbers is None or len(numbers) != 1:
        return None
    return numbers[0]


def _clean(raw: str) -> str:
    """NFC, without invisible or invalid characters, whitespace collapsed, capped."""
    return _capped(_visible_text(raw))


def _visible_text(raw: str) -> str:
    """NFC, without invisible or invalid characters, whitespace collapsed; the beginning of
    a long input only (_MAX_INPUT_SCAN)."""
    text = "".join(_visible(char) for char in raw[:_MAX_INPUT_SCAN])
    # NFC after dropping surrogates (which normalize() rejects), so "e" + U+0301 is
    # one letter that the word pattern keeps.
    return " ".join(unicodedata.normalize("NFC", text).split())


def _capped(text: str) -> str:
    """At most MAX_QUERY_LENGTH characters, cut at a word's end where one is near."""
    if len(text) <= MAX_QUERY_LENGTH:
        return text
    capped = text[:MAX_QUERY_LENGTH]
    if text[MAX_QUERY_LENGTH] != " " and " " in capped:
        # Drop the word the cap cuts through rather than search for its stump.
        capped = capped.rsplit(" ", 1)[0]
    return capped.rstrip()


def _visible(char: str) -> str:
    category = unicodedata.category(char)
    if category == "Cc":
        # Tabs, newlines and NUL separate words.
        return " "
    if category in _DROPPED_CATEGORIES:
        # A soft hyphen or zero-width joiner inside a word must not split it.
        return ""
    return char


def _rule_lists_spelled_out(text: str) -> str:
    """ "702.19b,702.19c" -> "702.19b 702.19c"; "702.19b and c" -> "702.19b 702.19c";
    "702.19 b", "702.19(b)", "702.19.b" -> "702.19b" (subrule_letters_joined)."""
    text = subrule_letters_joined(text)
    return _SUBRULE_LIST.sub(_subrules_listed, _GLUED_LIST.sub(r"\1 ", text))


def _subrules_listed(match: re.Match[str]) -> str:
    rule, first = match["rule"], match["first"]
    letters = [first, *_SINGLE_LETTER.findall(match["letters"])]
    ordered = [letter.lower() for letter in letters]
    if ordered != sorted(set(ordered)):  # "702.19b and a": no list of subrules
        return match[0]
    return " ".join(f"{rule}{letter}" for letter in letters)


def _extract_rule_numbers(text: str, found: list[str]) -> str:
    """Append the rule numbers in text to found; return text without them."""

    def replace(match: re.Match[str]) -> str:
        numbers = _numbers_of(match)
        if not numbers:
            # Looked like a number but names no rule ("R2020"): leave it as words.
            return match.group(0)
        found.extend(numbers)
        return " "

    return _RULE_NUMBER_PATTERN.sub(replace, text)


def _rule_numbers_in(text: str) -> list[str] | None:
    match = _RULE_NUMBER_PATTERN.fullmatch(text)
    if match is None:
        return None
    return _numbers_of(match) or None


def _numbers_of(match: re.Match[str]) -> list[str]:
    """Canonical numbers named by one match: one, several for a range, none if invalid."""
    groups = match.groupdict()
    if groups["anchor"] is not None:
        digits = groups["anchor"]
        section, rule, sub, last = digits[:3], digits[3:] or None, groups["anchor_sub"], None
    elif groups["section"] is not None:
        section, rule, sub, last = (groups[name] for name in ("section", "rule", "sub", "last"))
    else:
        section, rule, sub, last = (
            groups[name] for name in ("bare_section", "bare_rule", "bare_sub", "bare_last")
        )
    if rule is None:
        # A section alone ("cr 702", "R702"); a letter without a rule means nothing.
        return [section] if sub is None else []
    if rule.startswith("0"):
        # Rules are numbered from 1 without leading zeros: "100.01" is not a rule.
        return []
    base = f"{section}.{rule}"
    if sub is None:
        return [base]
    first, final = sub.lower(), (last or sub).lower()
    if len(first) == len(final) == 1:  # any letter: one the rules skip (l, o) is said so
        if final < first:
            return []
        return [f"{base}{chr(code)}" for code in range(ord(first), ord(final) + 1)]
    try:  # two letters come after "z" only ("704.5aa", "704.5y-aa")
        indexes = range(subrule_letter_index(first), subrule_letter_index(final) + 1)
    except ValueError:
        return []
    return [f"{base}{subrule_letters_at(index)}" for index in indexes]


def _words(text: str) -> list[str]:
    # Lowercase first, so the pattern sees the combining dot that lowering adds to
    # "İ" and every word matches _WORD_PATTERN.
    return _WORD_PATTERN.findall(text.lower())


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
