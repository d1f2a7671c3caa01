"""French game words mapped to their English terms, from the terminology mined from cards."""


def french_to_english() -> dict[str, list[str]]:
    """{folded French term: [English terms]}; empty until card terminology is imported."""
    return {}
