"""Rule text as HTML: escaped, every rule reference a link, glossary terms linked, word diffs."""

import re
from dataclasses import dataclass
from functools import lru_cache

from django.utils import translation
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from common.reversing import reverse_kept

from .history import DELETE, INSERT, word_diff
from .models import GlossaryEntry, glossary_entry_url, glossary_slug
from .parsing.references import find_rule_references

# (start, end, html) of a link over text[start:end].
Link = tuple[int, int, str]


def link_rule_references(
    text: str,
    *,
    edition_date: str,
    glossary: "GlossaryLinker | None" = None,
    held: frozenset[str] | None = None,
) -> SafeString:
    """Escape `text`, link each rule reference to its permalink in the same edition, and
    link glossary terms that are not inside a reference.

    References are resolved in the edition of the text they appear in: "rule 409.1b" in the
    2006 rules means the 2006 numbering. `held`: the numbers an extract of an edition holds,
    the only ones linked (the others' pages say only that the extract lacks them). Matching
    runs on the raw text and every piece of it is escaped on output: the same as escaping
    first, without ever matching inside "&amp;".
    """
    links = _reference_links(text, edition_date, held)
    if glossary is not None:
        links += [link for link in glossary.links(text) if not _overlaps(link, links)]
    parts: list[str] = []
    cursor = 0
    for start, end, html in sorted(links):
        parts.append(escape(text[cursor:start]))
        parts.append(html)
        cursor = end
    parts.append(escape(text[cursor:]))
    return mark_safe("".join(parts))  # noqa: S308 - every piece above is escaped


def _reference_links(text: str, edition_date: str, held: frozenset[str] | None) -> list[Link]:
    links = []
    for reference in find_rule_references(text):
        if held is not None and reference.numbers[0] not in held:
            continue  # an extract's: its page would only say the extract lacks it
        url = reverse_kept("keywords:rule-detail", number=reference.numbers[0])
        html = format_html(
            '<a class="rule-ref" href="{}?edition={}">{}</a>',
            url,
            edition_date,
            text[reference.start : reference.end],
        )
        links.append((reference.start, reference.end, html))
    return links


def _overlaps(link: Link, others: list[Link]) -> bool:
    return any(link[0] < end and start < link[1] for start, end, _ in others)


def _edition_date(rule) -> str:
    return rule.edition.effective_date.isoformat() if rule is not None else ""


def _held_by_extract(rule) -> frozenset[str] | None:
    """The numbers the rule's edition holds, when it is an extract (the demo's 2006 rules,
    whose "rules 409.1b and 409.1f–h" led to pages saying only that the extract lacks them);
    None for a whole edition, every rule of which is held."""
    if rule is None or not rule.edition.is_extract:
        return None
    return frozenset(rule.edition.rules.values_list("number", flat=True))


def _glossary_for(text: str, rule) -> "GlossaryLinker | None":
    """The linker of the rule's edition, for English text only: the terms are English."""
    if rule is None or text not in (rule.text_en, rule.examples_en):
        return None
    return glossary_linker(*_glossary_key(rule.edition))


def _glossary_key(edition) -> tuple:
    """What a glossary's compiled links are kept by: the edition, the version of its glossary
    (its file's SHA-256, so that merging a new file re-reads it, and the count of editors'
    changes to it: keywords.signals), its date and the page's language, whose prefix the
    glossary's URL carries (/fr/cr/glossary/)."""
    version = (edition.content_sha256, edition.glossary_version)
    return edition.pk, version, edition.effective_date.isoformat(), translation.get_language()


@lru_cache(maxsize=32)
def glossary_terms(edition_id: int, version: tuple[str, int]) -> tuple[str, ...]:
    """The English terms of an edition's glossary, read once per version of it."""
    terms = GlossaryEntry.objects.filter(edition_id=edition_id).values_list("term_en", flat=True)
    return tuple(term for term in terms if term)


def rule_text_html(text: str, rule=None) -> SafeString:
    glossary, held = _glossary_for(text, rule), _held_by_extract(rule)
    lines = [
        link_rule_references(line, edition_date=_edition_date(rule), glossary=glossary, held=held)
        for line in text.splitlines()
    ]
    return _paragraphs(lines)


def _paragraphs(lines: list[SafeString]) -> SafeString:
    """Each line of escaped HTML a paragraph, its underscored titles in italics."""
    paragraphs = (format_html("<p>{}</p>", line) for line in lines if line)
    return mark_safe("".join(titles_in_italics(paragraph) for paragraph in paragraphs))  # noqa: S308


