"""§6 real models: what torch.compile buys on vision and language models built from their packages.

A suite in the manner of PyTorch's compiler dashboard: models built from their packages with
random weights (nothing is downloaded), each compiled as a user would (`torch.compile(model)`),
checked for accuracy (against eager; a train step, compiled and eager alike, against a float64 pass,
as PyTorch's own checker does), then timed against eager in the same interleaved rounds.
Each model is a module of experiments/models that declares its package, how to build it at a
size and what it takes (models.Model); vision models come from torchvision and timm, language
models from transformers configurations.
Inference runs under `torch.no_grad()` in eval mode; a train step (forward, loss, backward, fused
AdamW step, zero_grad) compiles the model with its loss, as `training` does. `bf16` runs under
`torch.autocast` (weights stay fp32), as the dashboard's "amp" does.

A model whose package is missing, or cannot be imported with this torch (PyPI's torchvision
wheel needs a CUDA build of torch), is skipped with that reason, never failed: the others run.
On the CPU the quick profile uses small configurations of the same model classes.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from experiments import models
from generator import suite, summary
from generator.runner import inductor, measure, memory, sweeps
from generator.schema import find_row, Metric, Outcome, Row, Verdict
from generator.shards import Sharding
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import banded, decided, fewer_kernels, gain_in_band, not_testable, verdict, why_missing

DEFAULT, GRAPHS, TUNED_NO_GRAPHS = "default", "reduce-overhead", "max-autotune-no-cudagraphs"
VARIANT = {DEFAULT: "compiled", GRAPHS: "reduce-overhead", TUNED_NO_GRAPHS: "max-autotune-no-cudagraphs"}
# Accuracy of inference: ‖compiled − eager‖ / ‖eager‖ of the output, at most this per dtype (bf16
# under autocast rounds every product). A train step passes this `tol` to PyTorch's own checker.
TOLERANCE = {"fp32": 1e-3, "bf16": 3e-2}
# A train step: the loss and each gradient of one pass, compiled and eager, against a float64 pass,
# each tensor by PyTorch's checker at its own scale (inductor.check_each). Gradients are too sensitive
# for a fixed tolerance: on the H200 (torch 2.11) resnet18's bf16 gradients lay 36% from float64 in
# eager itself. Float64 rather than fp32, as PyTorch's checker has it and because fp32 on the GPU is
# far from exact: resnet18's fp32 gradients lay 10% off (cuDNN's fp32 convolutions may use TF32).
LR = 1e-4
# The suite is the registry of experiments/models: each model is a module there, which says what it
# is and how to build and feed it; this module names none, so adding one changes no point of another.
SUITE: tuple[models.Model, ...] = models.registry()
BY_NAME = {m.name: m for m in SUITE}
TRAINED = tuple(m.name for m in SUITE if m.trains)  # the models with a train step (C17 on real models)


def _skip(params: Mapping[str, Any], device: str) -> str | None:
    """A train step of a model without one, or a model whose package does not import here."""
    if params["task"] == "train" and params["model"] not in TRAINED:
        return f"train steps are measured for {', '.join(TRAINED)} only"
    return models.available(params["model"])


# The default profile's declared subset: the models that declare themselves in it (resnet18's module
# says which and why), inference and the train steps of those that train. With resnet18's two points in
# the default mode and reduce-overhead, three runs at 36db0d8 took 487–501 s of the default
# profile's 480 s, the suite 69–80 s of that (the train step's cold compile 27 s). So the default
# profile times the default mode only (modes()); `--profile full` runs every model, train steps,
# both dtypes and batch sizes, and the other modes.
DEFAULT_SUBSET = {"model": [m.name for m in SUITE if m.default], "task": ["infer", "train"]}

SPEC = ExperimentSpec(
    id="model_suite",
    title="Real models: a vision and language suite",
    section="§6",
    claims=("C17", "C24"),
    roles=("real_model_suite",),
    params={**DEFAULT_SUBSET, "dtype": ["bf16"], "batch": [32], "size": ["reference"]},
    full={"model": list(BY_NAME), "task": ["infer", "train"], "dtype": ["fp32", "bf16"], "batch": [1, 32]},
    quick={"model": list(BY_NAME), "task": ["infer", "train"], "dtype": ["fp32"], "batch": [2], "size": ["tiny"]},
    skip=_skip,
    # A point measures its model's module too: that module's hash is in its key, and no other point's.
    uses={"model": models.source_hash},
    summary=(
        f"The suite's {len(SUITE)} models are built from their packages with random weights: "
        + "; ".join(m.description for m in SUITE)
        + ". Inference under no_grad in eval mode, and a train step (forward, loss, backward, fused AdamW) for "
        + " and ".join(TRAINED) + ". Each compiled mode is checked for accuracy (inference: the output's "
        "relative error against eager's; a train step: the loss and each parameter's gradient of one pass, each "
        "on its own and at its own scale, by PyTorch's own accuracy checker (torch._dynamo.utils.same) against a "
        "float64 eager pass: within 2× eager's error (3× for small tensors and at bf16) plus a tenth of the "
        "tolerance) and timed against eager in the "
        "same interleaved rounds; a model that fails the check is shown failing and left out of the suite's "
        f"geometric mean. The default profile carries a declared subset, {' and '.join(DEFAULT_SUBSET['model'])} "
        "at bf16 (autocast) batch 32: inference and the train step, each in eager and the default mode, because "
        "the whole suite's cold compiles do not fit its time budget beside the other experiments; `--profile "
        "full` runs every model and train step at fp32 and bf16, batch 1 and 32, and adds reduce-overhead and "
        "max-autotune-no-cudagraphs. The CPU fallback (quick) runs every model class in small configurations."
    ),
)

# The full grid (every model, task, dtype and batch; inference compiles three modes, a train step
# one) takes hours of cold compiles: measured in shards, one job each (`generator shard`). A point
# never measured is costed as the measured points of its task, which decides its modes.
SHARDING = Sharding(profiles=("full",), cost_by=("task",))


def output_tensor(out: Any) -> torch.Tensor:
    """The tensor an accuracy check compares: the output itself, or a model output's main field."""
    if isinstance(out, torch.Tensor):
        return out
    for name in ("logits", "last_hidden_state"):
        value = getattr(out, name, None)
        if isinstance(value, torch.Tensor):
            return value
    raise TypeError(f"no tensor to compare in a {type(out).__name__}")


