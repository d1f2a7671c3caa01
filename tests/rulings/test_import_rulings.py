"""import_rulings: Scryfall's rulings file, from a path or a URL, with who wrote each ruling."""

from __future__ import annotations

import codecs
import io
import json
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.models import Card, Ruling
from tests.rulings.helpers import database_snapshot
from tests.servers import LocalServer, serve_folder

pytestmark = pytest.mark.django_db

DATA = Path(__file__).parent / "data"
SAMPLE = DATA / "scryfall_rulings_sample.json"
# Placeholders (tests/rulings/data/README.md): not the real Scryfall oracle ids.
GANDALF = "00000000-0000-4000-8000-000000000001"
TEMPT = "00000000-0000-4000-8000-000000000003"


def import_rulings(source: str | Path, *options: str) -> str:
    out = io.StringIO()
    call_command("import_rulings", str(source), "--no-index", *options, stdout=out, verbosity=1)
    return out.getvalue()


def _card(name: str, oracle_id: str) -> Card:
    slug = name.lower().replace(",", "").replace(" ", "-")
    return Card.objects.create(name=name, name_en=name, slug=slug, oracle_id=uuid.UUID(oracle_id))


@pytest.fixture
def sample_cards() -> tuple[Card, Card]:
    return _card("Gandalf, Westward Voyager", GANDALF), _card("Tempt with Mayhem", TEMPT)


def test_scryfall_rulings_are_imported_with_their_source(sample_cards) -> None:
    gandalf, tempt = sample_cards

    output = import_rulings(SAMPLE)

    assert (gandalf.rulings.count(), tempt.rulings.count()) == (14, 9)
    assert set(Ruling.objects.values_list("source", flat=True)) == {"wotc"}
    first = tempt.rulings.order_by("pk").first()
    assert first.published_at.isoformat() == "2024-06-07"
    assert "created 23" in output


def test_importing_the_file_again_adds_and_changes_nothing(sample_cards) -> None:
    import_rulings(SAMPLE)
    before = database_snapshot()

    output = import_rulings(SAMPLE)

    assert database_snapshot() == before
    assert "created 0" in output and "already there 23" in output


def test_a_ruling_imported_without_a_source_gets_the_source_of_the_same_ruling(
    sample_cards,
) -> None:
    gandalf, _ = sample_cards
    entry = json.loads(SAMPLE.read_text(encoding="utf-8"))[0]
    # As import_cards stores it from MTGJSON, which never says who wrote a ruling.
    ruling = Ruling.objects.create(
        card=gandalf, published_at=entry["published_at"], source="", text=entry["comment"]
    )

    output = import_rulings(SAMPLE)

    ruling.refresh_from_db()
    assert ruling.source == "wotc"
    assert gandalf.rulings.count() == 14
    assert "source filled in on 1" in output


def test_the_demo_rulings_are_recognised_and_not_duplicated(demo_data) -> None:
    Card.objects.filter(slug="gandalf-westward-voyager").update(oracle_id=uuid.UUID(GANDALF))
    Card.objects.filter(slug="tempt-with-mayhem").update(oracle_id=uuid.UUID(TEMPT))
    before = database_snapshot()

    output = import_rulings(SAMPLE)

    assert database_snapshot() == before  # the demo's machine French stays with its ruling
    assert "already there 23" in output


def test_rulings_for_unknown_oracle_ids_are_counted_and_not_created() -> None:
    _card("Tempt with Mayhem", TEMPT)

    output = import_rulings(SAMPLE)

    assert Ruling.objects.count() == 9
    assert "14 rulings are for 1 oracle ids that match no card" in output
    assert GANDALF in output


