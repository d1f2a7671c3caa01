"""Writes of cards and rulings: the MTGJSON and Scryfall imports, and card-keyword links.

Imports read and check every file first, then write in bulk inside one transaction: a bad
file writes nothing, and a re-import of the same data changes nothing.
"""

import re
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from itertools import chain
from pathlib import Path

from django.db import transaction
from django.db.models import Q
from django.utils import translation
from django.utils.text import slugify

from common.fetching import SourceError, is_url, read_source
from common.signals import bulk_written_send
from keywords.models import Keyword, Rule
from provenance.models import FrenchStatus, NameSource

from .importing.errors import CardDataError
from .importing.french_names import printed_french_name
from .importing.merge import MergedCard, MergeReport, french_preference, merge_sets
from .importing.mtgjson import ParsedFrench, ParsedSet, iter_sets
from .importing.reminders import (
    KeywordReminder,
    ReminderCollector,
    printed_french_keyword_name,
)
from .importing.scryfall import ScryfallRuling, parse_scryfall_rulings
from .models import Card, Printing, Ruling

BATCH_SIZE = 500
# Scryfall's rulings file is about 25 MB; far larger is not a rulings file.
MAX_RULINGS_BYTES = 512 * 1024 * 1024
# French that an editor stands by (reviewed) or asked for (machine): the data never replaces it.
EDITOR_STATUSES = (FrenchStatus.REVIEWED, FrenchStatus.MACHINE)
# Everything the card import may change, compared before and after to find real changes.
CARD_FIELDS = [
    "oracle_id",
    "name",
    "name_en",
    "name_fr",
    "name_fr_source",
    "type_line",
    "type_line_en",
    "type_line_fr",
    "oracle_text",
    "oracle_text_en",
    "oracle_text_fr",
    "mana_cost",
    "stats",
    "data_of",
    "keyword_names",
    "fr_status",
    "fr_engine",
    "fr_translated_at",
    "fr_source_fingerprint",
    "en_fingerprint",
    "fr_set_code",
    "fr_released_on",
    "fr_outdated",
    "fr_type_outdated",
    "sort_name_en",
    "sort_name_fr",
    "legalities",
    "is_rebalanced",
    "flavor_words_en",
    "flavor_words_fr",
]
# What the card import writes on keywords: the official reminder text and its printing.
REMINDER_FIELDS = [
    "reminder_text_en",
    "reminder_text_fr",
    "reminder_fr_outdated",
    "reminder_card",
    "reminder_set_code",
    "reminder_released_on",
    "reminder_card_text_en",
    "reminder_card_text_fr",
    "reminder_card_outdated",
    # The keyword's French name, as its reminder line prints it (_keyword_name_apply).
    "name_fr",
    "name_fr_source",
]
# A slug base leaves room for "-" and a full oracle id (32 hex digits) in the 200 allowed.
SLUG_BASE_LENGTH = 160

SetCallback = Callable[[ParsedSet], None]


# --- Cards from MTGJSON -------------------------------------------------------------------


@dataclass
class CardImportReport:
    read: MergeReport = field(default_factory=MergeReport)
    cards: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    matched_by_name: int = 0
    official_french_written: int = 0
    outdated_french: int = 0
    editor_french_kept: int = 0
    doubtful_french_cleared: int = 0
    rulings_created: int = 0
    printings_created: int = 0
    keyword_links_created: int = 0
    keywords_with_reminder: int = 0
    keyword_reminders_written: int = 0

    def summary(self) -> str:
        read = self.read
        return (
            f"Read {read.sets} sets: {read.printings} printings of {self.cards} oracle cards "
            f"({read.skipped_without_oracle_id} printings without an oracle id and "
            f"{read.skipped_empty_rulings} empty rulings or headings skipped).\n"
            f"Cards created {self.created}, updated {self.updated} (of which "
            f"{self.matched_by_name} matched by name and given their oracle id), unchanged "
            f"{self.unchanged}. Official French written on {self.official_french_written} "
            f"cards ({self.outdated_french} of the cards read have only French of an older "
            f"wording); editor French kept on {self.editor_french_kept}; doubtful French "
            f"cleared on {self.doubtful_french_cleared}. Rulings created "
            f"{self.rulings_created}. Printings created {self.printings_created}. "
            f"Keyword links created {self.keyword_links_created}. "
            f"Reminder texts found for {self.keywords_with_reminder} keywords, written on "
            f"{self.keyword_reminders_written}."
        )


