"""model_suite's accuracy checks fail a deliberately broken compiled result and pass a correct one.

A train step: the loss and each gradient by PyTorch's checker against a float64 pass; inference: the
output's relative error against eager's. The broken "compiled" results are eager passes of a tiny
BERT on the CPU with a wrong op put in (tests/experiments/broken.py) or one gradient perturbed
afterwards, so no test here compiles (the smoke test in test_model_suite.py compiles and passes).
"""

from __future__ import annotations

import contextlib
import copy
from typing import Any

import pytest
import torch

from experiments import model_suite as exp
from experiments import models
from generator.runner import measure
from tests.experiments.broken import GELU_AS_RELU, KEYS_AS_QUERIES, LAYER_NORM_AS_RMS_NORM, WrongOp

SIZE, BATCH = "tiny", 2


def _available(name: str) -> models.Model:
    why = models.available(name)
    if why:
        pytest.skip(why)
    return models.get(name)


@pytest.fixture(scope="module")
def bert():
    """A tiny BERT with its batch and labels, its float64 pass, and a function giving one eager pass."""
    model = _available("bert_base")
    torch.manual_seed(0)
    net = model.build(SIZE, "train").train()
    args = model.kind.inputs(net, SIZE, BATCH, "cpu")
    labels = model.kind.labels(args, BATCH, "cpu")
    reference = exp._float64_pass(model.kind, net, args, labels)

    def eager(dtype: str, mode: Any = None) -> exp.Pass:
        with mode or contextlib.nullcontext():
            return exp._gradients(lambda: model.kind.loss(net, args, labels), net, exp._autocast(dtype, "cpu"))

    return reference, eager


def _train_check(compiled: exp.Pass, eager: exp.Pass, reference: exp.Pass, dtype: str) -> tuple[bool, str]:
    rows = {(m.variant, m.metric): m for m in exp._train_accuracy(compiled, eager, reference, dtype)}
    assert rows["compiled", "relative_error"].value >= 0 and rows["eager", "relative_error"].value >= 0
    flag = rows["compiled", "accuracy_pass"]
    return flag.value == 1.0, flag.stat


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
def test_a_train_step_with_a_wrong_op_fails(bert, dtype):
    reference, eager = bert
    passed, stat = _train_check(eager(dtype, WrongOp(*GELU_AS_RELU)), eager(dtype), reference, dtype)
    assert not passed and "worst" in stat


# A gradient of each kind: a small tensor (64 elements), one far below the model's median gradient
# (attention at initialisation is nearly uniform: about a thousandth), and the head's bias.
PERTURBED = ["bert.embeddings.LayerNorm.weight.grad", "bert.encoder.layer.0.attention.self.query.weight.grad",
             "cls.predictions.bias.grad"]


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
@pytest.mark.parametrize("name", PERTURBED)
def test_a_train_step_with_one_gradient_scaled_by_one_and_a_half_fails_and_is_named(bert, dtype, name):
    reference, eager = bert
    compiled = eager(dtype)
    compiled[name] = compiled[name] * 1.5
    passed, stat = _train_check(compiled, eager(dtype), reference, dtype)
    assert not passed and f"1 fail; worst: {name}" in stat


def test_an_attention_error_the_whole_gradient_vector_hides_fails_tensor_by_tensor(bert):
    reference, eager = bert
    compiled, base = eager("bf16", WrongOp(*KEYS_AS_QUERIES)), eager("bf16")
    rows = {(m.variant, m.metric): m for m in exp._train_accuracy(compiled, base, reference, "bf16")}
    # the previous rule, the whole vector within 3× eager's error plus tol / 10, passed it
    assert rows["compiled", "relative_error"].value < 3 * rows["eager", "relative_error"].value + 3e-3
    assert rows["compiled", "accuracy_pass"].value == 0.0
    assert "attention.self.key.weight.grad" in rows["compiled", "accuracy_pass"].stat


def test_a_train_step_with_noise_on_one_gradient_or_a_wrong_loss_fails(bert):
    reference, eager = bert
    torch.manual_seed(1)
    noisy = eager("bf16")
    name = "bert.encoder.layer.1.output.dense.weight.grad"
    noisy[name] = noisy[name] + 0.1 * noisy[name].std() * torch.randn_like(noisy[name])
    assert not _train_check(noisy, eager("bf16"), reference, "bf16")[0]
    wrong_loss = eager("fp32")
    wrong_loss["loss"] = wrong_loss["loss"] * 1.01
    assert not _train_check(wrong_loss, eager("fp32"), reference, "fp32")[0]


def test_a_correct_train_step_passes(bert):
    reference, eager = bert
    # at bf16, a pass more exact than eager's (fp32) passes; so does eager's own at either dtype
    assert _train_check(eager("fp32"), eager("bf16"), reference, "bf16")[0]
    for dtype in ("fp32", "bf16"):
        passed, stat = _train_check(eager(dtype), eager(dtype), reference, dtype)
        assert passed and "0 fail; nearest:" in stat and "of 42 gradients" in stat


def test_a_lost_gradient_fails(bert):
    reference, eager = bert
    compiled = eager("fp32")
    compiled["cls.predictions.bias.grad"] = torch.zeros_like(compiled["cls.predictions.bias.grad"])
    assert not _train_check(compiled, eager("fp32"), reference, "fp32")[0]


@pytest.fixture(scope="module")
def bert_infer():
    """A tiny BERT encoder in eval mode and one batch (GPT-2 computes its GELU by hand, not by the op)."""
    model = _available("bert_base")
    torch.manual_seed(0)
    net = model.build(SIZE, "infer").eval().requires_grad_(False)
    args = model.kind.inputs(net, SIZE, BATCH, "cpu")
    return net, args


def _infer_error(net: torch.nn.Module, args: dict, dtype: str, mode: Any = None, scale: float = 1.0) -> float:
    """As model_suite._infer measures it: the compiled output's relative error against eager's."""
    def output(mode: Any = None) -> torch.Tensor:
        with torch.no_grad(), exp._autocast(dtype, "cpu"), mode or contextlib.nullcontext():
            return exp.output_tensor(net(**args)).float()

    return float(measure.relative_error(output(mode) * scale, output()))


def _infer_pass(error: float, dtype: str) -> bool:
    flags = {m.metric: m.value for m in exp._accuracy("compiled", error, dtype, "output")}
    return flags["accuracy_pass"] == 1.0


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
def test_an_inference_output_with_a_wrong_op_or_perturbed_fails(bert_infer, dtype):
    net, args = bert_infer
    assert not _infer_pass(_infer_error(net, args, dtype, WrongOp(*LAYER_NORM_AS_RMS_NORM)), dtype)
    assert not _infer_pass(_infer_error(net, args, dtype, scale=1.05), dtype)  # 5%: above both tolerances
    # GELU as ReLU moves this tiny encoder's output 2% (its feed-forward adds little to the residual
    # at initialisation; BERT-base's 47%): beyond fp32's tolerance, within bf16's 3%
    assert not _infer_pass(_infer_error(net, args, "fp32", WrongOp(*GELU_AS_RELU)), "fp32")


def test_a_correct_inference_output_passes(bert_infer):
    net, args = bert_infer
    wide = copy.deepcopy(net).double()  # a more exact result: the float64 model's output, as fp32
    with torch.no_grad():
        exact = exp.output_tensor(wide(**args)).float()
        eager = exp.output_tensor(net(**args)).float()
    assert _infer_pass(float(measure.relative_error(exact, eager)), "fp32")
    assert _infer_pass(_infer_error(net, args, "bf16", scale=1.01), "bf16")  # 1%: within bf16's 3%
