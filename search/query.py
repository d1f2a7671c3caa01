"""Building the query tree from what a visitor typed.

User text never reaches Whoosh's query parser. It is split by search.query_text into plain
words, quoted phrases and rule numbers, and the query tree is built here from those parts
only, so no wildcard, range or boolean syntax typed by a visitor can run. plan_query puts
together the parts that look for the names the question holds (search.question_names), the
concepts it names (search.question_concepts), its phrases and rule numbers, and its words in
the texts (here).
"""

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache, partial

from whoosh.query import (
    And,
    AndMaybe,
    ConstantScoreQuery,
    DisjunctionMax,
    Or,
    Phrase,
    Prefix,
    Query,
    Term,
)

from terminology.vocabulary import is_signed_number, unsigned

from .analyzers import APOSTROPHES
from .corrections import corrections_for_texts
from .evaluation import MOST_OF_AT_LEAST
from .names import (
    name_key,
    names_a_concept,
    question_language,
    tokens,
    without_leading_article,
    without_little_words_of,
)
from .query_text import UserQuery, word_places
from .question_concepts import concept_parts, concept_spans, inside_a_concept
from .question_names import (
    COMMON_MIN_DOCUMENTS,
    COMMON_SHARE,
    CORRECTED_NAME_BOOST,
    EVERYDAY_SHARE,
    a_french_word,
    english_name_parts,
    english_reading,
    name_token_parts,
    named_cards,
    one_name_word_part,
    question_name_parts,
    whole_name_parts,
)
from .results import Filters
from .schema import DOCUMENT_TYPES
from .terminology import READING_BOOST, english_for, english_readings, is_read_otherwise
from .word_breaks import JOINED_TO_THE_WORD_BEFORE
from .word_senses import actions_named_as_nouns


@dataclass(frozen=True)
class PlannedQuery:
    tree: Query
    # Concepts the question names in passing whose names pick something out: each brings
    # its best document among the first results (search.linking).
    linked: tuple[Term, ...] = ()
    # The names named plainly (name_exact), cards' and concepts' of several words: they come
    # first, the linked concepts next.
    named: tuple[Term, ...] = ()
    # The name keys of every card the question names, plainly or as most of it (no concept's
    # name): their cards and rulings are what it asks about (search.searching).
    cards: tuple[str, ...] = ()
    # The pairs of neighbouring words the question holds, per pairs field ("copi spell",
    # "spell cast"): a text holding them all holds the question's words as it words them.
    pairs: tuple[tuple[Term, ...], ...] = ()
    # The name key of a query in English, or of no telling language on the English page, read
    # as English because it is a text's English name ("initiative", "the initiative"): that
    # text comes before those whose French name it is.
    english_name: str = ""
    # The concept keys of the keyword actions whose word the question uses as a noun ("+1/+1
    # counter"): their documents go behind (search.word_senses).
    nouns: tuple[str, ...] = ()
    # The paragraphs of the concepts the question names (the index's in_concept): the one
    # its other words rank best comes among the first results ("cleanup step discard": 514.1).
    paragraphs_of: tuple[Term, ...] = ()
    # The question's words in the texts but those of the concepts' names: what ranks a
    # concept's paragraphs ("discard", not "cleanup step").
    paragraph_words: tuple[Term, ...] = ()


def build_query(query: UserQuery, **context) -> Query:
    """The query tree alone (see plan_query)."""
    return plan_query(query, **context).tree


