"""`generator bench`: time the measure stage, a no-change report and the site build; size the site.

Runs with its own results and caches under build/bench/ (empty at the start), so committed
bundles are untouched:
1. the measure stage, forced, from cold caches;
2. a report right after it (results reused, the site built), then a no-change report (nothing
   measured or built: the everyday path), which has a target of NO_CHANGE_TARGET_S;
3. the site build alone, into an empty site directory;
4. the size of each release's site built from the committed bundles in results/, per device:
   its own section (its pages, its full-profile supplement's, its packed compile reports) plus
   its share of the pages and assets the devices share, against a budget of DEVICE_BUDGET_MB.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

from generator.commands.build import ROOT

WORK = ROOT / "build" / "bench"
NO_CHANGE_TARGET_S = 4.0
DEVICE_BUDGET_MB = 20.0  # a (release, device) of the site, its full-profile supplement included (issue 37)


def _timed(label: str, *args: str) -> float:
    cmd = [sys.executable, "-m", "generator", "--results", str(WORK / "results"), "--cache", str(WORK / "cache"), *args]
    print(f"bench: {label} ...", file=sys.stderr, flush=True)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"error: `{' '.join(args)}` failed during the benchmark:\n{done.stderr[-2000:]}")
    return seconds


def _bytes(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def site_sizes(site: Path) -> dict[str, float]:
    """MB per device section of a built site, each with an equal share of what they share."""
    devices = sorted(p for p in (site / "devices").iterdir() if p.is_dir())
    shared = _bytes(site) - sum(_bytes(d) for d in devices)
    return {d.name: (_bytes(d) + shared / len(devices)) / 1e6 for d in devices}


def size_line(release: str, device: str, mb: float, budget: float = DEVICE_BUDGET_MB) -> str:
    """One (release, device)'s site size and whether it is within the budget."""
    within = f"within the {budget:.0f} MB budget" if mb <= budget else f"OVER the {budget:.0f} MB budget"
    return f"  {release:<8}{device:<28}{mb:>8.2f} MB  ({within})"


def sizes(results: Path, work: Path) -> bool:
    """Build each release's site from the bundles in results (into work), print each device's size
    against DEVICE_BUDGET_MB; whether one is over it."""
    from generator.commands.build import load_bundles, releases

    over = False
    print(f"\nsite size per version, from the bundles in {results} (a device's section plus its share "
          f"of the shared pages and assets; budget {DEVICE_BUDGET_MB:.0f} MB):")
    for release in releases(load_bundles(results)):
        built = work / f"sizes-{release}"
        cmd = [sys.executable, "-m", "generator", "--results", str(results), "build", "--release", release,
               "--site", str(built)]
        subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        for device, mb in site_sizes(built).items():
            over |= mb > DEVICE_BUDGET_MB
            print(size_line(release, device, mb))
        print(f"  {release:<8}{'whole version':<28}{_bytes(built) / 1e6:>8.2f} MB")
    return over


def bench() -> int:
    """Print the timings and the sizes; 1 when the no-change report or a device is over its budget."""
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "cache").mkdir(parents=True)
    site = str(WORK / "site")
    measure_s = _timed("measure stage (forced)", "measure", "--force")
    first_s = _timed("report after the measure (site built)", "report", "--site", site)
    report_s = _timed("no-change report", "report", "--site", site)
    build_s = _timed("site build alone", "build", "--site", str(WORK / "site-alone"))
    verdict = "ok" if report_s <= NO_CHANGE_TARGET_S else f"OVER the {NO_CHANGE_TARGET_S:.0f} s target"
    print(f"\n{'stage':<40}{'seconds':>10}\n{'measure stage (forced)':<40}{measure_s:>10.1f}\n"
          f"{'report after it (site built)':<40}{first_s:>10.1f}\n"
          f"{'no-change make report':<40}{report_s:>10.1f}  ({verdict} ≤ {NO_CHANGE_TARGET_S:.0f} s)\n"
          f"{'site build alone':<40}{build_s:>10.1f}")
    over = sizes(ROOT / "results", WORK)
    return 1 if report_s > NO_CHANGE_TARGET_S or over else 0
