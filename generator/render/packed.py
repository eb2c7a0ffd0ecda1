"""Compile reports packed for the site: each file stored once, gzip-compressed, opened by the browser.

A tlparse report is a few pages and many text files (graphs, guards, generated code), and grid
points repeat much of each other's; as plain files the reports were most of a device's site (the
H200's 57 MB of 73). Packed, every file of a device's reports is stored once, in the device's
traces/_files/, named by the digest of its content and gzip-compressed: an identical file, in any
report of the device (its full-profile supplement's too), is one file every page links.

Each page of a report keeps its address, as a small page that fetches its compressed content from
the site's own host and has the browser's own DecompressionStream inflate it
(docs/javascripts/packed.js, no library); a text file opens in the device's one viewer page,
_files/view.html?f=<digest>.txt.gz. A packed page's links are relative to the page itself: tlparse's
per-compile pages said <base href="..">, which link checkers read as a link to traces/<experiment>/,
a folder with no page. Some of tlparse's pages have no title (its index, failures and restarts, the
readable provenance traces): such a page, once opened, takes the title of the small page at its
address, which names the report's point and page (the packed page itself stays the same for every
point, so that it is stored once). Browsers fetch nothing from a file:// address, so the reports open
where the site is served (`make serve-site`, a web host), and say so elsewhere.
"""

from __future__ import annotations

import gzip
import hashlib
import html
import os
import re
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from generator.store.artifacts import compress

STORE = "traces/_files"  # a device's store of packed files, relative to the device's folder
SCRIPT = "javascripts/packed.js"  # relative to docs/: written by hand, opens what the site packs
VIEWER = "view.html"  # in the store: shows one packed text file
PAGE = ".html"  # what is packed as a page (written into the document); anything else is shown as text
_ATTRIBUTE = re.compile(r"""\b(href|src)=(["'])([^"']*)\2""")
_BASE = re.compile(r"""<base\s+href=(["'])([^"']*)\1\s*/?>\s*""", re.I)
_PACKED = re.compile(r'data-page="([^"]+)"')
STUB = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">'
        "<title>{title}</title></head>\n<body><p>Opening this page of the compile report (stored "
        "compressed) &hellip;</p>\n<noscript><p>The site stores compile reports compressed; a page opens "
        'with JavaScript on.</p></noscript>\n<script src="{script}" data-page="{page}"></script>\n</body></html>\n')
VIEWER_PAGE = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">'
               "<title>Compile report file</title></head>\n<body>"
               '<pre style="word-wrap: break-word; white-space: pre-wrap;">Opening the file (stored compressed) '
               '&hellip;</pre>\n<noscript><p>The site stores compile reports compressed; a file opens with '
               'JavaScript on.</p></noscript>\n<script src="{script}"></script>\n</body></html>\n')


def digest(data: bytes) -> str:
    """The name a content is stored under: 16 hex digits of its SHA-256."""
    return hashlib.sha256(data).hexdigest()[:16]


def store(data: bytes, suffix: str, folder: Path) -> Path:
    """Put a content into a store folder once, compressed; its path (`<digest><suffix>.gz`)."""
    target = folder / f"{digest(data)}{suffix}.gz"
    if not target.exists():
        folder.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compress(data))
    return target


def _rel(target: Path, start: Path) -> str:
    """target's address relative to the folder start, as a link writes it."""
    return PurePosixPath(os.path.relpath(target, start)).as_posix()


def relink(text: str, page: Path, files: dict[Path, Path], viewer: Path) -> str:
    """A report page's links, relative to the page itself: its <base> dropped, each link to a file
    of the report (files: its path -> where it is stored) sent to the viewer, each link to another
    page of the report written from the page's folder. Links to nothing in the report (other hosts,
    fragments, data:) and text that merely looks like a link (a script's, a code listing's) stay."""
    base = _BASE.search(text)
    anchor = Path(os.path.normpath(page.parent / base.group(2))) if base else page.parent

    def link(m: re.Match) -> str:
        attribute, mark, value = m.groups()
        if not value or value.startswith(("#", "/", "data:", "mailto:", "javascript:")) or ":" in value.split("/")[0]:
            return m.group(0)
        path, _, fragment = value.partition("#")
        target = Path(os.path.normpath(anchor / path))
        if target in files:
            where = files[target]
            address = f"{_rel(viewer, page.parent)}?f={where.name}&amp;name={quote(target.name)}"
        elif target.is_file() or (target.is_dir() and (target / "index.html").is_file()):
            address = _rel(target, page.parent) + ("/" if target.is_dir() else "")
            address += f"#{fragment}" if fragment else ""
        else:
            return m.group(0)
        return f"{attribute}={mark}{address}{mark}"

    return _ATTRIBUTE.sub(link, _BASE.sub("", text, count=1) if base else text)


def title(report: Path, page: Path) -> str:
    """The title of a report's page as its stub gives it: the point's experiment and folder, and
    the page where it is not the report's index, its compile's folder as tlparse names it
    (`Compile report: toy batch-8 · -_0_0_0/inductor provenance tracking kernel stack traces 30 readable`)."""
    name = f"Compile report: {report.parent.name} {report.name}"
    inner = page.relative_to(report).with_suffix("")
    if inner.as_posix() == "index":
        return name
    return f"{name} · {(inner.parent / inner.name.replace('_', ' ')).as_posix()}"


def pack(report: Path, folder: Path, script: Path) -> None:
    """Pack one copied report in place: its files into the store `folder`, each of its pages into a
    small page at the same address that opens the packed one (script: docs/javascripts/packed.js);
    the viewer page written into the store where missing."""
    viewer = folder / VIEWER
    if not viewer.exists():
        folder.mkdir(parents=True, exist_ok=True)
        viewer.write_text(VIEWER_PAGE.format(script=_rel(script, folder)))
    every = sorted(p for p in report.rglob("*") if p.is_file())
    files = {p: store(p.read_bytes(), p.suffix, folder) for p in every if p.suffix != PAGE}
    for page in (p for p in every if p.suffix == PAGE):
        text = relink(page.read_text(encoding="utf-8", errors="surrogateescape"), page, files, viewer)
        packed = store(text.encode("utf-8", errors="surrogateescape"), PAGE, folder)
        page.write_text(STUB.format(title=html.escape(title(report, page)), script=_rel(script, page.parent),
                                    page=_rel(packed, page.parent)), encoding="utf-8")
    for path in files:
        path.unlink()
    for empty in sorted((p for p in report.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(empty.iterdir()):
            empty.rmdir()


def opened(page: Path) -> str:
    """What a packed page shows once opened (its stored page, decompressed), as the browser gets it;
    a page that is not packed, as it is."""
    text = page.read_text(encoding="utf-8", errors="surrogateescape")
    found = _PACKED.search(text)
    if found is None:
        return text
    return gzip.decompress((page.parent / found.group(1)).read_bytes()).decode("utf-8", errors="surrogateescape")
