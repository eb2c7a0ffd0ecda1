"""§5 first-call compile time in fresh processes: cold cache, warm cache, portable cache artifacts.

Each first call is one new Python process, because what a persisted cache saves is only visible
to a process that has compiled nothing yet. A `cold` process starts with empty Inductor and Triton
cache directories of its own and, after its first call, saves the portable cache artifacts
(`torch.compiler.save_cache_artifacts`); a `warm` process runs on the directories a cold one
filled; a `portable` one starts on a new, empty directory, loads a cold process's artifacts
(`torch.compiler.load_cache_artifacts`) and then calls. Several processes per phase (PROCESSES),
so that cold and warm first calls carry an interval over processes. Process start-up (import
torch, device initialisation) is recorded apart from the first call.
"""

from __future__ import annotations

import math
import statistics
import tempfile
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from experiments.models import mlp
from generator.runner import fresh, inductor, measure
from generator.schema import Chart, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import (
    SINGLE_COMPILE_SPREAD,
    Fact,
    bounds,
    decide,
    find,
    known,
    not_testable,
    rerun,
    value_at_least,
    verdict,
    why_missing,
)

PHASES = ("cold", "warm", "portable")
# Fresh processes per phase and point. Three cold and three warm, so that each phase's first call
# has an interval over processes (one cold compile per run left C19 on ±25% guesses). One portable:
# it loads the same artifacts a warm process's directory holds and is served by the same cache
# hits, and each further process costs about 5 s of start-up on the H200; a run's verdict counts
# its one sample as a single compile, and the runs of a setting pooled give it one per run.
PROCESSES = {"cold": 3, "warm": 3, "portable": 1}
CHILD = f"{__name__}:child"
# Per fresh process; a cold max-autotune compile benchmarks GEMM configurations for every new shape.
TIMEOUT_S = {"default": 240.0, "max-autotune": 480.0}

SPEC = ExperimentSpec(
    id="compile_cache",
    title="Compile caches: cold, warm and portable first calls",
    section="§5",
    claims=("C19",),
    charts=(Chart("first_call_s", "First call (compile) per cache state"),),
    params={"mode": ["default"], "batch": [1024]},
    quick={"batch": [64]},
    # A cold max-autotune compile benchmarks GEMM configurations: only in the long profile.
    full={"mode": ["default", "max-autotune"]},
    # One worker process per profile: each point starts its own fresh children (PROCESSES), which
    # are the processes its intervals are taken over; a worker repeating them would add nothing.
    replicates={"default": 1, "quick": 1},
    summary=(
        "The article's MLP (four linear+ReLU layers of width 512 and a softmax, weights drawn "
        "once, inference under `torch.no_grad`) compiled in fresh Python processes: "
        f"{PROCESSES['cold']} `cold` ones, each with empty Inductor and Triton cache directories "
        f"of its own; {PROCESSES['warm']} `warm` ones, each on the directories a cold one filled "
        "(FX-graph and AOTAutograd cache hits), run alternately with the cold ones; and "
        f"{PROCESSES['portable']} `portable` one on a new, empty directory after loading the "
        "artifacts that `torch.compiler.save_cache_artifacts()` saved in a cold process. "
        "`first_call_s` is the first call (compile included), the geometric mean over a phase's "
        "processes with its interval over them (a single process has none of its own); "
        "`first_call_speedup` is the cold geometric mean over the phase's. Process start-up "
        "(`startup_s`: import torch, device initialisation) and the import of Dynamo and Inductor "
        "(`compiler_import_s`), which a long-lived process pays once, are given apart, and "
        "`process_s` is the whole process as its parent saw it. Default mode in the default "
        "profile; `max-autotune` only in the full profile, because its cold compile benchmarks "
        "GEMM configurations for every new shape and costs several times the default mode's."
    ),
)


