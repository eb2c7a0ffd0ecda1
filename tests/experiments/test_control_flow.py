"""Verdict rule and grid of experiments/control_flow.py on synthetic rows, and a CPU smoke run."""

from __future__ import annotations

import pytest

from experiments import control_flow as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"graphs": "count", "graph_breaks": "count", "recompiles": "count", "latency_ms": "ms",
         "vs_graph_break_speedup": "x"}


def row(case: str, variant: str, metric: str, value: float | None, lo: float | None = None,
        hi: float | None = None, status: str = "ok", reason: str = "") -> Row:
    return Row(exp.SPEC.id, variant, {"case": case, "rows": 1024}, metric, value, UNITS[metric], "test",
               lo=lo, hi=hi, status=status, reason=reason)


def tensor_rows(breaks: float, latency: dict[str, float], spread: float = 0.01) -> list[Row]:
    """Merged rows of the tensor case; the same-rounds ratios carry an interval of ±spread."""
    rows = [row("tensor_value", "graph_break", "graph_breaks", breaks)]
    rows += [row("tensor_value", v, "graphs", g) for v, g in (("graph_break", 3), ("cond", 1), ("where", 1))]
    rows += [row("tensor_value", v, "latency_ms", ms, ms * (1 - spread), ms * (1 + spread))
             for v, ms in latency.items()]
    for v in ("cond", "where"):
        ratio = latency["graph_break"] / latency[v]
        rows.append(row("tensor_value", v, "vs_graph_break_speedup", ratio, ratio * (1 - spread),
                        ratio * (1 + spread)))
    return rows


def int_rows(breaks: float, graphs: float = 3, recompiles: float = 2) -> list[Row]:
    return [row("python_int", "compiled", "graph_breaks", breaks), row("python_int", "compiled", "graphs", graphs),
            row("python_int", "compiled", "recompiles", recompiles)]


def c20(rows: list[Row]):
    v = verdict_of(exp.verdicts(rows), "C20")
    assert v.verdict in VERDICTS and v.experiment == "control_flow" and v.rule
    return v


SLOW_BREAK = {"eager": 0.20, "graph_break": 0.15, "cond": 0.10, "where": 0.08}
FAST_BREAK = {"eager": 0.20, "graph_break": 0.081, "cond": 0.10, "where": 0.08}


@pytest.mark.parametrize("breaks, latency, int_breaks, expected", [
    (1, SLOW_BREAK, 1, "holds"),
    (2, SLOW_BREAK, 1, "holds"),
    (1, SLOW_BREAK, 0, "partly holds"),  # the Python-int branch guards instead of breaking
    (1, FAST_BREAK, 1, "partly holds"),  # breaks, but within 5% of torch.where
    (0, SLOW_BREAK, 1, "does not hold"),
    (0, SLOW_BREAK, 0, "does not hold"),
])
def test_c20_follows_breaks_latency_and_the_int_branch(breaks, latency, int_breaks, expected):
    v = c20(tensor_rows(breaks, latency) + int_rows(int_breaks))
    assert v.verdict == expected
    plural = lambda n, noun: f"{n} {noun}" + ("" if n == 1 else "s")  # noqa: E731
    assert v.measured.startswith(f"tensor branch: {plural(breaks, 'graph break')}; graphs: graph_break 3, cond 1, where 1")
    assert f"{plural(int_breaks, 'graph break')}, 3 graphs, 2 recompiles" in v.measured


def test_c20_slower_is_judged_on_the_same_rounds_interval():
    # 1.2x slower than where by the medians, but the ratio's interval [0.96, 1.44] reaches 1.05×
    rows = tensor_rows(1, {"eager": 0.2, "graph_break": 0.12, "cond": 0.2, "where": 0.10}, spread=0.2)
    v = c20(rows + int_rows(1))
    assert v.verdict == "inconclusive"
    assert "the breaking branch takes 0.6× [0.48, 0.72] of cond's, 1.2× [0.96, 1.44] of where's time" in v.measured
    assert "straddles the threshold in graph_break / where time 1.2× [0.96, 1.44] ≥ 1.05×" in v.measured


