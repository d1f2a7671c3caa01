"""Who published a ruling, named as every page names it."""

# The codes the importers store (Scryfall's rulings say "wotc" or "scryfall"; MTGJSON names
# no one, stored as ""): publishers' names, the same in either language. A code an editor
# typed in the admin is shown as typed.
RULING_SOURCE_NAMES = {"wotc": "Wizards of the Coast", "scryfall": "Scryfall"}


def ruling_source_label(source: str) -> str:
    """The publisher a stored source code stands for ("wotc": Wizards of the Coast)."""
    return RULING_SOURCE_NAMES.get(source, source)