def _autocast(dtype: str, device: str) -> Any:
    return torch.autocast(device, dtype=torch.bfloat16, enabled=dtype == "bf16")


def modes(ctx: RunContext) -> list[str]:
    """The compile modes timed on this device and profile: the default mode, and on CUDA in the
    full profile reduce-overhead and max-autotune-no-cudagraphs beside it (the default profile's
    subset leaves them out for its time budget; compile_modes compares the modes there)."""
    if not ctx.is_cuda or ctx.profile != "full":
        return [DEFAULT]
    return [DEFAULT, GRAPHS, TUNED_NO_GRAPHS]


def _memory(calls: Mapping[str, Callable[[], Any]], ctx: RunContext) -> list[Metric]:
    """Peak allocated memory of one call per variant, and compiled over eager (first process, CUDA)."""
    if not ctx.is_cuda:
        reason = "peak memory is counted by the CUDA caching allocator; this run is on the CPU"
        return [Metric(v, "peak_memory_ratio", None, "ratio", status="skipped", reason=reason)
                for v in calls if v != "eager"]
    if ctx.replicate > 0:
        return []  # memory does not move between processes; later ones spend their time timing
    peaks = {v: float(memory.device_memory(fn, ctx.device)[1].peak_allocated) for v, fn in calls.items()}
    out = [Metric(v, "peak_memory_bytes", p, "bytes", "peak allocated over one call") for v, p in peaks.items()]
    out += [Metric(v, "peak_memory_ratio", p / peaks["eager"], "ratio", "peak allocated, variant / eager")
            for v, p in peaks.items() if v != "eager" and peaks["eager"] > 0]
    return out


def _accuracy(variant: str, error: float, dtype: str, what: str) -> list[Metric]:
    tol = TOLERANCE[dtype]
    return [Metric(variant, "relative_error", error, "ratio", f"{what} vs eager"),
            Metric(variant, "accuracy_pass", float(error <= tol), "flag", f"relative error ≤ {tol:g} ({dtype})")]


def _breaks(variant: str) -> tuple[list[Metric], str]:
    reasons = inductor.break_reasons()
    text = "\n".join(f"{n}× {r}" for r, n in sorted(reasons.items(), key=lambda kv: -kv[1]))
    return [Metric(variant, "break_reasons", float(len(reasons)), "count", "distinct reasons, first call")], text