@dataclass
class CardData:
    """What the MTGJSON files say: one MergedCard per oracle id, and the keywords' reminders."""

    cards: dict[str, MergedCard]
    read: MergeReport
    reminders: dict[str, KeywordReminder] = field(default_factory=dict)


def cards_read(*, paths: Iterable[Path], on_set: SetCallback | None = None) -> CardData:
    """Every oracle card of the MTGJSON files at ``paths``; CardDataError if one is bad."""
    sets: Iterator[ParsedSet] = chain.from_iterable(iter_sets(Path(p)) for p in paths)
    if on_set is not None:
        sets = _notifying(sets, on_set)
    collector = ReminderCollector()
    cards, read = merge_sets(sets, reminders=collector)
    return CardData(cards=cards, read=read, reminders=collector.choose())


def _notifying(sets: Iterator[ParsedSet], on_set: SetCallback) -> Iterator[ParsedSet]:
    for parsed_set in sets:
        on_set(parsed_set)
        yield parsed_set


def cards_import(*, paths: Iterable[Path], on_set: SetCallback | None = None) -> CardImportReport:
    """Read every file first (a bad one raises CardDataError), then write them all at once."""
    data = cards_read(paths=paths, on_set=on_set)
    report = cards_write(merged=data.cards, reminders=data.reminders)
    report.read = data.read
    return report


def cards_write(
    *, merged: Mapping[str, MergedCard], reminders: Mapping[str, KeywordReminder] | None = None
) -> CardImportReport:
    """Create or refresh one Card per oracle id, add the new rulings, link the keywords, give
    keywords their reminder text."""
    report = CardImportReport(cards=len(merged))
    report.outdated_french = sum(
        data.french is not None and data.french.outdated and bool(data.french.text)
        for data in merged.values()
    )
    with translation.override("en"), transaction.atomic():
        existing, matched = _cards_by_oracle_id(merged)
        report.matched_by_name = len(matched)
        created, changed = [], []
        for oracle_id, data in merged.items():
            card = existing.get(oracle_id)
            if card is None:
                created.append(_card_new(data, report))
            elif _card_refresh(card, data, report) or card.pk in matched:
                changed.append(card)
        _slugs_assign(created)
        Card.objects.bulk_create(created, batch_size=BATCH_SIZE)
        Card.objects.bulk_update(changed, CARD_FIELDS, batch_size=BATCH_SIZE)
        report.created, report.updated = len(created), len(changed)
        report.unchanged = len(merged) - len(created) - len(changed)
        report.rulings_created = _rulings_create(merged)
        report.printings_created = _printings_write(merged)
        if created or changed or report.printings_created:
            # Bulk writes send no signal (and bulk_update moves no row count); a card's
            # document counts its printings.
            bulk_written_send(Card)
        if report.rulings_created:
            bulk_written_send(Ruling)
        report.keyword_links_created = card_keywords_link()
        report.keywords_with_reminder = len(reminders or {})
        report.keyword_reminders_written = keyword_reminders_write(reminders=reminders or {})
    return report


