"""The answer panel: when a query names a rule, a keyword or a card, answer it first.

Seed 000 is the model: "c'est quoi la duplication" opens on the keyword with its names, its
summary, an example card, the defining rules in French and English, the notes and rulings.
"""

from dataclasses import dataclass
from functools import partial

from whoosh.query import And, Or, Term
from whoosh.searching import Searcher

from keywords import selectors as rules
from keywords.models import Keyword, Rule
from rulings.models import Card

from .documents import FACES_JOINED_BY, name_keys
from .evaluation import Evaluator, document_counts, field_vocabulary
from .names import (
    NAME_STOP_WORDS,
    concept_key,
    name_key,
    question_language,
    words_with_a_capital,
)
from .query_text import UserQuery
from .question_concepts import concept_spans, inside_a_concept
from .question_names import names_asked, names_in_other_forms, share_holding
from .results import SearchHit, SearchResults
from .searchers import current_searcher
from .word_senses import actions_named_as_nouns

# A card's name typed with a typo opens its panel in a query of this many words at most
# ("gigatorper", "tempt with mahyem"), not in any question whose first result is a card.
MAX_WORDS_FOR_FUZZY_CARD = 3


@dataclass(frozen=True)
class Answer:
    kind: str  # "rule", "keyword" or "card"
    obj: Rule | Keyword | Card  # a keyword or card with only its key read (see _named_answer)

    @property
    def details(self) -> dict:
        """What the panel shows besides the object itself, read from the database."""
        return ANSWER_DETAILS[self.kind](self.obj)


# The panel shows a rule with its paragraphs; the rule's page shows them all. Every section
# has 60 paragraphs or fewer but two: 701 (keyword actions, 295) and 702 (keyword abilities,
# 772), whose panel was half a megabyte of HTML, rendered in half a second ("cr702. 702.19").
ANSWER_PARAGRAPHS = 60


def keyword_details(keyword: Keyword) -> dict:
    rule = keyword.rule
    return {
        **(_paragraphs(rule) if rule else {"rules": [], "rules_left_out": 0}),
        "example_card": rules.keyword_example_card(keyword=keyword),
    }


def rule_details(rule: Rule) -> dict:
    return _paragraphs(rule)


def _paragraphs(rule: Rule) -> dict:
    """The rule and its first paragraphs (ANSWER_PARAGRAPHS in all), and how many more the
    rule's page shows."""
    under = rules.rule_descendants(rule=rule)
    shown = [rule, *under[: ANSWER_PARAGRAPHS - 1]]
    left_out = under.count() - (len(shown) - 1) if len(shown) == ANSWER_PARAGRAPHS else 0
    return {"rules": shown, "rules_left_out": left_out}


def card_details(card: Card) -> dict:
    return {"rulings": card.rulings.order_by("published_at", "pk")}


ANSWER_DETAILS = {"keyword": keyword_details, "rule": rule_details, "card": card_details}


def answer_for(
    results: SearchResults, terminology: dict[str, list[str]] | None = None
) -> Answer | None:
    """`terminology`: the French -> English terms, which tell the names a French question
    cannot mean (search.question_names.names_asked)."""
    query = results.query
    if rule := _rule_answer(query):
        return rule
    named = _named_answer(query, terminology, results.lang)
    corrected = _corrected_card_answer(query, results.hits, results.suggestion)
    # A longer name read with its typo mended is the answer rather than a shorter one typed
    # right: « colère de diu » is Colère de Dieu (Wrath of God), not Colère (Temper).
    if corrected is not None and (named is None or corrected[1] > named[1]):
        return corrected[0]
    return _as_the_results_read_it(named[0], results.hits) if named else None


# The results' first result that is a game term, no card: it tells what a name shared by a card
# and a game term asks about.
GAME_TERMS = ("keyword", "glossary", "rule")


