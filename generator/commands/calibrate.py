"""`generator calibrate RUN RUN [RUN ...]`: the spread between whole runs of one setting.

Reads two or more runs of one device, release and profile (the committed bundle and its re-runs
under results/reruns/<bundle>/, each with samples.json), measures how far their comparisons lie
apart beyond what each run's own processes explain (generator.calibration), and writes
results/calibration/<bundle>.json. Later measures of that setting widen their intervals by it and
name it in the bundle. Re-checking the same runs against intervals widened by their own spread
proves little; the check is `generator spread` over runs measured afterwards.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from generator import calibration
from generator.analysis import calibrate as estimator
from generator.analysis.runs import read_run
from generator.commands.diff import resolve
from generator.schema import LabError


def calibrate(runs: Sequence[str], *, results_dir: Path, output: Path | None = None) -> int:
    """Write the calibration of the runs' setting; print its pooled spreads."""
    if len(runs) < 2:
        raise LabError("calibrate needs at least two runs of one setting, e.g. results/<bundle> "
                       "results/reruns/<bundle>/run2")
    paths = [resolve(r, results_dir) for r in runs]
    bundles = [read_run(p) for p in paths]
    doc = estimator.estimate(bundles, [str(p) for p in paths])
    target = Path(output) if output else calibration.default_path(doc["bundle"])
    calibration.write(doc, target)
    lines = [f"Spread between {len(runs)} runs of {doc['bundle']} ({doc['profile']} profile), log scale "
             "(≈ relative), pooled per experiment:"]
    for eid, pools in doc["experiments"].items():
        lines.append(f"  {eid}: " + ", ".join(f"{k} {p['between']:.1%} over {p['comparisons']}"
                                             for k, p in pools.items()))
    lines.append("  all experiments: " + ", ".join(f"{k} {p['between']:.1%} over {p['comparisons']}"
                                                  for k, p in doc["overall"].items()))
    lines.append(f"Written: {target}. Measures of this setting now widen their intervals by it; check "
                 "them with `make spread` over runs measured from now on.")
    print("\n".join(lines), file=sys.stderr)
    return 0