def _cards_by_oracle_id(merged: Mapping[str, MergedCard]) -> tuple[dict[str, Card], set[int]]:
    """The stored cards by oracle id, and the pks of those just matched by name.

    Cards stored without an oracle id (the demo cards: the seeds do not give it) are
    matched by English name, case-insensitively, and get the oracle id.
    """
    cards = {str(card.oracle_id): card for card in Card.objects.exclude(oracle_id=None)}
    matched: set[int] = set()
    by_name: dict[str, Card] = {}
    for card in Card.objects.filter(oracle_id=None).order_by("pk"):
        by_name.setdefault((card.name_en or "").lower(), card)
    for oracle_id in sorted(merged):  # sorted: the same card wins whatever the file order
        if oracle_id in cards or not by_name:
            continue
        card = by_name.pop(merged[oracle_id].name.lower(), None)
        if card is not None:
            card.oracle_id = uuid.UUID(oracle_id)
            cards[oracle_id] = card
            matched.add(card.pk)
    return cards, matched


def _card_new(data: MergedCard, report: CardImportReport) -> Card:
    card = Card(oracle_id=uuid.UUID(data.oracle_id))
    _card_apply(card, data, report)
    return card


def _card_refresh(card: Card, data: MergedCard, report: CardImportReport) -> bool:
    """Bring ``card`` in line with the data; True if anything changed."""
    before = _card_state(card)
    _card_apply(card, data, report)
    return _card_state(card) != before


def _card_state(card: Card) -> tuple:
    return tuple(getattr(card, name) or "" for name in CARD_FIELDS)


def _card_apply(card: Card, data: MergedCard, report: CardImportReport) -> None:
    # English is the authoritative text: the data always wins, and French made from an
    # older English then shows as stale.
    card.name_en = data.name
    card.type_line_en = data.type_line
    card.oracle_text_en = data.oracle_text
    card.mana_cost = data.mana_cost
    card.stats = [dict(face) for face in data.stats]
    card.data_of = data.data_of  # None for undated data: its text is no older data's
    card.keyword_names = "\n".join(data.keywords)
    card.legalities = dict(data.legalities)
    card.is_rebalanced = data.is_rebalanced
    # Added to: an import of some sets keeps the words of the sets read before.
    card.flavor_words_en = _joined_words(card.flavor_words_en, data.flavor_words("en"))
    card.flavor_words_fr = _joined_words(card.flavor_words_fr, data.flavor_words("fr"))
    _french_apply(card, data, report)
    card.en_fingerprint = card.compute_en_fingerprint()
    card.sort_names_fill()  # bulk writes do not call save()


def _joined_words(kept: str, read: set[str]) -> str:
    """The words kept (space-separated) and those read, sorted, without repeats."""
    return " ".join(sorted(set(kept.split()) | read))


def _french_apply(card: Card, data: MergedCard, report: CardImportReport) -> None:
    """Printed French is official: it replaces official or missing French, a machine
    translation where its wording is current, and is the official source of an editor's French
    that says the same; nothing else.

    It never replaces French from a printing preferred to it (``french_preference``), so that
    importing an old set after the whole archive does not bring back older wording.
    """
    french = data.french
    if french is None:
        return
    has_text = bool(french.type_line or french.text)
    name = printed_french_name(french.name, french.type_line)
    if card.fr_status in EDITOR_STATUSES and not _printed_supersedes(card, french, has_text):
        report.editor_french_kept += has_text
        _printed_name_apply(card, card.name_fr or name)
        return
    # The printing stored is read again as it is now judged (a card imported before type
    # lines were compared keeps its printing, and learns whether its types are outdated).
    same_printing = card.fr_set_code == data.french_set_code
    if not same_printing and _stored_preference(card) > french_preference(
        french, data.french_released_on, data.french_set_code, data.name
    ):
        return
    _printed_name_apply(card, name)
    card.fr_set_code = data.french_set_code
    card.fr_released_on = data.french_released_on
    card.fr_outdated = french.outdated and has_text
    card.fr_type_outdated = french.type_outdated
    current = (card.type_line_fr or "", card.oracle_text_fr or "", card.fr_status)
    if has_text and current != (french.type_line, french.text, FrenchStatus.OFFICIAL):
        card.set_french(FrenchStatus.OFFICIAL, type_line=french.type_line, oracle_text=french.text)
        # Printed French was not "made" on the day of the import; the data gives no date.
        card.fr_translated_at = None
        report.official_french_written += 1
    elif french.doubtful and same_printing and card.fr_status == FrenchStatus.OFFICIAL:
        # The text stored came from this printing, which is now known not to be trusted (a
        # sentence for a type line, Feu // Glace in Commander 2011): missing, not wrong. A
        # printing giving its name alone for another reason (an old promo) clears nothing.
        card.set_french(FrenchStatus.MISSING, type_line="", oracle_text="")
        card.fr_translated_at = None
        report.doubtful_french_cleared += 1


