"""generator/summary.py: C24's geometric mean over the small-op models."""

from __future__ import annotations

import math

import pytest

from generator import summary
from generator.schema import ExperimentResult, Row


def result(eid: str, rows: list[Row]) -> ExperimentResult:
    return ExperimentResult(id=eid, title=eid, section="§2", claims=("C24",), summary="", status="ok", error="",
                            source_hash="h", replicates=1, seconds=0.0, rows=rows)


def speedup(eid: str, value: float, **params) -> Row:
    return Row(eid, "compiled", params, "speedup", value, "x", "ratio of medians")


def test_only_small_op_points_of_listed_experiments_count():
    results = {
        "one_line_speedup": result("one_line_speedup", [speedup("one_line_speedup", 2.0, batch=64),
                                                        speedup("one_line_speedup", 9.0, batch=16384)]),
        "fusion_depth": result("fusion_depth", [speedup("fusion_depth", 1.0, family="chain", n=4),
                                                speedup("fusion_depth", 9.0, family="launch", n=4)]),
        "graph_breaks": result("graph_breaks", [speedup("graph_breaks", 0.1, cause="print")]),
    }
    rows = summary.small_op_speedups(results)
    assert sorted(r.value for r in rows) == [1.0, 2.0]
    v = summary.c24(results)
    assert v.claim == "C24" and v.experiment == "report"
    assert f"{math.sqrt(2.0):.3g}×" in v.measured and "over 2 grid points of 2 experiments" in v.measured


@pytest.mark.parametrize("values, expected", [
    ([1.5, 2.0], "holds"), ([1.2, 1.2], "partly holds"), ([3.0, 3.0], "partly holds"), ([1.0, 1.05], "does not hold")])
def test_c24_verdict_follows_the_geometric_mean(values, expected):
    rows = [speedup("training", v, model=f"m{i}") for i, v in enumerate(values)]
    assert summary.c24({"training": result("training", rows)}).verdict == expected


def test_c24_without_small_op_rows_is_not_testable():
    v = summary.c24({})
    assert v.verdict == "not testable here" and "no small-op model" in v.measured


def test_report_verdicts_are_stamped_with_device_and_release():
    (v,) = summary.report_verdicts({}, "NVIDIA H200", "2.11.0+cu130")
    assert (v.device, v.release) == ("NVIDIA H200", "2.11.0+cu130")
