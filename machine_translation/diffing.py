"""A word-level diff of two English texts, for the editors' review screen."""

import difflib
import re
from dataclasses import dataclass

# Words, punctuation marks and spaces, all kept, so that the pieces join back into the text;
# "opponent." -> "opponent who accepts." adds " who accepts", it does not replace a word.
_TOKENS = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass(frozen=True)
class DiffPiece:
    kind: str  # "same", "removed" or "added"
    text: str


def word_diff(before: str, after: str) -> list[DiffPiece]:
    """`before` turned into `after`, word by word: what stayed, what went, what came."""
    old, new = _TOKENS.findall(before or ""), _TOKENS.findall(after or "")
    pieces: list[DiffPiece] = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for operation, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if operation == "equal":
            pieces.append(DiffPiece("same", "".join(old[old_start:old_end])))
            continue
        if old_start < old_end:
            pieces.append(DiffPiece("removed", "".join(old[old_start:old_end])))
        if new_start < new_end:
            pieces.append(DiffPiece("added", "".join(new[new_start:new_end])))
    return pieces
