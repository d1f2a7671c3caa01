"""Read MTGJSON v5 set files into plain, frozen records.

One MTGJSON set file lists printings: a card with two faces (split, transform, adventure,
modal DFC...) is one entry per face, all sharing a Scryfall oracle id, and a set may print
the same card several times (showcase and promo variants). The readers here merge those
entries so that one ``ParsedCard`` is one oracle card as printed in one set.

Every text is read as plain text (``entities.plain_text``: a few carry escaped HTML).
Everything is pure: bytes in, dataclasses out. Archives are streamed member by member so
the 579-set archive (238 MB unpacked) never sits in memory at once.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple

from rulings.importing.archives import iter_set_payloads
from rulings.importing.entities import plain_text
from rulings.importing.errors import CardDataError, decode_json
from rulings.importing.french_layout import (
    is_a_type_line,
    tidy_french_type,
    with_english_line_breaks,
)
from rulings.importing.reminders import ParsedReminder, printed_reminders
from rulings.importing.wording import printed_text_is_current, printed_type_is_current

FRENCH = "French"
# How faces are joined when several card entries make one card. " // " is the separator
# MTGJSON and Scryfall already use in names ("Fire // Ice"); texts get it on a line of its
# own so that each face keeps its own lines.
FACE_SEPARATOR = " // "
FACE_TEXT_SEPARATOR = "\n//\n"

# The label of a modal DFC's back-face hint: one to three words, no punctuation.
_HINT_LABEL = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+){0,2}")


@dataclass(frozen=True)
class ParsedRuling:
    published_at: date
    text: str
    # "" when the data does not say who wrote the ruling (MTGJSON never does): an
    # invented "wotc" would be shown to users as a fact.
    source: str = ""


@dataclass(frozen=True)
class ParsedFrench:
    name: str
    type_line: str
    text: str
    # The English printed beside it is not today's Oracle wording: the French is older wording.
    outdated: bool = False
    # The type line printed beside it names other types than today's (« ondin et seigneur »).
    type_outdated: bool = False
    # Its type line and text are not to be trusted (_is_doubtful): the name alone is given.
    doubtful: bool = False


@dataclass(frozen=True)
class ParsedCard:
    oracle_id: str
    name: str
    type_line: str
    oracle_text: str
    mana_cost: str
    keywords: tuple[str, ...]
    french: ParsedFrench | None
    rulings: tuple[ParsedRuling, ...]
    set_code: str
    released_on: date | None = None  # the set's releaseDate
    printed_text: str = ""  # the English as printed in this set (MTGJSON originalText)
    reminders: tuple[ParsedReminder, ...] = ()
    # The reminder texts today's Oracle text gives (English only): today's wordings.
    oracle_reminders: tuple[ParsedReminder, ...] = ()
    set_name: str = ""
    # The set's official French name (MTGJSON "translations"; 28 of the 579 sets), or "".
    set_name_fr: str = ""
    # (format, status) pairs of MTGJSON "legalities", sorted by format.
    legalities: tuple[tuple[str, str], ...] = ()
    is_rebalanced: bool = False  # Alchemy's rebalanced version ("A-" names)
    # This printing's flavor texts (MTGJSON flavorText), each face's, as (language, text):
    # everyday words of English and French (« je peux », « répondre ») rules texts never use.
    flavor_texts: tuple[tuple[str, str], ...] = ()
    # What each face prints in its corner (power and toughness, loyalty, defense), as
    # ((name, value), ...) per face, () for a face that prints none.
    stats: tuple[tuple[tuple[str, str], ...], ...] = ()


@dataclass(frozen=True)
class ParsedSet:
    """One set file: its cards, and how many entries had to be left out.

    Entries without ``identifiers.scryfallOracleId`` (in this data: Secret Lair's
    reversible cards) cannot be tied to an oracle card, so they are skipped and counted
    here for the importer to report, rather than failing the whole file.
    """

    code: str
    name: str
    cards: tuple[ParsedCard, ...]
    skipped_without_oracle_id: int
    # Rulings whose text is empty (six in Strixhaven's Wandering Archaic), or a heading the
    # data sets between dashes over the rulings after it (Teferi's Protection's three):
    # nothing to show as a dated ruling.
    skipped_empty_rulings: int = 0
    source_name: str = ""
    released_on: date | None = None
    # The date of the card data (MTGJSON meta.date): Oracle texts, legalities and rulings as
    # they stood that day. None where the file does not say.
    data_date: date | None = None

    # Iterating a set iterates its cards, so code written for a plain list still works.
    def __iter__(self) -> Iterator[ParsedCard]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


# --- Parsing one set file -----------------------------------------------------------------


def parse_set_payload(name: str, data: bytes) -> ParsedSet:
    """Parse one MTGJSON set file; ``name`` only labels error messages."""
    document = decode_json(name, data)
    set_data = _set_data(name, document)
    code = set_data.get("code")
    if not isinstance(code, str) or not code:
        raise CardDataError(f'{name}: the set has no "code"')
    printed_in = _PrintedIn(
        code,
        _release_date(name, set_data),
        _optional_str(set_data.get("name")),
        _french_set_name(set_data),
    )
    groups, skipped = _group_by_oracle_id(name, set_data["cards"])
    cards = tuple(
        _merge_entries(name, printed_in, oracle_id, entries)
        for oracle_id, entries in groups.items()
    )
    return ParsedSet(
        code=code,
        name=printed_in.name,
        cards=cards,
        skipped_without_oracle_id=skipped,
        skipped_empty_rulings=_count_empty_rulings(set_data["cards"]),
        source_name=name,
        released_on=printed_in.released_on,
        data_date=_data_date(name, document),
    )


class _PrintedIn(NamedTuple):
    """The set a file's cards are printed in."""

    code: str
    released_on: date | None
    name: str
    name_fr: str