# The text file of the 2009 rules underlines titles, which it could not print in italics:
# "the _Magic_ game", "_Odyssey_TM block cards". Shown as typed, a pages review read the
# underscores. Not inside a word ("Wizards of the Coast_(R)" opens none).
UNDERSCORED_TITLE = re.compile(r"(?<![\w/])_(?=[^\s_])([^_<>\n]+?)(?<=\S)_")
_TAG = re.compile(r"<[^>]*>")
# While titles are looked for, each tag stands as this one character: a title may hold whole
# tags (a search snippet marks « _<mark>Fléau</mark>_ »), and none is looked for inside a tag.
_TAG_STANDS_IN = "\x00"
_OPENING_TAG = re.compile(r"<([a-z][a-z0-9]*)\b[^>]*>")
_CLOSING_TAG = re.compile(r"</([a-z][a-z0-9]*)\s*>")
# A title never runs over a line.
_TAGS_NO_TITLE_HOLDS = frozenset({"br", "p"})


def titles_in_italics(html: str) -> str:
    """Escaped HTML with each _title_ of its text (not of its tags) in <em>; a title holding
    tags only when it holds each of them whole, opened and closed."""
    if _TAG_STANDS_IN in html:  # no text holds one; shown as typed if one ever does
        return html
    tags = _TAG.findall(html)
    text = _TAG.sub(_TAG_STANDS_IN, html)

    def in_italics(title: re.Match) -> str:
        first = text.count(_TAG_STANDS_IN, 0, title.start(1))
        held = tags[first : first + title.group(1).count(_TAG_STANDS_IN)]
        return f"<em>{title.group(1)}</em>" if _whole(held) else title.group()

    shown = UNDERSCORED_TITLE.sub(in_italics, text)
    put_back = iter(tags)
    return re.sub(_TAG_STANDS_IN, lambda _: next(put_back), shown)


def _whole(tags: list[str]) -> bool:
    """Whether each of `tags` that opens is closed among them, in order, and none spans lines."""
    still_open: list[str] = []
    for tag in tags:
        opening, closing = _OPENING_TAG.fullmatch(tag), _CLOSING_TAG.fullmatch(tag)
        name = (opening or closing).group(1) if opening or closing else None
        if name is None or name in _TAGS_NO_TITLE_HOLDS:
            return False
        if opening:
            still_open.append(name)
        elif not still_open or still_open.pop() != name:
            return False
    return not still_open


def examples_html(text: str, rule=None) -> SafeString:
    """A rule's examples, each a paragraph that says it is one: the rules print "Example:",
    which the parser takes off; set apart by italics and a border alone, the label was lost to
    screen readers and to text copied from the page."""
    # No glossary links: the rule's text above links its terms (a judge's review: links
    # inside the italic examples made them hard to read).
    held = _held_by_extract(rule)
    # The label is in the page's language, inside a text that may be in the other: marked so,
    # a screen reader says « Exemple » with a French voice inside an English rule.
    label_language = translation.get_language() or "en"
    items = [
        format_html(
            '<p class="example"><span class="example-label" lang="{}">{}</span> {}</p>',
            label_language,
            gettext("Example:"),
            link_rule_references(line, edition_date=_edition_date(rule), held=held),
        )
        for line in text.splitlines()
        if line.strip()
    ]
    return mark_safe("".join(titles_in_italics(item) for item in items))  # noqa: S308


def glossary_definition_html(text: str, entry=None) -> SafeString:
    """A glossary definition: one paragraph per line, its "See rule 702.64" linked, and in
    the English its pointers to other entries ("See Landwalk.", "See also Active Player,
    Nonactive Player Order."), which were plain text."""
    edition_date = entry.edition.effective_date.isoformat() if entry is not None else ""
    pointers = None
    if entry is not None and text == entry.definition_en:
        pointers = glossary_pointers(*_glossary_key(entry.edition))
    lines = [
        link_rule_references(line, edition_date=edition_date, glossary=pointers)
        for line in text.splitlines()
    ]
    return _paragraphs(lines)


# "See Landwalk." "See also Active Player, Nonactive Player Order." A definition's pointers to
# other entries: the terms named between "See" and the period.
_SEE = re.compile(r"\bSee (?:also )?(?P<terms>[^.]+)\.")


