"""`generator publish` / `serve`: one site version per PyTorch release in gh-pages, via mike."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from generator.commands.build import BUILD, ROOT, default_release, load_bundles, releases, render
from generator.render.device import device_label
from generator.render.load import order


BIN = Path(sys.executable).parent


def _env() -> dict[str, str]:
    """mike runs `mkdocs` from PATH: put this environment's scripts first."""
    return {**os.environ, "PATH": os.pathsep.join([str(BIN), os.environ.get("PATH", "")])}


def _mike(*args: str) -> None:
    done = subprocess.run([str(BIN / "mike"), *args], cwd=ROOT, capture_output=True, text=True, env=_env())
    if done.returncode != 0:
        raise SystemExit(f"error: mike {' '.join(args)} failed:\n{done.stderr.strip()[-2000:]}")


def publish(*, results_dir: Path, push: bool = False) -> int:
    """Deploy every release found in results_dir; 'latest' is the newest, the default the newest on a GPU."""
    bundles = load_bundles(results_dir)
    found = releases(bundles)
    extra = ["--push"] if push else []
    for release in found:
        config = render(bundles, release, BUILD / "publish", results_dir=Path(results_dir), versioned=True)
        devices = ", ".join(device_label(b) for b in order([b for b in bundles if b.release == release]))
        aliases = ["latest"] if release == found[-1] else []
        _mike("deploy", "--config-file", str(config), "--update-aliases", "--title", f"{release} · {devices}",
              *extra, release, *aliases)
        print(f"published PyTorch {release} ({devices})", file=sys.stderr)
    default = default_release(bundles)
    _mike("set-default", "--config-file", str(ROOT / "mkdocs.yml"), *extra, default)
    print(f"gh-pages holds {len(found)} version(s); default {default}. Browse them all with `make serve`.",
          file=sys.stderr)
    return 0


def serve() -> int:
    """Serve the gh-pages branch (every version) on http://127.0.0.1:8000/."""
    print("Serving every published version at http://127.0.0.1:8000/ (Ctrl-C stops)", file=sys.stderr)
    return subprocess.call([str(BIN / "mike"), "serve", "--config-file", str(ROOT / "mkdocs.yml"),
                            "--dev-addr", "127.0.0.1:8000"], cwd=ROOT, env=_env())
