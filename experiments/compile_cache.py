"""§5 first-call compile time in fresh processes: cold cache, warm cache, portable cache artifacts.

Each variant is one new Python process, because what a persisted cache saves is only visible
to a process that has compiled nothing yet. `cold` starts with empty Inductor and Triton cache
directories and, after its first call, saves the portable cache artifacts
(`torch.compiler.save_cache_artifacts`); `warm` is a second process on the same directories;
`portable` starts on a new, empty directory, loads the artifacts
(`torch.compiler.load_cache_artifacts`) and then calls. Process start-up (import torch, device
initialisation) is recorded apart from the first call.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping, Sequence
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
    decide,
    find,
    fmt,
    known,
    not_testable,
    value_at_least,
    verdict,
    why_missing,
)

PHASES = ("cold", "warm", "portable")
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
    # One worker process per profile: each point already starts three fresh children (cold, warm,
    # portable), and a cold compile exists once per cache; repeating it would triple the cost. So
    # every compile time here is a single sample (n=1), with no interval.
    replicates={"default": 1, "quick": 1},
    summary=(
        "The article's MLP (four linear+ReLU layers of width 512 and a softmax, weights drawn "
        "once, inference under `torch.no_grad`) compiled in three fresh Python processes: `cold` "
        "with empty Inductor and Triton cache directories, `warm` on the same directories "
        "afterwards (FX-graph and AOTAutograd cache hits), and `portable` on a new, empty "
        "directory after loading the artifacts that `torch.compiler.save_cache_artifacts()` "
        "saved in the cold process. `first_call_s` is the first call (compile included); process "
        "start-up (`startup_s`: import torch, device initialisation) and the import of Dynamo and "
        "Inductor (`compiler_import_s`), which a long-lived process pays once, are given apart, "
        "and `process_s` is the whole process as its parent saw it. Default mode in the default "
        "profile; `max-autotune` only in the full profile, because its cold compile benchmarks "
        "GEMM configurations for every new shape and costs several times the default mode's. "
        "Every figure is one sample (n=1): one cold, one warm and one portable process per point, "
        "so they carry no interval."
    ),
)


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


SINGLE = "single sample (n=1)"
_UNITS = {"first_call_s": "s", "load_s": "s", "save_s": "s", "cache_bytes": "bytes", "artifact_bytes": "bytes",
          "relative_error": "ratio"}
_KINDS = {"graphs": "compiler"}  # the rest: their unit's kind


def _metrics(phase: str, res: fresh.FreshResult) -> list[Metric]:
    out = [Metric(phase, "startup_s", res.startup_s, "s", f"import torch + device init, in the child; {SINGLE}"),
           Metric(phase, "compiler_import_s", res.compiler_import_s, "s", f"import Dynamo + Inductor; {SINGLE}"),
           Metric(phase, "process_s", res.process_s, "s", f"whole child process, seen by the parent; {SINGLE}")]
    for key, value in res.value.items():
        out.append(Metric(phase, key, float(value), _UNITS.get(key, "count"), f"one fresh process; {SINGLE}",
                          kind=_KINDS.get(key)))
    return out


def run(ctx: RunContext, *, mode: str, batch: int) -> Outcome:
    """Three fresh processes in order: cold (saves artifacts), warm, portable (loads them)."""
    metrics: list[Metric] = []
    firsts: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="lab-compile-cache-") as tmp:
        blob = str(Path(tmp) / "artifacts.bin")
        roots = {"cold": Path(tmp) / "shared", "warm": Path(tmp) / "shared", "portable": Path(tmp) / "empty"}
        for phase in PHASES:
            kwargs = {"phase": phase, "mode": mode, "batch": batch, "device": ctx.device, "blob": blob,
                      "cache_root": str(roots[phase])}
            res = fresh.run_fresh(CHILD, kwargs, device=ctx.device, env=fresh.cache_env(roots[phase]),
                                  timeout_s=TIMEOUT_S[mode])
            metrics += _metrics(phase, res)
            firsts[phase] = res.value["first_call_s"]
    for phase in ("warm", "portable"):
        metrics.append(Metric(phase, "first_call_speedup", firsts["cold"] / firsts[phase], "x",
                              "cold first call / this first call: a ratio of two single samples, no interval"))
    return Outcome(metrics=metrics)


# --- verdicts: pure functions of the merged rows -------------------------------------------

SLOW_S = 1.0  # "seconds or more" (the article: seconds to minutes)
CUT = 2.0  # a cache "keeps the compile out" if the first call is at least this much faster


def _value(rows: Sequence[Row], variant: str, metric: str, mode: str) -> float | None:
    row = find(rows, variant, metric, mode=mode)
    return None if row is None else row.value


def _cache_cut(rows: Sequence[Row], phase: str, mode: str) -> tuple[dict[str, Fact], str]:
    """Facts: this phase's first call is CUT× faster than the cold one, with FX-graph cache hits."""
    speedup = find(rows, phase, "first_call_speedup", mode=mode)
    first = _value(rows, phase, "first_call_s", mode)
    fx = _value(rows, phase, "fxgraph_cache_hit", mode) or 0.0
    aot = _value(rows, phase, "autograd_cache_hit", mode) or 0.0
    assert speedup is not None and first is not None
    # a ratio of two single compiles, each counted as ±SINGLE_COMPILE_SPREAD
    low, high = speedup.value / (1 + SINGLE_COMPILE_SPREAD) ** 2, speedup.value * (1 + SINGLE_COMPILE_SPREAD) ** 2
    facts = {f"{phase}_cut": value_at_least(low, high, CUT, f"{phase} first-call speedup {speedup.value:.3g}× "
                                            f"(counted as [{low:.3g}, {high:.3g}]) ≥ {CUT:g}×"),
             f"{phase}_hits": known(fx > 0, f"{phase}: FX-graph cache hits")}
    text = f"{phase} {first:.3g} s ({fmt(speedup, '×')} faster; FX-graph hits {fx:.0f}, AOTAutograd hits {aot:.0f})"
    return facts, text


