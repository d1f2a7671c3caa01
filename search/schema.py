"""The shape of Grimoire's search index: one document per keyword, rule, glossary entry,
card and ruling, with English and French texts analysed in their own language."""

from whoosh import fields

from . import registry
from .analyzers import (
    english_analyzer,
    english_pairs_analyzer,
    french_analyzer,
    french_pairs_analyzer,
    name_analyzer,
)

DOCUMENT_TYPES = registry.DOCUMENT_TYPES  # the `type` field's values, listed in the registry


# Each text field's field of neighbouring words, which registry.build_document fills with the
# same text: a phrase of two words is exactly the documents holding its pair (search.evaluation).
PAIRS_OF_TEXT = {"body_en": "pairs_en", "body_fr": "pairs_fr"}


def build_schema() -> fields.Schema:
    return fields.Schema(
        doc_id=fields.ID(stored=True, unique=True),  # "card:42"
        type=fields.ID(stored=True),
        ref=fields.ID(stored=True),  # what the API calls the result: "702.56a", "Gigadrowse"
        slug=fields.STORED,  # to build the page URL in either language
        # Names: keyword and card names, rule titles, glossary terms.
        title_en=fields.TEXT(analyzer=name_analyzer(), stored=True, field_boost=4.0),
        title_fr=fields.TEXT(analyzer=name_analyzer(), stored=True, field_boost=4.0),
        # The card a ruling is about: found by the card's name, below the card itself.
        card_en=fields.TEXT(analyzer=name_analyzer(), stored=True, field_boost=1.5),
        card_fr=fields.TEXT(analyzer=name_analyzer(), stored=True, field_boost=1.5),
        # Where the French of title_fr (of card_fr for a ruling) comes from: a name's source
        # (provenance.NameSource: "official", "mined", "editor"), a rule title's status (its
        # own text's); "" without French. Shown beside the name, never searched.
        title_fr_source=fields.STORED,
        # Whole names folded to one term, so an exact name in either language ranks first.
        name_exact=fields.KEYWORD(lowercase=True, commas=True, scorable=True, field_boost=8.0),
        # The name_exact of keywords and glossary entries alone: the game's terms, suggested
        # before the cards of the names typed (search.suggestions).
        term_name=fields.KEYWORD(lowercase=True, commas=True),
        # A legend's name before its comma, in each language ("Grande-Dent", "E. Honda"), as
        # players name it inside a question. Not scored: over a field that some thousand
        # documents of seventy thousand have, BM25 is meaningless (search.query: fixed scores).
        short_name=fields.KEYWORD(lowercase=True, commas=True),
        # The English names no French name shares: « pile » in a French question is no Pile.
        name_en_only=fields.KEYWORD(lowercase=True, commas=True),
        # Names of keywords, glossary entries and rule titles as sets of stems (search.names):
        # the whole name, and each run of its words.
        concept=fields.KEYWORD(commas=True, scorable=True, field_boost=4.0),
        concept_part=fields.KEYWORD(commas=True, scorable=True, field_boost=2.0),
        # The concept keys a keyword action's document, and the rule defining one, name as an
        # action, a verb: a question that uses the word as a noun ("+1/+1 counter",
        # « marqueur ») asks about the thing spelt alike (search.word_senses).
        verb_of=fields.KEYWORD(commas=True),
        # The concept keys of the rule a paragraph belongs to (702.19b: Trample's, 514.1:
        # Cleanup Step's): a question naming the concept and a detail ("cleanup step
        # discard") finds the paragraph that says the detail, which names the concept no more.
        in_concept=fields.KEYWORD(commas=True),
        body_en=fields.TEXT(analyzer=english_analyzer(), stored=True, phrase=True),
        body_fr=fields.TEXT(analyzer=french_analyzer(), stored=True, phrase=True),
        # The body's neighbouring words as one term each (registry.build_document copies the
        # bodies here): a question's words found together outrank the same words scattered.
        pairs_en=fields.TEXT(analyzer=english_pairs_analyzer(), phrase=False),
        pairs_fr=fields.TEXT(analyzer=french_pairs_analyzer(), phrase=False),
        # What a result shows where it has no body: a keyword's official reminder text, as
        # printed on a card in each language (never searched: see documents.keyword_document).
        shown_en=fields.STORED,
        shown_fr=fields.STORED,
        fr_status=fields.ID(stored=True),
        fr_outdated=fields.STORED,  # "M10, 2009": printed French of an older wording
        fr_stale=fields.STORED,  # True: French made for an English that has changed since
        rule_number=fields.ID(stored=True),
        # The symbols a rule or glossary entry defines ("{Q}" -> "q": search.symbols).
        defines=fields.KEYWORD(commas=True, scorable=True),
        # A card's flavor words in each language, folded (Card.flavor_words_en, _fr): never
        # searched; their vocabulary says which words are everyday words, not typos.
        flavor_en=fields.KEYWORD(),
        flavor_fr=fields.KEYWORD(),
        # How many sets printed a card (none for Alchemy's rebalanced versions): of the cards
        # with the same initials, players abbreviate the one printed most (search.acronyms).
        printings=fields.STORED,
        edition=fields.ID(stored=True),
        source=fields.ID(stored=True),
        year=fields.NUMERIC(stored=True),
        # Breaks ties between equal scores (registry.tie_order), read as a column.
        tie_order=fields.NUMERIC(bits=64, signed=False, sortable=True),
    )
