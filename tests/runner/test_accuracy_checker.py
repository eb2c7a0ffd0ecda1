"""generator/runner/inductor/accuracy.py: PyTorch's checker (torch._dynamo.utils.same) on each tensor at its own scale.

Synthetic passes stand for a float64 pass, eager's and compiled's: eager and a correct compiled
result each carry their own rounding noise; a broken one is scaled, noised or zeroed.
"""

from __future__ import annotations

import pytest
import torch

from generator.runner import inductor

BF16, FP32 = 3e-2, 1e-3  # model_suite.TOLERANCE's train-step tol per dtype


def _noisy(t: torch.Tensor, rel: float, seed: int) -> torch.Tensor:
    """t in fp32 with Gaussian noise of `rel` of its RMS: one precision's rounding, drawn independently per seed."""
    g = torch.Generator().manual_seed(seed)
    rms = t.pow(2).mean().sqrt()
    return (t + rel * rms * torch.randn(t.shape, generator=g, dtype=t.dtype)).float()


def _passes(rel: float) -> tuple[dict, dict, dict]:
    """A float64 pass (a large gradient, a small one of a hundredth of its scale, one that is zero in
    exact arithmetic, the loss), and eager's and a correct compiled pass, each `rel` off it."""
    g = torch.Generator().manual_seed(0)
    truth = {"loss": torch.tensor(6.9, dtype=torch.float64),
             "big.grad": torch.randn(4096, generator=g, dtype=torch.float64) * 1e-2,
             "small.grad": torch.randn(256, generator=g, dtype=torch.float64) * 1e-4,
             "zero.grad": torch.randn(64, generator=g, dtype=torch.float64) * 1e-21}
    eager = {k: _noisy(v, rel, 1) for k, v in truth.items()}
    compiled = {k: _noisy(v, rel, 2) for k, v in truth.items()}
    # the exactly-zero gradient: both carry rounding noise from the terms that cancel, compiled 5× eager's
    eager["zero.grad"] = 1e-9 * torch.randn(64, generator=g)
    compiled["zero.grad"] = 5e-9 * torch.randn(64, generator=g)
    return truth, eager, compiled


def _failing(eager: dict, compiled: dict, truth: dict, tol: float) -> list[str]:
    return [c.name for c in inductor.check_each(eager, compiled, truth, tol=tol) if not c.passed]


@pytest.mark.parametrize("rel, tol", [(1e-2, BF16), (1e-7, FP32)])
def test_a_correct_result_passes_even_where_rounding_noise_is_all_a_tensor_holds(rel, tol):
    truth, eager, compiled = _passes(rel)
    assert _failing(eager, compiled, truth, tol) == []
    # the floor is what passes the exactly-zero gradient: at its own scale, noise 5× eager's fails
    assert not inductor.same(eager["zero.grad"] / 1e-21, compiled["zero.grad"] / 1e-21, truth["zero.grad"] / 1e-21,
                             tol=tol)[0]


@pytest.mark.parametrize("rel, tol", [(1e-2, BF16), (1e-7, FP32)])
@pytest.mark.parametrize("name", ["big.grad", "small.grad", "loss"])
def test_one_tensor_scaled_by_one_and_a_half_fails_on_its_own(rel, tol, name):
    truth, eager, compiled = _passes(rel)
    compiled[name] = compiled[name] * 1.5
    assert _failing(eager, compiled, truth, tol) == [name]


def test_a_small_broken_gradient_fails_where_the_whole_vector_hides_it_and_torchs_own_units_pass_it():
    truth, eager, compiled = _passes(1e-2)
    compiled["small.grad"] = compiled["small.grad"] * 1.5
    whole = lambda p: torch.cat([p[k].double() for k in ("big.grad", "small.grad")])  # noqa: E731
    err = lambda p: float((whole(p) - whole(truth)).norm() / whole(truth).norm())  # noqa: E731
    assert err(compiled) < 3 * err(eager)  # concatenated, the old rule's 3× eager's error passes it
    # in the tensor's own units (an RMS of 1e-4) PyTorch's checker passes it: its tol is absolute
    assert inductor.same(eager["small.grad"], compiled["small.grad"], truth["small.grad"], tol=BF16)[0]
    assert _failing(eager, compiled, truth, BF16) == ["small.grad"]