def test_c20_an_undecided_cost_does_not_matter_when_the_int_branch_does_not_break():
    rows = tensor_rows(1, {"eager": 0.2, "graph_break": 0.12, "cond": 0.2, "where": 0.10}, spread=0.2)
    assert c20(rows + int_rows(0)).verdict == "partly holds"  # partly holds either way


def test_c20_compares_against_the_faster_alternative():
    # slower than cond but not than where (the faster one): not "slower"
    rows = tensor_rows(1, {"eager": 0.2, "graph_break": 0.10, "cond": 0.2, "where": 0.099})
    assert c20(rows + int_rows(1)).verdict == "partly holds"


def test_c20_not_testable_when_rows_are_missing():
    assert c20([]).verdict == "not testable here"
    assert c20(tensor_rows(1, SLOW_BREAK)).verdict == "not testable here"  # no python_int rows
    assert c20(int_rows(0)).verdict == "not testable here"
    no_ratios = [r for r in tensor_rows(1, SLOW_BREAK) if r.metric != "vs_graph_break_speedup"]
    assert c20(no_ratios + int_rows(1)).verdict == "not testable here"
    failed = [Row(exp.SPEC.id, "", {"case": "tensor_value", "rows": 1024}, "point", None, "", "",
                  status="failed", reason="TorchRuntimeError: cond failed")]
    v = c20(failed + int_rows(0))
    assert v.verdict == "not testable here" and "cond failed" in v.measured


def test_grid_has_both_cases_in_every_profile():
    for profile in ("default", "quick", "full"):
        assert {p["case"] for p in exp.SPEC.grid(profile)} == {"python_int", "tensor_value"}


def test_lengths_alternate_across_the_threshold():
    sides = [n > exp.THRESHOLD for n in exp.LENGTHS]
    assert all(a != b for a, b in zip(sides, sides[1:]))


# --- the quick grid, measured for real on the CPU -----------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("control_flow")


def value(result, case: str, variant: str, metric: str) -> float:
    found = [r for r in result.rows if r.params["case"] == case and r.variant == variant and r.metric == metric]
    assert len(found) == 1 and found[0].status == "ok", (case, variant, metric)
    return found[0].value


def test_quick_grid_runs(quick):
    assert failures(quick) == []
    assert all(p["status"] == "ok" for p in quick.points)


def test_quick_tensor_branch_breaks_and_the_others_do_not(quick):
    assert value(quick, "tensor_value", "graph_break", "graph_breaks") >= 1
    assert value(quick, "tensor_value", "graph_break", "graphs") >= 2
    for variant in ("cond", "where"):
        assert value(quick, "tensor_value", variant, "graph_breaks") == 0
        assert value(quick, "tensor_value", variant, "graphs") == 1
    for variant in ("eager",) + exp.BRANCHY:
        assert value(quick, "tensor_value", variant, "latency_ms") > 0
    for variant in exp.BRANCHY:
        assert value(quick, "tensor_value", variant, "relative_error") < 1e-4
    for variant in ("cond", "where"):  # the breaking branch's time over theirs, same rounds
        assert value(quick, "tensor_value", variant, "vs_graph_break_speedup") > 0


def test_quick_python_int_branch_recompiles_instead_of_breaking(quick):
    assert value(quick, "python_int", "compiled", "graph_breaks") == 0
    assert value(quick, "python_int", "compiled", "recompiles") >= 1
    assert value(quick, "python_int", "compiled", "relative_error") < 1e-4
    assert value(quick, "python_int", "compiled", "speedup") > 0
    log = next(t for n, t in quick.artifacts.items() if "python_int" in n and n.endswith("sweep.txt"))
    assert "recompile reason" in log and "length" in log


def test_quick_verdict_comes_out(quick):
    v = verdict_of(quick.verdicts, "C20")
    assert v.verdict != "not testable here", v.measured
