"""`generator diff A B`: what changed between two bundles, e.g. before and after a PyTorch upgrade.

A and B are bundle directories, bundle names under the results directory
('cpu-intel-xeon-torch2.13.0'), or selections 'device_key@version' ('cpu-intel-xeon-2c@2.13.0', or a
release 'cpu-intel-xeon@2.13' for its newest patch).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path

from generator.diff import CLASSES, DEFAULT_THRESHOLD, compare
from generator.store.bundle import version_key
from generator.render import changes, difftable
from generator.runner import discovery
from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store.fingerprint import device_key

FORMATS = ("text", "markdown")
FAIL_EXIT = 1


def _fingerprint(path: Path) -> dict | None:
    try:
        return json.loads((path / "bundle.json").read_text())["fingerprint"]
    except (OSError, KeyError, TypeError, json.JSONDecodeError):
        return None


def resolve(spec: str, results_dir: Path) -> Path:
    """The bundle directory a command-line argument names."""
    for candidate in (Path(spec), Path(results_dir) / spec):
        if (candidate / "bundle.json").is_file():
            return candidate
    found = [(p, fp) for p in bundle_store.find(results_dir) if (fp := _fingerprint(p))]
    known = ", ".join(f"{device_key(fp)}@{fp['torch'].split('+')[0]}" for _, fp in found) or "none"
    if "@" not in spec:
        raise LabError(f"{spec!r} is neither a bundle directory nor a selection like 'cpu-intel-xeon-2c@2.13.0'; "
                       f"bundles under {results_dir}: {known}")
    key, version = spec.rsplit("@", 1)
    matches = [(p, fp) for p, fp in found if device_key(fp) == key
               and version in (fp.get("torch"), fp.get("torch", "").split("+")[0], fp.get("release"))]
    if not matches:
        raise LabError(f"no bundle for {spec!r} under {results_dir}; bundles there: {known}")
    return max(matches, key=lambda m: version_key(m[1]["torch"]))[0]


def parse_classes(values: Iterable[str]) -> tuple[str, ...]:
    """Class names from --fail-on: repeatable, comma-separated, '-' or '_' for spaces."""
    out = []
    for value in values:
        for name in filter(None, (v.strip().replace("-", " ").replace("_", " ") for v in value.split(","))):
            if name not in CLASSES:
                raise LabError(f"--fail-on {name!r}: not a class; choose from {', '.join(CLASSES)}")
            out.append(name)
    return tuple(out)


def diff(a: str, b: str, *, results_dir: Path, threshold: float = DEFAULT_THRESHOLD, force: bool = False,
         fmt: str = "text", fail_on: Iterable[str] = (), output: Path | None = None, show_all: bool = False,
         show_code: bool = False) -> int:
    """Compare bundle A (before) with B (after), print or write the result; 1 if a --fail-on class occurs."""
    if fmt not in FORMATS:
        raise LabError(f"--format {fmt!r}: choose one of {', '.join(FORMATS)}")
    failing = parse_classes(fail_on)
    before, after = bundle_store.read(resolve(a, results_dir)), bundle_store.read(resolve(b, results_dir))
    result = compare(before, after, threshold=threshold, force=force, alike=discovery.alike(before, after))
    report = (changes.page(result) if fmt == "markdown"
              else difftable.text(result, show_all=show_all, show_code=show_code))
    if output is not None:
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        Path(output).write_text(report)
        print(f"wrote {output}", file=sys.stderr)
    else:
        sys.stdout.write(report)
    hits = {cls: n for cls, n in result.counts().items() if cls in failing}
    if hits:
        print("fail-on: " + ", ".join(f"{n} {cls}" for cls, n in hits.items()), file=sys.stderr)
        return FAIL_EXIT
    return 0