def test_noise_and_a_zeroed_gradient_fail():
    truth, eager, compiled = _passes(1e-2)
    compiled["big.grad"] = _noisy(truth["big.grad"], 0.1, 4)  # ten times eager's noise
    compiled["small.grad"] = torch.zeros_like(compiled["small.grad"])  # a gradient lost
    assert _failing(eager, compiled, truth, BF16) == ["big.grad", "small.grad"]


def test_errors_are_reported_at_the_tensors_scale_and_passes_must_name_the_same_tensors():
    truth, eager, compiled = _passes(1e-2)
    checked = {c.name: c for c in inductor.check_each(eager, compiled, truth, tol=BF16)}
    assert checked["big.grad"].error == pytest.approx(1e-2, rel=0.1)
    assert checked["big.grad"].ref_error == pytest.approx(1e-2, rel=0.1)
    compiled["big.grad"] = compiled["big.grad"] * 2
    failed = [c for c in inductor.check_each(eager, compiled, truth, tol=BF16) if not c.passed]
    assert failed[0].error == pytest.approx(1.0, rel=0.1) and "RMSE" in failed[0].said
    del compiled["zero.grad"]
    with pytest.raises(ValueError, match="different tensors"):
        inductor.check_each(eager, compiled, truth, tol=BF16)


@pytest.mark.parametrize("broken", [1.5, 0.0, 0.6])
def test_a_scaled_or_lost_gradient_fails_even_where_eager_itself_is_far_from_float64(broken):
    """bf16 eager 36% off float64 (resnet18's gradients on the H200): the checker's 3× eager's error
    would let a gradient 1.5× too large or one lost pass; its norm gives it away."""
    truth, eager, compiled = _passes(0.36)
    assert _failing(eager, compiled, truth, BF16) == []  # noise of that size alone passes
    compiled["big.grad"] = compiled["big.grad"] * broken
    assert _failing(eager, compiled, truth, BF16) == ["big.grad"]


def test_a_small_tensor_whose_eager_norm_lands_on_float64_by_chance_passes_a_correct_result():
    """64 values 39% off float64 in eager and compiled alike (resnet18's bn1.bias gradient at bf16):
    eager's norm, rescaled onto the float64 norm, is one lucky draw; a correct compiled result with
    the same noise passes, and one 1.5× too large still fails."""
    g = torch.Generator().manual_seed(3)
    truth = {"bn1.bias.grad": torch.randn(64, generator=g, dtype=torch.float64)}
    eager = {k: _noisy(v, 0.39, 1) for k, v in truth.items()}
    eager = {k: v * float(truth[k].norm() / v.double().norm()) for k, v in eager.items()}  # norm exact by chance
    compiled = {k: _noisy(v, 0.39, 2) for k, v in truth.items()}
    from generator.runner.inductor import accuracy
    t, e, c = truth["bn1.bias.grad"], eager["bn1.bias.grad"], compiled["bn1.bias.grad"]
    assert inductor.same(e, c, t, tol=BF16)[0]  # PyTorch's own checker passes it
    assert abs(float(e.double().norm() / t.norm()) - 1) < 1e-6 < abs(float(c.double().norm() / t.norm()) - 1)
    # against eager's distance alone (zero) it would fail: its norm is further off than tol / 10
    assert abs(float(c.double().norm() / t.norm()) - 1) > BF16 / 10
    assert accuracy.noise_moves_norm(e, t) > BF16 / 10
    assert _failing(eager, compiled, truth, BF16) == []
    compiled["bn1.bias.grad"] = compiled["bn1.bias.grad"] * 1.5
    assert _failing(eager, compiled, truth, BF16) == ["bn1.bias.grad"]
