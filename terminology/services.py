"""Writes of the terminology: store mined pairs, give keywords their printed French names,
store the mined lexicon."""

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path

from django.db import transaction
from django.db.models import Q
from django.utils import timezone, translation

from common.signals import bulk_written_send
from keywords.models import Keyword
from keywords.services import (
    glossary_entries_renamable,
    glossary_names_from_keywords,
    glossary_terms_store,
    names_its_entry,
)
from provenance.models import NameSource
from rulings.importing.mtgjson import ParsedCard, ParsedSet, iter_sets
from rulings.models import Card

from .mining import TermPair, mine_terminology
from .mining.keywords import action_name, infinitives_of
from .mining.lexicon import LexiconEntry as MinedEntry
from .mining.lexicon import mine_lexicon
from .mining.parallel import parallel_texts
from .models import LexiconEntry, Term
from .vocabulary import french_stem, lexicon_key

SetCallback = Callable[[ParsedSet], None]


@dataclass
class MiningReport:
    sets: int = 0
    french_printings: int = 0
    mined: dict[str, int] = field(default_factory=dict)
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    editor_kept: int = 0
    keywords_named: list[Keyword] = field(default_factory=list)

    def summary(self) -> str:
        mined = ", ".join(f"{count} {kind}" for kind, count in sorted(self.mined.items()))
        named = ", ".join(f"{k.name_en} = {k.name_fr}" for k in self.keywords_named)
        return (
            f"Read {self.sets} sets, {self.french_printings} printings in French. Mined: "
            f"{mined or 'nothing'}.\nTerms created {self.created}, updated {self.updated}, "
            f"unchanged {self.unchanged}, no longer found and removed {self.removed}; "
            f"{self.editor_kept} verified by an editor left as they are.\n"
            f"Keywords given their French name: {len(self.keywords_named)}"
            + (f" ({named})." if named else ".")
        )


def terminology_mine(*, paths: Iterable[Path], on_set: SetCallback | None = None) -> MiningReport:
    """Mine the MTGJSON files at ``paths``, store the terms, name the keywords in French.

    Every file is read before anything is written: a bad one raises CardDataError.
    """
    report = MiningReport()
    sets = chain.from_iterable(iter_sets(Path(p)) for p in paths)
    pairs = mine_terminology(_french_printings(sets, report, on_set))
    with transaction.atomic():
        terms_store(pairs=pairs, report=report)
        report.keywords_named = keyword_names_fill()
    return report


def _french_printings(
    sets: Iterator[ParsedSet], report: MiningReport, on_set: SetCallback | None
) -> Iterator[ParsedCard]:
    for parsed_set in sets:
        report.sets += 1
        if on_set is not None:
            on_set(parsed_set)
        for card in parsed_set.cards:
            if card.french is not None:
                report.french_printings += 1
                yield card


def terms_store(*, pairs: Iterable[TermPair], report: MiningReport | None = None) -> MiningReport:
    """Store the mined pairs; a term verified by an editor is never changed.

    Mined terms the new mining did not find again are removed: the table holds what the
    last mining found, plus the editors' terms.
    """
    report = report or MiningReport()
    now = timezone.now()
    stored = {(term.english, term.kind): term for term in Term.objects.all()}
    created, changed, found = [], [], set()
    for pair in pairs:
        report.mined[pair.kind] = report.mined.get(pair.kind, 0) + 1
        found.add((pair.english, pair.kind))
        term = stored.get((pair.english, pair.kind))
        if term is None:
            created.append(_term_new(pair, now))
        elif term.source == Term.Source.EDITOR:
            report.editor_kept += 1
        elif _term_refresh(term, pair, now):
            changed.append(term)
    gone = [t.pk for key, t in stored.items() if key not in found and t.source == Term.Source.MINED]
    report.removed, _ = Term.objects.filter(pk__in=gone).delete()
    Term.objects.bulk_create(created, batch_size=500)
    Term.objects.bulk_update(changed, ["french", "count", "confidence", "updated_at"])
    report.created, report.updated = len(created), len(changed)
    report.unchanged = len(found) - len(created) - len(changed) - report.editor_kept
    return report


def _term_new(pair: TermPair, now) -> Term:
    return Term(
        english=pair.english,
        french=pair.french,
        kind=pair.kind,
        count=pair.count,
        confidence=pair.confidence,
        updated_at=now,
    )


