"""Pure readers for public card data (MTGJSON set files, Scryfall rulings).

Nothing in this package touches Django or the database: the readers turn bytes into
frozen dataclasses, and the import commands decide what to store.
"""
