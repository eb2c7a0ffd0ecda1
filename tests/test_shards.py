"""generator/shards.py: what a grid point costs, and shards that hold every point exactly once."""

from __future__ import annotations

import itertools
import random

import pytest

from generator import shards
from generator.schema import ExperimentResult, LabError, Row, params_key

GRID = [{"model": m, "task": t, "batch": b}
        for m, t, b in itertools.product(("a", "b", "c"), ("infer", "train"), (1, 32))]


def _result(points: list[dict], rows: list[Row] = ()) -> ExperimentResult:
    return ExperimentResult(id="suite", title="s", section="§6", claims=("C17",), summary="", status="ok", error="",
                            source_hash="src", replicates=3, seconds=1.0, rows=list(rows), points=points)


def _compile(params: dict, metric: str, value: float, n: int) -> Row:
    return Row("suite", "compiled", params, metric, value, "s", "first call", n=n, kind="compile")


def _costs(seconds: list[float]) -> list[shards.Cost]:
    return [shards.Cost({"i": i}, s, shards.MEASURED, "") for i, s in enumerate(seconds)]


def test_a_point_costs_its_recorded_seconds_else_its_compile_rows_and_a_skip_costs_nothing():
    a, b, c, d, e = GRID[:5]
    result = _result(
        [{"params": a, "status": "ok", "seconds": 250.0}, {"params": b, "status": "ok"},
         {"params": c, "status": "skipped"}, {"params": d, "status": "ok", "seconds": 9.0, "cut": {"processes": 1}},
         {"params": e, "status": "failed", "seconds": 3.0}],
        [_compile(b, "compile_cold_s", 20.0, 1), _compile(b, "compile_warm_s", 2.0, 3),
         Row("suite", "compiled", b, "latency_ms", 5.0, "ms", "median", n=3, kind="latency"),  # not a compile
         _compile(d, "compile_cold_s", 99.0, 1)])
    found = shards.point_costs(result)
    assert found == {params_key(a): (250.0, shards.MEASURED), params_key(b): (26.0, shards.COMPILE_ROWS),
                     params_key(c): (0.0, shards.SKIPPED)}  # a cut or failed point tells no whole cost


def test_a_point_a_stop_ended_a_process_inside_costs_that_time_too():
    a, b = GRID[:2]
    result = _result([{"params": a, "status": "ok", "seconds": 48.0, "cut_inside": [
                          {"process": 1, "seconds": 212.0}, {"process": 3, "seconds": 5.0}]},  # a timed process's: run again
                      {"params": b, "status": "partial", "cut": {"processes": 0}, "cut_inside": [{"seconds": 300.0}]}])
    assert shards.point_costs(result) == {params_key(a): (260.0, shards.MEASURED), params_key(b): (300.0, shards.STOPPED)}
    # a point never finished costs at least what its stopped jobs ran, never less than the estimate of its kind
    grid = [a, b, GRID[2]]
    costs = {params_key(c.params): c for c in shards.costs(grid, [shards.point_costs(result)])}
    assert (costs[params_key(b)].seconds, costs[params_key(b)].basis) == (300.0, shards.STOPPED)
    assert costs[params_key(GRID[2])].seconds == 260.0  # estimated from the measured point alone, not the floor
    low = _result([{"params": a, "status": "ok", "seconds": 500.0},
                   {"params": b, "status": "partial", "cut": {"processes": 0}, "cut_inside": [{"seconds": 300.0}]}])
    b_cost = {params_key(c.params): c for c in shards.costs(grid, [shards.point_costs(low)])}[params_key(b)]
    assert (b_cost.seconds, b_cost.basis) == (500.0, shards.ESTIMATED) and "300 s at least" in b_cost.why


def test_a_point_never_measured_is_the_mean_of_the_measured_points_of_its_cost_by_values():
    infer_a1, infer_a32, train_a1 = GRID[0], GRID[1], GRID[2]
    measured = [{params_key(infer_a1): (100.0, shards.MEASURED), params_key(train_a1): (10.0, shards.MEASURED),
                 params_key(GRID[3]): (0.0, shards.SKIPPED)},
                {params_key(infer_a1): (140.0, shards.MEASURED), params_key(infer_a32): (200.0, shards.COMPILE_ROWS)}]
    costs = {params_key(c.params): c for c in shards.costs(GRID, measured, cost_by=("task",))}
    assert costs[params_key(infer_a1)].seconds == 120.0 and "mean of 2 results" in costs[params_key(infer_a1)].why
    assert costs[params_key(GRID[3])].seconds == 0.0 and costs[params_key(GRID[3])].basis == shards.SKIPPED
    never_infer, never_train = costs[params_key(GRID[4])], costs[params_key(GRID[6])]
    assert never_infer.basis == shards.ESTIMATED and never_infer.seconds == pytest.approx((120.0 + 200.0) / 2)
    assert never_infer.why == "mean of 2 measured points with task=infer"
    assert never_train.seconds == 10.0  # the skipped train point takes no part in the estimate
    assert [c.seconds for c in shards.costs(GRID, [])] == [1.0] * len(GRID)  # nothing measured: equal shares


