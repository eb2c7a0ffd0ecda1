"""one_line_speedup's accuracy check of the fixed-weights model fails a deliberately broken compiled output."""

from __future__ import annotations

import torch

from experiments import one_line_speedup as exp
from experiments.models import mlp
from generator.runner import measure
from tests.experiments.broken import RELU_AS_GELU, WrongOp
from tests.experiments.smoke import SMOKE_CTX


def _flag(result: torch.Tensor, reference: torch.Tensor) -> float:
    found = {m.metric: m.value for m in measure.accuracy("compiled", result, reference, exp.TOLERANCE)}
    return found["accuracy_pass"]


def test_a_wrong_op_or_a_perturbed_output_fails_the_check_and_a_correct_one_passes():
    torch.manual_seed(0)
    fn, x = mlp.fixed_weights("cpu"), torch.randn(64, exp.FEATURES)
    eager = fn(x)
    with WrongOp(*RELU_AS_GELU):
        assert _flag(fn(x), eager) == 0.0  # ReLU computed as GELU: about 0.3 of the output
    assert _flag(eager * 1.01, eager) == 0.0
    assert _flag(torch.cat([fn(x[:7]), fn(x[7:])]), eager) == 1.0  # other blockings: rounding only


def test_the_experiment_applies_the_check_to_its_compiled_output(monkeypatch):
    def broken_compile(fn, **kwargs):  # a "compiler" that lowers ReLU to GELU
        def compiled(*args):
            with WrongOp(*RELU_AS_GELU):
                return fn(*args)
        return compiled

    monkeypatch.setattr(torch, "compile", broken_compile)
    out = exp.run(SMOKE_CTX, model="fixed_weights", batch=1)
    found = {(m.variant, m.metric): m.value for m in out.metrics}
    assert found["compiled", "accuracy_pass"] == 0.0 and found["compiled", "relative_error"] > 0.1
