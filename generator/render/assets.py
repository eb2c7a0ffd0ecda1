"""Static assets the site serves itself: the vega / vega-lite / vega-embed bundle.

The bundle comes from vl-convert-python, which ships these libraries; no page loads anything
from another host.
"""

from __future__ import annotations

from pathlib import Path

VEGA_PATH = Path("assets/vega/vega-bundle.js")


def write_vega_bundle(docs_dir: Path) -> Path:
    """Write the vega libraries as one script under docs_dir (once per library version)."""
    import vl_convert

    target = docs_dir / VEGA_PATH
    stamp = target.with_suffix(".version")
    version = f"vl-convert {vl_convert.__version__}"
    if target.exists() and stamp.exists() and stamp.read_text() == version:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(vl_convert.javascript_bundle())
    stamp.write_text(version)
    return target
