"""Assemble one bundle from several measure runs on the same device and release.

Used when the device's time ran out between runs: later bundles' experiments replace earlier
ones', the report-wide verdicts are decided again over the combined results, and the header
lists every run it came from (creation time, measure time, experiments, git state).

Usage: python scripts/combine_bundles.py OUT BUNDLE [BUNDLE ...]
"""

from __future__ import annotations

import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from generator import summary  # noqa: E402
from generator.schema import LabError  # noqa: E402
from generator.store import bundle as store  # noqa: E402
from generator.store import fingerprint  # noqa: E402


def combine(paths: list[Path]) -> store.Bundle:
    """Later bundles' experiments win; refuses bundles of different devices or releases."""
    bundles = [store.read(p) for p in paths]
    keys = {(fingerprint.device_key(b.fingerprint), b.fingerprint["torch"]) for b in bundles}
    if len(keys) != 1:
        raise LabError(f"bundles of different devices or releases cannot be combined: {sorted(keys)}")
    experiments: dict = {}
    for b in bundles:
        experiments.update(b.experiments)
    base, newest = bundles[0], bundles[-1]
    fp = newest.fingerprint
    runs = [{"created": b.header["created"], "measure_seconds": b.header.get("measure_seconds"),
             "experiments": sorted(b.experiments), "git": b.fingerprint.get("git", {}),
             "peaks": b.header.get("peaks", {})} for b in bundles]
    header = {**newest.header, "peaks": base.header.get("peaks", {}), "assembled_from": runs,
              "measure_seconds": sum(r["measure_seconds"] or 0 for r in runs),
              "verdicts": [asdict(v) for v in summary.report_verdicts(experiments, fp["device_name"], fp["torch"])]}
    ordered = {eid: experiments[eid] for eid in sorted(experiments)}
    return store.Bundle(header, ordered)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    store.write(combine([Path(p) for p in sys.argv[2:]]), out)
    print(f"combined bundle written: {out}")