def _infer(ctx: RunContext, model: models.Model, dtype: str, batch: int, size: str) -> Outcome:
    net = model.build(size, "infer").to(ctx.device).eval().requires_grad_(False)
    args = model.kind.inputs(net, size, batch, ctx.device)
    amp = _autocast(dtype, ctx.device)

    def call(fn: Callable[..., Any]) -> Callable[[], Any]:
        def run_once() -> Any:
            with torch.no_grad(), amp:
                return fn(**args)
        return run_once

    reference = output_tensor(call(net)())
    calls: dict[str, Callable[[], Any]] = {"eager": call(net)}
    metrics: list[Metric] = []
    code: list[str] = []
    breaks: dict[str, str] = {}
    first = None
    for mode in modes(ctx):
        variant = VARIANT[mode]
        compiled = torch.compile(net, mode=mode)
        first = measure.first_call(call(compiled), ctx=ctx, reset=first is None)
        metrics += first.metrics(variant)
        metrics += _accuracy(variant, measure.relative_error(output_tensor(first.result).float(), reference.float()),
                             dtype, "output")
        found, breaks[variant] = _breaks(variant)
        metrics += found
        first.result = None  # a live output would keep CUDA-graph trees from replaying freely
        code += [f"# ---- {mode} ----\n{text}" for text in first.code]
        calls[variant] = call(compiled)
    latency = measure.compare(calls, ctx, baseline="eager")
    profiled, kernels = measure.kernel_profile(calls, ctx)
    metrics += profiled + _memory(calls, ctx)
    return Outcome(metrics, [latency], kernels, _artifacts(code, breaks))


def _train(ctx: RunContext, model: models.Model, dtype: str, batch: int, size: str) -> Outcome:
    kind = model.kind
    net_e = model.build(size, "train").to(ctx.device).train()
    net_c = copy.deepcopy(net_e)  # both variants start from the same weights
    args = kind.inputs(net_e, size, batch, ctx.device)
    labels = kind.labels(args, batch, ctx.device)
    amp = _autocast(dtype, ctx.device)
    compiled_loss = torch.compile(lambda: kind.loss(net_c, args, labels))

    def stepper(loss_of: Callable[[], torch.Tensor], net: torch.nn.Module) -> Callable[[], torch.Tensor]:
        opt = torch.optim.AdamW(net.parameters(), lr=LR, fused=True)

        def step() -> torch.Tensor:
            with amp:
                loss = loss_of()
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            return loss.detach()
        return step

    # The first call compiles forward and backward; it, eager's pass and a float64 pass start from
    # the same weights, so their losses and gradients must agree (an optimizer step would hide a
    # gradient's size: AdamW's first step moves each weight by about the learning rate, whatever it is).
    first = measure.first_call(lambda: _gradients(compiled_loss, net_c, amp), ctx=ctx)
    metrics = first.metrics("compiled")
    reference = _float64_pass(kind, net_e, args, labels)
    eager = _gradients(lambda: kind.loss(net_e, args, labels), net_e, amp)
    metrics += _train_accuracy(first.result, eager, reference, dtype)
    found, text = _breaks("compiled")
    metrics += found
    first.result = None
    step_e = stepper(lambda: kind.loss(net_e, args, labels), net_e)
    step_c = stepper(compiled_loss, net_c)
    calls = {"eager": step_e, "compiled": step_c}
    latency = measure.compare(calls, ctx, baseline="eager")
    profiled, kernels = measure.kernel_profile(calls, ctx)
    metrics += profiled + _memory(calls, ctx)
    return Outcome(metrics, [latency], kernels, _artifacts(first.code, {"compiled": text}))


Pass = dict[str, torch.Tensor]  # the loss and each parameter's gradient, by name


def _gradients(loss_of: Callable[[], torch.Tensor], net: torch.nn.Module, amp: Any) -> Pass:
    """The loss and each parameter's gradient of one forward and backward (no step taken)."""
    with amp:
        loss = loss_of()
    loss.backward()
    # a parameter left without a gradient counts as a zero one, as PyTorch's checker counts it
    found = {"loss": loss.detach()} | {
        f"{name}.grad": p.grad.detach() if p.grad is not None else torch.zeros_like(p.detach())
        for name, p in net.named_parameters()}
    net.zero_grad(set_to_none=True)  # the next backward writes new tensors; these stay as they are
    return found


def _float64_pass(kind: models.Kind, net: torch.nn.Module, batch: dict[str, torch.Tensor],
                  labels: torch.Tensor) -> Pass:
    """One eager pass of a float64 copy of the model, no autocast: what both variants are judged against."""
    wide = copy.deepcopy(net).double()
    inputs = {k: v.double() if v.is_floating_point() else v for k, v in batch.items()}
    with torch.autocast(batch[next(iter(batch))].device.type, enabled=False):
        return _gradients(lambda: kind.loss(wide, inputs, labels), wide, contextlib.nullcontext())


