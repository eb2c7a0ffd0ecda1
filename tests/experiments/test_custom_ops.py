"""Verdict rule of experiments/custom_ops.py on synthetic rows, and a CPU smoke run."""

from __future__ import annotations

import pytest
import torch

from experiments import custom_ops as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"graphs": "count", "graph_breaks": "count", "latency_ms": "ms"}
AT = {"rows": 4096}


def row(variant: str, metric: str, value: float | None, lo: float | None = None, hi: float | None = None,
        status: str = "ok", reason: str = "") -> Row:
    return Row(exp.SPEC.id, variant, dict(AT), metric, value, UNITS[metric], "test", lo=lo, hi=hi,
               status=status, reason=reason)


def rows_for(opaque_breaks: float, latency: dict[str, float], spread: float = 0.01) -> list[Row]:
    graphs = {"compiled": 1, "opaque": 1 + opaque_breaks, "custom_op": 1, "triton": 1}
    out = [row(v, "graphs", g) for v, g in graphs.items()]
    out += [row(v, "graph_breaks", opaque_breaks if v == "opaque" else 0) for v in graphs]
    out += [row(v, "latency_ms", ms, ms * (1 - spread), ms * (1 + spread)) for v, ms in latency.items()]
    return out


def c21(rows: list[Row]):
    v = verdict_of(exp.verdicts(rows), "C21")
    assert v.verdict in VERDICTS and v.experiment == "custom_ops" and v.rule
    return v


LATENCY = {"eager": 0.10, "compiled": 0.04, "opaque": 0.09, "custom_op": 0.07, "triton": 0.05}


@pytest.mark.parametrize("breaks, opaque_ms, expected", [
    (1, 0.09, "holds"),
    (2, 0.074, "holds"),  # just over 5% slower than the registered op
    (1, 0.072, "partly holds"),  # breaks, but within 5% of the registered op
    (1, 0.05, "partly holds"),  # breaks, yet faster than the registered op
    (0, 0.09, "does not hold"),
])
def test_c21_follows_the_break_and_its_cost(breaks, opaque_ms, expected):
    v = c21(rows_for(breaks, {**LATENCY, "opaque": opaque_ms}, spread=0.001))
    assert v.verdict == expected
    assert f"opaque: {1 + breaks} graph(s), {breaks} break(s)" in v.measured
    assert "custom_op: 1 graph(s), 0 break(s)" in v.measured and "triton: 1 graph(s)" in v.measured


def test_c21_slower_needs_intervals_apart():
    assert c21(rows_for(1, LATENCY, spread=0.2)).verdict == "partly holds"


def test_c21_reports_a_skipped_triton_kernel():
    rows = [r for r in rows_for(1, LATENCY) if r.variant != "triton"]
    rows.append(row("triton", "graphs", None, status="skipped", reason=exp.NEEDS_CUDA))
    v = c21(rows)
    assert v.verdict == "holds"
    assert "triton: skipped (needs CUDA" in v.measured


def test_c21_not_testable_without_opaque_or_registered_rows():
    assert c21([]).verdict == "not testable here"
    for dropped in ("opaque", "custom_op"):
        rows = [r for r in rows_for(1, LATENCY) if not (r.variant == dropped and r.metric == "latency_ms")]
        assert c21(rows).verdict == "not testable here"
    failed = [Row(exp.SPEC.id, "", dict(AT), "point", None, "", "", status="failed", reason="OutOfMemoryError: x")]
    v = c21(failed)
    assert v.verdict == "not testable here" and "OutOfMemoryError" in v.measured


def test_the_registered_op_is_a_real_operator():
    y = torch.randn(8, 4)
    assert torch.allclose(torch.ops.lab.gelu_like(y), exp.gelu_like(y))


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


def test_quick_opaque_breaks_and_registered_does_not(quick):
    assert value(quick, "opaque", "graph_breaks").value >= 1
    assert value(quick, "opaque", "graphs").value >= 2
    for variant in ("compiled", "custom_op"):
        assert value(quick, variant, "graph_breaks").value == 0
        assert value(quick, variant, "graphs").value == 1
    for variant in ("compiled", "opaque", "custom_op"):
        assert value(quick, variant, "relative_error").value < 1e-4
        assert value(quick, variant, "speedup").value > 0


def test_quick_triton_is_skipped_with_its_reason(quick):
    skipped = value(quick, "triton", "graphs")
    assert skipped.status == "skipped" and "CUDA" in skipped.reason


def test_quick_verdict_comes_out(quick):
    v = verdict_of(quick.verdicts, "C21")
    assert v.verdict != "not testable here", v.measured
