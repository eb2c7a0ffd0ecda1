"""§4 compile modes: default, reduce-overhead, max-autotune-no-cudagraphs and max-autotune.

The article's MLP + softmax with weights drawn once (as module parameters), compiled in each
mode over the batch size. Per point: the cold compile time of the mode (first call) and its
latency against eager. The break-even number of calls of a mode (its extra compile time over
the default mode, divided by the time it saves per call) is computed by the verdicts from the
rows of the default-mode point at the same batch size.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from generator.runner import inductor, measure
from generator.schema import ExperimentSpec, Metric, Outcome, Row, RunContext, Verdict, find_row

FEATURES = 512
LAYERS = 4
MODES = ("default", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")
CUDAGRAPH_MODES = ("reduce-overhead", "max-autotune")
AUTOTUNE_MODES = ("max-autotune-no-cudagraphs", "max-autotune")
BATCHES = (1, 16, 256, 4096)
# max-autotune benchmarks candidate kernels for every new input shape, so the default profile
# tunes one size. 256 rows are past the degenerate matrix-vector shapes of batch 1 and 16, where
# there is little for autotuning to choose between and the latency is launch cost alone, yet
# still launch-bound enough that the CUDA-graph part of max-autotune shows too.
AUTOTUNE_BATCH = 256


def _skip(params: Mapping[str, Any], device: str) -> str | None:
    """Why a (mode, batch) point does not run: no CUDA, or max-autotune outside this profile's sizes."""
    mode = params["mode"]
    if device != "cuda" and mode in CUDAGRAPH_MODES:
        return "needs CUDA: CUDA graphs do not exist on the CPU"
    if device != "cuda" and mode in AUTOTUNE_MODES:
        return ("not run on the CPU: autotuning C++ kernels is too slow for the CPU fallback report, "
                "and the claim is about the GPU's kernels")
    if mode == "max-autotune-no-cudagraphs" and params["autotune_at"] != "every batch":
        # A cold max-autotune compile costs about a minute on the reference GPU; the default
        # profile keeps the one C15 needs (max-autotune) and leaves autotuning alone to `full`.
        return ("runs in the full profile only: its autotuning costs as much as max-autotune's, and "
                "the default profile must fit its time budget")
    if mode in AUTOTUNE_MODES and params["autotune_at"] != "every batch" and params["batch"] != AUTOTUNE_BATCH:
        return (f"max-autotune tunes kernels anew for every input shape; this profile runs it at batch "
                f"{AUTOTUNE_BATCH} only (the full profile runs every batch)")
    return None


SPEC = ExperimentSpec(
    id="compile_modes",
    title="Compile modes: reduce-overhead and max-autotune against default",
    section="§4",
    claims=("C14", "C15"),
    # autotune_at holds no measurement setting: it tells the skip rule at which batch sizes the
    # max-autotune modes run, since a product grid cannot give them fewer sizes than the others.
    params={"mode": list(MODES), "batch": list(BATCHES), "autotune_at": [str(AUTOTUNE_BATCH)]},
    quick={"batch": [1, 16]},
    full={"autotune_at": ["every batch"]},
    skip=_skip,
    summary=(
        "Four linear+ReLU layers of width 512 and a softmax, weights drawn once as module "
        "parameters (no gradients), compiled with `torch.compile(mode=...)` in each of four modes. "
        "`reduce-overhead` replays the compiled kernels as a CUDA graph; `max-autotune` benchmarks "
        "kernel candidates (Triton templates against the vendor library) and uses CUDA graphs too; "
        "`max-autotune-no-cudagraphs` autotunes without them. On the GPU every compile starts from "
        f"empty Inductor and Triton caches, so compile times are cold ones. The default profile "
        f"autotunes at batch {AUTOTUNE_BATCH} only; the full profile at every batch size. The "
        "break-even of a mode is its extra compile time over the default mode divided by the time "
        "it saves per call."
    ),
)


class MLP(torch.nn.Module):
    """The article's network with its weights held as parameters: 4 × (linear 512→512, ReLU), softmax."""

    def __init__(self) -> None:
        super().__init__()
        # standard-normal weights, as the article draws them
        self.weights = torch.nn.ParameterList(
            torch.nn.Parameter(torch.randn(FEATURES, FEATURES)) for _ in range(LAYERS))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for w in self.weights:
            x = torch.relu(torch.nn.functional.linear(x, w))
        return torch.softmax(x, dim=-1)


def variant_of(mode: str) -> str:
    """Row variant of a mode: 'compiled' for the default mode (the report's name for it), else the mode."""
    return "compiled" if mode == "default" else mode


