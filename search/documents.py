"""What each kind of content puts in the index: names, English and French texts, filters.

French goes in only where it exists; missing French is never filled with English here, the
English is indexed in its own field and found by French queries through the terminology.
"""

from collections.abc import Iterable, Iterator

from keywords.models import GlossaryEntry, Keyword, Rule
from keywords.selectors import edition_current
from rulings.models import Card, Ruling

from .query import name_key
from .schema import DOCUMENT_TYPES


def _join(*texts: str | None) -> str:
    return "\n".join(text for text in texts if text)


def exact_names(*names: str | None) -> str:
    """Whole names as queries read them (name_key: "Urza's Saga" -> "urza s saga"), one
    term each, comma-separated for the KEYWORD field."""
    return ",".join(sorted({name_key(name) for name in names if name} - {""}))


# Keywords are what visitors ask about most: when a card shares a keyword's name
# ("Déluge", "Vol"), the keyword comes first. A glossary entry repeats, in short, what the
# keyword or rule of the same name says in full, so it comes after them.
KEYWORD_BOOST = 2.0
GLOSSARY_BOOST = 0.5


def keyword_document(keyword: Keyword) -> dict:
    return {
        "_boost": KEYWORD_BOOST,
        "doc_id": f"keyword:{keyword.pk}",
        "type": "keyword",
        "ref": keyword.name_en.lower(),
        "slug": keyword.slug,
        "title_en": keyword.name_en,
        "title_fr": keyword.name_fr or "",
        "name_exact": exact_names(keyword.name_en, keyword.name_fr),
        "body_en": _join(keyword.summary_en, keyword.notes_en),
        "body_fr": _join(keyword.summary_fr, keyword.notes_fr),
        "fr_status": keyword.fr_status,
    }


def rule_document(rule: Rule) -> dict:
    # Chapter, section and keyword rules ("702.56. Replicate") have a title as their text.
    is_title = rule.kind in (Rule.Kind.CHAPTER, Rule.Kind.SECTION) or len(rule.text_en) < 60
    return {
        "doc_id": f"rule:{rule.pk}",
        "type": "rule",
        "ref": rule.number,
        "slug": rule.number,
        "title_en": rule.text_en if is_title else "",
        "title_fr": (rule.text_fr or "") if is_title else "",
        "body_en": _join(rule.text_en, rule.examples_en),
        "body_fr": _join(rule.text_fr, rule.examples_fr),
        "fr_status": rule.fr_status if rule.text_fr else "missing",
        "rule_number": rule.number,
        "edition": rule.edition.effective_date.isoformat(),
    }


def glossary_document(entry: GlossaryEntry) -> dict:
    return {
        "_boost": GLOSSARY_BOOST,
        "doc_id": f"glossary:{entry.pk}",
        "type": "glossary",
        "ref": entry.term_en,
        "slug": entry.term_en,
        "title_en": entry.term_en,
        "title_fr": entry.term_fr or "",
        "name_exact": exact_names(entry.term_en, entry.term_fr),
        "body_en": entry.definition_en,
        "body_fr": entry.definition_fr or "",
        "fr_status": entry.fr_status if entry.definition_fr else "missing",
        "edition": entry.edition.effective_date.isoformat(),
    }


def card_document(card: Card) -> dict:
    return {
        "doc_id": f"card:{card.pk}",
        "type": "card",
        "ref": card.name_en,
        "slug": card.slug,
        "title_en": card.name_en,
        "title_fr": card.name_fr or "",
        "name_exact": exact_names(card.name_en, card.name_fr),
        "body_en": _join(card.type_line_en, card.oracle_text_en),
        "body_fr": _join(card.type_line_fr, card.oracle_text_fr),
        "fr_status": card.fr_status if card.oracle_text_fr or card.type_line_fr else "missing",
    }


def ruling_document(ruling: Ruling) -> dict:
    card = ruling.card
    return {
        "doc_id": f"ruling:{ruling.pk}",
        "type": "ruling",
        "ref": f"{card.name_en}#{ruling.published_at.isoformat()}",
        "slug": f"{card.slug}#ruling-{ruling.pk}",
        "card_en": card.name_en,
        "card_fr": card.name_fr or "",
        "body_en": ruling.text_en,
        "body_fr": ruling.text_fr or "",
        "fr_status": ruling.fr_status if ruling.text_fr else "missing",
        "source": ruling.source or "unknown",
        "year": ruling.published_at.year,
    }


DOCUMENT_TYPE_OF = {
    Keyword: "keyword",
    Rule: "rule",
    GlossaryEntry: "glossary",
    Card: "card",
    Ruling: "ruling",
}

DOCUMENT_BUILDERS = {
    Keyword: keyword_document,
    Rule: rule_document,
    GlossaryEntry: glossary_document,
    Card: card_document,
    Ruling: ruling_document,
}


def indexed_rules() -> Iterable[Rule]:
    """Rules of the current edition only; older editions are reached by number, in the DB."""
    return Rule.objects.filter(edition=edition_current()).select_related("edition")


def indexed_glossary() -> Iterable[GlossaryEntry]:
    return GlossaryEntry.objects.filter(edition=edition_current()).select_related("edition")


def tie_order(obj) -> int:
    """Where a document ranks among documents of equal score: keywords first, then rules,
    glossary entries, cards and rulings, each in primary key order. Not the index's own
    document order, which a parallel rebuild shuffles and a live update changes."""
    return DOCUMENT_TYPES.index(DOCUMENT_TYPE_OF[type(obj)]) * 10**12 + obj.pk


def build_document(obj) -> dict:
    return DOCUMENT_BUILDERS[type(obj)](obj) | {"tie_order": tie_order(obj)}


def _indexed_querysets() -> list:
    return [
        Keyword.objects.all(),
        indexed_rules(),
        indexed_glossary(),
        Card.objects.all(),
        Ruling.objects.select_related("card"),
    ]


def all_documents(batch_size: int = 2000) -> Iterator[dict]:
    """Every document of the site, streamed in batches to keep memory flat."""
    for queryset in _indexed_querysets():
        for obj in queryset.order_by("pk").iterator(chunk_size=batch_size):
            yield build_document(obj)


def count_documents() -> int:
    return sum(queryset.count() for queryset in _indexed_querysets())


def queryset_for(model):
    """The queryset that loads `model` with what its document needs, in one query."""
    related = {Rule: ["edition"], GlossaryEntry: ["edition"], Ruling: ["card"]}.get(model, [])
    return model._default_manager.select_related(*related)


def _current_edition_id() -> int | None:
    edition = edition_current()
    return edition.pk if edition else None


def document_id(obj) -> str:
    return f"{DOCUMENT_TYPE_OF[type(obj)]}:{obj.pk}"


def document_for(obj) -> dict | None:
    """The document of `obj`, or None when it should not be in the index."""
    if isinstance(obj, Rule | GlossaryEntry) and obj.edition_id != _current_edition_id():
        return None
    return build_document(obj)
