"""generator/summary.py: the report-wide figure beside C24, the geometric mean over the declared
small-op models, inference only, each counted once and each point only where its accuracy check passed."""

from __future__ import annotations

import math

import pytest

from generator import summary
from generator.runner import discovery
from generator.schema import ExperimentResult, Row

# The small-op models the experiments' specs declare (ExperimentSpec.evidence).
MODELS = summary.small_op_models(discovery.specs())


def result(eid: str, rows: list[Row]) -> ExperimentResult:
    return ExperimentResult(id=eid, title=eid, section="§2", claims=("C24",), summary="", status="ok", error="",
                            source_hash="h", replicates=3, seconds=0.0, rows=rows)


def speedup(eid: str, value: float, spread: float = 0.0, **params) -> Row:
    return Row(eid, "compiled", params, "speedup", value, "x", "ratio of medians", value * (1 - spread),
               value * (1 + spread), 3, better="higher", interval="process")


def passed(eid: str, ok: bool = True, **params) -> Row:
    """The compiled output's accuracy flag at a point (measure.accuracy)."""
    return Row(eid, "compiled", params, "accuracy_pass", float(ok), "flag", "relative error ≤ 0.001", kind="flag")


def report(mlp: float, stack: tuple[float, ...], spread: float = 0.01) -> dict:
    """Rows of every declared model, each point checked: the MLP at two batch sizes, the stack at n = 4, 8, ..."""
    mlp_points = [dict(model="fixed_weights", batch=64), dict(model="fixed_weights", batch=1024)]
    stack_points = [dict(family="depth", n=n) for n in (4, 8, 16, 64)]
    return {
        "one_line_speedup": result("one_line_speedup", [speedup("one_line_speedup", mlp, spread, **p) for p in mlp_points]
                                   + [passed("one_line_speedup", **p) for p in mlp_points]),
        "fusion_depth": result("fusion_depth", [speedup("fusion_depth", s, spread, **p) for s, p in zip(stack, stack_points)]
                               + [passed("fusion_depth", **p) for p in stack_points]),
    }


def test_the_specs_declare_inference_models_gated_on_their_accuracy_check():
    assert {(m.experiment, m.name, m.gate) for m in MODELS} == {
        ("one_line_speedup", "mlp_softmax", "accuracy_pass"), ("fusion_depth", "linear_relu_stack", "accuracy_pass")}
    assert not summary.small_op_models([])  # nothing declared: the figure spans nothing
    assert summary.small_op_mean(report(1.6, (1.6,) * 4), ()) is None


def test_only_declared_checked_points_count_and_the_chain_and_the_articles_script_are_left_out():
    results = report(2.0, (1.0, 1.0, 1.0, 1.0))
    results["one_line_speedup"].rows += [speedup("one_line_speedup", 9.0, model="fixed_weights", batch=16384),
                                         speedup("one_line_speedup", 5.0, model="article", batch=1024)]
    results["fusion_depth"].rows += [speedup("fusion_depth", 56.0, family="chain", n=64),
                                     speedup("fusion_depth", 0.1, family="depth", n=1)]
    results["training"] = result("training", [speedup("training", 9.0, model="mlp", size="reference")])
    found, gated = summary.small_op_speedups(results, MODELS)
    assert set(found) == {"mlp_softmax", "linear_relu_stack"} and gated == {}
    assert [r.value for r in found["mlp_softmax"]] == [2.0, 2.0]
    assert [r.params["n"] for r in found["linear_relu_stack"]] == [4, 8, 16, 64]
    figure = summary.small_op_mean(results, MODELS)
    assert figure is not None and figure.claim == "C24"
    assert figure.measured.startswith(f"geometric mean {2 ** 0.5:.3g}× [")  # (2 · 1)^(1/2): no chain, no train step
    assert "mlp_softmax 2× [1.98, 2.02] (over 2 points)" in figure.measured and "over 2 small-op models" in figure.measured


def test_a_point_whose_compiled_output_failed_or_was_not_checked_does_not_count():
    results = report(2.0, (1.0, 1.0, 1.0, 1.0))
    rows = results["fusion_depth"].rows
    results["fusion_depth"].rows = [passed("fusion_depth", False, family="depth", n=4) if r.metric == "accuracy_pass"
                                    and r.params["n"] == 4 else r for r in rows if not (r.metric == "accuracy_pass"
                                                                                        and r.params["n"] == 8)]
    found, gated = summary.small_op_speedups(results, MODELS)
    assert [r.params["n"] for r in found["linear_relu_stack"]] == [16, 64] and gated == {"linear_relu_stack": 2}
    figure = summary.small_op_mean(results, MODELS)
    assert "linear_relu_stack 1× [0.99, 1.01] (over 2 points; 2 left out by the accuracy check)" in figure.measured


def test_each_model_counts_once_however_many_sizes_it_has():
    # four stack sizes at 4× and the MLP at 1×: over the points the mean would be (4⁴ · 1²)^(1/6);
    # over the models it is (4 · 1)^(1/2) = 2×
    figure = summary.small_op_mean(report(1.0, (4.0, 4.0, 4.0, 4.0)), MODELS)
    assert figure.measured.startswith(f"geometric mean {2:.3g}× [{2 * 0.99:.3g}, {2 * 1.01:.3g}]")


@pytest.mark.parametrize("mlp, stack, spread, reading", [
    (1.6, 1.6, 0.01, "within the article's 1.5–2×"),
    (1.2, 1.2, 0.01, "a gain, outside the article's 1.5–2×"),
    (3.0, 3.0, 0.01, "a gain, outside the article's 1.5–2×"),
    (1.0, 1.05, 0.01, "below 1.1× (no meaningful gain)"),
    (1.5, 1.5, 0.05, "straddles 1.5×"),
])
def test_the_figure_is_read_against_the_articles_band(mlp, stack, spread, reading):
    figure = summary.small_op_mean(report(mlp, (stack,) * 4, spread), MODELS)
    assert reading in figure.reading


def test_models_not_measured_are_named_and_none_measured_gives_no_figure():
    results = report(1.6, (1.6,) * 4)
    del results["fusion_depth"]
    figure = summary.small_op_mean(results, MODELS)
    assert "over 1 small-op model:" in figure.measured and "not counted: linear_relu_stack" in figure.measured
    assert math.isclose(summary.geomean_row("x", results["one_line_speedup"].rows[:2]).value, 1.6)
    assert summary.small_op_mean({}, MODELS) is None
    assert summary.report_figures({}, discovery.specs(), "NVIDIA H200", "2.11.0+cu130") == []


def test_report_figures_are_stamped_with_device_and_release():
    (figure,) = summary.report_figures(report(1.6, (1.6,) * 4), discovery.specs(), "NVIDIA H200", "2.11.0+cu130")
    assert (figure.device, figure.release) == ("NVIDIA H200", "2.11.0+cu130")