def _french_set_name(set_data: dict[str, Any]) -> str:
    translations = set_data.get("translations")
    french = translations.get("French") if isinstance(translations, dict) else None
    return plain_text(french.strip()) if isinstance(french, str) else ""


def _release_date(name: str, set_data: dict[str, Any]) -> date | None:
    return _optional_date(name, "releaseDate", set_data.get("releaseDate"))


def _data_date(name: str, document: dict[str, Any]) -> date | None:
    """The file's meta.date: the day the card data was built."""
    meta = document.get("meta")
    return _optional_date(name, "meta.date", meta.get("date") if isinstance(meta, dict) else None)


def _optional_date(name: str, key: str, value: Any) -> date | None:
    """A date the file gives as YYYY-MM-DD, or None where it gives none."""
    if value is None:
        return None
    try:
        return date.fromisoformat(str(value))
    except ValueError as exc:
        raise CardDataError(f'{name}: "{key}" {value!r} is not YYYY-MM-DD') from exc


def iter_sets(path: Path) -> Iterator[ParsedSet]:
    """Every set found at ``path`` (see ``iter_set_payloads``), parsed one at a time."""
    for name, data in iter_set_payloads(path):
        yield parse_set_payload(name, data)


def iter_cards(path: Path) -> Iterator[ParsedCard]:
    """Every card of every set at ``path``; a card printed in three sets comes three times."""
    for parsed_set in iter_sets(path):
        yield from parsed_set.cards


def _set_data(name: str, document: Any) -> dict[str, Any]:
    if isinstance(document, dict):
        set_data = document.get("data")
        if (
            "meta" in document
            and isinstance(set_data, dict)
            and isinstance(set_data.get("cards"), list)
        ):
            return set_data
        found = "an object with keys " + ", ".join(sorted(map(str, document))[:8])
    else:
        found = f"a JSON {type(document).__name__}"
    raise CardDataError(
        f'{name}: not an MTGJSON set file (expected {{"meta": ..., "data": {{"cards": [...]}}}}, '
        f"found {found})"
    )


# --- Merging the entries of one card --------------------------------------------------------

# One card entry with its position in the file, kept for error messages.
_Entry = tuple[int, dict[str, Any]]


def _group_by_oracle_id(name: str, cards: list[Any]) -> tuple[dict[str, list[_Entry]], int]:
    groups: dict[str, list[_Entry]] = {}
    skipped = 0
    for index, card in enumerate(cards):
        if not isinstance(card, dict):
            raise CardDataError(f"{name}: card #{index} is not a JSON object")
        oracle_id = _oracle_id(name, index, card)
        if oracle_id is None:
            skipped += 1
            continue
        groups.setdefault(oracle_id, []).append((index, card))
    return groups, skipped


def _oracle_id(name: str, index: int, card: dict[str, Any]) -> str | None:
    identifiers = card.get("identifiers")
    value = identifiers.get("scryfallOracleId") if isinstance(identifiers, dict) else None
    if value is None or value == "":
        return None
    try:
        return str(uuid.UUID(str(value)))
    except ValueError as exc:
        raise CardDataError(
            f"{name}: {_describe(index, card)} has a malformed scryfallOracleId {value!r}"
        ) from exc


