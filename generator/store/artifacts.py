"""A bundle's artifacts/ folder: the generated code, compile logs and traces of each grid point.

Text is stored as text, except a large listing (a whole model's generated code: up to 1 MB), which
is stored gzip-compressed as NAME.gz, about a tenth of its size, and read back as the text of NAME.
Compressed compile traces (BINARY_SUFFIXES) are bytes on both sides.
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Mapping
from pathlib import Path

BINARY_SUFFIXES = (".xz",)
COMPRESS_FROM = 64 * 1024  # characters of text from which a listing is stored compressed
PACKED = ".gz"


def compress(data: bytes) -> bytes:
    """gzip at its best level, with no time stamp or name in the header: the same content always
    gives the same bytes, so a bundle written again, or a site built again, is the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def pack(text: str) -> bytes:
    """Text as compressed UTF-8 (compress)."""
    return compress(text.encode("utf-8"))


def write(folder: Path, artifacts: Mapping[str, str | bytes]) -> None:
    """One experiment's artifacts under folder, by name (a grid point's slug/file). Bytes must be
    named as compressed traces are (BINARY_SUFFIXES); text named NAME.gz is stored packed, whatever
    its size, so that read gives it back as text."""
    for name, content in artifacts.items():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            if target.suffix not in BINARY_SUFFIXES:
                raise ValueError(f"artifact {name}: bytes are kept only as {', '.join(BINARY_SUFFIXES)} files")
            target.write_bytes(content)
        elif len(content) >= COMPRESS_FROM or target.suffix == PACKED:
            target.with_name(target.name + PACKED).write_bytes(pack(content))
        else:
            target.write_text(content, encoding="utf-8")


def _unpacked(path: Path) -> str:
    data = path.read_bytes()
    try:
        if not data:
            raise EOFError("empty")
        return gzip.decompress(data).decode("utf-8")
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as exc:  # cut short, empty or not gzip
        raise ValueError(f"{path} is damaged ({exc})") from exc


def read(folder: Path) -> dict[str, str | bytes]:
    """One experiment's artifacts under folder, by name: text as str (NAME.gz unpacked, as NAME),
    compressed traces as bytes; {} where there is no folder. A damaged file, or NAME beside
    NAME.gz (which of the two is the artifact?), is a ValueError naming it."""
    found: dict[str, str | bytes] = {}
    for path in sorted(folder.rglob("*")) if folder.is_dir() else ():
        if not path.is_file():
            continue
        name = str(path.relative_to(folder))
        if path.suffix in BINARY_SUFFIXES:
            found[name] = path.read_bytes()
            continue
        if path.suffix == PACKED:
            name = name[: -len(PACKED)]
            if not name.endswith(PACKED) and (folder / name).is_file():  # a plain NAME beside NAME.gz
                raise ValueError(f"{folder / name} and {path} both hold artifact {name}; keep the one it is")
            found[name] = _unpacked(path)
            continue
        try:
            found[name] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError(f"{path} is damaged (not UTF-8 text: {exc})") from exc
    return found
