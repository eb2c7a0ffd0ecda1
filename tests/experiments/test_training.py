"""Verdict rule, grid and CPU smoke run of experiments/training.py."""

from __future__ import annotations

import pytest

from experiments import training as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"speedup": "x", "kernels_per_call": "count", "throughput": "samples/s"}


def row(model: str, variant: str, metric: str, value: float | None, status: str = "ok", **kw) -> Row:
    params = {"model": model, "size": "reference"}
    return Row(exp.SPEC.id, variant, params, metric, value, UNITS[metric], "test", status=status, **kw)


def speedups(mlp: float, transformer: float, *, lo_factor: float = 0.99, hi_factor: float = 1.01) -> list[Row]:
    out = []
    for model, s in (("mlp", mlp), ("transformer", transformer)):
        out += [row(model, "compiled", "speedup", s, lo=s * lo_factor, hi=s * hi_factor),
                row(model, "eager", "throughput", 1000.0), row(model, "compiled", "throughput", 1000.0 * s),
                row(model, "eager", "kernels_per_call", 40.0), row(model, "compiled", "kernels_per_call", 12.0)]
    return out


def c17(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C17" and v.verdict in VERDICTS and v.rule and v.experiment == "training"
    return v


@pytest.mark.parametrize("mlp, transformer, expected", [
    (1.2, 1.2, "holds"), (1.12, 1.28, "holds"),
    (1.5, 1.2, "partly holds"),  # a gain, but above the article's band
    (1.05, 1.06, "does not hold"),  # gains, but neither reaches the article's +10%
    (0.8, 1.2, "partly holds"),  # only one model gains
    (0.9, 0.95, "does not hold"), (0.97, 0.97, "does not hold"),
])
def test_c17_verdict_follows_both_models_gains(mlp, transformer, expected):
    v = c17(speedups(mlp, transformer))
    assert v.verdict == expected
    assert f"mlp: {(mlp - 1) * 100:+.0f}%" in v.measured
    assert "kernels per step 40 → 12 (fewer)" in v.measured
    assert "article: +10–30%" in v.measured


def test_c17_an_interval_straddling_the_band_edge_is_inconclusive():
    # the transformer gains +10% with an interval of [+5%, +15%]: in the band or below it
    rows = [r for r in speedups(1.2, 1.2) if not (r.params["model"] == "transformer" and r.metric == "speedup")]
    rows.append(row("transformer", "compiled", "speedup", 1.10, lo=1.05, hi=1.15))
    v = c17(rows)
    assert v.verdict == "inconclusive"
    assert "transformer: +10% [+5%, +15%]" in v.measured
    assert "straddles the threshold in transformer speedup 1.1× [1.05, 1.15] ≥ 1.1×" in v.measured
    assert "inconclusive when an interval straddles" in v.rule


def test_c17_a_gain_whose_interval_reaches_below_one_is_inconclusive():
    # the only gain's interval [0.95, 1.16] straddles 1×: partly holds or does not hold
    assert c17(speedups(1.05, 0.9, lo_factor=0.9, hi_factor=1.1)).verdict == "inconclusive"


def test_c17_reports_kernel_counts_that_did_not_fall():
    rows = [r for r in speedups(1.2, 1.2) if r.metric != "kernels_per_call"]
    rows += [row("mlp", "eager", "kernels_per_call", 30.0), row("mlp", "compiled", "kernels_per_call", 31.0)]
    v = c17(rows)
    assert "mlp: +20%" in v.measured and "30 → 31 (not fewer)" in v.measured
    assert "kernels per step not measured" in v.measured  # the transformer's were dropped


def test_c17_prints_large_kernel_counts_without_an_exponent():
    rows = [r for r in speedups(1.2, 1.2) if not (r.metric == "kernels_per_call" and r.params["model"] == "transformer")]
    rows += [row("transformer", "eager", "kernels_per_call", 1012.0), row("transformer", "compiled", "kernels_per_call", 947.0)]
    assert "transformer: +20%" in c17(rows).measured and "kernels per step 1,012 → 947 (fewer)" in c17(rows).measured


def test_c17_holds_only_where_the_compiled_steps_launch_fewer_kernels_too():
    """Both gains in the article's band, but one compiled step launches more kernels than eager:
    the gain is there, the mechanism the article names is not; uncounted kernels cannot tell."""
    rows = [r for r in speedups(1.2, 1.2) if not (r.metric == "kernels_per_call" and r.params["model"] == "mlp")]
    more = rows + [row("mlp", "eager", "kernels_per_call", 38.0), row("mlp", "compiled", "kernels_per_call", 41.0)]
    assert c17(more).verdict == "partly holds"
    uncounted = c17(rows)
    assert uncounted.verdict == "inconclusive" and "mlp: kernels per step not measured" in uncounted.measured


def test_c17_a_gain_below_the_articles_band_is_not_a_partial_hold():
    """One model slower, the other gaining a few percent, its whole interval below +10%."""
    rows = [r for r in speedups(0.82, 1.06) if r.metric != "speedup"]
    rows += [row("mlp", "compiled", "speedup", 0.82, lo=0.80, hi=0.84),
             row("transformer", "compiled", "speedup", 1.059, lo=1.048, hi=1.070)]
    assert c17(rows).verdict == "does not hold"


def test_c17_not_testable_when_a_model_is_missing_or_failed():
    only_mlp = [r for r in speedups(1.2, 1.2) if r.params["model"] == "mlp"]
    failed = row("transformer", "", "speedup", None, status="failed", reason="OutOfMemoryError: CUDA")
    v = c17(only_mlp + [failed])
    assert v.verdict == "not testable here" and "OutOfMemoryError" in v.measured
    assert c17([]).verdict == "not testable here"


def test_grid_has_both_models_at_the_gpu_size_and_tiny_on_cpu():
    assert exp.SPEC.grid("default") == [{"model": "mlp", "size": "reference"},
                                        {"model": "transformer", "size": "reference"}]
    assert {p["size"] for p in exp.SPEC.grid("quick")} == {"tiny"}
    ref = exp.SIZES["reference"]["transformer"]
    assert 256 <= ref["d_model"] <= 512 and ref["seq"] == 128 and 8 <= ref["batch"] <= 32


def test_cpu_smoke_run_trains_both_copies_and_gives_a_verdict():
    result = run_quick("training")
    assert failures(result) == []
    for model in ("mlp", "transformer"):
        get = {(r.variant, r.metric): r for r in result.rows if r.params["model"] == model and r.status == "ok"}
        for variant in ("eager", "compiled"):
            assert get[variant, "weight_change"].value > 0  # the timed steps trained
            assert get[variant, "throughput"].value > 0 and get[variant, "throughput"].unit == "samples/s"
            assert (variant, "latency_ms") in get
        assert ("compiled", "speedup") in get
        assert any(("compiled", f"compile_{state}_s") in get for state in ("cold", "warm", "mixed"))
        # one step from the same weights: compiled and eager agree to rounding
        assert get["compiled", "first_step_loss_error"].value < 1e-4
        assert get["compiled", "first_step_weight_error"].value < 1e-4
        skipped = [r for r in result.rows if r.params["model"] == model and r.metric == "kernels_per_call"]
        assert skipped and all(r.status == "skipped" and "CUDA" in r.reason for r in skipped)
    assert verdict_of(result.verdicts, "C17").verdict in VERDICTS
