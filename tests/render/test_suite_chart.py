"""generator/render/charts.suite_chart: one chart per compile mode of the model suite."""

from __future__ import annotations

import math

import pytest

from generator.render import charts
from generator.schema import ExperimentResult, Row


def _rows(model: str, value: float, passes: bool, variant: str = "compiled") -> list[Row]:
    params = {"model": model, "task": "infer", "dtype": "bf16", "batch": 32, "size": "reference"}
    return [Row("model_suite", variant, params, "speedup", value, "x", "t", value * 0.8, value * 1.25, 60,
                interval="process", ci_lo=value * 0.9, ci_hi=value * 1.1),
            Row("model_suite", variant, params, "accuracy_pass", float(passes), "flag", "t")]


def _result(rows: list[Row]) -> ExperimentResult:
    return ExperimentResult(id="model_suite", title="t", section="§6", claims=("C24",), summary="", status="ok",
                            error="", source_hash="s", replicates=3, seconds=1.0, rows=rows)


def test_each_mode_gets_its_models_and_a_geometric_mean_over_those_that_passed():
    result = _result(_rows("resnet18", 2.0, True) + _rows("gpt2", 8.0, True) + _rows("bert_base", 0.5, False)
                     + _rows("resnet18", 3.0, True, variant="reduce-overhead"))
    spec = charts.suite_chart(result, "compiled")
    [values] = [v for v in spec["datasets"].values() if v and "model" in v[0]]
    by_model = {v["model"]: v for v in values}
    assert set(by_model) == {"resnet18", "gpt2", "bert_base", "geometric mean"}
    assert by_model["geometric mean"]["value"] == 4.0  # over resnet18 and gpt2: the failing model is left out
    assert by_model["bert_base"]["state"] == "failed accuracy"
    # the re-run interval the verdicts decide on: the mean's [1.8, 2.2] widened by √2 in log space
    lo, hi = by_model["resnet18"]["lo"], by_model["resnet18"]["hi"]
    assert (lo, hi) == pytest.approx((2.0 * 0.9 ** math.sqrt(2), 2.0 * 1.1 ** math.sqrt(2)))
    assert 1.6 < lo < 1.8 and 2.2 < hi < 2.5
    assert spec["title"].startswith("default mode (compiled)")
    assert charts.suite_chart(result, "reduce-overhead")["title"].startswith("reduce-overhead")
    assert charts.suite_chart(result, "max-autotune-no-cudagraphs") is None
