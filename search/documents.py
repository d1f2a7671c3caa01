"""What each kind of content puts in the index: names, English and French texts, filters
(search.registry adds the document's id, type and tie order).

French goes in only where it exists; missing French is never filled with English here, the
English is indexed in its own field and found by French queries through the terminology.
Which kinds are indexed, and which of their objects, is search.registry's business.
"""

from keywords.models import GlossaryEntry, Keyword, Rule
from keywords.rule_pages import french_title
from provenance.models import NameSource
from provenance.presentation import bilingual_name, bilingual_text
from rulings.models import Card, Ruling
from rulings.sources import RULING_SOURCE_NAMES

from .symbols import symbols_defined


def _join(*texts: str | None) -> str:
    return "\n".join(text for text in texts if text)


def exact_names(
    name_en: str,
    name_fr: str | None,
    *,
    faces: bool = False,
    game_term: bool = False,
    suggested_fr: str = "",
) -> dict:
    """Whole names as queries read them (name_key: "Urza's Saga" -> "urza s saga"), one
    term each, comma-separated for the KEYWORD field; and the English names no French name
    shares, which a French word spelled like it does not name (« la pile » is no Pile).

    With `faces`, a card of several faces is also named by each face's name of two words or
    more, as players name it: "Delver of Secrets", « Sondeur de secrets », for Delver of
    Secrets // Insectile Aberration. A face of one word is an everyday word more often than
    not (« Combat », of Prepare // Fight; "Chaos", "Fire"), which would name a card in every
    question holding it.

    `suggested_fr`: a game term's French that names it to the suggestions only, not to the
    search (a glossary term found on printed cards, glossary_document)."""
    english, french = name_keys(name_en, faces=faces), name_keys(name_fr or "", faces=faces)
    names = {
        "name_exact": ",".join(sorted((english | french) - {""})),
        "name_en_only": ",".join(sorted(english - french - {""})),
    }
    if game_term:  # a keyword's or glossary entry's: suggested before cards (search.suggestions)
        suggested = english | french | name_keys(suggested_fr, faces=False)
        names["term_name"] = ",".join(sorted(suggested - {""}))
    return names


# How the card data joins the names of a card's faces: "Fire // Ice" (the importer's
# rulings.importing.mtgjson.FACE_SEPARATOR; an editor may type it without its spaces).
FACES_JOINED_BY = "//"


def name_keys(name: str, *, faces: bool) -> set[str]:
    """The key of the whole name, and with `faces` the keys of each face's name of two words
    or more."""
    # Imported here: search.query reads the document types from the registry of these builders.
    from .names import name_key

    parts = name.split(FACES_JOINED_BY) if faces else []
    face_keys = {name_key(part) for part in parts} if len(parts) > 1 else set()
    return {name_key(name)} | {key for key in face_keys if len(key.split()) >= 2}


# A legend's name is its short name, a comma and an epithet: "Chatterfang, Squirrel General".
LEGENDARY = "Legendary"
SHORT_NAME_ENDS_AT = ","


def short_names(card: Card) -> list[str]:
    """The keys of a legend's names before their comma, in each language ("chatterfang",
    « grande dent »), as players name it; none for a card of several faces, whose names are
    its faces', nor for Alchemy's rebalanced versions, which players name as the paper card."""
    from .names import name_key  # imported here, as in exact_names

    if LEGENDARY not in (card.type_line_en or "") or card.is_rebalanced:
        return []
    names = (name for name in (card.name_en, card.name_fr) if name)
    return sorted(
        {
            name_key(name.split(SHORT_NAME_ENDS_AT)[0])
            for name in names
            if SHORT_NAME_ENDS_AT in name and FACES_JOINED_BY not in name
        }
        - {""}
    )


def concepts(name_en: str, name_fr: str | None) -> dict:
    """A concept's name, for questions that use its words in any form (search.names): the
    whole name in each language, and the runs of words inside it."""
    from .names import concept_key, concept_part_keys

    named = [(name_en, "en"), (name_fr, "fr")]
    return {
        "concept": ",".join(sorted({concept_key(n, lang) for n, lang in named if n} - {""})),
        "concept_part": ",".join(
            sorted(set().union(*(concept_part_keys(n, lang) for n, lang in named if n)))
        ),
    }


# Keywords are what visitors ask about most: when a card shares a keyword's name
# ("Déluge", "Vol"), the keyword comes first. A glossary entry repeats, in short, what the
# keyword or rule of the same name says in full, so it comes after them.
KEYWORD_BOOST = 2.0
GLOSSARY_BOOST = 0.5


