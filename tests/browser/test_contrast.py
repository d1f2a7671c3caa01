"""Every piece of text of the public pages is readable in light and dark mode: the contrast
of its colour with what shows behind it is at least WCAG AA's (4.5:1; 3:1 for large text)."""

import pytest

from keywords import services
from rulings.models import Card
from tests.browser.support import outside_the_browser_loop
from tests.browser.test_phone_layout import phone, public_paths
from tests.browser.test_visitor_and_editor import demo_site  # noqa: F401 - a fixture
from tests.keywords.conftest import small_rules_text

pytestmark = pytest.mark.browser

# A CSS colour's channels, and its relative luminance (WCAG's): both checks below read colours.
COLOURS = """
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
"""

# For each element holding text of its own: its colour, and the first opaque background of it
# or its ancestors (what shows behind it), then their contrast ratio.
LOW_CONTRASTS = """
() => {
  ${COLOURS}
  const behind = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length === 3 || colour[3] > 0) return colour.slice(0, 3);
    }
    return rgb(getComputedStyle(document.documentElement).backgroundColor || "rgb(255,255,255)");
  };
  const low = [];
  for (const element of document.body.querySelectorAll("*")) {
    const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const style = getComputedStyle(element);
    if (!own || style.visibility === "hidden" || style.display === "none") continue;
    if (!element.getClientRects().length) continue;
    const fore = luminance(rgb(style.color)), back = luminance(behind(element));
    const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
    const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed) {
      low.push(`${element.tagName.toLowerCase()}.${element.className} "${
        element.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)}`);
    }
  }
  return low;
}
""".replace("${COLOURS}", COLOURS)


def outdated_french_card() -> str:
    """A card whose official French was printed beside an older English wording."""
    card = Card.objects.create(
        slug="old-bear",
        name_en="Old Bear",
        name_fr="Vieil ours",
        oracle_text_en="Trample",
        oracle_text_fr="Piétinement",
        fr_status="official",
        fr_set_code="M10",
        fr_released_on="2009-07-17",
        fr_outdated=True,
    )
    return card.get_absolute_url()


def a_reworded_rule() -> list[str]:
    """Two tiny editions whose one rule changed words: the pages that show the change."""
    for effective, rule in (
        ("June 19, 2026", "These Magic rules apply to any Magic game."),
        ("August 7, 2026", "These Magic rules apply to every Magic game with two players."),
    ):
        text = small_rules_text(rule=rule, effective=effective)
        services.edition_import(source="small.txt", data=text.encode(), activate=False)
    return ["/en/cr/changes/2026-08-07/", "/fr/cr/100.1/history?edition=2026-08-07"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_of_the_public_pages_is_readable(demo_site, browse, scheme):  # noqa: F811
    paths = [
        *outside_the_browser_loop(public_paths),
        outside_the_browser_loop(outdated_french_card),
        *outside_the_browser_loop(a_reworded_rule),
    ]
    visit = phone(browse, scheme)
    low = {}
    for path in paths:
        visit.goto(path)
        visit.page.wait_for_load_state("load")
        found = visit.page.evaluate(LOW_CONTRASTS)
        if found:
            low[path] = found
            visit.step(path.strip("/").replace("/", "-") or "home")
    assert low == {}, "\n".join(f"{path}: {', '.join(texts)}" for path, texts in low.items())


# Each visible field's border against what shows behind the field: a field must be seen (WCAG
# 1.4.11, 3:1).
FAINT_FIELDS = """
() => {
  ${COLOURS}
  const behind = (element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length === 3 || colour[3] > 0) return colour.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const faint = [];
  for (const field of document.querySelectorAll("input, select, textarea")) {
    const style = getComputedStyle(field);
    if (style.display === "none" || !field.getClientRects().length) continue;
    if (field.type === "hidden" || field.type === "submit") continue;
    const border = luminance(rgb(style.borderTopColor)), back = luminance(behind(field));
    const ratio = (Math.max(border, back) + 0.05) / (Math.min(border, back) + 0.05);
    if (ratio < 3) faint.push(`${field.tagName.toLowerCase()}#${field.id} ${ratio.toFixed(2)}`);
  }
  return faint;
}
""".replace("${COLOURS}", COLOURS)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_field_of_the_public_pages_shows_its_border(demo_site, browse, scheme):  # noqa: F811
    """An accessibility review: the card list's and the search filters' fields, and the
    edition picker, had borders of 1.3:1 against the page: a label, then nothing to see."""
    visit = phone(browse, scheme)
    faint = {}
    for path in ("/fr/cards/?type=Creature", "/fr/search/?q=copy&type=ruling", "/fr/cr/502.52"):
        visit.goto(path)
        if found := visit.page.evaluate(FAINT_FIELDS):
            faint[path] = found
    assert faint == {}
    visit.assert_clean()
