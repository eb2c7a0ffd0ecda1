"""An experiment page's Method section: how the numbers are taken, with the spread floors and the
spread between runs that this experiment's intervals were given."""

from __future__ import annotations

import math

from generator.analysis.text import runs_at
from generator.schema import ExperimentResult


METHOD = """\
- **Processes**: every timed comparison is measured in several fresh processes (the header gives
  how many). On the GPU the first of them is a capture process: it compiles into empty caches
  (the cold compile times), keeps the compile traces and generated code and profiles the
  kernels, and times nothing; the processes after it load the compiled code from its caches, and
  each tunes its kernels' launch configurations afresh (Inductor's record of the first
  process's choice is deleted), so that a choice which varies from compile to compile shows in
  the spread. On the CPU nothing is profiled and every process times.
- **Time per call (back to back)**: after warm-up, the variants are timed in interleaved rounds
  (order alternating), each round one block of calls lasting about 5 ms, with
  `torch.utils.benchmark.Timer`, which synchronises the device around the block, not between its
  calls: one call's host work overlaps the previous call's kernels, so this is a throughput (the
  rows `latency_ms`). The value is the geometric mean over processes of each process's median
  per call. Where a claim is about latency, each call is also timed on its own, the device
  idle before it and awaited after it (`call_ms`), and the host's own time to issue a call (the
  device drained before, not awaited after) is `cpu_issue_ms`.
- **Speedup**: inside each process the ratio of the medians of the same rounds, across processes
  the geometric mean of those ratios. Its interval is where the speedup measured by one more
  fresh process is expected to land (95%): the two-stage bootstrap interval (processes, then
  rounds), widened to a t-based prediction interval over the per-process ratios,
  exp(± t · s · √(1 + 1/k)) for k processes. With three processes s rests on two degrees of
  freedom, so s is taken as at least the experiment's typical spread (the median s over its
  comparisons of the same regime, GPU-bound or host-bound{floor}); a comparison that spreads
  more keeps its own. Where the setting's calibration holds the comparison's own spreads (many
  earlier runs on several machines, see Between runs), s is instead its process spread pooled over
  those runs and this one, which rests on far more degrees of freedom than one run's k − 1, and no
  floor is taken, unless this run's processes scatter beyond those runs' (an F test at 1%): then
  its own s, at least the floor. Verdicts decide on the
  re-run interval: where another run's mean lands, the mean's interval exp(± t · s / √k)
  widened by √2 in log space. An experiment measured in a single process has the
  bootstrap interval alone, and its table and chart say "one process".
- **Between runs**: {between}
  The [reproducibility](reproducibility.md) page shows how far whole runs lie apart.
- **Kernels and GPU time**: `torch.profiler` over 10 calls; kernels per call and the sum of their
  device time. **GPU idle** = time per call − GPU time: the time the GPU runs no kernel of the
  call (waiting on launches, guards, Python). It is not the host's own time where host and GPU
  overlap; `cpu_issue_ms` measures that directly.
- **Compile**: the first call, timed alone, labelled by the FX-graph cache state (cold or warm).
  A cold compile happens once per run; its interval, where shown, is the spread between runs alone.
- **Article's method**: the article's own loop (5 warm-up calls, then 200 calls between two
  `time.perf_counter()` reads, eager first, then compiled) reproduced as printed, for comparison,
  where the experiment reproduces the article's figures: one figure per run, as the article prints
  one, taken in the first timed process (bundles measured before it was taken once show the range
  over their timed processes).
"""


BETWEEN_KINDS = {"ratio/host": "speedups", "ratio/gpu": "GPU-bound speedups", "latency/host": "times",
                 "latency/gpu": "GPU-bound times", "once/host": "values measured once per run (cold compiles)",
                 "profiled/gpu": "the profiler's GPU times (measured once per run)"}
OWN_KINDS = {"ratio": ("speedup", "speedups"), "latency": ("time", "times"), "once": ("cold compile", "cold compiles"),
             "profiled": ("profiler GPU time", "profiler GPU times")}
NO_BETWEEN = ("none measured for this setting. These intervals cover processes of one run on one machine; "
              "a run on another day or machine may lie outside them.")


def between_text(used: dict[str, float], own_used: dict[str, dict[str, float]] | None = None,
                 source: dict | None = None, profile: str = "") -> str:
    """What the between-run part of this experiment's intervals was, and where it came from:
    used the pools taken ("kind/regime"), own_used the comparisons' own spreads per kind; profile:
    the one measured, named where the calibration's runs were of another."""
    own_used = own_used or {}
    if not used and not own_used:
        return NO_BETWEEN
    parts = ", ".join(f"±{math.expm1(v):.1%} for {BETWEEN_KINDS.get(k, k)}" for k, v in sorted(used.items()))
    runs = (source or {}).get("runs") or []
    other = (source or {}).get("profile")
    of = f" of this setting's '{other}' profile" if other and profile and other != profile else " of this setting"
    origin = f" measured from {runs_at(runs, of)}" if runs else ""
    own = [(kind, o["comparisons"], o["median"]) for kind, o in sorted(own_used.items())]
    text = (f"a run's processes share their machine's state that day, so every interval also takes "
            f"the spread between whole runs{origin}")
    if own:
        text += (": each comparison measured in all of those runs that hold this experiment takes its own, with "
                 "its process spread pooled over those runs and this one (" + "; ".join(
                     f"{n:.0f} {OWN_KINDS.get(kind, (kind, kind))[round(n) != 1]}: median ±{math.expm1(v):.1%}"
                     for kind, n, v in own)
                 + ")" + (f"; the others the pooled spread of their kind: {parts}" if parts else ""))
    else:
        text += f": here {parts}"
    return text + (" (one standard deviation, log scale). It adds b² to the mean's variance and 2b² to that of "
                   "a process in another run.")


def method(result: ExperimentResult, source: dict | None = None) -> str:
    """The Method section, with the spread floors and between-run spreads this experiment's intervals were given."""
    found = result.spread_floors or {}
    floor = ""
    if found.get("ratio") or found.get("latency"):
        floor = (f": here ±{math.expm1(found.get('ratio', 0.0)):.1%} per process for ratios, "
                 f"±{math.expm1(found.get('latency', 0.0)):.1%} for latencies")
        if "ratio/gpu" in found or "latency/gpu" in found:
            floor += (f" where host-bound, ±{math.expm1(found.get('ratio/gpu', found.get('ratio', 0.0))):.1%} and "
                      f"±{math.expm1(found.get('latency/gpu', found.get('latency', 0.0))):.1%} where GPU-bound")
    return METHOD.format(floor=floor, between=between_text(result.between_runs, result.between_own, source, result.profile))