def _as_the_results_read_it(answer: Answer, hits: list[SearchHit]) -> Answer | None:
    """The answer, unless it is a card whose name the results read as a game term, which they
    put first ("in exile": the glossary's Exile and rule 406, not the card Exile; "x": the
    glossary's X, not the joke card X; « sacrifice »: the keyword action Sacrifier, not the
    card Sacrifice): then that keyword, or no panel. Two reviews found the panel contradicting
    the first result."""
    if answer.kind != "card" or not hits or hits[0].type not in GAME_TERMS:
        return answer
    if hits[0].type != "keyword":
        return None
    keyword = Keyword.objects.filter(slug=hits[0].slug).only("pk").first()
    return Answer("keyword", keyword) if keyword is not None else None


def _rule_answer(query: UserQuery) -> Answer | None:
    if not query.rule_numbers:
        return None
    edition = rules.edition_current()
    for number in query.rule_numbers:
        rule = rules.rule_get(number=number, edition=edition) if edition else None
        rule = (
            rule or Rule.objects.filter(number=number).order_by("-edition__effective_date").first()
        )
        if rule is not None:
            return Answer("rule", rule)
    return None


def _named_answer(
    query: UserQuery, terminology: dict | None = None, lang: str = "en"
) -> tuple[Answer, int] | None:
    """The answer for the longest run of the question's words that is a keyword or card name,
    and that run's length in words, exactly or in
    another form of its words (search.question_names.names_in_other_forms), as the results
    read it. A card is named by the whole question or plainly (names_asked), not by one
    everyday word of a longer question (« je lance … » is not about the card Lance; a
    keyword's name is a game term: "… interact with ward?"); and a French question names no
    English name whose words the terminology reads otherwise. One word naming a concept ("who
    becomes the Monarch …") names the concept, not a card, as the results read it.

    Of names as long, the one in the page's language comes first; and on an English page, or
    in a question in English, a French name is no answer where the same words are an English
    name, of a glossary entry or a rule too: "initiative" is The Initiative there, not First
    Strike (« Initiative »), and "endurance" the card Endurance, not Endure (« Endurance »).
    French players use English names: on a French page, both stand."""
    lang_asked = question_language(query.words)
    french = terminology if lang_asked == "fr" else None
    with current_searcher() as searcher:  # one index generation for the names and their hits
        concepts = field_vocabulary(searcher, "concept")
        frequency = document_counts(searcher)
        # How common a word is, as the results read it: "deal damage" names no Deal Damage.
        share_of_texts = partial(share_holding, frequency, searcher.doc_count())
        names = names_asked(query, french, concepts=concepts, share_of_texts=share_of_texts)
        # Typed in another form ("sol rings", "my Llanowar Elf"): the card the results put first.
        other_forms = names_in_other_forms(query, french, concepts, frequency, share_of_texts)
        plainly = {*names.the_question, *names.named, *other_forms.the_question, *other_forms.named}
        if not plainly and not names.in_passing:
            return None
        found, english_names = _exact_name_matches(searcher, plainly, set(names.in_passing))
        found = [
            (key, kind, pk, language)
            for key, kind, pk, language, face in found
            if not face or _face_named(key, query)
        ]
        # A keyword action whose word is used as a noun ("+1/+1 counter") is no answer.
        nouns = (
            actions_named_as_nouns(
                query.words, field_vocabulary(searcher, "verb_of"), lang_asked, terminology
            )
            if found
            else ()
        )
        # Read only where a name was found: most questions name none.
        spans = (
            concept_spans(
                query.words, terminology or {}, partial(field_vocabulary, searcher), lang_asked
            )
            if found
            else []
        )
    matches = [
        (key, kind, pk, language)
        for key, kind, pk, language in found
        if (language == "fr" or key not in names.read_otherwise)
        and not ("en" in (lang, lang_asked) and language == "fr" and key in english_names)
        and not inside_a_concept(key, query.words, spans)
        and not (kind == "keyword" and _action_named_as_a_noun(key, nouns))
    ]
    matches.sort(key=lambda match: (-len(match[0]), match[3] != lang, match[1] != "keyword"))
    for key, kind, pk, _ in matches:
        model = Keyword if kind == "keyword" else Card
        # Only its key: the page reads the rest when it renders the panel, which is mostly
        # cached (a card's whole row costs 1 ms to read; its key, a third of that).
        obj = model.objects.filter(pk=pk).only("pk").first()
        if obj is not None:
            return Answer(kind, obj), len(key.split())
    return None