def plan_query(
    query: UserQuery,
    *,
    terminology: dict[str, list[str]] | None = None,
    frequency: Callable[[str, str], int] | None = None,
    document_count: int = 0,
    near_spellings: Callable[[str, str, int], list[str]] | None = None,
    vocabulary: Callable[[str], frozenset[str]] | None = None,
    corrected_words: tuple[str, ...] | None = None,
    english_names: Callable[[str, str], tuple[str, ...]] | None = None,
    page_language: str | None = None,
) -> PlannedQuery:
    """Names, rule numbers, phrases and rare words decide which documents match; words found
    in a large share of the index ("cible", "spell") only add to their score.

    Letting common words match on their own would make Whoosh score tens of thousands of
    documents for every question, and they pick out nothing: the answer to "que se passe-t-il
    si la cible devient illégale" is found by "illégale", and ranked up by "cible".
    """
    threshold = max(COMMON_SHARE * document_count, COMMON_MIN_DOCUMENTS)
    common = (lambda term: frequency(term.fieldname, term.text) > threshold) if frequency else None
    everyday_word = partial(_is_everyday, frequency, document_count) if frequency else None
    asked_in = question_language(query.words)
    english_name = ""
    if asked_in == "en" or (asked_in is None and page_language == "en"):
        # "initiative", "endurance" on the English page, "the initiative" on any: an English
        # name (The Initiative, the card Endurance), not the French words the terminology reads
        # as other English (« initiative » is "first strike"), as the answer panel reads them
        # (search.answers).
        english_name = _english_name(query.words, frequency)
        if english_name:
            asked_in, terminology = "en", None
    french_word = (
        partial(a_french_word, frequency, document_count)
        if frequency and asked_in == "fr"
        else None
    )
    french = terminology if asked_in == "fr" else None
    # A question of no telling language ("vol", « pile ») asked on a French page reads its
    # French words as the terminology does (flying, stack), not as the English words they
    # spell: « vol » found only Sarkhan Vol's rulings there.
    read_in = asked_in or (page_language if page_language == "fr" else None)
    as_typed, corrected = _readings(query, corrected_words)
    concepts = vocabulary("concept") if vocabulary is not None else frozenset()
    names = question_name_parts(
        query,
        as_typed,
        corrected,
        french,
        frequency=frequency,
        document_count=document_count,
        concepts=concepts if vocabulary is not None else None,
        # The exact names of its English reading, only for a question in French or of no
        # telling language on a French page: English "main phase" must name no Hand.
        read_in_english=english_reading(as_typed, terminology if read_in == "fr" else None),
        inside_a_concept=(
            _inside_a_concept_named(as_typed.words, terminology, vocabulary, read_in)
            if vocabulary is not None
            else None
        ),
    )
    deciding: list[Query] = [
        *names.asked,
        *names.named,
        *whole_name_parts(as_typed.words),
        *one_name_word_part(as_typed.words, french, concepts),
        *(whole_name_parts(corrected.words, CORRECTED_NAME_BOOST) if corrected else []),
        *(
            one_name_word_part(corrected.words, french, concepts, CORRECTED_NAME_BOOST)
            if corrected
            else []
        ),
        *name_token_parts(as_typed.words, near_spellings),
        *english_name_parts(as_typed.words, terminology if asked_in != "en" else None),
        *_phrase_parts(query.phrases, french),
        *_rule_number_parts(query.rule_numbers),
        *(Term("defines", symbol) for symbol in query.symbols),
    ]
    # A word no text, name or term holds ("mahyem", « priorité », which the French cards never
    # print) is read as its closest name word ("mayhem", "priority") in the texts too.
    words = corrections_for_texts(query.words, corrected_words) if corrected_words else query.words
    if frequency is not None:
        words = _signed_numbers_the_texts_hold(words, frequency)
    # A concept's name named plainly ("what effect does lethal damage have …") names no card:
    # the question still asks how the game works, and the concept is linked.
    names_of_cards = [
        part.child.text for part in names.named if not names_a_concept(part.child.text, concepts)
    ] + names.cards_asked
    concepts_asked, concepts_in_passing, no_link = (
        concept_parts(
            words,
            terminology or {},
            vocabulary,
            names_of_cards,
            read_in,
            everyday_word,
            french_word,
        )
        if vocabulary
        else ([], [], set())
    )
    # A concept named in passing that picks something out is an answer of its own.
    linked = [
        part
        for part in concepts_in_passing
        if part.child not in no_link and _picks_out(part.child, common)
    ]
    # The paragraphs of the concepts asked: their words rank them ("cleanup step discard":
    # 514.1, which says "discard" and names no Cleanup Step).
    paragraphs_of = tuple(
        Term("in_concept", part.child.text)
        for part in [*concepts_asked, *linked]
        if part.child.fieldname == "concept"
    )
    deciding += [
        *concepts_asked,
        *linked,
        *(ConstantScoreQuery(term, 0.0) for term in paragraphs_of),
    ]
    ranking: list[Query] = [
        *names.in_passing,
        *(part for part in concepts_in_passing if part not in linked),
        *named_cards([part.child.text for part in names.named]),
    ]
    # Words that stand together in a text ("copy of a spell") rank it above the same words
    # scattered; as pairs they select nothing.
    pairs = _terms_of(words[:MAX_WORDS_FOR_PAIRS], PAIR_FIELDS, asked_in, terminology, french_word)
    ranking += [Term(pair.fieldname, pair.text, boost=PAIR_BOOST) for pair in pairs]
    text_terms = _text_terms(words, terminology or {}, read_in, french_word)
    if french is not None and english_names is not None:
        named = [(part.child.fieldname, part.child.text) for part in names.named]
        text_terms += _english_name_terms(
            names.asked_keys + named, english_names, french, text_terms
        )
    if frequency is None:
        return PlannedQuery(Or(deciding + ranking + text_terms))
    selecting_texts, ranking_texts = _texts_selecting_and_ranking(text_terms, frequency, common)
    deciding += _by_text(selecting_texts, asked_in)
    ranking += _by_text(ranking_texts, asked_in)
    links = {
        "linked": tuple(part.child for part in linked),
        "named": tuple(part.child for part in names.named),
        "cards": tuple(names_of_cards),
        "english_name": english_name,
        "pairs": tuple(
            tuple(pair for pair in pairs if pair.fieldname == field_name)
            for field_name in PAIR_FIELDS
        ),
        "paragraphs_of": paragraphs_of,
        "paragraph_words": _besides_the_concepts(text_terms, paragraphs_of),
        "nouns": (
            actions_named_as_nouns(query.words, vocabulary("verb_of"), asked_in, terminology)
            if vocabulary is not None
            else ()
        ),
    }
    if not deciding:
        return PlannedQuery(Or(ranking), **links)
    tree = AndMaybe(Or(deciding), Or(ranking)) if ranking else Or(deciding)
    return PlannedQuery(tree, **links)