def _train_accuracy(compiled: Pass, eager: Pass, reference: Pass, dtype: str) -> list[Metric]:
    """Each variant's error against the float64 pass (shown: the larger of the loss's and all the
    gradients' relative errors), and whether compiled passes PyTorch's checker on every tensor."""
    def flat(found: Pass) -> torch.Tensor:
        return torch.cat([t.reshape(-1).double() for name, t in found.items() if name != "loss"])

    grads = flat(reference)

    def error(found: Pass) -> float:
        return max(measure.relative_error(found["loss"], reference["loss"]), measure.relative_error(flat(found), grads))

    tol = TOLERANCE[dtype]
    checked = inductor.check_each(eager, compiled, reference, tol=tol)
    failed = [c for c in checked if not c.passed]
    # the tensor nearest to failing (or furthest past it): compiled's error against eager's, plus the slack
    worst = max(failed or checked, key=lambda c: c.error / (c.ref_error + tol / 10))
    what = "the larger of the loss's and all gradients' (as one vector) relative error vs a float64 eager pass"
    rule = (f"the loss and each of {len(checked) - 1} gradients by PyTorch's checker (torch._dynamo.utils.same, "
            f"tol {tol:g}) at its own scale, vs a float64 pass ({dtype})")
    return [Metric("compiled", "relative_error", error(compiled), "ratio", what),
            Metric("eager", "relative_error", error(eager), "ratio", what),
            Metric("compiled", "accuracy_pass", float(not failed), "flag",
                   f"{rule}: {len(failed)} fail; {'worst' if failed else 'nearest'}: {worst.name}, RMS error "
                   f"{worst.error:.3g} of its scale against eager's {worst.ref_error:.3g}")]


def _artifacts(code: Sequence[str], breaks: Mapping[str, str]) -> dict[str, str]:
    out = {"output_code.py": "\n\n".join(code)} if code else {}
    listed = "\n\n".join(f"# {variant}\n{text}" for variant, text in breaks.items() if text)
    if listed:
        out["graph_break_reasons.txt"] = listed
    return out


def run(ctx: RunContext, *, model: str, task: str, dtype: str, batch: int, size: str) -> Outcome:
    """Build the model, compile it in each mode, check it against eager, time it, count kernels."""
    torch.manual_seed(ctx.seed)
    return measure_model(ctx, BY_NAME[model], task=task, dtype=dtype, batch=batch, size=size)


def measure_model(ctx: RunContext, model: models.Model, *, task: str, dtype: str, batch: int, size: str) -> Outcome:
    """The suite's path for one model, the registry's or a user's (own_model): compile it in each mode,
    check it against eager, time it, count its kernels and graph breaks."""
    if ctx.is_cuda:
        sweeps.warm_up_compiler(ctx.device)
    with inductor.provenance():  # the kernel listings name the source line each kernel came from
        if task == "train":
            return _train(ctx, model, dtype, batch, size)
        return _infer(ctx, model, dtype, batch, size)


# --- the suite's summary and verdicts: pure functions of the merged rows --------------------


def suite_means(rows: Sequence[Row]) -> list[suite.Mean]:
    """The suite's geometric means over the models that passed, counted against the whole suite."""
    return suite.means(rows, list(BY_NAME))


def describe(mean: suite.Mean) -> str:
    """suite.describe against this suite's models."""
    return suite.describe(mean, list(BY_NAME))


DECIDING = ("bf16", 32)  # the (dtype, batch) both verdicts are decided at: the default grid's
# C24 on the article's band (summary.CUTS: 1.1×, 1.5×, 2×): [1.5, 2] holds, at least 1.1× otherwise partly
# holds (a gain, but not the article's), below 1.1× does not hold
C24_LABELS = ("does not hold", "partly holds", "holds", "partly holds")
C17_BAND = (1.10, 1.30)  # the article's +10–30%, as `training` decides it on its own models


def _deciding(found: Sequence[Any], key: Callable[[Any], tuple[str, int]]) -> list[Any]:
    """Those at the DECIDING point, or, where a run has none there (the CPU's quick grid), at its last."""
    points = sorted({key(f) for f in found})
    point = DECIDING if DECIDING in points else points[-1]
    return [f for f in found if key(f) == point]