def _printed_supersedes(card: Card, french, has_text: bool) -> bool:
    """Whether printed French takes the place of an editor's or a machine's, which were both
    made for today's English: only printed French of today's wording, text and type line,
    does (a printing of older wording may be why a translation of today's was asked for, and
    an editor's French that happens to match it is not older wording):
    - a machine translation stood in for French no printing had, and stays labelled as such
      beside the printed text that now exists: it gives way;
    - an editor's French that is the printed text, word for word (an edit undone, printed
      French marked reviewed), is that printing's, official: nothing of the editor's is lost,
      and the page says where it comes from."""
    if not has_text or french.outdated or french.type_outdated:
        return False
    if card.fr_status == FrenchStatus.MACHINE:
        return True
    return (card.type_line_fr or "", card.oracle_text_fr or "") == (french.type_line, french.text)


def _printed_name_apply(card: Card, name: str) -> None:
    """The printed French name, official, unless an editor entered the card's French name:
    that one is kept, as the editor's."""
    if card.name_fr and card.name_fr_source == NameSource.EDITOR:
        return
    if name != card.name_fr:
        card.name_fr, card.name_fr_source = name, NameSource.OFFICIAL


def _stored_preference(card: Card) -> tuple:
    """How much the stored French printing is preferred; the lowest when none is recorded."""
    if not card.fr_set_code or card.fr_status != FrenchStatus.OFFICIAL:
        return ()
    # The name of the stored printing, unless an editor's replaced it: then not known, and
    # taken as French (the printing was preferred when stored).
    printed_name = card.name_fr if card.name_fr_source != NameSource.EDITOR else ""
    stored = ParsedFrench(
        printed_name or "",
        card.type_line_fr or "",
        card.oracle_text_fr or "",
        card.fr_outdated,
        card.fr_type_outdated,
    )
    return french_preference(stored, card.fr_released_on, card.fr_set_code, card.name_en)


def _slugs_assign(cards: list[Card]) -> None:
    """slugify(name), made unique with the oracle id: the same slugs whatever the file order."""
    taken = set(Card.objects.values_list("slug", flat=True))
    for card in sorted(cards, key=lambda c: (c.name_en, str(c.oracle_id))):
        base = slugify(card.name_en)[:SLUG_BASE_LENGTH] or "card"
        slug = base
        if slug in taken:
            slug = f"{base}-{card.oracle_id.hex[:8]}"
        if slug in taken:
            slug = f"{base}-{card.oracle_id.hex}"
        taken.add(slug)
        card.slug = slug


def _card_ids() -> dict[str, int]:
    rows = Card.objects.exclude(oracle_id=None).values_list("oracle_id", "pk")
    return {str(oracle_id): pk for oracle_id, pk in rows}


def _rulings_create(merged: Mapping[str, MergedCard]) -> int:
    """Add the rulings not stored yet: the same card, date and text is the same ruling."""
    ids = _card_ids()
    existing = set(Ruling.objects.values_list("card_id", "published_at", "en_fingerprint"))
    created = []
    for oracle_id, data in merged.items():
        for published_at, text in data.rulings:
            # MTGJSON never says who wrote a ruling: the source stays empty, never guessed.
            ruling = Ruling(card_id=ids[oracle_id], published_at=published_at, text_en=text)
            ruling.en_fingerprint = ruling.compute_en_fingerprint()
            key = (ruling.card_id, published_at, ruling.en_fingerprint)
            if key not in existing:
                existing.add(key)
                created.append(ruling)
    Ruling.objects.bulk_create(created, batch_size=BATCH_SIZE)
    return len(created)