def _term_refresh(term: Term, pair: TermPair, now) -> bool:
    if (term.french, term.count, term.confidence) == (pair.french, pair.count, pair.confidence):
        return False
    term.french, term.count, term.confidence = pair.french, pair.count, pair.confidence
    # bulk_update does not apply auto_now; the search terminology cache watches this date.
    term.updated_at = now
    return True


# The keywords a naming from the terms or the lexicon may name: those whose French name was
# found on cards, and those without one that no editor emptied (an editor's empty name is
# theirs, as glossary_entries_renamable keeps an editor's empty term).
KEYWORDS_RENAMABLE = Q(name_fr_source=NameSource.MINED) | (
    (Q(name_fr="") | Q(name_fr=None)) & ~Q(name_fr_source=NameSource.EDITOR)
)


def keyword_names_fill() -> list[Keyword]:
    """Give keywords without a French name the French of their keyword term; a keyword
    action its infinitive (terminology.mining.keywords.action_name): « Meuler », printed
    « Meulez deux cartes ».

    A name mined before is mined again, so that a new mining mends it. A French name from
    the official rules or an editor is never replaced, and a keyword with no term keeps no
    French name, but for an action the lexicon names (keyword_actions_named_from_lexicon).
    The glossary's terms follow.
    """
    # "-source": mined terms first, so that an editor's term for the same keyword spelt
    # with other capitals ("First Strike", "First strike") wins.
    terms = Term.objects.filter(kind=Term.Kind.KEYWORD).order_by("-source", "english")
    french = {term.english.lower(): term for term in terms}
    named = []
    with translation.override("en"):
        for keyword in Keyword.objects.filter(KEYWORDS_RENAMABLE).order_by("name_en"):
            term = french.get((keyword.name_en or "").lower())
            if not (term and term.french):
                continue
            name = term.french
            if keyword.kind == Keyword.Kind.KEYWORD_ACTION:
                name = action_name(name, printed_in_french)
            if (keyword.name_fr, keyword.name_fr_source) != (name, _name_source(term)):
                keyword.name_fr, keyword.name_fr_source = name, _name_source(term)
                named.append(keyword)
    Keyword.objects.bulk_update(named, ["name_fr", "name_fr_source"], batch_size=500)
    if named:
        bulk_written_send(Keyword)  # bulk_update sends no signal, and no row count moves
    named += keyword_actions_named_from_lexicon()  # the actions no term names
    glossary_names_follow()
    return named


def printed_in_french(word: str) -> bool:
    """Whether a French card's name, rules text or flavor text holds `word` whole (« partir »,
    not « parter »)."""
    return bool(printed_in_french_among([word]))