def _c24(rows: Sequence[Row]) -> Verdict:
    rule = ("the suite's geometric-mean speedup of default-mode inference over the models that pass the "
            f"accuracy check, at {DECIDING[0]} batch {DECIDING[1]} (or the run's own point where it has none), "
            "its interval the report's (generator.summary). Holds within 1.5–2× (the article's figure), partly "
            "holds at 1.1× or more otherwise, does not hold below 1.1×; inconclusive when it straddles a cut")
    means = [m for m in suite_means(rows) if m.variant == "compiled" and m.task == "infer"]
    if not means:
        return not_testable("C24", "no model of the suite was measured and passed its accuracy check", rule, SPEC.id)
    (deciding,) = _deciding(means, lambda m: (m.dtype, m.batch))
    measured = f"decided at {deciding.dtype} batch {deciding.batch}: " + "; ".join(describe(m) for m in means)
    return verdict("C24", banded(suite.mean_row(deciding), summary.CUTS, C24_LABELS, "suite geometric mean",
                                 unit="×"),
                   measured, rule, SPEC.id)


def _subset() -> str:
    return ", ".join(f"{k} {'/'.join(v)}" for k, v in DEFAULT_SUBSET.items())


def _default_train_steps() -> str:
    """Which train steps the default profile's subset measures, as a clause of C17's: "has <model>'s"."""
    steps = [m for m in DEFAULT_SUBSET["model"] if m in TRAINED]
    return f"has {' and '.join(steps)}'s" if steps else "has none"


def _c17(rows: Sequence[Row]) -> Verdict:
    low, high = C17_BAND
    rule = (f"the compiled train step's speedup over eager for {' and '.join(TRAINED)} at the deciding point "
            f"({DECIDING[0]} batch {DECIDING[1]}, or the run's own), on each one's 95% re-run interval, and its "
            f"kernels per step (the profiler's): holds if every model measured gains within {low}–{high}× (the "
            "article: +10–30%) and launches fewer kernels per step (the mechanism it names); partly holds if "
            f"some model gains at least {low}× but that is not so; does not hold if no model gains {low}×; "
            "inconclusive when an undecided interval, or kernels not counted, could change that (as the "
            "training experiment decides it). A model failing its accuracy check does not count")
    found = [r for r in rows if r.metric == "speedup" and r.variant == "compiled" and r.params.get("task") == "train"
             and r.status == "ok" and r.value and suite.passes(rows, "compiled", **r.params)]
    if not found:
        trained = any(r.params.get("task") == "train" for r in rows)
        why = ("no train step of the suite passed its accuracy check" if trained else
               f"this run's grid has no train step (the default profile's declared subset, {_subset()}, "
               f"{_default_train_steps()}; `--profile full` measures those of {' and '.join(TRAINED)})")
        return not_testable("C17", why, rule, SPEC.id)
    chosen = _deciding(found, lambda r: (r.params["dtype"], r.params["batch"]))
    parts, fewer = [], {}
    for r in chosen:
        m = r.params["model"]
        kernels, fewer[m] = fewer_kernels(find_row(rows, "eager", "kernels_per_call", **r.params),
                                          find_row(rows, "compiled", "kernels_per_call", **r.params), m)
        parts.append(f"{m} ({r.params['dtype']}, batch {r.params['batch']}): {decided(r, '×')}, {kernels}")
    measured = "; ".join(parts)
    dtype, batch = chosen[0].params["dtype"], chosen[0].params["batch"]
    for m in TRAINED:
        if m not in {r.params["model"] for r in chosen}:
            measured += f"; {m}'s train step: {_left_out(rows, m, dtype, batch)}"
    return verdict("C17", gain_in_band({r.params["model"]: r for r in chosen}, fewer, C17_BAND), measured, rule,
                   SPEC.id)


def _left_out(rows: Sequence[Row], model: str, dtype: str, batch: int) -> str:
    """Why a model's train step does not count in C17 at the deciding point."""
    at = {"model": model, "task": "train", "dtype": dtype, "batch": batch}
    if find_row(rows, "compiled", "speedup", **at) is not None:  # measured, ok
        failed = suite.passes(rows, "compiled", **at) is False
        return "left out, it failed its accuracy check" if failed else "left out, no accuracy check recorded"
    if any(all(r.params.get(k) == v for k, v in at.items()) for r in rows):
        return why_missing(rows, metric="speedup", variants=("compiled",), **at)
    if any(r.params.get("model") == model and r.params.get("task") == "train" for r in rows):
        return f"measured only at other points than {dtype} batch {batch}"
    return "not measured here"


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """C24 on the suite's default-mode geometric mean; C17 on its train steps."""
    return [_c24(rows), _c17(rows)]