def _besides_the_concepts(text_terms: list[Term], concepts: tuple[Term, ...]) -> tuple[Term, ...]:
    """The terms of the texts (body_en, body_fr) that are no stem of the concepts' names
    (their keys: "en:cleanup step")."""
    if not concepts:
        return ()
    named = {
        (f"body_{language}", stem)
        for key in (term.text for term in concepts)
        for language, _, stems in [key.partition(":")]
        for stem in stems.split()
    }
    return tuple(
        term
        for term in text_terms
        if term.fieldname in TEXT_FIELDS and (term.fieldname, term.text) not in named
    )


def _readings(
    query: UserQuery, corrected_words: tuple[str, ...] | None
) -> tuple[UserQuery, UserQuery | None]:
    """The question as typed, and with its typos corrected (None when none is): the names of
    both are looked for."""
    if not corrected_words or corrected_words == query.words:
        return query, None
    raw = written_with_corrections(query.raw, query.words, corrected_words)
    corrected = replace(query, raw=raw, words=corrected_words)
    if JOINED_TO_THE_WORD_BEFORE in corrected_words:
        # A name word typed apart ("brain storm"), or a little word typed beyond a name's
        # ("wrath of the god", search.little_words): the names the words as typed make
        # (Storm) are the other reading.
        return corrected, query
    return query, corrected


def written_with_corrections(raw: str, words: tuple[str, ...], corrected: tuple[str, ...]) -> str:
    """The question as typed, each word corrected in its place, its capital kept: a name's
    word written with a capital and a typo ("… casts Excvaator on …") is written with one
    once corrected, and names the card as the word typed right would (names_asked). As typed
    when its words cannot all be found in order."""
    places = word_places(raw, words)
    if places is None:
        return raw
    # From the end, so that each correction leaves the places before it as they were.
    for typed, correction, found in reversed(list(zip(words, corrected, places, strict=False))):
        if correction == typed or not correction or " " in correction:
            continue  # a word as typed, joined to the one before, or cut in two
        end = found + len(typed)
        raw = raw[:found] + _cased_as(raw[found:end], correction) + raw[end:]
    return raw


_ONE_APOSTROPHE = str.maketrans(dict.fromkeys(APOSTROPHES, "'"))


