"""How the JSON API writes a translated field: both texts and the French status, never a guess."""

from .presentation import bilingual_name, bilingual_text


def bilingual_json(obj, field: str) -> dict:
    text = bilingual_text(obj, field)
    return {
        "en": text.english,
        "fr": text.french or None,
        "fr_status": text.status,
        "fr_stale": text.stale,
        "fr_engine": text.engine or None,
    }


def name_json(obj, field: str = "name") -> dict:
    name = bilingual_name(obj, field)
    return {"en": name.english, "fr": name.french or None}