def test_a_ruling_repeated_in_the_file_is_stored_once(tmp_path: Path, sample_cards) -> None:
    entries = json.loads(SAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "rulings.json"
    path.write_text(json.dumps(entries + entries[:2]), encoding="utf-8")

    output = import_rulings(path)

    assert Ruling.objects.count() == 23
    assert "repeated in the file 2" in output


def test_the_index_is_rebuilt_unless_asked_not_to(client, sample_cards) -> None:
    out = io.StringIO()
    call_command("import_rulings", str(SAMPLE), stdout=out)

    assert "Indexed 25 documents" in out.getvalue()  # 2 cards and 23 rulings


# --- Over HTTP ----------------------------------------------------------------------------


@pytest.fixture
def https_server(trusted_tls) -> Iterator[LocalServer]:
    """A real HTTPS server on 127.0.0.1 serving tests/rulings/data/, trusted by the test."""
    with serve_folder(DATA, tls=trusted_tls) as server:
        yield server


@pytest.fixture
def http_server() -> Iterator[LocalServer]:
    """A real plain HTTP server on 127.0.0.1 serving tests/rulings/data/."""
    with serve_folder(DATA) as server:
        yield server


def test_the_file_can_be_downloaded_from_an_https_url(https_server, sample_cards) -> None:
    import_rulings(f"{https_server.url}/{SAMPLE.name}")

    assert Ruling.objects.filter(source="wotc").count() == 23


def test_a_url_served_over_plain_http_is_refused_and_nothing_is_written(
    http_server, sample_cards
) -> None:
    before = database_snapshot()

    with pytest.raises(CommandError, match=r"Refusing http://.*https is required") as raised:
        import_rulings(f"{http_server.url}/{SAMPLE.name}")

    assert "Nothing was imported" in str(raised.value)
    assert database_snapshot() == before
    assert http_server.requests == []


def test_an_https_url_redirecting_to_plain_http_is_refused(
    https_server, http_server, sample_cards
) -> None:
    before = database_snapshot()

    with pytest.raises(CommandError, match=r"redirects to http://.*https is required"):
        import_rulings(f"{https_server.url}/redirect?to={http_server.url}/{SAMPLE.name}")

    assert database_snapshot() == before
    assert http_server.requests == []


def test_a_missing_file_on_the_server_is_a_clear_error(https_server) -> None:
    with pytest.raises(CommandError, match=r"Downloading .* failed: HTTP 404"):
        import_rulings(f"{https_server.url}/nowhere.json")


def test_a_server_that_never_answers_times_out_with_a_clear_error() -> None:
    # Listening but never answering: the connection opens, the response never comes.
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        url = f"https://127.0.0.1:{silent.getsockname()[1]}/rulings.json"
        with pytest.raises(CommandError, match=r"Downloading .* failed: .*timed out"):
            import_rulings(url, "--timeout", "0.5")


# --- Bad input ----------------------------------------------------------------------------


def _bad_file(tmp_path: Path, bad: str) -> Path:
    data = SAMPLE.read_bytes()
    text = data.decode("utf-8")
    entries = json.loads(text)
    contents = {
        "truncated": data[: len(data) // 2],
        "utf16": codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
        # Re-saved by an editor set to Latin-1: "é" becomes the single byte 0xe9.
        "latin1": json.dumps([{**entries[0], "comment": "Copiée."}], ensure_ascii=False).encode(
            "latin-1"
        ),
        "a_set_file": b'{"meta": {}, "data": {"cards": []}}',
        "no_oracle_id": json.dumps([{k: v for k, v in entries[0].items() if k != "oracle_id"}]),
    }
    path = tmp_path / f"{bad}.json"
    content = contents[bad]
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("truncated", r"truncated\.json: the JSON is truncated"),
        ("utf16", r"utf16\.json: the file is UTF-16 encoded"),
        ("latin1", r"latin1\.json: the file is not UTF-8"),
        ("a_set_file", r"a_set_file\.json: not a Scryfall rulings file"),
        ("no_oracle_id", r'no_oracle_id\.json: entry #0 has no "oracle_id"'),
    ],
)
def test_a_bad_file_is_a_clear_error_and_writes_nothing(
    tmp_path: Path, sample_cards, bad: str, message: str
) -> None:
    path = _bad_file(tmp_path, bad)
    before = database_snapshot()

    with pytest.raises(CommandError, match=message):
        import_rulings(path)

    assert database_snapshot() == before


def test_a_path_that_does_not_exist_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match=r"Cannot read .*nowhere\.json: No such file"):
        import_rulings(tmp_path / "nowhere.json")