def _cased_as(typed: str, correction: str) -> str:
    """`correction` with the capitals `typed` has at its start and after an elided article:
    « L'Imptioyable » -> « L'Impitoyable »."""
    elided, _, rest = typed.translate(_ONE_APOSTROPHE).rpartition("'")
    corrected_elided, _, corrected_rest = correction.translate(_ONE_APOSTROPHE).rpartition("'")
    if elided and corrected_elided and rest[:1].isupper():
        corrected_rest = corrected_rest[:1].upper() + corrected_rest[1:]
    written = f"{corrected_elided}'{corrected_rest}" if corrected_elided else corrected_rest
    return written[:1].upper() + written[1:] if typed[:1].isupper() else written


def _texts_selecting_and_ranking(
    text_terms: list[Term], frequency: Callable[[str, str], int], common: Callable[[Term], bool]
) -> tuple[list[list[Query]], list[list[Query]]]:
    """Each text field's terms that select documents, and those that only rank them: the rare
    words select, the common ones rank. A query made only of common words selects the texts
    holding most of them, also when it is a name ("flying", « vol »): the name's own
    documents come first by their names, and the count and the type filters then say how many
    cards and rulings have flying."""
    selecting, ranking = [], []
    for field_terms in _by_field(text_terms).values():
        found = [term for term in field_terms if frequency(term.fieldname, term.text) > 0]
        common_terms = [term for term in found if common(term)]
        rare = [term for term in found if term not in common_terms]
        # Each language on its own: English words run through the French analyzer make
        # rare French terms that must not stand in for the English ones.
        selecting.append(rare or _most_of(common_terms))
        ranking.append(common_terms)
    return selecting, ranking


def _signed_numbers_the_texts_hold(
    words: tuple[str, ...], frequency: Callable[[str, str], int]
) -> tuple[str, ...]:
    """The words, each number with its sign that no text holds read as its bare number: no
    card prints a cost of "+7", "-100" or "+X", and a query of one found nothing, where "7",
    "100" and "X" (107.3) find the texts that say them."""
    return tuple(_as_the_texts_hold(word, frequency) for word in words)


def _as_the_texts_hold(word: str, frequency: Callable[[str, str], int]) -> str:
    if not is_signed_number(word):
        return word
    held = any(
        frequency(field_name, token)
        for field_name, analyzer in TEXT_FIELDS.items()
        for token in tokens(word, analyzer)
    )
    return word if held else unsigned(word)


def _by_field(terms: list[Term]) -> dict[str, list[Term]]:
    by_field: dict[str, list[Term]] = {}
    for term in terms:
        by_field.setdefault(term.fieldname, []).append(term)
    return by_field


def _by_text(parts_of_each_text: list[list[Query]], asked_in: str | None) -> list[Query]:
    """The parts that look for a question's words in each text field, for one tree.

    A French question reads a card printed in both languages twice, in its French and, through
    the terminology, in its English; a rule, printed in English only, once. Summed, the two
    readings ranked the cards above the rules for any French question (« quand est-ce que je
    peux lancer un éphémère »: Quicken, whose two texts say « lancer un éphémère » and "cast
    an instant", above 304.1, which answers). So a document is scored on the better of its
    texts. An English question, or one whose language is unknown ("flying", « mal
    d'invocation »), keeps the sum: scored on their better text, English questions lost a judged
    query ("value of X copy", 1st -> 3rd)."""
    if asked_in != "fr":
        return [part for parts in parts_of_each_text for part in parts]
    texts = [Or(parts) if len(parts) > 1 else parts[0] for parts in parts_of_each_text if parts]
    return [DisjunctionMax(texts)] if len(texts) > 1 else texts


def _most_of(terms: list[Term]) -> list[Query]:
    """When every word of a field is common, a document must hold all of them but one (of
    three or more) to match: "does a copy of a spell count as cast" is answered by 707.10,
    whose text says copy, spell and cast, not count."""
    if len(terms) <= 1:
        return terms
    return [Or(terms, minmatch=max(MOST_OF_AT_LEAST, len(terms) - 1))]


TEXT_FIELDS = {"body_en": "en", "body_fr": "fr"}
PAIR_FIELDS = {"pairs_en": "en_pairs", "pairs_fr": "fr_pairs"}
PAIR_BOOST = 0.25
# Pairs are looked for among a question's first words: each costs a look in every segment
# and a list to read, and a pasted paragraph would otherwise double the work of its words.
MAX_WORDS_FOR_PAIRS = 24