@dataclass(frozen=True)
class Child:
    """One fresh process of a point: its phase, its cache root, and the artifacts file it writes
    (cold) or loads (portable)."""

    phase: str
    root: Path
    blob: Path


def plan(tmp: Path, counts: Mapping[str, int]) -> list[Child]:
    """The point's fresh processes in order: each cold one on an empty root of its own, followed by
    a warm one on the root it filled (alternating, so that drift falls on both phases alike), then
    the portable ones, each on a new, empty root, loading a cold one's artifacts."""
    if not 1 <= counts["warm"] <= counts["cold"]:
        raise ValueError(f"each warm process needs a cold one to fill its cache: {dict(counts)}")
    out = []
    for i in range(counts["cold"]):
        cold = Child("cold", tmp / f"cold-{i}", tmp / f"artifacts-{i}.bin")
        out += [cold, Child("warm", cold.root, cold.blob)] if i < counts["warm"] else [cold]
    return out + [Child("portable", tmp / f"portable-{i}", tmp / f"artifacts-{i % counts['cold']}.bin")
                  for i in range(counts["portable"])]


def dir_bytes(root: Path) -> int:
    """Total size of the files under root (0 if it does not exist)."""
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) if root.exists() else 0


def child(*, phase: str, mode: str, batch: int, device: str, blob: str, cache_root: str) -> dict[str, Any]:
    """In a fresh process: (load artifacts,) compile and call once; (save artifacts); counters."""
    torch.manual_seed(0)
    model = mlp.sequential(bias=False).to(device)
    x = torch.randn(batch, mlp.FEATURES, device=device)
    out: dict[str, Any] = {}
    if phase == "portable":
        data = Path(blob).read_bytes()
        info, out["load_s"] = measure.timed_once(lambda: torch.compiler.load_cache_artifacts(data), device)
        out["artifact_entries"] = sum(len(keys) for keys in info.artifacts.values()) if info else 0
    compiled = torch.compile(model, mode=None if mode == "default" else mode)
    ctx = RunContext(device=device, profile="", replicate=0, rounds=1, block_s=0.0, capture=False)
    with torch.no_grad():
        first = measure.first_call(compiled, x, ctx=ctx)
        error = measure.relative_error(first.result, model(x))
    out.update(first_call_s=first.seconds, graphs=first.counters["graphs"], relative_error=error)
    out.update(inductor.cache_counters())
    if phase == "cold":
        saved, out["save_s"] = measure.timed_once(torch.compiler.save_cache_artifacts, device)
        payload = saved[0] if saved else b""
        Path(blob).write_bytes(payload)
        out["artifact_bytes"] = len(payload)
        out["artifact_entries"] = sum(len(keys) for keys in saved[1].artifacts.values()) if saved else 0
    out["cache_bytes"] = dir_bytes(Path(cache_root))
    return out


_UNITS = {"first_call_s": "s", "load_s": "s", "save_s": "s", "cache_bytes": "bytes", "artifact_bytes": "bytes",
          "relative_error": "ratio"}
# The rest: their unit's kind. A first call is a compile time: a phase with a single process (the
# portable one) then takes the spread between runs of a compile, where the run has it.
_KINDS = {"graphs": "compiler", "first_call_s": "compile"}


def _metrics(phase: str, res: fresh.FreshResult, of: int) -> list[Metric]:
    """One process's figures; `of` processes of its phase give the same metrics, merged over them."""
    each = f"in each of {of} fresh {phase} processes" if of > 1 else "one fresh process; single sample (n=1)"
    out = [Metric(phase, "startup_s", res.startup_s, "s", f"import torch + device init, in the child; {each}"),
           Metric(phase, "compiler_import_s", res.compiler_import_s, "s", f"import Dynamo + Inductor; {each}"),
           Metric(phase, "process_s", res.process_s, "s", f"whole child process, seen by the parent; {each}")]
    for key, value in res.value.items():
        out.append(Metric(phase, key, float(value), _UNITS.get(key, "count"), each, kind=_KINDS.get(key)))
    return out