PRINTING_SET_FIELDS = ["set_name", "set_name_fr", "released_on"]


def _printing_set(printing: Printing, set_name: str, set_name_fr: str, released_on) -> bool:
    """Give the printing its set's names and date as the data reads; whether any changed."""
    read = (set_name, set_name_fr, released_on)
    wanted = dict(zip(PRINTING_SET_FIELDS, read, strict=True))
    changed = any(getattr(printing, name) != value for name, value in wanted.items())
    for name, value in wanted.items():
        setattr(printing, name, value)
    return changed


def _printings_write(merged: Mapping[str, MergedCard]) -> int:
    """Add the printings not stored yet and refresh the names and dates of the others;
    returns the printings created. A printing is never removed: a later import of a few
    sets does not unlist the others."""
    ids = _card_ids()
    stored = {(p.card_id, p.set_code): p for p in Printing.objects.all()}
    created, changed = [], []
    for oracle_id, data in merged.items():
        for set_code, read in data.printings.items():
            printing = stored.get((ids[oracle_id], set_code))
            if printing is None:
                printing = Printing(card_id=ids[oracle_id], set_code=set_code)
                _printing_set(printing, *read)
                created.append(printing)
            elif _printing_set(printing, *read):
                changed.append(printing)
    Printing.objects.bulk_create(created, batch_size=BATCH_SIZE)
    Printing.objects.bulk_update(changed, PRINTING_SET_FIELDS, batch_size=BATCH_SIZE)
    return len(created)


# --- Cards and keywords -------------------------------------------------------------------


def card_keywords_link() -> int:
    """Link every card to the keywords its data names (case-insensitively); returns new links.

    A name no keyword has is the keyword whose defining rule names it (_keywords_naming):
    the card data says "Swampwalk", "Megamorph", "Totem armor", "Daybound", where the rules
    define Landwalk, Morph, Umbra armor, Daybound and Nightbound.

    Links are only added, never removed (an editor may have added one by hand), so this can
    run again after a rules import has created more keywords.
    """
    keyword_ids = {
        name.lower(): pk for pk, name in Keyword.objects.values_list("pk", "name_en") if name
    }
    rows = list(Card.objects.exclude(keyword_names="").values_list("pk", "keyword_names"))
    unknown = {
        name.lower() for _, names in rows for name in names.split("\n") if name
    } - keyword_ids.keys()
    keyword_ids |= _keywords_naming(unknown)
    through = Card.keywords.through
    existing = set(through.objects.values_list("card_id", "keyword_id"))
    links = []
    for card_id, names in rows:
        for name in names.split("\n"):
            keyword_id = keyword_ids.get(name.lower())
            if keyword_id is not None and (card_id, keyword_id) not in existing:
                existing.add((card_id, keyword_id))
                links.append(through(card_id=card_id, keyword_id=keyword_id))
    through.objects.bulk_create(links, batch_size=BATCH_SIZE)
    if links:
        # The links are the cards' (Card.keywords); they change keyword pages and answers.
        bulk_written_send(Card)
    return len(links)


def _keywords_naming(names: set[str]) -> dict[str, int]:
    """{name: keyword id} for each of `names` (lower case) that the paragraphs of exactly one
    keyword's defining rule write as a whole word or phrase ("swampwalk" in 702.14, Landwalk;
    « printed with the ability "totem armor" » in 702.89b, Umbra armor). A name no rule or
    several keywords' rules write is left unlinked, as before."""
    if not names:
        return {}
    texts: dict[int, list[str]] = {}
    keywords = Keyword.objects.exclude(rule=None).values_list("pk", "rule_id")
    rule_keyword = {rule_id: keyword_id for keyword_id, rule_id in keywords}
    paragraphs = Rule.objects.filter(Q(pk__in=rule_keyword) | Q(parent__in=rule_keyword))
    for pk, parent_id, text in paragraphs.values_list("pk", "parent_id", "text_en"):
        keyword_id = rule_keyword.get(pk) or rule_keyword[parent_id]
        texts.setdefault(keyword_id, []).append(text.lower())
    templates = {pk: _templates_written(paragraphs) for pk, paragraphs in texts.items()}
    found = {}
    for name in names:
        written = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
        naming = [pk for pk, text in texts.items() if any(map(written.search, text))]
        if not naming:  # "forestwalk": 702.14a writes "[type]walk"
            naming = [
                pk for pk, forms in templates.items() if any(f.fullmatch(name) for f in forms)
            ]
        if len(naming) == 1:
            found[name] = naming[0]
    return found


