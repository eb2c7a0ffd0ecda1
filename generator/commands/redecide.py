"""`generator redecide BUNDLE [BUNDLE ...]`: apply today's verdict rules to the rows a bundle holds.

Verdicts are pure functions of a bundle's merged rows, so a change to a rule (or to how a rule
reads an interval) needs no new measurement: this re-decides every experiment's claims and the
report-wide figures from the stored rows, and writes the bundle back in the current schema. The
measurements, their source hashes and fingerprint stay as measured; the header records which
commit of the rules decided (`verdicts_decided`), so a page never passes re-decided verdicts off
as decided by the measuring code.
"""

from __future__ import annotations

import sys
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path

from generator import summary
from generator.runner import decide, discovery
from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store import fingerprint, lock


def redecide(paths: list[Path]) -> int:
    """Re-decide the verdicts of each bundle directory in place; print what changed."""
    known = {e.id: e for e in discovery.discover()}
    commit = fingerprint.git_state()
    for path in paths:
        with lock.locked(Path(path).parent, "redecide"):  # no measure writes or recovers it meanwhile
            _redecide_one(Path(path), known, commit)
    return 0


def _redecide_one(path: Path, known: dict, commit: dict) -> None:
    """Re-decide one bundle in place, holding its results directory's lock. A re-run kept without
    its kernels or samples (bundle_store.OPTIONAL_FILES) is rewritten without them."""
    absent = [name for name in bundle_store.OPTIONAL_FILES if not (path / name).exists()]
    bundle = bundle_store.read(path, partial=True)
    missing = sorted(set(bundle.experiments) - set(known))
    if missing:
        raise LabError(f"{path}: no experiment module for {', '.join(missing)}; redecide needs them all")
    before = _index(bundle)
    for eid, result in list(bundle.experiments.items()):  # a broken rule keeps the verdicts it would replace
        bundle.experiments[eid], failed = decide.current(known[eid], result, bundle.fingerprint)
        if failed:
            print(f"{path}: {failed}", file=sys.stderr)
    fp = bundle.fingerprint
    bundle.header.pop("verdicts", None)  # report-wide verdicts, written before figures replaced them
    bundle.header["evidence"] = [asdict(f) for f in summary.report_figures(
        bundle.experiments, [e.spec for e in known.values()], fp["device_name"], fp["torch"])]
    bundle.header["verdicts_decided"] = {
        "commit": commit.get("commit"), "dirty": commit.get("dirty"),
        "at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    bundle_store.write(bundle, Path(path), omit=absent)
    after = _index(bundle)
    changed = [f"{claim} ({eid}): {before.get((claim, eid), '–')} → {v}" for (claim, eid), v in after.items()
               if before.get((claim, eid)) != v]
    print(f"{path}: {len(after)} verdicts re-decided, {len(changed)} changed", file=sys.stderr)
    for line in changed:
        print(f"  {line}", file=sys.stderr)


def _index(bundle: bundle_store.Bundle) -> dict[tuple[str, str], str]:
    return {(v.claim, eid): v.verdict for eid, e in bundle.experiments.items() for v in e.verdicts}