# Between the names a pointer lists: "A, B, and C", "A or B".
_LISTED_APART = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


@dataclass(frozen=True)
class GlossaryPointers:
    """Links to the entries a definition's "See …" names, whole names only, one word too."""

    slugs: dict[str, str]  # lowercased name -> slug of its entry
    edition_date: str

    def links(self, text: str) -> list[Link]:
        links = []
        for pointer in _SEE.finditer(text):
            if any(character.isdigit() for character in pointer["terms"]):
                continue  # rules cited with their titles: 'See rule 301, “Artifacts.”'
            offset = pointer.start("terms")
            for start, end in self._names(pointer["terms"]):
                name = pointer["terms"][start:end]
                url = glossary_entry_url(self._slug_of(name), self.edition_date)
                html = format_html('<a class="glossary-term" href="{}">{}</a>', url, name)
                links.append((offset + start, offset + end, html))
        return links

    def _names(self, listed: str) -> list[tuple[int, int]]:
        """(start, end) of the entries' names in a list of them: the pieces between commas
        and "and", joined again where a name holds a comma ("Active Player, Nonactive Player
        Order"), the longest name first."""
        pieces, start = [], 0
        for separator in _LISTED_APART.finditer(listed):
            pieces.append((start, separator.start()))
            start = separator.end()
        pieces.append((start, len(listed)))
        found, first = [], 0
        while first < len(pieces):
            for last in range(len(pieces) - 1, first - 1, -1):
                span = _unquoted(listed, pieces[first][0], pieces[last][1])
                if self._slug_of(listed[span[0] : span[1]]):
                    found.append(span)
                    first = last
                    break
            first += 1
        return found

    def _slug_of(self, name: str) -> str | None:
        """The slug of the entry `name` names, in the singular too ("Continuous Effects")."""
        key = name.lower()
        return self.slugs.get(key) or (self.slugs.get(key[:-1]) if key[-1:] == "s" else None)


_QUOTES = "“”\"‘’'"


