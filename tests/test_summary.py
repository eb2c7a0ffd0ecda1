"""generator/summary.py: C24's geometric mean over the declared small-op models, each counted once."""

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


def report(mlp: float, stack: tuple[float, ...], train_mlp: float, train_tf: float, spread: float = 0.01) -> dict:
    """Rows of every declared model: the MLP at two batch sizes, the stack at n = 4, 8, ..."""
    return {
        "one_line_speedup": result("one_line_speedup", [
            speedup("one_line_speedup", mlp, spread, model="fixed_weights", batch=64),
            speedup("one_line_speedup", mlp, spread, model="article", batch=1024)]),
        "fusion_depth": result("fusion_depth", [
            speedup("fusion_depth", s, spread, family="depth", n=n) for n, s in zip((4, 8, 16, 64), stack)]),
        "training": result("training", [speedup("training", train_mlp, spread, model="mlp", size="reference"),
                                        speedup("training", train_tf, spread, model="transformer",
                                                size="reference")]),
    }


def test_only_declared_points_count_and_the_chain_is_left_out():
    results = report(2.0, (1.0, 1.0, 1.0, 1.0), 1.0, 1.0)
    results["one_line_speedup"].rows.append(speedup("one_line_speedup", 9.0, model="article", batch=16384))
    results["fusion_depth"].rows += [speedup("fusion_depth", 56.0, family="chain", n=64),
                                     speedup("fusion_depth", 0.1, family="depth", n=1),
                                     speedup("fusion_depth", 9.0, family="launch", n=4)]
    results["graph_breaks"] = result("graph_breaks", [speedup("graph_breaks", 0.1, cause="print")])
    found = summary.small_op_speedups(results, MODELS)
    assert set(found) == {"mlp_softmax", "linear_relu_stack", "mlp_train_step", "transformer_train_step"}
    assert [r.value for r in found["mlp_softmax"]] == [2.0, 2.0]
    assert [r.params["n"] for r in found["linear_relu_stack"]] == [4, 8, 16, 64]
    v = summary.c24(results, MODELS)
    assert v.claim == "C24" and v.experiment == "report"
    assert v.measured.startswith(f"geometric mean {2 ** 0.25:.3g}× [")  # (2 · 1 · 1 · 1)^(1/4): no 56× chain
    assert "mlp_softmax 2× [1.98, 2.02] (over 2 points)" in v.measured and "over 4 models: " in v.measured


def test_each_model_counts_once_however_many_sizes_it_has():
    # four stack sizes at 4× and three other models at 1×: over the points the mean would be
    # (4⁴ · 1⁴)^(1/8) = 2×; over the models it is (4 · 1 · 1 · 1)^(1/4) = 1.41×
    v = summary.c24(report(1.0, (4.0, 4.0, 4.0, 4.0), 1.0, 1.0), MODELS)
    assert v.measured.startswith(f"geometric mean {4 ** 0.25:.3g}× [{4 ** 0.25 * 0.99:.3g}, {4 ** 0.25 * 1.01:.3g}]")
    assert v.verdict == "partly holds"


@pytest.mark.parametrize("values, spread, expected", [
    ((1.6, 1.6, 1.6, 1.6), 0.01, "holds"),
    ((1.2, 1.2, 1.2, 1.2), 0.01, "partly holds"),
    ((3.0, 3.0, 3.0, 3.0), 0.01, "partly holds"),  # a gain above the article's band
    ((1.0, 1.0, 1.05, 1.0), 0.01, "does not hold"),
    ((1.5, 1.5, 1.5, 1.5), 0.05, "inconclusive"),  # [1.43, 1.58] straddles 1.5
    ((1.1, 1.1, 1.1, 1.1), 0.05, "inconclusive"),  # [1.05, 1.16] straddles 1.1
])
def test_c24_verdict_follows_the_interval_of_the_mean(values, spread, expected):
    mlp, stack, train_mlp, train_tf = values
    v = summary.c24(report(mlp, (stack,) * 4, train_mlp, train_tf, spread), MODELS)
    assert v.verdict == expected
    if expected == "inconclusive":
        assert "straddles" in v.measured and ("1.5×" in v.measured or "1.1×" in v.measured)


def test_c24_names_models_not_measured():
    results = report(1.6, (1.6,) * 4, 1.6, 1.6)
    del results["training"]
    v = summary.c24(results, MODELS)
    assert "over 2 models" in v.measured
    assert "not measured: mlp_train_step, transformer_train_step" in v.measured
    assert math.isclose(summary.geomean_row("x", results["fusion_depth"].rows).value, 1.6)


def test_c24_without_small_op_rows_is_not_testable():
    v = summary.c24({}, MODELS)
    assert v.verdict == "not testable here" and "no small-op model" in v.measured


def test_report_verdicts_are_stamped_with_device_and_release():
    (v,) = summary.report_verdicts({}, discovery.specs(), "NVIDIA H200", "2.11.0+cu130")
    assert (v.device, v.release) == ("NVIDIA H200", "2.11.0+cu130")


def test_the_specs_declare_the_small_op_set_the_report_wide_verdict_spans():
    assert {(m.experiment, m.name) for m in MODELS} == {
        ("one_line_speedup", "mlp_softmax"), ("fusion_depth", "linear_relu_stack"),
        ("training", "mlp_train_step"), ("training", "transformer_train_step")}
    assert not summary.small_op_models([])  # nothing declared: the verdict spans nothing
    assert summary.c24(report(1.6, (1.6,) * 4, 1.6, 1.6), ()).verdict == "not testable here"