# A word the rules write with a placeholder of one word glued to it: "[type]walk" (702.14a),
# "[Type]cycling" (702.29e); any one word stands for the placeholder.
_TEMPLATE_WORD = re.compile(r"\[[a-z]+\]([a-z]+)")


def _templates_written(paragraphs: list[str]) -> list[re.Pattern]:
    suffixes = {suffix for text in paragraphs for suffix in _TEMPLATE_WORD.findall(text)}
    return [re.compile(rf"[a-z]+{re.escape(suffix)}") for suffix in sorted(suffixes)]


# --- Keywords' reminder texts ------------------------------------------------------------


def keyword_reminders_write(*, reminders: Mapping[str, KeywordReminder]) -> int:
    """Give each keyword (not ability words: they have none) the reminder text chosen for it;
    returns how many keywords changed.

    A keyword keeps the reminder it has when that one is preferred (French beside it, today's
    wording, a newer set): importing one old set after the archive changes nothing. The
    editorial summary is never touched.
    """
    card_ids = _card_ids()
    changed = []
    keywords = Keyword.objects.exclude(kind=Keyword.Kind.ABILITY_WORD).exclude(name_en="")
    for keyword in keywords:
        choice = reminders.get((keyword.name_en or "").lower())
        if choice is None or _reminder_preference(keyword) > _choice_preference(choice):
            continue
        before = _reminder_state(keyword)
        _reminder_apply(keyword, choice, card_ids.get(choice.printing.oracle_id))
        if _reminder_state(keyword) != before:
            changed.append(keyword)
    Keyword.objects.bulk_update(changed, REMINDER_FIELDS, batch_size=BATCH_SIZE)
    if changed:
        bulk_written_send(Keyword)  # bulk_update sends no signal
    return len(changed)


def _reminder_state(keyword: Keyword) -> list:
    return [keyword.serializable_value(name) for name in REMINDER_FIELDS]


def _reminder_apply(keyword: Keyword, choice: KeywordReminder, card_id: int | None) -> None:
    printing = choice.printing
    keyword.reminder_text_en = printing.reminder.text_en
    keyword.reminder_text_fr = printing.reminder.text_fr
    keyword.reminder_fr_outdated = choice.fr_outdated
    keyword.reminder_card_id = card_id
    keyword.reminder_set_code = printing.set_code
    keyword.reminder_released_on = printing.released_on
    keyword.reminder_card_text_en = printing.card_text_en
    keyword.reminder_card_text_fr = printing.card_text_fr
    keyword.reminder_card_outdated = not printing.card_current
    if not choice.fr_outdated:
        _keyword_name_apply(keyword, printed_french_keyword_name(printing.reminder))


def _keyword_name_apply(keyword: Keyword, name: str) -> None:
    """The French name a reminder line of today's wording prints (« Piétinement (Cette
    créature …) » beside "Trample (This creature …)") is the keyword's official name, in
    place of none or of one the lexicon found; never in place of an editor's, nor of an
    official one already there. A keyword ability's only: a keyword action's line prints a verb
    in the imperative (« Surveillez 2 », « Amassez 2 »), not its name."""
    official = keyword.name_fr and keyword.name_fr_source == NameSource.OFFICIAL
    if not name or keyword.name_fr_source == NameSource.EDITOR or official:
        return
    if keyword.kind != Keyword.Kind.KEYWORD_ABILITY:
        return
    keyword.name_fr, keyword.name_fr_source = name, NameSource.OFFICIAL


