"""Each hit as a visitor sees it: its title in the page's language and a snippet with the
query's words marked, every piece of stored text escaped."""

from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from html import escape

from whoosh import highlight
from whoosh.analysis import Analyzer, CompositeAnalyzer, RegexTokenizer, Token
from whoosh.query import Or, Query
from whoosh.searching import Hit, Results

from keywords.rule_pages import ends_as_a_sentence
from rulings.mana import SYMBOL

from .results import SearchHit

# Between an ellipsis and the text it stands for: never alone at a line's end or start.
NBSP = "\u00a0"


class EscapingFormatter(highlight.HtmlFormatter):
    """Highlights with <mark class="match">; every piece of stored text is escaped, quotes
    included."""

    def __init__(self) -> None:
        super().__init__(tagname="mark", between=" … ", classname="match")

    def _text(self, text: str) -> str:
        return escape(text, quote=True)

    def format(self, fragments, replace: bool = False) -> str:
        """The fragments, with « … » where the text goes on before the first or after the
        last: a pages review read snippets that began mid-sentence as if they began there."""
        html = super().format(fragments, replace=replace)
        if not fragments:
            return html
        text = fragments[0].text
        if text[: fragments[0].startchar].strip():
            html = f"…{NBSP}{html}"
        if text[fragments[-1].endchar :].strip():
            html = f"{html}{NBSP}…"
        return html

    def format_token(self, text: str, token: Token, replace: bool = False) -> str:
        """One class for every word marked. Whoosh adds a number per word ("match term3"), in
        the order the page's formatter first meets it; snippets are kept per process and
        shared between pages (_snippet), so the number depended on what the worker had served
        before: the same search answered different bytes, and another ETag, from each worker."""
        return f'<mark class="match">{self._text(highlight.get_text(text, token, replace))}</mark>'


def highlighted(tree: Query) -> Query:
    """The words of the tree in the texts that snippets show. Whoosh looks the words of the
    query up again for each hit; a tree of a few hundred names and rule numbers would cost
    milliseconds a hit for words no snippet shows."""
    return Or([leaf for leaf in tree.leaves() if leaf.field() in ("body_en", "body_fr")])


class PageResults(Results):
    """Whoosh's results for one page, the query's words looked up once for the page: Whoosh
    looks them up again (each in every segment) for every hit it highlights."""

    def query_terms(self, expand=False, fieldname=None):
        known = self.__dict__.setdefault("_query_terms", {})
        if (expand, fieldname) not in known:
            known[expand, fieldname] = super().query_terms(expand=expand, fieldname=fieldname)
        return known[expand, fieldname]

    def highlighted_words(self, fieldname: str) -> frozenset:
        """The words Whoosh's highlighter marks in the field (highlight_hit's own reading)."""
        from_bytes = self.searcher.schema[fieldname].from_bytes
        return frozenset(
            from_bytes(word) for _, word in self.query_terms(expand=True, fieldname=fieldname)
        )


def highlighter() -> highlight.Highlighter:
    return highlight.Highlighter(
        fragmenter=highlight.ContextFragmenter(maxchars=240, surround=60),
        formatter=EscapingFormatter(),
    )


def with_stored(hit: Hit, stored: dict[int, dict]) -> Hit:
    """The hit, given the stored fields already read for it (grouping reads the rulings'),
    which Whoosh would otherwise read and decompress again (Hit keeps them in `_fields`)."""
    if hit.docnum in stored and hit._fields is None:
        hit._fields = stored[hit.docnum]
    return hit


def search_hit(hit: Hit, lang: str, same_ruling_on: Sequence = ()) -> SearchHit:
    """The hit as a result; `same_ruling_on`: the cards (grouping.RulingCard) whose ruling
    says word for word what this one does, moved behind it."""
    stored = hit.fields()
    shown = _shown_texts(stored)
    use_french = lang == "fr" and bool(shown["fr"])
    body_field = "body_fr" if use_french else "body_en"
    snippet = _snippet(hit, body_field, shown["fr" if use_french else "en"])
    title_en = _heading(stored, stored.get("title_en") or stored.get("card_en"))
    title_fr = stored.get("title_fr") or stored.get("card_fr")
    french_title = lang == "fr" and bool(title_fr) and _heading(stored, title_fr) == title_fr
    return SearchHit(
        type=stored["type"],
        ref=stored["ref"],
        slug=stored.get("slug", ""),
        title=title_fr if french_title else title_en,
        title_en=title_en,
        snippet=snippet,
        text_lang="fr" if use_french else "en",
        fr_status=stored.get("fr_status", "missing"),
        source=stored.get("source"),
        year=stored.get("year"),
        score=hit.score or 0.0,
        fr_outdated=stored.get("fr_outdated") or "",
        fr_stale=bool(stored.get("fr_stale")),
        same_ruling_on=tuple(same_ruling_on),
        title_lang="fr" if french_title else "en",
        # None from an index built before the field: its source is not known there.
        title_fr_source=stored.get("title_fr_source") if french_title else "",
    )