def _inside_a_concept_named(
    words: tuple[str, ...],
    terminology: dict[str, list[str]] | None,
    vocabulary: Callable[[str], frozenset[str]],
    read_in: str | None,
) -> Callable[[str], bool]:
    """Whether a name key lies inside a longer concept the question names (inside_a_concept);
    the concepts' runs are read once, for the first name that asks."""

    @cache
    def spans() -> list[tuple[range, frozenset[int]]]:
        return concept_spans(words, terminology or {}, vocabulary, read_in)

    return lambda key: inside_a_concept(key, words, spans())


def _english_name(words: tuple[str, ...], frequency) -> str:
    """The words' name key, as typed or less a leading article ("the initiative"), when it is
    some text's English name other than its own French name (name_en_only: The Initiative's,
    though First Strike's French name is « Initiative »); else ""."""
    if not frequency:
        return ""
    typed = name_key(" ".join(words)).split()
    keys = (" ".join(typed), " ".join(without_leading_article(typed)))
    return next((key for key in keys if key and frequency("name_en_only", key)), "")


def _text_terms(
    words: tuple[str, ...],
    terminology: dict[str, list[str]],
    asked_in: str | None = None,
    french_word: Callable[[str], bool] | None = None,
) -> list[Term]:
    return _terms_of(words, TEXT_FIELDS, asked_in, terminology, french_word) + (
        _terminology_terms(words, terminology)
    )


def _terms_of(
    words: tuple[str, ...],
    fields: dict[str, str],
    asked_in: str | None,
    terminology: dict[str, list[str]] | None = None,
    french_word: Callable[[str], bool] | None = None,
    boost: float = 1.0,
) -> list[Term]:
    """Each field's terms, from the words its language reads: a French question's little
    words ("il", "mon", "sur") are no words of the English texts, where they would be rare
    terms that select ("Cutthroat il-Dal", "Pashalik Mons", "Surly Badgersaur"); nor are the
    words the terminology reads as other English words, which reach the English texts as
    their English (« lancer un éphémère » is "cast an instant", not the English word
    "lancer"; « permanent » stays), nor French words the terminology does not read
    (`french_word`: « encore »). `asked_in`: the question's language
    (search.names.question_language), told once per question."""
    terms = []
    for field_name, analyzer in fields.items():
        read = words
        if asked_in is not None and not analyzer.startswith(asked_in):
            read = without_little_words_of(asked_in, words)
            if asked_in == "fr" and terminology:
                read = tuple(piece for piece in read if not is_read_otherwise(piece, terminology))
            if asked_in == "fr" and french_word is not None:
                read = tuple(piece for piece in read if not french_word(name_key(piece)))
        terms += [
            Term(field_name, token, boost=boost)
            for token in dict.fromkeys(tokens(" ".join(read), analyzer))
        ]
    return terms


def _english_name_terms(
    names: list[tuple[str, str]],
    english_names: Callable[[str, str], tuple[str, ...]],
    french: dict[str, list[str]],
    known: list[Term],
) -> list[Term]:
    """The English texts name a card by its English name: a French question naming
    « Raccommodeuse obsessionnelle » looks for "Obsessive Stitcher" in them, as the
    terminology's readings do for the game's words, and as an English question would. Not
    for French words the terminology reads as other English (« la pile » is the stack, not
    Pile), nor for a name the same in both languages, which the words typed look for."""
    english = [
        name
        for field_name, key in names
        if not is_read_otherwise(key, french)
        for name in english_names(field_name, key)
        if name_key(name) != key
    ]
    already = {(term.fieldname, term.text) for term in known}
    return [
        term for term in _read_in_english(english) if (term.fieldname, term.text) not in already
    ]


def _terminology_terms(words: tuple[str, ...], terminology: dict[str, list[str]]) -> list[Term]:
    """French words also search the English text through the official terminology."""
    english_words = [word for readings in english_readings(words, terminology) for word in readings]
    return _read_in_english(english_words)


def _read_in_english(english: list[str]) -> list[Term]:
    """The English texts' terms of what a French question reads as in English (the
    terminology's readings, the English names of the cards it names), weighed as readings."""
    return [
        Term("body_en", token, boost=READING_BOOST)
        for token in dict.fromkeys(tokens(" ".join(english), "en"))
    ]