def _describe(index: int, card: dict[str, Any]) -> str:
    card_name = card.get("name")
    named = isinstance(card_name, str) and card_name.strip()
    return f"card #{index} ({card_name})" if named else f"card #{index}"


def _faces(entries: list[_Entry]) -> list[list[_Entry]]:
    """The entries of one card grouped by face ("a", "b"...), faces in side order."""
    by_side: dict[str, list[_Entry]] = {}
    for entry in entries:
        side = entry[1].get("side")
        by_side.setdefault(side if isinstance(side, str) else "", []).append(entry)
    return [by_side[side] for side in sorted(by_side)]


def _merge_entries(
    name: str, printed_in: _PrintedIn, oracle_id: str, entries: list[_Entry]
) -> ParsedCard:
    faces = _faces(entries)
    first_index, first = faces[0][0]
    # Meld halves each have their own oracle id, yet MTGJSON gives the front face the
    # melded pair's name ("Bruna, the Fading Light // Brisela, Voice of Nightmares"). The
    # oracle card is the face alone, as Scryfall names it.
    use_face_name = first.get("layout") == "meld" and isinstance(first.get("faceName"), str)
    card_name = _name(name, first_index, first, "faceName" if use_face_name else "name")
    representatives = [face[0] for face in faces]
    english_texts = [_text(name, i, card, "text", required=False) for i, card in representatives]
    printed = _printed_faces(faces)
    doubtful = _is_doubtful(printed)
    french_texts = _french_face_texts(printed, doubtful)
    return ParsedCard(
        oracle_id=oracle_id,
        name=card_name,
        type_line=FACE_SEPARATOR.join(_text(name, i, c, "type") for i, c in representatives),
        oracle_text=FACE_TEXT_SEPARATOR.join(english_texts),
        mana_cost=FACE_SEPARATOR.join(
            cost
            for i, card in representatives
            if (cost := _text(name, i, card, "manaCost", required=False))
        ),
        keywords=_keywords(name, entries),
        french=_french(printed, french_texts, use_face_name, doubtful),
        rulings=_rulings(name, entries),
        set_code=printed_in.code,
        released_on=printed_in.released_on,
        printed_text=_join_faces(
            FACE_TEXT_SEPARATOR, [_optional_str(card.get("originalText")) for card, _ in printed]
        ),
        reminders=_reminders(printed, french_texts),
        oracle_reminders=_oracle_reminders(representatives),
        set_name=printed_in.name,
        set_name_fr=printed_in.name_fr,
        legalities=_legalities(name, first_index, first),
        is_rebalanced=any(card.get("isRebalanced") is True for _, card in entries),
        flavor_texts=_flavor_texts(printed),
        stats=_stats(name, representatives),
    )


# MTGJSON's keys of what a face prints in its corner, in the order shown. Strings: "*",
# "1+*", "X" are printed too.
STATS = ("power", "toughness", "loyalty", "defense")


def _stats(name: str, representatives: list[_Entry]) -> tuple[tuple[tuple[str, str], ...], ...]:
    """Each face's power and toughness, loyalty or defense, as the card data gives them; no
    face's when none prints any."""
    faces = tuple(
        tuple(
            (key, value)
            for key in STATS
            if (value := _text(name, index, card, key, required=False))
        )
        for index, card in representatives
    )
    return faces if any(faces) else ()


def _flavor_texts(printed: list[_PrintedFace]) -> tuple[tuple[str, str], ...]:
    """(language, text) of the English and French flavor texts of each face, those it has."""
    texts = [
        (language, _optional_str(entry.get("flavorText")))
        for card, french in printed
        for language, entry in (("en", card), ("fr", french or {}))
    ]
    return tuple((language, text) for language, text in texts if text.strip())


