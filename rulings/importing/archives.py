"""Which bytes to parse: MTGJSON set files found at a path, one file, a folder or an archive.

Pure: a path in, (label, bytes) out. Archives are streamed member by member so the 579-set
archive (238 MB unpacked) never sits in memory at once.
"""

import gzip
import lzma
import tarfile
import zlib
from collections.abc import Iterator
from pathlib import Path

from rulings.importing.errors import CardDataError

_TAR_MODES = {".tar.xz": "r|xz", ".txz": "r|xz", ".tar.gz": "r|gz", ".tgz": "r|gz"}
_SINGLE_FILE_SUFFIXES = (".json.gz", ".json.xz", ".json")
_SUPPORTED = ".json, .json.gz, .json.xz, a folder of them, .tar.xz or .tar.gz"


def iter_set_payloads(path: Path) -> Iterator[tuple[str, bytes]]:
    """Yield ``(label, raw bytes)`` for each set file found at ``path``.

    ``path`` is a ``.json``, ``.json.gz`` or ``.json.xz`` file, a folder of them (read in
    name order, not recursively), or a ``.tar.xz`` / ``.tar.gz`` archive of ``.json``
    members. Archives are streamed: one member is read at a time and nothing is extracted
    to disk. The label names the file, as ``archive.tar.xz:member.json`` for members, so
    that error messages say where the bad data is.
    """
    path = Path(path)
    if not path.exists():
        raise CardDataError(f"{path}: no such file or folder")
    if path.is_dir():
        yield from _iter_folder(path)
        return
    tar_mode = _tar_mode(path.name)
    if tar_mode is not None:
        yield from _iter_tar(path, tar_mode)
        return
    if _is_single_set_file(path.name):
        yield path.name, _read_single_file(path)
        return
    raise CardDataError(f"{path}: unknown file type; expected {_SUPPORTED}")


def _tar_mode(file_name: str) -> str | None:
    lowered = file_name.lower()
    for suffix, mode in _TAR_MODES.items():
        if lowered.endswith(suffix):
            return mode
    return None


def _is_single_set_file(file_name: str) -> bool:
    return file_name.lower().endswith(_SINGLE_FILE_SUFFIXES)


def _iter_folder(folder: Path) -> Iterator[tuple[str, bytes]]:
    # Other files (a README, a MANIFEST) may sit beside the set files: they are ignored.
    files = sorted(p for p in folder.iterdir() if p.is_file() and _is_single_set_file(p.name))
    if not files:
        raise CardDataError(f"{folder}: the folder holds no .json, .json.gz or .json.xz file")
    for file in files:
        yield file.name, _read_single_file(file)


def _read_single_file(path: Path) -> bytes:
    raw = path.read_bytes()
    lowered = path.name.lower()
    try:
        if lowered.endswith(".gz"):
            return gzip.decompress(raw)
        if lowered.endswith(".xz"):
            return lzma.decompress(raw)
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:
        raise CardDataError(f"{path.name}: cannot decompress the file ({exc})") from exc
    return raw


def _iter_tar(path: Path, mode: str) -> Iterator[tuple[str, bytes]]:
    # "r|xz" is tarfile's stream mode: members come in archive order and each one is
    # read once, so memory holds one set file, never the whole archive.
    try:
        with tarfile.open(path, mode) as archive:
            for member in archive:
                if not member.isfile() or not member.name.lower().endswith(".json"):
                    continue
                handle = archive.extractfile(member)
                if handle is None:  # pragma: no cover - isfile() members always have data
                    continue
                yield f"{path.name}:{member.name}", handle.read()
    except (tarfile.TarError, lzma.LZMAError, EOFError, zlib.error, OSError) as exc:
        raise CardDataError(f"{path}: the archive is damaged or truncated ({exc})") from exc
