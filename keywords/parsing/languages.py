"""What differs between the English and the French Comprehensive Rules files: the words.

Wizards' French editions have the English layout (numbered paragraphs, a glossary, credits);
only the headings, the example label and the sentence giving the date are in French, with a
non-breaking space before ":" (which `\\s` matches) and the first of the month written "1er".
"""

import datetime
import re
import unicodedata
from dataclasses import dataclass

from .decoding import RulesFormatError

_ENGLISH_MONTHS = (
    "january february march april may june july august september october november december"
)
_FRENCH_MONTHS = (
    "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre"
)


@dataclass(frozen=True)
class RulesLanguage:
    code: str
    glossary: str  # the heading line of the glossary
    credits: str  # the heading line of the credits, where parsing stops
    example: re.Pattern  # an example line; group 1 is its text
    effective_date: re.Pattern  # groups "day", "month" (a name) and "year"
    months: dict[str, int]  # month names, lowercase and without accents
    date_line: str  # what the line giving the date looks like, for the error message

    def read_date(self, header: str) -> datetime.date:
        """The effective date the header states; RulesFormatError if none or not a real date."""
        match = self.effective_date.search(header)
        month = self.months.get(_folded(match["month"])) if match else None
        if match is None or month is None:
            raise RulesFormatError(
                f"The file is not a Comprehensive Rules text: its header has no {self.date_line}."
            )
        try:
            return datetime.date(int(match["year"]), month, int(match["day"]))
        except ValueError:
            raise RulesFormatError(f'The effective date "{match[0]}" is not a real date.') from None


def _folded(word: str) -> str:
    """ "Février" -> "fevrier": some exports capitalise months or drop accents."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def _month_table(names: str) -> dict[str, int]:
    # A table, not strptime("%B"), which reads month names in the server's locale.
    return {name: number for number, name in enumerate(names.split(), start=1)}


ENGLISH = RulesLanguage(
    code="en",
    glossary="Glossary",
    credits="Credits",
    example=re.compile(r"Example:\s*(.*)"),
    # 2006: "These rules are current as of February 1, 2006."; later: "... effective as of ...".
    effective_date=re.compile(
        r"(?:effective|current) as of (?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), (?P<year>\d{4})"
    ),
    months=_month_table(_ENGLISH_MONTHS),
    date_line='"These rules are effective as of <Month D, YYYY>." line',
)

FRENCH = RulesLanguage(
    code="fr",
    glossary="Glossaire",
    credits="Crédits",
    example=re.compile(r"Exemple\s*:\s*(.*)"),
    # The wording changed over the years ("Ces règles sont datées du …", "Ces règles entrent
    # en vigueur au …"): any sentence opening with "Ces règles" and holding a date. "1er" may
    # come out of a PDF as "1 er" (a superscript).
    effective_date=re.compile(
        r"Ces règles\b[^\n]*?\b(?P<day>\d{1,2})(?:\s?er)?\s+(?P<month>[^\W\d_]+)\s+"
        r"(?P<year>\d{4})",
        re.IGNORECASE,
    ),
    months=_month_table(_FRENCH_MONTHS),
    date_line='"Ces règles …" sentence with its date ("1er février 2006")',
)

LANGUAGES = {language.code: language for language in (ENGLISH, FRENCH)}


def rules_language(code: str) -> RulesLanguage:
    """The language of that code ("en", "fr"); ValueError for any other."""
    try:
        return LANGUAGES[code]
    except KeyError:
        raise ValueError(f"No Comprehensive Rules are read in {code!r}: only en, fr.") from None