def run(ctx: RunContext, *, mode: str, batch: int, autotune_at: str) -> Outcome:
    """Compile in one mode (cold caches on the GPU), then time eager against it."""
    del autotune_at  # read by the skip rule only
    torch.manual_seed(ctx.seed)
    model = MLP().to(ctx.device).requires_grad_(False)
    x = torch.randn(batch, FEATURES, device=ctx.device)
    variant = variant_of(mode)
    # On the GPU every mode compiles from empty caches, so that compile times do not depend on
    # the grid's order or on earlier runs. On the CPU an empty cache also re-probes the C++
    # toolchain, which the CPU fallback report cannot afford; its compile times say which cache
    # state they saw (compile_cold_s / compile_warm_s).
    if ctx.is_cuda:
        measure.warm_up_compiler(ctx.device)  # keep one-time process costs out of the first point
    caches = inductor.private_cache_dir() if ctx.is_cuda else contextlib.nullcontext()
    with caches:
        compiled = torch.compile(model, mode=mode)
        first = measure.first_call(compiled, x, ctx=ctx)
        metrics = first.metrics(variant)
        metrics.append(Metric(variant, "relative_error", measure.relative_error(first.result, model(x)),
                              "ratio", "vs eager"))
        first.result = None  # a live output would keep CUDA-graph trees from replaying freely
        if mode in CUDAGRAPH_MODES:
            metrics.append(Metric(variant, "cudagraph_skips", inductor.cudagraph_skips(), "count", "first call"))
        latency = measure.compare({"eager": lambda: model(x), variant: lambda: compiled(x)}, ctx,
                                  baseline="eager")
        recompiled = measure.graphs_compiled_since(first)
    if recompiled:
        raise RuntimeError(f"{recompiled:g} graph(s) compiled while timing: the latency is not steady-state")
    artifacts = {"output_code.py": "\n\n".join(first.code)} if first.code else {}
    return Outcome(metrics, [latency], [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------

CLEAR_GAIN = 1.2  # a cut of a sixth of the latency or more reads as "clear"; the article gives no figure
MUCH_LONGER = 5.0  # compile time ratio read as "grows a lot"; the article says minutes, against seconds
PAYBACK_S = 3600.0  # "compiled once and run long": pays back within an hour of back-to-back calls


def _fmt(row: Row | None, unit: str = "") -> str:
    if row is None or row.value is None:
        return "n/a"
    interval = f" [{row.lo:.3g}, {row.hi:.3g}]" if row.lo is not None and row.hi is not None else ""
    return f"{row.value:.3g}{unit}{interval}"


def _why_missing(rows: Sequence[Row], **params: object) -> str:
    """Why a verdict's rows are absent: the skip reason (e.g. CPU run) or the point's failure."""
    for row in rows:
        if row.status != "ok" and all(row.params.get(k) == v for k, v in params.items()):
            return f"{row.status}: {row.reason}"
    return f"the rows this verdict needs were not measured ({params})"


def _latency(rows: Sequence[Row], mode: str, batch: int) -> Row | None:
    return find_row(rows, variant_of(mode), "latency_ms", mode=mode, batch=batch)


def _compile(rows: Sequence[Row], mode: str, batch: int) -> Row | None:
    """The first-call time of a mode, whatever cache state named it (compile_cold_s, ...)."""
    for row in rows:
        if (row.variant == variant_of(mode) and row.status == "ok" and row.value is not None
                and re.fullmatch(r"compile_[a-z]+_s", row.metric)
                and row.params.get("mode") == mode and row.params.get("batch") == batch):
            return row
    return None


@dataclass(frozen=True)
class Gain:
    """A mode against the default mode at one batch size: latency ratio and break-even."""

    ratio: float  # default's latency / the mode's (medians)
    lo: float  # conservative interval from the two latency intervals
    hi: float
    clearly_faster: bool  # the mode's interval lies wholly below default's
    extra_s: float | None  # compile time beyond default's; None when a compile row is missing
    calls: float | None  # break-even calls; None = never (not clearly faster) or unknown
    payback_s: float | None  # the same as time spent in back-to-back calls of the mode

    def text(self) -> str:
        """'1.9× [1.7, 2.1] vs default; compile +41 s, break-even after 2.1e+06 calls (…)'."""
        out = f"{self.ratio:.3g}× [{self.lo:.3g}, {self.hi:.3g}] vs default"
        if self.extra_s is None:
            return out + "; break-even unknown (no compile time)"
        out += f"; compile {self.extra_s:+.3g} s"
        if not self.clearly_faster:
            return out + ", break-even never (not faster than default beyond the intervals)"
        if self.calls == 0:
            return out + ", pays back at once (compiles no slower than default)"
        return out + f", break-even after {self.calls:.3g} calls ({self.payback_s:.3g} s of back-to-back calls)"


def gain(rows: Sequence[Row], mode: str, batch: int) -> Gain | None:
    """The mode against default at one batch size; None when either latency row is missing."""
    base, cand = _latency(rows, "default", batch), _latency(rows, mode, batch)
    if base is None or cand is None or not base.value or not cand.value:
        return None
    b_lo, b_hi = (base.lo or base.value), (base.hi or base.value)
    c_lo, c_hi = (cand.lo or cand.value), (cand.hi or cand.value)
    clearly = c_hi < b_lo
    c_base, c_cand = _compile(rows, "default", batch), _compile(rows, mode, batch)
    extra = None if c_base is None or c_cand is None else c_cand.value - c_base.value
    calls = payback = None
    if extra is not None and clearly:
        saved_s = (base.value - cand.value) / 1e3
        calls = max(extra, 0.0) / saved_s
        payback = calls * cand.value / 1e3
    return Gain(base.value / cand.value, b_lo / c_hi, b_hi / c_lo, clearly, extra, calls, payback)


def _c14(rows: Sequence[Row]) -> Verdict:
    rule = (
        "reduce-overhead's latency against the default mode's at the same batch size: holds if it "
        f"is at least {CLEAR_GAIN}× faster (interval above 1) at batch 1 and 16 and its gain at "
        "4096 is at most half the smaller of those two (gain = ratio − 1); partly holds if it is "
        f"clearly faster at batch 1 or 16 but not both or without the flattening; does not hold "
        "if clearly faster at neither"
    )
    gains = {b: gain(rows, "reduce-overhead", b) for b in (1, 16, 4096)}
    missing = [b for b, g in gains.items() if g is None]
    if missing:
        b = missing[0]
        why = _why_missing(rows, mode="reduce-overhead", batch=b)
        if why.startswith("the rows"):
            why = _why_missing(rows, mode="default", batch=b)
        return Verdict("C14", "not testable here", f"batch {b}: {why}", rule, SPEC.id)
    clear = {b: gains[b].ratio >= CLEAR_GAIN and gains[b].lo > 1 for b in (1, 16)}  # type: ignore[union-attr]
    small = min(gains[1].ratio, gains[16].ratio)  # type: ignore[union-attr]
    flattens = gains[4096].ratio - 1 <= (small - 1) / 2  # type: ignore[union-attr]
    skips = [find_row(rows, "reduce-overhead", "cudagraph_skips", batch=b) for b in (1, 16, 4096)]
    note = "; CUDA graphs declined for some graphs" if any(r and r.value for r in skips) else ""
    measured = "; ".join(f"batch {b}: {g.text()}" for b, g in gains.items()) + note  # type: ignore[union-attr]
    if all(clear.values()) and flattens:
        verdict = "holds"
    elif any(clear.values()):
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C14", verdict, measured, rule, SPEC.id)


def _c15(rows: Sequence[Row]) -> Verdict:
    b = AUTOTUNE_BATCH
    rule = (
        f"max-autotune against the default mode at batch {b}, both compiled from empty caches: the "
        f"compile grows a lot if it takes at least {MUCH_LONGER:g}× the default's; it pays off if "
        "it is faster beyond the intervals and its extra compile time is paid back within "
        f"{PAYBACK_S / 3600:g} hour of back-to-back calls. Holds if both; partly holds if one; "
        "does not hold if neither"
    )
    g = gain(rows, "max-autotune", b)
    c_base, c_tuned = _compile(rows, "default", b), _compile(rows, "max-autotune", b)
    if g is None or c_base is None or c_tuned is None:
        why = _why_missing(rows, mode="max-autotune", batch=b)
        if why.startswith("the rows"):  # e.g. a CPU grid without this batch size
            why = _why_missing(rows, mode="max-autotune")
        return Verdict("C15", "not testable here", f"batch {b}: {why}", rule, SPEC.id)
    ratio = c_tuned.value / c_base.value  # type: ignore[operator]
    measured = (
        f"batch {b}: compile {c_tuned.value:.3g} s ({c_tuned.metric}) against default "
        f"{c_base.value:.3g} s ({c_base.metric}), {ratio:.3g}× (article: minutes); latency "
        f"{_fmt(_latency(rows, 'max-autotune', b), ' ms')} against {_fmt(_latency(rows, 'default', b), ' ms')}, "
        f"{g.text()}"
    )
    for mode in AUTOTUNE_MODES:
        for batch in BATCHES:
            other = gain(rows, mode, batch)
            if other is not None and (mode, batch) != ("max-autotune", b):
                measured += f"; {mode} at batch {batch}: {other.text()}"
    much_longer = ratio >= MUCH_LONGER
    pays_back = g.payback_s is not None and g.payback_s <= PAYBACK_S
    verdict = {2: "holds", 1: "partly holds", 0: "does not hold"}[int(much_longer) + int(pays_back)]
    return Verdict("C15", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdicts for C14 and C15 from this experiment's merged rows."""
    return [_c14(rows), _c15(rows)]