def _legalities(name: str, index: int, card: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """The card's format legalities; every face and variant repeats the same ones."""
    legalities = card.get("legalities", {})
    if not isinstance(legalities, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in legalities.items()
    ):
        raise CardDataError(f'{name}: {_describe(index, card)}: "legalities" is not an object')
    return tuple(sorted(legalities.items()))


def _name(name: str, index: int, card: dict[str, Any], key: str) -> str:
    # A blank name would make a card titled "" (slug "card"): as unusable as no name at all.
    value = _text(name, index, card, key)
    if not value.strip():
        raise CardDataError(f'{name}: {_describe(index, card)}: "{key}" is empty')
    return value


def _text(name: str, index: int, card: dict[str, Any], key: str, required: bool = True) -> str:
    value = card.get(key)
    if isinstance(value, str):
        return plain_text(value)
    if value is None and not required:
        return ""
    problem = "is missing" if value is None else "is not a string"
    raise CardDataError(f'{name}: {_describe(index, card)}: "{key}" {problem}')


def _keywords(name: str, entries: list[_Entry]) -> tuple[str, ...]:
    # Faces carry their own keywords; a dict keeps the first-seen order without repeats.
    seen: dict[str, None] = {}
    for index, card in entries:
        keywords = card.get("keywords", [])
        if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
            raise CardDataError(f'{name}: {_describe(index, card)}: "keywords" is not a list')
        seen.update(dict.fromkeys(keywords))
    return tuple(seen)


def _rulings(name: str, entries: list[_Entry]) -> tuple[ParsedRuling, ...]:
    # Every face and every variant repeats the same rulings: keep each one once.
    seen: dict[ParsedRuling, None] = {}
    for index, card in entries:
        rulings = card.get("rulings", [])
        if not isinstance(rulings, list):
            raise CardDataError(f'{name}: {_describe(index, card)}: "rulings" is not a list')
        for number, ruling in enumerate(rulings):
            if _is_empty_ruling(ruling):
                continue  # counted by _count_empty_rulings, for the importer's report
            seen[_ruling(name, index, card, number, ruling)] = None
    return tuple(seen)


# "---------- The following rulings focus on the phasing keyword ----------"
_HEADING_MARK = "---"


def _is_empty_ruling(ruling: Any) -> bool:
    """An empty text, or a heading between dashes: no ruling (a judge's page showed
    Teferi's Protection's three headings as rulings dated 2017-08-25)."""
    if not isinstance(ruling, dict) or not isinstance(ruling.get("text"), str):
        return False
    text = ruling["text"].strip()
    # Its two ends compared, not a pattern over the whole text: a text of dashes alone
    # would make "-{3,}.*-{3,}" backtrack for seconds.
    heading = text.startswith(_HEADING_MARK) and text.endswith(_HEADING_MARK) and "\n" not in text
    return not text or heading


def _count_empty_rulings(cards: list[Any]) -> int:
    return sum(
        _is_empty_ruling(ruling)
        for card in cards
        if isinstance(card, dict) and isinstance(card.get("rulings"), list)
        for ruling in card["rulings"]
    )


def _ruling(name: str, index: int, card: dict[str, Any], number: int, ruling: Any) -> ParsedRuling:
    where = f"{name}: {_describe(index, card)}, ruling #{number}"
    if not isinstance(ruling, dict):
        raise CardDataError(f"{where} is not a JSON object")
    text = ruling.get("text")
    if not isinstance(text, str):
        raise CardDataError(f'{where} has no "text"')
    try:
        published_at = date.fromisoformat(str(ruling.get("date")))
    except ValueError as exc:
        raise CardDataError(f'{where}: "date" {ruling.get("date")!r} is not YYYY-MM-DD') from exc
    return ParsedRuling(published_at=published_at, text=plain_text(text.strip()))


# --- French ---------------------------------------------------------------------------------


def _french_entry(card: dict[str, Any]) -> dict[str, Any] | None:
    foreign = card.get("foreignData")
    if not isinstance(foreign, list):
        return None
    for entry in foreign:
        if (
            isinstance(entry, dict)
            and entry.get("language") == FRENCH
            and entry.get("name")
            and not _is_untranslated(card, entry)
        ):
            return entry
    return None


def _is_untranslated(card: dict[str, Any], entry: dict[str, Any]) -> bool:
    # A few "French" entries are the English card copied over (Commander 2016's
    # "Trial // Error"): same name, type and text. They are not French at all.
    return all(entry.get(key) == card.get(key) for key in ("name", "type", "text"))


# Per face: the entry of this printing to read (one with a French printing if there is one),
# and its French entry (None when the face has no French printing in this set).
_PrintedFace = tuple[dict[str, Any], dict[str, Any] | None]


def _printed_faces(faces: list[list[_Entry]]) -> list[_PrintedFace]:
    printed: list[_PrintedFace] = []
    for face in faces:
        found = next(
            ((card, entry) for _, card in face if (entry := _french_entry(card)) is not None),
            None,
        )
        printed.append(found or (face[0][1], None))
    return printed


def _is_doubtful(printed: list[_PrintedFace]) -> bool:
    """Whether a face's French entry gives a sentence for its type line (Feu // Glace in
    Commander 2011): its type line and text are not to be trusted, its name is."""
    return not all(
        is_a_type_line(_optional_str(entry.get("type"))) for _, entry in printed if entry
    )


def _french_face_texts(printed: list[_PrintedFace], doubtful: bool) -> list[str] | None:
    """The French text of each face; None unless every face has a French printing, "" for
    each face of a doubtful printing."""
    if any(entry is None for _, entry in printed):
        # Half a translation would read as a complete one: leave the card English.
        return None
    if doubtful:
        return ["" for _ in printed]
    texts = [
        with_english_line_breaks(_optional_str(entry.get("text")), _english_lines(card))
        for card, entry in printed
    ]
    if printed[0][0].get("layout") == "modal_dfc":
        english = [_optional_str(card.get("text")) for card, _ in printed]
        texts = [_strip_back_face_hint(fr, en) for fr, en in zip(texts, english, strict=True)]
    return texts


def _french(
    printed: list[_PrintedFace], texts: list[str] | None, use_face_name: bool, doubtful: bool
) -> ParsedFrench | None:
    """The French card, when every face has a French printing in this set; its name alone
    when the printing is doubtful (_is_doubtful)."""
    if texts is None:
        return None
    entries = [entry for _, entry in printed if entry is not None]
    first = entries[0]
    name = first.get("faceName") if use_face_name and first.get("faceName") else first["name"]
    types = [
        "" if doubtful else tidy_french_type(_optional_str(entry.get("type"))) for entry in entries
    ]
    current = all(
        printed_text_is_current(_printed_english(card), _optional_str(card.get("text")))
        for card, _ in printed
    )
    type_current = all(
        printed_type_is_current(_printed_type(card), _optional_str(card.get("type")))
        for card, _ in printed
    )
    type_line = _join_faces(FACE_SEPARATOR, types)
    return ParsedFrench(
        name=plain_text(str(name)),
        type_line=type_line,
        text=_join_faces(FACE_TEXT_SEPARATOR, texts),
        outdated=not current,
        type_outdated=bool(type_line) and not type_current,
        doubtful=doubtful,
    )


def _oracle_reminders(representatives: list[_Entry]) -> tuple[ParsedReminder, ...]:
    found: list[ParsedReminder] = []
    for _, card in representatives:
        keywords, text = card.get("keywords"), _optional_str(card.get("text"))
        if isinstance(keywords, list) and keywords and "(" in text:
            found.extend(printed_reminders(keywords, text, ""))
    return tuple(found)


def _reminders(printed: list[_PrintedFace], texts: list[str] | None) -> tuple[ParsedReminder, ...]:
    found: list[ParsedReminder] = []
    for number, (card, _) in enumerate(printed):
        keywords = card.get("keywords")
        english = _printed_english(card)
        if isinstance(keywords, list) and keywords and english is not None:
            french = texts[number] if texts is not None else ""
            found.extend(printed_reminders(keywords, english, french))
    return tuple(found)


def _join_faces(separator: str, parts: list[str]) -> str:
    # Some printings (old promos) have a French name only: no type, no text on any face.
    # That is "", not a lone " // ".
    return separator.join(parts) if any(parts) else ""


def _optional_str(value: Any) -> str:
    return plain_text(value) if isinstance(value, str) else ""


def _printed_english(card: dict[str, Any]) -> str | None:
    """The English printed on this card (MTGJSON originalText); None when not given."""
    english = card.get("originalText")
    return plain_text(english) if isinstance(english, str) else None


def _english_lines(card: dict[str, Any]) -> str:
    """The English of this printing laid out in lines: as printed, or as the Oracle text when
    that has more lines (MTGJSON's printed English lost some too: « card.−X: Return »)."""
    printed, oracle = _printed_english(card) or "", _optional_str(card.get("text"))
    return max(printed, oracle, key=lambda english: english.count("\n"))


def _printed_type(card: dict[str, Any]) -> str | None:
    """The type line printed on this card (MTGJSON originalType); None when not given."""
    printed = card.get("originalType")
    return printed if isinstance(printed, str) else None


def _strip_back_face_hint(french_text: str, english_text: str) -> str:
    """Drop the other face's hint that MTGJSON's French modal DFC texts end with.

    A printed modal double-faced card shows, at the bottom of each face, a hint about the
    other face: a word (its type or creature type) and its cost or mana ability. The French
    texts include those two lines (e.g. "...\\nTerrain\\n{T} : Ajoutez {W}."), the
    English texts do not. They are not rules text.
    """
    french_lines = french_text.split("\n")
    english_lines = english_text.split("\n")
    if len(french_lines) == len(english_lines) + 2 and _HINT_LABEL.fullmatch(french_lines[-2]):
        return "\n".join(french_lines[:-2])
    return french_text