# Whoosh's per-field boost, which stands in for the document's (`_boost`) in that field: the
# texts, and their pairs of words (search.registry copies each text into its pairs field).
TEXTS_UNBOOSTED = {
    f"_{field_name}_boost": 1.0 for field_name in ("body_en", "body_fr", "pairs_en", "pairs_fr")
}


def keyword_document(keyword: Keyword) -> dict:
    return {
        "_boost": KEYWORD_BOOST,
        "ref": keyword.name_en.lower(),
        "slug": keyword.slug,
        "title_en": keyword.name_en,
        "title_fr": keyword.name_fr or "",
        "title_fr_source": bilingual_name(keyword).source,
        **exact_names(keyword.name_en, keyword.name_fr, game_term=True),
        **concepts(keyword.name_en, keyword.name_fr),
        "verb_of": _actions_named([keyword]),
        # Not the reminder text: under the keyword's boost its everyday words ("copy", "cast")
        # put storm and demonstrate above the rulings that answer "is a copy of a spell cast?"
        # (a judged full-data question fell out of the top three). The keyword page and the
        # answer panel show it.
        "body_en": _join(keyword.summary_en, keyword.notes_en),
        "body_fr": _join(keyword.summary_fr, keyword.notes_fr),
        # Nor are its editors' summary and notes boosted: the boost is for its names. Boosted,
        # Replicate's notes (« … au moment où vous les jouez … sur la pile ») came first for
        # French questions that shared their everyday words (« quand on joue la folie … »).
        **TEXTS_UNBOOSTED,
        **_keyword_status(keyword),
    }


def _actions_named(keywords) -> str:
    """The concept keys of the keyword actions among `keywords`, which name a verb ("Counter":
    counter a spell), where other concepts spelt alike name a thing (Counters, rule 122)."""
    from .names import concept_key

    names = (
        (name, language)
        for keyword in keywords
        if keyword.kind == Keyword.Kind.KEYWORD_ACTION
        for name, language in ((keyword.name_en, "en"), (keyword.name_fr, "fr"))
        if name
    )
    return ",".join(sorted({concept_key(name, language) for name, language in names} - {""}))


def _keyword_status(keyword: Keyword) -> dict:
    """Where the French a keyword's result shows comes from: its summary's and notes', else,
    shown in their place, the official reminder text's (a bot read « Vol » as "missing")."""
    if keyword.summary_en or keyword.notes_en:
        return {
            "fr_status": keyword.fr_status,
            "fr_stale": _stale(keyword, keyword.summary_fr or keyword.notes_fr),
        }
    reminder = bilingual_text(keyword, "reminder_text")
    return {
        "shown_en": reminder.english,
        "shown_fr": reminder.french,
        "fr_status": reminder.status,
        "fr_outdated": reminder.printed_in if reminder.outdated else "",
    }


def rule_document(rule: Rule) -> dict:
    is_title = _is_a_title(rule)
    names_concept = _names_a_concept(rule)
    return {
        **(concepts(rule.text_en, rule.text_fr) if names_concept else {}),
        "ref": rule.number,
        "slug": rule.number,
        "title_en": rule.text_en if is_title else "",
        **(_rule_french_title(rule) if is_title else {"title_fr": "", "title_fr_source": ""}),
        "body_en": _join(rule.text_en, rule.examples_en),
        "body_fr": _join(rule.text_fr, rule.examples_fr),
        "fr_status": rule.fr_status if rule.text_fr else "missing",
        "fr_stale": _stale(rule, rule.text_fr),
        "rule_number": rule.number,
        "verb_of": _actions_named(rule.defined_keywords.all()) if names_concept else "",
        "in_concept": "" if names_concept else _section_concepts(rule),
        "defines": ",".join(symbols_defined(rule.text_en)),
        "edition": rule.edition.effective_date.isoformat(),
    }


def _is_a_title(rule: Rule) -> bool:
    """Chapter, section and keyword rules ("702.56. Replicate") have a title as their text."""
    return rule.kind in (Rule.Kind.CHAPTER, Rule.Kind.SECTION) or len(rule.text_en) < 60


def _names_a_concept(rule: Rule) -> bool:
    """A section or numbered rule names a concept ("405. Stack", "701.6. Counter"); a chapter
    is too broad, and a short subrule ("702.19a Trample is a static ability.") is a sentence."""
    return rule.kind in (Rule.Kind.SECTION, Rule.Kind.RULE) and _is_a_title(rule)


def _section_concepts(rule: Rule) -> str:
    """The concept keys of the rule `rule` is a paragraph of, when that rule names a concept
    ("702.19. Trample" for 702.19b, "514. Cleanup Step" for 514.1), or "". One level up, as
    a rule's save reindexes its children (search.registry: carried_by)."""
    parent = rule.parent
    if parent is None or not _names_a_concept(parent):
        return ""
    return concepts(parent.text_en, parent.text_fr)["concept"]


