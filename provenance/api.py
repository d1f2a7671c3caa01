"""How the JSON API writes a translated field: both texts and the French status, never a guess."""

from .presentation import bilingual_name, bilingual_text


def bilingual_json(obj, field: str) -> dict:
    text = bilingual_text(obj, field)
    return {
        "en": text.english,
        # "" where the English is "" too: nothing printed, nothing missing.
        "fr": text.french or (None if text.english else ""),
        "fr_status": text.status or None,  # None: no text in either language
        "fr_stale": text.stale,
        "fr_engine": text.engine or None,
        # The day the French was made or reviewed (the pages show it); None for printed French.
        "fr_translated_at": text.translated_at.isoformat() if text.translated_at else None,
        "fr_outdated": text.outdated,
        "fr_printed_in": printing_json(text),
    }


def printing_json(text) -> dict | None:
    """The set and release date printed French was read from (None for other French)."""
    if text.printing is None:
        return None
    released = text.printing.released_on
    return {"set": text.printing.set_code, "date": released.isoformat() if released else None}


def name_json(obj, field: str = "name") -> dict:
    """`fr_source`: "official", "mined" (found on printed cards, not checked) or "editor";
    None when there is no French name."""
    name = bilingual_name(obj, field)
    return {"en": name.english, "fr": name.french or None, "fr_source": name.source or None}