def run(ctx: RunContext, *, mode: str, batch: int) -> Outcome:
    """The point's fresh processes (plan): cold ones (each saves artifacts), warm ones, portable ones."""
    metrics: list[Metric] = []
    firsts: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory(prefix="lab-compile-cache-") as tmp:
        for proc in plan(Path(tmp), PROCESSES):
            kwargs = {"phase": proc.phase, "mode": mode, "batch": batch, "device": ctx.device,
                      "blob": str(proc.blob), "cache_root": str(proc.root)}
            res = fresh.run_fresh(CHILD, kwargs, device=ctx.device, env=fresh.cache_env(proc.root),
                                  timeout_s=TIMEOUT_S[mode])
            metrics += _metrics(proc.phase, res, PROCESSES[proc.phase])
            firsts[proc.phase].append(res.value["first_call_s"])
    # A ratio of geometric means: a warm process does not depend on which cold one filled its
    # cache (both hold the same compiled code), so pairing them would add nothing but an order
    cold = statistics.geometric_mean(firsts["cold"])
    for phase in ("warm", "portable"):
        metrics.append(Metric(phase, "first_call_speedup", cold / statistics.geometric_mean(firsts[phase]), "x",
                              f"geometric mean of {len(firsts['cold'])} cold first calls / of {len(firsts[phase])} "
                              f"{phase}; the verdict takes its interval from the two first_call_s rows",
                              baseline="cold"))
    return Outcome(metrics=metrics)


# --- verdicts: pure functions of the merged rows -------------------------------------------

SLOW_S = 1.0  # "seconds or more" (the article: seconds to minutes)
CUT = 2.0  # a cache "keeps the compile out" if the first call is at least this much faster


def _mean(row: Row) -> tuple[float, float, str]:
    """Where another run's mean of a phase's first calls lands: the row's re-run interval (over its
    processes, or from the spread between runs), else a single sample counted ±SINGLE_COMPILE_SPREAD."""
    assert row.value is not None
    if rerun(row) is None:
        spread = 1 + SINGLE_COMPILE_SPREAD
        return row.value / spread, row.value * spread, f"one sample, counted ±{SINGLE_COMPILE_SPREAD:.0%}"
    lo, hi = bounds(row)
    over = "from the spread between runs" if row.interval == "runs" else f"over {row.n:g} processes"
    return lo, hi, f"re-run [{lo:.3g}, {hi:.3g}] {over}"


def speedup(cold: Row, other: Row) -> tuple[float, float, float]:
    """cold / other (geometric means over their processes) and its interval: the two rows' log
    half-widths (_mean) added in quadrature, their processes being independent."""
    (c_lo, c_hi, _), (o_lo, o_hi, _) = _mean(cold), _mean(other)
    c, o = cold.value, other.value
    assert c is not None and o is not None
    down = math.hypot(math.log(c / c_lo), math.log(o_hi / o))
    up = math.hypot(math.log(c_hi / c), math.log(o / o_lo))
    return c / o, c / o * math.exp(-down), c / o * math.exp(up)


def _cache_cut(rows: Sequence[Row], cold: Row, phase: str, mode: str) -> tuple[dict[str, Fact], str]:
    """Facts: this phase's first call is CUT× faster than the cold one, with FX-graph cache hits in
    every one of its processes (the least of them, where several)."""
    first, fx = find(rows, phase, "first_call_s", mode=mode), find(rows, phase, "fxgraph_cache_hit", mode=mode)
    aot = find(rows, phase, "autograd_cache_hit", mode=mode)
    assert first is not None and fx is not None and fx.value is not None
    ratio, low, high = speedup(cold, first)
    least = min(fx.value, fx.lo if fx.lo is not None else fx.value)
    facts = {f"{phase}_cut": value_at_least(low, high, CUT, f"{phase} first-call speedup {ratio:.3g}× "
                                            f"[{low:.3g}, {high:.3g}] ≥ {CUT:g}×"),
             f"{phase}_hits": known(least > 0, f"{phase}: FX-graph cache hits in every process")}
    hits = f"FX-graph hits {fx.value:.0f}" + (f" (least {least:.0f})" if least != fx.value else "")
    hits += f", AOTAutograd hits {aot.value:.0f}" if aot is not None else ""
    text = f"{phase} {first.value:.3g} s ({_mean(first)[2]}; {ratio:.3g}× faster; {hits})"
    return facts, text


