"""Verdict rule and grid of experiments/dynamic_shapes.py on synthetic rows, and a CPU smoke run."""

from __future__ import annotations

import pytest

from experiments import dynamic_shapes as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"graphs": "count", "recompiles": "count", "compile_s": "s", "cache_bytes": "bytes",
         "eager_calls": "count", "compiled_calls": "count", "limit_warnings": "count"}


def row(case: str, metric: str, value: float | None, variant: str | None = None, status: str = "ok",
        shapes: int = 12, reason: str = "", spread: float = 0.0) -> Row:
    lo, hi = (None, None) if value is None else (value * (1 - spread), value * (1 + spread))
    return Row(exp.SPEC.id, variant or case, {"case": case, "shapes": shapes}, metric, value,
               UNITS[metric], "test", lo=lo, hi=hi, n=3, status=status, reason=reason)


def mode(case: str, graphs: float, recompiles: float, compile_s: float, cache: float,
         spread: float = 0.0) -> list[Row]:
    """One sweep case's merged rows; compile time with a range over processes of ±spread."""
    return [row(case, "graphs", graphs), row(case, "recompiles", recompiles),
            row(case, "compile_s", compile_s, spread=spread), row(case, "cache_bytes", cache)]


def c16(rows: list[Row]):
    v = verdict_of(exp.verdicts(rows), "C16")
    assert v.verdict in VERDICTS and v.experiment == "dynamic_shapes" and v.rule
    return v


STATIC = mode("static", 12, 11, 20.0, 9e6)


@pytest.mark.parametrize("dynamic, marked, expected", [
    ((1, 0, 2.0, 1e6), (1, 0, 2.1, 1e6), "holds"),
    ((2, 1, 4.0, 2e6), None, "holds"),  # mark_dynamic not measured: judged on dynamic=True alone
    ((1, 0, 40.0, 1e6), (1, 0, 2.1, 1e6), "partly holds"),  # one graph, but slower to compile
    ((1, 0, 2.0, 1e7), (1, 0, 2.1, 1e6), "partly holds"),  # cache grew more than static's
    ((3, 2, 5.0, 1e6), (1, 0, 2.1, 1e6), "partly holds"),  # dynamic=True needed three graphs
    ((3, 2, 5.0, 1e6), (4, 3, 5.0, 1e6), "does not hold"),  # neither reduces the graphs to ≤ 2
])
def test_c16_follows_graphs_compile_time_and_cache(dynamic, marked, expected):
    rows = STATIC + mode("dynamic", *dynamic) + (mode("mark_dynamic", *marked) if marked else [])
    v = c16(rows)
    assert v.verdict == expected
    assert v.measured.startswith("12 shapes; dynamic=False: 12 graphs, 11 recompiles, compile 20 s")


def test_c16_single_compile_samples_count_as_a_quarter_either_way():
    # one sweep per run: 16 s against 20 s is within ±25% of each other, 8 s is not
    close = STATIC + mode("dynamic", 1, 0, 16.0, 1e6)
    assert c16(close).verdict == "inconclusive"
    assert c16(STATIC + mode("dynamic", 1, 0, 8.0, 1e6)).verdict == "holds"


def test_c16_overlapping_compile_times_are_inconclusive():
    # dynamic=True compiles 18 s against 20 s, but the ranges over processes overlap
    rows = mode("static", 12, 11, 20.0, 9e6, spread=0.1) + mode("dynamic", 1, 0, 18.0, 1e6, spread=0.1)
    v = c16(rows)
    assert v.verdict == "inconclusive"
    assert "compile 20 s [18, 22]" in v.measured
    assert "straddles the threshold in dynamic compile 18 s [16.2, 19.8] < dynamic=False's 20 s [18, 22]" in v.measured


def test_c16_does_not_hold_when_static_does_not_recompile_per_shape():
    rows = mode("static", 5, 4, 20.0, 9e6) + mode("dynamic", 1, 0, 2.0, 1e6)
    assert c16(rows).verdict == "does not hold"


def test_c16_measured_names_the_limit_case_and_automatic_mode():
    limit = [row("recompile_limit", m, v, variant="static") for m, v in
             (("eager_calls", 20), ("compiled_calls", 4), ("limit_warnings", 1))]
    v = c16(STATIC + mode("dynamic", 1, 0, 2.0, 1e6) + mode("automatic", 2, 1, 4.0, 2e6) + limit)
    assert "dynamic=None: 2 graphs, 1 recompile," in v.measured
    assert f"recompile limit of {exp.LIMIT}, dynamic=False ran 4 calls compiled and 20 eagerly" in v.measured


def test_c16_not_testable_when_a_side_is_missing():
    assert c16([]).verdict == "not testable here"
    assert c16(STATIC).verdict == "not testable here"
    failed = [Row(exp.SPEC.id, "", {"case": "static", "shapes": 12}, "point", None, "", "",
                  status="failed", reason="RuntimeError: boom")]
    v = c16(failed + mode("dynamic", 1, 0, 2.0, 1e6))
    assert v.verdict == "not testable here" and "boom" in v.measured
    assert c16(STATIC[:-1] + mode("dynamic", 1, 0, 2.0, 1e6)).verdict == "not testable here"


def test_grids():
    default = exp.SPEC.grid("default")
    assert {p["case"] for p in default} == {"automatic", "static", "dynamic", "mark_dynamic",
                                             "recompile_limit", "steady_state"}
    assert all(p["shapes"] == len(exp.BATCHES) >= 12 for p in default)
    quick = exp.SPEC.grid("quick")
    # the verdict's two sides and the limit case, with more shapes than the limit
    assert {p["case"] for p in quick} >= {"static", "dynamic", "recompile_limit"}
    assert all(exp.LIMIT < p["shapes"] < len(exp.BATCHES) for p in quick)


# --- the quick grid, measured for real on the CPU -----------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("dynamic_shapes")


def test_quick_grid_runs(quick):
    assert failures(quick) == []
    assert all(p["status"] == "ok" for p in quick.points)


def test_quick_sweeps_count_recompiles_and_cache(quick):
    def value(variant, metric, case):
        found = [r for r in quick.rows if r.variant == variant and r.metric == metric and r.params["case"] == case]
        assert len(found) == 1, (variant, metric, case)
        return found[0].value

    shapes = exp.SPEC.grid("quick")[0]["shapes"]
    assert value("static", "recompiles", "static") == shapes - 1
    assert value("static", "graphs", "static") == shapes
    assert value("dynamic", "graphs", "dynamic") == 1
    for case in ("static", "dynamic"):
        assert value(case, "compile_s", case) > 0 and value(case, "cache_bytes", case) > 0
        assert value(case, "relative_error", case) < 1e-4
    # past the limit the new shapes run eagerly, on both passes; the limit warning is logged
    assert value("static", "compiled_calls", "recompile_limit") == 2 * exp.LIMIT
    assert value("static", "eager_calls", "recompile_limit") == 2 * (shapes - exp.LIMIT)
    assert value("static", "limit_warnings", "recompile_limit") >= 1
    assert any(name.endswith("warnings.txt") and "recompile_limit" in text
               for name, text in quick.artifacts.items())


def test_quick_verdict_comes_out(quick):
    v = verdict_of(quick.verdicts, "C16")
    assert v.verdict != "not testable here", v.measured
