"""PyTorch's own accuracy checker, torch._dynamo.utils.same, as its compiler dashboard applies it.

The dashboard (benchmarks/dynamo/common.py, check_accuracy) compares the compiled result with eager's
at the same precision and with a float64 pass: a tensor passes if it is allclose to eager's within
`tol`, or if its RMS error against float64 is at most a multiplier (2; 3 for a half-precision
result, a tensor under 1,000 elements, a 1×1 convolution's weight, or `tol` ≥ 0.02) times eager's
plus `tol` / 10. Only the arguments that torch 2.11 and 2.13 both take are passed.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping
from dataclasses import dataclass

import torch

# A tensor is judged at its own scale, the RMS of its float64 value, but never below this fraction
# of the median scale over the tensors judged together: below it a value is rounding noise (BERT's
# attention key bias has a gradient of exactly zero, as softmax ignores a constant added to every
# score), and noise against noise would fail at random. A hundredth keeps a gradient 1.5× too large
# detectable down to tensors about 1e-4 of the median at bf16's tolerance (0.5 × its RMS against
# tol / 10 of the floor).
FLOOR = 1e-2


# Where eager itself lies far from the float64 pass (bf16 autocast on a deep network: resnet18's
# gradients 36% off on the H200), the checker's multiple of eager's error lets a gradient 1.5× too
# large, or one lost, pass. Rounding noise hardly moves a large tensor's norm (noise of 36% of its RMS
# moves it about 6%), so each tensor's norm is also held to the same rule: its distance from the
# float64 norm at most NORM_MULTIPLIER times eager's plus tol / 10. Eager's distance is one draw: in a
# small tensor it can land on the float64 norm by chance (resnet18's bn1.bias gradient, 64 values 39%
# off, on the H100), so it counts as at least what noise of eager's size moves a norm of that many
# values by: sqrt(1 + e²) − 1 on average, and e / √n more in one standard deviation.
NORM_MULTIPLIER = 3.0


@dataclass(frozen=True)
class Checked:
    """One tensor under PyTorch's checker: whether it passed, and its errors at the scale it was judged at."""

    name: str
    passed: bool
    error: float  # RMS of (result − float64) / scale
    ref_error: float  # RMS of (eager − float64) / scale
    said: str  # the checker's own words where it failed, or the norm test's


def same(ref: torch.Tensor, res: torch.Tensor, fp64_ref: torch.Tensor, *, tol: float) -> tuple[bool, str]:
    """torch._dynamo.utils.same on one tensor: does `res` pass against `ref` (eager) and `fp64_ref`
    (a float64 pass), and what the checker said where it did not."""
    said: list[str] = []

    def log_error(msg: str, *args: object) -> None:
        said.append(msg % args if args else msg)

    passed = torch._dynamo.utils.same(ref, res, fp64_ref, tol=tol, equal_nan=True, log_error=log_error)
    return bool(passed), "; ".join(said)


def _rms(t: torch.Tensor) -> float:
    return float(t.detach().double().pow(2).mean().sqrt()) if t.numel() else 0.0


def check_each(ref: Mapping[str, torch.Tensor], res: Mapping[str, torch.Tensor],
               fp64_ref: Mapping[str, torch.Tensor], *, tol: float) -> list[Checked]:
    """Each named tensor judged by `same` on its own (one broken small tensor cannot hide in a large
    one), each scaled first to its float64 value's RMS (FLOOR below), so that the checker's `tol`,
    which it applies in the tensor's own units, is the same fraction of a gradient of 1e-6 as of 1."""
    if not set(ref) == set(res) == set(fp64_ref):
        raise ValueError("the passes compared name different tensors")
    scales = {name: _rms(t) for name, t in fp64_ref.items()}
    floor = FLOOR * statistics.median(scales.values())
    out = []
    for name, truth in fp64_ref.items():
        scale = max(scales[name], floor) or 1.0  # all zero: judged as they are
        r, c, t = ref[name].detach() / scale, res[name].detach() / scale, truth.detach() / scale
        passed, said = same(r, c, t, tol=tol)
        if passed and scales[name] >= floor > 0:  # a tensor below the floor is noise: no norm to hold
            passed, said = norm_kept(r, c, t, tol)
        out.append(Checked(name, passed, _rms(c.double() - t), _rms(r.double() - t), said))
    return out


def noise_moves_norm(ref: torch.Tensor, fp64_ref: torch.Tensor) -> float:
    """How far independent noise of eager's relative size e moves the norm of a tensor of n values:
    its mean move sqrt(1 + e²) − 1 plus one standard deviation, e / √n."""
    e = _rms(ref.double() - fp64_ref) / _rms(fp64_ref)
    return (1 + e * e) ** 0.5 - 1 + e / max(ref.numel(), 1) ** 0.5


def norm_kept(ref: torch.Tensor, res: torch.Tensor, fp64_ref: torch.Tensor, tol: float) -> tuple[bool, str]:
    """Is the result's norm as close to the float64 norm as NORM_MULTIPLIER times eager's (at least
    what eager's noise moves it by, noise_moves_norm), plus tol / 10?"""
    truth = _rms(fp64_ref)
    if truth == 0:
        return True, ""
    off, eager_off = abs(_rms(res) / truth - 1), abs(_rms(ref) / truth - 1)
    limit = NORM_MULTIPLIER * max(eager_off, noise_moves_norm(ref, fp64_ref)) + tol / 10
    return off <= limit, "" if off <= limit else f"its norm is {off:.3g} off the float64 norm, over {limit:.3g}"
