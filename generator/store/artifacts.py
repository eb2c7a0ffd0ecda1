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


def pack(text: str) -> bytes:
    """Text as gzip bytes that depend on the text only (no time stamp), so a bundle written again
    from the same results is the same bytes."""
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def write(folder: Path, artifacts: Mapping[str, str | bytes]) -> None:
    """One experiment's artifacts under folder, by name (a grid point's slug/file)."""
    for name, content in artifacts.items():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            target.write_bytes(content)
        elif len(content) >= COMPRESS_FROM:
            target.with_name(target.name + PACKED).write_bytes(pack(content))
        else:
            target.write_text(content)


def read(folder: Path) -> dict[str, str | bytes]:
    """One experiment's artifacts under folder, by name: text as str (NAME.gz unpacked, as NAME),
    compressed traces as bytes; {} where there is no folder."""
    found: dict[str, str | bytes] = {}
    for path in sorted(folder.rglob("*")) if folder.is_dir() else ():
        if not path.is_file():
            continue
        name = str(path.relative_to(folder))
        if path.suffix in BINARY_SUFFIXES:
            found[name] = path.read_bytes()
        elif path.suffix == PACKED:
            try:
                found[name[: -len(PACKED)]] = gzip.decompress(path.read_bytes()).decode("utf-8")
            except (OSError, EOFError, zlib.error, UnicodeDecodeError) as exc:  # cut short or not gzip
                raise ValueError(f"{path} is damaged ({exc}); restore it (e.g. from git)") from exc
        else:
            found[name] = path.read_text()
    return found