def _action_named_as_a_noun(key: str, nouns: tuple[str, ...]) -> bool:
    """Whether a keyword's name key is that of an action the question names as a noun."""
    return any(concept_key(key, language) in nouns for language in ("en", "fr"))


def _face_named(key: str, query: UserQuery) -> bool:
    """Whether a face's name of a card of several faces names the card: as the whole query,
    or every word of it but its little words written with a capital ("Brazen Borrower", "can
    Chop Down kill it"); not inside a sentence, where its everyday words are words ("how do I
    bring back a creature", Oakhame Ranger // Bring Back; "does cast off work", Realm-Cloaked
    Giant // Cast Off)."""
    if key == name_key(" ".join(query.words)):
        return True
    words = [word for word in key.split() if word not in NAME_STOP_WORDS]
    capitalised = words_with_a_capital(query.raw)
    return bool(words) and all(word in capitalised for word in words)


def _exact_name_matches(
    searcher: Searcher, plainly: set[str], keywords_only: set[str]
) -> tuple[list[tuple[str, str, int, str]], set[str]]:
    """(matched name, kind, pk, language of the name, whether it is one face's name) for the
    keywords and cards named by one of the keys `plainly`, and the keywords named by one of
    `keywords_only`; and which of the keys are the English name of a document found,
    whatever its kind."""
    names = [Term("name_exact", key) for key in sorted(plainly)]
    names += [
        And([Term("name_exact", key), Term("type", "keyword")]) for key in sorted(keywords_only)
    ]
    evaluator = Evaluator(searcher)
    found = evaluator.matches(Or(names))
    matches, english_names = [], set()
    for _, docnum in found.ranked(0, 20, evaluator.tie_order()):
        stored = searcher.stored_fields(docnum)
        kind, pk = stored["doc_id"].split(":")
        english = stored.get("title_en")
        english_names.add(name_key(english) if english else "")
        if kind not in ("keyword", "card"):
            continue
        for language in ("en", "fr"):
            title = stored.get(f"title_{language}")
            whole = name_key(title) if title else ""
            keys = {whole}
            if kind == "card" and FACES_JOINED_BY in (title or ""):
                keys = name_keys(title, faces=True)  # named by a face too: "Brazen Borrower"
            for key in sorted(keys):
                if key in plainly or (kind == "keyword" and key in keywords_only):
                    matches.append((key, kind, int(pk), language, key != whole))
    return matches, english_names


def _corrected_card_answer(
    query: UserQuery, hits: list[SearchHit], suggestion: str | None
) -> tuple[Answer, int] | None:
    """The first result's card and the length of its name in words, for a short query that
    is its name with a typo: the correction offered ("did you mean") is the card's name
    ("gigatorper" -> « Gigatorpeur »). Not any card that comes first: "bolt" is no
    Electrostatic Bolt, "CR 7" no Might of Oaks."""
    if not suggestion or not hits or len(query.words) > MAX_WORDS_FOR_FUZZY_CARD:
        return None
    if hits[0].type != "card":
        return None
    card = Card.objects.filter(slug=hits[0].slug).only("pk", "name_en", "name_fr").first()
    names = {name_key(name) for name in (card.name_en, card.name_fr) if name} if card else set()
    key = name_key(suggestion)
    return (Answer("card", card), len(key.split())) if key in names else None