@pytest.mark.parametrize("count, n", [(1, 1), (7, 3), (12, 4), (40, 4), (40, 40), (23, 5)])
def test_every_point_lands_in_exactly_one_shard_and_the_deal_is_deterministic(count, n):
    rng = random.Random(count * 100 + n)
    points = _costs([round(rng.uniform(0, 300), 1) for _ in range(count)])
    dealt = shards.assign(points, n)
    held = [c.params["i"] for s in dealt for c in s.points]
    assert sorted(held) == list(range(count))  # none dropped, none twice
    assert [s.index for s in dealt] == list(range(1, n + 1)) and all(s.points for s in dealt)
    assert all([c.params["i"] for c in s.points] == sorted(c.params["i"] for c in s.points) for s in dealt)
    assert shards.assign(points, n) == dealt
    # longest processing time first: no shard exceeds the mean by more than the costliest point
    assert max(s.seconds for s in dealt) <= sum(c.seconds for c in points) / n + max(c.seconds for c in points)


def test_the_deal_balances_what_a_round_robin_would_not():
    dealt = shards.assign(_costs([300, 290, 10, 10, 10, 10, 5, 5]), 2)
    assert sorted(round(s.seconds) for s in dealt) == [320, 320]
    assert [[c.params["i"] for c in s.points] for s in dealt] == [[0, 3, 5], [1, 2, 4, 6, 7]]


def test_more_shards_than_points_or_none_is_refused():
    with pytest.raises(LabError, match="a shard would hold none; give at most 3"):
        shards.assign(_costs([1, 2, 3]), 4)
    with pytest.raises(LabError, match="at least 1"):
        shards.assign(_costs([1]), 0)


def test_a_point_is_named_by_the_parameters_that_vary_and_a_value_measure_cannot_parse_is_refused():
    grid = [{**p, "size": "reference"} for p in GRID]
    assert shards.naming(grid) == ["model", "task", "batch"]
    assert shards.point_arg(grid[1], shards.naming(grid)) == "model=a,task=infer,batch=32"
    assert shards.naming([{"size": "reference"}]) == ["size"]
    with pytest.raises(LabError, match="cannot be named by --point"):
        shards.point_arg({"model": "a,b"}, ["model"])


def test_a_sharding_declaration_naming_an_unknown_profile_or_parameter_is_refused_in_one_line(tmp_path, monkeypatch):
    import sys

    from generator.runner import discovery
    from generator.schema import SpecError

    package = tmp_path / "toyexp"
    package.mkdir()
    (package / "__init__.py").write_text("")
    body = (
        "from generator.schema import Outcome\n"
        "from generator.shards import Sharding\n"
        "from generator.spec import ExperimentSpec\n"
        'SPEC = ExperimentSpec(id="toy{n}", title="t", section="\u00a71", claims=("C1",), params={{"task": ["a"]}})\n'
        "SHARDING = {declared}\n"
        "def run(ctx, *, task):\n    return Outcome(metrics=[])\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    declared = {1: 'Sharding(profiles=("full",), cost_by=("task",))', 2: 'Sharding(profiles=("full",), cost_by=("model",))',
                3: 'Sharding(profiles=("huge",))', 4: '{"profiles": ["full"]}'}
    for n, text in declared.items():
        (package / f"toy{n}.py").write_text(body.format(n=n, declared=text))
    try:
        assert discovery.load("toyexp.toy1").sharding.cost_by == ("task",)
        with pytest.raises(SpecError, match="cost_by names unknown parameters \\['model'\\]"):
            discovery.load("toyexp.toy2")
        with pytest.raises(SpecError, match="profiles among"):
            discovery.load("toyexp.toy3")
        with pytest.raises(SpecError, match="SHARDING must be generator.shards.Sharding"):
            discovery.load("toyexp.toy4")
    finally:
        for name in [m for m in sys.modules if m.startswith("toyexp")]:
            del sys.modules[name]