def _is_everyday(frequency, document_count: int, concept: Term) -> bool:
    """Whether a concept's name is one word that a quarter of all documents hold in its
    language's text field (rules have English texts only: a French word reaches that share
    less easily, and is judged the harder)."""
    language, words = _language_and_words(concept)
    held = frequency(f"body_{language}", words[0]) if len(words) == 1 else 0
    return held > max(EVERYDAY_SHARE * document_count, COMMON_MIN_DOCUMENTS)


def _picks_out(concept: Term, common) -> bool:
    """Whether a concept's name picks something out: several words ("summoning sickness",
    "split card"), or one that is not common in its language's texts ("intimidate", "ward";
    not "spell" or "creature"). Without word counts, none does."""
    if common is None:
        return False
    language, words = _language_and_words(concept)
    return len(words) > 1 or not common(Term(f"body_{language}", words[0]))


def _language_and_words(concept: Term) -> tuple[str, list[str]]:
    """A concept key's language and stems: "en:sick summon" -> ("en", ["sick", "summon"])."""
    language, stems = concept.text.split(":", 1)
    return language, stems.split()


def _phrase_parts(
    phrases: tuple[str, ...], french: dict[str, list[str]] | None = None
) -> list[Query]:
    """Quoted phrases, word for word, common words too ("phase de combat"): a phrase is read
    through its pairs of neighbouring words, and positions only where all of them are
    (search.evaluation); one dearer than a request may read is matched as all its pairs.

    In a French question (`french`: its terminology), a phrase that the terminology reads as
    other English words is looked for in the English texts as that English: « "distorsion" »
    is "shadow" there, as the same word unquoted is; run through the English analyzer, it
    was a word no English text holds, and only the cards' French texts matched it."""
    parts: list[Query] = []
    for phrase in phrases:
        in_each_text = []
        for field_name, analyzer in (("body_en", "en"), ("body_fr", "fr")):
            words = tokens(_as_read_in(analyzer, phrase, french), analyzer)
            if len(words) == 1:
                in_each_text.append(Term(field_name, words[0], boost=2.0))
            elif words:
                in_each_text.append(Phrase(field_name, words, boost=2.0))
        # As for words (_by_text): a card found in both its texts counts its better one.
        if french is not None and len(in_each_text) > 1:
            in_each_text = [DisjunctionMax(in_each_text)]
        parts += in_each_text
    return parts


def _as_read_in(analyzer: str, phrase: str, french: dict[str, list[str]] | None) -> str:
    """A quoted phrase as the texts of `analyzer`'s language write it: a French question's
    phrase, in English, as the terminology reads it, when it reads it as other words."""
    key = name_key(phrase)
    if analyzer != "en" or not french or not is_read_otherwise(key, french):
        return phrase
    return next(iter(english_for(french, key)), phrase)


# The letters of subrules: the Comprehensive Rules skip "l" and "o" (read as 1 and 0).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"


def _rule_number_parts(numbers: tuple[str, ...]) -> list[Query]:
    """The rule itself first, then what it holds: the subrules of a rule ("702.19" ->
    702.19a, never 702.190), the rules of a section ("702" -> 702.1, 702.19...), the
    sections of a chapter ("7" -> 700, 701..., not their thousand rules)."""
    # Numbers come normalised from query_text ("702.56a"), never raw user text.
    parts: list[Query] = []
    for number in numbers:
        parts.append(Term("rule_number", number, boost=10.0))
        parts += _children(number)
    return parts


def _children(number: str) -> list[Query]:
    if len(number) == 1:  # a chapter: its sections, whose numbers are all there is to them
        return [Term("rule_number", f"{number}{index:02d}", boost=2.0) for index in range(100)]
    if "." not in number:
        prefixes = [f"{number}."]  # a section
    elif number[-1].isdigit():
        prefixes = [number + letter for letter in SUBRULE_LETTERS]  # a rule
    else:
        prefixes = []  # a subrule holds nothing
    return [Prefix("rule_number", prefix, boost=2.0) for prefix in prefixes]


def query_for_filters(filters: Filters) -> Query | None:
    terms: list[Query] = []
    if filters.type in DOCUMENT_TYPES:
        terms.append(Term("type", filters.type))
    if filters.source:
        terms.append(Term("source", filters.source))
    if filters.year:
        terms.append(Term("year", filters.year))
    return And(terms) if terms else None