def printed_in_french_among(words: Iterable[str]) -> set[str]:
    """Which of `words` (lower case) a French card's name, rules or flavor text holds whole,
    read in one pass over the texts holding any of them: the card Regenerate is printed
    « Régénérer », where no rules text prints the infinitive of « Régénérez »."""
    wanted = sorted(set(words))
    if not wanted:
        return set()
    holding = Q()
    for word in wanted:
        holding |= (
            Q(name_fr__icontains=word)
            | Q(oracle_text_fr__icontains=word)
            | Q(flavor_words_fr__icontains=word)
        )
    whole = {
        word: re.compile(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", re.IGNORECASE)
        for word in wanted
    }
    found = set()
    printed = Card.objects.filter(holding).values_list(
        "name_fr", "oracle_text_fr", "flavor_words_fr"
    )
    for texts in printed:
        found |= {w for w, pattern in whole.items() if any(pattern.search(t or "") for t in texts)}
    return found


# --- The lexicon ----------------------------------------------------------------------


@dataclass
class LexiconReport:
    texts: int = 0
    mined: int = 0
    multiword: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    editor_kept: int = 0
    glossary_named: int = 0

    def summary(self) -> str:
        return (
            f"Read {self.texts} printed French texts. Mined {self.mined} lexicon entries "
            f"({self.multiword} of several words).\nEntries created {self.created}, updated "
            f"{self.updated}, unchanged {self.unchanged}, no longer found and removed "
            f"{self.removed}; {self.editor_kept} of French an editor changed, verified or "
            f"rejected left as they are.\nKeyword actions and glossary terms named, renamed "
            f"or cleared from it: {self.glossary_named}."
        )


def lexicon_mine(
    *, paths: Iterable[Path], on_file: Callable[[str], None] | None = None
) -> LexiconReport:
    """Mine the lexicon from the MTGJSON files at ``paths`` and store it.

    Every file is read before anything is written: a bad one raises CardDataError.
    """
    texts = parallel_texts(paths, on_file)
    report = LexiconReport(texts=len(texts))
    entries = mine_lexicon(texts)
    with transaction.atomic():
        lexicon_store(entries=entries, report=report)
        report.glossary_named = names_from_lexicon()
    return report


def names_from_lexicon() -> int:
    """Name from the lexicon what it names: the keyword actions no keyword term names, then
    the glossary's entries. Called whenever the lexicon or the glossary changes. Returns how
    many keywords and entries were named, renamed or cleared."""
    return len(keyword_actions_named_from_lexicon()) + glossary_names_follow()


def glossary_names_follow() -> int:
    """The glossary's French terms, as its keywords name them, else as the lexicon does."""
    return glossary_names_from_keywords() + glossary_names_from_lexicon()


# A keyword action the lexicon names: by the order the cards print for it, aligned with its
# English this often at least (Exert, « surmenez »: 10), where the French most often aligned
# with that English is a form of the same verb (« lancer », « lancez »). An English word that
# is mostly another thing on the cards names two things, and the lexicon names neither: Counter
# is aligned 1,342 times with « marqueur », the noun, and 410 with « contrecarrez », its order
# (the rules term of its verb names it: _verbs_of_two_senses).
ACTION_NAME_MIN_ALIGNED = 10


def keyword_actions_named_from_lexicon() -> list[Keyword]:
    """Give each keyword action that no keyword term names (keyword_names_fill), and that has
    no official or editor's name, the infinitive of the order the lexicon aligned most often
    with its English (« Détruisez » -> « Détruire »), as found on printed cards and not
    checked; none where the French texts never print that infinitive (action_name: a guess
    would be no word). A name the lexicon no longer gives is taken away. A French judge's
    review: Destroy, Discard, Exile and Sacrifice said « Nom français : aucun connu », and
    « l'exil » opened the card Exil, where "exile" opens the keyword action. An action whose
    English the cards print mostly as another thing takes the infinitive of the rules term
    naming its verb, if one does (Counter: « contrecarrer », _verbs_of_two_senses)."""
    named_by_terms = {
        english.lower()
        for english in Term.objects.filter(kind=Term.Kind.KEYWORD)
        .exclude(french="")
        .values_list("english", flat=True)
    }
    actions = Keyword.objects.filter(kind=Keyword.Kind.KEYWORD_ACTION)
    names = {name.lower() for name in actions.values_list("name_en", flat=True) if name}
    aligned: dict[str, list[LexiconEntry]] = {}
    entries = LexiconEntry.objects.filter(rejected=False).only(
        "french", "english", "aligned", "source"
    )
    for entry in entries:
        if entry.english.lower() in names:
            aligned.setdefault(entry.english.lower(), []).append(entry)
    orders = {
        keyword: _action_order(aligned.get(keyword.name_en.lower(), []))
        for keyword in actions.filter(KEYWORDS_RENAMABLE).order_by("name_en")
        if keyword.name_en and keyword.name_en.lower() not in named_by_terms
    }
    # The infinitives to look for in the French texts, all in one pass: not those of a name
    # the order gave already (most of them: an editor's save of the lexicon reads no text).
    unsure = {
        word.lower()
        for keyword, printed in orders.items()
        if not _named_by(printed, keyword.name_fr or "")
        for word in infinitives_of(printed)
    }
    printed_words = printed_in_french_among(unsure)
    verbs = _verbs_of_two_senses()
    named = []
    for keyword, printed in orders.items():
        current = keyword.name_fr or ""
        name = current if _named_by(printed, current) else ""
        if printed and not name:
            name = _infinitive_name(printed, printed_words)
        if not printed:  # mostly another thing on the cards: the verb's own term, if any
            name = verbs.get(keyword.name_en.lower(), "")
        wanted = (name, NameSource.MINED) if name else ("", NameSource.OFFICIAL)
        if (keyword.name_fr or "", keyword.name_fr_source) != wanted:
            keyword.name_fr, keyword.name_fr_source = wanted
            named.append(keyword)
    Keyword.objects.bulk_update(named, ["name_fr", "name_fr_source"], batch_size=500)
    if named:
        bulk_written_send(Keyword)  # bulk_update sends no signal
    return named


# The rules terms of an English word that is a verb and a noun name each sense ("counter
# (verb)": « contrecarrer », "counter (noun)": « marqueur »: terminology.vocabulary).
_VERB_SENSE = re.compile(r"(.+?)\s*\(verb\)$")
_INFINITIVE_ENDINGS = ("er", "ir", "re")


def _verbs_of_two_senses() -> dict[str, str]:
    """{English: French infinitive, capitalised} of the rules terms that name the verb of an
    English word of two senses: Counter, whose lexicon reads mostly « marqueur », the noun,
    is named « Contrecarrer » by them."""
    verbs = {}
    for english, french in Term.objects.filter(kind=Term.Kind.RULES_TERM).values_list(
        "english", "french"
    ):
        sense = _VERB_SENSE.fullmatch(english.strip().lower())
        if sense and french and french.lower().endswith(_INFINITIVE_ENDINGS):
            verbs[sense.group(1)] = french[:1].upper() + french[1:]
    return verbs


def _action_order(entries: list[LexiconEntry]) -> str:
    """The order printed for an action that its lexicon entries give (an editor's first, then
    the most aligned; ACTION_NAME_MIN_ALIGNED), "" for none."""
    likeliest = sorted(
        entries, key=lambda e: (e.source == LexiconEntry.Source.EDITOR, e.aligned), reverse=True
    )
    orders = [
        e
        for e in likeliest
        if e.aligned >= ACTION_NAME_MIN_ALIGNED and infinitives_of(e.french.split()[0])
    ]
    if not orders:
        return ""
    printed = orders[0].french.split()[0]
    if french_stem(likeliest[0].french.split()[0]) != french_stem(printed):
        return ""  # the English is mostly another thing: « marqueur » for Counter
    return printed


def _named_by(printed: str, name: str) -> bool:
    """Whether `name` is an infinitive of the order `printed`."""
    return bool(printed) and name.lower() in (word.lower() for word in infinitives_of(printed))


def _infinitive_name(printed: str, printed_words: set[str]) -> str:
    """The action's name from its order, capitalised; "" where no French text tells which
    infinitive it is (action_name)."""
    name = action_name(printed, lambda word: word.lower() in printed_words)
    return "" if name == printed else name[:1].upper() + name[1:]


# A glossary term the lexicon names: one of several words ("Main Phase", « phase principale »),
# aligned with one French of several words this often at least, and this closely (Dice); a
# French of one word for two is half of it ("Mana Pool", « réserve »: the "mana" aligned apart).
GLOSSARY_NAME_MIN_ALIGNED = 3
GLOSSARY_NAME_MIN_SCORE = 0.8
# A term of one word ("Library", « bibliothèque »), only when its French is aligned with it
# far more often, and almost always: a word of two meanings shares its alignments and scores
# lower (Counter: « marqueur » 0.89, « contrecarrez » 0.26), and so does a word the French
# words as part of a phrase (Instead, « place » of « à la place », 0.91; Basic, « base » of
# « de base », 0.91). Whoever verified the entry: a verification says the words translate,
# not that they name the term in all its meanings.
GLOSSARY_WORD_MIN_ALIGNED = 50
GLOSSARY_WORD_MIN_SCORE = 0.95


def glossary_names_from_lexicon() -> int:
    """Give each glossary entry that its keyword names not, and that has no official or
    editor's French term, the French the lexicon aligned most often with its English term
    (glossary_name_in_lexicon), as found on printed cards and not checked: also from an entry
    an editor verified, which says the words translate, not that they name the term (an
    editor names it in the glossary's admin, and it is theirs). A name the lexicon no longer
    gives is taken away. A judge's review: « Nom français : aucun connu » on Main Phase, whose
    French the search read. Returns how many entries were named, renamed or cleared."""
    candidates: dict[str, list[LexiconEntry]] = {}
    for entry in LexiconEntry.objects.filter(rejected=False):
        candidates.setdefault(entry.english.lower(), []).append(entry)
    with translation.override("en"):
        named_keywords = {
            keyword.name_en.lower(): keyword
            for keyword in Keyword.objects.exclude(name_fr="")
            .exclude(name_fr=None)
            .only("name_en", "kind")
            if keyword.name_en
        }
        named = []
        for glossary_entry in glossary_entries_renamable():
            english = glossary_entry.term_en.lower()
            keyword = named_keywords.get(english)
            if keyword is not None and names_its_entry(keyword, glossary_entry):
                continue  # glossary_names_from_keywords names it as its keyword
            chosen = glossary_name_in_lexicon(english, candidates.get(english, []))
            name = (
                (chosen.french[:1].upper() + chosen.french[1:], NameSource.MINED)
                if chosen
                else ("", NameSource.OFFICIAL)  # no French: the field's default source
            )
            if ((glossary_entry.term_fr or ""), glossary_entry.term_fr_source) != name:
                glossary_entry.term_fr, glossary_entry.term_fr_source = name
                named.append(glossary_entry)
    return glossary_terms_store(named)


def glossary_name_in_lexicon(english: str, entries: list[LexiconEntry]) -> LexiconEntry | None:
    """The lexicon entry that names a glossary term (lower case English), if one does. Its
    French must name the action rather than order it: not the imperative the cards print
    (« perdez la partie » for Lose the Game, « sacrifiez » for Sacrifice), whoever verified it.
    For a term of several words, the French must be of several words too, and a mined entry
    aligned often and closely enough (GLOSSARY_NAME_MIN_ALIGNED, GLOSSARY_NAME_MIN_SCORE); for
    a term of one word, any entry far more often and closely (GLOSSARY_WORD_MIN_ALIGNED,
    GLOSSARY_WORD_MIN_SCORE). Of those, an editor's first, then the most often aligned."""
    one_word = len(english.split()) < 2
    fitting = [
        entry
        for entry in entries
        if _names_a_term(entry.french, one_word)
        and (
            _aligned_closely(entry, GLOSSARY_WORD_MIN_ALIGNED, GLOSSARY_WORD_MIN_SCORE)
            if one_word
            else entry.source == LexiconEntry.Source.EDITOR
            or _aligned_closely(entry, GLOSSARY_NAME_MIN_ALIGNED, GLOSSARY_NAME_MIN_SCORE)
        )
    ]
    return max(
        fitting, key=lambda e: (e.source == LexiconEntry.Source.EDITOR, e.aligned), default=None
    )


def _aligned_closely(entry: LexiconEntry, min_aligned: int, min_score: float) -> bool:
    return entry.aligned >= min_aligned and entry.score >= min_score


def _names_a_term(french: str, for_one_word: bool) -> bool:
    """Whether French can name a glossary term: not a verb in the imperative, as the cards give
    orders, and for a term of several words, several words too (« réserve » is half of Mana
    Pool)."""
    words = french.replace("-", " ").split()
    enough_words = for_one_word or len(words) >= 2
    return bool(words) and enough_words and not words[0].lower().endswith("ez")


def _name_source(term: Term) -> str:
    """Where a keyword's French name taken from a term comes from."""
    return NameSource.EDITOR if term.source == Term.Source.EDITOR else NameSource.MINED


def lexicon_store(
    *, entries: Iterable[MinedEntry], report: LexiconReport | None = None
) -> LexiconReport:
    """Store the mined entries; the entries of a French an editor touched are left alone.

    An editor's correction, verification or rejection of one entry makes its French theirs:
    mining neither changes, adds nor removes entries for it. Other mined entries not found
    again are removed: the table holds what the last mining found, plus the editors' work.
    """
    report = report or LexiconReport()
    now = timezone.now()
    stored = list(LexiconEntry.objects.all())
    edited = {lexicon_key(e.french) for e in stored if e.source == LexiconEntry.Source.EDITOR}
    mined = {(e.french, e.english): e for e in stored if e.source == LexiconEntry.Source.MINED}
    created, changed, found = [], [], set()
    for entry in entries:
        report.mined += 1
        report.multiword += " " in entry.french
        if entry.key in edited:
            report.editor_kept += 1
            continue
        found.add((entry.french, entry.english))
        row = mined.get((entry.french, entry.english))
        if row is None:
            created.append(LexiconEntry(french=entry.french, english=entry.english))
            _lexicon_refresh(created[-1], entry, now)
        elif _lexicon_refresh(row, entry, now):
            changed.append(row)
    gone = [
        row.pk
        for pair, row in mined.items()
        if pair not in found and lexicon_key(row.french) not in edited
    ]
    report.removed, _ = LexiconEntry.objects.filter(pk__in=gone).delete()
    LexiconEntry.objects.bulk_create(created, batch_size=500)
    LexiconEntry.objects.bulk_update(changed, [*_LEXICON_COUNTS, "updated_at"], batch_size=500)
    report.created, report.updated = len(created), len(changed)
    report.unchanged = len(found) - len(created) - len(changed)
    return report


_LEXICON_COUNTS = ["aligned", "cooccurrences", "french_count", "english_count", "score"]


def _lexicon_refresh(row: LexiconEntry, entry: MinedEntry, now) -> bool:
    counts = [entry.aligned, entry.together, entry.french_count, entry.english_count]
    values = [*counts, entry.score]
    if [getattr(row, name) for name in _LEXICON_COUNTS] == values:
        return False
    for name, value in zip(_LEXICON_COUNTS, values, strict=True):
        setattr(row, name, value)
    row.updated_at = now  # bulk_update does not apply auto_now
    return True
