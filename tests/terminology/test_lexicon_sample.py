"""The hand-judged sample of the mined lexicon: well-formed, and its precision is its verdicts'."""

import csv
import re
from pathlib import Path

SAMPLE = Path(__file__).with_name("lexicon_sample.tsv")
COLUMNS = [
    *("french", "english", "aligned", "together", "french_count", "english_count", "score"),
    *("verdict", "note"),
]
VERDICTS = {"correct", "partial", "wrong"}


def _read() -> tuple[str, list[dict[str, str]]]:
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    comments = "\n".join(line for line in lines if line.startswith("#"))
    table = [line for line in lines if not line.startswith("#")]
    return comments, list(csv.DictReader(table, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_the_sample_holds_200_distinct_judged_entries_with_their_counts() -> None:
    _, rows = _read()

    assert len(rows) == 200
    assert all(list(row) == COLUMNS for row in rows)
    assert len({(row["french"], row["english"]) for row in rows}) == 200
    assert all(row["french"] and row["english"] for row in rows)
    assert all(row["verdict"] in VERDICTS for row in rows)
    for row in rows:
        aligned, together = int(row["aligned"]), int(row["together"])
        assert 3 <= aligned <= together <= min(int(row["french_count"]), int(row["english_count"]))
        assert 0 < float(row["score"]) <= 1
    # Every entry not judged correct says why.
    assert all(row["note"] for row in rows if row["verdict"] != "correct")


def test_the_stated_precision_is_the_share_of_correct_verdicts() -> None:
    comments, rows = _read()

    stated = re.search(r"^# precision: (\d+)/(\d+)$", comments, re.MULTILINE)

    assert stated is not None
    correct = sum(row["verdict"] == "correct" for row in rows)
    assert (int(stated[1]), int(stated[2])) == (correct, len(rows))
