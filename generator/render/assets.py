"""Static assets the site serves itself: the vega / vega-lite / vega-embed bundle.

The bundle comes from vl-convert-python, which ships these libraries; no page loads anything
from another host.
"""

from __future__ import annotations

import shutil
from pathlib import Path

VEGA_PATH = Path("assets/vega/vega-bundle.js")


def write_vega_bundle(docs_dir: Path, cache_dir: Path) -> Path:
    """Put the vega libraries, as one script, under docs_dir (generated once per library version)."""
    import vl_convert

    cached = cache_dir / f"vega-bundle-{vl_convert.__version__}.js"
    if not cached.exists():
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".tmp")
        partial.write_text(vl_convert.javascript_bundle())
        partial.replace(cached)
    target = docs_dir / VEGA_PATH
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cached, target)
    return target