def _c19_ladder(f: Mapping[str, bool]) -> str:
    warm, portable = f["warm_cut"] and f["warm_hits"], f["portable_cut"] and f["portable_hits"]
    if f["slow"] and warm and portable:
        return "holds"
    return "partly holds" if warm or portable else "does not hold"


_C19_RULE = (
    f"default mode, fresh processes: holds if the cold first call takes at least {SLOW_S:.0f} s and "
    f"both the warm cache and the portable artifacts make it at least {CUT:.0f}× faster with "
    "FX-graph cache hits; partly holds if only one of them does, or both do but the cold call is "
    f"under {SLOW_S:.0f} s; does not hold if neither cuts it {CUT:.0f}×. The first call is timed "
    "after the compiler's import, which every fresh process pays and no cache saves (given "
    f"beside). Each phase has several processes per run ({PROCESSES['cold']} cold, {PROCESSES['warm']} warm, "
    f"{PROCESSES['portable']} portable): its first call is the geometric mean over them, decided on its re-run "
    "interval (where another run's mean lands); a phase of one process takes the spread between runs of "
    f"a compile where the run has it, else counts as ±{SINGLE_COMPILE_SPREAD:.0%}. A speedup is the "
    "ratio of two phases' geometric means, its interval the two log half-widths added in quadrature; "
    "inconclusive when an interval straddles a threshold"
)


def _c19(rows: Sequence[Row]) -> Verdict:
    need = [("cold", "first_call_s")] + [(p, m) for p in ("warm", "portable")
                                          for m in ("first_call_s", "fxgraph_cache_hit")]
    if any(find(rows, v, m, mode="default") is None for v, m in need):
        return not_testable("C19", why_missing(rows, mode="default"), _C19_RULE, SPEC.id)
    cold = find(rows, "cold", "first_call_s", mode="default")
    assert cold is not None and cold.value is not None
    c_lo, c_hi, how = _mean(cold)
    warm_facts, warm_text = _cache_cut(rows, cold, "warm", "default")
    port_facts, port_text = _cache_cut(rows, cold, "portable", "default")
    measured = f"cold {cold.value:.3g} s ({how}); {warm_text}; {port_text}"
    startup, imports = (find(rows, "cold", m, mode="default") for m in ("startup_s", "compiler_import_s"))
    if startup is not None:
        measured += f"; process start-up {startup.value:.3g} s"
        measured += f" and compiler import {imports.value:.3g} s" if imports is not None else ""
        measured += " on top of each"
    tuned = find(rows, "cold", "first_call_s", mode="max-autotune")
    if tuned is not None:
        measured += f"; max-autotune cold {tuned.value:.3g} s"
        for phase in ("warm", "portable"):
            first = find(rows, phase, "first_call_s", mode="max-autotune")
            measured += f", {phase} {first.value:.3g} s" if first is not None else ""
    measured += " (geometric means over each phase's processes; article: seconds to minutes cold)"
    slow = value_at_least(c_lo, c_hi, SLOW_S, f"cold first call {cold.value:.3g} s ({how}) ≥ {SLOW_S:g} s")
    facts = {"slow": slow, **warm_facts, **port_facts}
    return verdict("C19", decide(_c19_ladder, facts), measured, _C19_RULE, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C19 from this experiment's merged rows."""
    return [_c19(rows)]