def _rule_french_title(rule: Rule) -> dict:
    """A title rule's French title as its page gives it (« 702.19 Piétinement », from its
    keyword: the results said "Trample" beside the keyword's and the glossary's name)."""
    text, source = french_title(rule, rule.defined_keywords.all()) or ("", "")
    return {"title_fr": text, "title_fr_source": source}


def glossary_document(entry: GlossaryEntry) -> dict:
    # A French term found on printed cards is shown and searched as a title, but names no
    # concept of its own: its keyword's document carries the keyword's (« Adaptez »), and the
    # lexicon's readings the others' (« phase principale »). As a second concept it ranked the
    # glossary entry above the rule a French question asked about, where English did not.
    named_fr = entry.term_fr if entry.term_fr_source != NameSource.MINED else None
    return {
        "_boost": GLOSSARY_BOOST,
        "ref": entry.term_en,
        "slug": entry.term_en,
        "title_en": entry.term_en,
        "title_fr": entry.term_fr or "",
        "title_fr_source": bilingual_name(entry, "term").source,
        # Suggested as typed all the same: « force » offered a page of cards, never the term.
        **exact_names(entry.term_en, named_fr, game_term=True, suggested_fr=entry.term_fr or ""),
        **concepts(entry.term_en, named_fr),
        "body_en": entry.definition_en,
        "body_fr": entry.definition_fr or "",
        "fr_status": entry.fr_status if entry.definition_fr else "missing",
        "fr_stale": _stale(entry, entry.definition_fr),
        "defines": ",".join(symbols_defined(entry.definition_en)),
        "edition": entry.edition.effective_date.isoformat(),
    }


def card_document(card: Card) -> dict:
    return {
        "ref": card.name_en,
        "slug": card.slug,
        "title_en": card.name_en,
        "title_fr": card.name_fr or "",
        "title_fr_source": bilingual_name(card).source,
        **exact_names(card.name_en, card.name_fr, faces=True),
        "short_name": ",".join(short_names(card)),
        "body_en": _join(card.type_line_en, card.oracle_text_en),
        "body_fr": _join(card.type_line_fr, card.oracle_text_fr),
        "fr_status": card.fr_status if card.oracle_text_fr or card.type_line_fr else "missing",
        "fr_outdated": _outdated_printing(card),
        "fr_stale": _stale(card, card.oracle_text_fr or card.type_line_fr),
        "flavor_en": _folded(card.flavor_words_en),
        "flavor_fr": _folded(card.flavor_words_fr),
        # Counted by the registry's queryset. Alchemy's rebalanced versions count none:
        # players abbreviate the paper card (search.acronyms).
        "printings": 0 if card.is_rebalanced else card.printings_count,
    }


def _folded(words: str) -> str:
    """Words as the index folds them ("répondre" -> "repondre")."""
    from .names import name_key  # imported here, as in exact_names

    return name_key(words)


def _stale(obj, french: str) -> bool:
    """Whether the French shown was made for an English that has changed since (official
    French of the rules carried to a reworded paragraph, reviewed or machine French)."""
    return bool(french) and obj.is_french_stale


def _outdated_printing(card: Card) -> str:
    text = bilingual_text(card, "oracle_text")
    return text.printed_in if text.outdated else ""


# Who publishes rulings, as the rulings files name them; "unknown" is how the index files
# the rulings whose data names no source. The search's source filter takes these only.
UNKNOWN_SOURCE = "unknown"
RULING_SOURCES = (*RULING_SOURCE_NAMES, UNKNOWN_SOURCE)  # the importers' codes, and none

# A ruling's ref: its card's English name, then this and its date ("Infest#2005-10-01").
RULING_REF_AFTER_CARD = "#"


def ruling_day(ref: str) -> str:
    """The day a ruling's ref ends with ("Infest#2005-10-01" -> "2005-10-01")."""
    return ref.rpartition(RULING_REF_AFTER_CARD)[2]


def ruling_document(ruling: Ruling) -> dict:
    card = ruling.card
    return {
        "ref": f"{card.name_en}{RULING_REF_AFTER_CARD}{ruling.published_at.isoformat()}",
        "slug": f"{card.slug}#ruling-{ruling.pk}",
        "card_en": card.name_en,
        "card_fr": card.name_fr or "",
        "title_fr_source": bilingual_name(card).source,
        "body_en": ruling.text_en,
        "body_fr": ruling.text_fr or "",
        "fr_status": ruling.fr_status if ruling.text_fr else "missing",
        "fr_stale": _stale(ruling, ruling.text_fr),
        "source": ruling.source or UNKNOWN_SOURCE,
        "year": ruling.published_at.year,
    }