def _shown_texts(stored: dict) -> dict[str, str]:
    """The texts a result shows: its body, else what stands for it (a keyword's reminder
    text: documents.keyword_document), its words marked as the body's are."""
    if stored.get("body_en") or stored.get("body_fr"):
        return {"en": stored.get("body_en", ""), "fr": stored.get("body_fr", "")}
    return {"en": stored.get("shown_en", ""), "fr": stored.get("shown_fr", "")}


def _heading(stored: dict, title: str | None) -> str:
    """A result's heading: its title, or its ref where it has none, or where a rule's short
    text was indexed as its title but is a sentence (its snippet already says it), as the rule
    pages head such a rule by its number (keywords.rule_pages.is_title)."""
    if not title or (stored["type"] == "rule" and ends_as_a_sentence(title)):
        return stored["ref"]
    return title


# A snippet depends only on the text and the words marked in it: kept per process, it is
# found again by the next visitor asking the same thing, after any number of edits elsewhere
# (highlighting re-reads and re-analyses each hit's text: a fifth of a search page's work).
SNIPPETS_KEPT = 5_000
_snippets: dict[tuple, str] = {}


def _snippet(hit: Hit, fieldname: str, text: str) -> str:
    words = hit.results.highlighted_words(fieldname)
    key = (fieldname, text, words)
    found = _snippets.get(key)
    if found is None:
        analyzer = hit.searcher.schema[fieldname].analyzer
        if _tokenized_by_pattern(analyzer):
            found = _highlights(text, fieldname, analyzer, words, hit.results.highlighter)
        else:
            found = hit.highlights(fieldname, top=2)
        found = found or _escaped_start(text)
        if len(_snippets) >= SNIPPETS_KEPT:
            _snippets.clear()
        _snippets[key] = found
    return found


def _escaped_start(text: str, length: int = 240) -> str:
    short = text[:length] + ("…" if len(text) > length else "")
    return escape(short, quote=True)


def _highlights(
    text: str, fieldname: str, analyzer: Analyzer, words: frozenset, by: highlight.Highlighter
) -> str:
    """What Whoosh's Highlighter.highlight_hit(top=2) gives for a field without stored
    character offsets: its context fragmenter's fragments, scored and formatted by its own
    scorer and formatter. Whoosh runs each word of the text through the analyzer's chain of
    filters, a generator each, then through two more generators, one Token object a word, for
    every hit; here each word's form is remembered (_word_forms), a text is its tokenizer's
    matches looked up, and its fragments are cut from plain tuples (_context_fragments), with
    Token objects for the matched words only. The snippets of the judged queries and real
    questions, 2,800 hits: 0.66 s with Whoosh's analysis, 0.35 s with the forms remembered;
    4,000 rulings' snippets, forms known: 250 ms through Whoosh's generators, 200 ms so."""
    if not words:
        return ""
    spans = _marked_spans(text, analyzer, _word_forms(fieldname, analyzer), words)
    fragments = on_whole_words(_context_fragments(text, spans, by.fragmenter))
    return by.formatter.format(highlight.top_fragments(fragments, 2, by.scorer, by.order))


# A fragment is widened by at most this many characters at each end to whole words.
MAX_WIDENING = 16


def on_whole_words(fragments: list[highlight.Fragment]) -> list[highlight.Fragment]:
    """Each fragment widened to start and end on whole words as the text spaces them: the
    tokenizer cuts "Ajani's" and "{G}{G}" into pieces, and snippets began "s ability…" or
    ended "… Ajoutez {G". Never into a neighbouring fragment (`fragments` are in the text's
    order): two fragments cut inside one run of "{G}{G}{G}…" would show it twice; two that
    then touch are one."""
    bounds = [(fragment.startchar, fragment.endchar) for fragment in fragments]
    widened: list[highlight.Fragment] = []
    for number, fragment in enumerate(fragments):
        text = fragment.text
        start, end = bounds[number]
        before = bounds[number - 1][1] if number else 0
        after = bounds[number + 1][0] if number + 1 < len(bounds) else len(text)
        limit = max(before, start - MAX_WIDENING)
        while start > limit and not text[start - 1].isspace():
            start -= 1
        limit = min(after, end + MAX_WIDENING)
        while end < limit and not text[end].isspace():
            end += 1
        if widened and widened[-1].endchar >= start:
            previous = widened.pop()
            matches = previous.matches + fragment.matches
            widened.append(highlight.Fragment(text, matches, previous.startchar, end))
        else:
            fragment.startchar, fragment.endchar = start, end
            widened.append(fragment)
    return widened


def _tokenized_by_pattern(analyzer: Analyzer) -> bool:
    """A tokenizer's pattern, then filters (the texts' analyzers: search.analyzers)."""
    return (
        isinstance(analyzer, CompositeAnalyzer)
        and isinstance(analyzer.items[0], RegexTokenizer)
        and not analyzer.items[0].gaps
    )


