"""The site's writer: puts a rendered release (render.model.SitePages) into a docs folder, the last
step of a build, after every page has been rendered (commands/build.py then runs MkDocs on it)."""

from __future__ import annotations

import shutil
from pathlib import Path

from generator.render import assets, packed, traces
from generator.render.model import SitePages

# The part of docs/ the writer owns: replaced whole by each write. The rest of docs/ (method.md,
# reading.md, the scripts and styles) is written by hand and left as it is.
GENERATED = ("index.md", "claims.md", "changes", "devices")


def write(site: SitePages, docs_dir: Path, vega_cache: Path | None = None) -> None:
    """Replace the generated part of docs_dir with the site's pages and compile reports (packed: each
    file stored once per device, compressed); with vega_cache (where the charts' script is generated
    once per library version), that script too."""
    docs_dir = Path(docs_dir)
    for name in GENERATED:  # a page the release no longer has (a device gone) must not linger
        target = docs_dir / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    for path, text in site.pages.items():
        target = docs_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    for folder, trace in site.reports.items():
        device = folder.removesuffix(trace.folder)  # a report's folder is its device's, then trace.folder
        traces.install(trace, docs_dir / folder)
        packed.pack(docs_dir / folder, docs_dir / device / packed.STORE, docs_dir / packed.SCRIPT)
    if vega_cache is not None:
        assets.write_vega_bundle(docs_dir, cache_dir=vega_cache)
