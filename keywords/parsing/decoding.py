"""Bytes of a Comprehensive Rules file -> text with "\\n" line endings.

Wizards has published the rules as cp1252/ASCII (2006), UTF-8 with a BOM (most editions),
and UTF-16 (2016-08, 2016-09, 2022-11), with CRLF, CR-only or mixed line endings.
"""

import codecs
import re

# C0 controls other than tab, line breaks and form feed never occur in a rules text: they
# mean the bytes were binary data, or text decoded with the wrong codec.
_CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_NOT_RULES = "The file is not a Comprehensive Rules text file"

# A copy saved in an encoding that cannot hold the rules' curly quotes and dashes (Latin-1,
# ASCII) has "?" in their place ("Doctor?s", "can?t"); a decoder that met bytes it could not
# read leaves U+FFFD; UTF-8 read as cp1252 and saved again turns "’" into "â€™". No official
# edition (2006-2026) has any of them: its only "?" between letters are in the URLs of the
# old editions ("default.asp?x=magic/rules"), and its questions end with "?" and a space.
_WORD_WITH_QUESTION_MARK = re.compile(r"(?<!\S)\S*\?\S*")
_QUESTION_MARK_BETWEEN_LETTERS = re.compile(r"[^\W\d_]\?[^\W\d_]")
_REPLACEMENT_CHARACTER = "\ufffd"
_MOJIBAKE = "â€"
# The same for accented letters and French spacing: UTF-8 "é" read as cp1252 is "Ã©", a
# non-breaking space "Â\xa0", "«" "Â«". Neither "Ã" nor "Â" followed by what a UTF-8
# continuation byte reads as in cp1252 occurs in any English edition or in French words.
_CP1252_CONTINUATIONS = bytes(range(0x80, 0xC0)).decode("cp1252", errors="ignore")
_ACCENT_MOJIBAKE = re.compile(f"[ÂÃ][{re.escape(_CP1252_CONTINUATIONS)}]")
_LOST = "The file has lost characters"
_RESAVED = (
    "It was saved or converted with the wrong encoding on the way: download the original "
    "file again."
)


class RulesFormatError(ValueError):
    """The input is not a complete Comprehensive Rules text; the message is shown to users."""


def decode_rules_bytes(data: bytes) -> str:
    """Decode a rules file, whatever its encoding; line endings become "\\n", no BOM."""
    if not data.strip():
        raise RulesFormatError(f"{_NOT_RULES}: it is empty.")
    text = _decode(data)
    if _CONTROL_CHARACTERS.search(text):
        raise RulesFormatError(f"{_NOT_RULES}: it contains binary data (control characters).")
    return normalise_newlines(text)


def check_characters_intact(text: str) -> None:
    """RulesFormatError if characters of the text were lost to a wrong encoding on the way."""
    for problem in (_replacement_characters, _question_marks, _mojibake, _accent_mojibake):
        if found := problem(text):
            raise RulesFormatError(f"{_LOST}: {found}. {_RESAVED}")


def _replacement_characters(text: str) -> str:
    count = text.count(_REPLACEMENT_CHARACTER)
    if not count:
        return ""
    line = _line_of(text, text.index(_REPLACEMENT_CHARACTER))
    return f"{count} characters were replaced by U+FFFD (\ufffd), the first on line {line}"


def _question_marks(text: str) -> str:
    words = [
        match
        for match in _WORD_WITH_QUESTION_MARK.finditer(text)
        if _QUESTION_MARK_BETWEEN_LETTERS.search(match[0]) and "/" not in match[0]  # no URL
    ]
    if not words:
        return ""
    examples = ", ".join(f'"{word}"' for word in list(dict.fromkeys(w[0] for w in words))[:3])
    return (
        f'"?" stands in for a letter or a punctuation mark in {len(words)} words, the first '
        f"on line {_line_of(text, words[0].start())}: {examples}"
    )


def _mojibake(text: str) -> str:
    count = text.count(_MOJIBAKE)
    if not count:
        return ""
    line = _line_of(text, text.index(_MOJIBAKE))
    return (
        f'{count} quotes or dashes became "{_MOJIBAKE}…" (UTF-8 read as cp1252), the first '
        f"on line {line}"
    )


def _accent_mojibake(text: str) -> str:
    found = list(_ACCENT_MOJIBAKE.finditer(text))
    if not found:
        return ""
    examples = ", ".join(f'"{pair}"' for pair in list(dict.fromkeys(m[0] for m in found))[:3])
    return (
        f"{len(found)} accented letters or spaces became two characters (UTF-8 read as "
        f"cp1252), the first on line {_line_of(text, found[0].start())}: {examples}"
    )


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def normalise_newlines(text: str) -> str:
    """CRLF, CR and LF -> "\\n"; drop a leading BOM. CRLF first, so it is one break, not two."""
    return text.replace("\r\n", "\n").replace("\r", "\n").removeprefix("\ufeff")


def _decode(data: bytes) -> str:
    if data.startswith(codecs.BOM_UTF8):
        return _decode_strictly(data, "utf-8-sig")
    if data.startswith(_UTF16_BOMS):
        return _decode_strictly(data, "utf-16")
    if b"\x00" in data:
        return _decode_strictly(data, _bomless_utf16_codec(data))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        # Old editions predate UTF-8 at Wizards; cp1252 is what their Word export wrote.
        return _decode_strictly(data, "cp1252")


def _bomless_utf16_codec(data: bytes) -> str:
    """UTF-16 without a BOM: mostly-ASCII text has a NUL in every other byte."""
    half = len(data) // 2
    even_nuls, odd_nuls = data[0::2].count(0), data[1::2].count(0)
    if len(data) % 2 == 0 and odd_nuls > half * 0.5 and even_nuls < half * 0.01:
        return "utf-16-le"
    if len(data) % 2 == 0 and even_nuls > half * 0.5 and odd_nuls < half * 0.01:
        return "utf-16-be"
    raise RulesFormatError(f"{_NOT_RULES}: it contains binary data (NUL bytes).")


def _decode_strictly(data: bytes, codec: str) -> str:
    try:
        return data.decode(codec)
    except UnicodeDecodeError as error:
        message = f"{_NOT_RULES}: its bytes are not valid text ({codec}, byte {error.start})."
        raise RulesFormatError(message) from None
