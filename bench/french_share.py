"""How much of a French page is French: the share of its text in French, per keyword page.

    python bench/french_share.py VAR_DIR [SLUG ...]

VAR_DIR holds a database and an index already filled (bench/_setup.load_full_data, then
rebuild_index); the default pages are Trample, Deathtouch and Replicate ("Duplication").
The text of the page's <main> is counted in characters, each run of text under the language
of its nearest element with a `lang` attribute (the page itself says `lang="fr"`). Spaces do
not count. The share is French characters over French and English characters together.
"""

import sys
from html.parser import HTMLParser
from pathlib import Path

from _setup import django_on

DEFAULT_SLUGS = ("trample", "deathtouch", "replicate")
VOID_ELEMENTS = {"br", "hr", "img", "input", "meta", "link", "source", "wbr", "col", "area"}


class LanguageCounter(HTMLParser):
    """Characters of text inside <main>, by the language declared around them."""

    def __init__(self, page_language: str) -> None:
        super().__init__()
        self.languages = [page_language]
        self.main_depth = 0
        self.characters: dict[str, int] = {}
        self.skipping = 0  # inside <script> or <style>

    def handle_starttag(self, tag, attrs):
        if tag in VOID_ELEMENTS:
            return
        declared = dict(attrs).get("lang")
        self.languages.append((declared or self.languages[-1]).split("-")[0])
        self.main_depth += bool(self.main_depth) or tag == "main"
        self.skipping += tag in ("script", "style")

    def handle_endtag(self, tag):
        if tag in VOID_ELEMENTS or len(self.languages) == 1:
            return
        self.languages.pop()
        self.main_depth = max(self.main_depth - 1, 0)
        self.skipping = max(self.skipping - (tag in ("script", "style")), 0)

    def handle_data(self, data):
        if self.main_depth and not self.skipping:
            counted = len("".join(data.split()))
            language = self.languages[-1]
            self.characters[language] = self.characters.get(language, 0) + counted


def french_share(html: str) -> tuple[float, dict[str, int]]:
    counter = LanguageCounter("fr")
    counter.feed(html)
    french = counter.characters.get("fr", 0)
    total = french + counter.characters.get("en", 0)
    return (french / total if total else 0.0), counter.characters


def main(var_dir: Path, slugs: list[str]) -> None:
    django_on(var_dir)
    from django.test import Client

    client = Client()
    for slug in slugs:
        response = client.get(f"/fr/keywords/{slug}/")
        if response.status_code != 200:
            print(f"/fr/keywords/{slug}/: HTTP {response.status_code}")
            continue
        share, characters = french_share(response.content.decode())
        print(f"/fr/keywords/{slug}/: French {share:.0%} of the text {characters}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), sys.argv[2:] or list(DEFAULT_SLUGS))