def _marked_spans(
    text: str, analyzer: Analyzer, forms: dict[str, str], words: frozenset
) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, form, matched) of each token Whoosh's highlighter reads (the analyzer's
    tokenizer, its filters with stop words kept), matched tokens that touch merged into one
    as Highlighter._merge_matched_tokens merges them (the merged form as it builds it). A word
    matched inside a symbol ("{1}", "{B}") marks the whole symbol, which is drawn whole
    (rulings.rendering.symbols_drawn): "1 b" showed "{1}{B}" as braces round marked letters."""
    filters = analyzer.items[1:]
    symbol_around = _symbol_around(text)
    pending = None  # [start, end, form] of matched tokens being merged
    for match in analyzer.items[0].expression.finditer(text):
        word = match.group()
        start, end = match.span()
        form = forms.get(word)
        if form is None:
            form = forms[word] = _form(word, filters)
        if form in words and (symbol := symbol_around(start)):
            start, end = symbol
        if form not in words:
            if pending is not None:
                yield (*pending, True)
                pending = None
            yield start, end, form, False
        elif pending is None:
            pending = [start, end, form]
        elif start <= pending[1]:
            if end > pending[1]:
                pending[2] += form[pending[1] - end :]
                pending[1] = end
        else:
            yield (*pending, True)
            pending = None
            yield start, end, form, True
    if pending is not None:
        yield (*pending, True)


def _symbol_around(text: str) -> Callable[[int], tuple[int, int] | None]:
    """The (start, end) of the symbol of `text` a place lies inside ("{2/W}"), or None."""
    spans = [match.span() for match in SYMBOL.finditer(text)] if "{" in text else []
    starts = [start for start, _ in spans]

    def around(place: int) -> tuple[int, int] | None:
        found = bisect_right(starts, place) - 1
        return spans[found] if found >= 0 and place < spans[found][1] else None

    return around


def _context_fragments(
    text: str, spans: Iterator[tuple[int, int, str, bool]], fragmenter: highlight.ContextFragmenter
) -> list[highlight.Fragment]:
    """ContextFragmenter.fragment_tokens, statement for statement, over (start, end, form,
    matched) tuples: a fragment grows from a matched word with `surround` characters of
    context on each side, up to `maxchars`."""
    maxchars, surround, charlimit = fragmenter.maxchars, fragmenter.surround, fragmenter.charlimit
    fragments = []
    first = None  # where the fragment being cut starts
    firsts: deque[int] = deque()  # starts of the words just before, within `surround`
    countdown = -1  # characters left before the fragment ends; below 0: in no fragment
    matched_tokens: list[Token] = []
    endchar = None
    length = 0
    for startchar, endchar, form, matched in spans:
        token_length = endchar - startchar
        if charlimit and endchar > charlimit:
            break
        if countdown < 0 and not matched:
            firsts.append(startchar)
            while firsts and endchar - firsts[0] > surround:
                firsts.popleft()
        elif length + token_length > maxchars:
            countdown = 0
        elif matched:
            countdown = surround
            if first is None:
                if firsts:
                    first = firsts[0]
                else:
                    first = startchar
                    countdown += surround
            matched_tokens.append(_matched_token(startchar, endchar, form))
        if countdown >= 0:
            length += token_length
            countdown -= token_length
            if countdown <= 0:
                fragments.append(highlight.mkfrag(text, matched_tokens, first, endchar))
                matched_tokens, firsts, first, length = [], deque(), None, 0
    if matched_tokens:
        fragments.append(highlight.mkfrag(text, matched_tokens, first, endchar))
    return fragments


def _matched_token(startchar: int, endchar: int, form: str) -> Token:
    return Token(
        text=form, boost=1.0, startchar=startchar, endchar=endchar, matched=True, chars=True
    )


def _form(word: str, filters: Sequence) -> str:
    """A word as the filters leave it (lowercased, folded, stemmed; a stop word is marked
    and left unstemmed): each filter reads one token at a time, so a word's form does not
    depend on the words around it."""
    tokens = iter([Token(text=word, boost=1.0, stopped=False, removestops=False, mode="index")])
    for analysis_filter in filters:
        tokens = analysis_filter(tokens)
    return next(tokens).text


# Each field's word forms, kept per process while its analyzer stays the same (each index
# generation unpickles its own, equal to the last one). Plain strings, which Python's garbage
# collector does not track; emptied when full.
WORD_FORMS_KEPT = 200_000
_forms_by_field: dict[str, tuple[Analyzer, dict[str, str]]] = {}


def _word_forms(fieldname: str, analyzer: Analyzer) -> dict[str, str]:
    kept = _forms_by_field.get(fieldname)
    if kept is None or (kept[0] is not analyzer and kept[0] != analyzer):
        kept = (analyzer, {})
    elif len(kept[1]) >= WORD_FORMS_KEPT:
        kept[1].clear()
    _forms_by_field[fieldname] = (analyzer, kept[1])
    return kept[1]
