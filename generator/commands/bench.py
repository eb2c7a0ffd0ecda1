"""`generator bench`: time the measure stage, a no-change report, and the site build alone.

Runs with its own results and caches under build/bench/ (empty at the start), so committed
bundles are untouched; the pages it renders go to docs/ like any build:
1. the measure stage, forced, from cold caches;
2. a no-change `report` (cached results reused, site rebuilt): the everyday path;
3. the site build alone.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

from generator.commands.build import ROOT

WORK = ROOT / "build" / "bench"
NO_CHANGE_TARGET_S = 20.0


def _timed(label: str, *args: str) -> float:
    cmd = [sys.executable, "-m", "generator", "--results", str(WORK / "results"), "--cache", str(WORK / "cache"), *args]
    print(f"bench: {label} ...", file=sys.stderr, flush=True)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"error: `{' '.join(args)}` failed during the benchmark:\n{done.stderr[-2000:]}")
    return seconds


def bench() -> int:
    """Print the three timings; the no-change report is checked against its target."""
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "cache").mkdir(parents=True)
    site = str(WORK / "site")
    measure_s = _timed("measure stage (forced)", "measure", "--force")
    report_s = _timed("no-change report", "report", "--site", site)
    build_s = _timed("site build alone", "build", "--site", site)
    verdict = "ok" if report_s < NO_CHANGE_TARGET_S else f"OVER the {NO_CHANGE_TARGET_S:.0f} s target"
    print(f"\n{'stage':<34}{'seconds':>10}\n{'measure stage (forced)':<34}{measure_s:>10.1f}\n"
          f"{'no-change make report':<34}{report_s:>10.1f}  ({verdict})\n{'site build alone':<34}{build_s:>10.1f}")
    return 0 if report_s < NO_CHANGE_TARGET_S else 1
