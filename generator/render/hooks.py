"""MkDocs hooks for every build of the site (plain and mike): keep the built site small.

Material ships source maps for its scripts and lunr's word segmenters and stemmers for some
twenty languages; the site searches in English only and serves no source maps, so after a build
those files are removed (about 2 MB of every version). Pygments wraps every name and every run of
whitespace of a code listing in a span of its own, which Material's stylesheet draws in the code's
own colour (`.n`: --md-code-hl-name-color, which is --md-code-fg-color in both schemes) or not at
all (`.w`); a page keeps their text without the spans (1.8 MB of the H200's kernel listings). Named
in the staged config by commands/build.py.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

KEPT_LUNR = ("lunr.stemmer.support.min.js", "lunr.multi.min.js")
# a span that changes nothing drawn: a name (in the code's colour) or whitespace, holding text alone
_PLAIN_SPAN = re.compile(r'<span class="[nw]">([^<]*)</span>')


def unused_assets(site_dir: Path) -> list[Path]:
    """Files of Material's bundle the site never loads: source maps, other languages' search."""
    assets = site_dir / "assets" / "javascripts"
    found = list(assets.rglob("*.map"))
    lunr = assets / "lunr"
    found += [p for p in (lunr / "wordcut.js", lunr / "tinyseg.js") if p.exists()]
    found += [p for p in (lunr / "min").glob("lunr.*.min.js") if p.name not in KEPT_LUNR]
    return found


def plain_spans(html: str) -> str:
    """A page's code listings without the spans that change nothing drawn (_PLAIN_SPAN)."""
    return _PLAIN_SPAN.sub(r"\1", html)


def on_page_content(html: str, **_: Any) -> str:
    """Each page's content with plain_spans."""
    return plain_spans(html)


def on_post_build(config: Any, **_: Any) -> None:
    """Remove the unused assets and the scripts' references to their source maps."""
    site_dir = Path(config["site_dir"])
    for path in unused_assets(site_dir):
        path.unlink()
    for script in (site_dir / "assets" / "javascripts").rglob("*.min.js"):
        text = script.read_text(errors="surrogateescape")
        if "sourceMappingURL=" in text:
            kept = "\n".join(line for line in text.splitlines() if not line.startswith("//# sourceMappingURL="))
            script.write_text(kept + "\n", errors="surrogateescape")