def _reminder_preference(keyword: Keyword) -> tuple:
    if not keyword.reminder_text_en:
        return ()
    released = keyword.reminder_released_on or date.min
    return (bool(keyword.reminder_text_fr), not keyword.reminder_fr_outdated, released)


def _choice_preference(choice: KeywordReminder) -> tuple:
    printing = choice.printing
    released = printing.released_on or date.min
    return (bool(printing.reminder.text_fr), not choice.fr_outdated, released)


# --- Rulings from Scryfall ----------------------------------------------------------------


@dataclass
class RulingsImportReport:
    read: int = 0
    created: int = 0
    sources_filled: int = 0
    unchanged: int = 0
    repeated: int = 0
    unknown: int = 0
    unknown_oracle_ids: set[str] = field(default_factory=set)

    def summary(self) -> str:
        return (
            f"Read {self.read} rulings: created {self.created}, source filled in on "
            f"{self.sources_filled}, already there {self.unchanged}, repeated in the file "
            f"{self.repeated}. {self.unknown} rulings are for {len(self.unknown_oracle_ids)} "
            "oracle ids that match no card: not imported."
        )


def rulings_source_read(*, source: str, timeout: float = 60.0) -> tuple[str, bytes]:
    """(label for messages, bytes) of a local file or an https URL; CardDataError if not."""
    try:
        data = read_source(
            source=source, max_bytes=MAX_RULINGS_BYTES, timeout=timeout, what="a rulings file"
        )
    except SourceError as error:
        raise CardDataError(str(error).rstrip(".")) from None
    return (source if is_url(source) else Path(source).name), data


def rulings_import(*, source: str, timeout: float = 60.0) -> RulingsImportReport:
    """Read and check the whole Scryfall file, then write it; CardDataError if it is bad."""
    name, data = rulings_source_read(source=source, timeout=timeout)
    return rulings_write(rulings=parse_scryfall_rulings(data, name))


def rulings_write(*, rulings: list[ScryfallRuling]) -> RulingsImportReport:
    """Create the new rulings and give a source to stored ones that had none."""
    report = RulingsImportReport(read=len(rulings))
    with translation.override("en"), transaction.atomic():
        ids = _card_ids()
        stored = {
            (card_id, published_at, fingerprint): (pk, source)
            for pk, card_id, published_at, fingerprint, source in Ruling.objects.values_list(
                "pk", "card_id", "published_at", "en_fingerprint", "source"
            )
        }
        created: list[Ruling] = []
        fill: dict[str, list[int]] = {}
        seen: set[tuple] = set()
        for parsed in rulings:
            card_id = ids.get(parsed.oracle_id)
            if card_id is None:
                report.unknown += 1
                report.unknown_oracle_ids.add(parsed.oracle_id)
                continue
            ruling = Ruling(
                card_id=card_id,
                published_at=parsed.published_at,
                source=parsed.source,
                text_en=parsed.text,
            )
            ruling.en_fingerprint = ruling.compute_en_fingerprint()
            key = (card_id, parsed.published_at, ruling.en_fingerprint)
            if key in seen:
                report.repeated += 1
                continue
            seen.add(key)
            if key not in stored:
                created.append(ruling)
            elif stored[key][1] == "":
                # The same ruling read from MTGJSON, which does not say who wrote it.
                fill.setdefault(parsed.source, []).append(stored[key][0])
            else:
                report.unchanged += 1
        Ruling.objects.bulk_create(created, batch_size=BATCH_SIZE)
        for source, pks in fill.items():
            for start in range(0, len(pks), BATCH_SIZE):
                Ruling.objects.filter(pk__in=pks[start : start + BATCH_SIZE]).update(source=source)
        report.created = len(created)
        report.sources_filled = sum(len(pks) for pks in fill.values())
        if report.created or report.sources_filled:
            bulk_written_send(Ruling)  # bulk_create and update() send no signal
    return report