def _c19_ladder(f: Mapping[str, bool]) -> str:
    warm, portable = f["warm_cut"] and f["warm_hits"], f["portable_cut"] and f["portable_hits"]
    if f["slow"] and warm and portable:
        return "holds"
    return "partly holds" if warm or portable else "does not hold"


def _c19(rows: Sequence[Row]) -> Verdict:
    rule = (
        f"default mode, fresh processes: holds if the cold first call takes at least {SLOW_S:.0f} s and "
        f"both the warm cache and the portable artifacts make it at least {CUT:.0f}× faster with "
        "FX-graph cache hits; partly holds if only one of them does, or both do but the cold call is "
        f"under {SLOW_S:.0f} s; does not hold if neither cuts it {CUT:.0f}×. The first call is timed "
        "after the compiler's import, which every fresh process pays and no cache saves (given "
        "beside). Each time is a single sample (n=1, one process per phase), counted as "
        f"±{SINGLE_COMPILE_SPREAD:.0%} (the spread of one cold compile between runs), so a ratio of two "
        "as ×/÷ (1.25)²; inconclusive when that straddles a threshold"
    )
    need = [("cold", "first_call_s")] + [(p, m) for p in ("warm", "portable")
                                          for m in ("first_call_s", "first_call_speedup", "fxgraph_cache_hit")]
    if any(_value(rows, v, m, "default") is None for v, m in need):
        return not_testable("C19", why_missing(rows, mode="default"), rule, SPEC.id)
    cold = find(rows, "cold", "first_call_s", mode="default")
    startup = _value(rows, "cold", "startup_s", "default")
    imports = _value(rows, "cold", "compiler_import_s", "default")
    warm_facts, warm_text = _cache_cut(rows, "warm", "default")
    port_facts, port_text = _cache_cut(rows, "portable", "default")
    measured = f"cold {cold.value:.3g} s; {warm_text}; {port_text}"  # type: ignore[union-attr]
    if startup is not None:
        measured += f"; process start-up {startup:.3g} s"
        measured += f" and compiler import {imports:.3g} s" if imports is not None else ""
        measured += " on top of each"
    tuned = _value(rows, "cold", "first_call_s", "max-autotune")
    if tuned is not None:
        measured += f"; max-autotune cold {tuned:.3g} s"
        for phase in ("warm", "portable"):
            first = _value(rows, phase, "first_call_s", "max-autotune")
            measured += f", {phase} {first:.3g} s" if first is not None else ""
    measured += " (single samples, n=1 each; article: seconds to minutes cold)"
    c = cold.value  # type: ignore[union-attr]
    slow = value_at_least(c / (1 + SINGLE_COMPILE_SPREAD), c * (1 + SINGLE_COMPILE_SPREAD), SLOW_S,
                          f"cold first call {c:.3g} s (±{SINGLE_COMPILE_SPREAD:.0%}) ≥ {SLOW_S:g} s")
    facts = {"slow": slow, **warm_facts, **port_facts}
    return verdict("C19", decide(_c19_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C19 from this experiment's merged rows."""
    return [_c19(rows)]
