"""Verdict rule of experiments/custom_ops.py on synthetic rows, and a CPU smoke run."""

from __future__ import annotations

import pytest
import torch

from experiments import custom_ops as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"graphs": "count", "graph_breaks": "count", "latency_ms": "ms", "speedup": "x", "vs_library_speedup": "x"}
AT = {"rows": 4096}


def row(variant: str, metric: str, value: float | None, lo: float | None = None, hi: float | None = None,
        status: str = "ok", reason: str = "") -> Row:
    return Row(exp.SPEC.id, variant, dict(AT), metric, value, UNITS[metric], "test", lo=lo, hi=hi,
               status=status, reason=reason)


LATENCY = {"eager": 0.10, "compiled": 0.04, "library": 0.09, "library_op": 0.07, "custom_op": 0.07,
           "triton": 0.05, "disabled": 0.09}


def rows_for(library_breaks: float, latency: dict[str, float] = LATENCY, spread: float = 0.01) -> list[Row]:
    """Merged rows: graphs and breaks per variant, latencies, speedups and same-round ratios ± spread."""
    breaks = {v: 0.0 for v in exp.OPS} | {"library": library_breaks, "disabled": 1.0}
    out = [row(v, "graphs", 1 + b) for v, b in breaks.items()] + [row(v, "graph_breaks", b) for v, b in breaks.items()]
    out += [row(v, "latency_ms", ms, ms * (1 - spread), ms * (1 + spread)) for v, ms in latency.items()]
    for v in exp.OPS:
        s = latency["eager"] / latency[v]
        out.append(row(v, "speedup", s, s * (1 - spread), s * (1 + spread)))
        if v != "library":
            r = latency["library"] / latency[v]
            out.append(row(v, "vs_library_speedup", r, r * (1 - spread), r * (1 + spread)))
    return out


def c21(rows: list[Row]):
    v = verdict_of(exp.verdicts(rows), "C21")
    assert v.verdict in VERDICTS and v.experiment == "custom_ops" and v.rule
    return v


@pytest.mark.parametrize("breaks, library_ms, spread, expected", [
    (1, 0.09, 0.01, "holds"),  # 1.29× the registered call's time
    (3, 0.0742, 0.001, "holds"),  # just over 5% slower than the registered call
    (1, 0.072, 0.001, "partly holds"),  # breaks, but within 5% of the registered call
    (1, 0.05, 0.01, "partly holds"),  # breaks, yet faster than the registered call
    (1, 0.0735, 0.03, "inconclusive"),  # 1.05× [1.02, 1.08]: the interval straddles 1.05×
    (0, 0.09, 0.01, "does not hold"),  # the library call traced without a break
])
def test_c21_decides_on_the_library_call_against_the_same_call_registered(breaks, library_ms, spread, expected):
    v = c21(rows_for(breaks, {**LATENCY, "library": library_ms}, spread=spread))
    assert v.verdict == expected
    assert f"library: {1 + breaks} graph{'' if breaks == 0 else 's'}, {breaks} break{'' if breaks == 1 else 's'}" in v.measured
    assert "library_op: 1 graph, 0 breaks" in v.measured and "triton: 1 graph," in v.measured
    assert "the library call's time over each variant's, same rounds: compiled " in v.measured
    if expected == "inconclusive":
        assert "straddles the threshold in library call / registered library op time" in v.measured


def test_c21_the_disable_wall_is_context_not_the_decider():
    # torch.compiler.disable breaks the graph by definition; without the library call there is no verdict
    rows = [r for r in rows_for(1) if r.variant not in ("library", "library_op") and r.metric != "vs_library_speedup"]
    rows += [row(v, "graphs", None, status="skipped", reason="CuPy could not be imported: ModuleNotFoundError")
             for v in ("library", "library_op")]
    v = c21(rows)
    assert v.verdict == "not testable here" and "CuPy could not be imported" in v.measured
    assert "disable" in v.rule and "not decided on" in v.rule


def test_c21_reports_a_skipped_triton_kernel():
    rows = [r for r in rows_for(1) if r.variant != "triton"]
    rows.append(row("triton", "graphs", None, status="skipped", reason=exp.NEEDS_CUDA))
    v = c21(rows)
    assert v.verdict == "holds"
    assert "triton: skipped (needs CUDA" in v.measured


def test_c21_not_testable_without_the_library_rows():
    assert c21([]).verdict == "not testable here"
    rows = [r for r in rows_for(1) if not (r.variant == "library_op" and r.metric == "vs_library_speedup")]
    assert c21(rows).verdict == "not testable here"
    failed = [Row(exp.SPEC.id, "", dict(AT), "point", None, "", "", status="failed", reason="OutOfMemoryError: x")]
    v = c21(failed)
    assert v.verdict == "not testable here" and "OutOfMemoryError" in v.measured


def test_the_registered_ops_are_real_operators_computing_the_same():
    y = torch.randn(8, 4)
    assert torch.allclose(torch.ops.lab.gelu_like(y), exp.gelu_like(y))
    assert torch.allclose(torch.ops.lab.library_gelu_like(y), exp.gelu_like(y), rtol=1e-5, atol=1e-6)
    assert torch.allclose(exp.library_gelu_like("cpu")(y), exp.gelu_like(y), rtol=1e-5, atol=1e-6)


# --- the quick grid, measured for real on the CPU -----------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("custom_ops")


def value(result, variant: str, metric: str) -> Row:
    found = [r for r in result.rows if r.variant == variant and r.metric == metric]
    assert len(found) == 1, (variant, metric)
    return found[0]


def test_quick_grid_runs(quick):
    assert failures(quick) == []
    assert all(p["status"] == "ok" for p in quick.points)


def test_quick_library_call_breaks_and_registered_ones_do_not(quick):
    assert value(quick, "library", "graph_breaks").value >= 1  # SciPy's ufunc: Dynamo cannot trace it
    assert value(quick, "library", "graphs").value >= 2
    assert value(quick, "disabled", "graph_breaks").value >= 1
    for variant in ("compiled", "library_op", "custom_op"):
        assert value(quick, variant, "graph_breaks").value == 0
        assert value(quick, variant, "graphs").value == 1
    for variant in ("compiled", "library", "library_op", "custom_op", "disabled"):
        assert value(quick, variant, "relative_error").value < 1e-4
        assert value(quick, variant, "speedup").value > 0
    for variant in ("compiled", "library_op", "custom_op", "disabled"):  # the same rounds as the library call
        assert value(quick, variant, "vs_library_speedup").value > 0


def test_quick_triton_is_skipped_with_its_reason(quick):
    skipped = value(quick, "triton", "graphs")
    assert skipped.status == "skipped" and "CUDA" in skipped.reason


def test_quick_verdict_comes_out(quick):
    v = verdict_of(quick.verdicts, "C21")
    assert v.verdict != "not testable here", v.measured


def test_a_missing_library_skips_its_variants_with_the_reason(monkeypatch):
    def missing(device: str):
        raise ImportError("No module named 'cupy'")

    monkeypatch.setattr(exp, "library_gelu_like", missing)
    models, skipped = exp._models("cpu")
    assert "library" not in models and "library_op" not in models and "custom_op" in models
    reasons = {(m.variant, m.status) for m in skipped if "SciPy could not be imported" in m.reason}
    assert reasons == {("library", "skipped"), ("library_op", "skipped")}