def _unquoted(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without the quotes around it: 'See “Enters the Battlefield.”'."""
    while start < end and text[start] in _QUOTES:
        start += 1
    while end > start and text[end - 1] in _QUOTES:
        end -= 1
    return start, end


@lru_cache(maxsize=32)
def glossary_pointers(
    edition_id: int, version: tuple[str, int], edition_date: str, language: str
) -> GlossaryPointers:
    """The edition's entry names, per _glossary_key."""
    terms = glossary_terms(edition_id, version)
    slugs = {term.lower(): glossary_slug(term) for term in terms}
    # Each name an entry lists ("Kicker, Kicked"), where no entry is that name alone.
    for term in terms:
        for name in term.split(", "):
            slugs.setdefault(name.strip(_QUOTES).lower(), glossary_slug(term))
    return GlossaryPointers(slugs, edition_date)


# -- Glossary terms -------------------------------------------------------------------------

# Only terms of two words or more are linked: single words ("Card", "Player") are on every
# line and would bury the text in links.
_MIN_TERM_WORDS = 2
_OBSOLETE = re.compile(r"\s*\(Obsolete\)$")


def glossary_forms(term: str) -> list[str]:
    """The phrases a glossary term stands for, as they can appear in rule text.

    "Active Player, Nonactive Player Order" -> both phrases; "Banding, “Bands with Other”" ->
    "Bands with Other"; "(Obsolete)" and forms with placeholders ("[name]") are dropped.
    """
    forms = []
    for form in _OBSOLETE.sub("", term).split(", "):
        form = form.strip(' \u201c\u201d",')
        if len(form.split()) >= _MIN_TERM_WORDS and not re.search(r"[\[\]\u2014]", form):
            forms.append(form)
    return forms


@dataclass(frozen=True)
class GlossaryLinker:
    pattern: re.Pattern[str] | None
    slugs: dict[str, str]  # lowercased phrase -> slug of its entry
    edition_date: str

    def links(self, text: str) -> list[Link]:
        """A link at the first mention of each entry in `text` (a paragraph): a judge's
        review found 702.19b linking "attacking creature" and five other terms several times
        each, "mana cost" linked 174 times in the rules, the official wording hard to read
        through the underlines."""
        if self.pattern is None:
            return []
        links, linked = [], set()
        for match in self.pattern.finditer(text):
            slug = self._slug(match[0])
            if slug not in linked:
                linked.add(slug)
                links.append((match.start(), match.end(), self._link(match[0], slug)))
        return links

    def _slug(self, phrase: str) -> str:
        key = " ".join(phrase.split()).lower()
        return self.slugs.get(key) or self.slugs[key[:-1]]  # a plural "s"

    def _link(self, phrase: str, slug: str) -> str:
        url = glossary_entry_url(slug, self.edition_date)
        return format_html('<a class="glossary-term" href="{}">{}</a>', url, phrase)


@lru_cache(maxsize=32)
def glossary_linker(
    edition_id: int, version: tuple[str, int], edition_date: str, language: str
) -> GlossaryLinker:
    """One compiled pattern per _glossary_key: a page of 1,500 rules compiles it once."""
    slugs = _slugs(list(glossary_terms(edition_id, version)))
    return GlossaryLinker(_terms_pattern(slugs), slugs, edition_date)


def _slugs(terms: list[str]) -> dict[str, str]:
    slugs: dict[str, str] = {}
    for term in terms:
        for form in glossary_forms(term):
            slugs.setdefault(form.lower(), glossary_slug(term))
    # A phrase that is an entry of its own links there, not to a longer entry listing it.
    for term in terms:
        if term.lower() in slugs:
            slugs[term.lower()] = glossary_slug(term)
    return slugs


def _terms_pattern(slugs: dict[str, str]) -> re.Pattern[str] | None:
    if not slugs:
        return None
    # Grouped by first letter: at each place of a text only the phrases starting with its
    # letter are tried, not all 500 (a page of 1,600 rules spent 0.26 s in this pattern).
    # Longest first in each group, so "Active Player, Nonactive Player Order" wins over
    # "Active Player"; phrases of other first letters never match at the same place.
    by_first_letter: dict[str, list[str]] = {}
    for phrase in sorted(slugs, key=len, reverse=True):
        by_first_letter.setdefault(phrase[:1].lower(), []).append(phrase)
    groups = "|".join(
        _letter_pattern(first)
        + "(?:"
        + "|".join(_after_first_letter(p) + ("" if _has_no_plural(p) else "s?") for p in phrases)
        + ")"
        for first, phrases in sorted(by_first_letter.items())
    )
    return re.compile(rf"(?<![\w-])(?:{groups})(?![\w-])")


def _has_no_plural(phrase: str) -> bool:
    """A term that starts with "any" names a choice, not a thing: "any target" is any creature,
    player, planeswalker or battle, and "if the spell has any targets" is another phrase."""
    return phrase.split(" ", 1)[0].lower() == "any"


def _after_first_letter(phrase: str) -> str:
    """The pattern of a phrase past its first letter: each other word's first letter in
    either case ("Active Player" matches "active player"), any whitespace between words."""
    words = phrase.split(" ")
    rest = [re.escape(words[0][1:])]
    rest += [_letter_pattern(word[:1]) + re.escape(word[1:]) for word in words[1:]]
    return r"\s+".join(rest)


def _letter_pattern(letter: str) -> str:
    return f"[{letter.upper()}{letter.lower()}]" if letter.isalpha() else re.escape(letter)


# -- Diffs ----------------------------------------------------------------------------------


def rule_content(rule) -> str:
    """A rule's English as compared across editions: its text, then its examples."""
    return "\n".join(part for part in (rule.text_en, rule.examples_en) if part)


def diff_html(old: str, new: str) -> SafeString:
    """`new` against `old` word by word: <del> what went, <ins> what came, all escaped. Each
    says so in words too, for screen readers (which read neither colours nor the tags)."""
    removed, added = _spoken(gettext("removed")), _spoken(gettext("added"))
    end = _spoken(gettext("end of the change"))
    pieces = []
    for op, words in word_diff(old, new):
        text = escape(" ".join(words)).replace("\n", "<br>")
        if op == DELETE:
            text = f"<del>{removed}{text}{end}</del>"
        elif op == INSERT:
            text = f"<ins>{added}{text}{end}</ins>"
        pieces.append(text)
    return mark_safe(" ".join(pieces))  # noqa: S308 - escaped just above


def _spoken(label: str) -> str:
    """Where a change starts or ends, for screen readers, in the page's language (marked so:
    the diff's text is English)."""
    language = escape(translation.get_language() or "en")
    return f'<span class="visually-hidden" lang="{language}"> [{escape(label)}] </span>'
